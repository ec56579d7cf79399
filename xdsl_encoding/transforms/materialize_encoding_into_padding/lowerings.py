"""One lowering per op kind on padded storage (the table of which lowers which op class: `table.py`).

`set_encoding` pads with zeros, `unset_encoding` slices the logical prefix, reshapes and
linalg ops run on the padded storage, `tensor.empty` / `tensor.dim` follow it; any other op
reads logical slices and produces plain values (`lower_logical_use`). Functions, calls,
globals and dispatches are the shared driver's (xdsl_encoding/transforms/materialization).
"""

from __future__ import annotations

from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IntegerAttr, i64
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.utils.dynamic_index_list import get_dynamic_index_list
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.reshape.reassociation import Blocked, groups_from_attr
from xdsl_encoding.transforms.materialization.layout import MaterializationError
from xdsl_encoding.transforms.materialize_encoding_into_padding.builders import (
    dim_size,
    extract_prefix,
    grown_sizes,
    index_constant,
    is_zero_constant,
    pad_with_zeros,
)
from xdsl_encoding.transforms.materialize_encoding_into_padding.layout import PaddedLayout
from xdsl_encoding.transforms.materialize_encoding_into_padding.storage import (
    Padding,
    Stored,
    collapsed_padding,
    expanded_padding,
)
from xdsl_encoding.transforms.materialize_encoding_into_padding.structured import plan_storage, result_is_zero_padded
from xdsl_encoding.utils.encodings import cast_to, contains_encoding, drop_encodings, without_encoding
from xdsl_encoding.utils.hints import is_tensor_type


def lower_set_encoding(layout: PaddedLayout, op: SetEncodingOp) -> None:
    """`set_encoding %x` -> `tensor.pad %x high[padding]` with zeros (nothing when nothing is padded)."""
    declared = op.result.type
    assert is_tensor_type(declared)
    padding = layout.resolve(op, declared)
    ops, value = cast_to(op.source, without_encoding(declared))
    if any(padding):
        pad_ops, value = pad_with_zeros(value, padding)
        ops += pad_ops
    layout.rewriter.replace(op, ops, [value])
    if any(padding):
        layout.stored[value] = Stored(declared, padding, True)


def lower_unset_encoding(layout: PaddedLayout, op: UnsetEncodingOp) -> None:
    """`unset_encoding %e` -> `tensor.extract_slice` of the logical sizes (nothing when nothing is padded)."""
    result_type = op.result.type
    assert is_tensor_type(result_type)
    if not any(layout.padding_of(op.source)):
        ops, value = cast_to(op.source, result_type)
    else:
        sizes = get_dynamic_index_list(result_type.get_shape(), op.result_dims, DYNAMIC_INDEX)
        ops, value = extract_prefix(op.source, sizes, result_type)
    layout.rewriter.replace(op, ops, [value])


def lower_reshape(layout: PaddedLayout, op: tensor.CollapseShapeOp | tensor.ExpandShapeOp) -> None:
    """The same reshape on the storage; the result's padding derived through the groups."""
    source = op.src
    source_padding = layout.padding_of(source)
    stored = layout.stored.get(source)
    declared = op.result.type
    assert is_tensor_type(declared)
    groups = groups_from_attr(op.reassociation)
    if isinstance(op, tensor.CollapseShapeOp):
        logical_source = stored.logical if stored is not None else source.type
        assert is_tensor_type(logical_source)
        padding = collapsed_padding(groups, logical_source.get_shape(), source_padding)
    else:
        prefer = layout.padded_dims(declared) if any(source_padding) else ()  # only asked when something is padded
        padding = expanded_padding(groups, declared.get_shape(), source_padding, prefer)
    if isinstance(padding, Blocked):
        raise MaterializationError(op, f"cannot reshape the padded storage of {source.type}: {padding.reason}")
    if isinstance(op, tensor.ExpandShapeOp) and any(padding):
        grow_expand_output_shape(layout, op, padding)
    layout.retype(op.result, declared, padding, stored.zero if stored is not None else True)


