"""`#iree_gpu.data_tiled_scaled_mma_layout`: MX block-scaled MMAs (gfx950), their swizzle and chooser.

IREE 3.13 (b48a595): the intrinsics and layouts are `getSingleSubgroupLayout(ScaledMMAIntrinsic)`
(Codegen/Dialect/GPU/IR/IREEGPUAttrs.cpp), operands LHS `[M, K, Kb]`, RHS `[K, Kb, N]`, LHS scales
`[M, K]`, RHS scales `[K, N]`, ACC `[M, N]` (K counts blocks of Kb = 32 elements, one scale each).
The swizzle is `getIntrinsicSwizzle` / `getSwizzleImpl` of GPUTileSwizzleUtils.cpp with three
source dims for LHS and RHS (Kb stays innermost, never unrolled). The chooser is
`chooseDataTiledMMAAttr`'s `scaled_matmul` case (GPUEncodingExternalModels.cpp): the first
`scaled_mma` entry of the target with the LHS, RHS and ACC types, LHS/RHS sizes counting their
scales, `intrinsics_k = lcm(load-width unrolling, 4 scales per vector)`, the M/N search shared
with plain MMAs, and the scales interleaved along K.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from math import lcm

from xdsl_encoding.targets.gpu import GpuTarget
from xdsl_encoding.targets.gpu_intrinsics import Layout
from xdsl_encoding.targets.gpu_mma import Unrolling, choose_unrolling, missing_chooser_fields
from xdsl_encoding.targets.swizzle import Dim, DimKind, TileSwizzle

LHS, RHS, LHS_SCALES, RHS_SCALES, ACC = range(5)
SCALES_VECTOR_SIZE = 4
"""`ScaledMMAAttr::getScalesVectorSize`: scales are loaded four at a time."""
SCALE_TYPE = "f8E8M0FNU"
BITS = {"f4E2M1FN": 4, "f8E8M0FNU": 8, "f8E4M3FN": 8, "f8E5M2": 8, "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f32": 32}

_NAME = re.compile(r"^MFMA_SCALE_F32_(16x16x128|32x32x64)_B32$")
_LAYOUTS: dict[str, tuple[Layout, ...]] = {
    "16x16x128": (
        Layout((1, 1, 1), (16, 4, 1), (1, 16, 1), (1, 1, 32)),
        Layout((1, 1, 1), (4, 1, 16), (16, 1, 1), (1, 32, 1)),
        Layout((1, 1), (16, 4), (1, 16), (1, 1)),
        Layout((1, 1), (4, 16), (16, 1), (1, 1)),
        Layout((1, 1), (4, 16), (16, 1), (4, 1)),
    ),
    "32x32x64": (
        Layout((1, 1, 1), (32, 2, 1), (1, 32, 1), (1, 1, 32)),
        Layout((1, 1, 1), (2, 1, 32), (32, 1, 1), (1, 32, 1)),
        Layout((1, 1), (32, 2), (1, 32), (1, 1)),
        Layout((1, 1), (2, 32), (32, 1), (1, 1)),
        Layout((4, 1), (2, 32), (32, 1), (4, 1)),
    ),
}


@dataclass(frozen=True)
class ScaledIntrinsic:
    """One `IREE::GPU::ScaledMMAIntrinsic`: M x N x (K blocks of Kb elements) per subgroup."""

    name: str
    layouts: tuple[Layout, ...]

    def layout(self, operand: int) -> Layout:
        return self.layouts[operand]

    @property
    def m(self) -> int:
        lhs = self.layouts[LHS]
        return lhs.outer[0] * lhs.thread[0] * lhs.element[0]

    @property
    def n(self) -> int:
        rhs = self.layouts[RHS]
        return rhs.outer[2] * rhs.thread[2] * rhs.element[2]

    @property
    def k(self) -> int:
        lhs = self.layouts[LHS]
        return lhs.outer[1] * lhs.thread[1] * lhs.element[1]

    @property
    def kb(self) -> int:
        lhs = self.layouts[LHS]
        return lhs.outer[2] * lhs.thread[2] * lhs.element[2]

    def thread_elements(self, operand: int) -> int:
        """`getDistributedTileTypes`: prod(outer) * prod(element) elements per thread."""
        layout = self.layouts[operand]
        outer = element = 1
        for o, e in zip(layout.outer, layout.element):
            outer, element = outer * o, element * e
        return outer * element


def scaled_intrinsic(name: str) -> ScaledIntrinsic | None:
    found = _NAME.match(name)
    return None if found is None else ScaledIntrinsic(name, _LAYOUTS[found.group(1)])


@dataclass(frozen=True)
class ScaledMma(Unrolling):
    """The parameters of `#iree_gpu.data_tiled_scaled_mma_layout`: an intrinsic, element types and unrolling."""

    intrinsic: ScaledIntrinsic
    lhs_type: str
    rhs_type: str
    acc_type: str
    unswizzled: tuple[int, ...] | None = None

    def tile_mnkkb(self) -> tuple[int, int, int, int]:
        """`getTileMNKKb`: M0, N0, K0 (in blocks) and Kb."""
        i = self.intrinsic
        return (*self.unrolled(i.m, i.n, i.k), i.kb)


def scaled_intrinsic_swizzle(intrinsic: ScaledIntrinsic, operand: int) -> TileSwizzle:
    """`getIntrinsicSwizzle<ScaledMMAIntrinsic>`: RHS and RHS scales rotated to `[N, K(, Kb)]`."""
    layout = intrinsic.layout(operand)
    outer, thread, tstrides, element = (list(v) for v in (layout.outer, layout.thread, layout.tstrides, layout.element))
    if operand in (RHS, RHS_SCALES):
        for v in (outer, thread, tstrides, element):
            v.insert(0, v.pop())
    swizzle = TileSwizzle([[] for _ in thread], [])
    for i in reversed(range(len(element))):
        if element[i] != 1:
            swizzle.expand(i, Dim(element[i]))
    for i, (t, s) in enumerate(zip(thread, tstrides)):
        if t != 1 or s == 0:
            swizzle.expand(i, Dim(t, DimKind.CROSS_THREAD))
    if thread[0] != 1 and thread[1] != 1 and tstrides[0] > tstrides[1]:
        swizzle.permutation[0], swizzle.permutation[1] = swizzle.permutation[1], swizzle.permutation[0]
    for i, o in enumerate(outer):
        if o != 1:
            swizzle.expand(i, Dim(o))
    return swizzle


def scaled_swizzle(mma: ScaledMma, operand: int) -> TileSwizzle:
    """`getSwizzle(DataTiledScaledMMAAttr, operand)`; an unswizzled operand keeps the identity permutation."""
    swizzle = scaled_intrinsic_swizzle(mma.intrinsic, operand)
    side = 0 if operand in (LHS, LHS_SCALES) else 1 if operand in (RHS, RHS_SCALES) else 2
    mma.unroll(swizzle, operand, side)
    if mma.unswizzled is not None and operand in mma.unswizzled:
        swizzle.permutation = sorted(swizzle.permutation)
    return swizzle


def choose_scaled_mma(target: GpuTarget, types: tuple[str, ...], m: int, n: int) -> ScaledMma | str:
    """`chooseDataTiledMMAAttr` for a `scaled_matmul` encoding (types: LHS, RHS, scales, scales, ACC)."""
    missing = missing_chooser_fields(target)
    if missing is not None:
        return missing
    assert target.max_load_instruction_bits is not None
    if len(types) != 5:
        return f"a scaled_matmul encoding has 5 element types, got [{', '.join(types)}]"
    entry = next((e for e in target.scaled_mma if (e[1], e[2], e[3]) == (types[0], types[1], types[4])), None)
    found = None if entry is None else scaled_intrinsic(entry[0])
    if entry is None or found is None:
        return f"{target.name} has no scaled MMA intrinsic for element types [{', '.join(types)}]"
    if any(t not in BITS for t in (*types[:2], types[4])):
        return f"element types [{', '.join(types)}]: no bit width known for them"

    def bits(operand: int, type_: str) -> int:
        return found.thread_elements(operand) * BITS[type_]

    lhs_bits = bits(LHS, types[0]) + bits(LHS_SCALES, SCALE_TYPE)
    rhs_bits = bits(RHS, types[1]) + bits(RHS_SCALES, SCALE_TYPE)
    acc_bits = bits(ACC, types[4])
    intrinsics_k = max(1, target.max_load_instruction_bits // min(lhs_bits, rhs_bits))
    intrinsics_k = lcm(intrinsics_k, SCALES_VECTOR_SIZE)
    im, sm, in_, sn = choose_unrolling(target, (lhs_bits, rhs_bits, acc_bits), intrinsics_k, (m, n), (found.m, found.n))
    return ScaledMma(
        found,
        entry[1],
        entry[2],
        entry[3],
        intrinsics_m=im,
        subgroups_m=sm,
        intrinsics_n=in_,
        subgroups_n=sn,
        intrinsics_k=intrinsics_k,
        interleave_k=(LHS_SCALES, RHS_SCALES),
    )
