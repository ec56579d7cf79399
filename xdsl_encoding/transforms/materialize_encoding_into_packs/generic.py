"""All-parallel `linalg.generic` on encoded tensors: the same body on the packed iteration space.

IREE 3.13's `lowerGenericOpWithResolvedLayouts` (Codegen/ExternalInterfaces/Utils.cpp), CPU
case (no swizzle). The first output is the anchor: its packed type is the new iteration space
(outer dims in its `outer_dims_perm` order, then one loop per inner tile). Each operand's packed
map sends its outer dims to the anchor's outer loops and its inner tiles to the anchor's tile
loops of the same original loop, so a broadcast bias `tensor<30xf32>` packed on N reads
`(d0, d1, d2, d3) -> (d1, d3)` of a `2x4x8x8` result. A non-identity output map is first
interchanged (`interchangeGenericOp`), and `linalg.index` becomes `outer * tile + inner`
(`computePackedIndex`). What IREE cannot lower (an operand without a packed layout, a
non-permutation init, a tile that does not line up with the anchor's) is a diagnostic.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, ArrayAttr, IndexType, IntegerAttr, TensorType
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import GenericOp, IndexOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.rewriter import InsertPoint

from xdsl_encoding.data_tiling.encoding_info import MaterializeEncodingInfo
from xdsl_encoding.targets.swizzle import TileSwizzle
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    drop_encodings,
    tensor_of,
)


def _dim_positions(m: AffineMap, op: Operation) -> list[int]:
    positions: list[int] = []
    for e in m.results:
        if not isinstance(e, AffineDimExpr):
            raise LoweringError(op, f"{op.name}: indexing map {m} is not a projected permutation")
        positions.append(e.position)
    return positions


def _interchanged(maps: list[AffineMap], output: AffineMap, op: Operation) -> list[AffineMap]:
    """`linalg::interchangeGenericOp` with the first output's dims as the interchange: its map becomes identity."""
    order = _dim_positions(output, op)
    permutation = AffineMap(output.num_dims, 0, tuple(AffineExpr.dimension(d) for d in order))
    inverse = permutation.inverse_permutation()
    assert inverse is not None
    return [m.compose(inverse) for m in maps]


def _is_permutation(m: AffineMap) -> bool:
    return m.is_projected_permutation() and len(m.results) == m.num_dims


def _invert(permutation: Sequence[int]) -> list[int]:
    inverse = [0] * len(permutation)
    for i, p in enumerate(permutation):
        inverse[p] = i
    return inverse


def _outer_perm(info: MaterializeEncodingInfo, rank: int) -> tuple[int, ...]:
    return info.outer_dims_perm or tuple(range(rank))


@dataclass(frozen=True)
class Swizzled:
    """The anchor's swizzle as `lowerGenericOpWithResolvedLayouts` uses it: where each expanded tile dim
    of the first output sits in the swizzled domain (`invOutSwizzlePerm`) and where each tile's
    group starts among the expanded dims (`outOffsetForDimsPos`)."""

    swizzle: TileSwizzle
    inverse: list[int]
    offsets: list[int]

    @staticmethod
    def of(swizzle: TileSwizzle | None, logical_rank: int) -> Swizzled | None:
        if swizzle is None:
            return None
        perm = [*range(logical_rank), *(logical_rank + p for p in swizzle.permutation)]
        offsets = [sum(len(g) for g in swizzle.groups[:i]) for i in range(len(swizzle.groups))]
        return Swizzled(swizzle, _invert(perm), offsets)


def packed_map(
    operand_map: AffineMap,
    info: MaterializeEncodingInfo,
    anchor: MaterializeEncodingInfo,
    packed_rank: int,
    swizzle: TileSwizzle | None = None,
    anchor_swizzle: Swizzled | None = None,
) -> AffineMap:
    """The operand's map on the anchor's packed (and swizzled) iteration space (Steps 2 and 3)."""
    results = operand_map.results
    inverse_outer = _invert(_outer_perm(anchor, operand_map.num_dims))
    dims: list[int] = []
    for d in _outer_perm(info, len(results)):
        e = results[d]
        assert isinstance(e, AffineDimExpr)
        dims.append(inverse_outer[e.position])
    for idx, pos in enumerate(info.inner_dims_pos):
        e = results[pos]
        assert isinstance(e, AffineDimExpr)
        for tile, out in enumerate(anchor.inner_dims_pos):
            if out != e.position:
                continue
            if swizzle is None or anchor_swizzle is None:
                dims.append(operand_map.num_dims + tile)
                continue
            start = operand_map.num_dims + anchor_swizzle.offsets[tile]
            dims.extend(start + i for i in range(len(swizzle.groups[idx])))
    if swizzle is not None:
        rank = len(results)
        transpose = [*range(rank), *(rank + p for p in swizzle.permutation)]
        dims = [dims[t] for t in transpose]
    if anchor_swizzle is not None:
        dims = [anchor_swizzle.inverse[d] for d in dims]
    return AffineMap(packed_rank, 0, tuple(AffineExpr.dimension(d) for d in dims))


