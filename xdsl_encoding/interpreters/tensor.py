"""numpy implementations of the `tensor` dialect.

Tensors are values: no op writes into an operand. Reshapes and slices are numpy views (no copy
when the layout allows it); `insert`/`insert_slice` copy the destination once. `tensor.empty`
is zero-filled (a read-only stride-0 view), so programs that read it are deterministic.
Semantics: https://mlir.llvm.org/docs/Dialects/TensorOps/
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import prod
from typing import Any

import numpy as np
from xdsl.dialects import tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, TensorType
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects.tensor import ExpandShapeOp, PadOp
from xdsl_encoding.interpreters.plan import derived
from xdsl_encoding.interpreters.regions import is_vectorizable, open_grid, returning
from xdsl_encoding.reshape.reassociation import groups_from_attr
from xdsl_encoding.utils.shapes import shape_text

Array = np.ndarray[Any, Any]

# ---------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------


def mixed(static: Sequence[int], dynamic: PythonValues, what: str) -> list[int]:
    """Static values with each `DYNAMIC_INDEX` taken in order from `dynamic`: `[0, ?]`, (3,) -> `[0, 3]`."""
    it = iter(dynamic)
    out: list[int] = []
    for value in static:
        if value == DYNAMIC_INDEX:
            runtime = next(it, None)
            if runtime is None:
                raise InterpretationError(f"{what}: fewer dynamic operands than `?` entries")
            value = values.as_index(runtime, what)
        out.append(value)
    return out


def _type(value: Attribute, op_name: str) -> TensorType[Attribute]:
    tensor = values.tensor_type(value)
    if tensor is None:
        raise InterpretationError(f"{op_name}: expected a ranked tensor type, got {value}")
    return tensor


def slices(
    shape: Sequence[int], offsets: list[int], sizes: list[int], strides: list[int], what: str
) -> tuple[slice, ...]:
    """numpy slices for MLIR `[offsets] [sizes] [strides]`, with bounds checks."""
    if not len(shape) == len(offsets) == len(sizes) == len(strides):
        raise InterpretationError(
            f"{what}: {len(offsets)} offsets, {len(sizes)} sizes, {len(strides)} strides for rank {len(shape)}"
        )
    out: list[slice] = []
    for dim, (n, o, s, st) in enumerate(zip(shape, offsets, sizes, strides)):
        if s < 0 or st < 1 or o < 0:
            raise InterpretationError(
                f"{what}: dim {dim} has offset {o}, size {s}, stride {st}; expected offset >= 0, size >= 0, stride >= 1"
            )
        if s > 0 and o + (s - 1) * st >= n:
            raise InterpretationError(f"{what}: dim {dim} reads up to index {o + (s - 1) * st}, past its size {n}")
        out.append(slice(o, o + (s - 1) * st + 1 if s > 0 else o, st))
    return tuple(out)


def rank_reduced(sizes: Sequence[int], result: Sequence[int], what: str) -> tuple[int, ...]:
    """The runtime result shape of a possibly rank-reducing slice: unit dims of `sizes` dropped
    to match `result` (`?` matches anything). `([1, 4, 1], [4, 1])` -> `(4, 1)`."""
    sizes, result = tuple(sizes), tuple(result)

    @cache
    def match(i: int, j: int) -> tuple[int, ...] | None:
        if j == len(result):
            return () if all(s == 1 for s in sizes[i:]) else None
        if len(sizes) - i < len(result) - j:
            return None
        if result[j] in (DYNAMIC_INDEX, sizes[i]):
            rest = match(i + 1, j + 1)
            if rest is not None:
                return (sizes[i], *rest)
        return match(i + 1, j) if sizes[i] == 1 else None

    shape = match(0, 0)
    if shape is None:
        raise InterpretationError(
            f"{what}: sizes {list(sizes)} do not fit the result shape {shape_text(result, 'tuple')}"
        )
    return shape


def _pad_value(interpreter: Interpreter, op: tensor.PadOp, shape: tuple[int, ...]) -> Array:
    """The padding value everywhere in `shape`: the body run once when it ignores the indices,
    once on an index grid when it is element-wise, else once per element."""
    block = op.region.block
    index_dtype = values.dtype_of(IndexType(), interpreter.index_bitwidth)
    dtype = values.dtype_of(op.result.type, interpreter.index_bitwidth)
    if all(arg.first_use is None for arg in block.args):
        (value,) = interpreter.run_ssacfg_region(
            op.region, tuple(index_dtype.type(0) for _ in block.args), "tensor.pad"
        )
        return np.full(shape, values.as_type(value, op.result.type, interpreter.index_bitwidth), dtype)
    if is_vectorizable(block):
        (value,) = interpreter.run_ssacfg_region(op.region, tuple(open_grid(shape, index_dtype)), "tensor.pad")
        return np.array(np.broadcast_to(values.as_type(value, op.result.type, interpreter.index_bitwidth), shape))
    out = np.empty(shape, dtype)
    for index in np.ndindex(*shape):
        (out[index],) = interpreter.run_ssacfg_region(
            op.region, tuple(index_dtype.type(i) for i in index), "tensor.pad"
        )
    return out


# ---------------------------------------------------------------------------------------
# Implementations
# ---------------------------------------------------------------------------------------


@register_impls
class NumpyTensorFunctions(InterpreterFunctions):
    """`tensor` on numpy arrays."""

    @impl(tensor.EmptyOp)
    def run_empty(self, interpreter: Interpreter, op: tensor.EmptyOp, args: PythonValues) -> PythonValues:
        result_type = _type(op.tensor.type, op.name)

        def empty(shape: tuple[int, ...]) -> values.Value:
            # Destinations are usually overwritten whole: no memory is allocated or zeroed for them.
            return values.splat(0, values.dtype_of(result_type, interpreter.index_bitwidth), shape)

        if not args:  # a static shape: one read-only splat serves every run
            return (
                derived(interpreter, op, f"empty{interpreter.index_bitwidth}", lambda: empty(result_type.get_shape())),
            )
        sizes = [values.as_index(a, op.name) for a in args]
        return (empty(values.runtime_shape(result_type, sizes, op.name)),)

    @impl(tensor.DimOp)
    def run_dim(self, interpreter: Interpreter, op: tensor.DimOp, args: PythonValues) -> PythonValues:
        shape = np.shape(args[0])
        dim = values.as_index(args[1], op.name)
        if not 0 <= dim < len(shape):
            raise InterpretationError(f"tensor.dim: index {dim} is out of range for a rank-{len(shape)} tensor")
        return (values.as_type(shape[dim], op.result.type, interpreter.index_bitwidth),)

    @impl(tensor.CastOp)
    def run_cast(self, interpreter: Interpreter, op: tensor.CastOp, args: PythonValues) -> PythonValues:
        values.check_shape(np.asarray(args[0]), _type(op.dest.type, op.name), op.name)
        return (args[0],)

    @impl(tensor.CollapseShapeOp)
    def run_collapse_shape(
        self, interpreter: Interpreter, op: tensor.CollapseShapeOp, args: PythonValues
    ) -> PythonValues:
        source: Array = np.asarray(args[0])
        groups = groups_from_attr(op.reassociation)
        if not groups and not op.result.type.get_shape() and source.size == 1:
            return (source.reshape(()),)  # MLIR's collapse of all-unit dims into rank 0
        if sorted(d for g in groups for d in g) != list(range(source.ndim)):
            raise InterpretationError(
                f"tensor.collapse_shape: reassociation {groups} does not cover the {source.ndim} source dims"
            )
        result = source.reshape([prod(source.shape[d] for d in g) for g in groups])
        values.check_shape(result, _type(op.result.type, op.name), op.name)
        return (result,)

    @impl(ExpandShapeOp)
    def run_expand_shape_with_rank_zero(
        self, interpreter: Interpreter, op: ExpandShapeOp, args: PythonValues
    ) -> PythonValues:
        return _expand_shape(op, args)

    @impl(tensor.ExpandShapeOp)
    def run_expand_shape(self, interpreter: Interpreter, op: tensor.ExpandShapeOp, args: PythonValues) -> PythonValues:
        return _expand_shape(op, args)

    @impl(tensor.ReshapeOp)
    def run_reshape(self, interpreter: Interpreter, op: tensor.ReshapeOp, args: PythonValues) -> PythonValues:
        source: Array = np.asarray(args[0])
        shape = [int(s) for s in np.asarray(args[1]).reshape(-1)]
        if any(s < 0 for s in shape) or prod(shape) != source.size:
            raise InterpretationError(
                f"tensor.reshape: cannot reshape {source.shape} ({source.size} elements) into {shape}"
            )
        result = source.reshape(shape)
        values.check_shape(result, _type(op.result.type, op.name), op.name)
        return (result,)

    @impl(tensor.ExtractSliceOp)
    def run_extract_slice(
        self, interpreter: Interpreter, op: tensor.ExtractSliceOp, args: PythonValues
    ) -> PythonValues:
        source: Array = np.asarray(args[0])
        n_off, n_size = len(op.offsets), len(op.sizes)
        offsets = mixed(op.static_offsets.get_values(), args[1 : 1 + n_off], op.name)
        sizes = mixed(op.static_sizes.get_values(), args[1 + n_off : 1 + n_off + n_size], op.name)
        strides = mixed(op.static_strides.get_values(), args[1 + n_off + n_size :], op.name)
        view = source[slices(source.shape, offsets, sizes, strides, op.name)]
        shape = rank_reduced(sizes, _type(op.result.type, op.name).get_shape(), op.name)
        return (view.reshape(shape),)

    @impl(tensor.InsertSliceOp)
    def run_insert_slice(self, interpreter: Interpreter, op: tensor.InsertSliceOp, args: PythonValues) -> PythonValues:
        source: Array = np.asarray(args[0])
        result: Array = np.array(args[1], copy=True)
        n_off, n_size = len(op.offsets), len(op.sizes)
        offsets = mixed(op.static_offsets.get_values(), args[2 : 2 + n_off], op.name)
        sizes = mixed(op.static_sizes.get_values(), args[2 + n_off : 2 + n_off + n_size], op.name)
        strides = mixed(op.static_strides.get_values(), args[2 + n_off + n_size :], op.name)
        if prod(sizes) != source.size:
            raise InterpretationError(
                f"tensor.insert_slice: source of shape {source.shape} does not fill sizes {sizes}"
            )
        result[slices(result.shape, offsets, sizes, strides, op.name)] = source.reshape(sizes)
        return (result,)

    @impl(tensor.ExtractOp)
    def run_extract(self, interpreter: Interpreter, op: tensor.ExtractOp, args: PythonValues) -> PythonValues:
        """One element, or a gather when the indices are arrays (a vectorized linalg body)."""
        source: Array = np.asarray(args[0])
        indices = [np.asarray(i) for i in args[1:]]
        if len(indices) != source.ndim:
            raise InterpretationError(f"tensor.extract: {len(indices)} indices for a rank-{source.ndim} tensor")
        for dim, index in enumerate(indices):
            if index.size and (index.min() < 0 or index.max() >= source.shape[dim]):
                raise InterpretationError(
                    f"tensor.extract: index {index.tolist()} out of bounds for dim {dim} of size {source.shape[dim]}"
                )
        element = source[tuple(indices)]
        return (element[()] if np.ndim(element) == 0 else element,)

    @impl(tensor.InsertOp)
    def run_insert(self, interpreter: Interpreter, op: tensor.InsertOp, args: PythonValues) -> PythonValues:
        result: Array = np.array(args[1], copy=True)
        indices = tuple(values.as_index(i, op.name) for i in args[2:])
        if len(indices) != result.ndim or any(not 0 <= i < n for i, n in zip(indices, result.shape)):
            raise InterpretationError(f"tensor.insert: indices {list(indices)} out of bounds for shape {result.shape}")
        result[indices] = args[0]
        return (result,)

    @impl(tensor.SplatOp)
    def run_splat(self, interpreter: Interpreter, op: tensor.SplatOp, args: PythonValues) -> PythonValues:
        result_type = _type(op.result.type, op.name)
        shape = values.runtime_shape(result_type, [values.as_index(a, op.name) for a in args[1:]], op.name)
        return (np.full(shape, args[0], values.dtype_of(result_type, interpreter.index_bitwidth)),)

    @impl(tensor.FromElementsOp)
    def run_from_elements(
        self, interpreter: Interpreter, op: tensor.FromElementsOp, args: PythonValues
    ) -> PythonValues:
        result_type = _type(op.result.type, op.name)
        shape = result_type.get_shape()
        if prod(shape) != len(args):
            raise InterpretationError(f"tensor.from_elements: {len(args)} elements for {result_type}")
        return (np.array(args, dtype=values.dtype_of(result_type, interpreter.index_bitwidth)).reshape(shape),)

    @impl(tensor.ConcatOp)
    def run_concat(self, interpreter: Interpreter, op: tensor.ConcatOp, args: PythonValues) -> PythonValues:
        arrays = [np.asarray(a) for a in args]
        dim = op.dim.value.data
        shapes = {a.shape[:dim] + a.shape[dim + 1 :] for a in arrays}
        if len(shapes) != 1:
            raise InterpretationError(
                f"tensor.concat: inputs of shapes {[a.shape for a in arrays]} differ outside dim {dim}"
            )
        return (np.concatenate(arrays, axis=dim),)

    @impl(PadOp)
    def run_pad_as_parsed(self, interpreter: Interpreter, op: PadOp, args: PythonValues) -> PythonValues:
        return _pad(interpreter, op, args)

    @impl(tensor.PadOp)
    def run_pad(self, interpreter: Interpreter, op: tensor.PadOp, args: PythonValues) -> PythonValues:
        return _pad(interpreter, op, args)

    run_yield = returning(tensor.YieldOp)


def _pad(interpreter: Interpreter, op: tensor.PadOp, args: PythonValues) -> PythonValues:
    source: Array = np.asarray(args[0])
    n_low = len(op.low)
    low = mixed(op.static_low.get_values(), args[1 : 1 + n_low], op.name)
    high = mixed(op.static_high.get_values(), args[1 + n_low :], op.name)
    if len(low) != source.ndim or len(high) != source.ndim or any(p < 0 for p in low + high):
        raise InterpretationError(f"tensor.pad: low {low} and high {high} must be {source.ndim} non-negative amounts")
    shape = tuple(n + lo + hi for n, lo, hi in zip(source.shape, low, high))
    values.check_runtime_shape(shape, _type(op.result.type, op.name), op.name)
    result = _pad_value(interpreter, op, shape)
    result[tuple(slice(lo, lo + n) for lo, n in zip(low, source.shape))] = source
    return (result,)


def _expand_shape(op: tensor.ExpandShapeOp, args: PythonValues) -> PythonValues:
    """`source.reshape` to the output shape, checked against the reassociation (rank 0 expands into unit dims)."""
    source: Array = np.asarray(args[0])
    groups = groups_from_attr(op.reassociation)
    shape = mixed(op.static_output_shape.get_values(), args[1:], op.name)
    if not groups and source.ndim == 0 and all(size == 1 for size in shape):
        return (source.reshape(shape),)  # MLIR's expansion of rank 0 into all-unit dims
    if len(groups) != source.ndim or sorted(d for g in groups for d in g) != list(range(len(shape))):
        raise InterpretationError(f"tensor.expand_shape: reassociation {groups} does not map {source.shape} to {shape}")
    for dim, group in enumerate(groups):
        if prod(shape[d] for d in group) != source.shape[dim]:
            raise InterpretationError(
                f"tensor.expand_shape: dim {dim} of size {source.shape[dim]} cannot be expanded into {[shape[d] for d in group]}"
            )
    return (source.reshape(shape),)
