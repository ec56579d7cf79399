"""Dispatch regions and workgroups: encoded tensors crossing them become their storage types.

`flow.dispatch.region` yields its results through `flow.return`; `flow.dispatch.workgroups` sees
its operands and results as `!iree_tensor_ext.dispatch.tensor<readonly/writeonly/readwrite:T>`
block arguments, read and written by `dispatch.tensor.load` / `store`. IREE prints these as
full-tensor slices; on the storage they become full slices of the storage shape (IREE's
`MaterializeEncoding` rewrites the bindings' types and the load/store sizes the same way). A
partial slice of an encoded tensor names no storage slice and is refused.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, TensorType, i64
from xdsl.ir import Attribute, Operation

from xdsl_encoding.dialects.flow import DispatchRegionOp, DispatchWorkgroupsOp, ReturnOp
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorLoadOp, DispatchTensorStoreOp, DispatchTensorType
from xdsl_encoding.transforms.materialization.driver import DRIVER_LOWERINGS, Driver
from xdsl_encoding.transforms.materialization.layout import MaterializationError
from xdsl_encoding.utils.encodings import contains_encoding, holds_encoding
from xdsl_encoding.utils.hints import is_tensor_type

__all__ = [
    "lower_dispatch_region",
    "lower_dispatch_tensor_load",
    "lower_dispatch_tensor_store",
    "lower_dispatch_workgroups",
]


def _encoded(t: Attribute) -> bool:
    return is_tensor_type(t) and contains_encoding(t)


def _static_storage(driver: Driver, declared: TensorType[Attribute], op: Operation, what: str) -> TensorType[Attribute]:
    """The storage of `declared`; dynamic sizes carried by the op must stay the storage's sizes."""
    storage = driver.scope_layout(op).storage_type(declared, op)
    if DYNAMIC_INDEX in declared.get_shape() and storage.get_shape() != declared.get_shape():
        raise MaterializationError(
            op, f"{what}: the dynamic sizes of {declared} are not those of its storage {storage}: not materialized"
        )
    return storage


@DRIVER_LOWERINGS.register(DispatchRegionOp)
def lower_dispatch_region(driver: Driver, op: DispatchRegionOp) -> None:
    """Results born in their storage; the body's `flow.return` converts to it (`lower_region_return`)."""
    declared = tuple(r.type for r in op.result)
    driver.region_results[op] = declared
    for i, t in enumerate(declared):
        if _encoded(t):
            assert is_tensor_type(t)
            _static_storage(driver, t, op, f"result #{i}")
    driver.bind_results(op, declared)


@DRIVER_LOWERINGS.register(ReturnOp)
def lower_region_return(driver: Driver, op: ReturnOp) -> None:
    parent = op.parent_op()
    if isinstance(parent, DispatchRegionOp) and op.parent_region() is parent.body:
        driver.store_operands(op, driver.region_results[parent], "yielded value")
    elif holds_encoding(op):
        raise MaterializationError(op, "returns encoded values from a region that is not a flow.dispatch.region body")


@DRIVER_LOWERINGS.register(DispatchWorkgroupsOp)
def lower_dispatch_workgroups(driver: Driver, op: DispatchWorkgroupsOp) -> None:
    """Operands in their storage, block arguments bound to it, results born in it."""
    block = op.workgroup_body.block
    layout = driver.scope_layout(op)
    arguments = len(op.arguments)
    for i, arg in enumerate(tuple(block.args)):
        t = arg.type
        if not isinstance(t, DispatchTensorType) or not _encoded(t.bound_type):
            if contains_encoding(t):
                raise MaterializationError(op, f"block argument #{i} of type {t} is not materialized")
            continue
        declared = t.tensor
        storage = _static_storage(driver, declared, op, f"block argument #{i}")
        if i < arguments:
            driver.set_operand(
                op, i + len(op.workload), layout.to_storage(op.arguments[i], declared, op, f"operand #{i}")
            )
        new = driver.retype(arg, DispatchTensorType(t.mode, storage))
        driver.dispatch_tensors[new] = t
    for i, operand in enumerate(op.arguments):
        if contains_encoding(operand.type):
            raise MaterializationError(op, f"operand #{i} of type {operand.type} is not seen as a dispatch tensor")
    declared_results = tuple(r.type for r in op.results_)
    for i, t in enumerate(declared_results):
        if _encoded(t):
            assert is_tensor_type(t)
            _static_storage(driver, t, op, f"result #{i}")
    driver.bind_results(op, declared_results)


def _full_slice(op: DispatchTensorLoadOp | DispatchTensorStoreOp, declared: TensorType[Attribute]) -> bool:
    rank = declared.get_num_dims()
    return (
        not op.offsets
        and not op.sizes
        and not op.strides
        and tuple(op.static_offsets.get_values()) == (0,) * rank
        and tuple(op.static_sizes.get_values()) == tuple(declared.get_shape())
        and tuple(op.static_strides.get_values()) == (1,) * rank
    )


def _partial_slice(
    op: DispatchTensorLoadOp | DispatchTensorStoreOp, tensor: TensorType[Attribute]
) -> MaterializationError:
    offsets, sizes, strides = (list(a.get_values()) for a in (op.static_offsets, op.static_sizes, op.static_strides))
    return MaterializationError(
        op,
        f"a partial slice (offsets {offsets}, sizes {sizes}, strides {strides}) of the encoded {tensor} has no storage slice",
    )


def _to_storage_slice(
    driver: Driver, op: DispatchTensorLoadOp | DispatchTensorStoreOp, declared: DispatchTensorType
) -> None:
    """The full slice of `declared`'s tensor -> the full slice of its storage."""
    tensor = declared.tensor
    storage = driver.scope_layout(op).storage_type(tensor, op)
    if storage.get_shape() == tensor.get_shape():
        return
    if not _full_slice(op, tensor):
        raise _partial_slice(op, tensor)
    rank = storage.get_num_dims()
    op.static_offsets = DenseArrayBase.from_list(i64, [0] * rank)
    op.static_sizes = DenseArrayBase.from_list(i64, list(storage.get_shape()))
    op.static_strides = DenseArrayBase.from_list(i64, [1] * rank)
    driver.touch(op)


@DRIVER_LOWERINGS.register(DispatchTensorLoadOp)
def lower_dispatch_tensor_load(driver: Driver, op: DispatchTensorLoadOp) -> None:
    """A full load of an encoded dispatch tensor: the full storage, bound as the encoded value's storage."""
    declared = driver.dispatch_tensors.get(op.source)
    if declared is None:
        if holds_encoding(op):
            raise MaterializationError(op, "loads an encoded tensor from a value that is not a workgroups argument")
        return
    if op.result.type != declared.tensor:
        raise _partial_slice(op, declared.tensor)
    _to_storage_slice(driver, op, declared)
    driver.bind_results(op, (declared.tensor,))


@DRIVER_LOWERINGS.register(DispatchTensorStoreOp)
def lower_dispatch_tensor_store(driver: Driver, op: DispatchTensorStoreOp) -> None:
    """A full store into an encoded dispatch tensor: the value converted to the storage, stored whole."""
    declared = driver.dispatch_tensors.get(op.target)
    if declared is None:
        if contains_encoding(op.target.type) or _encoded(op.value.type):
            raise MaterializationError(op, "stores an encoded tensor into a value that is not a workgroups argument")
        return
    if op.value.type != declared.tensor and op.value.type != driver.scope_layout(op).storage_type(declared.tensor, op):
        raise _partial_slice(op, declared.tensor)
    _to_storage_slice(driver, op, declared)
    driver.store_operands(op, (declared.tensor,), "stored value")
