"""Caching work on immutable attributes, without requiring every attribute to be hashable.

xDSL attributes are frozen dataclasses, so a type or an encoding is a value: the same type built
twice is equal, and work done on it (building a derived type, running its verifier) can be
reused. A model repeats a few types and reshapes in every layer, so the passes cache such work.
An attribute defined elsewhere may still hold an unhashable parameter: then the work is done
uncached rather than failing.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec

from typing_extensions import TypeVar

__all__ = ["cache_immutable"]

P = ParamSpec("P")
R = TypeVar("R")


def cache_immutable(maxsize: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """`functools.lru_cache(maxsize)` over positional arguments that are immutable values; calls
    with an unhashable argument run uncached. Exceptions are never cached (as in lru_cache)."""

    def decorate(function: Callable[P, R]) -> Callable[P, R]:
        cached = functools.lru_cache(maxsize=maxsize)(function)

        @functools.wraps(function)
        def call(*args: P.args, **kwargs: P.kwargs) -> R:
            try:
                return cached(*args, **kwargs)
            except TypeError:  # an unhashable argument (a TypeError of the function itself is raised again)
                return function(*args, **kwargs)

        return call

    return decorate
