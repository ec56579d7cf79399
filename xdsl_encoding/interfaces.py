"""The questions an encoding answers about itself; passes ask them and never name an encoding.

Mirrors IREE's `EncodingPropagationAttrInterface` (may I cross this op, and what do I become)
and `ContractionEncodingAttrInterface` (which tensor dims are reduction dims):
compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingInterfaces.td.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute

from xdsl_encoding.reshape.reassociation import Blocked, Reshape

__all__ = ["Blocked", "ContractionEncodingAttr", "EncodingPropagationAttr", "Reshape", "TensorEncodingAttr"]


class TensorEncodingAttr(ABC):
    """An encoding that can check itself against the tensor type it is attached to."""

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        """Raise VerifyException if this encoding makes no sense on `tensor` (rank, dims)."""
        return None


class EncodingPropagationAttr(ABC):
    """An encoding that knows how it maps across a reshape.

    Both methods are asked about the same reshape from opposite ends; they must agree:
    `to_collapsed(to_expanded(e)) == e` whenever `to_expanded` succeeds.
    """

    @abstractmethod
    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        """The encoding of the collapsed tensor, given this one on the expanded tensor."""

    @abstractmethod
    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        """The encoding of the expanded tensor, given this one on the collapsed tensor."""


class ContractionEncodingAttr(ABC):
    """An encoding that names the reduction (K) dims of the tensor it is attached to."""

    @abstractmethod
    def reduction_dims(self) -> tuple[int, ...] | None:
        """The K dims of the tensor, or None if the encoding cannot tell."""
