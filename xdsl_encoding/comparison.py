"""When two programs agree: each result against a float64 evaluation of the first, within a bound.

The two programs' differences are reported (`max_abs_error`, `max_rel_error`), but an element of
a result of `other` agrees when it equals the first program's own result (bit for
bit, NaN with NaN), or when

    |other - exact| <= atol + rtol * |exact| + gamma(K, u) * M

* `exact`: the first program evaluated in float64 (`interpreters/float64.py`);
* `M`: the same float64 program on the absolute values of the float inputs, at least `|exact|`.
  For a sum of products (matmul, convolution, batched contractions) this is exactly
  `sum_k |a_k * b_k|`, the magnitude the classic rounding-error bound of a dot product uses;
* `K`: the terms summed by all reductions that ran, `u`: the unit roundoff of the float types the
  first program's ops produce (`2^-24` for f32);
* `gamma(K, u) = min(K u / (1 - K u), exp(lambda sqrt(K) u + K u^2 / (1 - u)) - 1)` with
  `lambda = 10`: the deterministic bound of any summation order (Higham, *Accuracy and
  Stability of Numerical Algorithms*, 2nd ed., §3.1) and the probabilistic one of Higham and
  Mary (SIAM J. Sci. Comput. 41(5), 2019), which fails with probability below
  `2K exp(-lambda^2 (1-u)^2 / 2)` (`1e-19` at K = 688). It grows like `sqrt(K)`, so a
  correctly padded 688-wide matmul summed in another order agrees, while a wrong term does not;
* `rtol`, `atol`: element-wise slack per dtype (`default_tolerances`), or as given.
Integer results are compared with the first program's own results (exactly, by default).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from xdsl_encoding.interpreters.values import Value

LAMBDA = 10.0
"""Confidence parameter of the probabilistic bound (failure probability `2K exp(-lambda^2/2)`)."""

_DEFAULT_TOLERANCES: dict[str, tuple[float, float]] = {
    "float16": (1e-2, 1e-2),
    "float32": (1e-4, 1e-5),
    "float64": (1e-9, 1e-12),
}


def default_tolerances(dtype: np.dtype[Any], bf16: bool = False) -> tuple[float, float]:
    """(rtol, atol) used when none is given: loose for 16-bit floats, exact for integers."""
    if bf16:
        return (2e-2, 2e-2)
    return _DEFAULT_TOLERANCES.get(dtype.name, (0.0, 0.0))


def reduction_gamma(terms: int, unit_roundoff: float) -> float:
    """`gamma(K, u)` of the module doc: the relative error a sum of `terms` products may carry."""
    if terms <= 1 or unit_roundoff <= 0:
        return 0.0
    ku = terms * unit_roundoff
    deterministic = ku / (1 - ku) if ku < 1 else math.inf
    probabilistic = math.expm1(
        LAMBDA * math.sqrt(terms) * unit_roundoff + terms * unit_roundoff**2 / (1 - unit_roundoff)
    )
    return min(deterministic, probabilistic)


@dataclass(frozen=True)
class ResultComparison:
    """How one result of the other program compares, and the tolerance it was held to."""

    index: int
    agree: bool
    max_abs_error: float
    """Against `exact`, like the tolerance."""
    max_rel_error: float
    rtol: float
    atol: float
    gamma: float
    """Multiplies `M` (`|a|.|b|`) in the tolerance; 0 without reductions or for integers."""
    worst: tuple[int, ...]
    """The element with the largest error relative to its tolerance (`()` for a scalar)."""
    worst_error: float
    worst_tolerance: float

    def summary(self) -> str:
        bound = f"atol {self.atol:g} + rtol {self.rtol:g}*|exact|"
        if self.gamma:
            bound += f" + {self.gamma:.3g}*|a|.|b|"
        where = f"[{', '.join(map(str, self.worst))}]" if self.worst else "(scalar)"
        return (
            f"result #{self.index}: {'agree' if self.agree else 'disagree'}; max error {self.max_abs_error:.6g} against float64; "
            f"worst element {where}: error {self.worst_error:.3g}, tolerance {self.worst_tolerance:.3g} = {bound}"
        )


@dataclass(frozen=True)
class Comparison:
    """How the results of two programs on the same inputs differ (see the module doc)."""

    agree: bool
    max_abs_error: float
    """The largest difference between the two programs' results (not against `exact`)."""
    max_rel_error: float
    inputs: tuple[Value, ...]
    reference: tuple[Value, ...]
    """The first program's own results."""
    other: tuple[Value, ...]
    rtol: float
    atol: float
    mismatch: str | None = None
    """Why the results cannot be compared element by element (count, shape, dtype), if so."""
    exact: tuple[Value, ...] = ()
    """What the results were judged against: the first program evaluated in float64."""
    results: tuple[ResultComparison, ...] = field(default=())
    reduction_terms: int = 0
    unit_roundoff: float = 0.0
    exact_note: str | None = None
    """Why `exact` is the first program's own results instead of a float64 evaluation, if so."""

    def summary(self) -> str:
        lines = [
            f"max_abs_error: {self.max_abs_error:.6g}",
            f"max_rel_error: {self.max_rel_error:.6g}",
            f"agree: {'true' if self.agree else 'false'} (rtol={self.rtol:g}, atol={self.atol:g})",
        ]
        if self.mismatch:
            lines.append(f"mismatch: {self.mismatch}")
            return "\n".join(lines)
        against = self.exact_note or "the first program evaluated in float64"
        lines.append(f"against: {against}; K={self.reduction_terms} terms summed, u={self.unit_roundoff:.3g}")
        lines.extend(r.summary() for r in self.results)
        return "\n".join(lines)


