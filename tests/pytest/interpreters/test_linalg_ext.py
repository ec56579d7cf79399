"""The numpy interpreter on the linalg ops of `xdsl_encoding.dialects.linalg`, against numpy references."""

from __future__ import annotations

import numpy as np
import pytest
from linalg_programs import CASES, Case, assert_results_match
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.interpreters import relayout


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_interpreter_matches_numpy(case: Case) -> None:
    inputs = case.inputs(np.random.default_rng(0))
    got = interpret(parse_module(case.mlir), case.name, *inputs)
    assert_results_match(case, got, case.reference(inputs))


def test_integer_accumulation_wraps_in_the_result_type() -> None:
    """i8 x i8 -> i32 products are widened first (signed), sums wrap modulo 2^32 like MLIR's."""
    case = next(c for c in CASES if c.name == "matmul_i8_i32")
    a = np.full((5, 7), -128, np.int8)
    b = np.full((7, 6), -128, np.int8)
    c = np.full((5, 6), 2**31 - 1, np.int32)
    (got,) = interpret(parse_module(case.mlir), case.name, a, b, c)
    want = (c.astype(np.int64) + 7 * 128 * 128 + 2**31) % 2**32 - 2**31
    np.testing.assert_array_equal(got, want.astype(np.int32))


def test_pack_without_padding_value_on_a_partial_tile_is_refused() -> None:
    with pytest.raises(InterpretationError, match="no padding_value"):
        relayout.pack(np.zeros((5, 8), np.float32), [0], [4], [], None, (2, 8, 4))


def test_unpack_inverts_pack() -> None:
    rng = np.random.default_rng(1)
    x = rng.integers(-9, 9, (7, 5, 3)).astype(np.int32)
    packed = relayout.pack(x, [2, 0], [2, 4], [1, 2, 0], np.int32(0), (5, 2, 2, 2, 4))
    np.testing.assert_array_equal(relayout.unpack(packed, [2, 0], [2, 4], [1, 2, 0], (7, 5, 3)), x)


def test_dynamic_tile_must_be_positive() -> None:
    case = next(c for c in CASES if c.name == "pack_dynamic_tile")
    src, pad, _, _ = case.inputs(np.random.default_rng(0))
    with pytest.raises(InterpretationError, match="not positive"):
        interpret(parse_module(case.mlir), case.name, src, pad, np.int64(0), np.int64(3))


# The data-tiled matmul as `set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64
# cpu-features="+avx512f"}` prints it for 32x32x32 (bench/interpreter.py runs it at 512^3).
DATA_TILED_MATMUL = """
func.func @main(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %z = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<2x32x16x1xf32>
  %1 = linalg.pack %a outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %0 : tensor<32x32xf32> -> tensor<2x32x16x1xf32>
  %2 = linalg.pack %b outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [16, 1] into %0 : tensor<32x32xf32> -> tensor<2x32x16x1xf32>
  %3 = tensor.empty() : tensor<2x2x16x16xf32>
  %4 = linalg.fill ins(%z : f32) outs(%3 : tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
  %5 = linalg.mmt4d ins(%1, %2 : tensor<2x32x16x1xf32>, tensor<2x32x16x1xf32>) outs(%4 : tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
  %6 = tensor.empty() : tensor<32x32xf32>
  %r = linalg.unpack %5 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [16, 16] into %6 : tensor<2x2x16x16xf32> -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}
"""


def test_pack_and_unpack_without_padding_are_views() -> None:
    x = np.arange(8 * 6, dtype=np.float32).reshape(8, 6)
    packed = relayout.pack(x, [0, 1], [4, 2], [1, 0], None, (3, 2, 4, 2))
    assert np.shares_memory(packed, x)
    assert np.shares_memory(relayout.unpack(packed, [0, 1], [4, 2], [1, 0], (8, 6)), x)
    padded = relayout.pack(x, [0], [3], [], np.float32(0), (3, 6, 3))
    assert not np.shares_memory(padded, x)


def test_data_tiled_matmul_is_one_matmul_on_the_original_operands() -> None:
    """pack (a view) -> mmt4d (BLAS on the composed views, i.e. on `a` and `b`) -> unpack (a view back)."""
    rng = np.random.default_rng(3)
    a, b = (rng.integers(-4, 5, (32, 32)).astype(np.float32) for _ in range(2))
    before = a.copy(), b.copy()
    (r,) = interpret(parse_module(DATA_TILED_MATMUL), "main", a, b)
    np.testing.assert_array_equal(r, a @ b)  # small integers: exact in any summation order
    np.testing.assert_array_equal(a, before[0])
    np.testing.assert_array_equal(b, before[1])
    assert r.flags.writeable
    assert not np.shares_memory(r, a)
    assert not np.shares_memory(r, b)
    r[0, 0] = 1e9  # the caller owns the result
    (again,) = interpret(parse_module(DATA_TILED_MATMUL), "main", a, b)
    np.testing.assert_array_equal(again, a @ b)


def test_fill_into_empty_is_a_splat_and_results_are_writable() -> None:
    text = """
    func.func @main() -> tensor<4x3xf32> {
      %v = arith.constant -0.0 : f32
      %e = tensor.empty() : tensor<4x3xf32>
      %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
      return %f : tensor<4x3xf32>
    }
    """
    (r,) = interpret(parse_module(text), "main")
    np.testing.assert_array_equal(r, np.full((4, 3), -0.0, np.float32))
    assert np.all(np.signbit(r))
    assert r.flags.writeable
    r[1, 1] = 5.0
    assert r[0, 0] == 0.0
    assert r[1, 1] == 5.0
