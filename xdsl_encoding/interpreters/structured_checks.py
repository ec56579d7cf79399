"""The `cf.assert`s of a structured op's body, for the strategies that evaluate only part of it.

A reduction evaluates just what its folds need, a contraction just its factors: the assertions
(torch-mlir's index and shape checks) would be skipped. They are evaluated once over the whole
iteration space instead, each condition over the loops it reads.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType
from xdsl.interpreter import Interpreter, PythonValues
from xdsl.ir import Operation, SSAValue

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.interpreters.loop_space import Structured, in_loop_space, memo
from xdsl_encoding.interpreters.regions import (
    Iteration,
    assertions,
    backward_slice,
    evaluate,
    iteration_stack,
    open_grid,
)
from xdsl_encoding.interpreters.values import Value


def assertion_slice(s: Structured) -> set[Operation] | None:
    """The body's `cf.assert`s and the ops their conditions need; None if a condition reads an
    accumulator (then only a strategy that runs the whole body per step can check it)."""
    return memo(s, "assertions", lambda: _find_assertion_slice(s))


def _find_assertion_slice(s: Structured) -> set[Operation] | None:
    checks = assertions(s.body)
    if not checks:
        return set()
    ops, args = backward_slice(s.body, [c.arg for c in checks])
    if any(a.index >= s.num_inputs for a in args):
        return None
    return ops | set(checks)


def check_assertions(
    interpreter: Interpreter, s: Structured, operands: PythonValues, sizes: tuple[int, ...], checks: set[Operation]
) -> None:
    """Run the `cf.assert`s once over the iteration space (each condition over the loops it reads)."""
    env: dict[SSAValue, Value] = {
        arg: in_loop_space(s, i, operands[i], sizes) for i, arg in enumerate(s.body.args[: s.num_inputs])
    }
    stack = iteration_stack(interpreter)
    stack.append(Iteration(open_grid(sizes, values.dtype_of(IndexType(), interpreter.index_bitwidth)), []))
    try:
        evaluate(interpreter, s.body, env, [], checks)
    finally:
        stack.pop()
