"""Strategy 4 of the structured engine: a reduction whose body reads its accumulators freely.

torch-mlir's argmax (`max` and the index of the max in one generic: `select(x > acc, index, acc_index)`)
is no plain fold, so no `ufunc.reduce` computes it. Its body is still element-wise, so it runs once
per point of the reduction loops, on whole arrays over the parallel loops: the same operations in
the same order as the per-point loop, hence the same bits, with the Python cost of one body per
reduction step instead of one per element.
"""

from __future__ import annotations

from math import prod
from typing import Any

import numpy as np
from xdsl.dialects.builtin import IndexType
from xdsl.interpreter import Interpreter, PythonValues

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.interpreters.loop_space import Structured, from_loop_space, in_loop_space
from xdsl_encoding.interpreters.regions import Iteration, iteration_stack, open_grid
from xdsl_encoding.interpreters.values import Value

SCAN_MIN_ELEMENTS_PER_STEP = 2
"""Below this many parallel points per step, whole-array evaluation gains nothing over per-point
(it would run the body as often); from two on it runs it fewer times, each at the same cost."""


def run_scan(
    interpreter: Interpreter, s: Structured, operands: PythonValues, sizes: tuple[int, ...]
) -> PythonValues | None:
    """The results of `s` (an element-wise body; outputs indexed by exactly the parallel loops),
    or None when the parallel loops are too few for whole arrays to pay."""
    reduced = [d for d, p in enumerate(s.parallel) if not p]
    kept = tuple(d for d, p in enumerate(s.parallel) if p)
    if prod(sizes[d] for d in kept) < SCAN_MIN_ELEMENTS_PER_STEP:
        return None
    inputs = [in_loop_space(s, i, v, sizes) for i, v in enumerate(operands[: s.num_inputs])]
    step_shape = tuple(1 if d in reduced else n for d, n in enumerate(sizes))
    accs: list[Value] = [
        np.broadcast_to(in_loop_space(s, s.num_inputs + k, v, sizes), step_shape)
        for k, v in enumerate(operands[s.num_inputs :])
    ]
    index_dtype = values.dtype_of(IndexType(), interpreter.index_bitwidth)
    grid = open_grid(sizes, index_dtype)
    region = s.body.parent_region()
    assert region is not None
    step_grid = list(grid)
    stack = iteration_stack(interpreter)
    stack.append(Iteration(step_grid, []))
    try:
        for point in np.ndindex(*(sizes[d] for d in reduced)):
            at = dict(zip(reduced, point))
            for d, r in at.items():
                step_grid[d] = grid[d][_take(grid[d], d, r)]
            args = [_step(x, at) for x in inputs]
            results = interpreter.run_ssacfg_region(region, (*args, *accs), "linalg")
            accs = [np.broadcast_to(r, step_shape) for r in results]
    finally:
        stack.pop()
    return tuple(from_loop_space(s, k, acc, sizes, kept) for k, acc in enumerate(accs))


def _take(array: np.ndarray[Any, Any], dim: int, r: int) -> tuple[slice, ...]:
    """The index that keeps position `r` of `dim` (as a size-1 dim) and all of the others."""
    return tuple(slice(r, r + 1) if d == dim else slice(None) for d in range(array.ndim))


def _step(x: Value, at: dict[int, int]) -> Value:
    """Operand `x` (laid out along the loops) at the reduction point `at`; broadcast dims stay."""
    array: np.ndarray[Any, Any] = np.asarray(x)
    if array.ndim == 0:
        return x
    index = tuple(
        slice(at[d], at[d] + 1) if d in at and array.shape[d] != 1 else slice(None) for d in range(array.ndim)
    )
    return array[index]
