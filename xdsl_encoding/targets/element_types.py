"""How many bits an element takes: one function per meaning of `index` (its width depends on the target).

* `storage_bits`: a fixed storage width, or None (`index` and anything without one): the padding rules
  and the GPU padding resolver leave such a tensor alone.
* `bits_or_zero`: 0 for no fixed width: the CPU MMA chooser compares widths and never matches 0.
* `host_bits`: what `encode-host-tensors` sizes storage with (complex: twice its part), or why it cannot
  (`index` has a target-dependent width): a diagnostic, never a guess.
* `index_as_64_bits` (the layout report's estimate): `index` counted as 64 bits.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AnyFloat, ComplexType, FixedBitwidthType, IndexType, IntegerType
from xdsl.ir import Attribute

__all__ = ["bits_or_zero", "host_bits", "index_as_64_bits", "storage_bits"]


def storage_bits(element_type: Attribute) -> int | None:
    """The storage width of one element, or None when it has none (`index`): f16 -> 16."""
    return element_type.bitwidth if isinstance(element_type, FixedBitwidthType) else None


def bits_or_zero(element_type: Attribute) -> int:
    """`storage_bits`, 0 when there is none."""
    return element_type.bitwidth if isinstance(element_type, FixedBitwidthType) else 0


def host_bits(element_type: Attribute) -> int | str:
    """The width `encode-host-tensors` stores an element with, or why it has none here."""
    if isinstance(element_type, IntegerType | AnyFloat):
        return element_type.bitwidth
    if isinstance(element_type, ComplexType):
        part = host_bits(element_type.element_type)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        return part if isinstance(part, str) else 2 * part
    if isinstance(element_type, IndexType):
        return "index elements have a target-dependent width"
    return f"element type {element_type} has no storage width here"


def index_as_64_bits(element_type: Attribute) -> int | None:
    """`storage_bits`, with `index` counted as 64 bits (an estimate for reports, never for storage)."""
    return 64 if isinstance(element_type, IndexType) else storage_bits(element_type)