def _difference(own: np.ndarray[Any, Any], other: np.ndarray[Any, Any]) -> tuple[float, float]:
    """(max abs, max rel) difference of `other` from the first program's `own` result (NaN = NaN)."""
    a, b = own.astype(np.float64), other.astype(np.float64)
    if a.size == 0:
        return 0.0, 0.0
    with np.errstate(all="ignore"):
        same = (a == b) | (np.isnan(a) & np.isnan(b))
        diff = np.where(same, 0.0, np.abs(a - b))
        diff = np.where(np.isnan(diff), np.inf, diff)
        rel = np.where(same, 0.0, np.where(a == 0, np.inf, diff / np.abs(a)))
    return float(diff.max()), float(rel.max())


def _judge(
    index: int,
    exact: np.ndarray[Any, Any],
    magnitude: np.ndarray[Any, Any],
    own: np.ndarray[Any, Any],
    other: np.ndarray[Any, Any],
    tolerances: tuple[float, float, float],
) -> ResultComparison:
    """Result `index` of `other` against `exact` (and the first program's `own` result)."""
    rtol, atol, gamma = tolerances
    e, o, r = (np.asarray(x).astype(np.float64) for x in (exact, other, own))
    with np.errstate(all="ignore"):
        nan_o = np.isnan(o)
        same_as_own = (r == o) | (np.isnan(r) & nan_o)
        same = (e == o) | (np.isnan(e) & nan_o)
        diff = np.where(same, 0.0, np.abs(e - o))
        diff = np.where(np.isnan(diff), np.inf, diff)
        diff = np.where(same_as_own & ~np.isfinite(diff), 0.0, diff)
        rel = np.where(diff == 0, 0.0, np.where(e == 0, np.inf, diff / np.abs(e)))
        m = np.abs(np.asarray(magnitude).astype(np.float64))
        m = np.maximum(np.where(np.isfinite(m), m, 0.0), np.where(np.isfinite(e), np.abs(e), 0.0))
        tolerance = atol + rtol * np.where(np.isfinite(e), np.abs(e), 0.0) + gamma * m
        close = same | same_as_own | (diff <= tolerance)
        ratio = np.where(close & (diff == 0), 0.0, np.where(tolerance > 0, diff / tolerance, np.inf))
    if e.size == 0:
        return ResultComparison(index, True, 0.0, 0.0, rtol, atol, gamma, (), 0.0, 0.0)
    flat = int(np.argmax(ratio))
    worst = tuple(int(i) for i in np.unravel_index(flat, e.shape))
    return ResultComparison(
        index,
        bool(close.all()),
        float(diff.max()),
        float(rel.max()),
        rtol,
        atol,
        gamma,
        worst,
        float(diff.reshape(-1)[flat]),
        float(np.broadcast_to(tolerance, e.shape).reshape(-1)[flat]),
    )


@dataclass(frozen=True)
class Evaluation:
    """The first program's float64 evaluation and what bounds its rounding (see the module doc)."""

    exact: Sequence[Value]
    magnitude: Sequence[Value]
    reduction_terms: int
    unit_roundoff: float
    note: str | None = None


def compare_results(
    inputs: Sequence[Value],
    reference: Sequence[Value],
    other: Sequence[Value],
    evaluation: Evaluation,
    rtol: float | None = None,
    atol: float | None = None,
    bf16: Sequence[bool] = (),
) -> Comparison:
    """Judge every result of `other` (see the module doc); `bf16[i]` marks bf16 results."""
    inputs, reference, other = tuple(inputs), tuple(reference), tuple(other)
    exact = tuple(evaluation.exact)
    context = (evaluation.reduction_terms, evaluation.unit_roundoff, evaluation.note)

    def failed(reason: str, used: tuple[float, float]) -> Comparison:
        return Comparison(False, np.inf, np.inf, inputs, reference, other, *used, reason, exact, (), *context)

    if len(reference) != len(other):
        return failed(f"{len(reference)} results vs {len(other)}", (rtol or 0.0, atol or 0.0))
    judged: list[ResultComparison] = []
    max_abs = max_rel = 0.0
    used = (rtol or 0.0, atol or 0.0)
    for i, (x, y) in enumerate(zip(reference, other)):
        a, b = np.asarray(x), np.asarray(y)
        defaults = default_tolerances(a.dtype, i < len(bf16) and bf16[i])
        used = (defaults[0] if rtol is None else rtol, defaults[1] if atol is None else atol)
        if a.shape != b.shape or a.dtype != b.dtype:
            return failed(f"result #{i}: {a.dtype}{list(a.shape)} vs {b.dtype}{list(b.shape)}", used)
        abs_difference, rel_difference = _difference(a, b)
        max_abs, max_rel = max(max_abs, abs_difference), max(max_rel, rel_difference)
        if a.dtype.kind == "f":
            gamma = reduction_gamma(evaluation.reduction_terms, evaluation.unit_roundoff)
            judged.append(_judge(i, exact[i], evaluation.magnitude[i], a, b, (*used, gamma)))
        else:
            judged.append(_judge(i, a, a, a, b, (*used, 0.0)))
    return Comparison(
        all(r.agree for r in judged),
        max_abs,
        max_rel,
        inputs,
        reference,
        other,
        *used,
        None,
        exact,
        tuple(judged),
        *context,
    )
