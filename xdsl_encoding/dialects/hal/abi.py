"""`hal` ops of the ABI boundary: tensor import/export/barrier, buffer views, devices, fences."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    UnitAttr,
    i32,
)
from xdsl.ir import Attribute, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    RangeOf,
    RangeVarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.hal.types import BufferType, BufferViewType, DeviceType, FenceType
from xdsl_encoding.dialects.iree_directives import FenceFlagBitfield, TypeAlias, WaitFlagBitfield
from xdsl_encoding.dialects.iree_syntax import verify_dims

# ---------------------------------------------------------------------------------------
# Tensor import / export / barrier
# ---------------------------------------------------------------------------------------


def _verify_abi_type(op_name: str, type_: Attribute, what: str) -> None:
    if not isinstance(type_, BufferViewType | BufferType):
        raise VerifyException(f"'{op_name}' {what} must be a !hal.buffer_view or !hal.buffer, got {type_}")


@irdl_op_definition
class TensorImportOp(IRDLOperation):
    """`%t = hal.tensor.import wait(%f) => %bv : !hal.buffer_view -> tensor<?x4xf32>{%d}`."""

    name = "hal.tensor.import"
    source = operand_def()
    target_dims = var_operand_def(IndexType)
    wait_fence = opt_operand_def(FenceType)
    byte_offset = opt_operand_def(IndexType)
    target_encoding = prop_def(TypeAttribute)
    consume = opt_prop_def(UnitAttr)
    name_ = opt_prop_def(StringAttr, prop_name="name")
    affinity = opt_prop_def(Attribute)
    target = result_def(TensorType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`wait` `(` $wait_fence^ `)` `=` `` `>`)? (`consume` $consume^)? $source"
        " (`offset` `(` $byte_offset^ `)`)? ($name^)? `:` type($source) `->`"
        " custom<TypeAlias>($target_encoding, type($target)) (`{` $target_dims^ `}`)? attr-dict"
    )
    custom_directives = (TypeAlias,)

    def verify_(self) -> None:
        _verify_abi_type(self.name, self.source.type, "source")
        verify_dims(self.name, self.target_encoding, self.target_dims, "target type")


@irdl_op_definition
class TensorExportOp(IRDLOperation):
    """`%bv = hal.tensor.export %t : tensor<?x4xf32>{%d} -> !hal.buffer_view`."""

    name = "hal.tensor.export"
    source = operand_def(TensorType)
    source_dims = var_operand_def(IndexType)
    source_encoding = prop_def(TypeAttribute)
    name_ = opt_prop_def(StringAttr, prop_name="name")
    affinity = opt_prop_def(Attribute)
    target = result_def()

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $source ($name^)? `:`"
        " custom<TypeAlias>($source_encoding, type($source)) (`{` $source_dims^ `}`)? `->` type($target) attr-dict"
    )
    custom_directives = (TypeAlias,)

    def verify_(self) -> None:
        _verify_abi_type(self.name, self.target.type, "result")
        verify_dims(self.name, self.source_encoding, self.source_dims, "source type")


@irdl_op_definition
class TensorBarrierOp(IRDLOperation):
    """`%r = hal.tensor.barrier join(%t : T) => %fence : !hal.fence`: the tensors, unchanged."""

    name = "hal.tensor.barrier"
    T: ClassVar = RangeVarConstraint("T", RangeOf(base(TensorType)))  # IREE: AllTypesMatch<["sources", "results"]>
    sources = var_operand_def(T)
    signal_fence = operand_def(FenceType)
    results_ = var_result_def(T)

    assembly_format = (
        "`join` `` `(` $sources `:` type($sources) `)` `=` `` `>` $signal_fence `:` type($signal_fence)"
        " attr-dict-with-keyword"
    )


# ---------------------------------------------------------------------------------------
# Buffer views, devices and fences (the synchronous ABI wrappers)
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class BufferViewDimOp(IRDLOperation):
    """`%d = hal.buffer_view.dim<%bv : !hal.buffer_view>[0] : index`."""

    name = "hal.buffer_view.dim"
    buffer_view = operand_def(BufferViewType)
    index = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())

    assembly_format = (
        "`<` $buffer_view `:` type($buffer_view) `>` `` `[` $index `]` `:` type($result) attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        if self.index.value.data < 0:
            raise VerifyException(f"'{self.name}' dim index must be non-negative, got {self.index.value.data}")


@irdl_op_definition
class DevicesGetOp(IRDLOperation):
    name = "hal.devices.get"
    index = operand_def(IndexType)
    result = result_def(DeviceType)
    assembly_format = "$index attr-dict `:` type($result)"


@irdl_op_definition
class FenceCreateOp(IRDLOperation):
    """`%f = hal.fence.create device(%d : !hal.device) flags("None") : !hal.fence`."""

    name = "hal.fence.create"
    device = operand_def(DeviceType)
    flags = prop_def(IntegerAttr[IntegerType])
    result = result_def(FenceType)

    assembly_format = (
        "`device` `(` $device `:` type($device) `)` `flags` `(` custom<FenceFlagBitfield>($flags) `)`"
        " `:` type($result) attr-dict-with-keyword"
    )
    custom_directives = (FenceFlagBitfield,)


@irdl_op_definition
class FenceAwaitOp(IRDLOperation):
    """`%s = hal.fence.await until([%f]) timeout_millis(%t) flags("None") : i32`."""

    name = "hal.fence.await"
    timeout_millis = operand_def(i32)
    fences = var_operand_def(FenceType)
    flags = prop_def(IntegerAttr[IntegerType])
    status = result_def(i32)  # IREE: "32-bit signless integer"

    assembly_format = (
        "`until` `(` `[` $fences `]` `)` `timeout_millis` `(` $timeout_millis `)`"
        " `flags` `(` custom<WaitFlagBitfield>($flags) `)` `:` type($status) attr-dict-with-keyword"
    )
    custom_directives = (WaitFlagBitfield,)
