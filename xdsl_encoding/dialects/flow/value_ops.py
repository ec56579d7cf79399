"""`flow`'s tensor ops that make, tie, move or trace whole values: `tensor.empty`, `tensor.alloca`,
`tensor.constant`, `tensor.tie_shape`, `tensor.transfer`, `tensor.trace`.

`--compile-to=flow` leaves `tensor.empty` on the host (the destination of a `slow_memcpy` dispatch);
the others appear with explicit devices (`transfer`), dispatch tracing (`trace`) and IREE-specific
constants. Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.td` (b48a595).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IndexType, StringAttr, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import (
    AllOf,
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    base,
    irdl_op_definition,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.base import InferredFrom, SameTypeOp
from xdsl_encoding.dialects.iree_directives import ShapedOperandList
from xdsl_encoding.dialects.iree_syntax import verify_dims, verify_list_dims
from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr


class _NewTensorOp(IRDLOperation):
    """`%r = flow.tensor.X : tensor<?x4xf32>{%d}`: a tensor with undefined contents."""

    result_dims = var_operand_def(IndexType)
    result = result_def(TensorType)

    assembly_format = "`:` type($result) (`{` $result_dims^ `}`)? attr-dict-with-keyword"

    def verify_(self) -> None:
        verify_dims(self.name, self.result.type, self.result_dims, "result type")


@irdl_op_definition
class TensorEmptyOp(_NewTensorOp):
    name = "flow.tensor.empty"
    traits = traits_def(Pure())


@irdl_op_definition
class TensorAllocaOp(_NewTensorOp):
    """A transient allocation (not pure: every alloca is a new buffer)."""

    name = "flow.tensor.alloca"


def _value_type(value: Attribute | None) -> Attribute | None:
    """The type a constant's value gives its result (dense elements', a typed parameter reference's)."""
    if isinstance(value, DenseIntOrFPElementsAttr):
        return value.get_type()
    if isinstance(value, TypedVerbatimAttr):
        return value.typed
    return None


@dataclass(frozen=True)
class _TypeOfValue(InferredFrom):
    """The type of the value bound to `name` (MLIR infers it through `TypedAttrInterface`)."""

    def infer_from(self, bound: Attribute | None) -> Attribute:
        if (type_ := _value_type(bound)) is None:
            raise VerifyException(f"'{TensorConstantOp.name}' value must be a typed tensor attribute, got {bound}")
        return type_


@irdl_op_definition
class TensorConstantOp(IRDLOperation):
    """`%c = flow.tensor.constant dense<...> : tensor<2xf32>` (or a typed parameter reference)."""

    name = "flow.tensor.constant"
    value = prop_def(VarConstraint("V", AnyAttr()))
    result = result_def(AllOf((base(TensorType), _TypeOfValue("V"))))
    traits = traits_def(Pure(), ConstantLike())

    assembly_format = "attr-dict $value"

    def verify_(self) -> None:
        type_ = _value_type(self.value)
        if type_ != self.result.type:
            raise VerifyException(f"'{self.name}' value of type {type_} for a result of type {self.result.type}")


@irdl_op_definition
class TensorTieShapeOp(SameTypeOp):
    """`%r = flow.tensor.tie_shape %t : tensor<?x4xf32>{%d}`: ties runtime dims to a tensor."""

    name = "flow.tensor.tie_shape"

    assembly_format = "$operand attr-dict `:` type($result) (`{` $operand_dims^ `}`)?"


@irdl_op_definition
class TensorTransferOp(SameTypeOp):
    """`%r = flow.tensor.transfer %t : tensor<4xf32> to #hal.device.affinity<@dev>`: the value on another device."""

    name = "flow.tensor.transfer"
    target = prop_def(Attribute)

    assembly_format = "$operand `:` type($result) (`{` $operand_dims^ `}`)? `to` $target attr-dict-with-keyword"


@irdl_op_definition
class TensorTraceOp(IRDLOperation):
    """`flow.tensor.trace "key" = [%a : tensor<4xf32>, %b : tensor<?xf32>{%d}]`: prints values at runtime."""

    name = "flow.tensor.trace"
    key = prop_def(StringAttr)
    values_ = var_operand_def(TensorType)
    value_dims = var_operand_def(IndexType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "$key `=` `[` custom<ShapedOperandList>($values_, type($values_), $value_dims) `]` attr-dict-with-keyword"
    )
    custom_directives = (ShapedOperandList,)

    def verify_(self) -> None:
        verify_list_dims(self.name, self.values_, self.value_dims, "values")
