"""Functions, calls, returns and globals: encoded types crossing them become their storage types.

IREE's `MaterializeEncoding` converts function signatures with its type converter
(`updateFuncSignature`); host globals hold the storage that `flow.tensor.encode` produced.
Here the same holds for `func.func`, `util.func`, `util.initializer`, their calls and returns,
and `util.global` with `util.global.load` / `store`: an encoded argument, result or global is
passed as its storage (for padding: with zeros in the padding).
"""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import FunctionType, ModuleOp, TensorType
from xdsl.ir import Attribute, Operation

from xdsl_encoding.dialects import flow, util
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.dialects.util.functions import lookup_symbol
from xdsl_encoding.transforms.materialization.driver import FUNCTION_LIKE, Driver, FunctionLike
from xdsl_encoding.transforms.materialization.layout import MaterializationError
from xdsl_encoding.utils.encodings import contains_encoding, drop_encodings, holds_encoding
from xdsl_encoding.utils.hints import is_tensor_type

__all__ = ["lower_symbol"]


def lower_symbol(driver: Driver, op: Operation) -> None:
    """A module-level op: a function's signature, a global's type; anything else must hold no encoding."""
    if isinstance(op, FUNCTION_LIKE):
        lower_signature(driver, op)
    elif isinstance(op, util.GlobalOp):
        lower_global(driver, op)
    elif isinstance(op, flow.ExecutableOp):
        check_executable(op)
    elif any(holds_encoding(nested) for nested in op.walk()):
        raise MaterializationError(op, "holds encoded types but is not a function, an initializer or a util.global")


def check_executable(op: flow.ExecutableOp) -> None:
    """An outlined executable is materialized inside its functions (`run_driver` descends into its
    `builtin.module`; their dispatch-tensor bindings as workgroups block arguments, and the
    `flow.dispatch` ops that call them as workgroups ops, `dispatch.py`): encodings elsewhere are refused."""
    for nested in op.body.block.ops:
        if not isinstance(nested, ModuleOp) and any(holds_encoding(inner) for inner in nested.walk()):
            raise MaterializationError(nested, "holds encoded types but is not in the executable's builtin.module")


def lower_signature(driver: Driver, op: FunctionLike) -> None:
    """Encoded argument and result types -> their storage types; the entry block's arguments follow."""
    function_type = op.function_type
    inputs, outputs = tuple(function_type.inputs.data), tuple(function_type.outputs.data)
    driver.signatures[op] = (inputs, outputs)
    if not any(contains_encoding(t) for t in (*inputs, *outputs)):
        return
    layout = driver.layout(op)

    def storage(t: Attribute) -> Attribute:
        if isinstance(t, DispatchTensorType) and contains_encoding(t.bound_type):
            return DispatchTensorType(t.mode, layout.storage_type(t.tensor, op))
        return layout.storage_type(t, op) if is_tensor_type(t) and contains_encoding(t) else drop_encodings(t)

    new_inputs = [storage(t) for t in inputs]
    new_outputs = [storage(t) for t in outputs]
    block = op.body.blocks.first
    if block is not None:
        for arg, t in zip(tuple(block.args), inputs):
            if is_tensor_type(t) and contains_encoding(t):
                layout.bind(arg, t, op)
            elif isinstance(t, DispatchTensorType) and contains_encoding(t.bound_type):
                # an outlined dispatch function's binding (`--compile-to=flow`): as a workgroups block argument
                driver.dispatch_tensors[driver.retype(arg, storage(t))] = t
            elif contains_encoding(t):
                driver.retype(arg, drop_encodings(t))
    op.function_type = FunctionType.from_lists(new_inputs, new_outputs)
    driver.touch(op)


def lower_global(driver: Driver, op: util.GlobalOp) -> None:
    """An encoded `util.global` holds its storage; its value is stored by an initializer."""
    declared = op.type
    if not contains_encoding(declared):
        return
    if not is_tensor_type(declared):
        raise MaterializationError(op, f"only encoded tensor globals are materialized, not {declared}")
    if op.initial_value is not None:
        raise MaterializationError(
            op, f"an initial value of the encoded type {declared} would need laying out; store it from an initializer"
        )
    driver.globals[op] = declared
    op.type = driver.layout(op).storage_type(declared, op)
    driver.touch(op)


def _function(driver: Driver, op: Operation, callee: Operation | None, name: str) -> Operation:
    if callee is None or callee not in driver.signatures:
        raise MaterializationError(op, f"callee {name} is not a function of this module")
    return callee


def lower_return(driver: Driver, op: func.ReturnOp | util.ReturnOp) -> None:
    """Returned values in the storage of the function's declared result types."""
    parent = op.parent_op()
    if parent is None or parent not in driver.signatures:
        raise MaterializationError(op, "expected to be directly inside a function")
    driver.store_operands(op, driver.signatures[parent][1], "returned value")


def lower_call(driver: Driver, op: func.CallOp | util.CallOp) -> None:
    """Arguments converted to, and results born in, the storage of the callee's declared types."""
    callee = _function(driver, op, lookup_symbol(op, op.callee), str(op.callee))
    inputs, outputs = driver.signatures[callee]
    layout = driver.scope_layout(op)
    assert isinstance(callee, FUNCTION_LIKE)
    callee_type = callee.function_type
    for declared, stored in [*zip(inputs, callee_type.inputs.data), *zip(outputs, callee_type.outputs.data)]:
        if is_tensor_type(declared) and contains_encoding(declared) and layout.storage_type(declared, op) != stored:
            raise MaterializationError(
                op, f"{declared} is stored as {stored} by the callee but differently here: the call crosses layouts"
            )
    driver.store_operands(op, inputs, "argument")
    driver.bind_results(op, outputs)


def _global(driver: Driver, op: util.GlobalLoadOp | util.GlobalStoreOp) -> TensorType[Attribute] | None:
    found = lookup_symbol(op, op.global_)
    if not isinstance(found, util.GlobalOp):
        raise MaterializationError(op, f"{op.global_} is not a util.global")
    declared = driver.globals.get(found)
    if declared is not None and driver.scope_layout(op).storage_type(declared, op) != found.type:
        raise MaterializationError(op, f"{op.global_} is stored as {found.type}, differently here: crosses layouts")
    return declared


def lower_global_load(driver: Driver, op: util.GlobalLoadOp) -> None:
    declared = _global(driver, op)
    if declared is not None:
        driver.bind_results(op, (declared,))
    elif holds_encoding(op):
        raise MaterializationError(op, f"loads an encoded type from {op.global_}, which is not an encoded global")


def lower_global_store(driver: Driver, op: util.GlobalStoreOp) -> None:
    declared = _global(driver, op)
    if declared is not None:
        driver.store_operands(op, (declared,), "stored value")
    elif holds_encoding(op):
        raise MaterializationError(op, f"stores an encoded type into {op.global_}, which is not an encoded global")
