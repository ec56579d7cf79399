"""The bytes behind `stream` resources: resources, bindings, and tensors read from and written to bytes.

A tensor without encoding is stored row-major; one with a serialized packed layout
(`#iree_encoding.layout<[resolver with encoding_info]>`) as the tiles the layout records, zero padded,
as IREE's CPU and VMVX targets store it; any other encoding is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import NoneAttr, TensorType
from xdsl.ir import Attribute
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.relayout as relayout
import xdsl_encoding.interpreters.values as values
from xdsl_encoding.data_tiling.encoding_info import MaterializeEncodingInfo
from xdsl_encoding.layouts.packed import packed_shape, serialized_layout


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


def bytes_of(value: Any, what: str) -> np.ndarray[Any, np.dtype[np.uint8]]:
    if isinstance(value, Resource):
        return value.data
    if isinstance(value, np.ndarray):  # a util.buffer or file
        array = cast(np.ndarray[Any, Any], value)
        if array.dtype == np.uint8 and array.ndim == 1:
            return array
    raise InterpretationError(f"{what}: expected bytes, got {type(cast(object, value)).__name__}")


def byte_range(data: np.ndarray[Any, Any], offset: int, length: int, what: str) -> np.ndarray[Any, Any]:
    if offset < 0 or length < 0 or offset + length > data.size:
        raise InterpretationError(f"{what}: bytes [{offset}, {offset + length}) are outside a {data.size}-byte buffer")
    return data[offset : offset + length]


def element_bytes(tensor: TensorType[Attribute], index_bitwidth: int) -> int:
    """Bytes IREE stores per element: `i1` and sub-byte types take one (without `packed_storage`), bf16 two."""
    element = tensor.element_type
    if values.is_bf16(tensor):
        return 2
    width = getattr(element, "bitwidth", None)
    if isinstance(width, int):
        return max(1, (width + 7) // 8)
    return values.dtype_of(tensor, index_bitwidth).itemsize


def viewable(tensor: TensorType[Attribute], index_bitwidth: int) -> bool:
    """True if the interpreter's dtype of `tensor` has IREE's byte layout, so its bytes can be viewed in place."""
    return not values.is_bf16(tensor) and values.dtype_of(tensor, index_bitwidth).itemsize == element_bytes(
        tensor, index_bitwidth
    )


def dense_view(
    data: np.ndarray[Any, Any], tensor: TensorType[Attribute], dims: list[int], what: str, index_bitwidth: int
) -> np.ndarray[Any, Any]:
    """`data` read as the row-major contents of `tensor` (its `?` dims are `dims`): a view when the
    interpreter's dtype has IREE's layout, else a copy (bf16 is stored as its upper 16 bits)."""
    shape = values.runtime_shape(tensor, dims, what)
    needed = int(np.prod(shape)) * element_bytes(tensor, index_bitwidth)
    if needed > data.size:
        raise InterpretationError(f"{what}: {tensor} {list(shape)} needs {needed} bytes, the resource has {data.size}")
    if values.is_bf16(tensor):
        bits = data[:needed].view(np.uint16).astype(np.uint32) << 16
        return bits.view(np.float32).reshape(shape)
    if not viewable(tensor, index_bitwidth):
        raise InterpretationError(f"{what}: the interpreter cannot store {tensor.element_type} as IREE's bytes")
    return data[:needed].view(values.dtype_of(tensor, index_bitwidth)).reshape(shape)


def _raw(array: np.ndarray[Any, Any], tensor: TensorType[Attribute], index_bitwidth: int) -> np.ndarray[Any, Any]:
    """The bytes IREE stores for the elements of `array` (row-major)."""
    if values.is_bf16(tensor):
        bits = np.ascontiguousarray(np.asarray(array, np.float32)).view(np.uint32) >> 16
        return bits.astype(np.uint16).view(np.uint8).reshape(-1)
    if not viewable(tensor, index_bitwidth):
        raise InterpretationError(f"the interpreter cannot store {tensor.element_type} as IREE's bytes")
    dtype = values.dtype_of(tensor, index_bitwidth)
    return np.ascontiguousarray(np.asarray(array, dtype)).view(np.uint8).reshape(-1)


def dense_tensor(encoding: Attribute, what: str) -> TensorType[Attribute]:
    tensor = values.expect_tensor(encoding, what)
    if not isinstance(tensor.encoding, NoneAttr):
        raise InterpretationError(
            f"{what}: {tensor} is stored in an encoded layout; only dense row-major tensors can be read here "
            "(run IREE's specialize/encode passes first)"
        )
    return tensor


def packed_info(tensor: TensorType[Attribute], what: str) -> MaterializeEncodingInfo | None:
    """The tiles `tensor`'s serialized layout records (None without encoding); an error for any other encoding."""
    if isinstance(tensor.encoding, NoneAttr):
        return None
    choice = serialized_layout(tensor.encoding)
    if choice is None:
        raise InterpretationError(
            f"{what}: {tensor} has no serialized packed layout to store it with (only a "
            "#iree_encoding.layout<[resolver with encoding_info]> can be)"
        )
    return choice.info


def _stored_type(
    tensor: TensorType[Attribute], shape: tuple[int, ...], what: str
) -> tuple[TensorType[Attribute], MaterializeEncodingInfo | None]:
    info = packed_info(tensor, what)
    stored = shape if info is None or info.is_identity else packed_shape(shape, info)
    return TensorType(tensor.element_type, stored), info


def storage_size(tensor: TensorType[Attribute], dims: list[int], index_bitwidth: int, what: str) -> int:
    """Bytes of `tensor` (its `?` dims `dims`) as stored: IREE's `stream.tensor.sizeof` for dense and packed layouts."""
    shape = values.runtime_shape(tensor, dims, what)
    stored, _ = _stored_type(tensor, shape, what)
    return int(np.prod(stored.get_shape(), dtype=np.int64)) * element_bytes(stored, index_bitwidth)


def tensor_from_bytes(
    data: np.ndarray[Any, Any], tensor: TensorType[Attribute], dims: list[int], index_bitwidth: int, what: str
) -> np.ndarray[Any, Any]:
    """The logical array `data` stores for `tensor` (a copy)."""
    shape = values.runtime_shape(tensor, dims, what)
    stored, info = _stored_type(tensor, shape, what)
    view = dense_view(data, stored, [], what, index_bitwidth)
    if info is None or info.is_identity:
        return view.copy()
    return relayout.unpack(view, info.inner_dims_pos, info.inner_tile_sizes, info.outer_dims_perm, shape).copy()


def tensor_to_bytes(
    array: np.ndarray[Any, Any],
    tensor: TensorType[Attribute],
    data: np.ndarray[Any, Any],
    index_bitwidth: int,
    what: str,
) -> None:
    """Store the logical `array` of `tensor` into `data` (in place)."""
    shape = tuple(np.shape(array))
    stored, info = _stored_type(tensor, shape, what)
    if info is not None and not info.is_identity:
        array = relayout.pack(
            array, info.inner_dims_pos, info.inner_tile_sizes, info.outer_dims_perm, 0, stored.get_shape()
        )
    raw = _raw(array, stored, index_bitwidth)
    byte_range(data, 0, raw.size, what)[:] = raw
