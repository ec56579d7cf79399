"""numpy implementations of the host side of IREE's `hal` dialect.

At the ABI boundary a tensor travels as a `!hal.buffer_view`. The interpreter gives a buffer
view the value of the tensor it holds, so `hal.tensor.import` and `hal.tensor.export` are the
identity on arrays (checked against the imported or exported tensor type), barriers pass their
tensors through, and devices and fences are opaque tokens: work is synchronous here.
`buffer_view_types` tells callers which array type each `!hal.buffer_view` argument or result
stands for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import hal
from xdsl_encoding.interpreters.util import Opaque
from xdsl_encoding.utils.hints import tensor_type_of

DEVICE = Opaque("device")
FENCE = Opaque("fence")


def _imported_type(argument: SSAValue) -> Attribute | None:
    """The tensor type a `!hal.buffer_view` value is imported as (`hal.tensor.import`, or
    `stream.tensor.import` at the stream stage), following `util.call`s."""
    from xdsl_encoding.dialects import stream, util

    for use in argument.uses:
        user = use.operation
        if isinstance(user, hal.TensorImportOp) and use.index == 0:
            return user.target.type
        if isinstance(user, stream.TensorImportOp) and use.index == 0:
            return user.result_encoding
        if isinstance(user, util.CallOp):
            callee = util.lookup_function(user, user.callee)
            if callee is not None and not callee.is_declaration:
                found = _imported_type(callee.body.block.args[use.index])
                if found is not None:
                    return found
    return None


def _exported_type(value: SSAValue) -> Attribute | None:
    from xdsl_encoding.dialects import stream, util

    owner = value.owner
    if isinstance(owner, hal.TensorExportOp):
        return owner.source.type
    if isinstance(owner, stream.TensorExportOp):
        return owner.source_encoding
    if isinstance(owner, util.CallOp):
        callee = util.lookup_function(owner, owner.callee)
        if callee is not None and not callee.is_declaration:
            returned = callee.body.blocks.last
            terminator = returned.last_op if returned is not None else None
            if isinstance(terminator, util.ReturnOp):
                return _exported_type(terminator.operands[owner.results.index(value)])
    return None


def buffer_view_types(entry: Block, returned: Sequence[SSAValue]) -> tuple[list[Attribute], list[Attribute]]:
    """Argument and result types with each `!hal.buffer_view` replaced by the tensor type it holds.

    An argument's type is the target of the `hal.tensor.import` that consumes it (also through
    `util.call`, as in IREE's synchronous wrappers); a result's is the source of the
    `hal.tensor.export` that makes it. A buffer view with neither stays `!hal.buffer_view`: an
    argument of that type takes any array (`check_measured_view`), since only its dims are read.
    """
    arguments = [
        (_imported_type(arg) or arg.type) if isinstance(arg.type, hal.BufferViewType) else arg.type
        for arg in entry.args
    ]
    results = [(_exported_type(v) or v.type) if isinstance(v.type, hal.BufferViewType) else v.type for v in returned]
    return arguments, results


def measured_rank(argument: SSAValue) -> int:
    """The rank a `!hal.buffer_view` the program never imports must have at least: 1 + the largest
    `hal.buffer_view.dim` index read of it (also through `util.call`); 0 if it is never measured."""
    from xdsl_encoding.dialects import util

    rank = 0
    for use in argument.uses:
        user = use.operation
        if isinstance(user, hal.BufferViewDimOp):
            rank = max(rank, user.index.value.data + 1)
        elif isinstance(user, util.CallOp):
            callee = util.lookup_function(user, user.callee)
            if callee is not None and not callee.is_declaration:
                rank = max(rank, measured_rank(callee.body.block.args[use.index]))
    return rank


def check_measured_view(value: object, what: str) -> np.ndarray:
    """A `!hal.buffer_view` argument the program never imports (ONNX `Shape` of an input: IREE reads
    only its dims): any array stands for it, whatever its element type, and is passed read-only."""
    if not values.is_array(value):
        raise InterpretationError(f"{what}: expected a numpy array for !hal.buffer_view, got {type(value).__name__}")
    array = np.asarray(value).view()
    array.flags.writeable = False
    return array


def random_measured_view(argument: SSAValue, rng: np.random.Generator, dynamic_size: int) -> np.ndarray:
    """A random f32 array for such a buffer view: every dim it is measured at is `dynamic_size`."""
    return rng.uniform(-1.0, 1.0, size=(dynamic_size,) * measured_rank(argument)).astype(np.float32)


def _inside_executable_only(op: Operation, what: str) -> InterpretationError:
    """The error of an op that reads what only a compiled executable has (the program it ran in is not interpreted)."""
    return InterpretationError(
        f"{op.name}: {what} exist only inside a compiled executable; "
        "interpret the flow-level program (flow.dispatch.workgroups) instead"
    )


@register_impls
class NumpyHalFunctions(InterpreterFunctions):
    """Tensor import/export as the identity; devices, fences and waits as tokens."""

    @impl(hal.TensorImportOp)
    def run_tensor_import(self, interpreter: Interpreter, op: hal.TensorImportOp, args: PythonValues) -> PythonValues:
        source = args[0]
        target = tensor_type_of(op.target)
        if not values.is_numpy(source):
            raise InterpretationError(f"hal.tensor.import: expected an array for {target}, got {source!r}")
        array = np.asarray(source)
        values.check_shape(array, target, op.name)
        if array.dtype != values.dtype_of(target, interpreter.index_bitwidth):
            raise InterpretationError(f"hal.tensor.import: a {array.dtype} array cannot be imported as {target}")
        dims = [values.as_index(d, op.name) for d in args[1 : 1 + len(op.target_dims)]]
        dynamic = [size for size, static in zip(array.shape, target.get_shape()) if static < 0]
        if dims != dynamic:
            raise InterpretationError(f"hal.tensor.import: dims {dims} given for an array of shape {array.shape}")
        return (array,)

    @impl(hal.TensorExportOp)
    def run_tensor_export(self, interpreter: Interpreter, op: hal.TensorExportOp, args: PythonValues) -> PythonValues:
        return (args[0],)

    @impl(hal.TensorBarrierOp)
    def run_tensor_barrier(self, interpreter: Interpreter, op: hal.TensorBarrierOp, args: PythonValues) -> PythonValues:
        return tuple(args[: len(op.sources)])

    @impl(hal.BufferViewDimOp)
    def run_buffer_view_dim(
        self, interpreter: Interpreter, op: hal.BufferViewDimOp, args: PythonValues
    ) -> PythonValues:
        shape = np.shape(args[0])
        dim = op.index.value.data
        if not 0 <= dim < len(shape):
            raise InterpretationError(f"hal.buffer_view.dim: index {dim} is out of range for a rank-{len(shape)} view")
        return (values.as_type(shape[dim], op.result.type, interpreter.index_bitwidth),)

    @impl(hal.DevicesGetOp)
    def run_devices_get(self, interpreter: Interpreter, op: hal.DevicesGetOp, args: PythonValues) -> PythonValues:
        return (DEVICE,)

    @impl(hal.FenceCreateOp)
    def run_fence_create(self, interpreter: Interpreter, op: hal.FenceCreateOp, args: PythonValues) -> PythonValues:
        return (FENCE,)

    @impl(hal.FenceAwaitOp)
    def run_fence_await(self, interpreter: Interpreter, op: hal.FenceAwaitOp, args: PythonValues) -> PythonValues:
        """Every fence is already signalled: the interpreter runs synchronously. Status 0 = OK."""
        return (values.as_type(0, op.status.type, interpreter.index_bitwidth),)

    @impl(hal.InterfaceBindingSubspanOp)
    def run_binding_subspan(
        self, interpreter: Interpreter, op: hal.InterfaceBindingSubspanOp, args: PythonValues
    ) -> PythonValues:
        raise _inside_executable_only(op, "bindings")

    @impl(hal.InterfaceConstantLoadOp)
    def run_constant_load(
        self, interpreter: Interpreter, op: hal.InterfaceConstantLoadOp, args: PythonValues
    ) -> PythonValues:
        raise _inside_executable_only(op, "push constants")

    @impl(hal.ElementTypeOp)
    def run_element_type(self, interpreter: Interpreter, op: hal.ElementTypeOp, args: PythonValues) -> PythonValues:
        code = element_type_code(op.type)
        if code is None:
            raise InterpretationError(f"hal.element_type: {op.type} has no IREE runtime element type")
        return (values.as_type(code, op.result.type, interpreter.index_bitwidth),)

    @impl(hal.EncodingTypeOp)
    def run_encoding_type(self, interpreter: Interpreter, op: hal.EncodingTypeOp, args: PythonValues) -> PythonValues:
        """`IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR` (1) without an encoding, opaque (0) otherwise."""
        return (values.as_type(1 if op.encoding is None else 0, op.result.type, interpreter.index_bitwidth),)

    @impl(hal.BufferViewAssertOp)
    def run_buffer_view_assert(
        self, interpreter: Interpreter, op: hal.BufferViewAssertOp, args: PythonValues
    ) -> PythonValues:
        """The argument must have the asserted shape and element type (as iree-run-module checks)."""
        view, element, _, *shape = args
        expected = [values.as_index(d, op.name) for d in shape]
        if list(np.shape(view)) != expected:
            raise InterpretationError(
                f"{op.name} {op.message.data!r}: shape {list(np.shape(view))}, expected {expected}"
            )
        code = _dtype_code(np.asarray(view).dtype)
        if code is not None and code != int(element):
            raise InterpretationError(
                f"{op.name} {op.message.data!r}: element type {np.asarray(view).dtype} does not match"
            )
        return ()


_NUMERICAL = {"int": 0x10, "sint": 0x11, "uint": 0x12, "bool": 0x13, "float": 0x21, "bfloat": 0x22}
"""`iree_hal_numerical_type_t` (runtime/src/iree/hal/buffer_view.h): an element type is `numerical << 24 | bits`."""


def element_type_code(type_: Attribute) -> int | None:
    """IREE's `iree_hal_element_type_t` of an MLIR element type (`HALOps.cpp` getTypeValue)."""
    from xdsl.dialects.builtin import AnyFloat, BFloat16Type, IntegerType, Signedness

    if isinstance(type_, BFloat16Type):
        return _NUMERICAL["bfloat"] << 24 | 16
    if isinstance(type_, AnyFloat):
        return _NUMERICAL["float"] << 24 | type_.bitwidth
    if isinstance(type_, IntegerType):
        if type_.bitwidth == 1:
            return _NUMERICAL["bool"] << 24 | 8
        signedness: Signedness = cast(IntegerType, type_).signedness.data
        kind = {Signedness.SIGNLESS: "int", Signedness.SIGNED: "sint", Signedness.UNSIGNED: "uint"}[signedness]
        return _NUMERICAL[kind] << 24 | type_.bitwidth
    return None


def _dtype_code(dtype: np.dtype) -> int | None:
    """The element type code an array of `dtype` stands for (signless for numpy's integers)."""
    if dtype == np.bool_:
        return _NUMERICAL["bool"] << 24 | 8
    if dtype.kind == "f":
        return _NUMERICAL["float"] << 24 | dtype.itemsize * 8
    if dtype.kind in "iu":
        return _NUMERICAL["int"] << 24 | dtype.itemsize * 8
    return None
