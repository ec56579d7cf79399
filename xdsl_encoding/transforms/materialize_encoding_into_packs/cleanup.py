"""The folds IREE runs after materializing (MaterializeEncoding.cpp), on what this pass creates.

`linalg.pack` drops its `padding_value` when every tiled dim divides (PackOp canonicalization),
`unpack(pack(x))` with the same tiles is `x` (UnPackOp canonicalization), a reshape of a fill
of an empty tensor is a fill of an empty tensor (Fill and tensor.empty folds), then common
subexpressions (IREE's `eliminateCommonSubExpressions`) and dead pure ops are removed.
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType
from xdsl.dialects.linalg.ops import FillOp
from xdsl.ir import Attribute, Operation
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.transforms.common_subexpression_elimination import cse
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.linalg import PackOp, UnPackOp
from xdsl_encoding.transforms.set_encoding_data_tiling import is_dead


def padding_is_needed(pack: PackOp) -> bool:
    """`paddingIsNotNeeded`, negated: a tiled dim is dynamic, a tile dynamic, or a size does not divide."""
    source = pack.source.type
    assert isa(source, TensorType[Attribute])
    shape = source.get_shape()
    for d, t in zip(pack.get_inner_dims_pos(), pack.get_static_inner_tiles()):
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
        and pack.source.type == unpack.result.type
        and pack.get_inner_dims_pos() == unpack.get_inner_dims_pos()
        and pack.get_outer_dims_perm() == unpack.get_outer_dims_perm()
        and pack.get_static_inner_tiles() == unpack.get_static_inner_tiles()
        and DYNAMIC_INDEX not in pack.get_static_inner_tiles()
    ):
        rewriter.replace_op(unpack, [], [pack.source])


def fold_fill_into_reshape(rewriter: Rewriter, reshape: tensor.ExpandShapeOp | tensor.CollapseShapeOp) -> None:
    """`FoldFillWithTensorReshape` then `FoldEmptyTensorWithReshapeOp`: `reshape(fill(x, empty))` is
    `fill(x, empty)` of the reshaped type."""
    fill = reshape.operands[0].owner
    if not isinstance(fill, FillOp) or not isinstance(fill.outputs[0].owner, tensor.EmptyOp):
        return
    result = reshape.results[0]
    if not isa(result.type, TensorType[Attribute]) or any(s < 0 for s in result.type.get_shape()):
        return
    at = InsertPoint.before(reshape)
    empty = tensor.EmptyOp([], result.type)
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
