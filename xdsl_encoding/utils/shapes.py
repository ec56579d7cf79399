"""Shapes as text, for diagnostics and remarks: one way of writing a `?` dim in every notation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from xdsl.dialects.builtin import DYNAMIC_INDEX

__all__ = ["ShapeNotation", "dim_text", "shape_text"]

ShapeNotation = Literal["x", "list", "tuple"]
"""`x`: `4096x?` (as in a tensor type); `list`: `[4096, ?]` (as in an attribute); `tuple`: `(4096, ?)` (numpy)."""


def dim_text(size: int) -> str:
    """`4096` -> `4096`; `DYNAMIC_INDEX` -> `?`."""
    return "?" if size == DYNAMIC_INDEX else str(size)


def shape_text(shape: Sequence[int], notation: ShapeNotation = "x") -> str:
    """`(4096, DYNAMIC_INDEX)` as `4096x?`, `[4096, ?]` or `(4096, ?)`; a 1-tuple keeps its comma: `(3,)`."""
    dims = [dim_text(s) for s in shape]
    if notation == "x":
        return "x".join(dims)
    if notation == "list":
        return "[" + ", ".join(dims) + "]"
    return "(" + ", ".join(dims) + ("," if len(dims) == 1 else "") + ")"
