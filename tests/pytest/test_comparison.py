"""Agreement against a float64 evaluation with a reduction-aware bound (xdsl_encoding/comparison.py)."""

import math
from typing import Any

import numpy as np
import pytest

from tests.pytest.comparison_programs import PIPELINES, TYPES, matmul, mutations, wrong_padding
from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.comparison import OWN_MULTIPLE, TIGHT_LAMBDA, reduction_gamma

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
    assert report.model is not None
    assert report.model.tight
    assert report.results[0].tolerance.gamma == pytest.approx(TIGHT_LAMBDA * math.sqrt(688) * U32)
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
    product, integers = report.results
    assert (product.tolerance.rtol, product.tolerance.atol, product.tolerance.gamma) == (
        0.0,
        0.0,
        pytest.approx(TIGHT_LAMBDA * 8 * U32),
    )
    assert product.tolerance.rounding == U32  # the one rounding of each result to f32
    assert (integers.tolerance.rtol, integers.tolerance.atol, integers.tolerance.gamma) == (0.0, 0.0, 0.0)
    lines = report.summary().splitlines()
    assert "linalg.matmul of K=64 terms accumulating at u=5.96e-08" in lines[-3]
    assert lines[-2].startswith("result #0: agree")
    assert "*(|terms|_2+|exact|)" in lines[-2]
    assert "1x the original's own rounding" in lines[-2]
    assert lines[-1].startswith("result #1: agree")
    assert "the original is exact too" in lines[-1]
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


@pytest.mark.parametrize(
    ("inputs", "accumulates"),
    [("f16", 2.0**-24), ("bf16", 2.0**-24), ("f32", 2.0**-24), ("f8E4M3FN", 2.0**-24)],
)
def test_a_reduction_rounds_at_the_type_it_accumulates_in_not_the_narrowest(inputs: str, accumulates: float):
    report = compare(parse_module(matmul(256, inputs, "f32")), parse_module(matmul(256, inputs, "f32")), seed=1)
    assert report.model is not None
    assert report.model.tight, report.summary()
    (reduction,) = report.model.reductions
    assert (reduction.terms, reduction.unit_roundoff) == (256, accumulates)
    assert report.results[0].tolerance.rounding == U32


def test_a_chain_gets_the_whole_program_bound_and_says_why():
    report = compare(
        parse_module(matmul(64, "f32", "f32", bias=True)), parse_module(matmul(64, "f32", "f32", bias=True))
    )
    assert report.agree
    assert report.model is not None
    assert not report.model.tight
    assert report.model.calibrated
    assert report.bound == "tight"
    assert "whole program (the result of linalg.matmul is computed on)" in report.summary()
    assert report.results[0].tolerance.calibrated


def _verdicts(k: int, ti: str, to: str) -> list[tuple[str, Any]]:
    original = parse_module(matmul(k, ti, to))
    wrong = dict(mutations(k, ti, to))
    if (padded := wrong_padding(str(run_passes(original, PIPELINES["padding"])), ti)) is not None:
        wrong["wrong padding value"] = padded
    return [(name, compare(original, parse_module(text), seed=k)) for name, text in wrong.items()]


@pytest.mark.parametrize(("ti", "to"), TYPES, ids=[f"{a}-{b}" for a, b in TYPES])
@pytest.mark.parametrize("k", [64, 1024, 8192])
def test_every_mutation_10x_further_from_float64_than_the_original_is_rejected(k: int, ti: str, to: str):
    if k == 8192 and to not in ("f16", "f32"):
        pytest.skip("K = 8192 runs for f16 and f32 results here; the rest in tests/pytest/fuzz/test_fuzz_comparison.py")
    verdicts = _verdicts(k, ti, to)
    far = [(name, r) for name, r in verdicts if r.error_ratio >= 10]
    assert len(far) >= len(verdicts) - 3, [(n, r.error_ratio) for n, r in verdicts]  # the test is not vacuous
    for name, report in far:
        assert not report.agree, f"{name} (K={k}, {ti} -> {to}) accepted:\n{report.summary()}"
        assert "disagree" in report.summary()
    if ti.startswith("i"):  # integers are exact: every mutation disagrees
        assert all(not r.agree for _, r in verdicts)


@pytest.mark.parametrize(("ti", "to"), TYPES, ids=[f"{a}-{b}" for a, b in TYPES])
def test_every_rewrite_of_the_project_is_accepted_at_k_16384(ti: str, to: str):
    original = parse_module(matmul(16384, ti, to))
    for name in ("padding", "packs-x86", "packs-arm", "propagate"):
        report = compare(original, run_passes(original, PIPELINES[name]), seed=3)
        assert report.agree, f"{name}:\n{report.summary()}"
        result = report.results[0]
        assert result.own_error <= result.worst_tolerance or result.worst_error == 0, report.summary()
        assert report.error_ratio <= 1.0 or ti.startswith("i")


def test_a_different_summation_order_is_accepted_and_reported_as_a_multiple_of_the_own_rounding():
    """K summed in two halves (two matmuls) is a correct f32 program that rounds differently."""
    a, b, c = "tensor<24x4096xf32>", "tensor<4096x24xf32>", "tensor<24x24xf32>"
    halves = f"""func.func @main(%a: {a}, %b: {b}, %c: {c}) -> {c} {{
  %a0 = tensor.extract_slice %a[0, 0] [24, 2048] [1, 1] : {a} to tensor<24x2048xf32>
  %a1 = tensor.extract_slice %a[0, 2048] [24, 2048] [1, 1] : {a} to tensor<24x2048xf32>
  %b0 = tensor.extract_slice %b[0, 0] [2048, 24] [1, 1] : {b} to tensor<2048x24xf32>
  %b1 = tensor.extract_slice %b[2048, 0] [2048, 24] [1, 1] : {b} to tensor<2048x24xf32>
  %r0 = linalg.matmul ins(%a0, %b0 : tensor<24x2048xf32>, tensor<2048x24xf32>) outs(%c : {c}) -> {c}
  %r1 = linalg.matmul ins(%a1, %b1 : tensor<24x2048xf32>, tensor<2048x24xf32>) outs(%r0 : {c}) -> {c}
  func.return %r1 : {c}
}}"""
    report = compare(parse_module(matmul(4096, "f32", "f32")), parse_module(halves), seed=4)
    assert report.agree, report.summary()
    assert report.max_abs_error > 0  # it does round differently
    assert 0 < report.error_ratio < OWN_MULTIPLE
    assert f"{report.error_ratio:.2g}x the original's own rounding" in report.summary()
