"""IREE 3.13's CPU MMA intrinsics and the `enable_inner_tiled` chooser.

compiler/src/iree/compiler/Codegen/Dialect/CPU/IR/IREECPUEnums.td, IREECPUAttrs.cpp
(`getRowMajorTilesMNKShape`, `getIntrinsicSwizzle`, `getSwizzle`, `getRegisterSpaceBytes`) and
Codegen/ExternalInterfaces/CPUEncodingExternalModels.cpp (`chooseIntrinsic`, `chooseUnrolling`,
`chooseCpuInnerTiledMmaForEncoding`), b48a595; the result was checked against iree-opt 3.13.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import DYNAMIC_INDEX, FixedBitwidthType
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.swizzle import Dim, DimKind, TileSwizzle
from xdsl_encoding.data_tiling.targets import CpuTarget


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


_AVX512 = ("+avx512f",)
_VNNI = ("+avx512vnni",)
CPU_INTRINSICS: tuple[CpuIntrinsic, ...] = (
    CpuIntrinsic("MMA_X86_AVX2_FMA_1x8x1_F32_F32", 0x1210, (1, 8, 1), ("f32", "f32", "f32"), ("+avx2", "+fma")),
    CpuIntrinsic("MMA_X86_AVX2_FMA_8x1x1_F32_F32", 0x1211, (8, 1, 1), ("f32", "f32", "f32"), ("+avx2", "+fma")),
    CpuIntrinsic("MMA_X86_AVX512_1x8x1_F64_F64", 0x1300, (1, 8, 1), ("f64", "f64", "f64"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512_8x1x1_F64_F64", 0x1301, (8, 1, 1), ("f64", "f64", "f64"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512_1x16x1_F32_F32", 0x1310, (1, 16, 1), ("f32", "f32", "f32"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512_16x1x1_F32_F32", 0x1311, (16, 1, 1), ("f32", "f32", "f32"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512_1x16x1_F32_F16_CASTF32", 0x1320, (1, 16, 1), ("f16", "f16", "f32"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512_16x1x1_F32_F16_CASTF32", 0x1321, (16, 1, 1), ("f16", "f16", "f32"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512FP16_1x32x1_F16_F16", 0x1322, (1, 32, 1), ("f16", "f16", "f16"), ("+avx512fp16",)),
    CpuIntrinsic("MMA_X86_AVX512FP16_32x1x1_F16_F16", 0x1323, (32, 1, 1), ("f16", "f16", "f16"), ("+avx512fp16",)),
    CpuIntrinsic("MMA_X86_AVX512BF16_1x16x2_F32_BF16", 0x1330, (1, 16, 2), ("bf16", "bf16", "f32"), ("+avx512bf16",)),
    CpuIntrinsic("MMA_X86_AVX512BF16_16x1x2_F32_BF16", 0x1331, (16, 1, 2), ("bf16", "bf16", "f32"), ("+avx512bf16",)),
    CpuIntrinsic("MMA_X86_AVX512_1x16x2_I32_I16", 0x13A0, (1, 16, 2), ("i16", "i16", "i32"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512_16x1x2_I32_I16", 0x13A1, (16, 1, 2), ("i16", "i16", "i32"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512VNNI_1x16x2_I32_I16", 0x13A2, (1, 16, 2), ("i16", "i16", "i32"), _VNNI),
    CpuIntrinsic("MMA_X86_AVX512VNNI_16x1x2_I32_I16", 0x13A3, (16, 1, 2), ("i16", "i16", "i32"), _VNNI),
    CpuIntrinsic("MMA_X86_AVX512_1x16x2_I32_I8_CASTI16", 0x13C0, (1, 16, 2), ("i8", "i8", "i32"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512_16x1x2_I32_I8_CASTI16", 0x13C1, (16, 1, 2), ("i8", "i8", "i32"), _AVX512),
    CpuIntrinsic("MMA_X86_AVX512VNNI_1x16x2_I32_I8_CASTI16", 0x13C2, (1, 16, 2), ("i8", "i8", "i32"), _VNNI),
    CpuIntrinsic("MMA_X86_AVX512VNNI_16x1x2_I32_I8_CASTI16", 0x13C3, (16, 1, 2), ("i8", "i8", "i32"), _VNNI),
    CpuIntrinsic("MMA_X86_AVX512VNNI_1x16x4_I32_UI8_I8", 0x13C4, (1, 16, 4), ("ui8", "i8", "i32"), _VNNI),
    CpuIntrinsic("MMA_X86_AVX512VNNI_16x1x4_I32_I8_UI8", 0x13C5, (16, 1, 4), ("i8", "ui8", "i32"), _VNNI),
    CpuIntrinsic("MMA_X86_AVX512VNNI_16x16x2_I32_I8_CASTI16", 0x13C6, (16, 16, 2), ("i8", "i8", "i32"), _VNNI),
    CpuIntrinsic("MMA_ARM_SVE_FMLA_1x4VLx1_F32_F32", 0x2210, None, ("f32", "f32", "f32")),
    CpuIntrinsic("MMA_ARM_SVE_FMLA_4VLx1x1_F32_F32", 0x2211, None, ("f32", "f32", "f32")),
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


def _bits(t: Attribute) -> int:
    return t.bitwidth if isinstance(t, FixedBitwidthType) else 0


def candidate_intrinsics(target: CpuTarget) -> list[CpuIntrinsic]:
    """`getMmaIntrinsicsForTargetConfig`: x86 intrinsics whose features are all present, then the generic."""
    found = [i for i in _X86 if i.features and all(target.has_feature(f) for f in i.features)] if target.is_x86 else []
    bits32 = target.arch in ("riscv32",) or target.triple.startswith(("wasm32", "i386", "i686", "arm-", "armv7"))
    found.append(CPU_INTRINSIC_BY_NAME["MMA_GENERIC_SCALAR_1x1x1_REG8" if bits32 else "MMA_GENERIC_SCALAR_1x1x1_REG16"])
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
        lhs_bits, rhs_bits = _bits(types[0]), _bits(types[1])
        while intrinsics_k <= 8 and ((intrinsics_k * lhs_bits) % 8 or (intrinsics_k * rhs_bits) % 8):
            intrinsics_k *= 2
        if intrinsics_k > 8:
            return None
        acc_unit = lhs_unit = rhs_unit = 1
    else:
        lhs_unit, rhs_unit, acc_unit = (_bits(t) for t in types)

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
