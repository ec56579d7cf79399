"""The floor of op-by-op interpretation on the tiny Llama / GPT-2 stage files (docs/interpreter.md).

For each file: how many ops one call executes (every plan step, region-body ops of vectorized
bodies included), the best-of-N time of `interpret`, and the time per op kind (each step's
implementation wrapped in a timer: nested ops are counted inside their parents too). Then the
cost of the smallest numpy call an op can need, on the models' shapes. Not a `make bench` section:
it explains a figure of the `models` section rather than measuring a goal.

    python bench/op_floor.py
"""

from __future__ import annotations

import sys
import time
import timeit
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from models import DATA, SMALL, _inputs  # pyright: ignore[reportPrivateUsage]

from xdsl_encoding import api
from xdsl_encoding.interpreters import plan

_PLAIN_STEP = plan._new_step  # pyright: ignore[reportPrivateUsage]


def _timed_steps(stats: defaultdict[str, list[float]]) -> Any:
    """A `_new_step` whose steps add their call count and time to `stats[op name]`."""

    def new_step(impls: Any, op: Any) -> Any:
        step = _PLAIN_STEP(impls, op)
        run, entry = step.run, stats[op.name]

        def timed(functions: Any, interpreter: Any, op: Any, inputs: Any) -> Any:
            start = time.perf_counter()
            result = run(functions, interpreter, op, inputs)
            entry[1] += time.perf_counter() - start
            entry[0] += 1
            return result

        step.run = timed
        return step

    return new_step


def _best(fn: Any, repeat: int = 30) -> float:
    return min(timeit.repeat(fn, number=1, repeat=repeat))


def profile(path: Path) -> None:
    name = path.name.split(".")[0]
    module = api.parse_module(path.read_text(), name=path.name)
    inputs = _inputs(module, name)
    api.interpret(module, name, *inputs)
    seconds = _best(lambda: api.interpret(module, name, *inputs))
    stats: defaultdict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    plan._new_step = _timed_steps(stats)  # pyright: ignore[reportPrivateUsage]
    try:
        timed = api.parse_module(path.read_text(), name=path.name)
        api.interpret(timed, name, *inputs)
        for entry in stats.values():
            entry[:] = [0, 0.0]
        api.interpret(timed, name, *inputs)
    finally:
        plan._new_step = _PLAIN_STEP  # pyright: ignore[reportPrivateUsage]
    count = int(sum(entry[0] for entry in stats.values()))
    print(f"{path.name}: {count} ops per call, interpret {seconds * 1e3:.2f} ms, {seconds / count * 1e6:.1f} us per op")
    for op_name, (n, total) in sorted(stats.items(), key=lambda kv: -kv[1][1])[:10]:
        print(f"  {op_name:40s} x{int(n):4d}  {total * 1e3:7.2f} ms  {total / n * 1e6:7.1f} us each")


def numpy_floor() -> None:
    a = np.random.rand(1, 5, 64).astype(np.float32)
    b = np.random.rand(64, 64).astype(np.float32)
    calls = {
        "a.transpose(0, 2, 1)": lambda: a.transpose(0, 2, 1),
        "a[:, :3]": lambda: a[:, :3],
        "a.reshape(5, 64)": lambda: a.reshape(5, 64),
        "np.empty((1, 5, 64))": lambda: np.empty((1, 5, 64), np.float32),
        "np.add(a, a)": lambda: np.add(a, a),
        "np.exp(a)": lambda: np.exp(a),
        "a.sum(-1, keepdims=True)": lambda: a.sum(-1, keepdims=True),
        "np.matmul(a, b) 5x64 @ 64x64": lambda: np.matmul(a, b),
    }
    print("smallest numpy calls (1x5x64 f32):")
    for label, call in calls.items():
        seconds = min(timeit.repeat(call, number=20000, repeat=5)) / 20000
        print(f"  {label:32s} {seconds * 1e6:6.2f} us")


if __name__ == "__main__":
    for model in SMALL:
        for file in sorted(DATA.glob(f"{model}.*.mlir")):
            profile(file)
    numpy_floor()
