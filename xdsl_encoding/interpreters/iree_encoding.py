"""numpy implementations of the `iree_encoding` dialect.

An encoding is a layout hint on the type; the value of an encoded tensor is its logical value.
So `set_encoding` and `unset_encoding` pass the array through unchanged: a program computes the
same numbers before and after encodings are set, propagated or dropped, and materialization
(padding) is checked against exactly this.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp


@register_impls
class NumpyIreeEncodingFunctions(InterpreterFunctions):
    """`iree_encoding` ops: the logical value passes through."""

    @impl(SetEncodingOp)
    def run_set_encoding(self, interpreter: Interpreter, op: SetEncodingOp, args: PythonValues) -> PythonValues:
        values.check_shape(np.asarray(args[0]), op.result.type, op.name)
        return (args[0],)

    @impl(UnsetEncodingOp)
    def run_unset_encoding(self, interpreter: Interpreter, op: UnsetEncodingOp, args: PythonValues) -> PythonValues:
        """The result dims given for the dynamic dims must be the tensor's actual sizes."""
        source = np.asarray(args[0])
        result_type = op.result.type
        values.check_shape(source, result_type, op.name)
        dynamic_dims = [d for d, size in enumerate(result_type.get_shape()) if size == DYNAMIC_INDEX]
        for dim, given in zip(dynamic_dims, args[1:]):
            if values.as_index(given, op.name) != source.shape[dim]:
                raise InterpretationError(
                    f"{op.name}: result dim {dim} is given as {values.as_index(given, op.name)} "
                    f"but the tensor has size {source.shape[dim]}"
                )
        return (args[0],)
