"""`stream.executable`: a dispatch's code, whose functions take `!stream.binding`s instead of dispatch tensors.

`stream.executable private @ex { stream.executable.export public @entry workgroups() -> (index, index, index) {...}
builtin.module { func.func @entry(%arg0: !stream.binding) { %0 = stream.binding.subspan %arg0[%c0] :
!stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> ... } } }`.
Syntax follows `StreamOps.td` (b48a595); custom<SymbolAlias> and custom<WorkgroupCountRegion> as in `flow`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, ModuleOp, StringAttr, SymbolRefAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute
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
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    Pure,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import SymbolAlias, SymbolVisibility, WorkgroupCountRegion
from xdsl_encoding.dialects.iree_syntax import parse_attributes_with_keyword, verify_dims
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.dialects.stream.types import BindingType
from xdsl_encoding.dialects.util.functions import VISIBILITIES, parse_visibility


@irdl_op_definition
class ExecutableEndOp(IRDLOperation):
    name = "stream.executable.end"
    traits = lazy_traits_def(lambda: (IsTerminator(), HasParent(ExecutableOp)))
    assembly_format = "attr-dict"


@irdl_op_definition
class ExecutableOp(IRDLOperation):
    name = "stream.executable"
    sym_visibility = opt_prop_def(StringAttr)
    sym_name = prop_def(StringAttr)
    body = region_def("single_block")
    traits = traits_def(
        IsolatedFromAbove(), SymbolOpInterface(), SymbolTable(), SingleBlockImplicitTerminator(ExecutableEndOp)
    )

    # Hand-written: xDSL's `$body` would print the implicit `stream.executable.end` (MLIR's format elides it).
    @classmethod
    def parse(cls, parser: Parser) -> ExecutableOp:
        properties: dict[str, Attribute] = {}
        if (visibility := parse_visibility(parser)) is not None:
            properties["sym_visibility"] = visibility
        properties["sym_name"] = parser.parse_symbol_name()
        attributes = parse_attributes_with_keyword(parser)
        body = parser.parse_region()
        op = cls.build(properties=properties, attributes=attributes, regions=[body])
        if not body.blocks:
            parser.raise_error(f"'{cls.name}' @{op.sym_name.data} must have a body")
        ensure_terminator(op, SingleBlockImplicitTerminator(ExecutableEndOp))
        return op

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=False)

    def verify_(self) -> None:
        if self.sym_visibility is not None and self.sym_visibility.data not in VISIBILITIES:
            raise VerifyException(f"'{self.name}' @{self.sym_name.data}: unknown visibility {self.sym_visibility.data}")

    def inner_module(self) -> ModuleOp | None:
        return next((op for op in self.body.block.ops if isinstance(op, ModuleOp)), None)

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
