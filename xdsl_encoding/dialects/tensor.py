"""MLIR's `tensor` dialect as IREE prints it: xDSL 0.74's tensor with `expand_shape` from rank 0 fixed.

xDSL 0.74's `tensor.expand_shape` refuses `%s [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>`
("the total number of reassociation dimensions (0) ..."), which MLIR accepts: a rank-0 tensor expands
into (and collapses from) any all-unit shape with no reassociation groups. IREE's global optimization
writes it for a full reduction with `keepdims=1` (ONNX `ReduceMax` of a dynamic tensor). `ExpandShapeOp`
here subclasses xDSL's (every `isinstance` still holds) and adds MLIR's rank-0 rule; every other op is
xDSL's. Installed under the name `tensor` as `linalg` is (`xdsl_encoding/universe.py`, docs/decisions.md).
MLIR: `verifyReshapeLikeTypes` in mlir/include/mlir/Dialect/Utils/ReshapeOpsUtils.h.
"""

from __future__ import annotations

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import DenseArrayBase, IndexType, ShapedType, TensorType, i64
from xdsl.dialects.utils.reshape_ops_utils import ContiguousArrayOfIntArray
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import irdl_op_definition, operand_def, prop_def, result_def, traits_def, var_operand_def
from xdsl.traits import Pure
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


Tensor = Dialect(
    "tensor",
    [*(op for op in xdsl_tensor.Tensor.operations if op.name != ExpandShapeOp.name), ExpandShapeOp],
    [*xdsl_tensor.Tensor.attributes],
)
