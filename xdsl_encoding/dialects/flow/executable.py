"""`flow`'s outlined executables (what `--compile-to=flow` prints): `executable`, its terminator,
`executable.export` and `dispatch`, the host op that runs an export.

`flow.executable private @ex { flow.executable.export public @entry workgroups(...) {...}
builtin.module { func.func @entry(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:...>) ... } }`
holds one dispatch body as a function of dispatch tensors; `flow.dispatch @ex::@entry[%w](%a) :
(T) -> U` calls it with tensors. Syntax and verifiers follow
`compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.{td,cpp}` (b48a595): custom<SymbolAlias>,
custom<WorkgroupCountRegion>, custom<DispatchEntryPoints>, custom<ShapedFunctionType>.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, ModuleOp, StringAttr, SymbolRefAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Operation
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
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

from xdsl_encoding.dialects.flow.dispatch import parse_count_region, print_count_region, verify_count_region
from xdsl_encoding.dialects.iree_syntax import (
    parse_attributes_with_keyword,
    parse_optional_workload,
    parse_shaped_function_type,
    print_shaped_function_type,
    print_workload,
    resolve,
    tied_indices,
    tied_operands_property,
    verify_list_dims,
)
from xdsl_encoding.dialects.util.functions import VISIBILITIES, parse_visibility


def _verify_visibility(op_name: str, symbol: StringAttr, visibility: StringAttr | None) -> None:
    if visibility is not None and visibility.data not in VISIBILITIES:
        raise VerifyException(f"'{op_name}' @{symbol.data}: unknown visibility {visibility.data}")


def _print_visibility(printer: Printer, visibility: StringAttr | None) -> None:
    if visibility is not None:
        printer.print_string(f" {visibility.data}")


@irdl_op_definition
class ExecutableEndOp(IRDLOperation):
    """The implicit terminator of a `flow.executable` body (never printed in custom form)."""

    name = "flow.executable_end"
    traits = lazy_traits_def(lambda: (IsTerminator(), HasParent(ExecutableOp)))
    assembly_format = "attr-dict"


@irdl_op_definition
class ExecutableOp(IRDLOperation):
    """`flow.executable private @ex { exports...; builtin.module { func.func ... } }`."""

    name = "flow.executable"
    sym_visibility = opt_prop_def(StringAttr)
    sym_name = prop_def(StringAttr)
    body = region_def("single_block")
    traits = traits_def(
        IsolatedFromAbove(),
        SymbolOpInterface(),
        SymbolTable(),
        SingleBlockImplicitTerminator(ExecutableEndOp),
    )

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
        _print_visibility(printer, self.sym_visibility)
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=False)

    def verify_(self) -> None:
        _verify_visibility(self.name, self.sym_name, self.sym_visibility)

    def inner_module(self) -> ModuleOp | None:
        """The `builtin.module` that holds the exported functions."""
        return next((op for op in self.body.block.ops if isinstance(op, ModuleOp)), None)

    def export(self, name: str) -> ExecutableExportOp | None:
        return next(
            (op for op in self.body.block.ops if isinstance(op, ExecutableExportOp) and op.sym_name.data == name), None
        )


@irdl_op_definition
class ExecutableExportOp(IRDLOperation):
    """`flow.executable.export public @f [as("name")] [workgroups(%a: index) -> (index, index, index) {...}]`."""

    name = "flow.executable.export"
    sym_visibility = opt_prop_def(StringAttr)
    sym_name = prop_def(StringAttr)
    function_ref = prop_def(SymbolRefAttr)
    workgroup_count = region_def()
    traits = traits_def(HasParent(ExecutableOp), SymbolOpInterface(), IsolatedFromAbove())

    @classmethod
    def parse(cls, parser: Parser) -> ExecutableExportOp:
        properties: dict[str, Attribute] = {}
        if (visibility := parse_visibility(parser)) is not None:
            properties["sym_visibility"] = visibility
        function = parser.parse_symbol_name()
        properties["function_ref"] = SymbolRefAttr(function)
        properties["sym_name"] = function
        if parser.parse_optional_keyword("as") is not None:
            parser.parse_punctuation("(")
            properties["sym_name"] = StringAttr(parser.parse_str_literal())
            parser.parse_punctuation(")")
        count = parse_count_region(parser, "workgroups")
        attributes = parse_attributes_with_keyword(parser)
        return cls.build(properties=properties, attributes=attributes, regions=[count])

    def print(self, printer: Printer) -> None:
        _print_visibility(printer, self.sym_visibility)
        printer.print_string(" ")
        printer.print_attribute(self.function_ref)
        if self.sym_name.data != self.function_ref.root_reference.data:
            printer.print_string(" as(")
            printer.print_string_literal(self.sym_name.data)
            printer.print_string(")")
        print_count_region(printer, self.workgroup_count, " workgroups")
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        _verify_visibility(self.name, self.sym_name, self.sym_visibility)
        if self.function_ref.nested_references.data:
            raise VerifyException(f"'{self.name}' @{self.sym_name.data}: the function must be a flat symbol")
        verify_count_region(self.name, self.workgroup_count)

    def function(self) -> FuncOp | None:
        """The exported `func.func` in the executable's inner module."""
        executable = self.parent_op()
        module = executable.inner_module() if isinstance(executable, ExecutableOp) else None
        if module is None:
            return None
        found = SymbolTable.lookup_symbol(module, self.function_ref)
        return found if isinstance(found, FuncOp) else None


