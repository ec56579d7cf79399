"""numpy implementations of IREE's `flow` dialect.

A dispatch runs its body once on whole tensors (there is no grid: the workgroup count region
only decides how IREE splits the work, never what it computes, so it is not run).
`flow.dispatch.workgroups` hands its body readonly views of the inputs and fresh writeonly
storage for each result (a copy of the input for a result tied to it); the results are what
the body stored. `flow.dispatch @ex::@entry` runs the exported `func.func` of the executable
the same way: its arguments are the dispatch tensors the workgroups body would see.
"""

from __future__ import annotations

from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import flow
from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr
from xdsl_encoding.interpreters.iree_tensor_ext import DispatchTensor, bitcast, result_shape
from xdsl_encoding.interpreters.parameters import is_parameter
from xdsl_encoding.interpreters.plan import derived
from xdsl_encoding.interpreters.regions import returning
from xdsl_encoding.interpreters.util import parameters_of


def _checked(op_name: str, shape: tuple[int, ...], indices: tuple[int, ...]) -> tuple[int, ...]:
    """`indices` (none for a 0-d tensor), each inside its dim."""
    if len(indices) != len(shape) or any(not 0 <= i < n for i, n in zip(indices, shape)):
        raise InterpretationError(f"{op_name}: indices {list(indices)} out of bounds for shape {list(shape)}")
    return indices


def _bind_dispatch(
    interpreter: Interpreter,
    op: flow.DispatchWorkgroupsOp | flow.DispatchOp,
    tied: list[int],
    args: PythonValues,
    dims_of_tied: bool,
) -> tuple[tuple[Any, ...], list[DispatchTensor]]:
    """The body's arguments (readonly inputs, scalars, then writeonly storage per untied result) and each
    result's storage (a readwrite copy of the input for a tied result). `dims_of_tied`: the result dims list
    the sizes of tied results too."""
    n_workload, n_arguments, n_result_dims, is_tensor, results = derived(
        interpreter, op, "binding", lambda: _binding(op)
    )
    arguments = args[n_workload : n_workload + n_arguments]
    result_dims = iter(args[len(args) - n_result_dims :])
    block_args: list[Any] = [
        DispatchTensor(np.asarray(value), "readonly") if tensor else value
        for value, tensor in zip(arguments, is_tensor)
    ]
    storages: list[DispatchTensor] = []
    for i, ((type_, dynamic_count), index) in enumerate(zip(results, tied)):
        if index != flow.UNTIED:
            if dims_of_tied:
                for _ in range(dynamic_count):
                    next(result_dims)
            storage = DispatchTensor(np.array(arguments[index]), "readwrite")
            block_args[index] = storage
        else:
            tensor = values.expect_tensor(type_, f"{op.name} result #{i}")
            dynamic = [values.as_index(next(result_dims), op.name) for _ in range(dynamic_count)]
            shape = values.runtime_shape(tensor, dynamic, f"{op.name} result #{i}") if dynamic else tensor.get_shape()
            storage = DispatchTensor(np.zeros(shape, values.dtype_of(tensor, interpreter.index_bitwidth)), "writeonly")
            block_args.append(storage)
        storages.append(storage)
    return tuple(block_args), storages


def _binding(
    op: flow.DispatchWorkgroupsOp | flow.DispatchOp,
) -> tuple[int, int, int, list[bool], list[tuple[Attribute, int]]]:
    """What `_bind_dispatch` reads off the op: operand counts, which arguments are tensors, result types."""
    return (
        len(op.workload),
        len(op.arguments),
        len(op.result_dims),
        [isinstance(a.type, TensorType) for a in op.arguments],
        [(r.type, values.dynamic_count(r.type)) for r in op.results_],
    )


def _tied(op: flow.DispatchWorkgroupsOp) -> tuple[list[int], bool]:
    """The tied operand of each result, and whether the result dims list those of tied results too."""
    tied = op.tied_indices()
    untied_dims = sum(values.dynamic_count(r.type) for r, t in zip(op.results_, tied) if t == flow.UNTIED)
    return tied, len(op.result_dims) != untied_dims