def _compatible(m: AffineMap, operand: TensorType[Attribute], domain: TensorType[Attribute]) -> bool:
    """`isCompatibleWithIterationDomain`: static sizes of the operand equal the loops that index them."""
    if m.num_dims != domain.get_num_dims() or len(m.results) != operand.get_num_dims():
        return False
    for e, size in zip(m.results, operand.get_shape()):
        assert isinstance(e, AffineDimExpr)
        if e.position >= domain.get_num_dims():
            return False
        loop = domain.get_shape()[e.position]
        if DYNAMIC_INDEX not in (loop, size) and loop != size:
            return False
    return True


class _BodyBuilder:
    """Builds the packed `linalg.index` arithmetic as IREE's greedy folder leaves it.

    Index constants go to the start of the function (where the folder hoists them), an index on a
    packed dim of size 1 is 0 (`IndexOp::fold`), and `x * 1`, `x + 0` fold away.
    """

    def __init__(self, lowering: Lowering, generic_site: Operation, domain: TensorType[Attribute]):
        self.lowering = lowering
        self.site = generic_site
        self.domain = domain
        self.constants: dict[int, SSAValue] = {}

    def constant(self, value: int) -> SSAValue:
        if value not in self.constants:
            op = arith.ConstantOp(IntegerAttr(value, IndexType()))
            block = self.site.parent_block()
            assert block is not None
            self.lowering.rewriter.insert_op(op, InsertPoint.at_start(block))  # where the folder hoists it
            self.constants[value] = op.result
        return self.constants[value]

    def index(self, block: Block, dim: int, before: Operation) -> SSAValue:
        if self.domain.get_shape()[dim] == 1:
            return self.constant(0)
        op = IndexOp(dim)
        block.insert_op_before(op, before)
        return op.result

    def packed_index(
        self,
        block: Block,
        dim: int,
        rank: int,
        anchor: MaterializeEncodingInfo,
        before: Operation,
        swizzled: Swizzled | None = None,
    ) -> SSAValue:
        """`computePackedIndex`: the original index `outer * tile + inner` from the packed loops; with a
        swizzle, `inner` combines the tile's expanded dims (innermost first) where the swizzle put them."""
        outer = self.index(block, _invert(_outer_perm(anchor, rank))[dim], before)
        if dim not in anchor.inner_dims_pos:
            return outer
        i = anchor.inner_dims_pos.index(dim)
        if swizzled is None:
            inner = self.index(block, rank + i, before)
        else:
            group = swizzled.swizzle.groups[i]
            inner = self.constant(0)
            stride = 1
            for j in reversed(range(len(group))):
                part = self.index(block, swizzled.inverse[rank + swizzled.offsets[i] + j], before)
                if stride > 1:
                    part = self.binary(block, arith.MuliOp, part, self.constant(stride), before)
                inner = self.binary(block, arith.AddiOp, inner, part, before)
                stride *= group[j].size
        scaled = self.binary(block, arith.MuliOp, outer, self.constant(anchor.inner_tile_sizes[i]), before)
        return self.binary(block, arith.AddiOp, scaled, inner, before)

    def binary(
        self,
        block: Block,
        kind: type[arith.MuliOp] | type[arith.AddiOp],
        lhs: SSAValue,
        rhs: SSAValue,
        before: Operation,
    ) -> SSAValue:
        folded = _fold(kind, lhs, rhs)
        if folded is not None:
            return folded
        op = kind(lhs, rhs)
        block.insert_op_before(op, before)
        return op.result


def _constant_value(v: SSAValue) -> int | None:
    owner = v.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


def _fold(kind: type[Operation], lhs: SSAValue, rhs: SSAValue) -> SSAValue | None:
    """`arith.muli` / `arith.addi` folds on a unit or zero operand (`x * 1`, `x * 0`, `x + 0`)."""
    a, b = _constant_value(lhs), _constant_value(rhs)
    if kind is arith.MuliOp:
        if b == 1 or a == 0:
            return lhs
        if a == 1 or b == 0:
            return rhs
    if kind is arith.AddiOp:
        if b == 0:
            return lhs
        if a == 0:
            return rhs
    return None


def _fold_body(block: Block) -> None:
    """The folder's `x + 0` / `x * 1` on the body's own integer arithmetic, once packed indices are in."""
    changed = True
    while changed:
        changed = False
        for op in list(block.ops):
            if isinstance(op, arith.MuliOp | arith.AddiOp):
                folded = _fold(type(op), op.lhs, op.rhs)
                if folded is not None:
                    op.result.replace_all_uses_with(folded)
                    block.erase_op(op)
                    changed = True


