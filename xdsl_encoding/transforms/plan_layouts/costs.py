"""What a relayout costs: the bytes it reads and writes on the logical types, times the runs per call
(and, after a materialization, what its relayout ops cost: `relayout_runs`).

The runs are the product of the static trip counts of the `scf.for` ops around it (None when one is
dynamic). The materialized bytes depend on the materialization (padding, tiles); the plan compares
placements of the same relayouts, for which the logical bytes order them alike.
"""

from __future__ import annotations

from math import prod

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Operation

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.report.measure import constant_values, relayout_kind, type_bytes
from xdsl_encoding.report.measure import relayout_bytes as moved_bytes
from xdsl_encoding.report.model import RelayoutRuns

__all__ = ["enclosing_loops", "relayout_bytes", "relayout_runs", "runs_per_call", "times", "trip_count"]


def trip_count(loop: scf.ForOp) -> int | None:
    """Iterations of `loop` when its bounds and step are constants: `0 to 4 step 1` -> 4."""
    bounds: list[int] = []
    for v in (loop.lb, loop.ub, loop.step):
        owner = v.owner
        if not isinstance(owner, arith.ConstantOp) or not isinstance(owner.value, IntegerAttr):
            return None
        bounds.append(owner.value.value.data)
    lb, ub, step = bounds
    return max(0, -(-(ub - lb) // step)) if step > 0 else None


def enclosing_loops(op: Operation) -> list[scf.ForOp]:
    """The `scf.for` ops around `op`, innermost first."""
    loops: list[scf.ForOp] = []
    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, scf.ForOp):
            loops.append(parent)
        parent = parent.parent_op()
    return loops


def runs_per_call(op: Operation) -> int | None:
    """How often `op` runs per call of its function: the product of the static trip counts of the loops
    around it; None when one is dynamic."""
    counts = [trip_count(loop) for loop in enclosing_loops(op)]
    return None if None in counts else prod(c for c in counts if c is not None)


def relayout_bytes(op: SetEncodingOp | UnsetEncodingOp) -> int | None:
    """Bytes a relayout of `op`'s tensor reads and writes, on the logical type (None: dynamic)."""
    size = type_bytes(op.source.type if isinstance(op, SetEncodingOp) else op.result.type)
    return None if size is None else 2 * size


def times(size: int | None, runs: int | None) -> int | None:
    return None if size is None or runs is None else size * runs


def relayout_runs(module: ModuleOp) -> RelayoutRuns:
    """The relayout ops a materialized `module` runs per call and the bytes they read and write (`report.measure`),
    counted as the planner counts them: times the static trip counts around them; a relayout of a constant
    apart, once (`xdsl-encoding-report --plan`)."""
    ops = 0
    runs: int | None = 0
    moved: int | None = 0
    once: int | None = 0
    for function in module.ops:
        constants = constant_values(function)
        for op in function.walk():
            if relayout_kind(op) is None:
                continue
            ops += 1
            size = moved_bytes(op)
            if op.operands[0] in constants:
                once = None if once is None or size is None else once + size
                continue
            count = runs_per_call(op)
            runs = None if runs is None or count is None else runs + count
            moved = None if moved is None or size is None or count is None else moved + size * count
    return RelayoutRuns(ops, runs, moved, once)