@register_impls
class NumpyFlowFunctions(InterpreterFunctions):
    """Dispatch regions, workgroups and dispatches of outlined executables run their bodies; tensor encode/reshape/bitcast/splat/clone/load/store/slice/update."""

    run_return = returning(flow.ReturnOp)

    @impl(flow.DispatchRegionOp)
    def run_dispatch_region(
        self, interpreter: Interpreter, op: flow.DispatchRegionOp, args: PythonValues
    ) -> PythonValues:
        results = interpreter.run_ssacfg_region(op.body, (), op.name)
        dims = iter(args[: len(op.result_dims)])
        for i, (value, result) in enumerate(zip(results, op.result)):
            if (tensor := values.tensor_type(result.type)) is not None:
                dynamic = [values.as_index(next(dims), op.name) for s in tensor.get_shape() if s < 0]
                shape = values.runtime_shape(tensor, dynamic, f"{op.name} result #{i}")
                if np.shape(value) != shape:
                    raise InterpretationError(f"{op.name}: result #{i} has shape {np.shape(value)}, declared {shape}")
        return results

    @impl(flow.DispatchWorkgroupsOp)
    def run_dispatch_workgroups(
        self, interpreter: Interpreter, op: flow.DispatchWorkgroupsOp, args: PythonValues
    ) -> PythonValues:
        tied, dims_of_tied = derived(interpreter, op, "tied", lambda: _tied(op))
        block_args, storages = _bind_dispatch(interpreter, op, tied, args, dims_of_tied)
        interpreter.run_ssacfg_region(op.workgroup_body, block_args, op.name)
        return tuple(s.array for s in storages)

    @impl(flow.DispatchOp)
    def run_dispatch(self, interpreter: Interpreter, op: flow.DispatchOp, args: PythonValues) -> PythonValues:
        """Runs the exported `func.func` on dispatch tensors, as `flow.dispatch.workgroups` runs its body."""
        exports = [flow.lookup_export(op, entry) for entry in op.entry_points.data]
        export = next((e for e in exports if e is not None), None)
        if export is None:
            raise InterpretationError(f"{op.name}: no flow.executable.export {op.entry_points.data[0]} in the module")
        function = export.function()
        if function is None or not function.body.blocks:
            raise InterpretationError(
                f"{op.name}: the export @{export.sym_name.data} names no func.func {export.function_ref} with a body "
                "in its executable's builtin.module"
            )
        block_args, storages = _bind_dispatch(interpreter, op, op.tied_indices(), args, True)
        if len(function.body.block.args) != len(block_args):
            raise InterpretationError(
                f"{op.name}: @{function.sym_name.data} takes {len(function.body.block.args)} argument(s), the dispatch "
                f"gives {len(block_args)} (its operands, then one per untied result)"
            )
        interpreter.run_ssacfg_region(function.body, block_args, function.sym_name.data)
        return tuple(s.array for s in storages)

    @impl(flow.TensorEncodeOp)
    def run_tensor_encode(self, interpreter: Interpreter, op: flow.TensorEncodeOp, args: PythonValues) -> PythonValues:
        """An encoding is a layout hint: the logical value passes through."""
        return (args[0],)

    @impl(flow.TensorReshapeOp)
    def run_tensor_reshape(
        self, interpreter: Interpreter, op: flow.TensorReshapeOp, args: PythonValues
    ) -> PythonValues:
        """Row-major reshape to the result type, its `?` dims given by the result dims."""
        source = np.asarray(args[0])
        shape = result_shape(op, args)
        if int(np.prod(shape)) != source.size:
            raise InterpretationError(f"{op.name}: cannot reshape {source.shape} ({source.size} elements) to {shape}")
        return (source.reshape(shape),)

    @impl(flow.TensorBitCastOp)
    def run_tensor_bitcast(
        self, interpreter: Interpreter, op: flow.TensorBitCastOp, args: PythonValues
    ) -> PythonValues:
        return (bitcast(interpreter, op, args),)

    @impl(flow.DispatchTieShapeOp)
    def run_tie_shape(self, interpreter: Interpreter, op: flow.DispatchTieShapeOp, args: PythonValues) -> PythonValues:
        return (args[0],)

    @impl(flow.TensorSplatOp)
    def run_tensor_splat(self, interpreter: Interpreter, op: flow.TensorSplatOp, args: PythonValues) -> PythonValues:
        """A fresh tensor of the result type, every element the scalar."""
        tensor = values.expect_tensor(op.result.type, op.name)
        dims = [values.as_index(d, op.name) for d in args[1:]]
        shape = values.runtime_shape(tensor, dims, op.name)
        value = values.as_type(args[0], tensor.get_element_type(), interpreter.index_bitwidth)
        return (np.full(shape, value, values.dtype_of(tensor, interpreter.index_bitwidth)),)

    @impl(flow.TensorCloneOp)
    def run_tensor_clone(self, interpreter: Interpreter, op: flow.TensorCloneOp, args: PythonValues) -> PythonValues:
        return (np.array(args[0]),)

    @impl(flow.TensorLoadOp)
    def run_tensor_load(self, interpreter: Interpreter, op: flow.TensorLoadOp, args: PythonValues) -> PythonValues:
        """The element at the indices (bounds-checked)."""
        source: np.ndarray[Any, Any] = np.asarray(args[0])
        indices = tuple(values.as_index(i, op.name) for i in args[1 + len(op.source_dims) :])
        return (source[_checked(op.name, source.shape, indices)],)

    @impl(flow.TensorStoreOp)
    def run_tensor_store(self, interpreter: Interpreter, op: flow.TensorStoreOp, args: PythonValues) -> PythonValues:
        """A copy of the target with the element at the indices replaced."""
        target = np.array(args[1])
        indices = tuple(values.as_index(i, op.name) for i in args[2 + len(op.target_dims) :])
        target[_checked(op.name, target.shape, indices)] = args[0]
        return (target,)

    @impl(flow.TensorSliceOp)
    def run_tensor_slice(self, interpreter: Interpreter, op: flow.TensorSliceOp, args: PythonValues) -> PythonValues:
        """The box `[start, start + length)` of every dim (bounds-checked), as a copy."""
        source: np.ndarray[Any, Any] = np.asarray(args[0])
        rest = args[1 + len(op.source_dims) :]
        rank = source.ndim
        starts = [values.as_index(v, op.name) for v in rest[:rank]]
        lengths = [values.as_index(v, op.name) for v in rest[rank : 2 * rank]]
        if any(s < 0 or n < 0 or s + n > size for s, n, size in zip(starts, lengths, source.shape)):
            raise InterpretationError(
                f"{op.name}: slice at {starts} of lengths {lengths} leaves the source of shape {list(source.shape)}"
            )
        return (np.array(source[tuple(slice(s, s + n) for s, n in zip(starts, lengths))]),)

    @impl(flow.TensorUpdateOp)
    def run_tensor_update(self, interpreter: Interpreter, op: flow.TensorUpdateOp, args: PythonValues) -> PythonValues:
        """A copy of the target with the update written at the start indices (bounds-checked)."""
        target = np.array(args[0])
        n_dims = len(op.target_dims)
        starts = [values.as_index(v, op.name) for v in args[1 + n_dims : 1 + n_dims + len(op.start_indices)]]
        update: np.ndarray[Any, Any] = np.asarray(args[1 + n_dims + len(op.start_indices)])
        if any(s < 0 or s + n > size for s, n, size in zip(starts, update.shape, target.shape)):
            raise InterpretationError(
                f"{op.name}: an update of shape {list(update.shape)} at {starts} leaves the target of shape "
                f"{list(target.shape)}"
            )
        target[tuple(slice(s, s + n) for s, n in zip(starts, update.shape))] = update
        return (target,)

    @impl(flow.TensorEmptyOp)
    def run_tensor_empty(self, interpreter: Interpreter, op: flow.TensorEmptyOp, args: PythonValues) -> PythonValues:
        """Undefined contents: zeros of the result type."""
        return (_zeros(interpreter, op, args),)

    @impl(flow.TensorAllocaOp)
    def run_tensor_alloca(self, interpreter: Interpreter, op: flow.TensorAllocaOp, args: PythonValues) -> PythonValues:
        return (_zeros(interpreter, op, args),)

    @impl(flow.TensorConstantOp)
    def run_tensor_constant(
        self, interpreter: Interpreter, op: flow.TensorConstantOp, args: PythonValues
    ) -> PythonValues:
        value: Attribute = op.value
        if is_parameter(value):
            reference = cast(TypedVerbatimAttr, value)
            return (
                parameters_of(interpreter).value(reference, op.result.type, op.name, "", interpreter.index_bitwidth),
            )
        if not isinstance(value, DenseIntOrFPElementsAttr):
            raise InterpretationError(f"{op.name}: the value {value} lives outside the program")
        return (values.from_attribute(op.value, op.result.type, op.name, interpreter.index_bitwidth),)

    @impl(flow.TensorTieShapeOp)
    def run_tensor_tie_shape(
        self, interpreter: Interpreter, op: flow.TensorTieShapeOp, args: PythonValues
    ) -> PythonValues:
        """The tensor itself; its shape must be the dims it is tied to."""
        tensor = values.expect_tensor(op.result.type, op.name)
        shape = values.runtime_shape(tensor, [values.as_index(d, op.name) for d in args[1:]], op.name)
        if np.shape(args[0]) != shape:
            raise InterpretationError(f"{op.name}: a tensor of shape {np.shape(args[0])} tied to the shape {shape}")
        return (args[0],)

    @impl(flow.TensorTransferOp)
    def run_tensor_transfer(
        self, interpreter: Interpreter, op: flow.TensorTransferOp, args: PythonValues
    ) -> PythonValues:
        """One memory here: the value itself."""
        return (args[0],)

    @impl(flow.TensorBarrierOp)
    def run_tensor_barrier(
        self, interpreter: Interpreter, op: flow.TensorBarrierOp, args: PythonValues
    ) -> PythonValues:
        """One memory and one device here: the value itself."""
        return (args[0],)

    @impl(flow.TensorDynamicConstantOp)
    def run_tensor_dynamic_constant(
        self, interpreter: Interpreter, op: flow.TensorDynamicConstantOp, args: PythonValues
    ) -> PythonValues:
        return (values.dense_to_array(op.value, interpreter.index_bitwidth),)

    @impl(flow.TensorTraceOp)
    def run_tensor_trace(self, interpreter: Interpreter, op: flow.TensorTraceOp, args: PythonValues) -> PythonValues:
        """A runtime trace computes nothing: the interpreter does not print it."""
        return ()


def _zeros(interpreter: Interpreter, op: flow.TensorEmptyOp | flow.TensorAllocaOp, args: PythonValues) -> Any:
    tensor = values.expect_tensor(op.result.type, op.name)
    shape = values.runtime_shape(tensor, [values.as_index(d, op.name) for d in args], op.name)
    return np.zeros(shape, values.dtype_of(tensor, interpreter.index_bitwidth))
