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

from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, NoneAttr, SymbolRefAttr, TensorType
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import stream
from xdsl_encoding.dialects.iree_directives import DispatchResources
from xdsl_encoding.dialects.iree_syntax import UNTIED, tied_indices
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.interpreters.iree_tensor_ext import DispatchTensor
from xdsl_encoding.interpreters.regions import returning
from xdsl_encoding.interpreters.stream_storage import (
    Binding,
    Resource,
    byte_range,
    bytes_of,
    dense_tensor,
    dense_view,
    storage_size,
    tensor_from_bytes,
    tensor_to_bytes,
    viewable,
)
from xdsl_encoding.interpreters.util import Opaque

TIMEPOINT = Opaque("timepoint")


def _tensor(
    encoding: Attribute, dims: PythonValues, what: str, *, dense: bool = False
) -> tuple[TensorType[Attribute], list[int]]:
    """The tensor type an op's encoding operand names (a dense row-major one with `dense`) and its dynamic dims."""
    tensor = dense_tensor(encoding, what) if dense else values.expect_tensor(encoding, what)
    return tensor, [values.as_index(d, what) for d in dims]


@register_impls
class NumpyStreamFunctions(InterpreterFunctions):
    """Resources as bytes, command regions in program order, dispatches of stream executables."""

    @impl(stream.TensorImportOp)
    def run_tensor_import(
        self, interpreter: Interpreter, op: stream.TensorImportOp, args: PythonValues
    ) -> PythonValues:
        tensor, dims = _tensor(op.result_encoding, args[1 : 1 + len(op.result_encoding_dims)], op.name, dense=True)
        size = values.as_index(args[-1], op.name)
        array = values.check_input(args[0], tensor, f"{op.name} of a {tensor}", interpreter.index_bitwidth)
        values.check_runtime_shape(np.shape(array), tensor, op.name)
        if tuple(np.shape(array)) != values.runtime_shape(tensor, dims, op.name):
            raise InterpretationError(f"{op.name}: the array has shape {np.shape(array)}, the dims say {dims}")
        data = np.zeros(size, np.uint8)
        tensor_to_bytes(np.asarray(array), tensor, data, interpreter.index_bitwidth, op.name)
        return (Resource(data),)

    @impl(stream.TensorExportOp)
    def run_tensor_export(
        self, interpreter: Interpreter, op: stream.TensorExportOp, args: PythonValues
    ) -> PythonValues:
        tensor, dims = _tensor(op.source_encoding, args[1 : 1 + len(op.source_encoding_dims)], op.name, dense=True)
        view = dense_view(bytes_of(args[0], op.name), tensor, dims, op.name, interpreter.index_bitwidth)
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
        data = byte_range(bytes_of(args[0], op.name), offset, size, op.name).copy()
        return values.as_type(True, op.did_map.type), Resource(data)

    @impl(stream.FileConstantOp)
    def run_file_constant(
        self, interpreter: Interpreter, op: stream.FileConstantOp, args: PythonValues
    ) -> PythonValues:
        offset, length = values.as_index(args[2], op.name), values.as_index(args[3], op.name)
        return (byte_range(bytes_of(args[0], op.name), offset, length, op.name),)

    @impl(stream.FileReadOp)
    def run_file_read(self, interpreter: Interpreter, op: stream.FileReadOp, args: PythonValues) -> PythonValues:
        source = bytes_of(args[0], op.name)
        source_offset = values.as_index(args[1], op.name)
        target = bytes_of(args[2], op.name)
        target_offset, length = values.as_index(args[4], op.name), values.as_index(args[5], op.name)
        byte_range(target, target_offset, length, op.name)[:] = byte_range(source, source_offset, length, op.name)
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

    run_yield = returning(stream.YieldOp, lambda op, args: args[: len(op.resource_operands)])

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
        source, target = bytes_of(args[0], op.name), bytes_of(args[3], op.name)
        source_offset, target_offset = values.as_index(args[2], op.name), values.as_index(args[5], op.name)
        length = values.as_index(args[6], op.name)
        byte_range(target, target_offset, length, op.name)[:] = byte_range(source, source_offset, length, op.name)
        return ()

    @impl(stream.CmdFillOp)
    def run_fill(self, interpreter: Interpreter, op: stream.CmdFillOp, args: PythonValues) -> PythonValues:
        target = bytes_of(args[0], op.name)
        offset, length = values.as_index(args[2], op.name), values.as_index(args[3], op.name)
        pattern = np.asarray(values.as_type(args[4], op.value.type, interpreter.index_bitwidth)).reshape(1)
        raw = np.ascontiguousarray(pattern).view(np.uint8)
        if length % raw.size:
            raise InterpretationError(f"{op.name}: {length} bytes are not a whole number of {raw.size}-byte patterns")
        byte_range(target, offset, length, op.name)[:] = np.tile(raw, length // raw.size)
        return ()

    def _run_export(
        self,
        interpreter: Interpreter,
        op: IRDLOperation,
        entry: SymbolRefAttr,
        bindings: list[Any],
        uniforms: list[Any],
    ) -> None:
        """Run the exported function: each `!stream.binding` argument takes the next binding, every other
        argument the next uniform operand; encoded bindings are packed back when it returns."""
        found = SymbolTable.lookup_symbol(op, entry)
        if not isinstance(found, stream.ExecutableExportOp) or (function := found.function()) is None:
            raise InterpretationError(f"{op.name}: no stream.executable.export {entry} with a func.func in the module")
        given_bindings, given_uniforms = iter(bindings), iter(uniforms)
        arguments: list[Any] = []
        try:
            for argument in function.body.block.args:
                given = given_bindings if isinstance(argument.type, stream.BindingType) else given_uniforms
                arguments.append(next(given))
        except StopIteration:
            raise InterpretationError(
                f"{op.name}: @{function.sym_name.data} takes more bindings or operands than the dispatch gives"
            ) from None
        if next(given_bindings, None) is not None or next(given_uniforms, None) is not None:
            raise InterpretationError(
                f"{op.name}: @{function.sym_name.data} takes fewer bindings or operands than given"
            )
        write_backs: list[Any] = interpreter.get_data(NumpyStreamFunctions, "write_backs", list[Any])
        pending = len(write_backs)
        interpreter.run_ssacfg_region(function.body, tuple(arguments), function.sym_name.data)
        for write_back in write_backs[pending:]:
            write_back()
        del write_backs[pending:]

    @impl(stream.CmdDispatchOp)
    def run_dispatch(self, interpreter: Interpreter, op: stream.CmdDispatchOp, args: PythonValues) -> PythonValues:
        n_workload, n_uniform, n = len(op.workload), len(op.uniform_operands), len(op.resources)
        uniforms = list(args[n_workload : n_workload + n_uniform])
        rest = args[n_workload + n_uniform :]
        resources, offsets, lengths = rest[:n], rest[2 * n : 3 * n], rest[3 * n : 4 * n]
        bindings = [
            Binding(r, values.as_index(o, op.name), values.as_index(ln, op.name), a)
            for r, o, ln, a in zip(resources, offsets, lengths, DispatchResources.access_names(op.resource_accesses))
        ]
        self._run_export(interpreter, op, op.entry_points.data[0], bindings, uniforms)
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
        data = byte_range(binding.resource.data, binding.offset, binding.length, op.name)[offset:]
        dims = [values.as_index(d, op.name) for d in args[2:]]
        bound = cast(TensorType[Attribute], type_.bound_type)
        if not isinstance(type_.bound_type, TensorType) or (
            isinstance(bound.encoding, NoneAttr) and viewable(bound, interpreter.index_bitwidth)
        ):
            view = dense_view(data, dense_tensor(bound, op.name), dims, op.name, interpreter.index_bitwidth)
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
        """An encoded (or bf16) binding: its bytes hold the tiles its serialized layout records
        (`#iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = ...}>]>`,
        zero padding); the dispatch sees the logical tensor, and what it stores is packed back when the
        dispatch ends."""
        bitwidth = interpreter.index_bitwidth
        dispatch_tensor = DispatchTensor(tensor_from_bytes(data, tensor, dims, bitwidth, op.name), mode)
        if access != "ro":

            def write_back() -> None:
                tensor_to_bytes(dispatch_tensor.array, tensor, data, bitwidth, op.name)

            interpreter.get_data(NumpyStreamFunctions, "write_backs", list[Any]).append(write_back)
        return dispatch_tensor

    # -----------------------------------------------------------------------------------
    # The tensor and async levels: each op makes a new resource (its bytes), as IREE's
    # copy-on-write semantics promise before scheduling.
    # -----------------------------------------------------------------------------------

    @impl(stream.TensorSizeOfOp)
    def run_sizeof(self, interpreter: Interpreter, op: stream.TensorSizeOfOp, args: PythonValues) -> PythonValues:
        tensor, dims = _tensor(op.encoding, args, op.name)
        return (storage_size(tensor, dims, interpreter.index_bitwidth, op.name),)

    @impl(stream.TensorEmptyOp)
    def run_tensor_empty(self, interpreter: Interpreter, op: stream.TensorEmptyOp, args: PythonValues) -> PythonValues:
        return (Resource(np.zeros(values.as_index(args[-1], op.name), np.uint8)),)

    @impl(stream.TensorSplatOp)
    def run_tensor_splat(self, interpreter: Interpreter, op: stream.TensorSplatOp, args: PythonValues) -> PythonValues:
        tensor, dims = _tensor(op.result_encoding, args[1:-1], op.name)
        shape = values.runtime_shape(tensor, dims, op.name)
        array = values.splat(args[0], values.dtype_of(tensor, interpreter.index_bitwidth), shape)
        data = np.zeros(values.as_index(args[-1], op.name), np.uint8)
        tensor_to_bytes(array, tensor, data, interpreter.index_bitwidth, op.name)
        return (Resource(data),)

    @impl(stream.TensorConstantOp)
    def run_tensor_constant(
        self, interpreter: Interpreter, op: stream.TensorConstantOp, args: PythonValues
    ) -> PythonValues:
        tensor, dims = _tensor(op.result_encoding, args, op.name)
        array = np.asarray(values.from_attribute(op.value, op.value.type, op.name, interpreter.index_bitwidth))  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownArgumentType]
        data = np.zeros(storage_size(tensor, dims, interpreter.index_bitwidth, op.name), np.uint8)
        tensor_to_bytes(array, tensor, data, interpreter.index_bitwidth, op.name)
        return (Resource(data),)

    def _relaid(self, interpreter: Interpreter, op: stream.TensorCloneOp | stream.TensorEncodeOp, args: PythonValues):
        n = len(op.source_encoding_dims)
        source, source_dims = _tensor(op.source_encoding, args[1 : 1 + n], op.name)
        result, result_dims = _tensor(op.result_encoding, args[2 + n : -1], op.name)
        array = tensor_from_bytes(bytes_of(args[0], op.name), source, source_dims, interpreter.index_bitwidth, op.name)
        if tuple(np.shape(array)) != values.runtime_shape(result, result_dims, op.name):
            raise InterpretationError(
                f"{op.name}: the source has shape {np.shape(array)}, the result dims say {result_dims}"
            )
        data = np.zeros(values.as_index(args[-1], op.name), np.uint8)
        tensor_to_bytes(array, result, data, interpreter.index_bitwidth, op.name)
        return (Resource(data),)

    @impl(stream.TensorCloneOp)
    def run_tensor_clone(self, interpreter: Interpreter, op: stream.TensorCloneOp, args: PythonValues) -> PythonValues:
        return self._relaid(interpreter, op, args)

    @impl(stream.TensorEncodeOp)
    def run_tensor_encode(
        self, interpreter: Interpreter, op: stream.TensorEncodeOp, args: PythonValues
    ) -> PythonValues:
        """The same logical tensor in the result's layout (a pack or unpack of its bytes)."""
        return self._relaid(interpreter, op, args)

    @impl(stream.TensorDispatchOp)
    def run_tensor_dispatch(
        self, interpreter: Interpreter, op: stream.TensorDispatchOp, args: PythonValues
    ) -> PythonValues:
        """The export runs on whole resources: operands read-only, fresh storage per untied result, a copy for a tied one."""
        n_workload, n_operands = len(op.workload), len(op.mixed_operands)
        operands = args[n_workload : n_workload + n_operands]
        rest = args[n_workload + n_operands :]
        n_sizes = len(op.operand_sizes)
        result_sizes = rest[
            n_sizes + len(op.operand_encoding_dims) : n_sizes + len(op.operand_encoding_dims) + len(op.result_sizes)
        ]
        tied = tied_indices(cast(ArrayAttr[IntegerAttr] | None, op.tied_operands), len(op.outputs))
        results = [
            Resource(bytes_of(operands[t], op.name).copy())
            if t != UNTIED
            else Resource(np.zeros(values.as_index(s, op.name), np.uint8))
            for t, s in zip(tied, result_sizes)
        ]
        bindings: list[Any] = []
        uniforms: list[Any] = []
        for index, (operand, value) in enumerate(zip(op.mixed_operands, operands)):
            if isinstance(operand.type, stream.ResourceType):
                resource = results[tied.index(index)] if index in tied else value
                bindings.append(Binding(resource, 0, resource.data.size, "rw" if index in tied else "ro"))
            else:
                uniforms.append(value)
        bindings += [Binding(r, 0, r.data.size, "wo") for r, t in zip(results, tied) if t == UNTIED]
        self._run_export(interpreter, op, op.entry_points.data[0], bindings, uniforms)
        return tuple(results)

    @impl(stream.AsyncTransferOp)
    def run_transfer(self, interpreter: Interpreter, op: stream.AsyncTransferOp, args: PythonValues) -> PythonValues:
        """One memory here: the same bytes, a new resource."""
        return (Resource(bytes_of(args[0], op.name).copy()),)

    @impl(stream.AsyncCloneOp)
    def run_async_clone(self, interpreter: Interpreter, op: stream.AsyncCloneOp, args: PythonValues) -> PythonValues:
        return (Resource(bytes_of(args[0], op.name).copy()),)

    @impl(stream.AsyncAllocaOp)
    def run_async_alloca(self, interpreter: Interpreter, op: stream.AsyncAllocaOp, args: PythonValues) -> PythonValues:
        return (Resource(np.zeros(values.as_index(args[0], op.name), np.uint8)),)

    @impl(stream.AsyncSliceOp)
    def run_async_slice(self, interpreter: Interpreter, op: stream.AsyncSliceOp, args: PythonValues) -> PythonValues:
        offset, end = values.as_index(args[2], op.name), values.as_index(args[3], op.name)
        return (Resource(byte_range(bytes_of(args[0], op.name), offset, end - offset, op.name).copy()),)

    @impl(stream.AsyncUpdateOp)
    def run_async_update(self, interpreter: Interpreter, op: stream.AsyncUpdateOp, args: PythonValues) -> PythonValues:
        target = bytes_of(args[0], op.name).copy()
        offset, end = values.as_index(args[2], op.name), values.as_index(args[3], op.name)
        byte_range(target, offset, end - offset, op.name)[:] = byte_range(
            bytes_of(args[4], op.name), 0, end - offset, op.name
        )
        return (Resource(target),)
