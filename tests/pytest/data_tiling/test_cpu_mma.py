"""IREE 3.13's CPU `enable_inner_tiled` chooser (CPUEncodingExternalModels.cpp) and CPU swizzles (IREECPUAttrs.cpp)."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX, BFloat16Type, Float32Type, IntegerType
from xdsl.ir import Attribute

from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.cpu_mma import CPU_INTRINSIC_BY_NAME, CpuMma, choose_cpu_mma, cpu_swizzle

D = DYNAMIC_INDEX
F32, BF16, I4, I32 = Float32Type(), BFloat16Type(), IntegerType(4), IntegerType(32)
AVX512 = CpuTarget("llvm-cpu", "x86_64-xyz-xyz", "+avx512f", enable_inner_tiled=True)
AVX2 = CpuTarget("llvm-cpu", "x86_64-xyz-xyz", "+avx2,+fma", enable_inner_tiled=True)


@pytest.mark.parametrize(
    ("target", "types", "m", "n", "expected"),
    [
        (AVX512, (F32, F32, F32), D, D, ("MMA_X86_AVX512_1x16x1_F32_F32", 29, 1, 1)),
        (AVX2, (BF16, BF16, F32), D, D, ("MMA_GENERIC_SCALAR_1x1x1_REG16", 3, 3, 1)),
        (AVX2, (I4, I4, I32), D, D, ("MMA_GENERIC_SCALAR_1x1x1_REG16", 2, 3, 2)),
    ],
)
def test_chooser(
    target: CpuTarget, types: tuple[Attribute, ...], m: int, n: int, expected: tuple[str, int, int, int]
) -> None:
    found = choose_cpu_mma(target, types, m, n)
    assert found is not None
    assert (found.intrinsic.name, found.intrinsics_m, found.intrinsics_n, found.intrinsics_k) == expected


def test_unrolled_acc_swizzle_transposes_the_intrinsic_tiles() -> None:
    """16x1x1 with 3 x 8 intrinsics: ACC `[[3, 16], [8, 1]]`, permutation `[0, 2, 1, 3]` (IREE's narrow-N case)."""
    mma = CpuMma(CPU_INTRINSIC_BY_NAME["MMA_X86_AVX512_16x1x1_F32_F32"], 3, 8, 1)
    s = cpu_swizzle(mma, 2)
    assert [[d.size for d in g] for g in s.groups] == [[3, 16], [8, 1]]
    assert s.permutation == [0, 2, 1, 3]
    assert mma.tile_mnk() == (48, 8, 1)
