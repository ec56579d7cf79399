"""numpy-backed interpreter functions: run this project's programs on CPU at numpy speed.

`register_implementations` is the one list. It registers the stock xDSL implementations that
work on any value representation (control flow, calls, printing, memrefs), then ours on top
with `override=True`: arith, math, tensor, linalg and iree_encoding on numpy values
(see `values.py` for the conventions).
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.interpreter import Interpreter


def register_implementations(interpreter: Interpreter, ctx: Context | None = None) -> None:
    """Register every implementation the numpy interpreter uses on `interpreter`."""
    from xdsl.interpreters.affine import AffineFunctions
    from xdsl.interpreters.builtin import BuiltinFunctions
    from xdsl.interpreters.cf import CfFunctions
    from xdsl.interpreters.func import FuncFunctions
    from xdsl.interpreters.memref import MemRefFunctions
    from xdsl.interpreters.printf import PrintfFunctions
    from xdsl.interpreters.scf import ScfFunctions

    from xdsl_encoding.interpreters.arith import NumpyArithFunctions
    from xdsl_encoding.interpreters.builtin import NumpyBuiltinFunctions
    from xdsl_encoding.interpreters.iree_encoding import NumpyIreeEncodingFunctions
    from xdsl_encoding.interpreters.linalg import NumpyLinalgFunctions
    from xdsl_encoding.interpreters.math import NumpyMathFunctions
    from xdsl_encoding.interpreters.tensor import NumpyTensorFunctions

    for stock in (
        AffineFunctions(),
        BuiltinFunctions(),
        CfFunctions(),
        FuncFunctions(),
        MemRefFunctions(),
        PrintfFunctions(),
        ScfFunctions(),
    ):
        interpreter.register_implementations(stock)
    for ours in (
        NumpyBuiltinFunctions(),
        NumpyArithFunctions(),
        NumpyMathFunctions(),
        NumpyTensorFunctions(),
        NumpyLinalgFunctions(),
        NumpyIreeEncodingFunctions(),
    ):
        interpreter.register_implementations(ours, override=True)
