"""`stream.executable`: a dispatch's code, whose functions take `!stream.binding`s instead of dispatch tensors.

`stream.executable private @ex { stream.executable.export public @entry workgroups() -> (index, index, index) {...}
builtin.module { func.func @entry(%arg0: !stream.binding) { %0 = stream.binding.subspan %arg0[%c0] :
!stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> ... } } }`.
Syntax follows `StreamOps.td` (b48a595); custom<SymbolAlias> and custom<WorkgroupCountRegion> as in `flow`.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import IndexType
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def, traits_def, var_operand_def
from xdsl.traits import HasParent, IsolatedFromAbove, Pure, SingleBlockImplicitTerminator, SymbolOpInterface

from xdsl_encoding.dialects.flow.executable import ExecutableBase, ExecutableExportBase, executable_end_op
from xdsl_encoding.dialects.iree_syntax import verify_dims
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.dialects.stream.types import BindingType
from xdsl_encoding.dialects.util.functions import ReturnLikeOp

ExecutableEndOp = executable_end_op("stream.executable.end", lambda: ExecutableOp)


@irdl_op_definition
class ExecutableOp(ExecutableBase):
    """`stream.executable private @ex { exports...; builtin.module { func.func ... } }`."""

    name = "stream.executable"
    traits = traits_def(SingleBlockImplicitTerminator(ExecutableEndOp))


@irdl_op_definition
class ReturnOp(ReturnLikeOp):
    """`stream.return %x, %y, %z : index, index, index` (the workgroup count region's terminator)."""

    name = "stream.return"


@irdl_op_definition
class ExecutableExportOp(ExecutableExportBase):
    """`stream.executable.export public @f [as("name")] [workgroups(...) -> (index, index, index) {...}]`."""

    name = "stream.executable.export"
    COUNT_RETURN: ClassVar[type[Operation]] = ReturnOp
    traits = traits_def(HasParent(ExecutableOp), SymbolOpInterface(), IsolatedFromAbove())


@irdl_op_definition
class BindingSubspanOp(IRDLOperation):
    """`%t = stream.binding.subspan %b[%offset] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<...>{%d}`."""

    name = "stream.binding.subspan"
    binding = operand_def(BindingType)
    byte_offset = operand_def(IndexType)
    dynamic_dims = var_operand_def(IndexType)
    result = result_def()
    traits = traits_def(Pure())
    assembly_format = (
        "$binding `` `[` $byte_offset `]` attr-dict `:` type($binding) `->` type($result) (`{` $dynamic_dims^ `}`)?"
    )

    def verify_(self) -> None:
        type_ = self.result.type
        shaped = type_.bound_type if isinstance(type_, DispatchTensorType) else type_
        verify_dims(self.name, shaped, list(self.dynamic_dims), "result")
