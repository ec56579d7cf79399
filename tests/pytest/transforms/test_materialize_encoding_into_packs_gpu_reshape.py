"""Reshapes of tensors with a GPU data-tiling encoding fail, as in iree-opt 3.13, with a diagnostic.

IREE 3.13's materialization has no pattern for `tensor.expand_shape` / `collapse_shape` of encoded
tensors: iree-opt fails to legalize them (and crashes on an encoding that records a reshape in its
`user_indexing_maps`, so that case is not run through it). A swizzled tile is never reshaped here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from iree_port_cases import materialize
from xdsl.utils.exceptions import DiagnosticException

from testing.oracle import IreeOptError, run_iree_opt

PIPELINE = (
    "builtin.module(func.func(iree-codegen-materialize-device-encoding{test-gpu-encoding-resolver=gpu_data_tiling}))"
)
MAPS = (
    "affine_map<(d0, d1, d2) -> (d0, d2)>",
    "affine_map<(d0, d1, d2) -> (d2, d1)>",
    "affine_map<(d0, d1, d2) -> (d0, d1)>",
)


def _encoding(lhs: str) -> str:
    return (
        "#iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32, f32, f32], "
        f"user_indexing_maps = [{lhs}, {MAPS[1]}, {MAPS[2]}], iteration_sizes = [128, 64, 32]>"
    )


PLAIN = f"""func.func @f(%src: tensor<128x32xf32>) -> tensor<2x64x32xf32, {_encoding(MAPS[0])}> {{
  %0 = iree_encoding.set_encoding %src : tensor<128x32xf32> -> tensor<128x32xf32, {_encoding(MAPS[0])}>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 64, 32]
      : tensor<128x32xf32, {_encoding(MAPS[0])}> into tensor<2x64x32xf32, {_encoding(MAPS[0])}>
  return %1 : tensor<2x64x32xf32, {_encoding(MAPS[0])}>
}}
"""

CHAINED = _encoding(f"[{MAPS[0]}, affine_map<(d0, d1) -> (d0 floordiv 64, d0 mod 64, d1)>]")
SPREAD = f"""func.func @f(%src: tensor<2x64x32xf32>) -> tensor<2x64x32xf32, {CHAINED}> {{
  %0 = iree_encoding.set_encoding %src : tensor<2x64x32xf32> -> tensor<2x64x32xf32, {CHAINED}>
  return %0 : tensor<2x64x32xf32, {CHAINED}>
}}
"""


def test_a_reshape_of_an_encoded_tensor_fails_as_in_iree_313(iree_opt_3_13: Path) -> None:
    with pytest.raises(IreeOptError, match=r"failed to legalize operation 'tensor\.expand_shape'"):
        run_iree_opt(PLAIN, PIPELINE, extra_args=("--iree-gpu-test-target=gfx942",), iree_opt=iree_opt_3_13)
    with pytest.raises(
        DiagnosticException,
        match=r"malformed encoding on tensor<2x64x32xf32.*has 2 result\(s\), but the tensor has rank 3",
    ):
        materialize(PLAIN, "gfx942")


def test_a_swizzled_tile_spread_over_reshaped_dims_is_a_diagnostic() -> None:
    with pytest.raises(DiagnosticException, match="the M loop dim d0 is spread over several tensor dims by a reshape"):
        materialize(SPREAD, "gfx942")
