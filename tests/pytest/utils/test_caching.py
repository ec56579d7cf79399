"""`cache_immutable`: cached on immutable arguments, uncached (not failing) on unhashable ones."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from xdsl_encoding.utils.caching import cache_immutable


def counting() -> tuple[list[object], Callable[[object], object]]:
    calls: list[object] = []

    @cache_immutable(maxsize=8)
    def describe(x: object) -> object:
        calls.append(x)
        if x == "bad":
            raise ValueError("bad input")
        return repr(x)

    return calls, describe


def test_hashable_arguments_are_computed_once():
    calls, describe = counting()
    assert describe(3) == describe(3) == "3"
    assert calls == [3]


def test_unhashable_arguments_run_uncached():
    calls, describe = counting()
    assert describe([1, 2]) == describe([1, 2]) == "[1, 2]"
    assert calls == [[1, 2], [1, 2]]


def test_exceptions_are_not_cached():
    calls, describe = counting()
    for _ in range(2):
        with pytest.raises(ValueError, match="bad input"):
            describe("bad")
    assert calls == ["bad", "bad"]
