"""Fast type narrowing for tensor types.

`xdsl.utils.hints.isa(attr, TensorType[Attribute])` builds an attribute constraint from the generic
alias on every call (an import and a dozen allocations): about 100x slower than `isinstance`. The
passes ask it for every value of every op, so they use these instead. The element type is never
constrained here, which is what `TensorType[Attribute]` means anyway.
"""

from __future__ import annotations

from typing import TypeGuard, cast

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, SSAValue

__all__ = ["is_tensor_type", "tensor_type", "tensor_type_of"]


def is_tensor_type(attr: Attribute) -> TypeGuard[TensorType[Attribute]]:
    """Whether `attr` is a ranked tensor type (any element type, any encoding)."""
    return isinstance(attr, TensorType)


def tensor_type(attr: Attribute) -> TensorType[Attribute] | None:
    """`attr` as a ranked tensor type, or None."""
    return cast(TensorType[Attribute], attr) if isinstance(attr, TensorType) else None


def tensor_type_of(value: SSAValue) -> TensorType[Attribute]:
    """The ranked tensor type of `value`, where the verifiers guarantee one (asserted)."""
    t = value.type
    assert isinstance(t, TensorType), f"expected a tensor, got {t}"
    return cast(TensorType[Attribute], t)
