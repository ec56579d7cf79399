"""Evaluating op bodies (`linalg` payloads, `tensor.pad` yields) once on whole arrays.

A body made only of element-wise ops (`arith`, `math`, `linalg.index`, `tensor.extract`, ...)
computes the same thing on one element as on an array of them, because the numpy
implementations are ufunc expressions. Evaluating it once on whole arrays replaces a Python
loop over every element; anything else falls back to one evaluation per element. A `cf.assert`
(torch-mlir's index checks) is element-wise too: on an array it checks every element at once,
and fails, with its message, if any element fails.

`returning` is the one impl of every terminator that hands its operands back to the op running the
region (`linalg.yield`, `tensor.yield`, `flow.return`, `util.return`, `stream.yield`, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from typing_extensions import TypeVar
from xdsl.dialects import cf, linalg, tensor
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    OpImpl,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl_terminator,
)
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineConstantExpr, AffineDimExpr, AffineExpr
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.interpreters.values import Value

_ELEMENTWISE_DIALECTS = frozenset({"arith", "math"})
_ELEMENTWISE_OPS: tuple[type[Operation], ...] = (
    linalg.ops.IndexOp,
    linalg.ops.YieldOp,
    tensor.YieldOp,
    tensor.ExtractOp,
    tensor.DimOp,
    cf.AssertOp,
)


def is_elementwise(op: Operation) -> bool:
    """Whether `op` computes on whole arrays exactly as on one element."""
    if op.regions:
        return False
    return isinstance(op, _ELEMENTWISE_OPS) or op.dialect_name() in _ELEMENTWISE_DIALECTS


def is_vectorizable(block: Block) -> bool:
    return all(is_elementwise(op) for op in block.ops)


def assertions(block: Block) -> list[cf.AssertOp]:
    """The `cf.assert`s of `block`, in order: a strategy that evaluates only part of a body runs them too."""
    return [op for op in block.ops if isinstance(op, cf.AssertOp)]


def backward_slice(block: Block, targets: Iterable[SSAValue]) -> tuple[set[Operation], set[BlockArgument]]:
    """The ops of `block` that `targets` depend on, and the block arguments they read."""
    ops: set[Operation] = set()
    args: set[BlockArgument] = set()
    work = list(targets)
    while work:
        value = work.pop()
        if isinstance(value, BlockArgument):
            if value.block is block:
                args.add(value)
        elif isinstance(value, OpResult) and value.op.parent_block() is block and value.op not in ops:
            ops.add(value.op)
            work.extend(value.op.operands)
    return ops, args


def evaluate(
    interpreter: Interpreter,
    block: Block,
    env: dict[SSAValue, Value],
    targets: Sequence[SSAValue],
    only: set[Operation],
) -> list[Value]:
    """Run the ops of `block` that are in `only`, in order, with `env` bound; return `targets`."""
    interpreter.push_scope("linalg-body")
    try:
        interpreter.set_values(env.items())
        for op in block.ops:
            if op in only:
                results = interpreter.run_op(op, interpreter.get_values(op.operands))
                interpreter.set_values(zip(op.results, results))
        return list(interpreter.get_values(targets))
    finally:
        interpreter.pop_scope()


OpT = TypeVar("OpT", bound=Operation)


def _all_operands(op: Operation, args: PythonValues) -> PythonValues:
    return args


def returning(
    op_type: type[OpT], picked: Callable[[OpT, PythonValues], PythonValues] = _all_operands
) -> OpImpl[InterpreterFunctions, OpT]:
    """The impl of a terminator whose operands (or the ones `picked` keeps) are the results of its region.

    Every `return`/`yield` that ends a body run by `interpreter.run_ssacfg_region` is one:
    `run_yield = returning(linalg.YieldOp)` in an `InterpreterFunctions` class.
    """

    def run(
        self: InterpreterFunctions, interpreter: Interpreter, op: OpT, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(picked(op, args)), ()

    return impl_terminator(op_type)(run)


def yielded_values(block: Block) -> tuple[SSAValue, ...]:
    terminator = block.last_op
    if terminator is None:
        raise InterpretationError("a body without a terminator cannot be evaluated")
    return tuple(terminator.operands)


# ---------------------------------------------------------------------------------------
# Iteration spaces
# ---------------------------------------------------------------------------------------


def open_grid(sizes: Sequence[int], dtype: np.dtype[Any]) -> list[np.ndarray[Any, Any]]:
    """One broadcastable index array per loop: `open_grid((2, 3))` -> `[[[0], [1]], [[0, 1, 2]]]`."""
    rank = len(sizes)
    return [np.arange(n, dtype=dtype).reshape((1,) * d + (n,) + (1,) * (rank - d - 1)) for d, n in enumerate(sizes)]


def eval_affine(expr: AffineExpr, dims: Sequence[Value]) -> Value:
    """An affine expression over arrays of loop indices: `d0 * 2 + d1` on an open grid."""
    if isinstance(expr, AffineDimExpr):
        return dims[expr.position]
    if isinstance(expr, AffineConstantExpr):
        return expr.value
    if isinstance(expr, AffineBinaryOpExpr):
        lhs = eval_affine(expr.lhs, dims)
        rhs = eval_affine(expr.rhs, dims)
        match expr.kind:
            case AffineBinaryOpKind.Add:
                return lhs + rhs
            case AffineBinaryOpKind.Mul:
                return lhs * rhs
            case AffineBinaryOpKind.Mod:
                return lhs % rhs
            case AffineBinaryOpKind.FloorDiv:
                return lhs // rhs
            case AffineBinaryOpKind.CeilDiv:
                return -((-lhs) // rhs)
    raise InterpretationError(f"unsupported affine expression {expr} (symbols are not supported)")


@dataclass
class Iteration:
    """Where `linalg.index` reads the loop indices: a whole open grid, or one point."""

    grid: list[np.ndarray[Any, Any]] | None
    point: list[int]


def iteration_stack(interpreter: Interpreter) -> list[Iteration]:
    """The loops of the running structured ops, innermost last (per interpreter).

    The data is keyed on the base `InterpreterFunctions` with a key of its own, so the engine
    that pushes and the `linalg.index` that reads need not import each other.
    """
    return interpreter.get_data(InterpreterFunctions, "xdsl_encoding.linalg.iteration", list)
