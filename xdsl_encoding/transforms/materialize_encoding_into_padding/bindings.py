"""Encoded `hal.interface.binding.subspan`s in device code: padded bindings read and written logically.

IREE's device materialization with a padding layout (`GPUPadEncodingLayoutMaterializerAttr::convertType`
and `getOffsetsSizesStrides`, Codegen/ExternalInterfaces/GPUEncodingExternalModels.cpp, b48a595): the
binding's bound type becomes the padded plain type (its `{%d}` unchanged, padding only static dims),
every tensor in the function loses its encoding, and `dispatch.tensor.load` / `store` keep their
offsets, sizes and strides, so they read and write the logical prefix of the padded buffer.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType

from xdsl_encoding.dialects.hal import InterfaceBindingSubspanOp
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorLoadOp, DispatchTensorStoreOp, DispatchTensorType
from xdsl_encoding.resolvers import padded_shape
from xdsl_encoding.transforms.materialization.layout import MaterializationError
from xdsl_encoding.transforms.materialize_encoding_into_padding.layout import PaddedLayout
from xdsl_encoding.transforms.materialize_encoding_into_padding.lowerings import lower_logical_use
from xdsl_encoding.utils.encodings import contains_encoding, drop_encodings
from xdsl_encoding.utils.shapes import shape_text

__all__ = ["lower_binding_subspan"]


def lower_binding_subspan(layout: PaddedLayout, op: InterfaceBindingSubspanOp) -> None:
    """The binding's padded plain type; its loads yield logical plain tensors, its stores take them."""
    declared = op.result.type
    if not isinstance(declared, DispatchTensorType) or not contains_encoding(declared.bound_type):
        lower_logical_use(layout, op)
        return
    bound = declared.tensor
    padding = layout.resolve_binding(op, bound)
    if any(p and s == DYNAMIC_INDEX for s, p in zip(bound.get_shape(), padding)):
        raise MaterializationError(op, f"cannot pad a dynamic dim of the binding {declared} (IREE does not either)")
    storage = TensorType(bound.element_type, padded_shape(bound.get_shape(), padding))
    new = layout.new_type(op.result, DispatchTensorType(declared.mode, storage))
    for use in list(new.uses):
        user = use.operation
        if isinstance(user, DispatchTensorLoadOp) and use.index == 0:
            if contains_encoding(user.result.type):
                layout.new_type(user.result, drop_encodings(user.result.type))
        elif not (isinstance(user, DispatchTensorStoreOp) and use.index == 1):
            raise MaterializationError(
                user, f"uses the encoded binding {declared}; only dispatch.tensor.load and store can"
            )
        layout.touch(user)
    if any(padding):
        layout.remark(op, f"binding {bound}: padding {list(padding)}, stored as {shape_text(storage.get_shape())}")
