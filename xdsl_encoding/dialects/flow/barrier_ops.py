"""`flow.tensor.barrier` and `flow.tensor.dynamic_constant` (FlowOps.td, b48a595), as IREE's stream tests write them.

`%b = flow.tensor.barrier %t : tensor<?x128xi8>{%d} on #hal.device.affinity<@device>` is `%t`, available
on that device; `%c = flow.tensor.dynamic_constant dense<2> : tensor<2x4xi32> -> tensor<?x?xi32>` is a
constant whose type hides its sizes (its value is the dense attribute's).
"""

from __future__ import annotations

from typing import ClassVar, cast

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseIntOrFPElementsAttr, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, irdl_op_definition, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.base import SameTypeOp


@irdl_op_definition
class TensorBarrierOp(SameTypeOp):
    name = "flow.tensor.barrier"
    target = prop_def(Attribute)

    DIMS_OF: ClassVar[str] = "operand"
    assembly_format = "$operand `:` type($result) (`{` $operand_dims^ `}`)? `on` $target attr-dict-with-keyword"


@irdl_op_definition
class TensorDynamicConstantOp(IRDLOperation):
    name = "flow.tensor.dynamic_constant"
    value = prop_def(DenseIntOrFPElementsAttr)
    result = result_def(TensorType)

    assembly_format = "attr-dict $value `->` type($result)"

    def verify_(self) -> None:
        value_type = cast(TensorType[Attribute], self.value.type)
        declared = self.result.type
        shape, sizes = tuple(value_type.get_shape()), tuple(declared.get_shape())
        if (
            value_type.element_type != declared.element_type
            or len(shape) != len(sizes)
            or any(d not in (DYNAMIC_INDEX, s) for s, d in zip(shape, sizes))
        ):
            raise VerifyException(f"'{self.name}' value {value_type} does not fit the result type {declared}")
