"""`flow`'s tensor ops that dispatch creation leaves on the host: `tensor.encode`, `tensor.reshape`,
`tensor.bitcast`, `tensor.splat`, `tensor.clone` and `dispatch.tie_shape` (element and slice access:
`access_ops.py`).

Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.td` (b48a595).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import irdl_op_definition, operand_def, result_def, var_operand_def
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.base import TENSOR, ElementTypeOf, PureOp, SameTypeOp, verify_element_type
from xdsl_encoding.dialects.iree_syntax import ShapeChangeOp, verify_dims
from xdsl_encoding.utils.hints import tensor_type_of


def _static_count(tensor: TensorType[Attribute]) -> int | None:
    count = 1
    for size in tensor.get_shape():
        if size < 0:
            return None
        count *= size
    return count


@irdl_op_definition
class TensorEncodeOp(ShapeChangeOp):
    """Changes a tensor's encoding; shape and element type stay."""

    name = "flow.tensor.encode"

    def verify_(self) -> None:
        super().verify_()
        source, result = self.source_and_result()
        if source.get_shape() != result.get_shape() or source.get_element_type() != result.get_element_type():
            raise VerifyException(f"'{self.name}' must keep the shape and element type ({source} -> {result})")


@irdl_op_definition
class TensorReshapeOp(ShapeChangeOp):
    """Row-major reshape of a tensor with the same element type and element count."""

    name = "flow.tensor.reshape"

    def verify_(self) -> None:
        super().verify_()
        source, result = self.source_and_result()
        if source.get_element_type() != result.get_element_type():
            raise VerifyException(f"'{self.name}' must keep the element type ({source} -> {result})")
        a, b = _static_count(source), _static_count(result)
        if a is not None and b is not None and a != b:
            raise VerifyException(f"'{self.name}' {source} and {result} hold different numbers of elements")


@irdl_op_definition
class TensorBitCastOp(ShapeChangeOp):
    name = "flow.tensor.bitcast"


@irdl_op_definition
class DispatchTieShapeOp(SameTypeOp):
    """`%r = flow.dispatch.tie_shape %t : !iree_tensor_ext.dispatch.tensor<...>{%d}`: `%t`, with its sizes."""

    name = "flow.dispatch.tie_shape"

    assembly_format = "$operand attr-dict `:` type($result) (`{` $operand_dims^ `}`)?"


@irdl_op_definition
class TensorSplatOp(PureOp):
    """`%r = flow.tensor.splat %v : tensor<?x4xf32>{%d}`: a tensor filled with one scalar (pads, inits)."""

    name = "flow.tensor.splat"
    value = operand_def(ElementTypeOf("T"))
    result_dims = var_operand_def(IndexType)
    result = result_def(TENSOR)

    assembly_format = "$value `:` type($result) (`{` $result_dims^ `}`)? attr-dict-with-keyword"

    def verify_(self) -> None:
        result = tensor_type_of(self.result)
        verify_dims(self.name, result, self.result_dims, "result type")
        verify_element_type(self, "value", self.value.type, result)


@irdl_op_definition
class TensorCloneOp(SameTypeOp):
    """`%r = flow.tensor.clone %t : tensor<?x4xf32>{%d}`: a copy of `%t` (same type)."""

    name = "flow.tensor.clone"

    assembly_format = "$operand `:` type($result) (`{` $operand_dims^ `}`)? attr-dict-with-keyword"
