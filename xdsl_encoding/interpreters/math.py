"""numpy implementations of the `math` dialect (scalars and whole arrays alike).

`linalg-generalize-named-ops` turns `linalg.exp` and friends into `linalg.generic` bodies made of
`math` ops, so a generalized program needs these to run. xDSL's stock `MathFunctions` works on
Python floats one element at a time and is not registered by its `register_implementations`.
Semantics: https://mlir.llvm.org/docs/Dialects/MathOps/
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable

import numpy as np
from xdsl.dialects import math
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Operation

from xdsl_encoding.interpreters.arith import operand, result, signed, unsigned
from xdsl_encoding.interpreters.values import Value

_erf = np.frompyfunc(pymath.erf, 1, 1)


def _apply(interpreter: Interpreter, op: Operation, args: PythonValues, fn: Callable[..., Value]) -> PythonValues:
    operands = [operand(interpreter, op, args, i) for i in range(len(args))]
    with np.errstate(all="ignore"):
        return result(interpreter, op, fn(*operands))


def _absi(x: Value) -> Value:
    return np.abs(signed(x))


def _ctpop(x: Value) -> Value:
    return np.bitwise_count(unsigned(x))


def _erf_values(x: Value) -> Value:
    return np.asarray(_erf(x), dtype=np.float64)


def _fma(a: Value, b: Value, c: Value) -> Value:
    return a * b + c


def _fpowi(x: Value, n: Value) -> Value:
    return np.power(x, signed(n).astype(x.dtype))


def _rsqrt(x: Value) -> Value:
    return 1 / np.sqrt(x)


def _round_half_away(x: Value) -> Value:
    return np.copysign(np.floor(np.abs(x) + 0.5), x)


def _bits(x: Value) -> int:
    return 1 if x.dtype.kind == "b" else x.dtype.itemsize * 8


def _ctlz(x: Value) -> Value:
    """Leading zeros: the bit width minus the position of the highest set bit."""
    u = unsigned(x).astype(np.uint64)
    width = _bits(x)
    length = np.zeros(np.shape(u), np.int64)
    for shift in range(width):
        length = np.where((u >> np.uint64(shift)) != 0, shift + 1, length)
    return width - length


def _cttz(x: Value) -> Value:
    u = unsigned(x).astype(np.uint64)
    width = _bits(x)
    count = np.full(np.shape(u), width, np.int64)
    for shift in reversed(range(width)):
        count = np.where(((u >> np.uint64(shift)) & np.uint64(1)) != 0, shift, count)
    return count


def _ipowi(base: Value, exponent: Value) -> Value:
    """Integer power with wrap-around; a negative exponent gives 0 unless the base is 1 or -1."""
    b, e = signed(base), signed(exponent)
    positive = np.power(b, np.maximum(e, 0))
    negative = np.where(b == 1, 1, np.where(b == -1, np.where(e % 2 == 0, 1, -1), 0))
    return np.where(e < 0, negative, positive)


@register_impls
class NumpyMathFunctions(InterpreterFunctions):
    """`math` on numpy scalars and arrays."""

    @impl(math.AbsFOp)
    def run_absf(self, interpreter: Interpreter, op: math.AbsFOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.abs)

    @impl(math.AbsIOp)
    def run_absi(self, interpreter: Interpreter, op: math.AbsIOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _absi)

    @impl(math.AcosOp)
    def run_acos(self, interpreter: Interpreter, op: math.AcosOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.arccos)

    @impl(math.AcoshOp)
    def run_acosh(self, interpreter: Interpreter, op: math.AcoshOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.arccosh)

    @impl(math.AsinOp)
    def run_asin(self, interpreter: Interpreter, op: math.AsinOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.arcsin)

    @impl(math.AsinhOp)
    def run_asinh(self, interpreter: Interpreter, op: math.AsinhOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.arcsinh)

    @impl(math.AtanOp)
    def run_atan(self, interpreter: Interpreter, op: math.AtanOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.arctan)

    @impl(math.AtanhOp)
    def run_atanh(self, interpreter: Interpreter, op: math.AtanhOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.arctanh)

    @impl(math.Atan2Op)
    def run_atan2(self, interpreter: Interpreter, op: math.Atan2Op, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.arctan2)

    @impl(math.CbrtOp)
    def run_cbrt(self, interpreter: Interpreter, op: math.CbrtOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.cbrt)

    @impl(math.CeilOp)
    def run_ceil(self, interpreter: Interpreter, op: math.CeilOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.ceil)

    @impl(math.CopySignOp)
    def run_copysign(self, interpreter: Interpreter, op: math.CopySignOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.copysign)

    @impl(math.CosOp)
    def run_cos(self, interpreter: Interpreter, op: math.CosOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.cos)

    @impl(math.CoshOp)
    def run_cosh(self, interpreter: Interpreter, op: math.CoshOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.cosh)

    @impl(math.CountLeadingZerosOp)
    def run_ctlz(self, interpreter: Interpreter, op: math.CountLeadingZerosOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _ctlz)

    @impl(math.CountTrailingZerosOp)
    def run_cttz(self, interpreter: Interpreter, op: math.CountTrailingZerosOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _cttz)

    @impl(math.CtPopOp)
    def run_ctpop(self, interpreter: Interpreter, op: math.CtPopOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _ctpop)

    @impl(math.ErfOp)
    def run_erf(self, interpreter: Interpreter, op: math.ErfOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _erf_values)

    @impl(math.ExpOp)
    def run_exp(self, interpreter: Interpreter, op: math.ExpOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.exp)

    @impl(math.Exp2Op)
    def run_exp2(self, interpreter: Interpreter, op: math.Exp2Op, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.exp2)

    @impl(math.ExpM1Op)
    def run_expm1(self, interpreter: Interpreter, op: math.ExpM1Op, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.expm1)

    @impl(math.FloorOp)
    def run_floor(self, interpreter: Interpreter, op: math.FloorOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.floor)

    @impl(math.FmaOp)
    def run_fma(self, interpreter: Interpreter, op: math.FmaOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _fma)

    @impl(math.FPowIOp)
    def run_fpowi(self, interpreter: Interpreter, op: math.FPowIOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _fpowi)

    @impl(math.IPowIOp)
    def run_ipowi(self, interpreter: Interpreter, op: math.IPowIOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _ipowi)

    @impl(math.LogOp)
    def run_log(self, interpreter: Interpreter, op: math.LogOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.log)

    @impl(math.Log10Op)
    def run_log10(self, interpreter: Interpreter, op: math.Log10Op, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.log10)

    @impl(math.Log1pOp)
    def run_log1p(self, interpreter: Interpreter, op: math.Log1pOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.log1p)

    @impl(math.Log2Op)
    def run_log2(self, interpreter: Interpreter, op: math.Log2Op, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.log2)

    @impl(math.PowFOp)
    def run_powf(self, interpreter: Interpreter, op: math.PowFOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.power)

    @impl(math.RoundOp)
    def run_round(self, interpreter: Interpreter, op: math.RoundOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _round_half_away)

    @impl(math.RoundEvenOp)
    def run_roundeven(self, interpreter: Interpreter, op: math.RoundEvenOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.rint)

    @impl(math.RsqrtOp)
    def run_rsqrt(self, interpreter: Interpreter, op: math.RsqrtOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, _rsqrt)

    @impl(math.SinOp)
    def run_sin(self, interpreter: Interpreter, op: math.SinOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.sin)

    @impl(math.SinhOp)
    def run_sinh(self, interpreter: Interpreter, op: math.SinhOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.sinh)

    @impl(math.SqrtOp)
    def run_sqrt(self, interpreter: Interpreter, op: math.SqrtOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.sqrt)

    @impl(math.TanOp)
    def run_tan(self, interpreter: Interpreter, op: math.TanOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.tan)

    @impl(math.TanhOp)
    def run_tanh(self, interpreter: Interpreter, op: math.TanhOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.tanh)

    @impl(math.TruncOp)
    def run_trunc(self, interpreter: Interpreter, op: math.TruncOp, args: PythonValues) -> PythonValues:
        return _apply(interpreter, op, args, np.trunc)
