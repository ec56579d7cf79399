"""The float64 twin of a program, its unit roundoff and its reduction length (interpreters/float64.py)."""

from typing import Any

import numpy as np
import pytest
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float4E2M1FNType,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float8E8M0FNUType,
    Float16Type,
    Float32Type,
    Float64Type,
)
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.interpreters import new_interpreter
from xdsl_encoding.interpreters.float64 import ReductionLength, as_float64, promote_to_float64, unit_roundoff
from xdsl_encoding.interpreters.rounding import UNDERFLOW, UNIT_ROUNDOFF

MIXED = """func.func @main(%a: tensor<2x3xbf16>, %b: tensor<3x4xf16>) -> tensor<2x4xf32> {
  %half = arith.constant 5.000000e-01 : f32
  %bias = arith.constant dense<[1.0, 2.5, -3.0, 0.1]> : tensor<4xf32>
  %init = arith.constant dense<0.0> : tensor<2x4xf32>
  %a32 = arith.extf %a : tensor<2x3xbf16> to tensor<2x3xf32>
  %b32 = arith.extf %b : tensor<3x4xf16> to tensor<3x4xf32>
  %m = linalg.matmul ins(%a32, %b32 : tensor<2x3xf32>, tensor<3x4xf32>) outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %bb = linalg.broadcast ins(%bias : tensor<4xf32>) outs(%e : tensor<2x4xf32>) dimensions = [0]
  %s = arith.addf %m, %bb : tensor<2x4xf32>
  %hs = linalg.fill ins(%half : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = arith.mulf %s, %hs : tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}"""


def test_every_narrow_float_becomes_f64_and_literals_keep_their_values():
    module = parse_module(MIXED)
    before = str(module)
    promoted = promote_to_float64(module)
    assert str(module) == before
    text = str(promoted)
    for narrow in ("f32", "f16", "bf16"):
        assert f"x{narrow}>" not in text
        assert f": {narrow}" not in text
    # 0.1 keeps its f32 value, 0.100000001490116...: the twin computes what the program computes
    assert "dense<[1.000000e+00, 2.500000e+00, -3.000000e+00, 0.10000000149011612]> : tensor<4xf64>" in text
    assert "dense<0.000000e+00> : tensor<2x4xf64>" in text
    a = np.array([[1, 2, 3], [4, 5, 6]], np.float32) / 8
    b = np.arange(12, dtype=np.float16).reshape(3, 4) / 4
    (exact,) = interpret(promoted, "main", as_float64(a), as_float64(b))
    assert exact.dtype == np.float64
    bias = np.array([1.0, 2.5, -3.0, np.float64(np.float32(0.1))])
    np.testing.assert_allclose(exact, (a.astype(np.float64) @ b.astype(np.float64) + bias) * 0.5, rtol=1e-15)


def test_a_float_bitcast_has_no_float64_twin():
    module = parse_module(
        """func.func @main(%a: f32) -> i32 {
          %i = arith.bitcast %a : f32 to i32
          return %i : i32
        }"""
    )
    with pytest.raises(InterpretationError, match=r"arith.bitcast reads the bits of a float"):
        promote_to_float64(module)


def test_inputs_widen_exactly_and_integers_stay():
    x = np.array([0.1, -2.5], np.float32)
    assert as_float64(x).dtype == np.float64
    np.testing.assert_array_equal(as_float64(x), x.astype(np.float64))
    assert type(as_float64(np.float16(0.5))) is np.float64
    ints = np.array([1, 2], np.int32)
    assert as_float64(ints) is ints


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (MIXED, 2.0**-24),  # bf16 and f16 arrive as inputs; every op produces f32
        ("func.func @main(%a: f16) -> f16 {\n %r = arith.addf %a, %a : f16\n return %r : f16\n}", 2.0**-11),
        ("func.func @main(%a: i32) -> i32 {\n %r = arith.addi %a, %a : i32\n return %r : i32\n}", 0.0),
    ],
)
def test_unit_roundoff_is_that_of_the_least_precise_float_an_op_produces(text: str, expected: float):
    assert unit_roundoff(parse_module(text)) == expected
    assert unit_roundoff(promote_to_float64(parse_module(text))) in (0.0, 2.0**-53)


def _terms(text: str, *args: Any) -> int:
    counter = ReductionLength()
    new_interpreter(parse_module(text), listeners=(counter,)).call_op("main", args)
    return counter.terms


def test_reduction_length_counts_the_terms_every_reduction_sums_at_run_time():
    matmul = """func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x5xf32>, %c: tensor<?x5xf32>) -> tensor<?x5xf32> {
      %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x5xf32>) outs(%c : tensor<?x5xf32>) -> tensor<?x5xf32>
      %s = linalg.matmul ins(%a, %r : tensor<?x?xf32>, tensor<?x5xf32>) outs(%c : tensor<?x5xf32>) -> tensor<?x5xf32>
      return %s : tensor<?x5xf32>
    }"""
    a, b, c = np.ones((7, 7), np.float32), np.ones((7, 5), np.float32), np.ones((7, 5), np.float32)
    assert _terms(matmul, a, b, c) == 14
    reduce = """func.func @main(%a: tensor<3x4x6xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
      %r = linalg.reduce ins(%a : tensor<3x4x6xf32>) outs(%init : tensor<4xf32>) dimensions = [0, 2]
        (%x: f32, %acc: f32) {
          %s = arith.addf %x, %acc : f32
          linalg.yield %s : f32
        }
      return %r : tensor<4xf32>
    }"""
    assert _terms(reduce, np.ones((3, 4, 6), np.float32), np.zeros(4, np.float32)) == 18
    elementwise = "func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {\n %r = arith.addf %a, %a : tensor<3xf32>\n return %r : tensor<3xf32>\n}"
    assert _terms(elementwise, np.ones(3, np.float32)) == 0


def test_unit_roundoff_and_underflow_of_every_float_type() -> None:
    """`rounding`'s tables come from each type's format (`ml_dtypes.finfo`): Higham's u and half the smallest subnormal."""
    exponents = {
        Float4E2M1FNType: (-2, -2),
        Float8E8M0FNUType: (-1, -128),
        Float8E4M3FNType: (-4, -10),
        Float8E4M3FNUZType: (-4, -11),
        Float8E5M2Type: (-3, -17),
        Float8E5M2FNUZType: (-3, -18),
        BFloat16Type: (-8, -134),
        Float16Type: (-11, -25),
        Float32Type: (-24, -150),
        Float64Type: (-53, -1075),
    }
    assert UNIT_ROUNDOFF == {t: 2.0**u for t, (u, _) in exponents.items()}
    assert UNDERFLOW == {t: 2.0**e for t, (_, e) in exponents.items()}
