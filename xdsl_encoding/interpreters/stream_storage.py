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


def dense_view(
    data: np.ndarray[Any, Any], tensor: TensorType[Attribute], dims: list[int], what: str, index_bitwidth: int
):
    """`data` read as the row-major contents of `tensor` (its `?` dims are `dims`), a view."""
    shape = values.runtime_shape(tensor, dims, what)
    dtype = values.dtype_of(tensor, index_bitwidth)
    needed = int(np.prod(shape)) * dtype.itemsize
    if needed > data.size:
        raise InterpretationError(f"{what}: {tensor} {list(shape)} needs {needed} bytes, the resource has {data.size}")
    return data[:needed].view(dtype).reshape(shape)


def dense_tensor(encoding: Attribute, what: str) -> TensorType[Attribute]:
    if not isinstance(encoding, TensorType):
        raise InterpretationError(f"{what}: expected a tensor type, got {encoding}")
    tensor: TensorType[Attribute] = encoding  # pyright: ignore[reportUnknownVariableType]
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
    from xdsl_encoding.transforms.materialize_encoding_into_packs.layouts import serialized_layout

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
    from xdsl_encoding.transforms.materialize_encoding_into_packs.layouts import packed_shape

    info = packed_info(tensor, what)
    stored = shape if info is None or info.is_identity else packed_shape(shape, info)
    return TensorType(tensor.element_type, stored), info


def storage_size(tensor: TensorType[Attribute], dims: list[int], index_bitwidth: int, what: str) -> int:
    """Bytes of `tensor` (its `?` dims `dims`) as stored: IREE's `stream.tensor.sizeof` for dense and packed layouts."""
    shape = values.runtime_shape(tensor, dims, what)
    stored, _ = _stored_type(tensor, shape, what)
    return int(np.prod(stored.get_shape(), dtype=np.int64)) * values.dtype_of(stored, index_bitwidth).itemsize


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
    raw = np.ascontiguousarray(np.asarray(array, values.dtype_of(stored, index_bitwidth))).view(np.uint8).reshape(-1)
    byte_range(data, 0, raw.size, what)[:] = raw
