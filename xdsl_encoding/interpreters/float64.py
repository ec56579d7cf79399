"""A program's float64 twin and what `compare` needs to bound its rounding errors.

`promote_to_float64` rewrites every f16, bf16 and f32 in a copy of a module (types, literals,
function signatures) to f64, so the interpreter evaluates the same computation about 2^29 times
more precisely than f32. `unit_roundoff` is the precision a program rounds its op results to,
and `ReductionLength` counts the terms its reductions sum, at run time (dynamic shapes included).
"""

from __future__ import annotations

from math import prod
from typing import Any, cast

import numpy as np
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    BytesAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    ModuleOp,
)
from xdsl.dialects.linalg import ops as linalg
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.interpreter import Interpreter, PythonValues
from xdsl.ir import Attribute, Operation, ParametrizedAttribute
from xdsl.pattern_rewriter import PatternRewriteWalker, TypeConversionPattern
from xdsl.utils.exceptions import InterpretationError
from xdsl.utils.hints import isa

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.interpreters.linalg import structured
from xdsl_encoding.interpreters.structured_engine import loop_sizes

_NARROW_FLOATS = (Float16Type, BFloat16Type, Float32Type)

_BIT_CASTS = (arith.BitcastOp,)

UNIT_ROUNDOFF: dict[type[Attribute], float] = {
    Float16Type: 2.0**-11,
    BFloat16Type: 2.0**-8,
    Float32Type: 2.0**-24,
    Float64Type: 2.0**-53,
}
"""Half the distance from 1 to the next float (`u` of Higham's analysis), per element type."""


def _promote_literal(attr: FloatAttr[Any] | DenseIntOrFPElementsAttr[Any]) -> Attribute:
    if isinstance(attr, FloatAttr):
        return FloatAttr(attr.value.data, Float64Type()) if isinstance(attr.type, _NARROW_FLOATS) else attr
    if not isinstance(attr.get_element_type(), _NARROW_FLOATS):
        return attr
    flat = np.asarray(values.dense_to_array(attr)).reshape(-1)[: len(attr)]
    return DenseIntOrFPElementsAttr(_promote(attr.type), BytesAttr(flat.astype("<f8").tobytes()))  # pyright: ignore[reportArgumentType]


def _promote(attr: Attribute) -> Attribute:
    """`attr` with every narrower float type inside it replaced by f64 (literal values kept)."""
    if isinstance(attr, _NARROW_FLOATS):
        return Float64Type()
    if isinstance(attr, FloatAttr | DenseIntOrFPElementsAttr):
        return _promote_literal(cast(FloatAttr[Any] | DenseIntOrFPElementsAttr[Any], attr))
    if isinstance(attr, ParametrizedAttribute):
        parameters = [_promote(p) for p in attr.parameters]
        if any(new is not old for new, old in zip(parameters, attr.parameters)):
            return type(attr).new(parameters)
        return attr
    if isa(attr, ArrayAttr[Attribute]):
        elements = tuple(_promote(a) for a in attr.data)
        return ArrayAttr(elements) if any(n is not o for n, o in zip(elements, attr.data)) else attr
    if isa(attr, DictionaryAttr):
        entries = {k: _promote(v) for k, v in attr.data.items()}
        return DictionaryAttr(entries) if any(entries[k] is not v for k, v in attr.data.items()) else attr
    return attr


class _PromoteFloats(TypeConversionPattern):
    def convert_type(self, typ: Attribute, /) -> Attribute | None:
        promoted = _promote(typ)
        return None if promoted is typ else promoted


def promote_to_float64(module: ModuleOp) -> ModuleOp:
    """A copy of `module` computing in f64 wherever it computed in f16, bf16 or f32.

    Casts between float types become f64 -> f64 (the identity). A program that reads a float's
    bits (`arith.bitcast`) is refused with an `InterpretationError`.
    """
    for op in module.walk():
        if isinstance(op, _BIT_CASTS) and any(
            isinstance(values.element_type(v.type), _NARROW_FLOATS) for v in (*op.operands, *op.results)
        ):
            raise InterpretationError(f"{op.name} reads the bits of a float: the program has no float64 twin")
    promoted = module.clone()
    PatternRewriteWalker(_PromoteFloats(), apply_recursively=False).rewrite_module(promoted)
    return promoted


def as_float64(value: values.Value) -> values.Value:
    """An input of the original program as the float64 program takes it (floats widened, exactly)."""
    array = np.asarray(value)
    if array.dtype.kind != "f" or array.dtype == np.float64:
        return value
    return array.astype(np.float64) if array.ndim else np.float64(array[()])


def unit_roundoff(module: ModuleOp) -> float:
    """The largest unit roundoff among the float types that `module`'s ops produce.

    Constants are excluded (their values are exact in their type), so a mixed-precision
    program that widens f16 inputs and accumulates in f32 rounds at f32's `2^-24`.
    """
    found = 0.0
    for op in module.walk():
        if isinstance(op, arith.ConstantOp):
            continue
        for result in op.results:
            found = max(found, UNIT_ROUNDOFF.get(type(values.element_type(result.type)), 0.0))
    return found


class ReductionLength(Interpreter.Listener):
    """Counts the terms summed by every reduction that runs: `K` of a matmul, `K1 + K2` of two.

    Summing over all reductions bounds the longest chain of them, whatever the data flow.
    """

    def __init__(self, index_bitwidth: int = 64) -> None:
        self.terms = 0
        self.index_bitwidth = index_bitwidth

    def will_interpret_op(self, op: Operation, args: PythonValues) -> None:
        if isinstance(op, linalg.ReduceOp):
            shape = np.shape(args[0])
            self.terms += prod(shape[d] for d in op.dimensions.get_values() if 0 <= d < len(shape))
        elif isinstance(op, LinalgStructuredOperation):
            try:
                s = structured(op, self.index_bitwidth)
                sizes = loop_sizes(s, args)
            except InterpretationError:
                return  # the op itself reports the problem when it runs
            reduced = [n for n, parallel in zip(sizes, s.parallel) if not parallel]
            if reduced:
                self.terms += prod(reduced)
