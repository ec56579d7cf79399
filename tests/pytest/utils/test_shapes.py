"""One shape formatter, three notations."""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX

from xdsl_encoding.utils.shapes import dim_text, shape_text

Q = DYNAMIC_INDEX


def test_dims():
    assert dim_text(4096) == "4096"
    assert dim_text(Q) == "?"


def test_notations():
    assert shape_text((Q, 4160)) == "?x4160"
    assert shape_text((4, Q), "list") == "[4, ?]"
    assert shape_text((4, Q), "tuple") == "(4, ?)"


def test_rank_one_and_zero_read_like_python():
    assert shape_text((3,), "tuple") == str((3,))
    assert shape_text((), "tuple") == str(())
    assert shape_text((), "list") == str([])
    assert shape_text(()) == ""
