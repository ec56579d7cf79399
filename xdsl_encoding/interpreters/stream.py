"""numpy implementations of IREE's `stream` dialect at the command level (what `--compile-to=stream` prints).

A `!stream.resource` is its bytes (`Resource`, a uint8 array written in place); `stream.tensor.import`
copies an argument's array into one and `stream.tensor.export` reads the tensor back out of it, both
row-major. Files and `util.buffer`s are bytes too, so `file.read` and `resource.try_map` copy.
Timepoints are tokens: everything runs synchronously, in program order. `stream.cmd.dispatch` runs the
exported `func.func` of its `stream.executable`: each `!stream.binding` argument is the next resource
range (`ro`/`wo`/`rw`), every other argument the next uniform operand, and `stream.binding.subspan`
views the range's bytes as the dispatch tensor it declares, so stores write the resource.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import NoneAttr, TensorType
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Attribute
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.relayout as relayout
import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import stream
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.dialects.stream.syntax import access_names
from xdsl_encoding.interpreters.iree_tensor_ext import DispatchTensor
from xdsl_encoding.interpreters.util import Opaque

TIMEPOINT = Opaque("timepoint")


@dataclass(eq=False)
class Resource:
    """The bytes of a `!stream.resource` (written in place by dispatches, copies and fills)."""

    data: np.ndarray[Any, np.dtype[np.uint8]]


@dataclass(eq=False)
class Binding:
    """A dispatch function's `!stream.binding`: `length` bytes of `resource` from `offset`."""

    resource: Resource
    offset: int
    length: int
    access: str


def _bytes(value: Any, what: str) -> np.ndarray[Any, np.dtype[np.uint8]]:
    if isinstance(value, Resource):
        return value.data
    if isinstance(value, np.ndarray):  # a util.buffer or file
        array = cast(np.ndarray[Any, Any], value)
        if array.dtype == np.uint8 and array.ndim == 1:
            return array
    raise InterpretationError(f"{what}: expected bytes, got {type(cast(object, value)).__name__}")


def _range(data: np.ndarray[Any, Any], offset: int, length: int, what: str) -> np.ndarray[Any, Any]:
    if offset < 0 or length < 0 or offset + length > data.size:
        raise InterpretationError(f"{what}: bytes [{offset}, {offset + length}) are outside a {data.size}-byte buffer")
    return data[offset : offset + length]


def _dense_view(
    data: np.ndarray[Any, Any], tensor: TensorType[Attribute], dims: list[int], what: str, index_bitwidth: int
):
    """`data` read as the row-major contents of `tensor` (its `?` dims are `dims`), a view."""
    shape = values.runtime_shape(tensor, dims, what)
    dtype = values.dtype_of(tensor, index_bitwidth)
    needed = int(np.prod(shape)) * dtype.itemsize
    if needed > data.size:
        raise InterpretationError(f"{what}: {tensor} {list(shape)} needs {needed} bytes, the resource has {data.size}")
    return data[:needed].view(dtype).reshape(shape)


def _dense_tensor(encoding: Attribute, what: str) -> TensorType[Attribute]:
    if not isinstance(encoding, TensorType):
        raise InterpretationError(f"{what}: expected a tensor type, got {encoding}")
    tensor: TensorType[Attribute] = encoding  # pyright: ignore[reportUnknownVariableType]
    if not isinstance(tensor.encoding, NoneAttr):
        raise InterpretationError(
            f"{what}: {tensor} is stored in an encoded layout; only dense row-major tensors can be read here "
            "(run IREE's specialize/encode passes first)"
        )
    return tensor


