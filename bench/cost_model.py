"""The cost model on shapes it was not fitted to, judged by the user's question (issue 33).

The fit set is the calibration of this machine's profile (`xdsl-encoding-calibrate`: matmuls of fixed
shapes, refitted here from the profile's stored measurements). The held-out set (`HELD_OUT`) has other
shapes and forms: f32/f16/bf16/i8, decode M = 1 up to M = 300, K and N not multiples of the tiles,
batch_matmul, a torch-style x @ W^T linalg.generic, weights as arguments and as immutable globals
(IREE hoists the relayouts of those). Each is lowered by every layout the package offers the target
(`calibrate.layouts`), compiled by IREE 3.13 for the host CPU and timed by IREE's runtime on one thread,
interleaved (`calibrate.measure_cases`). Layouts that lower to the same program are one program: their
rounds are pooled, so they tie.

Reported per shape and summarized (`xdsl_encoding.report.validation`): fastest layout picked, within-
shape rank correlation, predicted vs measured speedup of the best layout over nop, regret; the pooled
Spearman only beside them. `docs/cost_model.json` keeps every measurement for the notebook's plot.

Run alone (`python bench/cost_model.py`; `--reuse` re-analyzes the committed measurements without IREE)
or through `bench/run.py`, which calls `run()`.
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from xdsl_encoding.calibration.calibrate import (
    CalibrationError,
    Case,
    TargetSpec,
    case_of,
    find_iree,
    layouts,
    lowered_features,
    measure_cases,
)
from xdsl_encoding.report.cost import UnpricedError, fit
from xdsl_encoding.report.profile import NoProfileError, find_profile
from xdsl_encoding.report.validation import Case as Judged
from xdsl_encoding.report.validation import judge

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "cost_model.json"
Row = tuple[str, float, str, bool]


def _case(form: str, element: str, m: int, k: int, n: int, batch: int = 0, weights: str = "argument") -> Case:
    b = f"{batch}x" if batch else ""
    return Case(f"{form}-{element}-{b}{m}x{k}x{n}-{weights}", form, element, m, k, n, batch, weights)


HELD_OUT = (
    _case("matmul", "f32", 1, 4096, 4096),
    _case("matmul", "f32", 300, 1000, 250),
    _case("matmul", "f32", 77, 333, 555),
    _case("matmul", "f32", 250, 250, 250),
    _case("matmul", "f16", 1, 2048, 2048),
    _case("matmul", "f16", 200, 512, 384),
    _case("matmul", "bf16", 96, 768, 300),
    _case("matmul", "bf16", 1, 1536, 1000),
    _case("matmul", "i8", 150, 600, 250),
    _case("batch_matmul", "f32", 64, 256, 130, batch=4),
    _case("batch_matmul", "bf16", 33, 512, 200, batch=2),
    _case("generic_t", "f32", 128, 1024, 1000),
    _case("generic_t", "f16", 1, 2048, 1500),
    _case("matmul", "f32", 1, 4096, 4096, weights="global"),
    _case("generic_t", "f32", 1, 3000, 1000, weights="global"),
    _case("matmul", "f16", 64, 1024, 1024, weights="global"),
    _case("matmul", "bf16", 1, 2048, 2048, weights="global"),
    _case("generic_t", "bf16", 300, 768, 500, weights="global"),
    _case("matmul", "i8", 1, 2000, 1000, weights="global"),
    # sizes whose factors steer IREE's default tiles (prime N and K, uneven tiles)
    _case("matmul", "f32", 200, 300, 251),
    _case("matmul", "bf16", 160, 1021, 256),
    _case("matmul", "i8", 64, 512, 127),
    _case("generic_t", "f16", 128, 700, 333),
    _case("generic_t", "f32", 250, 500, 390),
    _case("matmul", "f32", 48, 1000, 1009, weights="global"),
)
"""Shapes and forms none of which is in the calibration set."""


def measure() -> dict[str, Any]:
    """Time every held-out case under every layout with IREE (the slow part): raw rows, no model."""
    profile = find_profile()
    tools = find_iree()
    measured = measure_cases(HELD_OUT, profile.target, tools, TargetSpec(), log=lambda line: print(f"    {line}"))
    # Layouts that lower to one program are one program: pool their rounds, so they tie.
    pooled: dict[tuple[str, str], list[float]] = {}
    for m in measured:
        pooled.setdefault((m.case.name, repr(sorted(m.features.per_call.items()))), []).extend(m.rounds)
    rows: list[dict[str, Any]] = []
    for m in measured:
        rounds = sorted(pooled[(m.case.name, repr(sorted(m.features.per_call.items())))])
        rows.append({**m.row(), "seconds": rounds[len(rounds) // 2], "rounds": m.rounds})
    return {
        "target": profile.target.describe(),
        "iree_version": tools.version,
        "date": date.today().isoformat(),
        "cases": rows,
    }


def analyze(held_out: dict[str, Any]) -> tuple[dict[str, Any], list[Row]]:
    """Fit on the profile's calibration shapes, predict the held-out ones, judge per shape (no IREE)."""
    profile = find_profile()
    names = list(layouts(profile.target))
    fit_cases = list({r["case"]: case_of(r) for r in profile.measurements}.values())
    seen = {(c.batch, c.m, c.k, c.n) for c in fit_cases}
    overlap = [r["case"] for r in held_out["cases"] if (case_of(r).batch, *case_of(r).shape_sizes) in seen]
    if overlap:
        raise CalibrationError(f"held-out shapes also in the fit set: {sorted(set(overlap))}")
    fit_x = lowered_features(fit_cases, profile.target, names)
    xs = [fit_x[(r["case"], r["layout"])] for r in profile.measurements]
    model = fit(xs, [float(r["seconds"]) for r in profile.measurements])
    cases = held_out["cases"]
    test_x = lowered_features(list({r["case"]: case_of(r) for r in cases}.values()), profile.target, names)
    judged: list[Judged] = []
    shipped: list[Judged] = []
    for r in cases:
        x = test_x[(r["case"], r["layout"])]
        r["predicted"] = model.predict(x)
        r["predicted_shipped"] = profile.model.predict(x)
        shape = case_of(r).shape
        judged.append(Judged(shape, r["layout"], float(r["seconds"]), r["predicted"]))
        shipped.append(Judged(shape, r["layout"], float(r["seconds"]), r["predicted_shipped"]))
    summary, shipped_summary = judge(judged), judge(shipped)
    spreads = sorted(float(r["spread"]) for r in cases)
    data = {
        **held_out,
        "model": model.describe(),
        "coefficients": model.coefficients,
        "fit_programs": len(xs),
        "summary": {
            "picked_fraction": summary.picked_fraction,
            "mean_rank_correlation": summary.mean_rank_correlation,
            "regret_geomean": summary.regret_geomean,
            "regret_max": summary.regret_max,
            "worst_speedup_ratio": summary.worst_speedup_ratio,
            "pooled_spearman": summary.pooled_spearman,
        },
        "shapes": [
            {
                "shape": s.shape,
                "measured_best": s.measured_best,
                "predicted_best": s.predicted_best,
                "rank_correlation": s.rank_correlation,
                "measured_speedup": s.measured_speedup,
                "predicted_speedup": s.predicted_speedup,
                "regret": s.regret,
            }
            for s in summary.shapes
        ],
    }
    n = len(summary.shapes)
    out: list[Row] = [
        (f"target {held_out['target']}, IREE {held_out['iree_version']}: held-out shapes", n, "report", True),
        (
            f"held-out shapes whose fastest layout is picked ({round(summary.picked_fraction * n)} of {n})",
            summary.picked_fraction,
            ">= 0.9",
            summary.picked_fraction >= 0.9,
        ),
        ("mean within-shape rank correlation", summary.mean_rank_correlation, "report", True),
        (
            f"held-out shapes whose predicted best-over-nop speedup is within 1.5x of the measured "
            f"({sum(s.speedup_ratio <= 1.5 for s in summary.shapes)} of {n})",
            sum(s.speedup_ratio <= 1.5 for s in summary.shapes) / n,
            "report",
            True,
        ),
        (
            "predicted / measured speedup of the best layout over nop, worst shape (either way)",
            summary.worst_speedup_ratio,
            "<= 1.5",
            summary.worst_speedup_ratio <= 1.5,
        ),
        (
            "regret (measured time of the pick / of the best), geomean",
            summary.regret_geomean,
            "<= 1.05",
            summary.regret_geomean <= 1.05,
        ),
        ("regret, worst shape", summary.regret_max, "<= 1.3", summary.regret_max <= 1.3),
        ("pooled Spearman over all cases (beside the above only)", summary.pooled_spearman, "report", True),
        ("shipped profile's coefficients: shapes picked", shipped_summary.picked_fraction, "report", True),
        ("timing spread (max - min) / median, median case", spreads[len(spreads) // 2], "report", True),
        ("timing spread, worst case", spreads[-1], "report", True),
    ]
    for s in summary.shapes:
        out.append(
            (
                f"{s.shape}: best {s.measured_best}, picked {s.predicted_best}; speedup over nop measured "
                f"{s.measured_speedup:.2f}x, predicted {s.predicted_speedup:.2f}x; regret",
                s.regret,
                "report",
                True,
            )
        )
    return data, out


def run(reuse: bool = False) -> list[Row]:
    """Measure (unless `reuse`: the measurements in docs/cost_model.json), analyze, write docs/cost_model.json."""
    try:
        if reuse:
            held_out = json.loads(OUT.read_text())
        else:
            held_out = measure()
            OUT.write_text(json.dumps(held_out, indent=1) + "\n")  # kept even if the analysis fails
        data, rows = analyze(held_out)
    except (NoProfileError, CalibrationError, UnpricedError) as e:
        return [(f"cost model not validated: {e}", 0.0, "profile + IREE", False)]
    OUT.write_text(json.dumps(data, indent=1) + "\n")
    return rows


if __name__ == "__main__":
    from timing import print_rows

    sys.exit(print_rows(run(reuse="--reuse" in sys.argv)))
