"""Dispatch regions and workgroups: encoded tensors crossing them become their storage types.

`flow.dispatch.region` yields its results through `flow.return`; `flow.dispatch.workgroups` sees
its operands and results as `!iree_tensor_ext.dispatch.tensor<readonly/writeonly/readwrite:T>`
block arguments, read and written by `dispatch.tensor.load` / `store`. IREE prints these as
full-tensor slices; on the storage they become full slices of the storage shape (IREE's
`MaterializeEncoding` rewrites the bindings' types and the load/store sizes the same way). A
dynamic size crossing the op (its `{%d}` operands) becomes the storage's size, computed on the
host before the op; inside, loads and stores compute it from the logical size the body was given.
A partial slice of an encoded tensor names no storage slice and is refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, TensorType, i64
from xdsl.ir import Attribute, Operation, SSAValue

from xdsl_encoding.dialects.flow import DispatchOp, DispatchRegionOp, DispatchWorkgroupsOp, ReturnOp
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorLoadOp, DispatchTensorStoreOp, DispatchTensorType
from xdsl_encoding.transforms.materialization.driver import Driver
from xdsl_encoding.transforms.materialization.layout import MaterializationError
from xdsl_encoding.utils.encodings import contains_encoding, holds_encoding
from xdsl_encoding.utils.hints import is_tensor_type

__all__ = [
    "lower_dispatch",
    "lower_dispatch_region",
    "lower_dispatch_tensor_load",
    "lower_dispatch_tensor_store",
    "lower_dispatch_workgroups",
]


def _encoded(t: Attribute) -> bool:
    return is_tensor_type(t) and contains_encoding(t)


def _dynamic_count(t: Attribute) -> int:
    return sum(1 for s in t.get_shape() if s == DYNAMIC_INDEX) if is_tensor_type(t) else 0


def _dims_per_type(types: Sequence[Attribute], start: int) -> list[range]:
    """The operand indices of each type's `{%d}` sizes, in a flat list of dims starting at `start`."""
    ranges: list[range] = []
    for t in types:
        count = _dynamic_count(t)
        ranges.append(range(start, start + count))
        start += count
    return ranges


def _store_sizes(driver: Driver, op: Operation, declared: TensorType[Attribute], dims: range, what: str) -> None:
    """The `{%d}` operands `dims` of `op`, logical sizes of `declared`, become those of its storage."""
    logical = [op.operands[i] for i in dims]
    stored = driver.scope_layout(op).storage_sizes(declared, logical, op)
    if len(stored) != len(logical):
        raise MaterializationError(
            op, f"{what}: the storage of {declared} has {len(stored)} dynamic sizes, not {len(logical)}"
        )
    for i, value in zip(dims, stored):
        driver.set_operand(op, i, value)


def _store_result_sizes(
    driver: Driver, op: DispatchRegionOp | DispatchWorkgroupsOp | DispatchOp, first_dim: int
) -> None:
    """Each encoded result's `{%d}` sizes (the op's operands from `first_dim` on) -> its storage's."""
    types = [r.type for r in op.results]
    for i, (t, dims) in enumerate(zip(types, _dims_per_type(types, first_dim))):
        if _encoded(t) and dims:
            assert is_tensor_type(t)
            _store_sizes(driver, op, t, dims, f"result #{i}")


def lower_dispatch_region(driver: Driver, op: DispatchRegionOp) -> None:
    """Results born in their storage, with the storage's sizes; the body's `flow.return` converts to it."""
    declared = tuple(r.type for r in op.result)
    driver.region_results[op] = declared
    _store_result_sizes(driver, op, 0)
    driver.bind_results(op, declared)


def lower_region_return(driver: Driver, op: ReturnOp) -> None:
    parent = op.parent_op()
    if isinstance(parent, DispatchRegionOp) and op.parent_region() is parent.body:
        driver.store_operands(op, driver.region_results[parent], "yielded value")
    elif holds_encoding(op):
        raise MaterializationError(op, "returns encoded values from a region that is not a flow.dispatch.region body")


