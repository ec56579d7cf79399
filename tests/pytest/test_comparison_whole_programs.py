"""`compare` on whole programs (tests/pytest/whole_programs.py): every correct rewrite agrees under the
tight bound, every wrong variant 10x further from float64 than the original is rejected, and only a
discontinuity on floats leaves the conservative bound (named, and exit status 4 from the runner)."""

from pathlib import Path
from typing import Any

import pytest

from tests.pytest.whole_programs import FAMILIES, MUTANTS, PIPELINES, REWRITES, TYPES
from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.comparison import OWN_MULTIPLE, Comparison
from xdsl_encoding.tools.run import main as run_main

FAST_PIPELINES = ("padding", "packs-avx512", "packs-gfx942")
"""The pipelines every element type runs here; f32 runs all of `PIPELINES` (all of them, every type: fuzz)."""


def _tight(report: Comparison, what: str) -> None:
    assert report.bound == "tight", f"{what}: {report.summary()}"
    assert report.model is not None, what
    assert report.model.tight or report.model.calibrated, what


@pytest.fixture(scope="module", params=[(f, t) for f in FAMILIES for t in TYPES], ids=lambda p: f"{p[0]}-{p[1]}")
def original(request: pytest.FixtureRequest) -> tuple[str, str, Any]:
    family, ti = request.param
    return family, ti, parse_module(FAMILIES[family](ti, ""))


def test_every_pipeline_and_rewrite_agrees_under_the_tight_bound(original: tuple[str, str, Any]):
    family, ti, module = original
    pipelines = PIPELINES if ti == "f32" else {n: PIPELINES[n] for n in FAST_PIPELINES}
    for name, pipeline in pipelines.items():
        report = compare(module, run_passes(module, pipeline), seed=1)
        _tight(report, f"{family} {ti} {name}")
        assert report.agree, f"{family} {ti} {name}:\n{report.summary()}"
    for variant in REWRITES.get(family, ()):
        report = compare(module, parse_module(FAMILIES[family](ti, variant)), seed=1)
        _tight(report, f"{family} {ti} {variant}")
        assert report.agree, f"{family} {ti} {variant}:\n{report.summary()}"
        assert report.error_ratio < OWN_MULTIPLE


def test_every_mutant_10x_further_from_float64_is_rejected(original: tuple[str, str, Any]):
    family, ti, module = original
    verdicts = [(v, compare(module, parse_module(FAMILIES[family](ti, v)), seed=1)) for v in MUTANTS[family]]
    for variant, report in verdicts:
        _tight(report, f"{family} {ti} {variant}")
        if report.error_ratio >= 10:
            assert not report.agree, f"{family} {ti} {variant} accepted:\n{report.summary()}"
    far = [v for v, r in verdicts if r.error_ratio >= 10]
    if ti == "f32":  # f32 rounds so little that every mistake is far from float64: the test is not vacuous
        assert len(far) == len(verdicts), [(v, r.error_ratio) for v, r in verdicts]
    else:  # a 16-bit result hides a 1e-3 scale in its own rounding; a row read off by one stays far
        assert "off by one row" in far, [(v, r.error_ratio) for v, r in verdicts]


def test_the_split_k_swiglu_is_accepted_and_the_scaled_mlp_rejected():
    """The two cases of issue 34: a SwiGLU whose silu turned the magnitude twin to ~0, and an MLP scaled
    by 1.001 (K = 1517) that the conservative bound accepted."""
    swiglu = parse_module(FAMILIES["swiglu"]("f32", ""))
    report = compare(swiglu, parse_module(FAMILIES["swiglu"]("f32", "split-K")), seed=0)
    assert report.agree, report.summary()
    assert report.bound == "tight"
    assert report.max_abs_error > 0  # it does round differently
    mlp = FAMILIES["mlp"]
    report = compare(parse_module(mlp("f32", "", 1517)), parse_module(mlp("f32", "scaled up", 1517)), seed=0)
    assert not report.agree, report.summary()
    assert report.bound == "tight"
    assert report.error_ratio > 100
    assert "whole program" in report.summary()


