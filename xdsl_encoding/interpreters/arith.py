"""numpy implementations of the `arith` dialect, on scalars and on whole arrays alike.

Every implementation is a numpy ufunc expression, so the same code runs one element (a numpy
scalar) or a whole tensor at once: `linalg` bodies are evaluated once on whole arrays through
these functions. Integers wrap around (fixed-width numpy ints); `i1` is `bool`, and is `-1` when
read as a signed number, as in MLIR. Division by zero, which is undefined behaviour in MLIR,
gives numpy's result (0) instead of a trap.
Semantics: https://mlir.llvm.org/docs/Dialects/ArithOps/
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import numpy as np
from xdsl.dialects import arith
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects.arith import IndexCastUIOp, ScalingExtFOp, TruncIOp
from xdsl_encoding.interpreters.plan import derived, prepared
from xdsl_encoding.interpreters.values import Value

# ---------------------------------------------------------------------------------------
# Kernels shared by the ops
# ---------------------------------------------------------------------------------------


def operand(interpreter: Interpreter, op: Operation, args: PythonValues, index: int) -> Value:
    """Operand `index` in the dtype of its type (stock impls may hand over Python numbers)."""
    return values.as_type(args[index], op.operands[index].type, interpreter.index_bitwidth)


def result(interpreter: Interpreter, op: Operation, value: Value) -> PythonValues:
    """The single result of `op`, in its dtype, a numpy scalar when it is 0-d."""
    value = values.as_type(value, op.results[0].type, interpreter.index_bitwidth)
    if values.is_array(value) and value.ndim == 0:
        return (value[()],)
    return (value,)


def signed(x: Value) -> Value:
    """Read a signless integer as signed: `True` (i1) is -1, uiN is reinterpreted."""
    kind = x.dtype.kind
    if kind == "b":
        return -np.asarray(x).astype(np.int8)
    if kind == "u":
        return x.astype(np.dtype(f"i{x.dtype.itemsize}"))
    return x


def unsigned(x: Value) -> Value:
    """Read a signless integer as unsigned: `-1 : i8` is 255."""
    kind = x.dtype.kind
    if kind == "b":
        return np.asarray(x).astype(np.uint8)
    if kind == "i":
        return x.astype(np.dtype(f"u{x.dtype.itemsize}"))
    return x


def _wrapping(fn: Callable[[Value, Value], Value], a: Value, b: Value) -> Value:
    """`fn` on integers of the same width; i1 is computed on int8 and keeps its low bit."""
    if a.dtype.kind == "b":
        return fn(np.asarray(a).astype(np.int8), np.asarray(b).astype(np.int8)) & 1
    return fn(a, b)


def _trunc_div(a: Value, b: Value) -> Value:
    """Signed division rounding toward zero (C semantics), unlike numpy's floor division."""
    return (a - np.fmod(a, b)) // b


def _ceil_div(a: Value, b: Value) -> Value:
    quotient = a // b
    return quotient + ((a - quotient * b) != 0).astype(a.dtype)


def _shift(fn: Callable[[Value, Value], Value], a: Value, b: Value) -> Value:
    """Shifts by the bit width or more are poison in MLIR; they give 0 (or the sign) here."""
    bits = 1 if a.dtype.kind == "b" else a.dtype.itemsize * 8
    amount = unsigned(b)
    safe = np.minimum(amount, bits - 1).astype(a.dtype)
    shifted = fn(a, safe)
    if fn is np.right_shift and a.dtype.kind == "i":
        return shifted  # arithmetic shift: shifting by >= bits saturates to the sign, like shifting by bits - 1
    return cast(Value, np.where(amount >= bits, 0, shifted))


_CMPI: dict[int, Callable[[Value, Value], Value]] = {
    0: lambda a, b: signed(a) == signed(b),
    1: lambda a, b: signed(a) != signed(b),
    2: lambda a, b: signed(a) < signed(b),
    3: lambda a, b: signed(a) <= signed(b),
    4: lambda a, b: signed(a) > signed(b),
    5: lambda a, b: signed(a) >= signed(b),
    6: lambda a, b: unsigned(a) < unsigned(b),
    7: lambda a, b: unsigned(a) <= unsigned(b),
    8: lambda a, b: unsigned(a) > unsigned(b),
    9: lambda a, b: unsigned(a) >= unsigned(b),
}


