"""`scaled_matmul` encodings on GPUs without a scaled MMA, against iree-opt 3.13.

IREE 3.13's `chooseDataTiledMMAAttr` finds no `scaled_mma` entry for the types (gfx942 has none):
a `set_encoding` then gets the identity layout (its encoding is dropped), and the scaled contraction
fails to legalize. The cases IREE does lower are its own gfx950 tests
(test_materialize_encoding_into_packs_iree_ports_gpu.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from iree_port_cases import interpretation_harness, materialize
from xdsl.utils.exceptions import PassFailedException

from testing.oracle import IreeOptError, run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import compare, parse_module

PIPELINE = (
    "builtin.module(func.func(iree-codegen-materialize-device-encoding{test-gpu-encoding-resolver=gpu_data_tiling}))"
)
MAPS = (
    "user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, "
    "affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>, "
    "affine_map<(d0, d1, d2, d3) -> (d0, d1)>]"
)
TYPES = "element_types = [f4E2M1FN, f4E2M1FN, f8E8M0FNU, f8E8M0FNU, f32]"


def _encoding(index: int) -> str:
    return (
        f"#iree_encoding.encoding<operand_index = {index} : index, op_type = scaled_matmul, {TYPES}, {MAPS}, "
        "iteration_sizes = [64, 64, 8, 32]>"
    )


SET_ENCODING = f"""func.func @lhs(%a: tensor<64x8x32xf4E2M1FN>) -> tensor<64x8x32xf4E2M1FN, {_encoding(0)}> {{
  %0 = iree_encoding.set_encoding %a : tensor<64x8x32xf4E2M1FN> -> tensor<64x8x32xf4E2M1FN, {_encoding(0)}>
  return %0 : tensor<64x8x32xf4E2M1FN, {_encoding(0)}>
}}
"""

CONTRACTION = f"""#map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
func.func @scaled(%a: tensor<64x8x32xf4E2M1FN, {_encoding(0)}>, %b: tensor<64x8x32xf4E2M1FN, {_encoding(1)}>,
    %sa: tensor<64x8xf8E8M0FNU, {_encoding(2)}>, %sb: tensor<64x8xf8E8M0FNU, {_encoding(3)}>,
    %c: tensor<64x64xf32, {_encoding(4)}>) -> tensor<64x64xf32, {_encoding(4)}> {{
  %0 = linalg.generic {{indexing_maps = [#map, #map1, #map2, #map3, #map4],
      iterator_types = ["parallel", "parallel", "reduction", "reduction"]}}
      ins(%a, %b, %sa, %sb : tensor<64x8x32xf4E2M1FN, {_encoding(0)}>, tensor<64x8x32xf4E2M1FN, {_encoding(1)}>,
          tensor<64x8xf8E8M0FNU, {_encoding(2)}>, tensor<64x8xf8E8M0FNU, {_encoding(3)}>)
      outs(%c : tensor<64x64xf32, {_encoding(4)}>) {{
  ^bb0(%x: f4E2M1FN, %y: f4E2M1FN, %s: f8E8M0FNU, %t: f8E8M0FNU, %out: f32):
    %1 = arith.scaling_extf %x, %s : f4E2M1FN, f8E8M0FNU to f32
    %2 = arith.scaling_extf %y, %t : f4E2M1FN, f8E8M0FNU to f32
    %3 = arith.mulf %1, %2 : f32
    %4 = arith.addf %out, %3 : f32
    linalg.yield %4 : f32
  }} -> tensor<64x64xf32, {_encoding(4)}>
  return %0 : tensor<64x64xf32, {_encoding(4)}>
}}
"""


def test_set_encoding_drops_its_encoding_as_iree_313(iree_opt_3_13: Path) -> None:
    theirs = run_iree_opt(SET_ENCODING, PIPELINE, extra_args=("--iree-gpu-test-target=gfx942",), iree_opt=iree_opt_3_13)
    assert "iree_encoding" not in theirs
    ours = materialize(SET_ENCODING, "gfx942")
    assert_structurally_equal(parse_module(theirs, allow_unregistered=True), ours, labels=("iree-opt 3.13", "ours"))


def test_the_scaled_contraction_fails_as_iree_313(iree_opt_3_13: Path) -> None:
    with pytest.raises(IreeOptError, match=r"failed to legalize operation 'linalg\.generic'"):
        run_iree_opt(CONTRACTION, PIPELINE, extra_args=("--iree-gpu-test-target=gfx942",), iree_opt=iree_opt_3_13)
    with pytest.raises(PassFailedException, match="failed to legalize: gfx942 has no scaled MMA intrinsic"):
        materialize(CONTRACTION, "gfx942")


def test_gfx950_lowers_it_as_iree_313_to_what_computes_the_same(iree_opt_3_13: Path) -> None:
    theirs = run_iree_opt(CONTRACTION, PIPELINE, extra_args=("--iree-gpu-test-target=gfx950",), iree_opt=iree_opt_3_13)
    ours = materialize(CONTRACTION, "gfx950")
    assert "#iree_gpu.data_tiled_scaled_mma_layout<intrinsic = MFMA_SCALE_F32_16x16x128_B32" in str(ours)
    assert_structurally_equal(parse_module(theirs, allow_unregistered=True), ours, labels=("iree-opt 3.13", "ours"))
    harness = interpretation_harness(CONTRACTION, "scaled", "gfx950")
    assert harness is not None
    report = compare(*harness, "__check", seed=3)
    assert report.agree, report.summary()
