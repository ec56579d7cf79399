"""`#iree_gpu.data_tiled_mma_layout`: its parameters, its tile swizzle and IREE 3.13's chooser.

Swizzle: Codegen/Dialect/GPU/IR/GPUTileSwizzleUtils.cpp (`getIntrinsicSwizzle`, `getSwizzleImpl`,
`interleave`). Chooser: Codegen/ExternalInterfaces/GPUEncodingExternalModels.cpp
(`chooseIntrinsicMMAAttr`, `chooseDataTiledMMAAttr`), b48a595 = IREE 3.13, quirks included: the
intrinsic with the largest K wins with ties to the later entry; the unrolling search keeps only
strictly better arithmetic intensity, so a total of (1, 2) or (2, 1) is split as (1, 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import floor, log2

from xdsl.dialects.builtin import DYNAMIC_INDEX

from xdsl_encoding.data_tiling.gpu.intrinsics import GpuIntrinsic, intrinsic
from xdsl_encoding.data_tiling.gpu.targets import GpuTarget
from xdsl_encoding.data_tiling.swizzle import Dim, DimKind, TileSwizzle


@dataclass(frozen=True)
class GpuMma:
    """The parameters of `#iree_gpu.data_tiled_mma_layout` (defaults 1; interleavings empty)."""

    intrinsic: GpuIntrinsic
    intrinsics_m: int = 1
    subgroups_m: int = 1
    intrinsics_n: int = 1
    subgroups_n: int = 1
    intrinsics_k: int = 1
    subgroups_k: int = 1
    interleave_m: tuple[int, ...] | None = None
    interleave_n: tuple[int, ...] | None = None
    interleave_k: tuple[int, ...] | None = None

    def tile_mnk(self) -> tuple[int, int, int]:
        """M0, N0, K0: the intrinsic times its unrolling and subgroups."""
        i = self.intrinsic
        return (
            i.m * self.intrinsics_m * self.subgroups_m,
            i.n * self.intrinsics_n * self.subgroups_n,
            i.k * self.intrinsics_k * self.subgroups_k,
        )


def intrinsic_swizzle(mma: GpuIntrinsic, operand: int) -> TileSwizzle:
    """`getIntrinsicSwizzle`: element, thread and outer dims of one intrinsic's tile (RHS as `[N, K]`)."""
    layout = mma.layout(operand)
    outer, thread, tstrides, element = (list(v) for v in (layout.outer, layout.thread, layout.tstrides, layout.element))
    if operand == 1:
        for v in (outer, thread, tstrides, element):
            v.reverse()
    swizzle = TileSwizzle()
    for i in (1, 0):
        if element[i] != 1:
            swizzle.expand(i, Dim(element[i]))
    for i in (0, 1):
        if thread[i] != 1 or tstrides[i] == 0:
            swizzle.expand(i, Dim(thread[i], DimKind.CROSS_THREAD))
    if thread[0] != 1 and thread[1] != 1 and tstrides[0] > tstrides[1]:
        swizzle.permutation[0], swizzle.permutation[1] = swizzle.permutation[1], swizzle.permutation[0]
    for i in (0, 1):
        if outer[i] != 1:
            swizzle.expand(i, Dim(outer[i]))
    return swizzle


def interleave_innermost_cross_thread(swizzle: TileSwizzle) -> None:
    """`interleave(swizzle, innermost cross-thread index)`: move perm[0] there, shift the ones before."""
    flat = swizzle.expanded_dims
    permuted = [flat[p] for p in swizzle.permutation]
    dst = max(i for i, d in enumerate(permuted) if d.kind == DimKind.CROSS_THREAD)
    perm = swizzle.permutation
    swizzle.permutation = [*perm[1 : dst + 1], perm[0], *perm[dst + 1 :]]


def _expand(swizzle: TileSwizzle, group: int, dim: Dim, interleave: bool = False) -> None:
    if dim.size > 1:
        swizzle.expand(group, dim)
        if interleave:
            interleave_innermost_cross_thread(swizzle)


def gpu_swizzle(mma: GpuMma, operand: int) -> TileSwizzle:
    """`getSwizzle(DataTiledMMAAttr, operand)`: the intrinsic's swizzle with unrolling and subgroups."""
    swizzle = intrinsic_swizzle(mma.intrinsic, operand)

    def interleaved(of: tuple[int, ...] | None) -> bool:
        return of is not None and operand in of

    cross_intrinsic, cross_thread = DimKind.CROSS_INTRINSIC, DimKind.CROSS_THREAD
    if operand in (0, 1):
        count, flag, subgroups = (
            (mma.intrinsics_m, mma.interleave_m, mma.subgroups_m)
            if operand == 0
            else (mma.intrinsics_n, mma.interleave_n, mma.subgroups_n)
        )
        _expand(swizzle, 1, Dim(mma.intrinsics_k, cross_intrinsic), interleaved(mma.interleave_k))
        _expand(swizzle, 0, Dim(count, cross_intrinsic), interleaved(flag))
        _expand(swizzle, 1, Dim(mma.subgroups_k, cross_thread))
        _expand(swizzle, 0, Dim(subgroups, cross_thread))
    else:
        _expand(swizzle, 1, Dim(mma.intrinsics_n, cross_intrinsic), interleaved(mma.interleave_n))
        _expand(swizzle, 0, Dim(mma.intrinsics_m, cross_intrinsic), interleaved(mma.interleave_m))
        _expand(swizzle, 1, Dim(mma.subgroups_n, cross_thread))
        _expand(swizzle, 0, Dim(mma.subgroups_m, cross_thread))
    return swizzle


