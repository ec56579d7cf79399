"""`cf.assert`: passes when true (scalar or whole array), stops with the op's message when not.

In a structured op's body it is checked once over the whole iteration space, by every strategy
(element-wise, reduction, contraction), never by falling back to one evaluation per element."""

from collections import Counter

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import Interpreter
from xdsl.ir import Operation
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding import api
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


class _Count(Interpreter.Listener):
    """How many times each op ran."""

    def __init__(self) -> None:
        self.runs: Counter[str] = Counter()

    def will_interpret_op(self, op: Operation, args: tuple[object, ...]) -> None:
        self.runs[op.name] += 1


def _runs(module: ModuleOp, *args: np.ndarray) -> Counter[str]:
    count = _Count()
    api._interpret(module, "f", args, 64, (count,))  # pyright: ignore[reportPrivateUsage]
    return count.runs


RMS_SUM = """
func.func @f(%x: tensor<3x?xf32>) -> tensor<3xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x?xf32>) outs(%z : tensor<3xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %finite = arith.cmpf ord, %in, %in : f32
    cf.assert %finite, "unimplemented: NaN input"
    %sq = arith.mulf %in, %in : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
"""
"""A sum of squares (RMSNorm's) whose body asserts on its input: a reduction strategy."""


def test_a_reduction_body_with_an_assert_runs_once_on_whole_arrays():
    module = parse_module(RMS_SUM)
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    (r,) = interpret(module, "f", x)
    np.testing.assert_allclose(r, (x * x).sum(axis=1))
    runs = _runs(module, x)
    assert runs["cf.assert"] == 1, runs
    assert runs["arith.mulf"] == 1, runs


def test_a_reduction_assert_that_fails_for_one_element_fails_with_its_message():
    x = np.ones((3, 4), np.float32)
    x[2, 3] = np.nan
    with pytest.raises(InterpretationError, match=r"cf\.assert failed: unimplemented: NaN input"):
        interpret(parse_module(RMS_SUM), "f", x)


def test_an_assert_over_an_empty_iteration_space_never_runs():
    x = np.full((3, 0), np.nan, np.float32)  # the body never runs: no element to check
    (r,) = interpret(parse_module(RMS_SUM), "f", x)
    np.testing.assert_array_equal(r, np.zeros(3, np.float32))


MATMUL_CHECKED = """
func.func @f(%a: tensor<4x5xf32>, %b: tensor<5x3xf32>) -> tensor<4x3xf32> {
  %c0 = arith.constant 0.0 : f32
  %lim = arith.constant 100.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x5xf32>, tensor<5x3xf32>) outs(%z : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %small = arith.cmpf olt, %y, %lim : f32
    cf.assert %small, "weight too large"
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
"""


def test_a_contraction_body_with_an_assert_is_still_one_matmul():
    module = parse_module(MATMUL_CHECKED)
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((4, 5), np.float32), rng.standard_normal((5, 3), np.float32)
    (r,) = interpret(module, "f", a, b)
    np.testing.assert_allclose(r, a @ b, rtol=1e-5, atol=1e-6)
    assert _runs(module, a, b)["cf.assert"] == 1
    b[4, 1] = 1000.0
    with pytest.raises(InterpretationError, match="weight too large"):
        interpret(module, "f", a, b)


def test_an_assert_on_the_accumulator_is_checked_at_every_step():
    text = RMS_SUM.replace("cf.assert %finite", "%pos = arith.cmpf olt, %acc, %c0 : f32\n    cf.assert %pos")
    text = text.replace("%pos = arith.cmpf olt", "%pos = arith.cmpf oge")
    module = parse_module(text)
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    (r,) = interpret(module, "f", x)
    np.testing.assert_allclose(r, (x * x).sum(axis=1))
