"""IREE 3.13's CPU MMA intrinsics and the `enable_inner_tiled` chooser.

compiler/src/iree/compiler/Codegen/Dialect/CPU/IR/IREECPUEnums.td, IREECPUAttrs.cpp
(`getRowMajorTilesMNKShape`, `getIntrinsicSwizzle`, `getSwizzle`, `getRegisterSpaceBytes`) and
Codegen/ExternalInterfaces/CPUEncodingExternalModels.cpp (`chooseIntrinsic`, `chooseUnrolling`,
`chooseCpuInnerTiledMmaForEncoding`), b48a595; the result was checked against iree-opt 3.13.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.ir import Attribute

from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.element_types import bits_or_zero
from xdsl_encoding.targets.swizzle import Dim, DimKind, TileSwizzle


@dataclass(frozen=True)
class CpuIntrinsic:
    """One `IREE::CPU::MMAIntrinsic`: enum value, M x N x K of one call, A/B/C types, required features."""

    name: str
    value: int
    mnk: tuple[int, int, int] | None
    types: tuple[str, str, str] | None
    features: tuple[str, ...] = ()

    @property
    def is_generic(self) -> bool:
        return self.value & 0xFF00 == 0xF000

    @property
    def register_budget(self) -> int:
        """Generic scalar: registers (low byte); else bits of the vector register file."""
        if self.is_generic:
            return self.value & 0xFF
        isa = self.value & 0xFF00
        return {0x1200: 16 * 32, 0x1300: 32 * 64, 0x2200: 32 * 16}.get(isa, 16 * 32) * 8


def _transposed_pair(
    isa: str, value: int, n: int, k: int, types: tuple[str, str, str], features: tuple[str, ...], cast: str = ""
) -> tuple[CpuIntrinsic, CpuIntrinsic]:
    """An x86 `1xNxK` intrinsic and its transpose `Nx1xK` (the next enum value, LHS and RHS swapped),
    named as IREECPUEnums.td names them: `MMA_X86_<isa>_<MxNxK>_<ACC>_<LHS>[_<RHS>][_CAST<T>]`."""
    lhs, rhs, acc = types

    def named(m: int, n: int, a: str, b: str) -> str:
        operands = a.upper() if a == b else f"{a.upper()}_{b.upper()}"
        return f"MMA_X86_{isa}_{m}x{n}x{k}_{acc.upper()}_{operands}{cast}"

    return (
        CpuIntrinsic(named(1, n, lhs, rhs), value, (1, n, k), (lhs, rhs, acc), features),
        CpuIntrinsic(named(n, 1, rhs, lhs), value + 1, (n, 1, k), (rhs, lhs, acc), features),
    )


_AVX512, _VNNI = ("+avx512f",), ("+avx512vnni",)
_F32, _F64, _F16 = ("f32", "f32", "f32"), ("f64", "f64", "f64"), ("f16", "f16", "f16")
_I16, _I8 = ("i16", "i16", "i32"), ("i8", "i8", "i32")
CPU_INTRINSICS: tuple[CpuIntrinsic, ...] = (
    *_transposed_pair("AVX2_FMA", 0x1210, 8, 1, _F32, ("+avx2", "+fma")),
    *_transposed_pair("AVX512", 0x1300, 8, 1, _F64, _AVX512),
    *_transposed_pair("AVX512", 0x1310, 16, 1, _F32, _AVX512),
    *_transposed_pair("AVX512", 0x1320, 16, 1, ("f16", "f16", "f32"), _AVX512, "_CASTF32"),
    *_transposed_pair("AVX512FP16", 0x1322, 32, 1, _F16, ("+avx512fp16",)),
    *_transposed_pair("AVX512BF16", 0x1330, 16, 2, ("bf16", "bf16", "f32"), ("+avx512bf16",)),
    *_transposed_pair("AVX512", 0x13A0, 16, 2, _I16, _AVX512),
    *_transposed_pair("AVX512VNNI", 0x13A2, 16, 2, _I16, _VNNI),
    *_transposed_pair("AVX512", 0x13C0, 16, 2, _I8, _AVX512, "_CASTI16"),
    *_transposed_pair("AVX512VNNI", 0x13C2, 16, 2, _I8, _VNNI, "_CASTI16"),
    *_transposed_pair("AVX512VNNI", 0x13C4, 16, 4, ("ui8", "i8", "i32"), _VNNI),
    CpuIntrinsic("MMA_X86_AVX512VNNI_16x16x2_I32_I8_CASTI16", 0x13C6, (16, 16, 2), _I8, _VNNI),
    CpuIntrinsic("MMA_ARM_SVE_FMLA_1x4VLx1_F32_F32", 0x2210, None, _F32),
    CpuIntrinsic("MMA_ARM_SVE_FMLA_4VLx1x1_F32_F32", 0x2211, None, _F32),
    CpuIntrinsic("MMA_GENERIC_SCALAR_1x1x1_REG8", 0xF008, (1, 1, 1), None),
    CpuIntrinsic("MMA_GENERIC_SCALAR_1x1x1_REG16", 0xF010, (1, 1, 1), None),
)
CPU_INTRINSIC_BY_NAME = {i.name: i for i in CPU_INTRINSICS}
_X86 = tuple(i for i in CPU_INTRINSICS if i.name.startswith("MMA_X86_"))


@dataclass(frozen=True)
class CpuMma:
    """The parameters of `#iree_cpu.data_tiled_mma_layout`."""

    intrinsic: CpuIntrinsic
    intrinsics_m: int = 1
    intrinsics_n: int = 1
    intrinsics_k: int = 1

    def tile_mnk(self) -> tuple[int, int, int]:
        """`getTileMxNxK`: M0, N0, K0 of the whole unrolled tile."""
        lhs, rhs = cpu_swizzle(self, 0), cpu_swizzle(self, 1)
        return lhs.tile_shape[0], rhs.tile_shape[0], lhs.tile_shape[1]


def intrinsic_swizzle(intrinsic: CpuIntrinsic, operand: int) -> TileSwizzle:
    """`getIntrinsicSwizzle`: row-major tiles, except the 16x16x2 VNNI accumulator."""
    if intrinsic.name == "MMA_X86_AVX512VNNI_16x16x2_I32_I8_CASTI16" and operand == 2:
        four = Dim(4)
        return TileSwizzle([[four, four], [four, four]], [1, 2, 0, 3])
    if intrinsic.mnk is None:
        raise ValueError(f"{intrinsic.name}: scalable (SVE) tiles have no static swizzle")
    m, n, k = intrinsic.mnk
    swizzle = TileSwizzle()
    first, second = {0: (m, k), 1: (n, k), 2: (m, n)}[operand]
    if second > 1:
        swizzle.expand(1, Dim(second))
    if first > 1:
        swizzle.expand(0, Dim(first))
    for group in swizzle.groups:
        if not group:
            group.append(Dim(1))
    swizzle.permutation = list(range(len(swizzle.expanded_shape)))
    return swizzle


def cpu_swizzle(mma: CpuMma, operand: int) -> TileSwizzle:
    """`IREE::CPU::getSwizzle`: the intrinsic's swizzle with the unrolling outermost in each group."""
    swizzle = intrinsic_swizzle(mma.intrinsic, operand)
    inner_count, outer_count = {
        0: (mma.intrinsics_k, mma.intrinsics_m),
        1: (mma.intrinsics_k, mma.intrinsics_n),
        2: (mma.intrinsics_n, mma.intrinsics_m),
    }[operand]
    if inner_count > 1:
        swizzle.expand(1, Dim(inner_count, DimKind.CROSS_INTRINSIC))
    if outer_count > 1:
        swizzle.expand(0, Dim(outer_count, DimKind.CROSS_INTRINSIC))
    return swizzle


