"""The GPU layout of a `scaled_matmul` encoding: pack by the scaled MMA's tile, then its swizzle.

IREE 3.13 (b48a595): `inferScaledContractionDims` (`targets/contraction_dims.py`),
`getScaledContractionLikeDimInfo` and
`getEncodingInfoForMatmul` (Codegen/Dialect/Codegen/Utils/Utils.cpp: outer dims `[B?, M?, N?, K?,
Kb?]`, M, N, K, Kb tiled by M0, N0, K0, Kb), `getEncodingSwizzle` (GPUTileSwizzleUtils.cpp: a group
for a dim the operand should have but does not is removed, outermost first).
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.encoding_info import LayoutChoice, MaterializeEncodingInfo, dynamic_sizes, operand_view
from xdsl_encoding.targets.contraction_dims import ScaledContractionDims as ScaledContractionDims
from xdsl_encoding.targets.contraction_dims import infer_scaled_contraction_dims
from xdsl_encoding.targets.gpu import GpuTarget
from xdsl_encoding.targets.gpu_scaled import (
    ACC,
    LHS,
    LHS_SCALES,
    RHS,
    RHS_SCALES,
    choose_scaled_mma,
    scaled_swizzle,
)
from xdsl_encoding.targets.tiles import Tile

_HAS = {LHS: "mkb", RHS: "nkb", LHS_SCALES: "k", RHS_SCALES: "k", ACC: "mn"}
"""`shouldHaveDim` per operand: m, n, k and (b) Kb."""


def choose_scaled_gpu_layout(target: GpuTarget, encoding: Attribute) -> LayoutChoice:
    """`getEncodingInfoImpl` of `#iree_gpu.gpu_encoding_resolver` on a `scaled_matmul` encoding."""
    from xdsl_encoding.dialects.iree_gpu_scaled_mma import GPUDataTiledScaledMMAAttr

    identity = MaterializeEncodingInfo()
    view = operand_view(encoding)
    if isinstance(view, LayoutChoice):
        return view
    dims = infer_scaled_contraction_dims(view.root_maps)
    roles = None if dims is None else (dims.batch, dims.m, dims.n, dims.k, dims.kb)
    if dims is None or roles is None or any(len(r) > 1 for r in roles) or len(dims.k) != 1 or len(dims.kb) != 1:
        return LayoutChoice(identity, "identity layout: not a scaled contraction with one K, one Kb dim")
    sizes = view.iteration_sizes
    m = sizes[dims.m[0]] if sizes and dims.m else (1 if sizes else DYNAMIC_INDEX)
    n = sizes[dims.n[0]] if sizes and dims.n else (1 if sizes else DYNAMIC_INDEX)
    types = tuple(str(t) for t in view.element_types)
    mma = choose_scaled_mma(target, types, m, n)
    if isinstance(mma, str):
        return LayoutChoice(identity, f"no layout: {mma}")  # as for matmul: only the contraction fails
    m0, n0, k0, kb0 = mma.tile_mnkkb()
    index = view.operand_index
    outer: list[int] = []
    inner: list[int] = []
    tiles: list[int] = []
    swizzle = scaled_swizzle(mma, index)
    for role, loop, tile in (("b", dims.batch, None), ("m", dims.m, m0), ("n", dims.n, n0), ("k", dims.k, k0)):
        position = view.position(loop[0]) if loop else None
        if role in _HAS[index] and loop and position is None:
            swizzle.remove(0)
        if position is None:
            continue
        outer.append(position)
        if tile is not None:
            inner.append(position)
            tiles.append(tile)
    kb_position = view.position(dims.kb[0])
    if "b" in _HAS[index] and kb_position is None:
        swizzle.remove(0)
    if kb_position is not None:
        outer.append(kb_position)
        inner.append(kb_position)
        tiles.append(kb0)
    if sorted(outer) != list(range(len(view.operand_map.results))):
        problem = "a tensor dim holds no loop dim of the scaled contraction"
        return LayoutChoice(identity, f"no layout: {problem}", problem=problem, failure=problem)
    info = MaterializeEncodingInfo(tuple(inner), tuple(tiles), tuple(outer))
    lhs, rhs, acc = view.element_types[0], view.element_types[1], view.element_types[4]
    kind = GPUDataTiledScaledMMAAttr(mma, (lhs, rhs, acc))
    why = (
        f"{target.describe()}, [{', '.join(types)}], M, N = {dynamic_sizes((m, n))}: {kind} "
        f"(tile {m0}x{n0}x{k0}x{kb0}, M0xN0xK0xKb)"
    )
    return LayoutChoice(info, why, Tile(m0, n0, k0), swizzle=swizzle, kind=kind)