def _parse_entry_points(parser: Parser) -> ArrayAttr[SymbolRefAttr]:
    """`@ex::@entry` or `{@a::@b, @c::@d}` (custom<DispatchEntryPoints>)."""

    def parse_one() -> SymbolRefAttr:
        at = parser.pos
        attribute = parser.parse_attribute()
        if not isinstance(attribute, SymbolRefAttr):
            parser.raise_error(f"flow.dispatch: expected an entry point symbol, got {attribute}", at)
        return attribute

    if parser.parse_optional_punctuation("{") is not None:
        entries = parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_one)
        parser.parse_punctuation("}")
        return ArrayAttr(entries)
    return ArrayAttr([parse_one()])


def lookup_export(op: Operation, entry: SymbolRefAttr) -> ExecutableExportOp | None:
    """`@ex::@entry` from the nearest symbol table above `op` (None when it is not defined there)."""
    table: Operation | None = op.parent_op()
    while table is not None and table.get_trait(SymbolTable) is None:
        table = table.parent_op()
    found = SymbolTable.lookup_symbol(table, entry) if table is not None else None
    return found if isinstance(found, ExecutableExportOp) else None


@irdl_op_definition
class DispatchOp(IRDLOperation):
    """`%r = flow.dispatch @ex::@entry[%w](%a, %d) : (tensor<?x4xf32>{%d}, index) -> tensor<?x4xf32>{%d}`."""

    name = "flow.dispatch"
    entry_points = prop_def(ArrayAttr[SymbolRefAttr])
    workload = var_operand_def(IndexType)
    arguments = var_operand_def()
    argument_dims = var_operand_def(IndexType)
    result_dims = var_operand_def(IndexType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr])
    results_ = var_result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    def tied_indices(self) -> list[int]:
        return tied_indices(self.tied_operands, len(self.results_))

    @classmethod
    def parse(cls, parser: Parser) -> DispatchOp:
        entry_points = _parse_entry_points(parser)
        workload = parse_optional_workload(parser)
        arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        signature = parse_shaped_function_type(parser, arguments)
        return cls.build(
            operands=[
                resolve(parser, workload, IndexType()),
                parser.resolve_operands(arguments, signature.argument_types, parser.pos),
                resolve(parser, signature.argument_dims, IndexType()),
                resolve(parser, signature.result_dims, IndexType()),
            ],
            result_types=[signature.result_types],
            properties={"entry_points": entry_points, **tied_operands_property(signature.tied)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        entries = self.entry_points.data
        if len(entries) == 1:
            printer.print_attribute(entries[0])
        else:
            printer.print_string("{")
            printer.print_list(entries, printer.print_attribute)
            printer.print_string("}")
        print_workload(printer, self.workload)
        printer.print_string("(")
        printer.print_list(self.arguments, printer.print_operand)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        print_shaped_function_type(
            printer, self.arguments, self.argument_dims, self.results_, self.result_dims, self.tied_indices()
        )

    def verify_(self) -> None:
        if not self.entry_points.data:
            raise VerifyException(f"'{self.name}' needs at least one entry point")
        verify_list_dims(self.name, self.arguments, self.argument_dims, "arguments")
        verify_list_dims(self.name, self.results_, self.result_dims, "results")
        tied = self.tied_indices()
        if len(tied) != len(self.results_) or any(t != -1 and not 0 <= t < len(self.arguments) for t in tied):
            raise VerifyException(f"'{self.name}' tied_operands must give one argument index (or -1) per result")
        for entry in self.entry_points.data:
            export = lookup_export(self, entry)
            if export is None or not export.workgroup_count.blocks:
                continue  # IREE too accepts entry points it cannot see (tests without executables)
            wanted = len(export.workgroup_count.block.args)
            if wanted != len(self.workload):
                raise VerifyException(
                    f"'{self.name}' workload mismatch; entry point {entry} expects {wanted} arguments "
                    f"but dispatch provides {len(self.workload)}"
                )
