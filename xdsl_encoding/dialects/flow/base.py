"""What several `flow` tensor ops share: IREE's `TypesMatchWith` element-type constraint and the ops
whose result is their operand, with its sizes (`tensor.tie_shape`, `tensor.clone`, `tensor.transfer`,
`tensor.barrier`, `dispatch.tie_shape`).

Follows `compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.td` (b48a595).
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass
from typing import ClassVar

from typing_extensions import TypeVar
from xdsl.dialects.builtin import IndexType, NoneType, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrConstraint,
    InferenceContext,
    IntConstraint,
    IRDLOperation,
    VarConstraint,
    VerificationContext,
    base,
    operand_def,
    result_def,
    var_operand_def,
)

from xdsl_encoding.dialects.iree_syntax import verify_dims
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.utils.hints import tensor_type


@dataclass(frozen=True)
class ElementTypeOf(AttrConstraint):
    """The element type of the tensor type bound to the variable `name` (IREE's
    `TypesMatchWith<..., "$_self.cast<ShapedType>().getElementType()">`), so that the declarative
    format infers it. Only inferred: the op's `verify_` checks it, naming the op."""

    name: str

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        pass

    def can_infer(self, var_constraint_names: Set[str]) -> bool:
        return self.name in var_constraint_names

    def infer(self, context: InferenceContext) -> Attribute:
        tensor = tensor_type(context.get_variable(self.name) or NoneType())
        assert tensor is not None, f"{self.name} is bound to a tensor type"
        return tensor.get_element_type()

    def mapping_type_vars(self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]) -> ElementTypeOf:
        return self


class SameTypeOp(IRDLOperation):
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
