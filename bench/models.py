"""The interpreter against IREE 3.13's single-threaded call on whole models, at every stage file.

Each stage file (`M.<stage>.mlir`, as IREE 3.13 prints it) is parsed once; then, on the same inputs
(seed 7, `?` = 5, integer inputs made non-negative so that token ids index their tables):
* ours: `interpret(module, M, ...)`, the plan built by a first call (docs/interpreter.md);
* IREE: the same file compiled by `iree-compile` 3.13 resumed after its phase (`--compile-from`,
  as testing/iree_host.py does) for llvm-cpu on the host CPU, called on the `local-sync`
  device (one thread) with the inputs already on the device (bench/iree_worker.py `call`).
Both in CPU seconds, best of N, in alternating rounds; the results must agree (max |diff| / max |IREE|
<= 1e-3) for a ratio to count. numpy's BLAS has one thread (bench/single_thread.py).

Models: the tiny Llama and GPT-2 exports of scripts/llm_models.py in tests/data/iree (goal <= 5x at
every stage; the other models there stand in while those files are absent), and a one-layer Llama
of hidden 4096 (goal <= 3x), too large to commit, built at run time by bench/wide_llama.py with a
Python that has torch, transformers, onnx and IREE 3.13's compiler (`XDSL_ENCODING_MODELS_PYTHON`,
default scripts/.venv-models/bin/python; `XDSL_ENCODING_WIDE_LLAMA_DIR` names a folder where its files
are already built); without one its rows say "not measured" and why.

    python bench/models.py [small|wide]
"""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from xdsl_encoding import api

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "iree"
IREE = ROOT / ".oracle" / "iree-3.13.0"
IREE_PYTHON = IREE / "bin" / "python"
IREE_COMPILE = IREE / "bin" / "iree-compile"
WORKER = Path(__file__).resolve().parent / "iree_worker.py"
WIDE_GENERATOR = Path(__file__).resolve().parent / "wide_llama.py"
MODELS_PYTHON = Path(
    os.environ.get("XDSL_ENCODING_MODELS_PYTHON", ROOT / "scripts" / ".venv-models" / "bin" / "python")
)

BUILT_WIDE = Path(os.environ["XDSL_ENCODING_WIDE_LLAMA_DIR"]) if "XDSL_ENCODING_WIDE_LLAMA_DIR" in os.environ else None
"""A folder with bench/wide_llama.py's stage files already built (they take about ten minutes to build)."""
SMALL = ("llama_dynamo", "llama_legacy", "gpt2_dynamo")
"""scripts/llm_models.py's exports with inline weights."""
STAND_INS = ("transformer_block", "attention_head", "gated_mlp")
"""tests/data/iree models measured instead while the tiny LLM files are not there."""
STAGES = ("input", "global-opt", "dispatch", "flow", "flow-dt")
RESUME_FROM = {
    "input": "input",
    "global-opt": "global-optimization",
    "dispatch": "dispatch-creation",
    "flow": "flow",
    "flow-dt": "flow",
}
"""The phase after which `iree-compile` continues IREE's own stage file (ours, materialized, resumes
earlier: testing/iree_host.py)."""
TARGET = (
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=host",
)
SMALL_GOAL, WIDE_GOAL = 5.0, 3.0
BUDGET_SECONDS = 0.3
"""CPU time per side per round; the number of calls follows from one call's time."""
ROUNDS = 2
Row = tuple[str, float, str, bool]


def _inputs(module: Any, name: str) -> tuple[Any, ...]:
    inputs = api.random_inputs(module, name, seed=7, dynamic_size=5)
    return tuple(np.abs(x) if np.asarray(x).dtype.kind == "i" else x for x in inputs)


def _best(fn: Any, repeat: int) -> float:
    best = math.inf
    for _ in range(repeat):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def _compile(path: Path, out: Path) -> Path | str:
    """The `.vmfb` of stage file `path`, or why IREE could not compile it."""
    vmfb = out / f"{path.stem}.vmfb"
    stage = path.name.split(".")[1]
    args = [str(IREE_COMPILE), str(path), *TARGET, f"--compile-from={RESUME_FROM[stage]}", "-o", str(vmfb)]
    done = subprocess.run(args, capture_output=True, text=True, check=False, timeout=3600)
    if done.returncode != 0:
        errors = [line for line in done.stderr.splitlines() if "error:" in line] or ["iree-compile failed"]
        return errors[0][:160]
    return vmfb


