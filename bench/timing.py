"""Timing helpers shared by the benchmark modules (best-of-N; the in-process `xdsl-opt` round trip)."""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser


def best_of(
    repeats: int, setup: Callable[[], object], work: Callable[[object], object], *, gc_paused: bool = False
) -> float:
    """The fastest of `repeats` runs of `work(setup())`, timing only `work` (and the young collection it
    leaves), garbage collected before each.

    `gc_paused` turns CPython's cyclic collector off while `work` runs (as `timeit` does); the goals
    are measured with it on, as `xdsl-opt` runs.
    """
    best = math.inf
    for _ in range(repeats):
        arg = setup()
        gc.collect()
        if gc_paused:
            gc.disable()
        try:
            start = time.perf_counter()
            work(arg)
            if not gc_paused:
                # The passes pause the collector while they run (xdsl_encoding/utils/collector.py): the
                # young collection they put off is their cost, so it is timed with them.
                gc.collect(0)
            best = min(best, time.perf_counter() - start)
        finally:
            gc.enable()
    return best


def parse_verified(ctx: Context, text: str) -> ModuleOp:
    """What `xdsl-opt` hands its first pass: the parsed and verified module."""
    module = Parser(ctx, text).parse_module()
    module.verify()
    return module


def round_trip(ctx: Context, text: str) -> None:
    """What `xdsl-opt file.mlir` does in-process: parse, verify, print."""
    str(parse_verified(ctx, text))


def print_rows(rows: list[tuple[str, float, str, bool]]) -> int:
    """A bench module's rows as `bench/run.py` prints them; 0 if every goal is met (a `main`'s exit code)."""
    width = max(len(name) for name, *_ in rows)
    for name, value, goal, ok in rows:
        print(f"{name:<{width}}  {value:10.4g}  goal {goal:<11} {'ok' if ok else 'MISSED'}")
    return 0 if all(ok for *_, ok in rows) else 1