POOLED = """func.func @main(%x: tensor<8x600xf32>, %w: tensor<600x64xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<8x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x64xf32>) -> tensor<8x64xf32>
  %h = linalg.matmul ins(%x, %w : tensor<8x600xf32>, tensor<600x64xf32>) outs(%f : tensor<8x64xf32>) -> tensor<8x64xf32>
  %se = tensor.empty() : tensor<8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%se : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]} ins(%h : tensor<8x64xf32>) outs(%s0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = math.tanh %a : f32
    %r = arith.addf %t, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  func.return %s : tensor<8xf32>
}"""


def test_a_small_result_is_judged_by_the_own_rounding_at_nearby_inputs_too():
    module = parse_module(POOLED)
    for pipeline in ("padding", "packs-avx512"):
        report = compare(module, run_passes(module, PIPELINES[pipeline]), seed=2)
        assert report.agree, report.summary()
        assert report.bound == "tight"
        assert report.results[0].calibration == "sampled"
        assert "here and at nearby inputs" in report.summary()
    scaled = POOLED.replace(
        "func.return %s :",
        "%c = arith.constant dense<1.001> : tensor<8xf32>\n  %o = arith.mulf %s, %c : tensor<8xf32>\n  func.return %o :",
    )
    report = compare(module, parse_module(scaled), seed=2)
    assert not report.agree, report.summary()
    assert report.error_ratio >= 10


QUANTIZE = """func.func @main(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]} ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.constant 4.000000e+00 : f32
    %y = arith.mulf %a, %s : f32
    %q = arith.fptosi %y : f32 to i8
    %d = arith.sitofp %q : i8 to f32
    linalg.yield %d : f32
  } -> tensor<16x16xf32>
  func.return %r : tensor<16x16xf32>
}"""


def test_a_discontinuity_leaves_the_conservative_bound_named_and_the_runner_exits_4(tmp_path: Path):
    module = parse_module(QUANTIZE)
    report = compare(module, module)
    assert report.agree
    assert report.bound == "conservative"
    assert "conservative bound (arith.fptosi not continuous)" in report.summary()
    path = tmp_path / "quantize.mlir"
    path.write_text(QUANTIZE)
    assert run_main([str(path), "--compare", str(path)]) == 4
    mlp = tmp_path / "mlp.mlir"
    mlp.write_text(FAMILIES["mlp"]("f32", ""))
    assert run_main([str(mlp), "--compare", str(mlp)]) == 0
    scaled = tmp_path / "scaled.mlir"
    scaled.write_text(FAMILIES["mlp"]("f32", "scaled up"))
    assert run_main([str(mlp), "--compare", str(scaled)]) == 1


@pytest.mark.parametrize(
    ("select", "continuous"),
    [
        ("arith.select %c, %a, %zero", True),  # a relu: picks one of the values it compares
        ("arith.select %c, %one, %zero", False),  # a step
        ("arith.select %c, %a, %leaky", True),  # a leaky relu: 0.01 a is 0 where a is 0
        ("arith.select %c, %a, %elu", True),  # an ELU: exp(a) - 1 is 0 where a is 0
        ("arith.select %c, %a, %shifted", False),  # a + 1 is not 0 where a is 0
    ],
)
def test_a_float_comparison_is_continuous_only_when_it_picks_what_it_compares(select: str, continuous: bool):
    text = f"""func.func @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}} ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %slope = arith.constant 1.000000e-02 : f32
    %c = arith.cmpf ogt, %a, %zero : f32
    %leaky = arith.mulf %a, %slope : f32
    %ex = math.exp %a : f32
    %elu = arith.subf %ex, %one : f32
    %shifted = arith.addf %a, %one : f32
    %s = {select} : f32
    linalg.yield %s : f32
  }} -> tensor<8x8xf32>
  func.return %r : tensor<8x8xf32>
}}"""
    report = compare(parse_module(text), parse_module(text))
    assert report.bound == ("tight" if continuous else "conservative"), report.summary()
