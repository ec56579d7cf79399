"""A CPU cost model from the layout report: bytes moved plus FLOPs at the kernel's efficiency.

`predicted seconds = c0 + bytes / bandwidth + Σ_kind stored FLOPs of kind / rate(kind)`: the bytes
are what relayouts move (`Totals.relayout_bytes`, constants included: the benchmarks call once),
the FLOPs are counted on stored sizes (the padding computes too), and each contraction kind
(`linalg.matmul`, `linalg.mmt4d`, ...) runs at its own rate: the target's peak times its tile
efficiency. The coefficients are fitted by least squares to measured times (`fit`), and the
model is judged by Spearman's rank correlation (`spearman`): whether it orders layouts as the
machine does, which is what choosing a layout needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from xdsl_encoding.report.model import LayoutReport

__all__ = ["CostModel", "Features", "features", "fit", "leave_one_out", "spearman"]


@dataclass(frozen=True)
class Features:
    """What the model reads from one report."""

    bytes_moved: float
    flops: dict[str, float]
    """Stored FLOPs per contraction op name."""


def features(report: LayoutReport) -> Features:
    flops: dict[str, float] = {}
    for f in report.functions:
        for c in f.contractions:
            flops[c.op] = flops.get(c.op, 0.0) + float(c.stored_flops or 0)
    moved = sum(float(r.bytes_moved or 0) for f in report.functions for r in f.relayouts)
    return Features(moved, flops)


@dataclass(frozen=True)
class CostModel:
    """Fitted coefficients: seconds of overhead, per byte moved, per FLOP of each kind."""

    overhead: float
    per_byte: float
    per_flop: dict[str, float]

    def predict(self, x: Features) -> float:
        return (
            self.overhead
            + self.per_byte * x.bytes_moved
            + sum(self.per_flop.get(k, 0.0) * v for k, v in x.flops.items())
        )

    def describe(self) -> str:
        rates = ", ".join(f"{k}: {1e-9 / v:.3g} GFLOP/s" if v > 0 else f"{k}: free" for k, v in self.per_flop.items())
        bandwidth = f"{1e-9 / self.per_byte:.3g} GB/s" if self.per_byte > 0 else "free"
        return f"overhead {self.overhead * 1e3:.3g} ms, relayouts at {bandwidth}, {rates}"


def _matrix(xs: Sequence[Features], kinds: Sequence[str]) -> np.ndarray:
    return np.array([[1.0, x.bytes_moved, *(x.flops.get(k, 0.0) for k in kinds)] for x in xs])


def fit(xs: Sequence[Features], seconds: Sequence[float]) -> CostModel:
    """Least squares with non-negative coefficients (a negative cost per byte would mean nothing):
    columns that come out negative are dropped and the fit repeated."""
    kinds = sorted({k for x in xs for k in x.flops})
    a, y = _matrix(xs, kinds), np.asarray(seconds, dtype=float)
    keep = list(range(a.shape[1]))
    coefficients = np.zeros(a.shape[1])
    while keep:
        solution, *_ = np.linalg.lstsq(a[:, keep], y, rcond=None)
        if (solution >= 0).all():
            coefficients[keep] = solution
            break
        keep.pop(int(np.argmin(solution)))
    return CostModel(
        float(coefficients[0]), float(coefficients[1]), {k: float(c) for k, c in zip(kinds, coefficients[2:])}
    )


def leave_one_out(xs: Sequence[Features], seconds: Sequence[float]) -> list[float]:
    """Each case predicted by the model fitted on all the others (an honest out-of-sample check)."""
    return [
        fit([x for j, x in enumerate(xs) if j != i], [s for j, s in enumerate(seconds) if j != i]).predict(xs[i])
        for i in range(len(xs))
    ]


def _ranks(values: Sequence[float]) -> np.ndarray:
    """Ranks from 1, ties given their average rank."""
    v = np.asarray(values, dtype=float)
    order = np.argsort(v, kind="stable")
    ranks = np.empty(len(v))
    ranks[order] = np.arange(1, len(v) + 1)
    for value in np.unique(v):
        tied = v == value
        ranks[tied] = ranks[tied].mean()
    return ranks


def spearman(a: Sequence[float], b: Sequence[float]) -> float:
    """Spearman's rank correlation: Pearson's correlation of the ranks (ties averaged)."""
    ra, rb = _ranks(a), _ranks(b)
    return float(np.corrcoef(ra, rb)[0, 1])
