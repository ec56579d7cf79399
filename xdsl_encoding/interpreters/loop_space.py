"""A structured op's iteration space: loop sizes, and operands laid out along the loops.

Shared by the strategies of `structured_engine` (whole-array) and `structured_scan` (one
reduction step at a time).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from typing_extensions import TypeVar
from xdsl.interpreter import PythonValues
from xdsl.ir import Attribute, Block
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.interpreters.regions import eval_affine, open_grid
from xdsl_encoding.interpreters.values import Value
from xdsl_encoding.utils.affine import projected_permutation_dims

_T = TypeVar("_T")


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
    memo: dict[str, Any] = field(default_factory=dict[str, Any], init=False, compare=False, hash=False, repr=False)
    """What the engine derived from the fields (strategy, folds, slices): a `Structured` kept with
    its op's plan (`plan.prepared`) is analysed once; `dataclasses.replace` starts a new memo."""


def memo(s: Structured, key: str, compute: Callable[[], _T]) -> _T:
    """`compute()`, once per `s` and `key`."""
    if key in s.memo:
        return s.memo[key]
    value = s.memo[key] = compute()
    return value


_DIMS: dict[int, tuple[AffineMap, tuple[int, ...] | None]] = {}
"""`projected_permutation_dims` by the map's identity (the entry keeps the map alive)."""


def map_dims(m: AffineMap) -> tuple[int, ...] | None:
    """`projected_permutation_dims(m)`, computed once per map object."""
    entry = _DIMS.get(id(m))
    if entry is not None and entry[0] is m:
        return entry[1]
    dims = projected_permutation_dims(m)
    if len(_DIMS) < 65536:
        _DIMS[id(m)] = (m, dims)
    return dims


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


@dataclass(frozen=True, slots=True)
class _Layout:
    """How an operand reaches the loops: pick its constant-indexed dims, then permute and expand the rest."""

    picks: tuple[int | slice, ...] | None
    """An index per operand dim (the constant, or `:`); None without constant results."""
    order: tuple[int, ...] | None
    """The transpose of the remaining dims into loop order; None if they are in loop order."""
    shape_of: tuple[int, ...]
    """For each loop, which remaining (transposed) dim gives its size, -1 for a broadcast loop."""


_LAYOUTS: dict[int, tuple[AffineMap, _Layout | None]] = {}


def _layout(m: AffineMap) -> _Layout | None:
    """The layout of maps whose results are distinct loop dims or constants; None for others."""
    entry = _LAYOUTS.get(id(m))
    if entry is not None and entry[0] is m:
        return entry[1]
    layout: _Layout | None = None
    if all(isinstance(e, AffineDimExpr | AffineConstantExpr) for e in m.results):
        dims = [e.position for e in m.results if isinstance(e, AffineDimExpr)]
        if len(set(dims)) == len(dims) and all(e.value >= 0 for e in m.results if isinstance(e, AffineConstantExpr)):
            has_constants = len(dims) != len(m.results)
            picks = (
                tuple(e.value if isinstance(e, AffineConstantExpr) else slice(None) for e in m.results)
                if has_constants
                else None
            )
            order = tuple(sorted(range(len(dims)), key=lambda i: dims[i]))
            in_order = [dims[i] for i in order]
            shape_of = tuple(in_order.index(d) if d in in_order else -1 for d in range(m.num_dims))
            layout = _Layout(picks, None if order == tuple(range(len(dims))) else order, shape_of)
    if len(_LAYOUTS) < 65536:
        _LAYOUTS[id(m)] = (m, layout)
    return layout


def in_loop_space(s: Structured, index: int, value: Value, sizes: Sequence[int]) -> Value:
    """Operand `index` laid out along the loops, broadcastable to `sizes` (a view when possible).

    With maps `(d0, d1, d2) -> (d2, d0)` a `4x2` operand becomes a `2x1x4` view; `(d0, d1) -> (d0, 0)`
    reads dim 1 at 0, as a `4x1` view.
    """
    m = s.maps[index]
    if not m.results:
        return value
    array: np.ndarray[Any, Any] = np.asarray(value)
    layout = _layout(m)
    if layout is not None and layout.picks is not None:
        if array.ndim != len(layout.picks) or not all(
            isinstance(p, slice) or p < n for p, n in zip(layout.picks, array.shape)
        ):
            layout = None  # out of bounds (an error unless no point reads it): the general path decides
        else:
            array = array[layout.picks]
    if layout is not None:
        if layout.order is not None:
            array = np.transpose(array, layout.order)
        shape = tuple(1 if i < 0 else array.shape[i] for i in layout.shape_of)
        return array if shape == array.shape else array.reshape(shape)
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
    dims = map_dims(s.maps[s.num_inputs + k])
    assert dims is not None
    kept = tuple(sizes[d] for d in keep)
    if len(keep) == len(sizes) and np.shape(value) == kept:
        squeezed = value
    else:
        full = np.broadcast_to(value, tuple(sizes[d] if d in keep else 1 for d in range(len(sizes))))
        squeezed = full.reshape(kept)
    order = [list(keep).index(d) for d in dims]
    if order != list(range(len(order))):
        squeezed = np.transpose(squeezed, order)
    return values.as_type(squeezed, s.result_types[k], s.index_bitwidth)
