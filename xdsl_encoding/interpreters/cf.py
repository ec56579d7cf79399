"""numpy implementation of `cf.assert`, which xDSL 0.74's `CfFunctions` lacks.

torch-mlir's ONNX lowering checks indices at run time (`Gather`, `GatherElements`, `PRelu`
broadcasts, dynamic reshapes) with `cf.assert`, also inside `linalg.generic` bodies, where the
condition is a whole array when the body runs vectorized: it then checks every element of the
iteration space at once (none if the space is empty, where the body never runs).
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects import cf
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.interpreters.regions import iteration_stack


@register_impls
class NumpyCfFunctions(InterpreterFunctions):
    """`cf.assert`: a false condition (anywhere in an array) stops the run with the op's message."""

    @impl(cf.AssertOp)
    def run_assert(self, interpreter: Interpreter, op: cf.AssertOp, args: PythonValues) -> PythonValues:
        stack = iteration_stack(interpreter)
        if stack and stack[-1].grid is not None and any(g.size == 0 for g in stack[-1].grid):
            return ()  # a vectorized body over an empty iteration space: no element runs it
        if not np.all(np.asarray(args[0])):
            raise InterpretationError(f"cf.assert failed: {op.msg.data}")
        return ()