def _ordered(a: Value, b: Value) -> Value:
    return ~(np.isnan(a) | np.isnan(b))


_CMPF: dict[int, Callable[[Value, Value], Value]] = {
    0: lambda a, b: np.zeros(np.broadcast(a, b).shape, np.bool_),
    1: lambda a, b: a == b,
    2: lambda a, b: a > b,
    3: lambda a, b: a >= b,
    4: lambda a, b: a < b,
    5: lambda a, b: a <= b,
    6: lambda a, b: _ordered(a, b) & (a != b),
    7: _ordered,
    8: lambda a, b: ~_ordered(a, b) | (a == b),
    9: lambda a, b: ~(a <= b),
    10: lambda a, b: ~(a < b),
    11: lambda a, b: ~(a >= b),
    12: lambda a, b: ~(a > b),
    13: lambda a, b: a != b,
    14: lambda a, b: ~_ordered(a, b),
    15: lambda a, b: np.ones(np.broadcast(a, b).shape, np.bool_),
}


_Spec = tuple[tuple[np.dtype[Any] | None, ...], np.dtype[Any] | None]


def _spec(interpreter: Interpreter, op: Operation) -> _Spec:
    """The dtype of each operand and of the one result, None where a value may need converting
    (bf16, which is rounded, or several results): `operand` and `result` without their checks."""
    bitwidth = interpreter.index_bitwidth

    def compute() -> _Spec:
        ins = tuple(None if values.is_bf16(o.type) else values.dtype_of(o.type, bitwidth) for o in op.operands)
        single = len(op.results) == 1 and not values.is_bf16(op.results[0].type)
        return ins, values.dtype_of(op.results[0].type, bitwidth) if single else None

    return derived(interpreter, op, f"spec{bitwidth}", compute)


def _operand(interpreter: Interpreter, op: Operation, args: PythonValues, index: int, spec: _Spec) -> Value:
    value, dtype = args[index], spec[0][index]
    if dtype is not None and values.is_numpy(value) and value.dtype == dtype:
        return value
    return operand(interpreter, op, args, index)


def _result(interpreter: Interpreter, op: Operation, value: Value, spec: _Spec) -> PythonValues:
    dtype = spec[1]
    if dtype is not None and values.is_numpy(value) and value.dtype == dtype:
        return (value[()],) if values.is_array(value) and value.ndim == 0 else (value,)
    return result(interpreter, op, value)


def _binary(
    interpreter: Interpreter, op: Operation, args: PythonValues, fn: Callable[[Value, Value], Value]
) -> PythonValues:
    spec = _spec(interpreter, op)
    a = _operand(interpreter, op, args, 0, spec)
    b = _operand(interpreter, op, args, 1, spec)
    with np.errstate(all="ignore"):
        return _result(interpreter, op, fn(a, b), spec)


def _unary(interpreter: Interpreter, op: Operation, args: PythonValues, fn: Callable[[Value], Value]) -> PythonValues:
    spec = _spec(interpreter, op)
    with np.errstate(all="ignore"):
        return _result(interpreter, op, fn(_operand(interpreter, op, args, 0, spec)), spec)


def _predicate(op: arith.CmpiOp | arith.CmpfOp, table: dict[int, Any]) -> Any:
    value = op.predicate.value.data
    if value not in table:
        raise InterpretationError(f"{op.name}: unknown predicate {value}")
    return table[value]


def _bitcast(value: Value, source: Attribute, target: Attribute, index_bitwidth: int) -> Value:
    """Reinterpret the bits; bf16 and f8 (stored widened to float32) go through their own bit patterns."""
    array = np.asarray(value)
    if values.is_bf16(source):
        array = (array.view(np.uint32) >> np.uint32(16)).astype(np.uint16)
    elif (f8 := values.f8_dtype(source)) is not None:
        array = array.astype(f8).view(np.uint8)
    if values.is_bf16(target):
        return (array.view(np.uint16).astype(np.uint32) << np.uint32(16)).view(np.float32)
    if (f8 := values.f8_dtype(target)) is not None:
        return array.view(np.uint8).view(f8).astype(np.float32)
    target_dtype = values.dtype_of(target, index_bitwidth)
    if array.dtype.kind == "b" or target_dtype.kind == "b":
        return array.astype(np.uint8).astype(target_dtype) if array.dtype.kind == "b" else (array & 1).astype(np.bool_)
    return array.view(target_dtype)