def grow_expand_output_shape(layout: PaddedLayout, op: tensor.ExpandShapeOp, padding: Padding) -> None:
    static = tuple(op.static_output_shape.get_values())
    ops, sizes = grown_sizes(tuple(op.dynamic_output_shape), static, padding)
    layout.rewriter.insert(ops, InsertPoint.before(op))
    grown = [s if s == DYNAMIC_INDEX else s + p for s, p in zip(static, padding)]
    op.static_output_shape = DenseArrayBase.from_list(i64, grown)
    op.operands = [op.src, *sizes]
    layout.rewriter.notify_op_modified(op)


def lower_empty(layout: PaddedLayout, op: tensor.EmptyOp) -> None:
    """`tensor.empty` of an encoded type -> an empty of its storage type (contents unknown, not zero)."""
    declared = op.tensor.type
    assert is_tensor_type(declared)
    padding = layout.resolve(op, declared)
    ops, sizes = grown_sizes(tuple(op.dynamic_sizes), declared.get_shape(), padding)
    empty = tensor.EmptyOp(sizes, Stored(declared, padding, False).storage)
    layout.rewriter.replace(op, [*ops, empty], [empty.tensor])
    if any(padding):
        layout.stored[empty.tensor] = Stored(declared, padding, False)


def lower_dim(layout: PaddedLayout, op: tensor.DimOp) -> None:
    """`tensor.dim` of a padded value at a constant index: the logical size, without a slice.

    A static size becomes a constant; an unpadded dynamic dim reads the storage as it is.
    """
    stored = layout.stored.get(op.source)
    index = op.index.owner
    if stored is None or not isinstance(index, arith.ConstantOp) or not isinstance(index.value, IntegerAttr):
        lower_logical_use(layout, op)
        return
    d = index.value.value.data
    if not 0 <= d < len(stored.padding):
        lower_logical_use(layout, op)
        return
    size = stored.logical.get_shape()[d]
    if size != DYNAMIC_INDEX:
        constant = index_constant(size)
        layout.rewriter.replace(op, [constant], [constant.result])
        return
    if stored.padding[d]:
        ops, value = dim_size(op.source, d, stored.padding[d])
        layout.rewriter.replace(op, ops, [value])


def lower_structured(layout: PaddedLayout, op: LinalgStructuredOperation) -> None:
    """Run `op` on padded storage (`structured.py`); ops with other maps read logical slices."""
    plan = plan_storage(op, layout.stored)
    if plan is None:
        layout.remark(op, "indexing maps are not projected permutations: runs on logical slices")
        lower_logical_use(layout, op)
        return
    for i, (value, wanted) in enumerate(zip(tuple(op.operands), plan.operands)):
        if wanted is not None:
            layout.set_operand(op, i, layout.convert(value, wanted.padding, wanted.need_zero, op, f"operand #{i}"))
    zero = result_is_zero_padded(op, plan, layout.stored)
    for j, result in enumerate(tuple(op.res)):
        declared = result.type
        assert is_tensor_type(declared)
        layout.retype(result, declared, layout.padding_of(op.outputs[j]), zero)


def lower_logical_use(layout: PaddedLayout, op: Operation) -> None:
    """Any other op reads logical values and produces plain ones: slice padded operands, drop encodings."""
    for region in op.regions:
        for block in region.blocks:
            if any(contains_encoding(arg.type) for arg in block.args):
                raise MaterializationError(op, "cannot materialize encoded block arguments of this op's regions")
    for successor in op.successors:
        if any(contains_encoding(arg.type) for arg in successor.args):
            raise MaterializationError(op, "cannot materialize encoded block arguments of this op's successors")
    for i, value in enumerate(tuple(op.operands)):
        if any(layout.padding_of(value)):
            layout.set_operand(
                op, i, layout.convert(value, (0,) * len(layout.padding_of(value)), False, op, f"operand #{i}")
            )
    for result in tuple(op.results):
        if contains_encoding(result.type):
            layout.new_type(result, drop_encodings(result.type))
    for attrs in (op.attributes, op.properties):
        for name, attr in tuple(attrs.items()):
            attrs[name] = drop_encodings(attr)
    layout.rewriter.notify_op_modified(op)