def lower_dispatch_workgroups(driver: Driver, op: DispatchWorkgroupsOp) -> None:
    """Operands in their storage with its sizes, block arguments bound to it, results born in it.

    A dynamic size of an encoded operand or result is the host's logical size; the op's `{%d}`
    operand becomes the storage's (for packs `ceildiv`, computed before the op). The body keeps
    the logical sizes it receives (workload ordinals, index arguments), as IREE's dispatches do,
    and its loads and stores compute the storage sizes from them (`lower_dispatch_tensor_load`).
    """
    block = op.workgroup_body.block
    layout = driver.scope_layout(op)
    argument_dims = _argument_dims(op)
    for i, arg in enumerate(tuple(block.args)):
        t = arg.type
        if not isinstance(t, DispatchTensorType) or not _encoded(t.bound_type):
            if contains_encoding(t):
                raise MaterializationError(op, f"block argument #{i} of type {t} is not materialized")
            continue
        if i < len(op.arguments):
            _store_argument(driver, op, i, t.tensor, argument_dims[i])
        new = driver.retype(arg, DispatchTensorType(t.mode, layout.storage_type(t.tensor, op)))
        driver.dispatch_tensors[new] = t
    for i, operand in enumerate(op.arguments):
        if contains_encoding(operand.type):
            raise MaterializationError(op, f"operand #{i} of type {operand.type} is not seen as a dispatch tensor")
    _bind_dispatch_results(driver, op)


def _argument_dims(op: DispatchWorkgroupsOp | DispatchOp) -> list[range]:
    """The operand indices of each argument's `{%d}` sizes (after the workload and the arguments)."""
    return _dims_per_type([a.type for a in op.arguments], len(op.workload) + len(op.arguments))


def _store_argument(
    driver: Driver, op: DispatchWorkgroupsOp | DispatchOp, i: int, declared: TensorType[Attribute], dims: range
) -> None:
    """Argument #i, of the encoded type `declared`, passed as its storage with the storage's sizes."""
    layout = driver.scope_layout(op)
    driver.set_operand(op, len(op.workload) + i, layout.to_storage(op.arguments[i], declared, op, f"operand #{i}"))
    _store_sizes(driver, op, declared, dims, f"operand #{i}")


def _bind_dispatch_results(driver: Driver, op: DispatchWorkgroupsOp | DispatchOp) -> None:
    _store_result_sizes(driver, op, len(op.workload) + len(op.arguments) + len(op.argument_dims))
    driver.bind_results(op, tuple(r.type for r in op.results_))


def lower_dispatch(driver: Driver, op: DispatchOp) -> None:
    """A call of an outlined dispatch function (`--compile-to=flow`), lowered as a workgroups op is.

    The function's bindings were retyped to their storage with its signature (`functions.py`),
    its loads and stores compute the storage sizes from the logical ones it is given."""
    argument_dims = _argument_dims(op)
    for i, operand in enumerate(tuple(op.arguments)):
        declared = operand.type
        if is_tensor_type(declared) and contains_encoding(declared):
            _store_argument(driver, op, i, declared, argument_dims[i])
        elif contains_encoding(declared):
            raise MaterializationError(op, f"operand #{i} of type {declared} is not materialized")
    _bind_dispatch_results(driver, op)


SliceOp = DispatchTensorLoadOp | DispatchTensorStoreOp


def _tensor_dims(op: SliceOp) -> range:
    """The operand indices of the dispatch tensor's `{%d}` sizes (after the source, or the value and target)."""
    first = 1 if isinstance(op, DispatchTensorLoadOp) else 2
    dims = op.source_dims if isinstance(op, DispatchTensorLoadOp) else op.target_dims
    return range(first, first + len(dims))


