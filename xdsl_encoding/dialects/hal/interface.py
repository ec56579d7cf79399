"""`hal` ops inside dispatch executables: interface bindings and push constants."""

from __future__ import annotations

from xdsl.dialects.builtin import I32, IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.hal.types import PipelineLayoutAttr
from xdsl_encoding.dialects.iree_directives import DescriptorFlags
from xdsl_encoding.dialects.iree_syntax import verify_dims

# ---------------------------------------------------------------------------------------
# Dispatch interface (inside executables)
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class InterfaceBindingSubspanOp(IRDLOperation):
    """`hal.interface.binding.subspan layout(...) binding(0) alignment(64) offset(%o) flags(...) : T{dims}`."""

    name = "hal.interface.binding.subspan"
    byte_offset = opt_operand_def(IndexType)
    dynamic_dims = var_operand_def(IndexType)
    layout = prop_def(PipelineLayoutAttr)
    binding = prop_def(IntegerAttr[IndexType])
    alignment = opt_prop_def(IntegerAttr[IndexType])
    descriptor_flags = opt_prop_def(IntegerAttr[I32])
    result = result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "`layout` `(` $layout `)` `binding` `(` $binding `)` (`alignment` `(` $alignment^ `)`)?"
        " (`offset` `(` $byte_offset^ `)`)? (`flags` `(` custom<DescriptorFlags>($descriptor_flags)^ `)`)?"
        " attr-dict `:` type($result) (`{` $dynamic_dims^ `}`)?"
    )
    custom_directives = (DescriptorFlags,)

    def verify_(self) -> None:
        verify_dims(self.name, _shaped_of(self.result.type), self.dynamic_dims, "result type")


def _shaped_of(type_: Attribute) -> Attribute:
    from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType

    return type_.tensor if isinstance(type_, DispatchTensorType) else type_


@irdl_op_definition
class InterfaceConstantLoadOp(IRDLOperation):
    """`%c = hal.interface.constant.load layout(...) ordinal(0) : i32` (a push constant)."""

    name = "hal.interface.constant.load"
    layout = prop_def(PipelineLayoutAttr)
    ordinal = prop_def(IntegerAttr[IndexType])
    alignment = opt_prop_def(IntegerAttr[IndexType])
    values = opt_prop_def(Attribute)
    result = result_def()
    traits = traits_def(Pure())

    assembly_format = (
        "`layout` `(` $layout `)` `ordinal` `(` $ordinal `)` (`alignment` `(` $alignment^ `)`)?"
        " (`values` `(` $values^ `)`)? attr-dict `:` type($result)"
    )

    def verify_(self) -> None:
        if not isinstance(self.result.type, IntegerType | IndexType) and not self.result.type.name.startswith("f"):
            raise VerifyException(f"'{self.name}' result must be a primitive type, got {self.result.type}")


class _InterfaceWorkgroupOp(IRDLOperation):
    """`%i = hal.interface.workgroup.<id|count|size>[0] [upper_bound N] : index` inside a dispatch function."""

    dimension = prop_def(IntegerAttr[IndexType])
    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "`[` $dimension `]` (`upper_bound` $upper_bound^)? attr-dict `:` type($result)"

    def verify_(self) -> None:
        if not 0 <= self.dimension.value.data < 3:
            raise VerifyException(f"'{self.name}' dimension {self.dimension.value.data} is not one of 0, 1, 2")


@irdl_op_definition
class InterfaceWorkgroupIDOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.id"


@irdl_op_definition
class InterfaceWorkgroupCountOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.count"


@irdl_op_definition
class InterfaceWorkgroupSizeOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.size"
