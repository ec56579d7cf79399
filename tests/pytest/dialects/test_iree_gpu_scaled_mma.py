"""`#iree_gpu.data_tiled_scaled_mma_layout` and the five-operand `iree_codegen.inner_tiled`, as iree-opt 3.13 prints them."""

from __future__ import annotations

from testing.iree_host import iree_generic, printed
from xdsl_encoding import api

from .diagnostics import expect_diagnostic

KIND = (
    "#iree_gpu.data_tiled_scaled_mma_layout<intrinsic = MFMA_SCALE_F32_16x16x128_B32, lhs_elem_type = f4E2M1FN, "
    "rhs_elem_type = f4E2M1FN, acc_elem_type = f32, intrinsics_m = 2, subgroups_m = 2, intrinsics_n = 2, "
    "subgroups_n = 2, intrinsics_k = 4, operands_interleaving_intrinsics_k = [2, 3]>"
)
MAPS = (
    "[affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, "
    "affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>, "
    "affine_map<(d0, d1, d2, d3) -> (d0, d1)>]"
)
ITERATORS = (
    "[#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, "
    "#linalg.iterator_type<reduction>]"
)
TYPES = (
    "tensor<16x8x1x2x2x4x4x16x32xf4E2M1FN>",
    "tensor<32x8x1x2x2x4x4x16x32xf4E2M1FN>",
    "tensor<16x8x2x2x4x16x4xf8E8M0FNU>",
    "tensor<32x8x2x2x4x16x4xf8E8M0FNU>",
    "tensor<16x32x2x2x2x2x4x16x4xf32>",
)


def _program(kind: str = KIND, acc: str = TYPES[4]) -> str:
    return f"""func.func @f(%a: {TYPES[0]}, %b: {TYPES[1]}, %sa: {TYPES[2]}, %sb: {TYPES[3]}, %c: {acc}) -> {acc} {{
  %0 = iree_codegen.inner_tiled ins(%a, %b, %sa, %sb) outs(%c) <indexing_maps = {MAPS}, iterator_types = {ITERATORS}, kind = {kind}, semantics = #iree_gpu.mma_semantics<distributed = false, opaque = false>> : {", ".join(TYPES[:4])} into {acc}
  return %0 : {acc}
}}
"""


def test_round_trips_with_iree_opts_meaning() -> None:
    text = _program()
    module = api.parse_module(text)
    ours = printed(module)
    assert KIND in ours
    assert printed(api.parse_module(ours, allow_unregistered=True), generic=True) == printed(module, generic=True)
    assert iree_generic(ours) == iree_generic(text)


def test_an_unknown_scaled_intrinsic_is_a_diagnostic() -> None:
    bad = KIND.replace("MFMA_SCALE_F32_16x16x128_B32", "MFMA_SCALE_F32_8x8x8_B32")
    expect_diagnostic(_program(bad), "failed to parse IREEGPU_ScaledMMAIntrinsic: unknown intrinsic")


def test_an_accumulator_tile_that_is_not_the_kinds_is_a_diagnostic() -> None:
    wrong = "tensor<16x32x2x2x2x2x4x4x16xf32>"
    expect_diagnostic(_program(acc=wrong), "is incompatible with expected MMA tile type vector<2x2x2x2x4x16x4xf32>")
