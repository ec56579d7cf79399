"""The validation figures on a hand-made set of measurements."""

from __future__ import annotations

import pytest

from xdsl_encoding.report.validation import Case, judge


def test_picks_speedups_and_regret_per_shape() -> None:
    cases = [
        # shape A: packs is fastest and picked; predicted speedup 4x, measured 3x.
        Case("A", "nop", 3.0, 4.0),
        Case("A", "padding", 3.3, 4.4),
        Case("A", "packs", 1.0, 1.0),
        # shape B: nop is fastest, the model picks packs: regret 1.2.
        Case("B", "nop", 1.0, 2.0),
        Case("B", "padding", 1.1, 2.2),
        Case("B", "packs", 1.2, 1.0),
    ]
    summary = judge(cases)
    a, b = summary.shapes
    assert (a.measured_best, a.predicted_best, a.picked) == ("packs", "packs", True)
    assert a.measured_speedup == pytest.approx(3.0)
    assert a.predicted_speedup == pytest.approx(4.0)
    assert a.speedup_ratio == pytest.approx(4 / 3)
    assert a.regret == 1.0
    assert (b.measured_best, b.predicted_best, b.picked) == ("nop", "packs", False)
    assert b.regret == pytest.approx(1.2)
    assert b.speedup_ratio == pytest.approx(2.0)
    assert summary.picked_fraction == 0.5
    assert summary.regret_geomean == pytest.approx(1.2**0.5)
    assert summary.regret_max == pytest.approx(1.2)
    assert summary.worst_speedup_ratio == pytest.approx(2.0)
    assert a.rank_correlation == pytest.approx(1.0)
    assert b.rank_correlation == pytest.approx(-0.5)  # ranks (2, 3, 1) against (1, 2, 3)
    assert summary.mean_rank_correlation == pytest.approx(0.25)
