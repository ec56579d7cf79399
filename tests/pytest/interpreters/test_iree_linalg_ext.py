"""quantize_affine / dequantize_affine compute IREE's decomposition: roundeven, clamp, zero points, per-axis scales."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module

ID = "affine_map<(d0, d1) -> (d0, d1)>"
SCALAR = "affine_map<(d0, d1) -> ()>"
AXIS1 = "affine_map<(d0, d1) -> (d1)>"


def test_quantize_rounds_half_to_even_adds_the_zero_point_and_clamps():
    module = parse_module(
        f"""
util.func public @f(%x: tensor<1x6xf32>) -> (tensor<1x6xi8>, tensor<1x6xf32>) {{
  %s = arith.constant 5.000000e-01 : f32
  %z = arith.constant 3 : i64
  %e = tensor.empty() : tensor<1x6xi8>
  %q = iree_linalg_ext.quantize_affine <indexing_maps = [{ID}, {SCALAR}, {SCALAR}, {ID}], quant_min = -128, quant_max = 127> ins(%x, %s, %z : tensor<1x6xf32>, f32, i64) outs(%e : tensor<1x6xi8>) -> tensor<1x6xi8>
  %f = tensor.empty() : tensor<1x6xf32>
  %d = iree_linalg_ext.dequantize_affine <indexing_maps = [{ID}, {SCALAR}, {SCALAR}, {ID}], quant_min = -128, quant_max = 127> ins(%q, %s, %z : tensor<1x6xi8>, f32, i64) outs(%f : tensor<1x6xf32>) -> tensor<1x6xf32>
  util.return %q, %d : tensor<1x6xi8>, tensor<1x6xf32>
}}
"""
    )
    x = np.array([[0.25, 0.75, -1.25, 1000.0, -1000.0, np.nan]], np.float32)
    q, d = interpret(module, "f", x)
    # x / 0.5 = 0.5, 1.5, -2.5 round to 0, 2, -2; +3; then clamped; NaN becomes quant_min (maxnumf)
    np.testing.assert_array_equal(q, [[3, 5, 1, 127, -128, -128]])
    assert q.dtype == np.int8
    np.testing.assert_array_equal(d, [[0.0, 1.0, -1.0, 62.0, -65.5, -65.5]])


def test_per_axis_scales_and_unsigned_storage():
    module = parse_module(
        f"""
util.func public @f(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %z: tensor<3xi8>) -> (tensor<2x3xi8>, tensor<2x3xf32>) {{
  %e = tensor.empty() : tensor<2x3xi8>
  %q = iree_linalg_ext.quantize_affine <indexing_maps = [{ID}, {AXIS1}, {AXIS1}, {ID}], quant_min = 0, quant_max = 255, storage_unsigned> ins(%x, %s, %z : tensor<2x3xf32>, tensor<3xf32>, tensor<3xi8>) outs(%e : tensor<2x3xi8>) -> tensor<2x3xi8>
  %f = tensor.empty() : tensor<2x3xf32>
  %d = iree_linalg_ext.dequantize_affine <indexing_maps = [{ID}, {AXIS1}, {AXIS1}, {ID}], quant_min = 0, quant_max = 255, input_unsigned> ins(%q, %s, %z : tensor<2x3xi8>, tensor<3xf32>, tensor<3xi8>) outs(%f : tensor<2x3xf32>) -> tensor<2x3xf32>
  util.return %q, %d : tensor<2x3xi8>, tensor<2x3xf32>
}}
"""
    )
    x = np.array([[1.0, 2.0, 3.0], [-1.0, 100.0, 0.0]], np.float32)
    scale = np.array([1.0, 0.5, 0.25], np.float32)
    zero_point = np.array([128, 0, 200], np.uint8).view(np.int8)  # read unsigned: 128, 0, 200
    q, d = interpret(module, "f", x, scale, zero_point)
    np.testing.assert_array_equal(q.view(np.uint8), [[129, 4, 212], [127, 200, 200]])
    np.testing.assert_array_equal(d, [[1.0, 2.0, 3.0], [-1.0, 100.0, 0.0]])


SCAN = """
func.func @f(%x: tensor<{shape}xi32>, %o: tensor<{shape}xi32>, %a: tensor<{acc}xi32>) -> (tensor<{shape}xi32>, tensor<{acc}xi32>) {{
  %r:2 = iree_linalg_ext.scan {{operandSegmentSizes = array<i32: 1, 2>}} dimension({dim}) inclusive({inclusive}) ins(%x : tensor<{shape}xi32>) outs(%o, %a : tensor<{shape}xi32>, tensor<{acc}xi32>) {{
  ^bb0(%p: i32, %n: i32):
    {body}
    iree_linalg_ext.yield %s : i32
  }} -> tensor<{shape}xi32>, tensor<{acc}xi32>
  return %r#0, %r#1 : tensor<{shape}xi32>, tensor<{acc}xi32>
}}
"""


@pytest.mark.parametrize("inclusive", ["true", "false"])
@pytest.mark.parametrize(
    "body",
    [
        "%s = arith.addi %p, %n : i32",
        # a body with a region (scf.if) is not element-wise: it runs once per element
        "%c = arith.cmpi sgt, %n, %p : i32\n    %s = scf.if %c -> (i32) {\n      %t = arith.addi %p, %n : i32\n"
        "      scf.yield %t : i32\n    } else {\n      %u = arith.addi %n, %p : i32\n      scf.yield %u : i32\n    }",
    ],
    ids=["vectorized", "per-element"],
)
def test_scan_matches_irees_scalar_implementation(inclusive: str, body: str):
    module = parse_module(SCAN.format(shape="3x4", acc="4", dim=0, inclusive=inclusive, body=body))
    x = np.arange(12, dtype=np.int32).reshape(3, 4)
    acc = np.array([100, 200, 300, 400], np.int32)
    out, final = interpret(module, "f", x, np.zeros_like(x), acc)
    if inclusive == "true":
        expected = np.cumsum(x, axis=0, dtype=np.int32)
    else:  # out[0] = acc, out[i] = out[i-1] + x[i-1]
        expected = np.concatenate([acc[None], acc + np.cumsum(x, axis=0, dtype=np.int32)[:-1]])
    np.testing.assert_array_equal(out, expected)
    np.testing.assert_array_equal(final, expected[-1])


SCATTER = """
util.func public @f(%u: tensor<2x3xf32>, %i: tensor<2x1xi64>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%u, %i : tensor<2x3xf32>, tensor<2x1xi64>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x3xf32>
  util.return %r : tensor<4x3xf32>
}
"""


def test_scatter_combines_duplicates_in_batch_order_and_refuses_indices_out_of_bounds():
    module = parse_module(SCATTER)
    u = np.array([[1, 2, 3], [10, 20, 30]], np.float32)
    o = np.zeros((4, 3), np.float32)
    (r,) = interpret(module, "f", u, np.array([[3], [3]], np.int64), o)
    np.testing.assert_array_equal(r, [[0, 0, 0], [0, 0, 0], [0, 0, 0], [11, 22, 33]])
    with pytest.raises(InterpretationError, match=r"iree_linalg_ext.scatter: update 1 indexes \[4\] outside \[4, 3\]"):
        interpret(module, "f", u, np.array([[0], [4]], np.int64), o)
