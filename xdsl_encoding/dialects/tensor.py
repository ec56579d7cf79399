"""MLIR's `tensor` dialect as IREE prints it: xDSL 0.74's tensor with `expand_shape` from rank 0 fixed
and `tensor.pad`'s type and region rules added.

xDSL 0.74's `tensor.expand_shape` refuses `%s [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>`
("the total number of reassociation dimensions (0) ..."), which MLIR accepts: a rank-0 tensor expands
into (and collapses from) any all-unit shape with no reassociation groups. IREE's global optimization
writes it for a full reduction with `keepdims=1` (ONNX `ReduceMax` of a dynamic tensor). `ExpandShapeOp`
here subclasses xDSL's (every `isinstance` still holds) and adds MLIR's rank-0 rule; every other op is
xDSL's. Installed under the name `tensor` as `linalg` is (`xdsl_encoding/universe.py`, docs/decisions.md).
MLIR: `verifyReshapeLikeTypes` in mlir/include/mlir/Dialect/Utils/ReshapeOpsUtils.h.

xDSL 0.74's `tensor.pad` checks the pad counts and which dims are dynamic, but not MLIR's
`PadOp::verify` (each static result dim is the source dim plus its pads) nor `PadOp::verifyRegions`
(index block arguments, one yielded value of the result's element type): `PadOp` here adds them,
with MLIR's messages (mlir/lib/Dialect/Tensor/IR/TensorOps.cpp).
"""

from __future__ import annotations

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IndexType, ShapedType, TensorType, UnitAttr, i64
from xdsl.dialects.utils.reshape_ops_utils import ContiguousArrayOfIntArray
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure, SingleBlockImplicitTerminator
from xdsl.utils.exceptions import VerifyException


def verify_rank_zero_reshape(name: str, collapsed: ShapedType, expanded: ShapedType, groups: int) -> bool:
    """MLIR's rule for a rank-0 collapsed side: no groups and only static unit dims. False if rank > 0."""
    if collapsed.get_shape():
        return False
    if groups:
        raise VerifyException(
            f"'{name}' op expected collapsed rank (0) to equal the number of reassociation maps ({groups})"
        )
    if any(size != 1 for size in expanded.get_shape()):
        raise VerifyException(
            f"'{name}' op invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref"
        )
    return True


@irdl_op_definition
class ExpandShapeOp(xdsl_tensor.ExpandShapeOp):
    """xDSL's `tensor.expand_shape`, also accepting MLIR's expansion of a rank-0 tensor."""

    name = "tensor.expand_shape"

    # xDSL's ExpandShapeOp already turned these into accessors: declare them again to redefine the op.
    src = operand_def(TensorType)
    dynamic_output_shape = var_operand_def(IndexType)
    reassociation = prop_def(ContiguousArrayOfIntArray())
    static_output_shape = prop_def(DenseArrayBase.constr(i64))
    result = result_def(TensorType[Attribute])

    traits = traits_def(Pure())

    def verify_(self) -> None:
        source, result = self.src.type, self.result.type
        assert isinstance(source, ShapedType)
        assert isinstance(result, ShapedType)
        if len(self.static_output_shape) != len(result.get_shape()):
            super().verify_()  # xDSL's message for this
        if not verify_rank_zero_reshape(self.name, source, result, len(self.reassociation)):
            super().verify_()


@irdl_op_definition
class PadOp(xdsl_tensor.PadOp):
    """xDSL's `tensor.pad` with MLIR's result type and region rules."""

    name = "tensor.pad"

    # Declared again to redefine the op, as `ExpandShapeOp` above.
    source = operand_def(base(TensorType[Attribute]))
    low = var_operand_def(IndexType)
    high = var_operand_def(IndexType)
    static_low = prop_def(DenseArrayBase.constr(i64))
    static_high = prop_def(DenseArrayBase.constr(i64))
    nofold = opt_prop_def(UnitAttr)
    region = region_def("single_block")
    result = result_def(TensorType[Attribute])

    traits = traits_def(Pure(), SingleBlockImplicitTerminator(xdsl_tensor.YieldOp))
    assembly_format = None  # xDSL's parse and print, made from its format, are inherited

    def verify_(self) -> None:
        super().verify_()
        source, result = self.source.type, self.result.type
        assert isinstance(source, TensorType)
        assert isinstance(result, TensorType)
        # `PadOp::verify`: a static dim of the inferred type is the result's (a `?` pad or source dim infers `?`)
        sizes = zip(source.get_shape(), self.static_low.get_values(), self.static_high.get_values())
        inferred = [DYNAMIC_INDEX if DYNAMIC_INDEX in dims else sum(dims) for dims in sizes]
        shape = result.get_shape()
        if len(shape) != len(inferred) or any(e != DYNAMIC_INDEX and r != e for r, e in zip(shape, inferred)):
            expected = TensorType(result.element_type, inferred)
            raise VerifyException(f"specified type '{result}' does not match the inferred type '{expected}'")
        # `PadOp::verifyRegions`
        block = self.region.block
        for i, arg in enumerate(block.args):
            if not isinstance(arg.type, IndexType):
                raise VerifyException(f"'{self.name}' op expected block argument {i + 1} to be an index")
        terminator = block.last_op
        if isinstance(terminator, xdsl_tensor.YieldOp):
            if len(terminator.arguments) != 1:
                raise VerifyException(f"'{terminator.name}' op requires a single operand")
            if terminator.arguments[0].type != result.element_type:
                raise VerifyException(f"'{self.name}' op expected yield type to match shape element type")


_REDEFINED = (ExpandShapeOp, PadOp)

Tensor = Dialect(
    "tensor",
    [*(op for op in xdsl_tensor.Tensor.operations if op.name not in {o.name for o in _REDEFINED}), *_REDEFINED],
    [*xdsl_tensor.Tensor.attributes],
)
