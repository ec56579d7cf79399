"""numpy implementations of the linalg ops of `xdsl_encoding.dialects.linalg`.

The named contractions (matmul with any `indexing_maps`, batch_matmul, matvec, vecmat, mmt4d,
batch_mmt4d, mixed precision), the window ops (pooling, depthwise and 1-D/3-D convolutions) and the
multi-result generic run through the structured-op engine
(`structured.run_structured`): their hidden bodies carry the casts, so the accumulation happens in
the result type with MLIR's extension semantics. pack/unpack/softmax are direct numpy kernels
(`relayout.py`).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.relayout as relayout
import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import linalg
from xdsl_encoding.interpreters.linalg import run_structured_op, with_structured_ops


def _run(interpreter: Interpreter, op: Any, args: PythonValues) -> PythonValues:
    return run_structured_op(interpreter, op, args)


def _tiles(op: linalg.PackOp | linalg.UnPackOp, dynamic: PythonValues) -> list[int]:
    """The tile sizes, with each `?` taken from the next dynamic tile operand."""
    values_iter = iter(dynamic)
    tiles: list[int] = []
    for t in op.get_static_inner_tiles():
        if t >= 0:
            tiles.append(t)
            continue
        tile = values.as_index(next(values_iter), f"{op.name} inner tile")
        if tile <= 0:
            raise InterpretationError(f"{op.name}: dynamic inner tile {tile} is not positive")
        tiles.append(tile)
    return tiles


@register_impls
@with_structured_ops(linalg.WINDOW_OPS)
class NumpyLinalgExtFunctions(InterpreterFunctions):
    """The linalg ops xDSL lacks or gets wrong, on numpy arrays (tensor semantics)."""

    @impl(linalg.GenericOp)
    def run_generic(self, interpreter: Interpreter, op: linalg.GenericOp, args: PythonValues) -> PythonValues:
        return _run(interpreter, op, args)

    @impl(linalg.MatmulOp)
    def run_matmul(self, interpreter: Interpreter, op: linalg.MatmulOp, args: PythonValues) -> PythonValues:
        return _run(interpreter, op, args)

    @impl(linalg.BatchMatmulOp)
    def run_batch_matmul(self, interpreter: Interpreter, op: linalg.BatchMatmulOp, args: PythonValues) -> PythonValues:
        return _run(interpreter, op, args)

    @impl(linalg.MatvecOp)
    def run_matvec(self, interpreter: Interpreter, op: linalg.MatvecOp, args: PythonValues) -> PythonValues:
        return _run(interpreter, op, args)

    @impl(linalg.VecmatOp)
    def run_vecmat(self, interpreter: Interpreter, op: linalg.VecmatOp, args: PythonValues) -> PythonValues:
        return _run(interpreter, op, args)

    @impl(linalg.Mmt4DOp)
    def run_mmt4d(self, interpreter: Interpreter, op: linalg.Mmt4DOp, args: PythonValues) -> PythonValues:
        return _run(interpreter, op, args)

    @impl(linalg.BatchMmt4DOp)
    def run_batch_mmt4d(self, interpreter: Interpreter, op: linalg.BatchMmt4DOp, args: PythonValues) -> PythonValues:
        return _run(interpreter, op, args)

    @impl(linalg.SoftmaxOp)
    def run_softmax(self, interpreter: Interpreter, op: linalg.SoftmaxOp, args: PythonValues) -> PythonValues:
        if len(op.result) != 1:
            raise InterpretationError("linalg.softmax: only tensor semantics are supported (one result)")
        x: np.ndarray[Any, Any] = np.asarray(args[0])
        if x.dtype.kind != "f":
            raise InterpretationError(f"linalg.softmax: expected a float tensor, got {x.dtype}")
        result_type = op.result[0].type
        out = relayout.softmax(x, op.dimension.value.data)
        return (values.as_type(out, result_type, interpreter.index_bitwidth),)

    @impl(linalg.PackOp)
    def run_pack(self, interpreter: Interpreter, op: linalg.PackOp, args: PythonValues) -> PythonValues:
        source: np.ndarray[Any, Any] = np.asarray(args[0])
        dest_shape = np.shape(args[1])
        has_padding = op.padding_value is not None
        padding = args[2] if has_padding else None
        tiles = _tiles(op, args[3 if has_padding else 2 :])
        packed = relayout.pack(source, op.get_inner_dims_pos(), tiles, op.get_outer_dims_perm(), padding, dest_shape)
        return (values.as_type(packed, op.result.type, interpreter.index_bitwidth),)

    @impl(linalg.UnPackOp)
    def run_unpack(self, interpreter: Interpreter, op: linalg.UnPackOp, args: PythonValues) -> PythonValues:
        source: np.ndarray[Any, Any] = np.asarray(args[0])
        tiles = _tiles(op, args[2:])
        unpacked = relayout.unpack(source, op.get_inner_dims_pos(), tiles, op.get_outer_dims_perm(), np.shape(args[1]))
        return (values.as_type(unpacked, op.result.type, interpreter.index_bitwidth),)
