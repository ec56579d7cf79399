"""The cost model's arithmetic: Spearman with ties, a non-negative fit that recovers known rates."""

from __future__ import annotations

import numpy as np
import pytest

from xdsl_encoding import layout_report, parse_module, run_passes
from xdsl_encoding.report.cost import Features, features, fit, leave_one_out, spearman


def test_spearman_on_known_orders() -> None:
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    # Ties take their average rank: ranks (1.5, 1.5, 3) against (1, 2, 3).
    expected = float(np.corrcoef([1.5, 1.5, 3], [1, 2, 3])[0, 1])
    assert spearman([5, 5, 7], [1, 2, 3]) == pytest.approx(expected)


def test_fit_recovers_rates_and_keeps_coefficients_non_negative() -> None:
    rng = np.random.default_rng(0)
    xs = [
        Features(float(rng.integers(0, 10**6)), {"linalg.matmul": float(rng.integers(10**6, 10**8))}) for _ in range(20)
    ]
    seconds = [1e-4 + 2e-10 * x.bytes_moved + 1e-10 * x.flops["linalg.matmul"] for x in xs]
    model = fit(xs, seconds)
    assert model.per_byte == pytest.approx(2e-10, rel=1e-6)
    assert model.per_flop["linalg.matmul"] == pytest.approx(1e-10, rel=1e-6)
    assert spearman(leave_one_out(xs, seconds), seconds) == pytest.approx(1.0)
    # Bytes that make things faster get no negative cost: the column is dropped.
    anti = [1e-10 * x.flops["linalg.matmul"] - 1e-12 * x.bytes_moved for x in xs]
    assert fit(xs, anti).per_byte == 0.0


def test_features_come_from_the_report() -> None:
    text = """
func.func @main(%a: tensor<100x250xf32>, %b: tensor<250x30xf32>, %c: tensor<100x30xf32>) -> tensor<100x30xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<100x250xf32>, tensor<250x30xf32>) outs(%c : tensor<100x30xf32>) -> tensor<100x30xf32>
  func.return %r : tensor<100x30xf32>
}
"""
    original = parse_module(text)
    lowered = run_passes(original, "set-encoding,materialize-encoding-into-padding{resolver=multiple multiple=64}")
    x = features(layout_report(original, lowered))
    assert x.flops == {"linalg.matmul": 2.0 * 100 * 30 * 256}
    assert x.bytes_moved == (100 * 250 + 100 * 256 + 250 * 30 + 256 * 30) * 4
