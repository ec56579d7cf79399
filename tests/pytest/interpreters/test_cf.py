"""`cf.assert`: passes when true (scalar or whole array), stops with the op's message when not."""

import numpy as np
import pytest
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module

PROGRAM = """
func.func @f(%i: index, %n: index) -> index {
  %ok = arith.cmpi slt, %i, %n : index
  cf.assert %ok, "index must be smaller than dim size"
  return %i : index
}
"""


def test_a_true_assert_passes():
    (r,) = interpret(parse_module(PROGRAM), "f", np.int64(1), np.int64(3))
    assert r == 1


def test_a_false_assert_stops_with_its_message():
    with pytest.raises(InterpretationError, match=r"cf\.assert failed: index must be smaller than dim size"):
        interpret(parse_module(PROGRAM), "f", np.int64(3), np.int64(3))


def test_an_assert_in_a_vectorized_body_checks_every_element():
    text = """
func.func @f(%x: tensor<4xi64>) -> tensor<4xi64> {
  %c4 = arith.constant 4 : i64
  %e = tensor.empty() : tensor<4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%in: i64, %out: i64):
    %ok = arith.cmpi slt, %in, %c4 : i64
    cf.assert %ok, "index out of range"
    linalg.yield %in : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}
"""
    module = parse_module(text)
    (r,) = interpret(module, "f", np.array([0, 1, 2, 3]))
    np.testing.assert_array_equal(r, [0, 1, 2, 3])
    with pytest.raises(InterpretationError, match="index out of range"):
        interpret(module, "f", np.array([0, 1, 9, 3]))
