"""Literal attributes as numpy values: what `--args` and `Interpreter.value_for_attribute` use.

The stock versions give Python floats and ints and know no tensors; these give numpy scalars of
the exact dtype and read-only arrays over `dense<...>` literals (see `values.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    TensorType,
)
from xdsl.interpreter import Interpreter, InterpreterFunctions, impl_attr, register_impls
from xdsl.ir import Attribute

import xdsl_encoding.interpreters.values as values

LITERAL_TYPES: tuple[type[Attribute], ...] = (
    TensorType,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float8E4M3FNUZType,
    Float8E5M2FNUZType,
    Float16Type,
    BFloat16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    IndexType,
)
"""The types whose literals `values.from_attribute` converts."""


def _literal_conversion() -> Callable[[InterpreterFunctions, Interpreter, Attribute, Attribute], Any]:
    """A fresh function object: `impl_attr` marks the function itself, so each type needs its own."""

    def value_for_attribute(
        functions: InterpreterFunctions, interpreter: Interpreter, attr: Attribute, type_: Attribute
    ) -> Any:
        return values.from_attribute(attr, type_, "literal", interpreter.index_bitwidth)

    return value_for_attribute


def _with_literal_types(functions: type[NumpyBuiltinFunctions]) -> type[NumpyBuiltinFunctions]:
    """Add one `@impl_attr` per type of `LITERAL_TYPES` before `register_impls` collects them."""
    for attr_type in LITERAL_TYPES:
        setattr(functions, f"{attr_type.__name__}_value", impl_attr(attr_type)(_literal_conversion()))
    return functions


@register_impls
@_with_literal_types
class NumpyBuiltinFunctions(InterpreterFunctions):
    """Attribute -> value conversions for every type the numpy interpreter supports."""