def _fold_unit_indices(block: Block, builder: _BodyBuilder) -> None:
    """`IndexOp::fold` on a clone: an index over a loop of size 1 is 0, then its arithmetic folds."""
    units = [o for o in block.ops if isinstance(o, IndexOp) and builder.domain.get_shape()[o.dim.value.data] == 1]
    for index in units:
        index.result.replace_all_uses_with(builder.constant(0))
        block.erase_op(index)
    if units:
        _fold_body(block)


def _packed_body(
    op: GenericOp, rank: int, anchor: MaterializeEncodingInfo, builder: _BodyBuilder, swizzled: Swizzled | None
) -> Region:
    region = op.body.clone()
    block = region.blocks.first
    assert block is not None
    indices = [o for o in block.ops if isinstance(o, IndexOp)]
    for index in indices:
        value = builder.packed_index(block, index.dim.value.data, rank, anchor, index, swizzled)
        index.result.replace_all_uses_with(value)
        block.erase_op(index)
    if indices:
        _fold_body(block)
    return region


def lower_generic(lowering: Lowering, op: GenericOp) -> list[SSAValue]:
    """`lowerGenericOpWithResolvedLayouts`: an all-parallel generic on the first output's packed domain."""
    if any(t.data != IteratorType.PARALLEL for t in op.iterator_types.data):
        raise LoweringError(op, f"{op.name}: only all-parallel generics run on the packed domain")
    if not op.outputs:
        raise LoweringError(op, f"{op.name}: a generic without results is not materialized")
    maps = [m.data for m in op.indexing_maps.data]
    n_inputs = len(op.inputs)
    if any(not _is_permutation(m) for m in maps[n_inputs:]):
        raise LoweringError(op, f"{op.name}: every init's indexing map must be a permutation")
    has_index = any(isinstance(o, IndexOp) for o in op.body.walk())
    if maps[n_inputs] != AffineMap.identity(maps[n_inputs].num_dims):
        if has_index:
            raise LoweringError(op, f"{op.name}: linalg.index with a non-identity output map is not materialized")
        maps = _interchanged(maps, maps[n_inputs], op)
    logical = [tensor_of(lowering.logical_type(v), op) for v in op.operands]
    choices = [lowering.layouts.choice(t) for t in logical]
    infos = [c.info for c in choices]
    anchor = infos[n_inputs]
    swizzled = Swizzled.of(choices[n_inputs].swizzle, logical[n_inputs].get_num_dims())
    if any((c.swizzle is None) != (swizzled is None) for c, i in zip(choices, infos) if not i.is_identity):
        raise LoweringError(op, f"{op.name}: swizzled and plain packed operands do not share an iteration space")
    if anchor.is_identity:
        if any(not i.is_identity for i in infos):
            raise LoweringError(
                op, f"{op.name}: the first output has the identity layout but another operand is packed"
            )
        results = drop_encodings(lowering, op)
        clone = results[0].owner
        assert isinstance(clone, GenericOp)
        clone.indexing_maps = ArrayAttr(AffineMapAttr(m) for m in maps)  # interchanged, as IREE clones it
        domain = tensor_of(clone.outputs[0].type, op)
        _fold_unit_indices(clone.body.block, _BodyBuilder(lowering, clone, domain))
        return results
    operands = [lowering.new(v) for v in op.operands]
    domain = tensor_of(operands[n_inputs].type, op)
    rank = domain.get_num_dims()
    packed_maps: list[AffineMap] = []
    for index, (m, info, t, value) in enumerate(zip(maps, infos, logical, operands)):
        if not m.results:
            packed_maps.append(AffineMap(rank, 0, ()))
            continue
        if info.is_identity:
            raise LoweringError(op, f"{op.name}: operand {index} ({t}) has no packed layout to run on")
        _dim_positions(m, op)
        packed = packed_map(m, info, anchor, rank, choices[index].swizzle, swizzled)
        if index >= n_inputs and not _is_permutation(packed):
            raise LoweringError(op, f"{op.name}: init {index} is not a permutation of the packed domain ({packed})")
        if not _compatible(packed, tensor_of(value.type, op), domain):
            raise LoweringError(
                op, f"{op.name}: operand {index} packed as {value.type} does not line up with the result's tiles"
            )
        packed_maps.append(packed)
    builder = _BodyBuilder(lowering, op, domain)
    body = _packed_body(op, tensor_of(logical[n_inputs], op).get_num_dims(), anchor, builder, swizzled)
    generic = GenericOp(
        operands[:n_inputs],
        operands[n_inputs:],
        body,
        [AffineMapAttr(m) for m in packed_maps],
        [IteratorTypeAttr.parallel()] * rank,
        [lowering.layouts.storage_type(tensor_of(r.type, op)) for r in op.results],
    )
    lowering.rewriter.insert_op(generic, InsertPoint.before(op))
    return list(generic.results)
