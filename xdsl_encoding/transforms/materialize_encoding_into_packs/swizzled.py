"""The swizzle steps of the `iree_codegen.inner_tiled` paths, and the contraction they feed.

MaterializeEncodingPatterns.cpp (`lowerSetEncodingOpToPackOp` / `lowerUnsetEncodingToUnpackOp` with a
swizzle): after the pack, `tensor.expand_shape` of the tile dims into the swizzle's groups then
`linalg.transpose` of the tile dims; before the unpack the inverse transpose and a
`tensor.collapse_shape`. As iree-opt 3.13 prints them: no transpose when the permutation is the
identity or only moves unit dims (then the expand goes straight to the swizzled shape), no expand
when the groups are the tile, and the reassociation is MLIR's greedy one for the two shapes.
The contraction becomes `iree_codegen.inner_tiled` over the outer dims (`lowerContractionToInnerTiled`).
"""

from __future__ import annotations

from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    TensorType,
    i64,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import TransposeOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap

from xdsl_encoding.data_tiling.encoding_info import OperandEncoding, infer_contraction_dims
from xdsl_encoding.dialects.iree_codegen import InnerTileDescAttr, InnerTiledOp
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.reshape.reassociation import groups_to_attr
from xdsl_encoding.targets.gpu import GpuTarget
from xdsl_encoding.targets.swizzle import TileSwizzle, collapse_reassociation
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    is_encoded,
    lower_contraction,
    lower_set_encoding,
    lower_unset_encoding,
    reified_dynamic_sizes,
    tensor_of,
)


def _printed_steps(swizzle: TileSwizzle) -> tuple[list[int], list[int] | None]:
    """(the shape the expand goes to, the transpose permutation or None) as IREE prints them."""
    expanded = swizzle.expanded_shape
    perm = swizzle.permutation
    if perm == sorted(perm):
        return expanded, None
    moved = [p for p in perm if expanded[p] != 1]
    if moved == sorted(moved):
        return swizzle.swizzled_shape, None
    return expanded, perm


def _outer_sizes(lowering: Lowering, value: SSAValue, outer: int, before: Operation) -> list[SSAValue]:
    """A `tensor.dim` for each dynamic outer dim of `value` (the tiles are static)."""
    t = tensor_of(value.type, before)
    sizes: list[SSAValue] = []
    for d, size in enumerate(t.get_shape()[:outer]):
        if size == DYNAMIC_INDEX:
            index = lowering.insert(arith.ConstantOp(IntegerAttr(d, IndexType())), before).results[0]
            sizes.append(lowering.insert(tensor.DimOp(value, index), before).results[0])
    return sizes


def swizzle_packed(
    lowering: Lowering, packed: SSAValue, swizzle: TileSwizzle, outer_sizes: list[SSAValue], before: Operation
) -> SSAValue:
    """`expand_shape` (+ `transpose`) of a packed tensor's tile dims into the swizzled layout."""
    t = tensor_of(packed.type, before)
    shape = list(t.get_shape())
    tile_rank = len(swizzle.groups)
    outer, tile = shape[: len(shape) - tile_rank], shape[len(shape) - tile_rank :]
    target, perm = _printed_steps(swizzle)
    value = packed
    if target != tile:
        groups = collapse_reassociation(target, tile)
        if groups is None:
            raise LoweringError(before, f"{before.name}: the swizzle {target} does not expand the tile {tile}")
        full = [[d] for d in range(len(outer))] + [[len(outer) + d for d in g] for g in groups]
        expanded = TensorType(t.element_type, [*outer, *target])
        expand = tensor.ExpandShapeOp(value, outer_sizes, groups_to_attr(full), expanded.get_shape(), expanded)
        value = lowering.insert(expand, before).results[0]
    if perm is not None:
        swizzled = TensorType(t.element_type, [*outer, *swizzle.swizzled_shape])
        empty = lowering.insert(tensor.EmptyOp(outer_sizes, swizzled), before).results[0]
        full_perm = [*range(len(outer)), *(len(outer) + p for p in perm)]
        value = lowering.insert(TransposeOp(value, empty, DenseArrayBase.from_list(i64, full_perm)), before).results[0]
    return value


