"""IREE's `SerializableAttr`, the interface that decides which attributes are encodings.

`set_encoding`'s result, `unset_encoding`'s source and every member of `#iree_encoding.layout<[...]>`
must implement it (compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingInterfaces.td); attributes
of other dialects (`#iree_cpu.cpu_encoding_resolver`, ...) implement it too, so it lives apart from
the attributes of this dialect.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from typing import Protocol

from typing_extensions import TypeVar
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute

Size = TypeVar("Size")


class StorageSizer(Protocol[Size]):
    """How `encode-host-tensors` builds a byte size for one tensor; the layout picks the formula (IREE's
    `calculateStorageSizeInBytes` bodies: padded, dense, packed into tiles)."""

    def padded(self, padding: Sequence[int]) -> Size: ...

    def dense(self, *, packed: bool) -> Size: ...

    def packed(self, resolver: Attribute) -> Size: ...

    def maximum(self, a: Size, b: Size) -> Size: ...


class SerializableAttr(ABC):
    """An attribute that may be a tensor's encoding."""

    def is_serialized(self) -> bool:
        """True if the layout is final (resolved for a target), false for a verbose encoding."""
        return False

    def num_dynamic_encoding_dims(self) -> int | None:
        """How many `encoding_dims` set/unset_encoding must carry; None if the encoding does not care."""
        return None

    def storage_size(self, tensor: TensorType[Attribute], sizer: StorageSizer[Size]) -> Size | str | None:
        """IREE's `calculateStorageSizeInBytes`: the bytes of `tensor` stored with this layout, built by `sizer`;
        a reason when this layout cannot size it, None when it is no storage layout (not serialized)."""
        return None

    def clone_with_layouts(self, layouts: Sequence[Attribute]) -> Attribute | None:
        """IREE's `cloneWithLayouts`: this encoding with the serialized `layouts` a target resolved it to
        (`specialize-encodings`); None if the encoding cannot carry layouts."""
        return None