# ---------------------------------------------------------------------------------------
# Implementations
# ---------------------------------------------------------------------------------------


@register_impls
class NumpyArithFunctions(InterpreterFunctions):
    """`arith` on numpy scalars and arrays."""

    @impl(arith.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: arith.ConstantOp, args: PythonValues) -> PythonValues:
        def value() -> Value:  # read-only: every run may share it
            return values.from_attribute(op.value, op.result.type, op.name, interpreter.index_bitwidth)

        if prepared(interpreter, op) is not None:
            return (derived(interpreter, op, f"value{interpreter.index_bitwidth}", value),)
        cache: dict[arith.ConstantOp, Value] = interpreter.get_data(NumpyArithFunctions, "constants", dict)
        if op not in cache:
            cache[op] = value()
        return (cache[op],)

    # Integer arithmetic (wraps around)
    @impl(arith.AddiOp)
    def run_addi(self, interpreter: Interpreter, op: arith.AddiOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _wrapping(np.add, a, b))

    @impl(arith.SubiOp)
    def run_subi(self, interpreter: Interpreter, op: arith.SubiOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _wrapping(np.subtract, a, b))

    @impl(arith.MuliOp)
    def run_muli(self, interpreter: Interpreter, op: arith.MuliOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _wrapping(np.multiply, a, b))

    @impl(arith.DivSIOp)
    def run_divsi(self, interpreter: Interpreter, op: arith.DivSIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _trunc_div(signed(a), signed(b)))

    @impl(arith.DivUIOp)
    def run_divui(self, interpreter: Interpreter, op: arith.DivUIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: unsigned(a) // unsigned(b))

    @impl(arith.RemSIOp)
    def run_remsi(self, interpreter: Interpreter, op: arith.RemSIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: np.fmod(signed(a), signed(b)))

    @impl(arith.RemUIOp)
    def run_remui(self, interpreter: Interpreter, op: arith.RemUIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: unsigned(a) % unsigned(b))

    @impl(arith.FloorDivSIOp)
    def run_floordivsi(self, interpreter: Interpreter, op: arith.FloorDivSIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: signed(a) // signed(b))

    @impl(arith.CeilDivSIOp)
    def run_ceildivsi(self, interpreter: Interpreter, op: arith.CeilDivSIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _ceil_div(signed(a), signed(b)))

    @impl(arith.CeilDivUIOp)
    def run_ceildivui(self, interpreter: Interpreter, op: arith.CeilDivUIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _ceil_div(unsigned(a), unsigned(b)))

    @impl(arith.MaxSIOp)
    def run_maxsi(self, interpreter: Interpreter, op: arith.MaxSIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: np.maximum(signed(a), signed(b)))

    @impl(arith.MinSIOp)
    def run_minsi(self, interpreter: Interpreter, op: arith.MinSIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: np.minimum(signed(a), signed(b)))

    @impl(arith.MaxUIOp)
    def run_maxui(self, interpreter: Interpreter, op: arith.MaxUIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: np.maximum(unsigned(a), unsigned(b)))

    @impl(arith.MinUIOp)
    def run_minui(self, interpreter: Interpreter, op: arith.MinUIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: np.minimum(unsigned(a), unsigned(b)))

    @impl(arith.AndIOp)
    def run_andi(self, interpreter: Interpreter, op: arith.AndIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.bitwise_and)

    @impl(arith.OrIOp)
    def run_ori(self, interpreter: Interpreter, op: arith.OrIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.bitwise_or)

    @impl(arith.XOrIOp)
    def run_xori(self, interpreter: Interpreter, op: arith.XOrIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.bitwise_xor)

    @impl(arith.ShLIOp)
    def run_shli(self, interpreter: Interpreter, op: arith.ShLIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _shift(np.left_shift, a, b))

    @impl(arith.ShRUIOp)
    def run_shrui(self, interpreter: Interpreter, op: arith.ShRUIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _shift(np.right_shift, unsigned(a), b))

    @impl(arith.ShRSIOp)
    def run_shrsi(self, interpreter: Interpreter, op: arith.ShRSIOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, lambda a, b: _shift(np.right_shift, signed(a), b))

    # Floating point arithmetic
    @impl(arith.AddfOp)
    def run_addf(self, interpreter: Interpreter, op: arith.AddfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.add)

    @impl(arith.SubfOp)
    def run_subf(self, interpreter: Interpreter, op: arith.SubfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.subtract)

    @impl(arith.MulfOp)
    def run_mulf(self, interpreter: Interpreter, op: arith.MulfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.multiply)

    @impl(arith.DivfOp)
    def run_divf(self, interpreter: Interpreter, op: arith.DivfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.divide)

    @impl(arith.NegfOp)
    def run_negf(self, interpreter: Interpreter, op: arith.NegfOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, np.negative)

    @impl(arith.MaximumfOp)
    def run_maximumf(self, interpreter: Interpreter, op: arith.MaximumfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.maximum)

    @impl(arith.MinimumfOp)
    def run_minimumf(self, interpreter: Interpreter, op: arith.MinimumfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.minimum)

    @impl(arith.MaxnumfOp)
    def run_maxnumf(self, interpreter: Interpreter, op: arith.MaxnumfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.fmax)

    @impl(arith.MinnumfOp)
    def run_minnumf(self, interpreter: Interpreter, op: arith.MinnumfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, np.fmin)

    # Comparisons and select
    @impl(arith.CmpiOp)
    def run_cmpi(self, interpreter: Interpreter, op: arith.CmpiOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, _predicate(op, _CMPI))

    @impl(arith.CmpfOp)
    def run_cmpf(self, interpreter: Interpreter, op: arith.CmpfOp, args: PythonValues) -> PythonValues:
        return _binary(interpreter, op, args, _predicate(op, _CMPF))

    @impl(arith.SelectOp)
    def run_select(self, interpreter: Interpreter, op: arith.SelectOp, args: PythonValues) -> PythonValues:
        condition = operand(interpreter, op, args, 0)
        return result(
            interpreter, op, np.where(condition, operand(interpreter, op, args, 1), operand(interpreter, op, args, 2))
        )

    # Casts
    @impl(arith.ExtFOp)
    def run_extf(self, interpreter: Interpreter, op: arith.ExtFOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, lambda x: x)

    @impl(ScalingExtFOp)
    def run_scaling_extf(self, interpreter: Interpreter, op: ScalingExtFOp, args: PythonValues) -> PythonValues:
        """`extf(x) * extf(scale)` rounded to the result type, as MLIR's arith-expand lowers it."""
        return _binary(interpreter, op, args, lambda x, scale: x * scale)

    @impl(arith.TruncFOp)
    def run_truncf(self, interpreter: Interpreter, op: arith.TruncFOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, lambda x: x)

    @impl(arith.SIToFPOp)
    def run_sitofp(self, interpreter: Interpreter, op: arith.SIToFPOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, signed)

    @impl(arith.UIToFPOp)
    def run_uitofp(self, interpreter: Interpreter, op: arith.UIToFPOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, unsigned)

    @impl(arith.FPToSIOp)
    def run_fptosi(self, interpreter: Interpreter, op: arith.FPToSIOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, lambda x: np.trunc(x).astype(np.int64))

    @impl(arith.FPToUIOp)
    def run_fptoui(self, interpreter: Interpreter, op: arith.FPToUIOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, lambda x: np.trunc(x).astype(np.uint64))

    @impl(arith.IndexCastOp)
    def run_index_cast(self, interpreter: Interpreter, op: arith.IndexCastOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, signed)

    @impl(IndexCastUIOp)
    def run_index_castui(self, interpreter: Interpreter, op: IndexCastUIOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, unsigned)

    @impl(arith.ExtSIOp)
    def run_extsi(self, interpreter: Interpreter, op: arith.ExtSIOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, signed)

    @impl(arith.ExtUIOp)
    def run_extui(self, interpreter: Interpreter, op: arith.ExtUIOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, unsigned)

    @impl(arith.TruncIOp)
    def run_trunci(self, interpreter: Interpreter, op: arith.TruncIOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, lambda x: x)

    @impl(TruncIOp)
    def run_trunci_with_flags(self, interpreter: Interpreter, op: TruncIOp, args: PythonValues) -> PythonValues:
        return _unary(interpreter, op, args, lambda x: x)

    @impl(arith.BitcastOp)
    def run_bitcast(self, interpreter: Interpreter, op: arith.BitcastOp, args: PythonValues) -> PythonValues:
        source = op.operands[0].type
        value = operand(interpreter, op, args, 0)
        return result(interpreter, op, _bitcast(value, source, op.results[0].type, interpreter.index_bitwidth))
