"""numpy implementations of IREE's `util` dialect: functions, calls, globals, initializers.

Globals live on the interpreter (one program run = one set of globals). They are set up on
first use, in module order: a global with a constant initial value gets it, then each
`util.initializer` runs once. A global bound to a parameter (`#stream.parameter.named`,
`#flow.parameter.named`) is read from the run's parameter files (`parameters.py`) when first
loaded; one bound to a device target has no value here: loading it is an error naming the global.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, impl_callable, register_impls
from xdsl.ir import Attribute
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr, VerbatimAttr, printed
from xdsl_encoding.interpreters.parameters import Parameters, is_parameter
from xdsl_encoding.interpreters.regions import returning


@dataclass(frozen=True)
class Opaque:
    """A runtime value the interpreter carries but never computes with (devices, fences, null)."""

    kind: str


NULL = Opaque("null")


@dataclass
class _Unknown:
    """A global whose value lives outside the program (a parameter archive, a device)."""

    why: str


@dataclass
class _Parameter:
    """A global whose value is read from a parameter file when first loaded."""

    reference: TypedVerbatimAttr
    type: Attribute


@dataclass
class _Globals:
    values: dict[str, Any] = field(default_factory=dict[str, Any])
    initialized: bool = False


def _initial_value(op: util.GlobalOp, index_bitwidth: int) -> Any:
    value = op.initial_value
    if value is None:
        return _Unknown("it has no initial value and no initializer stored to it")
    if isinstance(value, DenseIntOrFPElementsAttr | IntegerAttr | FloatAttr):
        return values.from_attribute(
            cast(Attribute, value), op.type, f"util.global @{op.sym_name.data}", index_bitwidth
        )
    if is_parameter(value):
        return _Parameter(cast(TypedVerbatimAttr, value), op.type)
    if isinstance(value, VerbatimAttr):
        return _Unknown(f"its value is {printed(value)}, which lives outside the program")
    raise InterpretationError(f"util.global @{op.sym_name.data}: cannot interpret the initial value {value}")


def parameters_of(interpreter: Interpreter) -> Parameters:
    """The parameter files of this run (`set_parameters`; none unless given)."""
    return interpreter.get_data(NumpyUtilFunctions, "parameters", Parameters)


def set_parameters(interpreter: Interpreter, parameters: Parameters) -> None:
    """Give this run its parameter files (before the first call)."""
    interpreter.get_data(NumpyUtilFunctions, "parameters", lambda: parameters)


@register_impls
class NumpyUtilFunctions(InterpreterFunctions):
    """`util.func`/`call`/`return`, globals with their initializers, null and barriers."""

    def _globals(self, interpreter: Interpreter) -> _Globals:
        state: _Globals = interpreter.get_data(NumpyUtilFunctions, "globals", _Globals)
        if not state.initialized:
            state.initialized = True
            for op in interpreter.module.body.block.ops:
                if isinstance(op, util.GlobalOp):
                    state.values[op.sym_name.data] = _initial_value(op, interpreter.index_bitwidth)
                elif isinstance(op, util.InitializerOp):
                    interpreter.run_ssacfg_region(op.body, (), "util.initializer")
        return state

    def _global(self, interpreter: Interpreter, op: util.GlobalLoadOp | util.GlobalStoreOp) -> tuple[str, _Globals]:
        """The name of the global `op` accesses, and the globals (which hold it)."""
        name = op.global_.root_reference.data
        state = self._globals(interpreter)
        if name not in state.values:
            raise InterpretationError(f"{op.name}: no util.global @{name} in the module")
        return name, state

    @impl_callable(util.FuncOp)
    def call_func(self, interpreter: Interpreter, op: util.FuncOp, args: tuple[Any, ...]) -> PythonValues:
        if op.is_declaration:
            return interpreter.call_external(op.sym_name.data, op, args)
        self._globals(interpreter)
        return interpreter.run_ssacfg_region(op.body, args, op.sym_name.data)

    @impl(util.CallOp)
    def run_call(self, interpreter: Interpreter, op: util.CallOp, args: PythonValues) -> PythonValues:
        return interpreter.call_op(op.callee, args)

    run_return = returning(util.ReturnOp)

    @impl(util.GlobalLoadOp)
    def run_global_load(self, interpreter: Interpreter, op: util.GlobalLoadOp, args: PythonValues) -> PythonValues:
        name, state = self._global(interpreter, op)
        value = state.values[name]
        if isinstance(value, _Parameter):
            value = state.values[name] = parameters_of(interpreter).value(
                value.reference, value.type, f"util.global @{name}", name, interpreter.index_bitwidth
            )
        if isinstance(value, _Unknown):
            raise InterpretationError(f"util.global.load @{name}: the interpreter has no value for it: {value.why}")
        return (value,)

    @impl(util.GlobalStoreOp)
    def run_global_store(self, interpreter: Interpreter, op: util.GlobalStoreOp, args: PythonValues) -> PythonValues:
        name, state = self._global(interpreter, op)
        state.values[name] = args[0]
        return ()

    @impl(util.BufferConstantOp)
    def run_buffer_constant(
        self, interpreter: Interpreter, op: util.BufferConstantOp, args: PythonValues
    ) -> PythonValues:
        """The buffer's bytes (read-only: a constant)."""
        data = np.frombuffer(op.contents(), np.uint8)
        return (data,)

    @impl(util.NullOp)
    def run_null(self, interpreter: Interpreter, op: util.NullOp, args: PythonValues) -> PythonValues:
        return (NULL,)

    @impl(util.OptimizationBarrierOp)
    def run_optimization_barrier(
        self, interpreter: Interpreter, op: util.OptimizationBarrierOp, args: PythonValues
    ) -> PythonValues:
        return args

    @impl(util.UnfoldableConstantOp)
    def run_unfoldable_constant(
        self, interpreter: Interpreter, op: util.UnfoldableConstantOp, args: PythonValues
    ) -> PythonValues:
        return (values.from_attribute(op.value, op.result.type, op.name, interpreter.index_bitwidth),)

    @impl(util.AssumeIntOp)
    def run_assume_int(self, interpreter: Interpreter, op: util.AssumeIntOp, args: PythonValues) -> PythonValues:
        """Its operands, once one row of assumptions holds for all of them (else IREE's program is undefined)."""
        numbers = [int(a) for a in args]
        for row in range(op.row_count()):
            picked = [r.data[0] if len(r.data) == 1 else r.data[row] for r in op.assumptions.data]
            if all(a.holds_for(n) for a, n in zip(picked, numbers)):
                return args
        raise InterpretationError(f"{op.name}: the values {numbers} break every row of its assumptions")
