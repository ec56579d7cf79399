"""Agreement against a float64 evaluation with a reduction-aware bound (xdsl_encoding/comparison.py)."""

import math
from typing import Any

import numpy as np
import pytest

from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.comparison import reduction_gamma

MATMUL_688 = """func.func @main(%a: tensor<128x688xf32>, %b: tensor<688x96xf32>, %c: tensor<128x96xf32>) -> tensor<128x96xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<128x688xf32>, tensor<688x96xf32>) outs(%c : tensor<128x96xf32>) -> tensor<128x96xf32>
  func.return %r : tensor<128x96xf32>
}"""

U32 = 2.0**-24


def _inputs(seed: int, scale: float) -> list[np.ndarray[Any, Any]]:
    rng = np.random.default_rng(seed)
    return [(scale * rng.uniform(-1, 1, shape)).astype(np.float32) for shape in [(128, 688), (688, 96), (128, 96)]]


@pytest.fixture(scope="module")
def padded() -> tuple[Any, Any]:
    module = parse_module(MATMUL_688)
    lowered = run_passes(module, "set-encoding,materialize-encoding-into-padding")
    assert str(lowered).count("tensor.pad ") == 2  # K padded from 688 to 704 on both operands
    return module, lowered


def test_a_correctly_padded_688_wide_matmul_agrees_although_the_summation_order_changed(padded: tuple[Any, Any]):
    module, lowered = padded
    report = compare(module, lowered, "main", inputs=_inputs(1, 8.0))
    own, other = report.reference[0].astype(np.float64), report.other[0]
    # The old rule (other vs the first program's own f32 result, rtol=1e-4, atol=1e-5) rejected this.
    assert not (np.abs(own - other) <= 1e-5 + 1e-4 * np.abs(own)).all()
    assert report.agree, report.summary()
    assert report.reduction_terms == 688
    assert report.results[0].gamma == pytest.approx(reduction_gamma(688, U32))
    assert report.exact[0].dtype == np.float64
    a, b, c = (x.astype(np.float64) for x in report.inputs)
    np.testing.assert_allclose(report.exact[0], c + a @ b, rtol=1e-12)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("low[0, 0] high[0, 16]", "low[0, 1] high[0, 15]"),  # K of the LHS shifted by one
        ("arith.constant 0.000000e+00 : f32", "arith.constant 2.500000e-01 : f32"),  # padding is not zero
    ],
)
def test_a_wrongly_padded_matmul_still_disagrees(padded: tuple[Any, Any], old: str, new: str):
    module, lowered = padded
    text = str(lowered)
    assert old in text
    wrong = parse_module(text.replace(old, new))
    report = compare(module, wrong, "main", inputs=_inputs(0, 1.0))
    assert not report.agree
    assert "result #0: disagree" in report.summary()
    assert report.results[0].worst_error > report.results[0].worst_tolerance


def test_the_bound_grows_linearly_then_like_the_square_root_of_k():
    assert reduction_gamma(1, U32) == 0.0
    assert reduction_gamma(50, U32) == pytest.approx(50 * U32 / (1 - 50 * U32))
    assert reduction_gamma(688, U32) == pytest.approx(10 * math.sqrt(688) * U32, rel=1e-4)
    assert reduction_gamma(4 * 688, U32) == pytest.approx(2 * reduction_gamma(688, U32), rel=1e-4)
    assert math.isfinite(reduction_gamma(688, 2.0**-8))  # bf16: K u > 1, the probabilistic bound holds


def test_each_result_shows_its_own_tolerance():
    module = parse_module(
        """func.func @main(%a: tensor<4x64xf32>, %b: tensor<64x3xf32>, %c: tensor<4x3xf32>, %i: tensor<5xi32>)
            -> (tensor<4x3xf32>, tensor<5xi32>) {
          %r = linalg.matmul ins(%a, %b : tensor<4x64xf32>, tensor<64x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
          %s = arith.addi %i, %i : tensor<5xi32>
          func.return %r, %s : tensor<4x3xf32>, tensor<5xi32>
        }"""
    )
    report = compare(module, module, "main", seed=2)
    assert report.agree
    matmul, integers = report.results
    assert (matmul.rtol, matmul.atol, matmul.gamma) == (1e-4, 1e-5, pytest.approx(64 * U32 / (1 - 64 * U32)))
    assert (integers.rtol, integers.atol, integers.gamma) == (0.0, 0.0, 0.0)
    lines = report.summary().splitlines()
    assert lines[-2].startswith("result #0: agree")
    assert "*|a|.|b|" in lines[-2]
    assert lines[-1].startswith("result #1: agree")
    assert lines[-1].endswith("= atol 0 + rtol 0*|exact|")


def test_a_program_that_reads_float_bits_is_judged_against_its_own_results():
    module = parse_module(
        """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
          %i = arith.bitcast %a : tensor<4xf32> to tensor<4xi32>
          %f = arith.bitcast %i : tensor<4xi32> to tensor<4xf32>
          return %f : tensor<4xf32>
        }"""
    )
    report = compare(module, module, "main")
    assert report.agree
    assert report.exact_note is not None
    assert "arith.bitcast reads the bits of a float" in report.exact_note
    assert report.exact[0].dtype == np.float32
