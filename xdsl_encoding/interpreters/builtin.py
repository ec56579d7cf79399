"""Literal attributes as numpy values: what `--args` and `Interpreter.value_for_attribute` use.

The stock versions give Python floats and ints and know no tensors; these give numpy scalars of
the exact dtype and read-only arrays over `dense<...>` literals (see `values.py`).
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    TensorType,
)
from xdsl.interpreter import Interpreter, InterpreterFunctions, impl_attr, register_impls
from xdsl.ir import Attribute

from xdsl_encoding.interpreters import values


@register_impls
class NumpyBuiltinFunctions(InterpreterFunctions):
    """Attribute -> value conversions for every type the numpy interpreter supports."""

    @impl_attr(TensorType)
    def tensor_value(self, interpreter: Interpreter, attr: Attribute, type_: TensorType[Any]) -> Any:
        return values.from_attribute(attr, type_, "literal", interpreter.index_bitwidth)

    @impl_attr(Float16Type)
    def f16_value(self, interpreter: Interpreter, attr: Attribute, type_: Float16Type) -> Any:
        return values.from_attribute(attr, type_, "literal", interpreter.index_bitwidth)

    @impl_attr(BFloat16Type)
    def bf16_value(self, interpreter: Interpreter, attr: Attribute, type_: BFloat16Type) -> Any:
        return values.from_attribute(attr, type_, "literal", interpreter.index_bitwidth)

    @impl_attr(Float32Type)
    def f32_value(self, interpreter: Interpreter, attr: Attribute, type_: Float32Type) -> Any:
        return values.from_attribute(attr, type_, "literal", interpreter.index_bitwidth)

    @impl_attr(Float64Type)
    def f64_value(self, interpreter: Interpreter, attr: Attribute, type_: Float64Type) -> Any:
        return values.from_attribute(attr, type_, "literal", interpreter.index_bitwidth)

    @impl_attr(IntegerType)
    def integer_value(self, interpreter: Interpreter, attr: Attribute, type_: IntegerType) -> Any:
        return values.from_attribute(attr, type_, "literal", interpreter.index_bitwidth)

    @impl_attr(IndexType)
    def index_value(self, interpreter: Interpreter, attr: Attribute, type_: IndexType) -> Any:
        return values.from_attribute(attr, type_, "literal", interpreter.index_bitwidth)