def _pow2_floor(v: int) -> int:
    return 1 << floor(log2(v))


def choose_intrinsic(target: GpuTarget, types: tuple[str, str, str]) -> GpuIntrinsic | None:
    """`chooseIntrinsicMMAAttr`: not blocked, exactly the types, largest K; ties go to the later entry."""
    best: GpuIntrinsic | None = None
    for name in target.mma:
        found = intrinsic(name)
        if found is None or found.blocked or found.types != types:
            continue
        if best is not None and best.k > found.k:
            continue
        best = found
    return best


def choose_gpu_mma(target: GpuTarget, types: tuple[str, str, str], m: int, n: int) -> GpuMma | str:
    """`chooseDataTiledMMAAttr` for a matmul encoding; a string says why there is no layout."""
    if target.max_load_instruction_bits is None or target.vgpr_space_bits is None or target.simds_per_wgp is None:
        return (
            f"{target.name}: its #iree_gpu.target has no max_load_instruction_bits / vgpr_space_bits / "
            "simds_per_wgp, so IREE has no data-tiled MMA for it"
        )
    mma = choose_intrinsic(target, types)
    if mma is None:
        return f"{target.name} has no MMA intrinsic for element types [{', '.join(types)}]"
    bits = {"f32": 32, "f16": 16, "bf16": 16, "f64": 64, "i8": 8, "i32": 32}
    width = [bits.get(t, 8) for t in types]
    lhs_bits, rhs_bits, acc_bits = (mma.thread_elements(i) * width[i] for i in range(3))
    intrinsics_k = max(1, target.max_load_instruction_bits // min(lhs_bits, rhs_bits))
    im, sm, in_, sn = choose_unrolling(target, (lhs_bits, rhs_bits, acc_bits), intrinsics_k, (m, n), (mma.m, mma.n))
    return GpuMma(mma, im, sm, in_, sn, intrinsics_k, interleave_k=(0, 1))


def choose_unrolling(
    target: GpuTarget, bits: tuple[int, int, int], intrinsics_k: int, mn: tuple[int, int], intrinsic_mn: tuple[int, int]
) -> tuple[int, int, int, int]:
    """Steps 2 and 3 of `chooseDataTiledMMAAttr`: (intrinsics_m, subgroups_m, intrinsics_n, subgroups_n).

    `bits` are one thread's LHS, RHS, ACC vector sizes; the total M x N unrolling maximizes arithmetic
    intensity within the VGPRs and shared memory, then is split into subgroups and intrinsics.
    """
    assert target.vgpr_space_bits is not None
    assert target.simds_per_wgp is not None
    lhs_bits, rhs_bits, acc_bits = bits
    (m, n), (mma_m, mma_n) = mn, intrinsic_mn
    big = 2**63 - 1
    max_m = big if m == DYNAMIC_INDEX else -(-m // mma_m)
    max_n = big if n == DYNAMIC_INDEX else -(-n // mma_n)
    max_mn = big if DYNAMIC_INDEX in (m, n) else -(-(m * n) // (target.wgp_count * mma_m * mma_n))

    def intensity(a: int, b: int) -> float:
        return a * b / (a + b)

    total_m, total_n = 1, 1
    best = intensity(1, 1)
    tm = 1
    while tm <= max_m:
        vgpr = (target.vgpr_space_bits - tm * intrinsics_k * lhs_bits) // (intrinsics_k * rhs_bits + tm * acc_bits)
        shared = (target.max_workgroup_memory_bytes * 8 - tm * intrinsics_k * lhs_bits) // (intrinsics_k * rhs_bits)
        tn = min(vgpr, shared, max_n, max_mn // tm)
        if tn <= 0:
            break
        tn = _pow2_floor(tn)
        if intensity(tm, tn) > best:
            total_m, total_n, best = tm, tn, intensity(tm, tn)
        tm <<= 1
    sm_best, sn_best, im_best, in_best = 1, 1, 1, 1
    best = intensity(1, 1)
    sm = 1
    while sm <= min(target.simds_per_wgp, total_m):
        sn = _pow2_floor(min(target.simds_per_wgp // sm, total_n))
        im, in_ = total_m // sm, total_n // sn
        if intensity(im, in_) > best:
            sm_best, sn_best, im_best, in_best, best = sm, sn, im, in_, intensity(im, in_)
        sm <<= 1
    return im_best, sm_best, in_best, sn_best
