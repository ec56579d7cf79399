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

from xdsl_encoding.targets.gpu import GpuTarget
from xdsl_encoding.targets.gpu_intrinsics import GpuIntrinsic, intrinsic
from xdsl_encoding.targets.swizzle import Dim, DimKind, TileSwizzle


@dataclass(frozen=True, kw_only=True)
class Unrolling:
    """The counts and interleavings every data-tiled GPU MMA layout has (defaults 1; interleavings absent).

    IREE's `DataTiledMMAAttr` and `DataTiledScaledMMAAttr` declare them alike and unroll the same way
    (`getSwizzleImpl`), so both layouts take them from here."""

    intrinsics_m: int = 1
    subgroups_m: int = 1
    intrinsics_n: int = 1
    subgroups_n: int = 1
    intrinsics_k: int = 1
    subgroups_k: int = 1
    interleave_m: tuple[int, ...] | None = None
    interleave_n: tuple[int, ...] | None = None
    interleave_k: tuple[int, ...] | None = None

    def unrolled(self, m: int, n: int, k: int) -> tuple[int, int, int]:
        """An intrinsic's M, N, K times its unrolling and subgroups: the layout's M0, N0, K0."""
        return (
            m * self.intrinsics_m * self.subgroups_m,
            n * self.intrinsics_n * self.subgroups_n,
            k * self.intrinsics_k * self.subgroups_k,
        )

    def unroll(self, swizzle: TileSwizzle, operand: int, side: int) -> None:
        """`getSwizzleImpl` past the intrinsic: expand `swizzle` of the `side` (0 LHS, 1 RHS, 2 ACC) tile
        by the intrinsics (interleaved where `operand` is listed) and then by the subgroups."""

        def expand(group: int, size: int, kind: DimKind, interleaved: tuple[int, ...] | None = None) -> None:
            if size > 1:
                swizzle.expand(group, Dim(size, kind))
                if interleaved is not None and operand in interleaved:
                    interleave_innermost_cross_thread(swizzle)

        intrinsics, threads = DimKind.CROSS_INTRINSIC, DimKind.CROSS_THREAD
        if side in (0, 1):
            count, interleaved, subgroups = (
                (self.intrinsics_m, self.interleave_m, self.subgroups_m)
                if side == 0
                else (self.intrinsics_n, self.interleave_n, self.subgroups_n)
            )
            expand(1, self.intrinsics_k, intrinsics, self.interleave_k)
            expand(0, count, intrinsics, interleaved)
            expand(1, self.subgroups_k, threads)
            expand(0, subgroups, threads)
        else:
            expand(1, self.intrinsics_n, intrinsics, self.interleave_n)
            expand(0, self.intrinsics_m, intrinsics, self.interleave_m)
            expand(1, self.subgroups_n, threads)
            expand(0, self.subgroups_m, threads)


@dataclass(frozen=True)
class GpuMma(Unrolling):
    """The parameters of `#iree_gpu.data_tiled_mma_layout`."""

    intrinsic: GpuIntrinsic

    def tile_mnk(self) -> tuple[int, int, int]:
        """M0, N0, K0: the intrinsic times its unrolling and subgroups."""
        return self.unrolled(self.intrinsic.m, self.intrinsic.n, self.intrinsic.k)

    @classmethod
    def chosen(cls, intrinsic: GpuIntrinsic, unrolling: tuple[int, int, int, int], intrinsics_k: int) -> GpuMma:
        """What `chooseDataTiledMMAAttr` builds: M and N unrolled by `unrolling` (intrinsics_m, subgroups_m,
        intrinsics_n, subgroups_n), K by `intrinsics_k` intrinsics interleaved for LHS and RHS."""
        im, sm, in_, sn = unrolling
        return cls(
            intrinsic,
            intrinsics_m=im,
            subgroups_m=sm,
            intrinsics_n=in_,
            subgroups_n=sn,
            intrinsics_k=intrinsics_k,
            interleave_k=(0, 1),
        )


def missing_chooser_fields(target: GpuTarget) -> str | None:
    """Why `chooseDataTiledMMAAttr` has no layout for `target`: the fields its search needs are absent."""
    if target.max_load_instruction_bits is None or target.vgpr_space_bits is None or target.simds_per_wgp is None:
        return (
            f"{target.name}: its #iree_gpu.target has no max_load_instruction_bits / vgpr_space_bits / "
            "simds_per_wgp, so IREE has no data-tiled MMA for it"
        )
    return None


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


def gpu_swizzle(mma: GpuMma, operand: int) -> TileSwizzle:
    """`getSwizzle(DataTiledMMAAttr, operand)`: the intrinsic's swizzle with unrolling and subgroups."""
    swizzle = intrinsic_swizzle(mma.intrinsic, operand)
    mma.unroll(swizzle, operand, operand)
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
    missing = missing_chooser_fields(target)
    if missing is not None:
        return missing
    assert target.max_load_instruction_bits is not None
    mma = choose_intrinsic(target, types)
    if mma is None:
        return f"{target.name} has no MMA intrinsic for element types [{', '.join(types)}]"
    bits = {"f32": 32, "f16": 16, "bf16": 16, "f64": 64, "i8": 8, "i32": 32}
    width = [bits.get(t, 8) for t in types]
    lhs_bits, rhs_bits, acc_bits = (mma.thread_elements(i) * width[i] for i in range(3))
    intrinsics_k = max(1, target.max_load_instruction_bits // min(lhs_bits, rhs_bits))
    unrolling = choose_unrolling(target, (lhs_bits, rhs_bits, acc_bits), intrinsics_k, (m, n), (mma.m, mma.n))
    return GpuMma.chosen(mma, unrolling, intrinsics_k)


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
