"""numpy-backed interpreter functions: run this project's programs on CPU at numpy speed.

`register_implementations` is the one list. It registers the stock xDSL implementations that
work on any value representation (control flow, calls, printing, memrefs), then ours on top
with `override=True`: arith, math, tensor, linalg, iree_linalg_ext, iree_encoding and IREE's host
dialects on numpy values
(see `values.py` for the conventions).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any, Literal

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import Interpreter, InterpreterFunctions


def register_implementations(interpreter: Interpreter, ctx: Context | None = None) -> None:
    """Register every implementation the numpy interpreter uses on `interpreter`.

    `ctx` is unused; it keeps the signature of `xdsl.interpreters.register_implementations`.
    """
    stock, ours = _functions()
    for functions in stock:
        interpreter.register_implementations(functions)
    for functions in ours:
        interpreter.register_implementations(functions, override=True)


@cache
def _functions() -> tuple[tuple[InterpreterFunctions, ...], tuple[InterpreterFunctions, ...]]:
    """The stock xDSL implementations that work on any value representation, then ours.

    Built once: the implementations keep no state of their own (per-run data lives on the
    interpreter), so every interpreter can share them.
    """
    from xdsl.interpreters.affine import AffineFunctions
    from xdsl.interpreters.builtin import BuiltinFunctions
    from xdsl.interpreters.cf import CfFunctions
    from xdsl.interpreters.func import FuncFunctions
    from xdsl.interpreters.memref import MemRefFunctions
    from xdsl.interpreters.printf import PrintfFunctions
    from xdsl.interpreters.scf import ScfFunctions

    from xdsl_encoding.interpreters.affine import NumpyAffineFunctions
    from xdsl_encoding.interpreters.arith import NumpyArithFunctions
    from xdsl_encoding.interpreters.builtin import NumpyBuiltinFunctions
    from xdsl_encoding.interpreters.cf import NumpyCfFunctions
    from xdsl_encoding.interpreters.flow import NumpyFlowFunctions
    from xdsl_encoding.interpreters.hal import NumpyHalFunctions
    from xdsl_encoding.interpreters.iree_codegen import NumpyIreeCodegenFunctions
    from xdsl_encoding.interpreters.iree_encoding import NumpyIreeEncodingFunctions
    from xdsl_encoding.interpreters.iree_linalg_ext import NumpyIreeLinalgExtFunctions
    from xdsl_encoding.interpreters.iree_tensor_ext import NumpyIreeTensorExtFunctions
    from xdsl_encoding.interpreters.linalg import NumpyLinalgFunctions
    from xdsl_encoding.interpreters.linalg_ext import NumpyLinalgExtFunctions
    from xdsl_encoding.interpreters.math import NumpyMathFunctions
    from xdsl_encoding.interpreters.stream import NumpyStreamFunctions
    from xdsl_encoding.interpreters.tensor import NumpyTensorFunctions
    from xdsl_encoding.interpreters.util import NumpyUtilFunctions

    stock = (
        AffineFunctions(),
        BuiltinFunctions(),
        CfFunctions(),
        FuncFunctions(),
        MemRefFunctions(),
        PrintfFunctions(),
        ScfFunctions(),
    )
    ours = (
        NumpyBuiltinFunctions(),
        NumpyCfFunctions(),
        NumpyArithFunctions(),
        NumpyAffineFunctions(),
        NumpyMathFunctions(),
        NumpyTensorFunctions(),
        NumpyLinalgFunctions(),
        NumpyLinalgExtFunctions(),
        NumpyIreeLinalgExtFunctions(),
        NumpyIreeEncodingFunctions(),
        NumpyUtilFunctions(),
        NumpyHalFunctions(),
        NumpyFlowFunctions(),
        NumpyIreeTensorExtFunctions(),
        NumpyIreeCodegenFunctions(),
        NumpyStreamFunctions(),
    )
    return stock, ours


@cache
def _registry() -> Any:
    """Every implementation, registered once and shared by the interpreters of `new_interpreter`: the
    plans of `plan.py` are resolved against it, so they serve every later run of the same IR."""
    interpreter = Interpreter(ModuleOp([]))
    register_implementations(interpreter)
    return interpreter._impls  # pyright: ignore[reportPrivateUsage]


def new_interpreter(
    module: ModuleOp, index_bitwidth: Literal[32, 64] = 64, listeners: Sequence[Interpreter.Listener] = ()
) -> Interpreter:
    """An interpreter for `module` with every implementation registered, running from plans (`plan.py`)."""
    from xdsl_encoding.interpreters.plan import PlannedInterpreter

    return PlannedInterpreter(module, index_bitwidth=index_bitwidth, listeners=tuple(listeners), _impls=_registry())
