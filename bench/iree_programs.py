"""The interpreter against IREE 3.13's compiled llvm-cpu module, on the same programs and inputs.

Two ONNX models, lowered by IREE itself (`bench/iree_worker.py`: iree-import-onnx, then
`iree-compile --compile-to=input`), so the interpreter runs the program exactly as IREE prints it:
* an MLP: three `matmul + bias + relu` layers, batch 128, hidden 1024;
* an attention block: `softmax(Q K^T / sqrt(d)) V`, batch 128, sequence 128, hidden 1024
  (torch-mlir's softmax: a max + argmax generic, `(d0, d1, 0)` broadcasts, exp, sum, divide).

IREE compiles the same input-stage file for the host CPU with data tiling and its microkernels
(`--iree-opt-data-tiling --iree-llvmcpu-enable-ukernels=all`, its fastest CPU setting here) and runs it
on the `local-sync` device (one thread), inputs already on the device. numpy's BLAS has one thread
(bench/single_thread.py). Both sides are timed in CPU seconds (`time.process_time`), best of N, in
alternating rounds: on a shared machine this is what stays comparable. Goal: interpreter <= 2x IREE.

Run alone (`python bench/iree_programs.py`) or through `bench/run.py`, which calls `run()`.
"""

from __future__ import annotations

import json
import math
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
Row = tuple[str, float, str, bool]

IREE_PYTHON = ROOT / ".oracle" / "iree-3.13.0" / "bin" / "python"
WORKER = Path(__file__).resolve().parent / "iree_worker.py"
BATCH, HIDDEN, SEQUENCE = 128, 1024, 128
PROGRAMS = {"mlp": 10, "attention": 3}
"""Each program and its timed calls per round."""
ROUNDS = 2
GOAL = 2.0


def _worker(*args: str) -> str:
    done = subprocess.run(
        [str(IREE_PYTHON), str(WORKER), *args], capture_output=True, text=True, check=False, timeout=1800
    )
    if done.returncode != 0:
        raise RuntimeError(f"bench/iree_worker.py {args[0]} failed:\n{done.stderr[-4000:]}")
    return done.stdout


def _best_cpu_seconds(fn: Any, repeat: int) -> float:
    best = math.inf
    for _ in range(repeat):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def _measure(folder: Path, name: str, repeat: int) -> tuple[float, float, float]:
    """(interpreter seconds, IREE seconds, max |difference| / max |IREE result|)."""
    module = api.parse_module((folder / f"{name}.input.mlir").read_text())
    inputs = api.random_inputs(module, name, seed=0)
    for i, x in enumerate(inputs):
        np.save(folder / f"{name}.in{i}.npy", x)
    (ours,) = api.interpret(module, name, *inputs)
    t_ours = t_iree = math.inf
    for _ in range(ROUNDS):
        t_ours = min(t_ours, _best_cpu_seconds(lambda: api.interpret(module, name, *inputs), repeat))
        t_iree = min(t_iree, json.loads(_worker("time", str(folder), name, str(repeat)))["seconds"])
    theirs = np.load(folder / f"{name}.out.npy")
    error = float(np.max(np.abs(ours - theirs)) / max(float(np.max(np.abs(theirs))), 1e-30))
    return t_ours, t_iree, error


def run() -> list[Row]:
    """The benchmark rows: (name, measured value, goal, goal met)."""
    if not IREE_PYTHON.exists():
        return [(f"not measured: IREE 3.13 is not installed at {IREE_PYTHON.parent.parent}", math.nan, "<= 2", False)]
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="bench-iree-") as tmp:
        folder = Path(tmp)
        _worker("build", tmp, str(BATCH), str(HIDDEN), str(SEQUENCE))
        shapes = {
            "mlp": f"batch {BATCH}, hidden {HIDDEN}, 3 layers",
            "attention": f"batch {BATCH}, seq {SEQUENCE}, hidden {HIDDEN}",
        }
        for name, repeat in PROGRAMS.items():
            t_ours, t_iree, error = _measure(folder, name, repeat)
            label = f"{name} ({shapes[name]}) f32"
            rows.append((f"{label}: IREE 3.13 llvm-cpu, local-sync (s)", t_iree, "(reference)", True))
            rows.append((f"{label}: interpret (s)", t_ours, "(reference)", True))
            rows.append((f"{label}: results, max abs diff / max abs", error, "<= 1e-4", error <= 1e-4))
            ratio = t_ours / t_iree
            rows.append((f"{label}: interpret / IREE", ratio, f"<= {GOAL:g}", ratio <= GOAL))
    return rows


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from single_thread import rerun_single_threaded
    from timing import print_rows

    rerun_single_threaded(__file__)
    sys.exit(print_rows(run()))
