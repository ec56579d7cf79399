"""Pausing CPython's cyclic garbage collector while a pass rewrites a module.

A pass allocates objects in proportion to the module (new ops, values, uses; materialization a
whole clone). CPython starts a full collection whenever the objects that survived young
collections reach a quarter of the long-lived heap, and a full collection walks every live
object, the module and its clone included: measured on 1000 reshape -> matmul functions,
materialization spent a quarter of its time in two full collections that freed nothing, and
the pass cost grew 13.6x for 10x more functions instead of 10x (docs/benchmarks.md).

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
    """Decorate a pass's `apply`: it runs with the cyclic collector paused."""

    @functools.wraps(function)
    def paused(*args: P.args, **kwargs: P.kwargs) -> None:
        with cyclic_gc_paused():
            function(*args, **kwargs)

    return paused
