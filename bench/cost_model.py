"""The layout report's CPU cost model against IREE 3.13's llvm-cpu runtime (issue 24 item 3).

Each case is one matmul shape lowered one way by this package (no encoding; padding with the
`cache-line` rule; padding to a multiple of 64; IREE 3.13's data-tiling packs for x86_64). The
lowered program is compiled by `iree-compile` 3.13 (llvm-cpu, generic x86-64, as our packs assume no
CPU features) and timed by `iree-benchmark-module` on the `local-sync` device (one thread), CPU time,
best of its repetitions. The model (`xdsl_encoding.report.cost`) is fitted to all cases, and each
case is also predicted by the model fitted on the others (leave-one-out): the goal, Spearman's rank
correlation >= 0.8 over >= 30 cases, is checked on those out-of-sample predictions. Every case's
residual (measured / predicted) is a row; `docs/cost_model.json` keeps the numbers for the notebook.

Run alone (`python bench/cost_model.py`) or through `bench/run.py`, which calls `run()`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute
from xdsl.utils.hints import isa

from xdsl_encoding import api, layout_report, parse_module, run_passes
from xdsl_encoding.report.cost import CostModel, Features, features, fit, leave_one_out, spearman

ROOT = Path(__file__).resolve().parents[1]
IREE = ROOT / ".oracle" / "iree-3.13.0" / "lib" / "python3.11" / "site-packages" / "iree"
COMPILE = IREE / "compiler" / "_mlir_libs" / "iree-compile"
BENCHMARK = IREE / "_runtime_libs" / "iree-benchmark-module"
TARGET = (
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=generic",
)
OUT = ROOT / "docs" / "cost_model.json"
Row = tuple[str, float, str, bool]

SHAPES = (
    (256, 250, 256),
    (512, 1000, 128),
    (128, 2000, 512),
    (1000, 500, 100),
    (384, 768, 384),
    (96, 4000, 96),
    (777, 333, 555),
    (512, 512, 512),
)
"""M, K, N."""
LAYOUTS = {
    "plain": "materialize-encoding-into-nop",
    "cache-line": "set-encoding,propagate-encodings,materialize-encoding-into-padding",
    "multiple-64": "set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=64}",
    "packs-x86_64": "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64}",
}


def program(m: int, k: int, n: int) -> str:
    a, b, c = f"tensor<{m}x{k}xf32>", f"tensor<{k}x{n}xf32>", f"tensor<{m}x{n}xf32>"
    return (
        f"func.func @main(%a: {a}, %b: {b}, %c: {c}) -> {c} {{\n"
        f"  %r = linalg.matmul ins(%a, %b : {a}, {b}) outs(%c : {c}) -> {c}\n"
        f"  func.return %r : {c}\n}}\n"
    )


def measure(
    text: str,
    inputs: Sequence[str],
    work: Path,
    name: str,
    function: str = "main",
    compile_from: str = "start",
) -> float:
    """CPU seconds of one call: iree-compile, then iree-benchmark-module (best of 5 repetitions)."""
    source, vmfb = work / f"{name}.mlir", work / f"{name}.vmfb"
    source.write_text(text)
    subprocess.run(
        [str(COMPILE), str(source), *TARGET, f"--compile-from={compile_from}", "-o", str(vmfb)],
        check=True,
        capture_output=True,
    )
    done = subprocess.run(
        [
            str(BENCHMARK),
            "--device=local-sync",
            f"--module={vmfb}",
            f"--function={function}",
            *(f"--input={i}" for i in inputs),
            "--benchmark_repetitions=5",
            "--benchmark_format=json",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    runs = json.loads(done.stdout)["benchmarks"]
    scale = {"ms": 1e-3, "us": 1e-6, "ns": 1e-9, "s": 1.0}
    return min(r["cpu_time"] * scale[r["time_unit"]] for r in runs if r.get("run_type") == "iteration")


MODELS = ("gated_mlp", "transformer_block")
"""Real models of tests/data/iree (their global-optimization stage), lowered each way and resumed by IREE."""


def model_cases(model: CostModel, work: Path) -> list[dict[str, Any]]:
    """Each model under each layout: the report's bytes, the prediction, IREE's measured time."""
    found: list[dict[str, Any]] = []
    for name in MODELS:
        original = api.parse_module((ROOT / "tests" / "data" / "iree" / f"{name}.global-opt.mlir").read_text())
        types, _ = api.signature(api.find_function(original, name))
        inputs = [
            f"{'x'.join(map(str, t.get_shape()))}x{t.element_type}=1" for t in types if isa(t, TensorType[Attribute])
        ]
        for layout, pipeline in LAYOUTS.items():
            lowered = run_passes(original, pipeline)
            report = layout_report(original, lowered, label=layout)
            t = measure(str(lowered), inputs, work, f"{name}-{layout}", name, "global-optimization")
            totals = report.totals
            found.append(
                {
                    "model": name,
                    "layout": layout,
                    "seconds": t,
                    "predicted": model.predict(features(report)),
                    "padding_overhead_bytes": totals.padding_overhead_bytes,
                    "relayout_bytes": totals.relayout_bytes,
                    "constant_relayout_bytes": totals.constant_relayout_bytes,
                    "flops_logical": totals.flops_logical,
                    "flops_stored": totals.flops_stored,
                }
            )
            print(f"    {name:18s} {layout:13s} {t * 1e6:9.1f} us", flush=True)
    return found


def run() -> list[Row]:
    if not (COMPILE.exists() and BENCHMARK.exists()):
        return [("IREE 3.13 not installed in .oracle/: cost model not validated", 0.0, "installed", False)]
    cases: list[dict[str, Any]] = []
    xs: list[Features] = []
    seconds: list[float] = []
    with tempfile.TemporaryDirectory(prefix="xdsl-encoding-cost-") as tmp:
        for shape in SHAPES:
            original = parse_module(program(*shape))
            for layout, pipeline in LAYOUTS.items():
                lowered = run_passes(original, pipeline)
                report = layout_report(original, lowered, label=layout)
                m, k, n = shape
                inputs = (f"{m}x{k}xf32=1", f"{k}x{n}xf32=1", f"{m}x{n}xf32=0")
                t = measure(str(lowered), inputs, Path(tmp), f"{layout}-{'x'.join(map(str, shape))}")
                x = features(report)
                xs.append(x)
                seconds.append(t)
                cases.append(
                    {
                        "shape": list(shape),
                        "layout": layout,
                        "seconds": t,
                        "bytes_moved": x.bytes_moved,
                        "flops": x.flops,
                    }
                )
                print(f"    {'x'.join(map(str, shape)):14s} {layout:13s} {t * 1e3:9.3f} ms", flush=True)
    model = fit(xs, seconds)
    fitted = [model.predict(x) for x in xs]
    held_out = leave_one_out(xs, seconds)
    rho_loo, rho_fit = spearman(held_out, seconds), spearman(fitted, seconds)
    for case, f, h in zip(cases, fitted, held_out):
        case["predicted"], case["predicted_leave_one_out"] = f, h
    with tempfile.TemporaryDirectory(prefix="xdsl-encoding-cost-") as tmp:
        models = model_cases(model, Path(tmp))
    OUT.write_text(
        json.dumps(
            {
                "model": model.describe(),
                "coefficients": asdict(model),
                "models": models,
                "spearman_leave_one_out": rho_loo,
                "spearman_fit": rho_fit,
                "cases": cases,
            },
            indent=1,
        )
        + "\n"
    )
    rows: list[Row] = [
        (
            f"Spearman, leave-one-out predictions vs measured ({len(cases)} cases)",
            rho_loo,
            ">= 0.8",
            rho_loo >= 0.8 and len(cases) >= 30,
        ),
        ("Spearman, fitted model vs measured", rho_fit, "report", True),
        (f"fit: {model.describe()}", model.overhead * 1e3, "report (ms)", True),
    ]
    for case, f in zip(cases, fitted):
        shape = "x".join(str(s) for s in case["shape"])
        rows.append(
            (f"residual {shape} {case['layout']}: measured / fitted", float(case["seconds"]) / f, "report", True)
        )
    return rows


if __name__ == "__main__":
    for row in run():
        print(row)
