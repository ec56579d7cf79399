"""When two programs agree: each result against a float64 evaluation of the first, within a bound.

An element of a float result of `other` agrees when it equals the first program's own result (bit
for bit, NaN with NaN), or when (derivation: docs/interpreter.md, "How close is close enough")

    |other - exact| <= atol + rtol |exact| + u_T |exact| + eta_T + (1 + u_T) A

* `exact`: the first program evaluated in float64 (`interpreters/float64.py`);
* `u_T |exact| + eta_T`: the one rounding of the result to its own type `T` (`eta_T` half its
  smallest subnormal); an f16 result carries `2^-11` of it whatever the sum before;
* `A`, the rounding of what came before, from the program's `RoundingModel`
  (`interpreters/rounding.py`): when one reduction produces the results through exact ops (a
  matmul, padded, packed, data-tiled or not), `A = lambda s (N + |exact|)` with
  `s = sqrt(sum K u_acc^2 + sum u^2)` over the reduction (`K` terms accumulating at `u_acc`: f32's
  for f16 x f16 -> f32 and for any contraction the interpreter runs as one numpy matmul) and the
  element-wise roundings before it, `N = sqrt(sum terms^2)` per element (the magnitude twin on
  `x^2`), and `lambda = 8` (`TIGHT_LAMBDA`). Under the conservative bound (a discontinuity on
  floats: `RoundingModel.unmodelled`) `A = gamma(K, u) M`, with `M = sum |terms|`
  (the magnitude twin on `|x|`), `K` all the terms summed, `u` the coarsest rounding, and the
  per-dtype `rtol`/`atol` of `default_tolerances` (the conservative bound);
* a whole program that is continuous on floats but not one reduction (element-wise ops, `math.*`,
  softmax, norms, chains of reductions, loops, calls; `RoundingModel.calibrated`): no `A`; every
  element within `max(u_T |exact| + eta_T, OWN_MULTIPLE own)`, `own` the first program's largest error
  against `exact` over the result (and over `Evaluation.own_samples` runs on nearby inputs when the
  result is smaller than `OWN_MIN_ELEMENTS`);
* `rtol`, `atol`: as given (added to any bound).
Integer results are compared with the first program's own results (exactly, by default). Each
result also reports the first program's own error against `exact` and the other's as a multiple.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
from xdsl.ir import Attribute

from xdsl_encoding.interpreters.rounding import UNDERFLOW, RoundingModel, unit_roundoff_of
from xdsl_encoding.interpreters.values import Value, element_type

LAMBDA = 10.0
"""Confidence parameter of the probabilistic bound (failure probability `2K exp(-lambda^2/2)`)."""

TIGHT_LAMBDA = 8.0
"""Confidence of the tight bound: a sum of independent roundings exceeds `lambda` times its scale with
probability below `2 exp(-lambda^2 / 2)` (Hoeffding; `2.5e-14` per element)."""

OWN_MULTIPLE = 8.0
"""Under the tight bound, no element may be further from `exact` than this multiple of the first program's
own largest error (beyond its final rounding): what a 10x worse program is rejected by. A reduction whose
result type is narrower than f32 may round its partial sums to that type (MLIR's semantics; a split-K
rewrite does): up to this multiple is accepted then."""

OWN_MIN_ELEMENTS = 64
"""The own error calibrates the bound only on results this large: its maximum is then a stable measure."""

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


def reduction_gamma(terms: int, unit_roundoff: float, statistical: bool = True) -> float:
    """`gamma(K, u)` of the conservative bound: the relative error a sum of `terms` products may carry
    (with `statistical=False` only the worst case of any order, which also holds when a sum stagnates)."""
    if terms <= 1 or unit_roundoff <= 0:
        return 0.0
    ku = terms * unit_roundoff
    deterministic = ku / (1 - ku) if ku < 1 else math.inf
    if not statistical:
        return deterministic
    probabilistic = math.expm1(
        LAMBDA * math.sqrt(terms) * unit_roundoff + terms * unit_roundoff**2 / (1 - unit_roundoff)
    )
    return min(deterministic, probabilistic)


@dataclass(frozen=True)
class Tolerance:
    """What one float result is held to (see the module doc)."""

    rtol: float
    atol: float
    gamma: float
    """Multiplies the magnitude in the tolerance: `N + |exact|` (tight) or `M` (conservative); 0 for integers."""
    rounding: float = 0.0
    """`u_T` of the result's own type (its final rounding), in the tolerance."""
    underflow: float = 0.0
    tight: bool = False
    intermediate: float = 0.0
    """Adds to `gamma`: a rounding of the sum before the accumulator is added (see `rounding.Reduction`)."""
    narrow_accumulator: bool = False
    uncapped: bool = False
    """No magnitude was measured: held to `max(floor, OWN_MULTIPLE * own)` alone (never looser than
    the capped bound by more than the cap)."""
    calibrated: bool = False
    """A whole program (`RoundingModel.calibrated`): `uncapped`, whatever the result's size."""


