"""`pauses_cyclic_gc`: the collector is off while a pass runs and as it was afterwards, even on failure."""

from __future__ import annotations

import gc

import pytest

from xdsl_encoding.utils.collector import cyclic_gc_paused, pauses_cyclic_gc


@pauses_cyclic_gc
def record(states: list[bool], fail: bool = False) -> None:
    states.append(gc.isenabled())
    if fail:
        raise RuntimeError("pass failed")


def test_collector_is_paused_then_restored():
    assert gc.isenabled()
    states: list[bool] = []
    record(states)
    assert states == [False]
    assert gc.isenabled()


def test_collector_is_restored_after_a_failure():
    with pytest.raises(RuntimeError, match="pass failed"):
        record([], fail=True)
    assert gc.isenabled()


def test_a_caller_that_paused_it_keeps_it_paused():
    with cyclic_gc_paused():
        record([])
        assert not gc.isenabled()
    assert gc.isenabled()