def _full_slice(op: SliceOp, declared: TensorType[Attribute], dims: Sequence[SSAValue]) -> bool:
    """Offsets 0, strides 1, and sizes the whole tensor: its static sizes and, where dynamic, its `{%d}`."""
    rank = declared.get_num_dims()
    return (
        not op.offsets
        and not op.strides
        and tuple(op.static_offsets.get_values()) == (0,) * rank
        and tuple(op.static_sizes.get_values()) == tuple(declared.get_shape())
        and tuple(op.sizes) == tuple(dims)
        and tuple(op.static_strides.get_values()) == (1,) * rank
    )


def _partial_slice(op: SliceOp, tensor: TensorType[Attribute]) -> MaterializationError:
    offsets, sizes, strides = (
        "[" + ", ".join("?" if v == DYNAMIC_INDEX else str(v) for v in a.get_values()) + "]"
        for a in (op.static_offsets, op.static_sizes, op.static_strides)
    )
    return MaterializationError(
        op,
        f"a partial slice (offsets {offsets}, sizes {sizes}, strides {strides}) of the encoded {tensor} has no "
        "storage slice (a full slice has offsets 0, strides 1 and the tensor's sizes, its {%d} where dynamic)",
    )


def _to_storage_slice(driver: Driver, op: SliceOp, declared: DispatchTensorType) -> None:
    """The full slice of `declared`'s tensor -> the full slice of its storage, with the storage's sizes.

    IREE's `MaterializeTensorExtDispatchTensorLoadOp` / `StoreOp` do the same on the device:
    the storage sizes are computed in the dispatch from the logical `{%d}` it was given
    (`getOffsetsSizesStrides`, `PackOp::getResultShape`).
    """
    tensor = declared.tensor
    layout = driver.scope_layout(op)
    storage = layout.storage_type(tensor, op)
    dims = _tensor_dims(op)
    logical = [op.operands[i] for i in dims]
    stored = layout.storage_sizes(tensor, logical, op) if logical else []
    if storage.get_shape() == tensor.get_shape() and stored == logical:
        return  # the storage is indexed as the tensor is: any slice stays valid
    if not _full_slice(op, tensor, logical):
        raise _partial_slice(op, tensor)
    if len(stored) != len(logical):
        raise MaterializationError(op, f"the storage of {tensor} has {len(stored)} dynamic sizes, not {len(logical)}")
    rank = storage.get_num_dims()
    op.static_offsets = DenseArrayBase.from_list(i64, [0] * rank)
    op.static_sizes = DenseArrayBase.from_list(i64, list(storage.get_shape()))
    op.static_strides = DenseArrayBase.from_list(i64, [1] * rank)
    first_size = dims.stop  # a full slice has no dynamic offsets: its dynamic sizes follow the tensor's dims
    for k, value in enumerate(stored):
        driver.set_operand(op, dims.start + k, value)
        driver.set_operand(op, first_size + k, value)
    driver.touch(op)


def lower_dispatch_tensor_load(driver: Driver, op: DispatchTensorLoadOp) -> None:
    """A full load of an encoded dispatch tensor: the full storage, bound as the encoded value's storage."""
    declared = driver.dispatch_tensors.get(op.source)
    if declared is None:
        if holds_encoding(op):
            raise MaterializationError(
                op, "loads an encoded tensor from a value that is not a workgroups or dispatch function argument"
            )
        return
    if op.result.type != declared.tensor:
        raise _partial_slice(op, declared.tensor)
    _to_storage_slice(driver, op, declared)
    driver.bind_results(op, (declared.tensor,))


def lower_dispatch_tensor_store(driver: Driver, op: DispatchTensorStoreOp) -> None:
    """A full store into an encoded dispatch tensor: the value converted to the storage, stored whole."""
    declared = driver.dispatch_tensors.get(op.target)
    if declared is None:
        if contains_encoding(op.target.type) or _encoded(op.value.type):
            raise MaterializationError(
                op, "stores an encoded tensor into a value that is not a workgroups or dispatch function argument"
            )
        return
    if op.value.type != declared.tensor and op.value.type != driver.scope_layout(op).storage_type(declared.tensor, op):
        raise _partial_slice(op, declared.tensor)
    _to_storage_slice(driver, op, declared)
    driver.store_operands(op, (declared.tensor,), "stored value")
