"""numpy implementations of IREE's `iree_tensor_ext` dialect.

Inside `flow.dispatch.workgroups` a dispatch tensor is a `DispatchTensor`: a numpy array and
its access mode. A load copies a strided slice out of it (dropping unit dims for a
rank-reduced result), a store writes one into it. Compute barriers and workload ordinals pass
their value through.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import iree_tensor_ext as ext
from xdsl_encoding.dialects.iree_syntax import ShapeChangeOp
from xdsl_encoding.interpreters.plan import derived


@dataclass
class DispatchTensor:
    """The storage behind a `!iree_tensor_ext.dispatch.tensor` (written in place by stores)."""

    array: np.ndarray[Any, Any]
    mode: str


def result_shape(op: ShapeChangeOp, args: PythonValues) -> tuple[int, ...]:
    """The runtime shape of a reshape's or bitcast's result: its type with the `?` dims from the result dims."""
    dims = [values.as_index(d, op.name) for d in args[1 + len(op.source_dims) :]]
    return values.runtime_shape(op.result.type, dims, op.name)


def bitcast(interpreter: Interpreter, op: ShapeChangeOp, args: PythonValues) -> np.ndarray[Any, Any]:
    """The same bytes read as the result type (row-major)."""
    source = np.ascontiguousarray(args[0])
    shape = result_shape(op, args)
    dtype = values.dtype_of(op.result.type, interpreter.index_bitwidth)
    if source.nbytes != int(np.prod(shape)) * dtype.itemsize:
        raise InterpretationError(f"{op.name}: {source.nbytes} bytes cannot be read as {shape} x {dtype}")
    return source.view(dtype).reshape(shape)


def _mixed(static: tuple[int, ...], dynamic: PythonValues, what: str) -> list[int]:
    given = iter(dynamic)
    return [values.as_index(next(given), what) if v == DYNAMIC_INDEX else v for v in static]


_Layout = tuple[int, int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _layout(op: ext.DispatchTensorLoadOp | ext.DispatchTensorStoreOp) -> _Layout:
    """Where the dynamic offsets start among the operands, how many offsets and sizes, the static lists."""
    start = 1 + len(op.source_dims if isinstance(op, ext.DispatchTensorLoadOp) else op.target_dims)
    if isinstance(op, ext.DispatchTensorStoreOp):
        start += 1
    return (
        start,
        len(op.offsets),
        len(op.sizes),
        op.static_offsets.get_values(),
        op.static_sizes.get_values(),
        op.static_strides.get_values(),
    )


def _slices(
    interpreter: Interpreter,
    op: ext.DispatchTensorLoadOp | ext.DispatchTensorStoreOp,
    storage: np.ndarray[Any, Any],
    args: PythonValues,
) -> tuple[tuple[slice, ...], list[int]]:
    """The numpy index of the slice `op` addresses, and its sizes (checked to be in bounds)."""
    layout = derived(interpreter, op, "layout", lambda: _layout(op))
    start, n_offsets, n_sizes, static_offsets, static_sizes, static_strides = layout
    offsets = _mixed(static_offsets, args[start : start + n_offsets], op.name)
    sizes = _mixed(static_sizes, args[start + n_offsets : start + n_offsets + n_sizes], op.name)
    strides = _mixed(static_strides, args[start + n_offsets + n_sizes :], op.name)
    index: list[slice] = []
    for dim, (offset, size, stride, extent) in enumerate(zip(offsets, sizes, strides, storage.shape)):
        last = offset + (size - 1) * stride if size > 0 else offset
        if offset < 0 or stride < 1 or size < 0 or (size > 0 and last >= extent):
            raise InterpretationError(
                f"{op.name}: dim {dim} slice offset {offset}, size {size}, stride {stride} is out of bounds of {extent}"
            )
        index.append(slice(offset, offset + size * stride, stride))
    return tuple(index), sizes


def _result_shape(type_: Attribute, sizes: list[int], what: str) -> tuple[int, ...]:
    """The shape of a (possibly rank-reduced) slice: the sizes without the dropped unit dims."""
    assert isinstance(type_, TensorType)
    shape = type_.get_shape()  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    if len(shape) == len(sizes):
        return tuple(sizes)
    kept = [s for s in sizes if s != 1]
    if len(kept) != len(shape):
        raise InterpretationError(f"{what}: cannot drop the unit dims of {sizes} to get {type_}")
    return tuple(kept)


def _storage(value: Any, what: str) -> DispatchTensor:
    if not isinstance(value, DispatchTensor):
        raise InterpretationError(f"{what}: expected a dispatch tensor, got {type(value).__name__}")
    return value


@register_impls
class NumpyIreeTensorExtFunctions(InterpreterFunctions):
    """Dispatch tensor loads and stores as slices; barriers and ordinals as the identity."""

    @impl(ext.BitCastOp)
    def run_bitcast(self, interpreter: Interpreter, op: ext.BitCastOp, args: PythonValues) -> PythonValues:
        return (bitcast(interpreter, op, args),)

    @impl(ext.DispatchTensorLoadOp)
    def run_load(self, interpreter: Interpreter, op: ext.DispatchTensorLoadOp, args: PythonValues) -> PythonValues:
        storage = _storage(args[0], op.name)
        index, sizes = _slices(interpreter, op, storage.array, args)
        shape = _result_shape(op.result.type, sizes, op.name)
        if storage.mode != "readonly":  # a later store may write where this was read
            return (np.array(storage.array[index]).reshape(shape),)
        view = storage.array[(*index, Ellipsis)].reshape(shape)  # never written: it views an input value
        view.flags.writeable = False
        return (view,)

    @impl(ext.DispatchTensorStoreOp)
    def run_store(self, interpreter: Interpreter, op: ext.DispatchTensorStoreOp, args: PythonValues) -> PythonValues:
        storage = _storage(args[1], op.name)
        index, sizes = _slices(interpreter, op, storage.array, args)
        value = np.asarray(args[0])
        if value.size != int(np.prod(sizes)):
            raise InterpretationError(f"{op.name}: a tensor of shape {value.shape} does not fill the slice {sizes}")
        storage.array[index] = value.reshape(sizes)
        return ()

    @impl(ext.ComputeBarrierStartOp)
    def run_barrier_start(
        self, interpreter: Interpreter, op: ext.ComputeBarrierStartOp, args: PythonValues
    ) -> PythonValues:
        return (args[0],)

    @impl(ext.ComputeBarrierEndOp)
    def run_barrier_end(
        self, interpreter: Interpreter, op: ext.ComputeBarrierEndOp, args: PythonValues
    ) -> PythonValues:
        return (args[0],)

    @impl(ext.DispatchWorkloadOrdinalOp)
    def run_workload_ordinal(
        self, interpreter: Interpreter, op: ext.DispatchWorkloadOrdinalOp, args: PythonValues
    ) -> PythonValues:
        return (args[0],)
