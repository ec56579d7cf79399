"""IREE 3.13's GPU data-tiling chooser and tile swizzle (GPUEncodingExternalModels.cpp, GPUTileSwizzleUtils.cpp).

Expected values: the layouts iree-opt 3.13 chose (../shared reference, verified against the binary; the
differential tests in tests/pytest/transforms re-check them on every run) and its swizzle examples.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX

from xdsl_encoding.targets.gpu import gpu_target_named
from xdsl_encoding.targets.gpu_intrinsics import intrinsic
from xdsl_encoding.targets.gpu_mma import GpuMma, choose_gpu_mma, gpu_swizzle
from xdsl_encoding.targets.gpu_target_info import TARGET_INFO
from xdsl_encoding.targets.swizzle import collapse_reassociation, swizzle_array, unswizzle_array

D = DYNAMIC_INDEX


def _mma(target: str, types: tuple[str, str, str], m: int = D, n: int = 512) -> tuple[str, int, int, int, int, int]:
    t = gpu_target_named(target)
    assert not isinstance(t, str)
    found = choose_gpu_mma(t, types, m, n)
    assert not isinstance(found, str), found
    return (
        found.intrinsic.name,
        found.intrinsics_m,
        found.subgroups_m,
        found.intrinsics_n,
        found.subgroups_n,
        found.intrinsics_k,
    )


@pytest.mark.parametrize(
    ("target", "types", "expected"),
    [
        ("gfx942", ("f32", "f32", "f32"), ("MFMA_F32_16x16x4_F32", 4, 2, 4, 2, 4)),
        ("gfx942", ("i8", "i8", "i32"), ("MFMA_I32_16x16x32_I8", 4, 2, 4, 2, 2)),
        ("gfx950", ("f16", "f16", "f32"), ("MFMA_F32_16x16x32_F16", 4, 2, 4, 2, 1)),
        ("gfx90a", ("bf16", "bf16", "f32"), ("MFMA_F32_16x16x8_BF16", 4, 1, 2, 4, 4)),
        ("gfx1100", ("f16", "f16", "f16"), ("WMMAR3_F16_16x16x16_F16", 4, 1, 2, 4, 1)),
        ("gfx1201", ("i8", "i8", "i32"), ("WMMAR4_I32_16x16x16_I8", 2, 2, 2, 2, 2)),
        ("gfx1201", ("f8E4M3FN", "f8E4M3FN", "f32"), ("WMMAR4_F32_16x16x16_F8E4M3FN", 2, 2, 2, 2, 2)),
    ],
)
def test_chooser_table(target: str, types: tuple[str, str, str], expected: tuple[str, int, int, int, int, int]) -> None:
    assert _mma(target, types) == expected


def test_static_sizes_cap_the_unrolling() -> None:
    assert _mma("gfx942", ("f32", "f32", "f32"), 100, 70) == ("MFMA_F32_16x16x4_F32", 1, 1, 1, 1, 4)


def test_split_quirk_loses_a_two_way_unrolling_but_not_on_mi300x() -> None:
    """600x600 f16: gfx942 (512 WGPs assumed) totals (1, 2) and keeps (1, 1); mi300x (304) splits (2, 2)."""
    assert _mma("gfx942", ("f16", "f16", "f32"), 600, 600) == ("MFMA_F32_16x16x16_F16", 1, 1, 1, 1, 2)
    assert _mma("mi300x", ("f16", "f16", "f32"), 600, 600) == ("MFMA_F32_16x16x16_F16", 2, 1, 1, 2, 2)


@pytest.mark.parametrize(
    ("target", "types", "why"),
    [
        ("gfx942", ("f16", "f16", "f16"), "has no MMA intrinsic"),
        ("gfx1100", ("f32", "f32", "f32"), "has no MMA intrinsic"),
        ("gfx950", ("f8E4M3FNUZ", "f8E4M3FNUZ", "f32"), "has no MMA intrinsic"),
    ],
)
def test_no_layout_names_the_reason(target: str, types: tuple[str, str, str], why: str) -> None:
    t = gpu_target_named(target)
    assert not isinstance(t, str)
    found = choose_gpu_mma(t, types, D, 512)
    assert isinstance(found, str)
    assert why in found


def test_nvidia_has_no_target_info() -> None:
    found = gpu_target_named("sm_80")
    assert isinstance(found, str)
    assert "NVIDIA" in found


def _groups(mma: GpuMma, operand: int) -> tuple[list[list[int]], list[int]]:
    s = gpu_swizzle(mma, operand)
    return [[d.size for d in g] for g in s.groups], s.permutation


def _intr(name: str):
    found = intrinsic(name)
    assert found is not None
    return found


def test_swizzle_examples() -> None:
    f32 = GpuMma(_intr("MFMA_F32_16x16x4_F32"), intrinsics_k=4, interleave_k=(0, 1))
    assert _groups(f32, 0) == ([[16], [4, 4]], [2, 0, 1])
    assert _groups(f32, 1) == ([[16], [4, 4]], [2, 0, 1])
    assert _groups(f32, 2) == ([[4, 4], [16]], [0, 2, 1])
    f16 = GpuMma.chosen(_intr("MFMA_F32_16x16x16_F16"), (4, 4, 4, 1), 2)
    assert _groups(f16, 0) == ([[4, 4, 16], [2, 4, 4]], [0, 1, 4, 2, 3, 5])
    assert _groups(f16, 1) == ([[4, 16], [2, 4, 4]], [0, 3, 1, 2, 4])
    assert _groups(f16, 2) == ([[4, 4, 4, 4], [4, 16]], [0, 1, 4, 2, 5, 3])
    wmma = GpuMma.chosen(_intr("WMMAR3_F32_16x16x16_F16"), (2, 2, 2, 2), 1)
    assert _groups(wmma, 2) == ([[2, 2, 8, 2], [2, 2, 16]], [0, 4, 1, 5, 2, 3, 6])


def test_swizzle_places_elements_where_the_rule_says() -> None:
    """ACC of MFMA_F32_16x16x4_F32 k4: `[[4, 4], [16]]` perm `[0, 2, 1]`: swizzled[a, j, b] = tile[4a + b, j]."""
    mma = GpuMma(_intr("MFMA_F32_16x16x4_F32"), intrinsics_k=4, interleave_k=(0, 1))
    s = gpu_swizzle(mma, 2)
    tile = np.arange(16 * 16).reshape(1, 16, 16)
    swizzled = swizzle_array(tile, s, 1)
    assert swizzled.shape == (1, 4, 16, 4)
    for a, j, b in np.ndindex(4, 16, 4):
        assert swizzled[0, a, j, b] == tile[0, 4 * a + b, j]
    assert np.array_equal(unswizzle_array(swizzled, s, 1), tile)


def test_reassociation_is_mlirs_greedy_one() -> None:
    assert collapse_reassociation([29, 1, 1], [29, 1]) == [[0], [1, 2]]
    assert collapse_reassociation([2, 2, 1, 16, 16], [64, 16]) == [[0, 1, 2, 3], [4]]
    assert collapse_reassociation([4, 4, 16], [16, 16]) == [[0, 1], [2]]
    assert collapse_reassociation([3, 5], [16]) is None


def test_a_product_target_is_its_arch_plus_a_chip() -> None:
    """`target_info` stores one `wgp` per generation: a product prints its arch's target, then its chip."""
    mi300x, gfx942 = TARGET_INFO["mi300x"], TARGET_INFO["gfx942"]
    assert mi300x.startswith(gfx942[:-1] + ', chip = <wgp_count = 304, sku = "mi300x", ')
    assert TARGET_INFO["rx9060xt"].startswith('#iree_gpu.target<arch = "gfx1200", features = "", wgp = <')
    assert (
        TARGET_INFO["rx9060xt"].split(", chip = ")[0].split("wgp = ")[1]
        == TARGET_INFO["gfx1201"][:-1].split("wgp = ")[1]
    )
    assert all(text.count("<") == text.count(">") for text in TARGET_INFO.values())
