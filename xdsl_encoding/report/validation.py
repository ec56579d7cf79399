"""Judging a cost model by the user's question: for each shape, is the fastest layout picked, and is
the predicted speedup right?

Cases are grouped by shape (one program lowered several ways). Per shape: whether the layout the
model predicts fastest is the measured fastest; Spearman's rank correlation of predicted and measured
times across its layouts; the measured and predicted speedup of the best layout over the plain one
(`nop`); the regret, measured time of the model's pick over the measured best (1 = no time lost).
Pooled correlations across shapes mostly say "bigger matmuls are slower", so they are only reported
beside these.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl_encoding.report.cost import spearman

__all__ = ["Case", "ShapeResult", "Summary", "judge"]


@dataclass(frozen=True)
class Case:
    shape: str
    layout: str
    measured: float
    predicted: float


@dataclass(frozen=True)
class ShapeResult:
    shape: str
    measured_best: str
    predicted_best: str
    rank_correlation: float
    measured_speedup: float
    """Measured time of the plain layout over the measured best's."""
    predicted_speedup: float
    """Predicted time of the plain layout over the predicted best's."""
    regret: float
    """Measured time of the predicted best over the measured best's."""

    @property
    def picked(self) -> bool:
        return self.regret == 1.0 or self.measured_best == self.predicted_best

    @property
    def speedup_ratio(self) -> float:
        """Predicted over measured speedup, as a factor >= 1 (how far off, either way)."""
        r = self.predicted_speedup / self.measured_speedup
        return max(r, 1 / r)


@dataclass(frozen=True)
class Summary:
    shapes: tuple[ShapeResult, ...]
    pooled_spearman: float

    @property
    def picked_fraction(self) -> float:
        return sum(s.picked for s in self.shapes) / len(self.shapes)

    @property
    def mean_rank_correlation(self) -> float:
        return sum(s.rank_correlation for s in self.shapes) / len(self.shapes)

    @property
    def regret_geomean(self) -> float:
        return math.exp(sum(math.log(s.regret) for s in self.shapes) / len(self.shapes))

    @property
    def regret_max(self) -> float:
        return max(s.regret for s in self.shapes)

    @property
    def worst_speedup_ratio(self) -> float:
        return max(s.speedup_ratio for s in self.shapes)


def judge(cases: Sequence[Case], plain: str = "nop") -> Summary:
    """Per-shape figures (module docstring); every shape must have a `plain` case."""
    shapes: dict[str, list[Case]] = {}
    for c in cases:
        shapes.setdefault(c.shape, []).append(c)
    results: list[ShapeResult] = []
    for shape, group in shapes.items():
        measured_best = min(group, key=lambda c: c.measured)
        predicted_best = min(group, key=lambda c: c.predicted)
        base = next(c for c in group if c.layout == plain)
        results.append(
            ShapeResult(
                shape,
                measured_best.layout,
                predicted_best.layout,
                spearman([c.predicted for c in group], [c.measured for c in group]),
                base.measured / measured_best.measured,
                base.predicted / predicted_best.predicted,
                predicted_best.measured / measured_best.measured,
            )
        )
    pooled = spearman([c.predicted for c in cases], [c.measured for c in cases])
    return Summary(tuple(results), pooled)
