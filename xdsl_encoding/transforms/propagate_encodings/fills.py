"""The padding-value rule at the contraction: what the new elements of each operand are when they meet.

A set_encoding that moved above element-wise producers leaves those producers running on the
encoded (padded) domain. The value a padded element has when it reaches the contraction is found
by evaluating, from the top, each set_encoding's padding and each moved-over body on it
(`xdsl_encoding.interpreters.fill_values`). The encoding decides whether the two operands' values are
harmless (`ElementwisePropagationAttr.check_fills`); the pass only gathers them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from xdsl.dialects.builtin import TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import Attribute, SSAValue
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp
from xdsl_encoding.interfaces import ElementwisePropagationAttr
from xdsl_encoding.interpreters.fill_values import constant_elements, defined_above, evaluate_block
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.utils.fill_value import FillValue
from xdsl_encoding.verify.module import ReshapeOp


def is_parallel_generic(op: object) -> bool:
    """A `linalg.generic` with one result and only parallel loops."""
    return (
        isinstance(op, GenericOp)
        and len(op.results) == 1
        and all(t.data == IteratorType.PARALLEL for t in op.iterator_types.data)
    )


def scalar_fill(value: SSAValue) -> FillValue:
    """A scalar operand: its value if a constant makes it, else unknown."""
    return defined_above(value)


def fill_of_encoded(t: Attribute, target: CpuTarget | None, source: SSAValue | None = None) -> FillValue:
    """What a set_encoding of `source` to `t` puts in the elements that matter: its padding, or real data
    (known only when `source` is a constant)."""
    if not isa(t, TensorType[Attribute]):
        return FillValue.unknown(t)
    encoding = t.encoding
    if isinstance(encoding, ElementwisePropagationAttr) and encoding.new_elements_matter(t, target) is not None:
        return encoding.padding_fill(t)
    return unpadded(source, t.element_type)


def unpadded(value: SSAValue | None, element_type: Attribute) -> FillValue:
    """Real data of `value` at a new element's position: its constant elements, else unknown."""
    known = constant_elements(value) if value is not None else None
    return known if known is not None else FillValue.unknown(element_type)


def evaluate_generic(op: GenericOp, inputs: list[FillValue]) -> FillValue:
    """`op`'s body on `inputs` (its inits are unknown)."""
    args = [*inputs, *(FillValue.unknown(_element(v.type)) for v in op.outputs)]
    results = evaluate_block(op.body.block, args)
    return results[0] if results else FillValue.unknown(_element(op.results[0].type))


def _element(t: Attribute) -> Attribute:
    return t.element_type if isa(t, TensorType[Attribute]) else t


def fill_at(value: SSAValue, target: CpuTarget | None, overrides: Mapping[SSAValue, FillValue]) -> FillValue:
    """The value a new element of `value` holds: from the set_encodings and encoded generics above it."""
    if value in overrides:
        return overrides[value]
    owner = value.owner
    if isinstance(owner, SetEncodingOp):
        return fill_of_encoded(owner.result.type, target, owner.source)
    if isinstance(owner, ReshapeOp):
        return fill_at(owner.src, target, overrides)  # packs reshaped exactly: padding stays padding
    if is_parallel_generic(owner):
        assert isinstance(owner, GenericOp)
        inputs = [
            fill_at(v, target, overrides) if isa(v.type, TensorType[Attribute]) else scalar_fill(v)
            for v in owner.inputs
        ]
        return evaluate_generic(owner, inputs)
    return unpadded(value, _element(value.type))


@dataclass(frozen=True)
class Reader:
    """Where an encoded value ends up: the last value of its chain of encoded element-wise users,
    and the contraction reading it (with the operand position), if the chain ends at one."""

    end: SSAValue
    contraction: LinalgStructuredOperation | None = None
    position: int = 0


def reader_of(value: SSAValue) -> Reader:
    """Follow single-use, all-parallel generics and reshapes that read `value` down to the contraction, if any.

    A reshape of encoded tensors is a reshape of their packs that maps padding to padding
    (`data_tiling/packed_reshape.py`), so the fill passes it unchanged.
    """
    while True:
        uses = list(value.uses)
        if len(uses) != 1:
            return Reader(value)
        user, index = uses[0].operation, uses[0].index
        if isinstance(user, ReshapeOp):
            value = user.result
            continue
        if is_parallel_generic(user):
            assert isinstance(user, GenericOp)
            if index >= len(user.inputs):
                return Reader(value)
            value = user.results[0]
            continue
        if isinstance(user, LinalgStructuredOperation) and len(user.inputs) == 2 and index < 2:
            return Reader(value, user, index)
        return Reader(value)


def check_contraction_fills(op: SetEncodingOp, own: FillValue, target: CpuTarget | None) -> str | None:
    """Why moving `op` (its result then holding `own` in new elements) breaks the contraction; None if it does not."""
    encoding = op.result.type.encoding if isa(op.result.type, TensorType[Attribute]) else None
    assert isinstance(encoding, ElementwisePropagationAttr)
    reader = reader_of(op.result)
    at_end = fill_at(reader.end, target, {op.result: own})
    if reader.contraction is None:
        return encoding.check_fills(at_end, None)
    other = reader.contraction.inputs[1 - reader.position]
    return encoding.check_fills(at_end, fill_at(other, target, {}))
