"""`stream.executable`: a dispatch's code, whose functions take `!stream.binding`s instead of dispatch tensors.

`stream.executable private @ex { stream.executable.export public @entry workgroups() -> (index, index, index) {...}
builtin.module { func.func @entry(%arg0: !stream.binding) { %0 = stream.binding.subspan %arg0[%c0] :
!stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> ... } } }`.
Syntax follows `StreamOps.td` (b48a595); custom<SymbolAlias> and custom<WorkgroupCountRegion> as in `flow`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, StringAttr, SymbolRefAttr
from xdsl.dialects.func import FuncOp
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    Pure,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.executable import ExecutableBase
from xdsl_encoding.dialects.iree_directives import SymbolAlias, SymbolVisibility, WorkgroupCountRegion
from xdsl_encoding.dialects.iree_syntax import verify_dims
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.dialects.stream.types import BindingType


@irdl_op_definition
class ExecutableEndOp(IRDLOperation):
    name = "stream.executable.end"
    traits = lazy_traits_def(lambda: (IsTerminator(), HasParent(ExecutableOp)))
    assembly_format = "attr-dict"


@irdl_op_definition
class ExecutableOp(ExecutableBase):
    """`stream.executable private @ex { exports...; builtin.module { func.func ... } }`."""

    name = "stream.executable"
    traits = traits_def(
        IsolatedFromAbove(), SymbolOpInterface(), SymbolTable(), SingleBlockImplicitTerminator(ExecutableEndOp)
    )

    def export(self, name: str) -> ExecutableExportOp | None:
        return next(
            (op for op in self.body.block.ops if isinstance(op, ExecutableExportOp) and op.sym_name.data == name), None
        )


@irdl_op_definition
class ExecutableExportOp(IRDLOperation):
    """`stream.executable.export public @f [as("name")] [workgroups(...) -> (index, index, index) {...}]`."""

    name = "stream.executable.export"
    sym_visibility = opt_prop_def(StringAttr)
    sym_name = prop_def(StringAttr)
    function_ref = prop_def(SymbolRefAttr)
    workgroup_count = region_def()
    traits = traits_def(HasParent(ExecutableOp), SymbolOpInterface(), IsolatedFromAbove())
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) custom<SymbolAlias>($sym_name, $function_ref) "
        "custom<WorkgroupCountRegion>($workgroup_count) attr-dict-with-keyword"
    )
    custom_directives = (SymbolVisibility, SymbolAlias, WorkgroupCountRegion)

    def verify_(self) -> None:
        region = self.workgroup_count
        if not region.blocks:
            return
        if any(not isinstance(arg.type, IndexType) for arg in region.block.args):
            raise VerifyException(f"'{self.name}' workgroup count arguments must be index")
        last = region.block.last_op
        if not isinstance(last, ReturnOp) or [v.type for v in last.operands] != [IndexType()] * 3:
            raise VerifyException(f"'{self.name}' workgroup count region must return three index values")

    def function(self) -> FuncOp | None:
        executable = self.parent_op()
        module = executable.inner_module() if isinstance(executable, ExecutableOp) else None
        if module is None:
            return None
        found = SymbolTable.lookup_symbol(module, self.function_ref)
        return found if isinstance(found, FuncOp) else None


@irdl_op_definition
class ReturnOp(IRDLOperation):
    """`stream.return %x, %y, %z : index, index, index` (the workgroup count region's terminator)."""

    name = "stream.return"
    returned = var_operand_def()
    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict ($returned^ `:` type($returned))?"


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