def measure(path: Path) -> tuple[float, float, float] | str:
    """(interpreter seconds, IREE seconds, max |diff| / max |IREE result|) of stage file `path`, or why not."""
    name = path.name.split(".")[0]
    module = api.parse_module(path.read_text(), name=path.name)
    inputs = _inputs(module, name)
    with tempfile.TemporaryDirectory(prefix="bench-models-") as tmp:
        out = Path(tmp)
        vmfb = _compile(path, out)
        if isinstance(vmfb, str):
            return f"IREE cannot compile it: {vmfb}"
        for i, x in enumerate(inputs):
            np.save(out / f"in{i}.npy", np.asarray(x))
        start = time.process_time()
        ours = api.interpret(module, name, *inputs)
        once = max(time.process_time() - start, 1e-6)
        repeat = max(3, min(200, int(BUDGET_SECONDS / once)))
        t_ours = t_iree = math.inf
        for _ in range(ROUNDS):
            t_ours = min(t_ours, _best(lambda: api.interpret(module, name, *inputs), repeat))
            args = [str(IREE_PYTHON), str(WORKER), "call", str(vmfb), name, str(out), str(len(inputs)), str(repeat * 4)]
            done = subprocess.run(args, capture_output=True, text=True, check=False, timeout=3600)
            if done.returncode != 0:
                return f"IREE cannot run it: {done.stderr.strip()[-160:]}"
            t_iree = min(t_iree, json.loads(done.stdout.splitlines()[-1])["seconds"])
        error = 0.0
        for i, r in enumerate(ours):
            theirs = np.load(out / f"out{i}.npy")
            scale = max(float(np.max(np.abs(theirs))) if theirs.size else 0.0, 1e-30)
            diff = np.abs(np.asarray(r, np.float64) - theirs.astype(np.float64))
            error = max(error, float(np.max(diff)) / scale if diff.size else 0.0)
    return t_ours, t_iree, error


def _rows(files: list[Path], goal: float, label: str) -> list[Row]:
    rows: list[Row] = []
    ratios: list[float] = []
    for path in files:
        got = measure(path)
        title = path.name.removesuffix(".mlir")
        if isinstance(got, str):
            rows.append((f"{title}: not measured: {got}", math.nan, f"<= {goal:g}", False))
            continue
        t_ours, t_iree, error = got
        ratio = t_ours / t_iree
        agree = error <= 1e-3
        ratios.append(ratio)
        note = "" if agree else f"; results differ ({error:.2g})"
        rows.append(
            (
                f"{title}: interpret {t_ours * 1e3:.3g} ms / IREE {t_iree * 1e3:.3g} ms{note}",
                ratio,
                f"<= {goal:g}",
                ratio <= goal and agree,
            )
        )
    if ratios:
        rows.append((f"{label}: median interpret / IREE", statistics.median(ratios), "(reference)", True))
        rows.append((f"{label}: worst interpret / IREE", max(ratios), f"<= {goal:g}", max(ratios) <= goal))
    return rows


def small_rows() -> list[Row]:
    names = [n for n in SMALL if (DATA / f"{n}.input.mlir").exists()]
    label = "tiny Llama / GPT-2"
    if not names:
        names, label = list(STAND_INS), "stand-ins (tiny LLM files absent)"
    files = [DATA / f"{n}.{stage}.mlir" for n in names for stage in STAGES if (DATA / f"{n}.{stage}.mlir").exists()]
    return _rows(files, SMALL_GOAL, label)


def wide_rows() -> list[Row]:
    label = "Llama layer, hidden 4096"
    if BUILT_WIDE is not None:
        files = sorted(BUILT_WIDE.glob("wide_llama.*.mlir"), key=lambda p: STAGES.index(p.name.split(".")[1]))
        return _rows(files, WIDE_GOAL, label)
    if not MODELS_PYTHON.exists():
        reason = f"no Python with torch/transformers/onnx at {MODELS_PYTHON} (set XDSL_ENCODING_MODELS_PYTHON)"
        return [(f"{label}: not measured: {reason}", math.nan, f"<= {WIDE_GOAL:g}", False)]
    with tempfile.TemporaryDirectory(prefix="bench-wide-llama-") as tmp:
        done = subprocess.run(
            [str(MODELS_PYTHON), str(WIDE_GENERATOR), tmp], capture_output=True, text=True, check=False, timeout=7200
        )
        files = sorted(Path(tmp).glob("*.mlir"), key=lambda p: STAGES.index(p.name.split(".")[1]))
        if done.returncode != 0 or not files:
            reason = (done.stderr.strip().splitlines() or ["no stage file written"])[-1][:160]
            return [(f"{label}: not measured: bench/wide_llama.py failed: {reason}", math.nan, "<= 3", False)]
        return _rows(files, WIDE_GOAL, label)


def run(only: str | None = None) -> list[Row]:
    """The benchmark rows: (name, measured value, goal, goal met)."""
    if not IREE_PYTHON.exists():
        return [(f"not measured: IREE 3.13 is not installed at {IREE}", math.nan, "<= 5", False)]
    rows: list[Row] = []
    if only in (None, "small"):
        rows += small_rows()
    if only in (None, "wide"):
        rows += wide_rows()
    return rows


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from single_thread import rerun_single_threaded
    from timing import print_rows

    rerun_single_threaded(__file__)
    sys.exit(print_rows(run(sys.argv[1] if len(sys.argv) > 1 else None)))