def unswizzle_to_packed(lowering: Lowering, swizzled: SSAValue, swizzle: TileSwizzle, before: Operation) -> SSAValue:
    """The inverse of `swizzle_packed`: `transpose` (if printed) then `collapse_shape` to the packed tile."""
    t = tensor_of(swizzled.type, before)
    shape = list(t.get_shape())
    outer = shape[: len(shape) - len(swizzle.swizzled_shape)]
    target, perm = _printed_steps(swizzle)
    value = swizzled
    if perm is not None:
        sizes = _outer_sizes(lowering, value, len(outer), before)
        expanded = TensorType(t.element_type, [*outer, *target])
        empty = lowering.insert(tensor.EmptyOp(sizes, expanded), before).results[0]
        inverse = [perm.index(i) for i in range(len(perm))]
        full_perm = [*range(len(outer)), *(len(outer) + p for p in inverse)]
        value = lowering.insert(TransposeOp(value, empty, DenseArrayBase.from_list(i64, full_perm)), before).results[0]
    tile = swizzle.tile_shape
    if target != tile:
        groups = collapse_reassociation(target, tile)
        if groups is None:
            raise LoweringError(before, f"{before.name}: the swizzle {target} does not collapse to the tile {tile}")
        full = [[d] for d in range(len(outer))] + [[len(outer) + d for d in g] for g in groups]
        collapse = tensor.CollapseShapeOp(
            operands=[value],
            result_types=[TensorType(t.element_type, [*outer, *tile])],
            properties={"reassociation": groups_to_attr(full)},
        )
        value = lowering.insert(collapse, before).results[0]
    return value


def refuse_swizzled(lowering: Lowering, op: Operation, what: str, why: str | None = None) -> None:
    """A lowering written for plain packs must not see a swizzled layout: say so (and why) instead."""
    for value in (*op.operands, *op.results):
        t = lowering.logical_type(value)
        if is_encoded(t) and lowering.layouts.choice(tensor_of(t, op)).swizzle is not None:
            raise LoweringError(
                op,
                f"{op.name}: {what} is not materialized "
                + (why or "yet (only set/unset_encoding, fills, element-wise generics and contractions are)"),
            )


def _refuse_vector(op: Operation, swizzle: TileSwizzle | None, tiles: int) -> None:
    """A matvec / vecmat vector keeps a swizzle group for its missing dim (`getEncodingSwizzle` removes
    none, the contraction has no such dim): iree-opt 3.13 fails to expand its tile, and so do we."""
    if swizzle is not None and tiles and len(swizzle.groups) != tiles:
        raise LoweringError(
            op,
            f"{op.name}: the swizzle of this matvec / vecmat vector keeps a group for the missing M or N dim; "
            "iree-opt 3.13 fails here too ('tensor.expand_shape' op expected collapsed rank to equal the number "
            "of reassociation maps)",
        )


def lower_swizzled_set_encoding(lowering: Lowering, op: SetEncodingOp) -> list[SSAValue]:
    """`set_encoding`: the pack, then the swizzle of its tiles if the layout has one."""
    choice = lowering.layouts.choice(tensor_of(op.result.type, op))
    _refuse_vector(op, choice.swizzle, len(choice.info.inner_tile_sizes))
    (packed,) = lower_set_encoding(lowering, op)
    swizzle = choice.swizzle
    if swizzle is None or packed is lowering.new(op.source):
        return [packed]
    return [swizzle_packed(lowering, packed, swizzle, reified_dynamic_sizes(lowering, packed, op), op)]


def lower_swizzled_unset_encoding(lowering: Lowering, op: UnsetEncodingOp) -> list[SSAValue]:
    """`unset_encoding`: the tiles unswizzled if the layout has a swizzle, then the unpack."""
    choice = lowering.layouts.choice(tensor_of(lowering.logical_type(op.source), op))
    _refuse_vector(op, choice.swizzle, len(choice.info.inner_tile_sizes))
    if choice.swizzle is None or choice.info.is_identity:
        return lower_unset_encoding(lowering, op)
    return lower_unset_encoding(
        lowering, op, unswizzle_to_packed(lowering, lowering.new(op.source), choice.swizzle, op)
    )


