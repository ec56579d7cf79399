"""A CPU cost model from the layout report: what one call of a lowered program costs on one target.

`predicted seconds per call = Σ_column coefficient x amount` over the report's columns:

* `call`: 1 (the runtime's per-call overhead); `dispatch`: the contractions and per-call relayouts;
* `kernel:COUNT:FORM:ELEMENT` for a contraction IREE compiles with its default CPU code (kind
  `matmul`: linalg.matmul, batch_matmul, contraction generics) on a target whose tile choice is
  ported (`xdsl_encoding.targets.cpu_codegen`, x86_64): what its micro-kernels execute, counted from
  the distribution and vector tiles IREE picks for these sizes (vector multiply-adds, RHS loads,
  K steps, masked and one-column micro-kernels, accumulators that span registers unevenly). FORM
  is `matmul` or `matmul_t` (RHS stored N x K), ELEMENT the LHS element type. IREE's speed on such a
  matmul swings 50x with N and K (a prime N leaves it one column per micro-kernel), which FLOPs
  cannot show; `far:FORM`: its operand bytes beyond `L2_BYTES` (decode shapes stream the weights:
  column tile by column tile for `matmul`, row by row for `matmul_t`);
* otherwise `flops:FAMILY` and `bytes:FAMILY` per contraction: its FLOPs on stored sizes (the padding
  computes too) and the bytes its operands read and its result writes. FAMILY is the kernel kind
  (`matmul`, `mmt4d`; `xdsl_encoding.report.sizes`), the LHS element type (f32, f16, bf16, i8) and
  `:narrow` for a vector-matrix product (decode, M = 1); `:unaligned` when N or K is not a multiple
  of the vector width (for `matmul` on targets the tile port does not cover);
* `spill:KIND`, `spill:relayout`: the bytes of a contraction's operands or of a relayout beyond
  `CACHE_BYTES` (16 MiB), which stream from memory;
* `relayout`: the bytes the per-call relayouts (pads, slices, packs, unpacks, transposes) move.

Relayouts of constants and immutable globals are not per call: IREE hoists them into initializers
(const-eval), so they are priced once (`Priced.once`). The coefficients are a target's: they come
from a profile (`xdsl_encoding.report.profile`) fitted by non-negative least squares on relative
error (`fit`) to the times IREE's runtime measures (`xdsl_encoding.calibration.calibrate`). A column the
model has no coefficient for, or a size the report could not resolve, makes the prediction unknown
(`Priced.reasons`), never free.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from xdsl_encoding.report.model import ContractionCost, LayoutReport
from xdsl_encoding.targets.cpu_codegen import kernel_counts, plan

__all__ = [
    "CostModel",
    "Features",
    "Priced",
    "UnpricedError",
    "features",
    "fit",
    "nnls",
    "spearman",
]

RELAYOUT_COLUMNS = {
    "tensor.pad": "relayout",
    "tensor.extract_slice": "relayout",
    "linalg.pack": "relayout",
    "linalg.unpack": "relayout",
    "linalg.transpose": "relayout",
    "transpose": "relayout",
}


CACHE_BYTES = 16 * 2**20
"""Operand bytes beyond this stream from memory at another rate (`spill:KIND`, per byte beyond)."""

L2_BYTES = 2 * 2**20
"""A core's L2 on the CPUs profiled: IREE's default matmul code reads operands beyond it from farther
(`far:FORM`), several times slower (its column-tile walk defeats the prefetchers)."""


class UnpricedError(ValueError):
    """The model cannot price a report: an unknown size, or work it has no coefficient for."""


@dataclass(frozen=True)
class Features:
    """What the model reads from one report."""

    per_call: dict[str, float]
    """Amount per column, for one call."""
    once: dict[str, float] = field(default_factory=dict[str, float])
    """Relayout bytes of constants per column: run once (hoisted)."""
    unknown: tuple[str, ...] = ()
    """Why an amount is missing (unknown sizes)."""


def _kernel_columns(c: ContractionCost, arch: str, cpu_features: Sequence[str]) -> dict[str, float] | None:
    """`kernel:*` columns of a contraction IREE compiles with its default code, where the tiles are ported."""
    if c.codegen is None or not arch:  # codegen: only the `matmul` kind has one
        return None
    kernel = plan(c.codegen, arch, cpu_features)
    if kernel is None:
        return None
    return {f"kernel:{name}:{c.form}:{c.element}": v for name, v in kernel_counts(c.codegen, kernel).items() if v}


def features(report: LayoutReport, arch: str = "", cpu_features: Sequence[str] = ()) -> Features:
    """The model's columns for `report`, on the target `arch` with `cpu_features` (a profile's target):
    the default matmul code is counted in micro-kernels where the target's tile choice is ported
    (module docstring), in FLOPs otherwise."""
    per_call: dict[str, float] = {"call": 1.0, "dispatch": 0.0}
    once: dict[str, float] = {}
    unknown: list[str] = [f"unknown size {name}" for name in report.unknown_sizes]

    def add(into: dict[str, float], column: str, amount: float) -> None:
        into[column] = into.get(column, 0.0) + amount

    for f in report.functions:
        if f.name.startswith("util.initializer"):
            continue  # runs once, at load
        for c in f.contractions:
            per_call["dispatch"] += 1
            if c.stored_flops is None or c.operand_bytes is None:
                unknown.append(f"{f.name}: {c.op} {c.name} has a dynamic size")
                continue
            kernel = _kernel_columns(c, arch, cpu_features)
            if kernel is not None:
                for column, amount in kernel.items():
                    add(per_call, column, amount)
                if c.operand_bytes > L2_BYTES:
                    add(per_call, f"far:{c.form}", float(c.operand_bytes - L2_BYTES))
            else:
                family = f"{c.kind}:{c.element}" + (":narrow" if c.narrow else "")
                family += ":unaligned" if c.unaligned else ""
                add(per_call, f"flops:{family}", float(c.stored_flops))
                add(per_call, f"bytes:{family}", float(c.operand_bytes))
            if c.operand_bytes > CACHE_BYTES:
                add(per_call, f"spill:{c.kind}", float(c.operand_bytes - CACHE_BYTES))
        for r in f.relayouts:
            column = RELAYOUT_COLUMNS.get(r.kind, "relayout")
            if r.bytes_moved is None:
                unknown.append(f"{f.name}: {r.kind} {r.name} has a dynamic size")
                continue
            into = once if r.constant else per_call
            if not r.constant:
                per_call["dispatch"] += 1
            add(into, column, float(r.bytes_moved))
            if r.bytes_moved > CACHE_BYTES:
                add(into, "spill:relayout", float(r.bytes_moved - CACHE_BYTES))
    return Features(per_call, once, tuple(dict.fromkeys(unknown)))


@dataclass(frozen=True)
class Priced:
    """A prediction: seconds per call and, separately, once (hoisted constant relayouts)."""

    seconds: float | None
    once: float | None
    reasons: tuple[str, ...] = ()
    """Why `seconds` is None."""


@dataclass(frozen=True)
class CostModel:
    """Seconds per unit of each column (`call`, `dispatch`, `flops:matmul:f32`, ...)."""

    coefficients: dict[str, float]

    def _sum(self, amounts: Mapping[str, float]) -> tuple[float, list[str]]:
        total, unpriced = 0.0, list[str]()
        kernels: dict[str, float] = {}
        uncalibrated: set[str] = set()
        for column, amount in amounts.items():
            rate = self.coefficients.get(column)
            if column.startswith("kernel:") and amount:
                family = column.split(":", 2)[2]
                kernels[family] = kernels.get(family, 0.0) + (rate or 0.0) * amount
                if rate is None:
                    uncalibrated.add(family)
                    unpriced.append(f"kernel:*:{family}")
                    continue
            if rate is None:
                if amount:
                    unpriced.append(column)
                continue
            if column.startswith("flops:") and amount:
                family = column.removeprefix("flops:")
                if rate == 0 and not self.coefficients.get(f"bytes:{family}"):
                    unpriced.append(f"{family} (its FLOP and byte rates are both 0)")
            total += rate * amount
        unpriced += [
            f"{family} kernels (all their rates are 0)"
            for family, t in kernels.items()
            if t <= 0 and family not in uncalibrated
        ]
        return total, list(dict.fromkeys(unpriced))

    def price(self, x: Features) -> Priced:
        seconds, unpriced = self._sum(x.per_call)
        once, unpriced_once = self._sum(x.once)
        reasons = [*x.unknown, *(f"no coefficient for {c} in this profile" for c in unpriced + unpriced_once)]
        if reasons:
            return Priced(None, None, tuple(dict.fromkeys(reasons)))
        return Priced(seconds, once)

    def predict(self, x: Features) -> float:
        """Seconds per call; `UnpricedError` saying why when the model cannot tell."""
        priced = self.price(x)
        if priced.seconds is None:
            raise UnpricedError("; ".join(priced.reasons))
        return priced.seconds

    def describe(self) -> str:
        parts: list[str] = []
        for column, c in sorted(self.coefficients.items()):
            if column == "call":
                parts.append(f"call {c * 1e6:.3g} us")
            elif column == "dispatch":
                parts.append(f"dispatch {c * 1e6:.3g} us")
            elif column.startswith("kernel:"):
                parts.append(f"{column} {c * 1e9:.3g} ns" if c > 0 else f"{column} ~0")
            elif column.startswith("flops:"):
                parts.append(f"{column[6:]} {1e-9 / c:.3g} GFLOP/s" if c > 0 else f"{column[6:]} flops ~0")
            else:
                parts.append(f"{column} {1e-9 / c:.3g} GB/s" if c > 0 else f"{column} ~0")
        return ", ".join(parts)


def nnls(a: np.ndarray, b: np.ndarray, iterations: int = 500) -> np.ndarray:
    """Lawson and Hanson's non-negative least squares: argmin |a x - b| with x >= 0."""
    n = a.shape[1]
    x = np.zeros(n)
    passive = np.zeros(n, dtype=bool)
    w = a.T @ (b - a @ x)
    tolerance = 1e-10 * max(1.0, float(np.abs(w).max(initial=0.0)))
    for _ in range(iterations):
        if passive.all() or (w[~passive] <= tolerance).all():
            break
        j = int(np.argmax(np.where(passive, -np.inf, w)))
        passive[j] = True
        while True:
            z = np.zeros(n)
            z[passive] = np.linalg.lstsq(a[:, passive], b, rcond=None)[0]
            if (z[passive] > 0).all():
                x = z
                break
            negative = passive & (z <= 0)
            alpha = float(np.min(x[negative] / (x[negative] - z[negative])))
            x = x + alpha * (z - x)
            passive &= x > 1e-15
        w = a.T @ (b - a @ x)
    return x


def fit(xs: Sequence[Features], seconds: Sequence[float]) -> CostModel:
    """Non-negative least squares on relative error (each row divided by its time: a 10 us case weighs
    as much as a 10 ms one). Columns are scaled to unit norm for conditioning."""
    columns = sorted({k for x in xs for k, v in x.per_call.items() if v})
    y = np.asarray(seconds, dtype=float)
    a = np.array([[x.per_call.get(k, 0.0) for k in columns] for x in xs]) / y[:, None]
    scale = np.linalg.norm(a, axis=0)
    scale[scale == 0] = 1.0
    solution = nnls(a / scale, np.ones(len(y))) / scale
    return CostModel({k: float(c) for k, c in zip(columns, solution)})


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
    """Spearman's rank correlation: Pearson's correlation of the ranks (ties averaged); 1 when both are
    constant, 0 when only one is."""
    ra, rb = _ranks(a), _ranks(b)
    if ra.std() == 0 or rb.std() == 0:
        return 1.0 if ra.std() == rb.std() else 0.0
    return float(np.corrcoef(ra, rb)[0, 1])