@dataclass(frozen=True)
class ResultComparison:
    """How one result of the other program compares, and the tolerance it was held to."""

    index: int
    agree: bool
    max_abs_error: float
    """Against `exact`, like the tolerance."""
    max_rel_error: float
    tolerance: Tolerance
    worst: tuple[int, ...]
    """The element with the largest error relative to its tolerance (`()` for a scalar)."""
    worst_error: float
    worst_tolerance: float
    own_error: float = 0.0
    """The first program's own largest error against `exact`: the rounding the other is measured by."""
    calibration: str = ""
    """How the first program's own error limited (or widened) the tolerance, if it did."""

    @property
    def error_ratio(self) -> float:
        """The other's largest error against `exact` as a multiple of the first program's own."""
        if self.max_abs_error == 0:
            return 0.0
        return self.max_abs_error / self.own_error if self.own_error > 0 else math.inf

    def bound(self) -> str:
        t = self.tolerance
        parts = [f"atol {t.atol:g}", f"rtol {t.rtol:g}*|exact|"]
        if t.rounding:
            parts.append(f"{t.rounding:.3g}*|exact| (rounding to the result type)")
        if self.calibration == "uncapped":
            return f"max({' + '.join(parts)}, {OWN_MULTIPLE:g}x the original's own error)"
        if self.calibration == "sampled":
            return f"max({' + '.join(parts)}, {OWN_MULTIPLE:g}x the original's own error here and at nearby inputs)"
        if t.gamma or t.intermediate:
            gamma = t.gamma + t.intermediate
            parts.append(f"{gamma:.3g}*(|terms|_2+|exact|)" if t.tight else f"{gamma:.3g}*|a|.|b|")
        text = " + ".join(parts)
        if self.calibration == "capped":
            return f"min({text}, max(that without the sum, {OWN_MULTIPLE:g}x the original's own error))"
        if self.calibration == "widened":
            return f"max({text}, {OWN_MULTIPLE:g}x the original's own error)"
        return text

    def summary(self) -> str:
        where = f"[{', '.join(map(str, self.worst))}]" if self.worst else "(scalar)"
        ratio = self.error_ratio
        own = (
            "the original is exact too"
            if self.own_error == 0 and ratio == 0
            else f"{ratio:.2g}x the original's own rounding ({self.own_error:.3g})"
        )
        return (
            f"result #{self.index}: {'agree' if self.agree else 'disagree'}; max error {self.max_abs_error:.6g} against float64, {own}; "
            f"worst element {where}: error {self.worst_error:.3g}, tolerance {self.worst_tolerance:.3g} = {self.bound()}"
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
    model: RoundingModel | None = None
    """What the first program rounds (`interpreters/rounding.py`), which the bound is derived from."""

    @property
    def bound(self) -> str:
        """ "tight" when every float result was held to the tight bound (one reduction, or a whole program
        by its own rounding), "conservative" when one was held to the conservative bound."""
        model = self.model
        if self.exact_note is not None or (model is not None and not model.tight and not model.calibrated):
            return "conservative"
        return "tight"

    @property
    def error_ratio(self) -> float:
        """The largest error of the other program against `exact`, as a multiple of the first's own."""
        return max((r.error_ratio for r in self.results), default=0.0)

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
        how = (
            self.model.describe()
            if self.model is not None
            else f"K={self.reduction_terms} terms summed, u={self.unit_roundoff:.3g}"
        )
        lines.append(f"against: {against}; {how}")
        lines.extend(r.summary() for r in self.results)
        return "\n".join(lines)


Array = np.ndarray[Any, Any]


def _wide(x: Any) -> Array:
    """`x` as float64, not copied when it is already."""
    return np.asarray(x, dtype=np.float64)


def _difference(own: Array, other: Array) -> tuple[float, float]:
    """(max abs, max rel) difference of `other` from the first program's `own` result (NaN = NaN),
    both float64."""
    if own.size == 0:
        return 0.0, 0.0
    own, other = own.reshape(-1), other.reshape(-1)
    with np.errstate(all="ignore"):
        diff = _errors(own, other)
        rel = diff / np.abs(own)
        rel[diff == 0] = 0.0
    return float(diff.max()), float(rel.max())


def _errors(e: Array, x: Array) -> Array:
    """`|x - e|`, 0 where both are the same (NaN with NaN, inf with inf), inf where one is NaN."""
    diff = np.abs(e - x)
    if np.isnan(diff).any():  # a NaN, or infinities of one sign (the only ways to get one)
        same = (e == x) | (np.isnan(e) & np.isnan(x))
        diff[same] = 0.0
        diff[np.isnan(diff)] = np.inf
    return diff


def _judge(
    index: int, e: Array, magnitude: Any, r: Array, o: Array, t: Tolerance, sampled: float | None = None
) -> ResultComparison:
    """Result `index` of `other` (`o`) against `exact` (`e`) and the first program's own result `r`,
    all float64 (and flattened here: the element-wise work below writes in place); `sampled`: the first
    program's largest own error on nearby inputs, if it was run on some."""
    shape, measured = e.shape, magnitude is not e
    e, r, o = e.reshape(-1), r.reshape(-1), o.reshape(-1)
    with np.errstate(all="ignore"):
        same_as_own = r == o
        if (nan := np.isnan(o)).any():
            same_as_own |= np.isnan(r) & nan
        diff = _errors(e, o)
        if np.isinf(diff).any():
            diff[same_as_own & np.isinf(diff)] = 0.0
        own_diff = _errors(e, r)
        size = np.abs(e)
        rel = diff / size
        rel[diff == 0] = 0.0
        size[~(size < np.inf)] = 0.0  # NaN and inf carry no size
        floor = (t.rtol + t.rounding) * size
        floor += t.atol + t.underflow
        own_max = float(own_diff.max()) if own_diff.size else 0.0
        own_finite = own_max < np.inf
        if not own_finite:
            finite_own = own_diff[own_diff < np.inf]
            own_max = float(finite_own.max()) if finite_own.size else 0.0
        if sampled is not None:
            own_max = max(own_max, sampled)
        m = size
        if t.intermediate or not t.uncapped:  # else the magnitude is not read
            m = np.abs(_wide(magnitude).reshape(-1)) if measured else size.copy()
            m[~(m < np.inf)] = 0.0
            m = np.add(m, size, out=m) if t.tight else np.maximum(m, size, out=m)
            if t.intermediate:
                floor += (1 + t.rounding) * t.intermediate * m
        calibration = ""
        if t.uncapped:
            calibration = "sampled" if sampled is not None else "uncapped"
            tolerance = np.maximum(floor, OWN_MULTIPLE * own_max)
        else:
            tolerance = floor + (1 + t.rounding) * t.gamma * m
            if t.tight and e.size >= OWN_MIN_ELEMENTS and own_finite:
                if t.narrow_accumulator:  # MLIR may round each partial sum to the result type: up to the multiple
                    tolerance, calibration = np.maximum(tolerance, OWN_MULTIPLE * own_max), "widened"
                else:
                    capped = np.minimum(tolerance, np.maximum(OWN_MULTIPLE * own_max, floor))
                    tolerance, calibration = capped, "capped"
        close = diff <= tolerance
        close |= same_as_own
        ratio = np.where(tolerance > 0, diff / tolerance, np.inf)
        ratio[close & (diff == 0)] = 0.0
    if e.size == 0:
        return ResultComparison(index, True, 0.0, 0.0, t, (), 0.0, 0.0, 0.0, calibration)
    flat = int(np.argmax(ratio))
    worst = tuple(int(i) for i in np.unravel_index(flat, shape))
    return ResultComparison(
        index,
        bool(close.all()),
        float(diff.max()),
        float(rel.max()),
        t,
        worst,
        float(diff[flat]),
        float(tolerance[flat]),
        own_max,
        calibration,
    )


@dataclass(frozen=True)
class Evaluation:
    """The first program's float64 evaluation and what bounds its rounding (see the module doc)."""

    exact: Sequence[Value]
    magnitude: Sequence[Value]
    """`N = sqrt(sum terms^2)` per element when `model.tight`, else `M = sum |terms|`."""
    reduction_terms: int
    unit_roundoff: float
    note: str | None = None
    model: RoundingModel | None = None
    magnitude_measured: bool = True
    """False when `magnitude` was not computed: an f32 sum is then held to its own rounding alone."""
    own_samples: Sequence[float | None] = ()
    """Per result, the first program's largest own error on nearby inputs (`None`: not sampled)."""


def measures_own_rounding(own: Sequence[Value], exact: Sequence[Value]) -> bool:
    """Whether every float result is large enough, and finite, for its own error to calibrate the bound."""
    for x, e in zip(own, exact):
        a = np.asarray(x)
        if a.dtype.kind == "f":
            if a.size < OWN_MIN_ELEMENTS:
                return False
            with np.errstate(all="ignore"):
                if not np.isfinite(a.astype(np.float64) - np.asarray(e, np.float64)).all():
                    return False
    return True


def _tolerance(
    evaluation: Evaluation,
    dtype: np.dtype[Any],
    type_: Attribute | None,
    bf16: bool,
    given: tuple[float | None, float | None],
) -> Tolerance:
    """The tolerance of one float result (see the module doc)."""
    model = evaluation.model
    rtol, atol = given
    if model is None or evaluation.note is not None:
        defaults = default_tolerances(dtype, bf16)
        used = (defaults[0] if rtol is None else rtol, defaults[1] if atol is None else atol)
        return Tolerance(*used, reduction_gamma(evaluation.reduction_terms, evaluation.unit_roundoff))
    element = element_type(type_) if type_ is not None else None
    rounding = unit_roundoff_of(element) if element is not None else 0.0
    underflow = UNDERFLOW.get(type(element), 0.0) if element is not None else 0.0
    if model.calibrated:
        return Tolerance(rtol or 0.0, atol or 0.0, 0.0, rounding, underflow, uncapped=True, calibrated=True)
    if model.tight:
        gamma = TIGHT_LAMBDA * model.spread
        narrow = model.narrow_accumulator
        tolerance = Tolerance(rtol or 0.0, atol or 0.0, gamma, rounding, underflow, True, model.intermediate, narrow)
        return tolerance if evaluation.magnitude_measured else replace(tolerance, uncapped=True)
    defaults = default_tolerances(dtype, bf16)
    used = (defaults[0] if rtol is None else rtol, defaults[1] if atol is None else atol)
    gamma = reduction_gamma(model.terms, model.unit_roundoff, model.statistical)
    return Tolerance(*used, gamma, rounding, underflow)


def compare_results(
    inputs: Sequence[Value],
    reference: Sequence[Value],
    other: Sequence[Value],
    evaluation: Evaluation,
    rtol: float | None = None,
    atol: float | None = None,
    bf16: Sequence[bool] = (),
    result_types: Sequence[Attribute] = (),
) -> Comparison:
    """Judge every result of `other` (see the module doc); `bf16[i]` marks bf16 results, `result_types`
    gives each result's type (its final rounding)."""
    inputs, reference, other = tuple(inputs), tuple(reference), tuple(other)
    exact = tuple(evaluation.exact)
    context = (evaluation.reduction_terms, evaluation.unit_roundoff, evaluation.note, evaluation.model)

    def failed(reason: str, used: tuple[float, float]) -> Comparison:
        return Comparison(False, np.inf, np.inf, inputs, reference, other, *used, reason, exact, (), *context)

    if len(reference) != len(other):
        return failed(f"{len(reference)} results vs {len(other)}", (rtol or 0.0, atol or 0.0))
    judged: list[ResultComparison] = []
    max_abs = max_rel = 0.0
    used = (rtol or 0.0, atol or 0.0)
    for i, (x, y) in enumerate(zip(reference, other)):
        a, b = np.asarray(x), np.asarray(y)
        is_bf16 = i < len(bf16) and bf16[i]
        if a.shape != b.shape or a.dtype != b.dtype:
            defaults = default_tolerances(a.dtype, is_bf16)
            used = (defaults[0] if rtol is None else rtol, defaults[1] if atol is None else atol)
            return failed(f"result #{i}: {a.dtype}{list(a.shape)} vs {b.dtype}{list(b.shape)}", used)
        own, theirs = _wide(a), _wide(b)
        abs_difference, rel_difference = _difference(own, theirs)
        max_abs, max_rel = max(max_abs, abs_difference), max(max_rel, rel_difference)
        if a.dtype.kind == "f":
            type_ = result_types[i] if i < len(result_types) else None
            t = _tolerance(evaluation, a.dtype, type_, is_bf16, (rtol, atol))
            e = _wide(exact[i])
            magnitude = evaluation.magnitude[i]
            sampled = evaluation.own_samples[i] if i < len(evaluation.own_samples) else None
            judged.append(_judge(i, e, e if magnitude is exact[i] else magnitude, own, theirs, t, sampled))
        else:
            defaults = default_tolerances(a.dtype, is_bf16)
            t = Tolerance(defaults[0] if rtol is None else rtol, defaults[1] if atol is None else atol, 0.0)
            judged.append(_judge(i, own, own, own, theirs, t))
        used = (judged[-1].tolerance.rtol, judged[-1].tolerance.atol)
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
