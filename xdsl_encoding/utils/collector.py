"""Pausing CPython's cyclic garbage collector while a materialization rewrites a module.

Only the two materializations use it: each rewrites a clone of the module (so that a failure leaves
the input untouched), which doubles the live heap. CPython starts a full collection whenever the
objects that survived young collections reach a quarter of the long-lived heap, and a full
collection walks every live object, the module and its clone included. Measured by hand with
`gc.callbacks` on 1000 reshape -> matmul functions (bench/pipeline.py's generator, see "Speed" in
docs/decisions.md): materialize-encoding-into-padding ran two full collections per pass, 0.6-0.8 s
of a 4.0-4.4 s pass, that freed about 100 objects. Nothing else makes them expensive: the passes
create no garbage cycles per op (young collections free almost nothing) and no cache holds IR (the
caches hold attributes only). set-encoding and propagate-encodings, which allocate a few ops per
contraction, trigger no full collection and run with the collector on.

IR garbage is cyclic (ops and their parents, values and their uses), so it is reclaimed by the
first collection after the pass; the collector is only paused, never left off, and a caller that
had paused it keeps it paused. Memory: the ops a pass erases stay allocated until the pass ends.
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable, Generator
from contextlib import contextmanager
from typing import ParamSpec

__all__ = ["cyclic_gc_paused", "pauses_cyclic_gc"]

P = ParamSpec("P")


@contextmanager
def cyclic_gc_paused() -> Generator[None]:
    """Run the body with the cyclic collector off, then restore it as it was."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def pauses_cyclic_gc(function: Callable[P, None]) -> Callable[P, None]:
    """Decorate a materialization's `apply`: it runs with the cyclic collector paused."""

    @functools.wraps(function)
    def paused(*args: P.args, **kwargs: P.kwargs) -> None:
        with cyclic_gc_paused():
            function(*args, **kwargs)

    return paused
