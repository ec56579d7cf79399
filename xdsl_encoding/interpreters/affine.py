"""`affine.apply` with its symbols: xDSL 0.74's implementation passes every operand as a dim.

MLIR's `affine.apply` takes the map's dims first, then its symbols
(`affine.apply affine_map<()[s0] -> (s0 ceildiv 8)>()[%n]`, as IREE's materialization writes
the outer size of a dynamic packed dim). Floor division, ceil division and modulo follow MLIR
(xDSL's `AffineMap.eval`).
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects import affine
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls


@register_impls
class NumpyAffineFunctions(InterpreterFunctions):
    @impl(affine.ApplyOp)
    def run_apply(self, interpreter: Interpreter, op: affine.ApplyOp, args: tuple[Any, ...]) -> PythonValues:
        m = op.map.data
        operands = [int(a) for a in args]
        return tuple(m.eval(operands[: m.num_dims], operands[m.num_dims :]))
