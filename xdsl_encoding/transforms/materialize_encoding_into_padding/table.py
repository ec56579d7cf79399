"""Which lowering lowers which op class on padded storage (`PADDING_LOWERINGS`), and the layout that uses it."""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Operation

from xdsl_encoding.dialects.hal import InterfaceBindingSubspanOp
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.transforms.materialization.layout import LoweringTable
from xdsl_encoding.transforms.materialize_encoding_into_padding.bindings import lower_binding_subspan
from xdsl_encoding.transforms.materialize_encoding_into_padding.layout import PaddedLayout
from xdsl_encoding.transforms.materialize_encoding_into_padding.lowerings import (
    lower_dim,
    lower_empty,
    lower_extract_slice,
    lower_insert_slice,
    lower_logical_use,
    lower_pad,
    lower_reshape,
    lower_set_encoding,
    lower_structured,
    lower_unset_encoding,
)

__all__ = ["PADDING_LOWERINGS", "PaddingLowering"]

PADDING_LOWERINGS: LoweringTable[PaddedLayout, None] = LoweringTable()
PADDING_LOWERINGS.register(SetEncodingOp)(lower_set_encoding)
PADDING_LOWERINGS.register(UnsetEncodingOp)(lower_unset_encoding)
PADDING_LOWERINGS.register(tensor.CollapseShapeOp, tensor.ExpandShapeOp)(lower_reshape)
PADDING_LOWERINGS.register(tensor.EmptyOp)(lower_empty)
PADDING_LOWERINGS.register(tensor.DimOp)(lower_dim)
PADDING_LOWERINGS.register(LinalgStructuredOperation)(lower_structured)
PADDING_LOWERINGS.register(InterfaceBindingSubspanOp)(lower_binding_subspan)
PADDING_LOWERINGS.register(tensor.ExtractSliceOp)(lower_extract_slice)
PADDING_LOWERINGS.register(tensor.InsertSliceOp)(lower_insert_slice)
PADDING_LOWERINGS.register(tensor.PadOp)(lower_pad)


class PaddingLowering(PaddedLayout):
    """The padded layout with its lowerings: what the driver materializes a module with."""

    def lower(self, op: Operation) -> None:
        """Materialize one op (its operands' definitions are materialized already)."""
        # Set/unset always lower; any other op only if it touches a padded value or an encoded type.
        if not isinstance(op, SetEncodingOp | UnsetEncodingOp) and not self.involved(op):
            return
        if not isinstance(op, SetEncodingOp):
            self.touch(op)
            self.require_materialized(op)
        lowering = PADDING_LOWERINGS.lookup(op) or lower_logical_use
        lowering(self, op)
