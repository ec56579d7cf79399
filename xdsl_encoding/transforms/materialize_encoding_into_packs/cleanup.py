"""The folds IREE runs after materializing (MaterializeEncoding.cpp), on what this pass creates.

`linalg.pack` drops its `padding_value` when every tiled dim divides (PackOp canonicalization),
`unpack(pack(x))` with the same tiles and no padding is `x` (UnPackOp canonicalization), a reshape of a fill
of an empty tensor is a fill of an empty tensor (Fill and tensor.empty folds), then common
subexpressions (IREE's `eliminateCommonSubExpressions`) and dead pure ops are removed.
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType
from xdsl.dialects.linalg.ops import FillOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.transforms.common_subexpression_elimination import cse
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.linalg import PackOp, UnPackOp
from xdsl_encoding.transforms.set_encoding_data_tiling import is_dead


def padding_is_needed(pack: PackOp) -> bool:
    """`paddingIsNotNeeded`, negated: a dim tiled by more than 1 is dynamic, a tile dynamic, or a size does not divide."""
    source = pack.source.type
    assert isa(source, TensorType[Attribute])
    shape = source.get_shape()
    for d, t in zip(pack.get_inner_dims_pos(), pack.get_static_inner_tiles()):
        if t == 1:
            continue  # a unit tile never pads, even on a dynamic dim (checked against iree-opt 3.13)
        if shape[d] == DYNAMIC_INDEX or t == DYNAMIC_INDEX or shape[d] % t:
            return True
    return False


def drop_unneeded_padding(rewriter: Rewriter, pack: PackOp) -> None:
    if pack.padding_value is None or padding_is_needed(pack):
        return
    new = PackOp(
        pack.source,
        pack.dest,
        pack.get_inner_dims_pos(),
        pack.get_static_inner_tiles(),
        pack.get_outer_dims_perm() or None,
        None,
    )
    rewriter.replace_op(pack, new)


def fold_unpack_of_pack(rewriter: Rewriter, unpack: UnPackOp) -> None:
    pack = unpack.source.owner
    if (
        isinstance(pack, PackOp)
        and pack.padding_value is None  # MLIR keeps a padded round trip (checked against iree-opt 3.13)
        and pack.source.type == unpack.result.type
        and pack.get_inner_dims_pos() == unpack.get_inner_dims_pos()
        and pack.get_outer_dims_perm() == unpack.get_outer_dims_perm()
        and pack.get_static_inner_tiles() == unpack.get_static_inner_tiles()
        and DYNAMIC_INDEX not in pack.get_static_inner_tiles()
    ):
        rewriter.replace_op(unpack, [], [pack.source])


def _reshaped_sizes(
    reshape: tensor.ExpandShapeOp | tensor.CollapseShapeOp, empty: tensor.EmptyOp
) -> list[SSAValue] | None:
    """The dynamic sizes of the reshaped `tensor.empty` (`reifyResultShapes`, folded), or None.

    An expansion gives its `output_shape`; a collapsed group with one dynamic size and unit
    sizes otherwise is that size. Other dynamic groups would need a product: not folded.
    """
    if isinstance(reshape, tensor.ExpandShapeOp):
        return list(reshape.dynamic_output_shape)
    source = empty.tensor.type
    assert isa(source, TensorType[Attribute])
    shape = source.get_shape()
    given = dict(zip([d for d, s in enumerate(shape) if s == DYNAMIC_INDEX], empty.dynamic_sizes))
    sizes: list[SSAValue] = []
    for group in reshape.reassociation.data:
        dims = [d.value.data for d in group.data]
        dynamic = [d for d in dims if shape[d] == DYNAMIC_INDEX]
        if not dynamic:
            continue
        if len(dynamic) > 1 or any(shape[d] != 1 for d in dims if d not in dynamic):
            return None
        sizes.append(given[dynamic[0]])
    return sizes


def fold_fill_into_reshape(rewriter: Rewriter, reshape: tensor.ExpandShapeOp | tensor.CollapseShapeOp) -> None:
    """`FoldFillWithTensorReshape` then `FoldEmptyTensorWithReshapeOp`: `reshape(fill(x, empty))` is
    `fill(x, empty)` of the reshaped type."""
    fill = reshape.operands[0].owner
    if not isinstance(fill, FillOp) or not isinstance(fill.outputs[0].owner, tensor.EmptyOp):
        return
    result = reshape.results[0]
    if not isa(result.type, TensorType[Attribute]):
        return
    sizes = _reshaped_sizes(reshape, fill.outputs[0].owner)
    if sizes is None:
        return
    at = InsertPoint.before(reshape)
    empty = tensor.EmptyOp(sizes, result.type)
    new_fill = FillOp(fill.inputs, [empty.tensor], [result.type])
    rewriter.insert_op([empty, new_fill], at)
    rewriter.replace_op(reshape, [], [new_fill.results[0]])


def clean_up(function: Operation) -> None:
    rewriter = Rewriter()
    for op in list(function.walk()):
        if isinstance(op, tensor.ExpandShapeOp | tensor.CollapseShapeOp):
            fold_fill_into_reshape(rewriter, op)
    for op in list(function.walk()):
        if isinstance(op, PackOp):
            drop_unneeded_padding(rewriter, op)
    for op in list(function.walk()):
        if isinstance(op, UnPackOp):
            fold_unpack_of_pack(rewriter, op)
    while dead := [op for op in function.walk() if op is not function and is_dead(op)]:
        for op in dead:  # none of them has a use
            rewriter.erase_op(op)
    cse(function)