def lower_contraction_or_inner_tiled(lowering: Lowering, op: LinalgStructuredOperation) -> list[SSAValue]:
    """A contraction whose result layout names an inner_tiled kind lowers to it; else to mmt4d."""
    result = tensor_of(op.results[0].type, op)
    refuse_untiled_gpu_contraction(lowering, op)
    kind = lowering.layouts.choice(result).kind if lowering.layouts.target is not None else None
    if kind is None or lowering.layouts.info(result).is_identity:
        return lower_contraction(lowering, op)
    return lower_to_inner_tiled(lowering, op, kind)


def refuse_untiled_gpu_contraction(lowering: Lowering, op: LinalgStructuredOperation) -> None:
    """IREE's GPU resolver lowers a contraction only to inner_tiled: with no data-tiled MMA for its
    encoded result (identity layout) iree-opt 3.13 fails to legalize it, and so do we."""
    result = tensor_of(op.results[0].type, op)
    if not isinstance(lowering.layouts.target, GpuTarget) or not is_encoded(result):
        return
    choice = lowering.layouts.choice(result)
    if choice.info.is_identity:
        raise LoweringError(op, f"{op.name}: failed to legalize: {choice.reason.removeprefix('no layout: ')}")


def lower_to_inner_tiled(lowering: Lowering, op: LinalgStructuredOperation, kind: Attribute) -> list[SSAValue]:
    """`iree_codegen.inner_tiled` on the swizzled operands: maps over the outer dims `[B?, M, N, K]`."""
    if not isinstance(kind, InnerTileDescAttr):
        raise LoweringError(op, f"{op.name}: {kind} is not an inner_tiled kind")
    types = [tensor_of(lowering.logical_type(v), op) for v in op.operands]
    views = [OperandEncoding.of(t.encoding) for t in types]
    lhs_view = views[0]
    if isinstance(lhs_view, str):
        raise LoweringError(op, f"{op.name}: {lhs_view}")
    dims = infer_contraction_dims(lhs_view.root_maps)
    if dims is None or not dims.k:
        raise LoweringError(op, f"{op.name}: inner_tiled needs a contraction with a K dim")
    batched = bool(dims.batch)
    if kind.name.startswith("iree_cpu.") and (not dims.m or not dims.n):
        raise LoweringError(
            op,
            f"{op.name}: IREE 3.13's CPU inner_tiled lowering has fixed (M, K), (N, K), (M, N) maps: matvec / "
            "vecmat are not lowered",
        )
    if batched and kind.name.startswith("iree_cpu."):
        raise LoweringError(
            op,
            f"{op.name}: IREE 3.13 does not lower batched contractions to inner_tiled on CPUs "
            "(lowerContractionToInnerTiled: 'batched contraction not implemented')",
        )
    # `[B?, M?, N?, K]` loops, each operand indexed by the ones its encoding holds (matvec: no N)
    roles = [r for r, present in (("b", batched), ("m", bool(dims.m)), ("n", bool(dims.n)), ("k", True)) if present]
    loops = len(roles)
    expr = {r: AffineExpr.dimension(i) for i, r in enumerate(roles)}
    loop_of = {"b": dims.batch, "m": dims.m, "n": dims.n, "k": dims.k}
    maps: list[AffineMap] = []
    for view, wanted in zip(views, (("b", "m", "k"), ("b", "n", "k"), ("b", "m", "n"))):
        assert isinstance(view, OperandEncoding)
        held = [r for r in wanted if r in expr and view.position(loop_of[r][0]) is not None]
        maps.append(AffineMap(loops, 0, tuple(expr[r] for r in held)))
    iterators = ArrayAttr(_iterators(loops))
    operands = [lowering.new(v) for v in op.operands]
    inner = InnerTiledOp(
        operands[:2],
        operands[2:],
        ArrayAttr([AffineMapAttr(x) for x in maps]),
        iterators,
        kind,
        kind.undistributed_semantics(),
    )
    return [lowering.insert(inner, op).results[0]]


def _iterators(loops: int) -> list[IteratorTypeAttr]:
    """The outer loops of `[B?, M, N, K]`: parallel but the last (K)."""
    return [IteratorTypeAttr.parallel()] * (loops - 1) + [IteratorTypeAttr.reduction()]
