"""A structured op's iteration space: loop sizes, and operands laid out along the loops.

Shared by the strategies of `structured_engine` (whole-array) and `structured_scan` (one
reduction step at a time).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from xdsl.interpreter import PythonValues
from xdsl.ir import Attribute, Block
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.interpreters.regions import eval_affine, open_grid
from xdsl_encoding.interpreters.values import Value
from xdsl_encoding.utils.affine import projected_permutation_dims


@dataclass(frozen=True)
class Structured:
    """What the engine needs to know about a structured op."""

    name: str
    maps: tuple[AffineMap, ...]
    parallel: tuple[bool, ...]
    body: Block
    num_inputs: int
    result_types: tuple[Attribute, ...]
    index_bitwidth: int = 64


# ---------------------------------------------------------------------------------------
# Shapes and operands in the iteration space
# ---------------------------------------------------------------------------------------


def loop_sizes(s: Structured, operands: PythonValues) -> tuple[int, ...]:
    """Each loop's trip count, read off the operand shapes; they must agree at run time."""
    sizes: list[int | None] = [None] * len(s.parallel)
    origin: list[tuple[int, int]] = [(0, 0)] * len(s.parallel)  # (operand, dim), named only on error
    for index, (m, value) in enumerate(zip(s.maps, operands)):
        shape = np.shape(value)
        if len(shape) != len(m.results):
            raise InterpretationError(
                f"{s.name}: operand #{index} has rank {len(shape)}, its indexing map {m} expects {len(m.results)}"
            )
        for dim, expr in enumerate(m.results):
            if not isinstance(expr, AffineDimExpr):
                continue
            loop = expr.position
            if sizes[loop] is None:
                sizes[loop], origin[loop] = shape[dim], (index, dim)
            elif sizes[loop] != shape[dim]:
                first, first_dim = origin[loop]
                raise InterpretationError(
                    f"{s.name}: loop d{loop} has size {sizes[loop]} from operand #{first} dim {first_dim} "
                    f"but {shape[dim]} from operand #{index} dim {dim}"
                )
    missing = [f"d{i}" for i, size in enumerate(sizes) if size is None]
    if missing:
        raise InterpretationError(
            f"{s.name}: loops {', '.join(missing)} appear alone in no indexing map, so they have no size"
        )
    return tuple(size for size in sizes if size is not None)


def in_loop_space(s: Structured, index: int, value: Value, sizes: Sequence[int]) -> Value:
    """Operand `index` laid out along the loops, broadcastable to `sizes` (a view when possible).

    With maps `(d0, d1, d2) -> (d2, d0)` a `4x2` operand becomes a `2x1x4` view.
    """
    m = s.maps[index]
    if not m.results:
        return value
    array: np.ndarray[Any, Any] = np.asarray(value)
    dims = projected_permutation_dims(m)
    if dims is not None:
        order = sorted(range(len(dims)), key=lambda i: dims[i])
        shape = [1] * len(sizes)
        for i in order:
            shape[dims[i]] = array.shape[i]
        return np.transpose(array, order).reshape(shape)
    grid = open_grid(sizes, np.dtype(np.int64))
    indices = [np.broadcast_to(eval_affine(e, grid), sizes) for e in m.results]
    for dim, idx in enumerate(indices):
        if idx.size == 0:
            continue
        bad = int(idx.min()) if idx.min() < 0 else int(idx.max())
        if not 0 <= bad < array.shape[dim]:
            raise InterpretationError(
                f"{s.name}: indexing map {m} reaches index {bad} of dim {dim} of operand #{index}, whose size is {array.shape[dim]}"
            )
    return array[tuple(indices)]


def from_loop_space(s: Structured, k: int, value: Value, sizes: Sequence[int], keep: Sequence[int]) -> Value:
    """A result laid out along the loops in `keep` (others size 1), in the layout of output `k`."""
    dims = projected_permutation_dims(s.maps[s.num_inputs + k])
    assert dims is not None
    full = np.broadcast_to(value, tuple(sizes[d] if d in keep else 1 for d in range(len(sizes))))
    squeezed = full.reshape(tuple(sizes[d] for d in keep))
    order = [list(keep).index(d) for d in dims]
    return values.as_type(np.transpose(squeezed, order), s.result_types[k], s.index_bitwidth)
