"""`propagate-encodings` cost, as ratios measured in one process (best-of-N timings, garbage collected first).

* on a module of 3000 random set_encoding/collapse_shape functions, the pass adds at most 10% to a
  plain `xdsl-opt` round trip of the same file (parse + verify + print, in-process);
* 10x more input (300 -> 3000 functions) costs the pass at most 12x;
* a set_encoding under a chain of 800 reshapes costs at most 12x one under 80 (it crosses them all);
  (both growths compare one large input with 10 copies of the small one, timed back to back, so
  the two measurements span the same time on this shared, noisy machine);
* beside them, IREE 3.7.1's `iree-opt` on the same 3000-function file (one process, parse + pass + print).

Run alone (`python bench/propagation.py`) or through `bench/run.py`, which calls `run()`.
"""

from __future__ import annotations

import gc
import math
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import best_of, round_trip  # noqa: E402
from xdsl.context import Context  # noqa: E402
from xdsl.dialects.builtin import ModuleOp  # noqa: E402
from xdsl.parser import Parser  # noqa: E402

from testing import propagation_programs  # the random programs the tests use  # noqa: E402
from testing.oracle import PROPAGATE_ENCODINGS_PIPELINE, iree_opt_args, oracle_status  # noqa: E402
from xdsl_encoding.api import context as make_context  # noqa: E402
from xdsl_encoding.transforms.propagate_encodings import PropagateEncodingsPass  # noqa: E402

Row = tuple[str, float, str, bool]
SEED = 3000


def module_text(functions: int) -> str:
    return "".join(propagation_programs.programs("collapse", functions, SEED))


def chain_program(length: int) -> str:
    return str(propagation_programs.chain_program(length))


def parsed(ctx: Context, text: str) -> ModuleOp:
    module = Parser(ctx, text).parse_module()
    module.verify()
    return module


def propagate(ctx: Context, module: ModuleOp, copies: int) -> float:
    """Time the pass on `copies` fresh clones of `module`, one after the other (the cloning is not timed)."""
    clones = [module.clone() for _ in range(copies)]
    gc.collect()
    start = time.perf_counter()
    for clone in clones:
        PropagateEncodingsPass().apply(ctx, clone)
    return time.perf_counter() - start


def scaling(ctx: Context, small: str, large: str, factor: int, repeats: int) -> tuple[float, float]:
    """Best pass time on `factor` copies of `small` and on `large` (`factor` times bigger), interleaved.

    Both measurements cover the same amount of input and so the same stretch of a noisy machine.
    """
    modules = parsed(ctx, small), parsed(ctx, large)
    best_small = best_large = math.inf
    for _ in range(repeats):
        best_small = min(best_small, propagate(ctx, modules[0], factor))
        best_large = min(best_large, propagate(ctx, modules[1], 1))
    return best_small, best_large


def iree_time(text: str) -> float | None:
    status = oracle_status()
    if status.iree_opt is None:
        return None
    args = [str(status.iree_opt), *iree_opt_args(PROPAGATE_ENCODINGS_PIPELINE)]

    def run_once(_: object) -> None:
        subprocess.run(args, input=text, capture_output=True, text=True, check=True)

    return best_of(3, lambda: None, run_once)


def run() -> list[Row]:
    ctx = make_context()
    big, small = module_text(3000), module_text(300)
    rt = best_of(2, lambda: None, lambda _: round_trip(ctx, big))
    ten_small, t_big = scaling(ctx, small, big, 10, 5)
    ten_chains_80, chain_800 = scaling(ctx, chain_program(80), chain_program(800), 10, 5)
    growth, chain_growth = t_big / (ten_small / 10), chain_800 / (ten_chains_80 / 10)
    rows: list[Row] = [
        ("xdsl-opt round trip, 3000 functions (s)", rt, "(reference)", True),
        ("propagate-encodings, 3000 functions (s)", t_big, "(reference)", True),
        ("pass / round trip, 3000 functions", t_big / rt, "<= 0.10", t_big / rt <= 0.10),
        ("pass 3000 functions / 300 functions", growth, "<= 12", growth <= 12),
        ("pass chain of 800 reshapes / chain of 80", chain_growth, "<= 12", chain_growth <= 12),
    ]
    iree = iree_time(big)
    if iree is None:
        rows.append(("iree-opt 3.7.1, 3000 functions (s): oracle unavailable", math.nan, "(reference)", True))
    else:
        rows.append(("iree-opt 3.7.1 parse+pass+print, 3000 functions (s)", iree, "(reference)", True))
    return rows


if __name__ == "__main__":
    for name, value, goal, ok in run():
        print(f"{name:62s} {value:12.4g}  goal {goal:14s} {'ok' if ok else 'MISSED'}")
