"""What `compare` costs beyond running the two programs (best-of-N CPU time, one process, one BLAS thread).

`compare(reference, other)` runs both programs, the float64 twin of the first and its magnitude twin,
then judges every element. Goal: what it adds is at most 1.5x the time of the two interpreter runs, on
a 256x4096x256 matmul against its padded and its data-tiled (x86_64 AVX-512 packs) lowering, in f32 and
in f16; and on a whole program (`mlp`: that matmul, a bias and a GELU, a second 256x256 matmul),
judged by the whole-program bound.

CPU time of this process, best of 9, the two sides interleaved. Run alone (`python bench/comparison.py`) or through `bench/run.py`, which calls `run()`.
"""

from __future__ import annotations

import gc
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from xdsl_encoding.api import compare, interpret, parse_module, random_inputs, run_passes  # noqa: E402

Row = tuple[str, float, str, bool]
M = N = 256
K = 4096
REPEATS = 9
LOWERINGS = {
    "padded": "set-encoding,materialize-encoding-into-padding",
    "packs": 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu_features="+avx512f"}',
}


def matmul(element: str) -> str:
    a, b, c = f"tensor<{M}x{K}x{element}>", f"tensor<{K}x{N}x{element}>", f"tensor<{M}x{N}x{element}>"
    return f"""func.func @main(%a: {a}, %b: {b}, %c: {c}) -> {c} {{
  %r = linalg.matmul ins(%a, %b : {a}, {b}) outs(%c : {c}) -> {c}
  func.return %r : {c}
}}"""


def mlp(element: str) -> str:
    """The matmul, then `tanh`-GELU of it plus a bias (one generic) and a second matmul: a whole program."""
    a, b, c = f"tensor<{M}x{K}x{element}>", f"tensor<{K}x{N}x{element}>", f"tensor<{M}x{N}x{element}>"
    w, v = f"tensor<{N}x{N}x{element}>", f"tensor<{N}x{element}>"
    maps = "affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>"
    return f"""func.func @main(%a: {a}, %b: {b}, %c: {c}, %bias: {v}, %w: {w}) -> {c} {{
  %r = linalg.matmul ins(%a, %b : {a}, {b}) outs(%c : {c}) -> {c}
  %e = tensor.empty() : {c}
  %g = linalg.generic {{indexing_maps = [{maps}], iterator_types = ["parallel", "parallel"]}} ins(%r, %bias : {c}, {v}) outs(%e : {c}) {{
  ^bb0(%x: {element}, %y: {element}, %o: {element}):
    %h = arith.addf %x, %y : {element}
    %k = arith.constant 0.79788456 : {element}
    %s = arith.mulf %h, %k : {element}
    %t = math.tanh %s : {element}
    %one = arith.constant 1.0 : {element}
    %p = arith.addf %t, %one : {element}
    %q = arith.mulf %p, %h : {element}
    linalg.yield %q : {element}
  }} -> {c}
  %out = linalg.matmul ins(%g, %w : {c}, {w}) outs(%c : {c}) -> {c}
  func.return %out : {c}
}}"""


def _best_interleaved(repeats: int, a: Callable[[], object], b: Callable[[], object]) -> tuple[float, float]:
    """Best CPU time (`process_time`: this process only, BLAS on one thread) of `a` and of `b`, run in turn."""
    best = [math.inf, math.inf]
    for _ in range(repeats):
        for i, work in enumerate((a, b)):
            gc.collect()
            start = time.process_time()
            work()
            best[i] = min(best[i], time.process_time() - start)
    return best[0], best[1]


def run() -> list[Row]:
    rows: list[Row] = []
    for element, program in (("f32", matmul), ("f16", matmul), ("f32 mlp", mlp)):
        reference = parse_module(program(element.split()[0]))
        inputs = random_inputs(reference, "main", seed=0)
        for name, pipeline in LOWERINGS.items():
            other = run_passes(reference, pipeline)
            runs, judged = _best_interleaved(
                REPEATS,
                lambda: (interpret(reference, "main", *inputs), interpret(other, "main", *inputs)),
                lambda: compare(reference, other, "main", inputs=inputs),
            )
            added = (judged - runs) / runs
            rows.append(
                (
                    f"compare adds to the two runs, {element} {M}x{K}x{N} vs {name} (x runs)",
                    added,
                    "<= 1.5",
                    added <= 1.5,
                )
            )
    return rows


if __name__ == "__main__":
    from single_thread import rerun_single_threaded

    rerun_single_threaded(__file__)  # as `bench/run.py` runs it: BLAS on one thread, set before numpy loads
    for row in run():
        print(row)