def candidate_intrinsics(target: CpuTarget) -> list[CpuIntrinsic]:
    """`getMmaIntrinsicsForTargetConfig`: x86 intrinsics whose features are all present, then the generic."""
    found = [i for i in _X86 if i.features and all(target.has_feature(f) for f in i.features)] if target.is_x86 else []
    generic = "MMA_GENERIC_SCALAR_1x1x1_REG8" if target.bits32 else "MMA_GENERIC_SCALAR_1x1x1_REG16"
    found.append(CPU_INTRINSIC_BY_NAME[generic])
    return found


def _matches(intrinsic: CpuIntrinsic, types: tuple[Attribute, ...]) -> bool:
    if intrinsic.is_generic:
        return len(types) == 3
    return intrinsic.types is not None and tuple(str(t) for t in types) == intrinsic.types


def choose_cpu_mma(target: CpuTarget, types: tuple[Attribute, ...], m: int, n: int) -> CpuMma | None:
    """`chooseCpuInnerTiledMmaForEncoding`: the intrinsic with the most useful ops, then its unrolling."""

    def useful(size: int, intrinsic_size: int) -> int:
        return intrinsic_size if size == DYNAMIC_INDEX else min(intrinsic_size, size)

    best: CpuIntrinsic | None = None
    best_score = (-1, -1)
    for intrinsic in candidate_intrinsics(target):
        if not _matches(intrinsic, types) or intrinsic.mnk is None:
            continue
        im, in_, ik = intrinsic.mnk
        score = (useful(m, im) * useful(n, in_) * ik, im * in_ * ik)
        if score > best_score:
            best, best_score = intrinsic, score
    if best is None or best.mnk is None:
        return None
    return _unrolled(best, best.mnk, types, m, n)


def _unrolled(
    intrinsic: CpuIntrinsic, mnk: tuple[int, int, int], types: tuple[Attribute, ...], m: int, n: int
) -> CpuMma | None:
    """`chooseUnrolling`: the most square (im, in) whose ACC + LHS + RHS fit the register budget."""
    intr_m, intr_n, intr_k = mnk
    intrinsics_k = 1
    budget = intrinsic.register_budget
    if intrinsic.is_generic:
        lhs_bits, rhs_bits = bits_or_zero(types[0]), bits_or_zero(types[1])
        while intrinsics_k <= 8 and ((intrinsics_k * lhs_bits) % 8 or (intrinsics_k * rhs_bits) % 8):
            intrinsics_k *= 2
        if intrinsics_k > 8:
            return None
        acc_unit = lhs_unit = rhs_unit = 1
    else:
        lhs_unit, rhs_unit, acc_unit = (bits_or_zero(t) for t in types)

    def cap(size: int, intrinsic_size: int) -> int:
        return budget if size == DYNAMIC_INDEX else max(1, -(-size // intrinsic_size))

    acc_term = intr_m * intr_n * acc_unit
    lhs_term = intr_m * intr_k * intrinsics_k * lhs_unit
    rhs_term = intr_n * intr_k * intrinsics_k * rhs_unit
    best = (1, 1)
    best_intensity = -1.0
    for im in range(1, cap(m, intr_m) + 1):
        remaining = budget - im * lhs_term
        if remaining <= 0:
            break
        in_ = min(cap(n, intr_n), remaining // (im * acc_term + rhs_term))
        if in_ < 1:
            continue
        eff_m, eff_n = float(im * intr_m), float(in_ * intr_n)
        intensity = eff_m * eff_n / (eff_m + eff_n)
        if intensity > best_intensity:
            best_intensity, best = intensity, (im, in_)
    return CpuMma(intrinsic, best[0], best[1], intrinsics_k)
