"""IREE's `SerializableAttr`, the interface that decides which attributes are encodings.

`set_encoding`'s result, `unset_encoding`'s source and every member of `#iree_encoding.layout<[...]>`
must implement it (compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingInterfaces.td); attributes
of other dialects (`#iree_cpu.cpu_encoding_resolver`, ...) implement it too, so it lives apart from
the attributes of this dialect.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence

from xdsl.ir import Attribute


class SerializableAttr(ABC):
    """An attribute that may be a tensor's encoding."""

    def is_serialized(self) -> bool:
        """True if the layout is final (resolved for a target), false for a verbose encoding."""
        return False

    def num_dynamic_encoding_dims(self) -> int | None:
        """How many `encoding_dims` set/unset_encoding must carry; None if the encoding does not care."""
        return None

    def clone_with_layouts(self, layouts: Sequence[Attribute]) -> Attribute | None:
        """IREE's `cloneWithLayouts`: this encoding with the serialized `layouts` a target resolved it to
        (`specialize-encodings`); None if the encoding cannot carry layouts."""
        return None
