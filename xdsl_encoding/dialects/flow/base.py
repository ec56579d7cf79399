"""What several `flow` ops share: IREE's `TypesMatchWith` element-type constraint, the ops whose result
is their operand, with its sizes (`tensor.tie_shape`, `tensor.clone`, `tensor.transfer`, `tensor.barrier`,
`dispatch.tie_shape`), and the operands of the ops that run a dispatch (`dispatch`, `dispatch.workgroups`).

Follows `compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.td` (b48a595).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Set
from dataclasses import dataclass
from typing import ClassVar, Self

from typing_extensions import TypeVar
from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, NoneType, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrConstraint,
    AttrSizedOperandSegments,
    InferenceContext,
    IntConstraint,
    IRDLOperation,
    VarConstraint,
    VerificationContext,
    base,
    operand_def,
    opt_prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_syntax import UNTIED, tied_indices, verify_dims, verify_list_dims
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.utils.hints import tensor_type

TENSOR = VarConstraint("T", base(TensorType))
"""One ranked tensor type `T` for several operands and results (IREE's `AllTypesMatch`, and the tensor of
`TypesMatchWith<..., "$_self.cast<ShapedType>().getElementType()">`, `ElementTypeOf("T")`)."""


@dataclass(frozen=True)
class InferredFrom(AttrConstraint, ABC):
    """An attribute the declarative format infers from the one bound to the variable `name`.
    Only inferred: the op's `verify_` checks it, naming the op."""

    name: str

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        pass

    def can_infer(self, var_constraint_names: Set[str]) -> bool:
        return self.name in var_constraint_names

    def infer(self, context: InferenceContext) -> Attribute:
        return self.infer_from(context.get_variable(self.name))

    @abstractmethod
    def infer_from(self, bound: Attribute | None) -> Attribute: ...

    def mapping_type_vars(self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]) -> Self:
        return self


@dataclass(frozen=True)
class ElementTypeOf(InferredFrom):
    """The element type of the tensor type bound to `name` (IREE's
    `TypesMatchWith<..., "$_self.cast<ShapedType>().getElementType()">`)."""

    def infer_from(self, bound: Attribute | None) -> Attribute:
        tensor = tensor_type(bound or NoneType())
        assert tensor is not None, f"{self.name} is bound to a tensor type"
        return tensor.get_element_type()


class PureOp(IRDLOperation):
    """IREE's `FLOW_PureOp`: a flow op without side effects."""

    traits = traits_def(Pure())


class SizedPureOp(PureOp):
    """A `PureOp` whose variadic operands are sized by its `operandSegmentSizes` (`AttrSizedOperandSegments`)."""

    irdl_options = (AttrSizedOperandSegments(as_property=True),)


class SameTypeOp(PureOp):
    """`%r = flow.X %t : T{%d} ...`: `%t` itself (one type for both), with the sizes of its `?` dims."""

    T: ClassVar = VarConstraint("T", base(TensorType) | base(DispatchTensorType))
    operand = operand_def(T)
    operand_dims = var_operand_def(IndexType)
    result = result_def(T)

    DIMS_OF: ClassVar[str] = "type"
    """How the dims-count message names the type."""

    def verify_(self) -> None:
        type_ = self.result.type
        shaped = type_.tensor if isinstance(type_, DispatchTensorType) else type_
        verify_dims(self.name, shaped, self.operand_dims, self.DIMS_OF)


def verify_element_type(op: IRDLOperation, what: str, type_: Attribute, tensor: TensorType[Attribute]) -> None:
    """`type_` (the op's `what`) is the element type of `tensor`."""
    if type_ != tensor.get_element_type():
        raise VerifyException(f"'{op.name}' {what} type {type_} must be the element type of {tensor}")


class ShapedDispatchOp(IRDLOperation):
    """`[%w](%a, %b) : (T, U{%d}) -> (V{%e}, %a as W)`: a workload, arguments and results with their sizes,
    results maybe tied to arguments (`custom<ShapedFunctionType>`)."""

    workload = var_operand_def(IndexType)
    arguments = var_operand_def()
    argument_dims = var_operand_def(IndexType)
    result_dims = var_operand_def(IndexType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr])
    results_ = var_result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def tied_indices(self) -> list[int]:
        return tied_indices(self.tied_operands, len(self.results_))

    def verify_tied(self) -> list[int]:
        """The arguments' sizes and the tied indices (returned): one argument index, or -1, per result."""
        verify_list_dims(self.name, self.arguments, self.argument_dims, "arguments")
        tied = self.tied_indices()
        if len(tied) != len(self.results_) or any(t != UNTIED and not 0 <= t < len(self.arguments) for t in tied):
            raise VerifyException(f"'{self.name}' tied_operands must give one argument index (or -1) per result")
        return tied
