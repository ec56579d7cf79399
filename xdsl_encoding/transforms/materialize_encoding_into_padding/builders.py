"""IR builders of the padding materialization: zero padding, logical slices, storage sizes.

Each returns the new ops (not yet inserted) and the value they compute, so callers can
insert them wherever dominance requires.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, AnyFloat, FloatAttr, IndexType, IntegerAttr, IntegerType, TensorType
from xdsl.dialects.utils.dynamic_index_list import get_dynamic_index_list
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from xdsl_encoding.resolvers import padded_shape
from xdsl_encoding.utils.hints import is_tensor_type

Built = tuple[list[Operation], SSAValue]
"""New ops, in order, and the value the last of them computes."""


def zero_of(element_type: Attribute) -> arith.ConstantOp | None:
    """`arith.constant 0.0 : f16` / `0 : i32` / `0 : index`; None for element types without a zero here."""
    if isinstance(element_type, AnyFloat):
        return arith.ConstantOp(FloatAttr(0.0, element_type))
    if isinstance(element_type, IndexType):
        return arith.ConstantOp(IntegerAttr(0, IndexType()))
    if isinstance(element_type, IntegerType):
        return arith.ConstantOp(IntegerAttr(0, cast(IntegerType, element_type)))
    return None


def is_zero_constant(value: SSAValue) -> bool:
    """Whether `value` is an `arith.constant` zero (`0.0`, `-0.0`, `0`)."""
    op = value.owner
    if not isinstance(op, arith.ConstantOp):
        return False
    attr = op.value
    if isinstance(attr, FloatAttr):
        return attr.value.data == 0.0
    if isinstance(attr, IntegerAttr):
        return attr.value.data == 0
    return False


def index_constant(value: int) -> arith.ConstantOp:
    return arith.ConstantOp(IntegerAttr(value, IndexType()))


def pad_with_zeros(value: SSAValue, high: Sequence[int]) -> Built:
    """`tensor.pad %value low[0, ...] high[high] { yield 0 }`: `4096x4096` + `(0, 64)` -> `4096x4160`."""
    source = value.type
    assert is_tensor_type(source)
    element_type = source.element_type
    rank = source.get_num_dims()
    zero = zero_of(element_type)
    assert zero is not None, f"no zero of {element_type}"
    body = Block(arg_types=[IndexType()] * rank)
    body.add_ops([zero, tensor.YieldOp(zero.result)])
    result_type = TensorType(element_type, padded_shape(source.get_shape(), high))
    pad = tensor.PadOp(value, [], [], Region(body), [0] * rank, list(high), result_type)
    return [pad], pad.result


def dim_size(value: SSAValue, dim: int, minus: int = 0) -> Built:
    """`tensor.dim %value, dim` (minus a constant): the size of one dynamic dim."""
    index = index_constant(dim)
    size = tensor.DimOp(value, index)
    ops: list[Operation] = [index, size]
    result = size.result
    if minus:
        amount = index_constant(minus)
        difference = arith.SubiOp(result, amount.result)
        ops += [amount, difference]
        result = difference.result
    return ops, result


def logical_sizes(
    value: SSAValue, logical: TensorType[Attribute], padding: Sequence[int]
) -> tuple[list[Operation], list[int | SSAValue]]:
    """The logical size of each dim of the storage `value`: static ones from the type, dynamic ones measured."""
    ops: list[Operation] = []
    sizes: list[int | SSAValue] = []
    for d, size in enumerate(logical.get_shape()):
        if size != DYNAMIC_INDEX:
            sizes.append(size)
            continue
        new_ops, measured = dim_size(value, d, padding[d])
        ops += new_ops
        sizes.append(measured)
    return ops, sizes


def extract_prefix(value: SSAValue, sizes: Sequence[int | SSAValue], result_type: TensorType[Attribute]) -> Built:
    """`tensor.extract_slice %value[0, ...] [sizes] [1, ...]`: the logical elements of a storage value."""
    rank = len(sizes)
    op = tensor.ExtractSliceOp(value, [0] * rank, list(sizes), [1] * rank, result_type)
    return [op], op.result


def slice_to_logical(value: SSAValue, logical: TensorType[Attribute], padding: Sequence[int]) -> Built:
    """The logical elements of `value`, stored with `padding`, as a `logical`-typed value."""
    ops, sizes = logical_sizes(value, logical, padding)
    slice_ops, result = extract_prefix(value, sizes, logical)
    result.name_hint = "logical"
    return ops + slice_ops, result


def grown_sizes(
    sizes: Sequence[SSAValue], shape: Sequence[int], padding: Sequence[int]
) -> tuple[list[Operation], list[SSAValue]]:
    """Dynamic size operands of a padded op: each `?` dim's size plus its padding (`%n` -> `%n + 32`)."""
    ops: list[Operation] = []
    out: list[SSAValue] = []
    for size, pad in zip(get_dynamic_index_list(shape, sizes, DYNAMIC_INDEX), padding):
        if not isinstance(size, SSAValue):
            continue
        if pad:
            amount = index_constant(pad)
            total = arith.AddiOp(size, amount.result)
            ops += [amount, total]
            size = total.result
        out.append(size)
    return ops, out
