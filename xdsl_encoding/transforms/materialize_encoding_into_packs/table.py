"""Which lowering (`lowerings.py`) lowers which op class on encoded tensors: `PACKS_LOWERINGS`."""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import FillOp, GenericOp
from xdsl.ir import SSAValue

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.transforms.materialization.layout import LoweringTable
from xdsl_encoding.transforms.materialize_encoding_into_packs.convolution import conv_encoded, lower_convolution
from xdsl_encoding.transforms.materialize_encoding_into_packs.generic import lower_generic as lower_parallel_generic
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    lower_empty,
    lower_fill,
)
from xdsl_encoding.transforms.materialize_encoding_into_packs.reshape import lower_reshape
from xdsl_encoding.transforms.materialize_encoding_into_packs.scaled import (
    is_scaled_contraction,
    lower_scaled_contraction,
)
from xdsl_encoding.transforms.materialize_encoding_into_packs.swizzled import (
    lower_contraction_or_inner_tiled,
    lower_swizzled_set_encoding,
    lower_swizzled_unset_encoding,
    refuse_swizzled,
)

__all__ = ["PACKS_LOWERINGS"]

PACKS_LOWERINGS: LoweringTable[Lowering, list[SSAValue]] = LoweringTable()
"""Each lowering builds its ops before the op and returns the values replacing its results."""

PACKS_LOWERINGS.register(SetEncodingOp)(lower_swizzled_set_encoding)
PACKS_LOWERINGS.register(UnsetEncodingOp)(lower_swizzled_unset_encoding)
PACKS_LOWERINGS.register(tensor.EmptyOp)(lower_empty)
PACKS_LOWERINGS.register(FillOp)(lower_fill)


@PACKS_LOWERINGS.register(tensor.CollapseShapeOp, tensor.ExpandShapeOp)
def lower_unswizzled_reshape(lowering: Lowering, op: tensor.CollapseShapeOp | tensor.ExpandShapeOp) -> list[SSAValue]:
    refuse_swizzled(
        lowering,
        op,
        f"{op.name} of a swizzled tensor",
        "(IREE 3.13 has no pattern for it: iree-opt 3.13 fails to legalize a reshape of encoded tensors)",
    )
    return lower_reshape(lowering, op)


@PACKS_LOWERINGS.register(LinalgStructuredOperation)
def lower_structured(lowering: Lowering, op: LinalgStructuredOperation) -> list[SSAValue]:
    """A convolution on conv encodings (`lowerConvolutionOpWithEncoding`); else a two-input, one-output
    structured op is a contraction (`lowerContractionOpWithEncoding`)."""
    if conv_encoded(lowering, op):
        return lower_convolution(lowering, op)
    if len(op.inputs) == 2 and len(op.outputs) == 1:
        return lower_contraction_or_inner_tiled(lowering, op)
    if is_scaled_contraction(op):
        return lower_scaled_contraction(lowering, op)
    raise LoweringError(op, f"{op.name} on encoded tensors is not materialized into packs")


@PACKS_LOWERINGS.register(GenericOp)
def lower_generic(lowering: Lowering, op: GenericOp) -> list[SSAValue]:
    """All-parallel: the same body on the packed domain; else a contraction."""
    if all(t.data == IteratorType.PARALLEL for t in op.iterator_types.data):
        return lower_parallel_generic(lowering, op)
    return lower_structured(lowering, op)