def _grow_sizes(op: tensor.ExtractSliceOp | tensor.InsertSliceOp, padding: Padding) -> None:
    """The op's static sizes grown by `padding` (the padded dims are whole: offset 0, stride 1)."""
    sizes = tuple(op.static_sizes.get_values())
    op.static_sizes = DenseArrayBase.from_list(i64, [s + p if p else s for s, p in zip(sizes, padding)])


def _whole_on_padded(op: tensor.ExtractSliceOp | tensor.InsertSliceOp, padding: Padding, full: tuple[int, ...]) -> bool:
    """Whether the slice takes each padded dim whole (offset 0, stride 1, the logical size): then it
    slices the storage the same way, padding included."""
    offsets, sizes = tuple(op.static_offsets.get_values()), tuple(op.static_sizes.get_values())
    strides = tuple(op.static_strides.get_values())
    return len(padding) == len(full) == len(sizes) and all(
        not p or (offsets[d] == 0 and strides[d] == 1 and sizes[d] == full[d] != DYNAMIC_INDEX)
        for d, p in enumerate(padding)
    )


def lower_extract_slice(layout: PaddedLayout, op: tensor.ExtractSliceOp) -> None:
    """An encoded slice of padded storage, whole along the padded dims (`plan-layouts` moves a set_encoding
    above such a slice): the same slice of the storage, padding kept; any other runs on logical values."""
    stored = layout.stored.get(op.source)
    declared = op.result.type
    if stored is None or not is_tensor_type(declared) or not contains_encoding(declared):
        lower_logical_use(layout, op)
        return
    if not _whole_on_padded(op, stored.padding, tuple(stored.logical.get_shape())):
        lower_logical_use(layout, op)
        return
    _grow_sizes(op, stored.padding)
    layout.rewriter.notify_op_modified(op)
    layout.retype(op.result, declared, stored.padding, stored.zero)


def lower_insert_slice(layout: PaddedLayout, op: tensor.InsertSliceOp) -> None:
    """An encoded insertion into padded storage, whole along the padded dims, of a tensor padded alike: the
    same insertion on the storage; any other runs on logical values."""
    into, source = layout.stored.get(op.dest), layout.stored.get(op.source)
    declared = op.result.type
    if into is None or source is None or not is_tensor_type(declared) or not contains_encoding(declared):
        lower_logical_use(layout, op)
        return
    if source.padding != into.padding or not _whole_on_padded(op, into.padding, tuple(into.logical.get_shape())):
        lower_logical_use(layout, op)
        return
    _grow_sizes(op, into.padding)
    layout.rewriter.notify_op_modified(op)
    layout.retype(op.result, declared, into.padding, into.zero and source.zero)


def lower_pad(layout: PaddedLayout, op: tensor.PadOp) -> None:
    """An encoded pad of padded storage along unpadded dims: the same pad of the storage; the rows it adds
    cross the padded dims' storage with its value, so the padding stays zero only if that value is 0."""
    stored = layout.stored.get(op.source)
    declared = op.result.type
    if stored is None or not is_tensor_type(declared) or not contains_encoding(declared):
        lower_logical_use(layout, op)
        return
    low, high = tuple(op.static_low.get_values()), tuple(op.static_high.get_values())
    if any(p and (low[d] or high[d]) for d, p in enumerate(stored.padding)):
        lower_logical_use(layout, op)
        return
    terminator = op.region.block.last_op
    zero = stored.zero and terminator is not None and is_zero_constant(terminator.operands[0])
    layout.rewriter.notify_op_modified(op)
    layout.retype(op.result, declared, stored.padding, zero)
