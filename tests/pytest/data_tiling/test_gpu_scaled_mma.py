"""IREE 3.13's scaled (MX) data-tiled MMA: chooser and swizzle (GPUEncodingExternalModels.cpp, GPUTileSwizzleUtils.cpp).

Expected values: what iree-opt 3.13 prints for IREE's own `materialize_encoding_gfx950.mlir` cases
(the port in tests/filecheck/transforms/materialize_encoding_into_packs/iree_ports_gpu/gfx950.mlir
re-checks them against the binary on every run).
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX

from xdsl_encoding.targets.gpu import gpu_target_from_info, gpu_target_named
from xdsl_encoding.targets.gpu_scaled import (
    ACC,
    LHS,
    LHS_SCALES,
    RHS,
    RHS_SCALES,
    choose_scaled_mma,
    scaled_intrinsic,
    scaled_swizzle,
)
from xdsl_encoding.targets.swizzle import swizzle_array, unswizzle_array

D = DYNAMIC_INDEX
F4 = ("f4E2M1FN", "f4E2M1FN", "f8E8M0FNU", "f8E8M0FNU", "f32")
F8 = ("f8E4M3FN", "f8E4M3FN", "f8E8M0FNU", "f8E8M0FNU", "f32")


@pytest.mark.parametrize(
    ("types", "m", "n", "counts", "swizzled"),
    [
        # (intrinsics_m, subgroups_m, intrinsics_n, subgroups_n, intrinsics_k); swizzled tiles LHS, RHS, scales, ACC
        (F4, 255, 513, (1, 1, 1, 1, 4), ([4, 4, 16, 32], [4, 4, 16, 32], [4, 16, 4], [4, 16, 4], [4, 16, 4])),
        (
            F4,
            1024,
            2048,
            (2, 2, 2, 2, 4),
            ([2, 2, 4, 4, 16, 32],) * 2 + ([2, 2, 4, 16, 4],) * 2 + ([2, 2, 2, 2, 4, 16, 4],),
        ),
        (
            F4,
            D,
            D,
            (4, 1, 2, 4, 4),
            ([4, 4, 4, 16, 32], [4, 2, 4, 4, 16, 32], [4, 4, 16, 4], [4, 2, 4, 16, 4], [4, 4, 2, 4, 16, 4]),
        ),
        (F8, D, D, (2, 2, 2, 2, 4), ([2, 2, 4, 4, 16, 32],) * 2 + ([2, 2, 4, 16, 4],) * 2 + ([2, 2, 2, 2, 4, 16, 4],)),
    ],
)
def test_gfx950_chooses_what_iree_313_prints(
    types: tuple[str, ...], m: int, n: int, counts: tuple[int, ...], swizzled: tuple[list[int], ...]
) -> None:
    target = gpu_target_named("gfx950")
    assert not isinstance(target, str)
    mma = choose_scaled_mma(target, types, m, n)
    assert not isinstance(mma, str), mma
    assert mma.intrinsic.name == "MFMA_SCALE_F32_16x16x128_B32"
    assert (mma.intrinsics_m, mma.subgroups_m, mma.intrinsics_n, mma.subgroups_n, mma.intrinsics_k) == counts
    assert mma.interleave_k == (LHS_SCALES, RHS_SCALES)
    assert [scaled_swizzle(mma, i).swizzled_shape for i in range(5)] == list(swizzled)


def test_the_first_scaled_mma_entry_of_a_target_wins() -> None:
    """`chooseScaledIntrinsicMMAAttr` takes the first entry with the types (the 32x32x64 test target)."""
    text = (
        '#iree_gpu.target<arch = "gfx950", features = "", wgp = <compute = fp16, storage = b16, scaled_mma = '
        "[<intrinsic = MFMA_SCALE_F32_32x32x64_B32, lhs_elem_type = f4E2M1FN, rhs_elem_type = f4E2M1FN, "
        "acc_elem_type = f32>], subgroup = none, subgroup_size_choices = [64], max_workgroup_memory_bytes = 163840, "
        "max_load_instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 16384>>"
    )
    target = gpu_target_from_info(text)
    assert not isinstance(target, str)
    mma = choose_scaled_mma(target, F4, D, D)
    assert not isinstance(mma, str), mma
    assert mma.intrinsic.name == "MFMA_SCALE_F32_32x32x64_B32"
    assert mma.tile_mnkkb() == (128, 128, 8, 32)
    assert scaled_swizzle(mma, LHS).swizzled_shape == [2, 2, 4, 2, 32, 32]
    assert scaled_swizzle(mma, LHS_SCALES).swizzled_shape == [2, 2, 2, 32, 4]
    assert scaled_swizzle(mma, ACC).swizzled_shape == [2, 2, 2, 2, 4, 2, 32, 4]


@pytest.mark.parametrize("target", ["gfx942", "gfx1100"])
def test_a_target_without_the_types_has_no_scaled_mma(target: str) -> None:
    found = gpu_target_named(target)
    assert not isinstance(found, str)
    assert (
        choose_scaled_mma(found, F4, D, D)
        == f"{target} has no scaled MMA intrinsic for element types [{', '.join(F4)}]"
    )


def test_rhs_layouts_are_rotated_to_n_first() -> None:
    """The intrinsic's RHS is `[K, Kb, N]` (scales `[K, N]`); the swizzle's groups are `[N, K, Kb]`."""
    intrinsic = scaled_intrinsic("MFMA_SCALE_F32_16x16x128_B32")
    assert intrinsic is not None
    assert (intrinsic.m, intrinsic.n, intrinsic.k, intrinsic.kb) == (16, 16, 4, 32)
    target = gpu_target_named("gfx950")
    assert not isinstance(target, str)
    mma = choose_scaled_mma(target, F4, 16, 16)
    assert not isinstance(mma, str)
    assert scaled_swizzle(mma, RHS).tile_shape == [16, 16, 32]
    assert scaled_swizzle(mma, RHS_SCALES).tile_shape == [16, 16]


@pytest.mark.parametrize("operand", range(5))
def test_swizzle_then_unswizzle_is_the_identity(operand: int) -> None:
    target = gpu_target_named("gfx950")
    assert not isinstance(target, str)
    mma = choose_scaled_mma(target, F4, D, D)
    assert not isinstance(mma, str)
    swizzle = scaled_swizzle(mma, operand)
    tiles = np.arange(3 * np.prod(swizzle.tile_shape)).reshape((3, *swizzle.tile_shape))
    swizzled = swizzle_array(tiles, swizzle, 1)
    assert list(swizzled.shape[1:]) == swizzle.swizzled_shape
    assert np.array_equal(unswizzle_array(swizzled, swizzle, 1), tiles)
