"""Reductions that read their accumulators freely (argmax) run one reduction step at a time
(interpreters/structured_scan.py): the same bits as one body evaluation per point."""

from typing import Any

import numpy as np
import pytest

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.interpreters import structured_engine, structured_scan

from .test_linalg import op_counts

# torch-mlir's max + argmax over the last dim, as iree-import-onnx prints ONNX Softmax's (IREE 3.13,
# bench/iree_worker.py): the index output reads the max accumulator, so no ufunc.reduce computes it.
ARGMAX = """
func.func @main(%x: tensor<{p}x{q}x{r}xf32>, %m0: tensor<{p}x{q}xf32>, %i0: tensor<{p}x{q}xi64>)
    -> (tensor<{p}x{q}xf32>, tensor<{p}x{q}xi64>) {{
  %0:2 = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>,
                                          affine_map<(d0, d1, d2) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%x : tensor<{p}x{q}x{r}xf32>) outs(%m0, %i0 : tensor<{p}x{q}xf32>, tensor<{p}x{q}xi64>) {{
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %1 = linalg.index 2 : index
    %2 = arith.index_cast %1 : index to i64
    %3 = arith.maximumf %in, %out : f32
    %4 = arith.cmpf ogt, %in, %out : f32
    %5 = arith.select %4, %2, %out_1 : i64
    linalg.yield %3, %5 : f32, i64
  }} -> (tensor<{p}x{q}xf32>, tensor<{p}x{q}xi64>)
  return %0#0, %0#1 : tensor<{p}x{q}xf32>, tensor<{p}x{q}xi64>
}}
"""

# Two reduction loops, one input that does not vary along the second, the index of both in the body.
TWO_REDUCTIONS = """
func.func @main(%x: tensor<{p}x3x4xf32>, %y: tensor<{p}x3xf32>, %init: tensor<{p}xf32>) -> tensor<{p}xf32> {{
  %0 = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>,
                                        affine_map<(d0, d1, d2) -> (d0)>],
                       iterator_types = ["parallel", "reduction", "reduction"]}}
      ins(%x, %y : tensor<{p}x3x4xf32>, tensor<{p}x3xf32>) outs(%init : tensor<{p}xf32>) {{
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    %t = arith.mulf %acc, %b : f32
    %u = arith.addf %t, %a : f32
    %v = arith.subf %u, %kf : f32
    linalg.yield %v : f32
  }} -> tensor<{p}xf32>
  return %0 : tensor<{p}xf32>
}}
"""


def _never_vectorized(*_: object) -> None:
    return None


def _per_point(monkeypatch: pytest.MonkeyPatch, text: str, *args: Any) -> tuple[Any, ...]:
    with monkeypatch.context() as patch:
        patch.setattr(structured_engine, "_run_vectorized", _never_vectorized)
        return interpret(parse_module(text), "main", *args)


def _argmax_inputs(p: int, q: int, r: int) -> tuple[np.ndarray[Any, Any], ...]:
    rng = np.random.default_rng(1)
    x = rng.integers(-3, 4, (p, q, r)).astype(np.float32)  # small integers: many ties
    x[0, 0, 2] = np.nan  # NaN mid-row: maximumf propagates it, ogt is false from there on
    x[0, 1, :] = -np.inf  # never above an init of -inf: the init index stays
    m0 = np.full((p, q), -np.inf, np.float32)
    m0[1, 0] = 10.0  # an init above every element
    i0 = np.full((p, q), -1, np.int64)
    return x, m0, i0


def test_argmax_runs_one_body_per_reduction_step_and_matches_the_per_point_path(monkeypatch: pytest.MonkeyPatch):
    p, q, r = 4, 32, 6
    text = ARGMAX.format(p=p, q=q, r=r)
    args = _argmax_inputs(p, q, r)
    maxima, indices = interpret(parse_module(text), "main", *args)
    want_maxima, want_indices = _per_point(monkeypatch, text, *args)
    np.testing.assert_array_equal(maxima, want_maxima)  # NaNs in the same places
    np.testing.assert_array_equal(indices, want_indices)
    assert indices.dtype == np.int64
    assert maxima.dtype == np.float32
    assert op_counts(text, *args)["arith.cmpf"] == r


def test_argmax_agrees_with_numpy_on_the_rows_numpy_defines():
    p, q, r = 4, 32, 6
    x, m0, i0 = _argmax_inputs(p, q, r)
    maxima, indices = interpret(parse_module(ARGMAX.format(p=p, q=q, r=r)), "main", x, m0, i0)
    assert np.isnan(maxima[0, 0])
    assert indices[0, 0] == np.argmax(x[0, 0, :2])
    assert maxima[0, 1] == -np.inf
    assert indices[0, 1] == -1
    assert maxima[1, 0] == 10.0
    assert indices[1, 0] == -1
    plain = np.ones((p, q), bool)
    plain[0, :2] = plain[1, 0] = False
    np.testing.assert_array_equal(indices[plain], np.argmax(x, axis=2)[plain])  # first of the ties
    np.testing.assert_array_equal(maxima[plain], x.max(axis=2)[plain])


def test_two_reduction_loops_with_their_indices_match_the_per_point_path(monkeypatch: pytest.MonkeyPatch):
    p = 80
    rng = np.random.default_rng(2)
    args = tuple(rng.uniform(-1, 1, shape).astype(np.float32) for shape in ((p, 3, 4), (p, 3), (p,)))
    text = TWO_REDUCTIONS.format(p=p)
    (got,) = interpret(parse_module(text), "main", *args)
    np.testing.assert_array_equal(got, _per_point(monkeypatch, text, *args)[0])
    assert op_counts(text, *args)["arith.mulf"] == 3 * 4


def test_few_parallel_points_keep_the_per_point_loop(monkeypatch: pytest.MonkeyPatch):
    p, q, r = 1, 1, 5  # one parallel point: a scan would run the body as often
    assert p * q < structured_scan.SCAN_MIN_ELEMENTS_PER_STEP
    text = ARGMAX.format(p=p, q=q, r=r)
    x = np.array([[[1.0, 3.0, np.nan, 3.0, 2.0]]], np.float32)
    args = (x, np.full((p, q), -np.inf, np.float32), np.full((p, q), -1, np.int64))
    got = interpret(parse_module(text), "main", *args)
    for ours, theirs in zip(got, _per_point(monkeypatch, text, *args)):
        np.testing.assert_array_equal(ours, theirs)
    assert op_counts(text, *args)["arith.cmpf"] == p * q * r