@register_impls
class NumpyStreamFunctions(InterpreterFunctions):
    """Resources as bytes, command regions in program order, dispatches of stream executables."""

    @impl(stream.TensorImportOp)
    def run_tensor_import(
        self, interpreter: Interpreter, op: stream.TensorImportOp, args: PythonValues
    ) -> PythonValues:
        tensor = _dense_tensor(op.result_encoding, op.name)
        dims = [values.as_index(d, op.name) for d in args[1 : 1 + len(op.result_encoding_dims)]]
        size = values.as_index(args[-1], op.name)
        array = values.check_input(args[0], tensor, f"{op.name} of a {tensor}", interpreter.index_bitwidth)
        values.check_runtime_shape(np.shape(array), tensor, op.name)
        if tuple(np.shape(array)) != values.runtime_shape(tensor, dims, op.name):
            raise InterpretationError(f"{op.name}: the array has shape {np.shape(array)}, the dims say {dims}")
        data = np.zeros(size, np.uint8)
        raw = np.ascontiguousarray(array).view(np.uint8).reshape(-1)
        _range(data, 0, raw.size, op.name)[:] = raw
        return (Resource(data),)

    @impl(stream.TensorExportOp)
    def run_tensor_export(
        self, interpreter: Interpreter, op: stream.TensorExportOp, args: PythonValues
    ) -> PythonValues:
        tensor = _dense_tensor(op.source_encoding, op.name)
        dims = [values.as_index(d, op.name) for d in args[1 : 1 + len(op.source_encoding_dims)]]
        view = _dense_view(_bytes(args[0], op.name), tensor, dims, op.name, interpreter.index_bitwidth)
        return (view.copy(),)

    @impl(stream.ResourceAllocOp)
    def run_alloc(self, interpreter: Interpreter, op: stream.ResourceAllocOp, args: PythonValues) -> PythonValues:
        return (Resource(np.zeros(values.as_index(args[0], op.name), np.uint8)),)

    @impl(stream.ResourceAllocaOp)
    def run_alloca(self, interpreter: Interpreter, op: stream.ResourceAllocaOp, args: PythonValues) -> PythonValues:
        return Resource(np.zeros(values.as_index(args[0], op.name), np.uint8)), TIMEPOINT

    @impl(stream.ResourceDeallocaOp)
    def run_dealloca(self, interpreter: Interpreter, op: stream.ResourceDeallocaOp, args: PythonValues) -> PythonValues:
        return (TIMEPOINT,)

    @impl(stream.ResourceTryMapOp)
    def run_try_map(self, interpreter: Interpreter, op: stream.ResourceTryMapOp, args: PythonValues) -> PythonValues:
        """Host memory is device memory here: mapping always succeeds (a copy, so the buffer stays constant)."""
        offset, size = values.as_index(args[1], op.name), values.as_index(args[2], op.name)
        data = _range(_bytes(args[0], op.name), offset, size, op.name).copy()
        return values.as_type(True, op.did_map.type), Resource(data)

    @impl(stream.FileConstantOp)
    def run_file_constant(
        self, interpreter: Interpreter, op: stream.FileConstantOp, args: PythonValues
    ) -> PythonValues:
        offset, length = values.as_index(args[2], op.name), values.as_index(args[3], op.name)
        return (_range(_bytes(args[0], op.name), offset, length, op.name),)

    @impl(stream.FileReadOp)
    def run_file_read(self, interpreter: Interpreter, op: stream.FileReadOp, args: PythonValues) -> PythonValues:
        source = _bytes(args[0], op.name)
        source_offset = values.as_index(args[1], op.name)
        target = _bytes(args[2], op.name)
        target_offset, length = values.as_index(args[4], op.name), values.as_index(args[5], op.name)
        _range(target, target_offset, length, op.name)[:] = _range(source, source_offset, length, op.name)
        return (TIMEPOINT,)

    @impl(stream.TimepointImmediateOp)
    def run_immediate(
        self, interpreter: Interpreter, op: stream.TimepointImmediateOp, args: PythonValues
    ) -> PythonValues:
        return (TIMEPOINT,)

    @impl(stream.TimepointImportOp)
    def run_timepoint_import(
        self, interpreter: Interpreter, op: stream.TimepointImportOp, args: PythonValues
    ) -> PythonValues:
        return (TIMEPOINT,)

    @impl(stream.TimepointJoinOp)
    def run_join(self, interpreter: Interpreter, op: stream.TimepointJoinOp, args: PythonValues) -> PythonValues:
        return (TIMEPOINT,)

    @impl(stream.TimepointChainExternalOp)
    def run_chain_external(
        self, interpreter: Interpreter, op: stream.TimepointChainExternalOp, args: PythonValues
    ) -> PythonValues:
        return ()

    @impl(stream.TimepointAwaitOp)
    def run_await(self, interpreter: Interpreter, op: stream.TimepointAwaitOp, args: PythonValues) -> PythonValues:
        return tuple(args[: len(op.resource_operands)])

    @impl_terminator(stream.YieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: stream.YieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args[: len(op.resource_operands)]), ()

    @impl(stream.CmdExecuteOp)
    def run_execute(self, interpreter: Interpreter, op: stream.CmdExecuteOp, args: PythonValues) -> PythonValues:
        interpreter.run_ssacfg_region(op.body, tuple(args[: len(op.resource_operands)]), op.name)
        return (TIMEPOINT,)

    @impl(stream.CmdSerialOp)
    def run_serial(self, interpreter: Interpreter, op: stream.CmdSerialOp, args: PythonValues) -> PythonValues:
        interpreter.run_ssacfg_region(op.body, (), op.name)
        return ()

    @impl(stream.CmdConcurrentOp)
    def run_concurrent(self, interpreter: Interpreter, op: stream.CmdConcurrentOp, args: PythonValues) -> PythonValues:
        """IREE may run the commands in any order: they touch disjoint or read-only ranges, so program order is one."""
        interpreter.run_ssacfg_region(op.body, (), op.name)
        return ()

    @impl(stream.CmdCopyOp)
    def run_copy(self, interpreter: Interpreter, op: stream.CmdCopyOp, args: PythonValues) -> PythonValues:
        source, target = _bytes(args[0], op.name), _bytes(args[3], op.name)
        source_offset, target_offset = values.as_index(args[2], op.name), values.as_index(args[5], op.name)
        length = values.as_index(args[6], op.name)
        _range(target, target_offset, length, op.name)[:] = _range(source, source_offset, length, op.name)
        return ()

    @impl(stream.CmdFillOp)
    def run_fill(self, interpreter: Interpreter, op: stream.CmdFillOp, args: PythonValues) -> PythonValues:
        target = _bytes(args[0], op.name)
        offset, length = values.as_index(args[2], op.name), values.as_index(args[3], op.name)
        pattern = np.asarray(values.as_type(args[4], op.value.type, interpreter.index_bitwidth)).reshape(1)
        raw = np.ascontiguousarray(pattern).view(np.uint8)
        if length % raw.size:
            raise InterpretationError(f"{op.name}: {length} bytes are not a whole number of {raw.size}-byte patterns")
        _range(target, offset, length, op.name)[:] = np.tile(raw, length // raw.size)
        return ()

    @impl(stream.CmdDispatchOp)
    def run_dispatch(self, interpreter: Interpreter, op: stream.CmdDispatchOp, args: PythonValues) -> PythonValues:
        entry = op.entry_points.data[0]
        found = SymbolTable.lookup_symbol(op, entry)
        if not isinstance(found, stream.ExecutableExportOp) or (function := found.function()) is None:
            raise InterpretationError(f"{op.name}: no stream.executable.export {entry} with a func.func in the module")
        n_workload, n_uniform, n = len(op.workload), len(op.uniform_operands), len(op.resources)
        uniforms = iter(args[n_workload : n_workload + n_uniform])
        rest = args[n_workload + n_uniform :]
        resources, offsets, lengths = rest[:n], rest[2 * n : 3 * n], rest[3 * n : 4 * n]
        bindings = iter(
            Binding(r, values.as_index(o, op.name), values.as_index(ln, op.name), a)
            for r, o, ln, a in zip(resources, offsets, lengths, access_names(op.resource_accesses))
        )
        arguments: list[Any] = []
        try:
            for argument in function.body.block.args:
                arguments.append(next(bindings) if isinstance(argument.type, stream.BindingType) else next(uniforms))
        except StopIteration:
            raise InterpretationError(
                f"{op.name}: @{function.sym_name.data} takes more bindings or operands than the dispatch gives"
            ) from None
        if next(bindings, None) is not None or next(uniforms, None) is not None:
            raise InterpretationError(
                f"{op.name}: @{function.sym_name.data} takes fewer bindings or operands than given"
            )
        write_backs: list[Any] = interpreter.get_data(NumpyStreamFunctions, "write_backs", list[Any])
        pending = len(write_backs)
        interpreter.run_ssacfg_region(function.body, tuple(arguments), function.sym_name.data)
        for write_back in write_backs[pending:]:
            write_back()
        del write_backs[pending:]
        return ()

    @impl(stream.BindingSubspanOp)
    def run_subspan(self, interpreter: Interpreter, op: stream.BindingSubspanOp, args: PythonValues) -> PythonValues:
        binding = args[0]
        if not isinstance(binding, Binding):
            raise InterpretationError(f"{op.name}: expected a binding, got {type(binding).__name__}")
        offset = values.as_index(args[1], op.name)
        type_ = op.result.type
        if not isinstance(type_, DispatchTensorType):
            raise InterpretationError(f"{op.name}: only dispatch tensor views are supported, not {type_}")
        data = _range(binding.resource.data, binding.offset, binding.length, op.name)[offset:]
        dims = [values.as_index(d, op.name) for d in args[2:]]
        bound = cast(TensorType[Attribute], type_.bound_type)
        if not isinstance(type_.bound_type, TensorType) or isinstance(bound.encoding, NoneAttr):
            view = _dense_view(data, _dense_tensor(bound, op.name), dims, op.name, interpreter.index_bitwidth)
            if binding.access == "ro":
                view.flags.writeable = False
            return (DispatchTensor(view, type_.mode),)
        return (self._packed(interpreter, op, data, bound, dims, binding.access, type_.mode),)

    def _packed(
        self,
        interpreter: Interpreter,
        op: stream.BindingSubspanOp,
        data: np.ndarray[Any, Any],
        tensor: TensorType[Attribute],
        dims: list[int],
        access: str,
        mode: str,
    ) -> DispatchTensor:
        """An encoded binding: its bytes hold the tiles its serialized layout records (`#iree_encoding.layout<[
        #iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = ...}>]>`, zero padding); the
        dispatch sees the logical tensor, and what it stores is packed back when the dispatch ends."""
        from xdsl_encoding.transforms.materialize_encoding_into_packs.layouts import packed_shape, serialized_layout

        choice = serialized_layout(tensor.encoding)
        if choice is None:
            raise InterpretationError(
                f"{op.name}: {tensor} has no serialized packed layout to read its bytes with (only a "
                "#iree_encoding.layout<[resolver with encoding_info]> can be)"
            )
        info = choice.info
        logical = values.runtime_shape(tensor, dims, op.name)
        packed = packed_shape(logical, info)
        plain = TensorType(tensor.element_type, packed)
        storage = _dense_view(data, plain, [], op.name, interpreter.index_bitwidth)
        array = relayout.unpack(
            storage, info.inner_dims_pos, info.inner_tile_sizes, info.outer_dims_perm, logical
        ).copy()
        dispatch_tensor = DispatchTensor(array, mode)
        if access != "ro":

            def write_back() -> None:
                storage[...] = relayout.pack(
                    dispatch_tensor.array, info.inner_dims_pos, info.inner_tile_sizes, info.outer_dims_perm, 0, packed
                )

            interpreter.get_data(NumpyStreamFunctions, "write_backs", list[Any]).append(write_back)
        return dispatch_tensor
