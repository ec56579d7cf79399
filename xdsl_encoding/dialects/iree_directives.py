"""IREE's `custom<...>` assembly directives as xDSL `CustomDirective`s, one per IREE directive and named after it.

Host-dialect ops declare `assembly_format` with these, the way IREE's `.td` files do (b48a595). IREE writes a
single shaped value's sizes inline, `type($x) (`{` $x_dims^ `}`)?`; xDSL's format prints that group as
`T{%a}` byte for byte, so no directive is needed for it (IREE has no `ShapedTypeDimensions` either).

A directive's parameters are format directives: `type($x)` arrives as a `TypeDirective` (`set`/`get` types),
`$dims` as a `VariadicOperandVariable` (`set` unresolved operands, `get` values).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, StringAttr, SymbolRefAttr
from xdsl.dialects.utils import DynamicIndexList
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    OperandVariable,
    ParsingState,
    PrintingState,
    RegionVariable,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from xdsl_encoding.dialects.iree_syntax import (
    UNTIED,
    dynamic_rank,
    parse_optional_dims,
    parse_shaped_function_type,
    print_dims,
    print_shaped_function_type,
    tied_indices,
    tied_operands_property,
)

__all__ = ["DynamicIndexList", "ShapedOperandList", "ShapedTiedResult", "SizeAwareType", "TiedResultOp"]


class TiedResultOp(IRDLOperation):
    """An op whose one result reuses the storage of the operand named `TIED_OPERAND` (IREE's
    `TiedOpInterface::getTiedResultOperandIndex`), which `custom<ShapedTiedResult>` prints as `%x as T`."""

    TIED_OPERAND: ClassVar[str]


def _operand_name(state: ParsingState, op_type: type[IRDLOperation], field: str) -> UnresolvedOperand | None:
    names = [name for name, _ in op_type.get_irdl_definition().operands]
    parsed = state.operands[names.index(field)]
    return parsed[0] if parsed else None


@irdl_custom_directive
class ShapedTiedResult(CustomDirective):
    """`%target as T{%d}` or `T{%d}` (IREE `Util/IR/UtilOps.cpp` parseShapedTiedResult/printShapedTiedResult).

    The op is a `TiedResultOp`; a named operand must be its tied operand (IREE does not check the name)."""

    type_: TypeDirective
    dims: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        tied = parser.parse_optional_unresolved_operand()
        if tied is not None:
            op_type = state.op_type
            assert issubclass(op_type, TiedResultOp)
            target = _operand_name(state, op_type, op_type.TIED_OPERAND)
            if target is not None and (tied.operand_name, tied.index) != (target.operand_name, target.index):
                parser.raise_error(
                    f"'{op_type.name}' result is tied to its target {target.span.text}, not {tied.span.text}"
                )
            parser.parse_keyword("as")
        self.type_.set(state, (parser.parse_type(),))
        self.dims.set(state, parse_optional_dims(parser))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        assert isinstance(op, TiedResultOp)
        printer.print_operand(getattr(op, op.TIED_OPERAND))
        printer.print_string(" as ")
        printer.print_attribute(self.type_.get(op)[0])
        print_dims(printer, self.dims.get(op))


@irdl_custom_directive
class SizeAwareType(CustomDirective):
    """`T{%size}` (IREE `Util/IR/UtilOps.cpp` parseSizeAwareType/printSizeAwareType): a resource and its size."""

    type_: TypeDirective
    size: OperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.type_.set(state, (parser.parse_type(),))
        parser.parse_punctuation("{")
        self.size.set(state, parser.parse_unresolved_operand())
        parser.parse_punctuation("}")

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_attribute(self.type_.get(op)[0])
        printer.print_string("{")
        printer.print_operand(self.size.get(op))
        printer.print_string("}")


def _take_dims(dims: list[SSAValue], type_: Attribute) -> Sequence[SSAValue]:
    count = dynamic_rank(type_)
    taken = dims[:count]
    del dims[:count]
    return taken


@irdl_custom_directive
class ShapedOperandList(CustomDirective):
    """`%a : T, %b : U{%d}` (IREE `Flow/IR/FlowOps.cpp` parseShapedOperandList/printShapedOperandList)."""

    values: VariadicOperandVariable
    types: TypeDirective
    dims: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        values: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        dims: list[UnresolvedOperand] = []

        def parse_one() -> None:
            values.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(":")
            types.append(parser.parse_type())
            dims.extend(parse_optional_dims(parser))

        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_one)
        self.values.set(state, values)
        self.types.set(state, types)
        self.dims.set(state, dims)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        dims = list(self.dims.get(op))
        for i, value in enumerate(self.values.get(op)):
            if i:
                printer.print_string(", ")
            printer.print_operand(value)
            printer.print_string(" : ")
            printer.print_attribute(value.type)
            print_dims(printer, _take_dims(dims, value.type))


# Directives first needed by util and flow ops.

VISIBILITIES = ("public", "private", "nested")


def parse_visibility(parser: Parser) -> StringAttr | None:
    """`public`, `private`, `nested`, or nothing."""
    for keyword in VISIBILITIES:
        if parser.parse_optional_keyword(keyword) is not None:
            return StringAttr(keyword)
    return None


@irdl_custom_directive
class SymbolVisibility(CustomDirective):
    """`private` or nothing (IREE `Util/IR/UtilOps.cpp` parseSymbolVisibility/printSymbolVisibility)."""

    visibility: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if (visibility := parse_visibility(parser)) is not None:
            self.visibility.set(state, visibility)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        visibility = self.visibility.get(op)
        if isinstance(visibility, StringAttr):
            state.print_whitespace(printer)
            printer.print_string(visibility.data)


@irdl_custom_directive
class SymbolAlias(CustomDirective):
    """`@f` or `@f as("name")` (IREE `Flow/IR/FlowOps.cpp` parseSymbolAlias/printSymbolAlias): the function an
    export names and the export's own name, the function's unless given."""

    sym_name: AttributeVariable
    function_ref: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        function = parser.parse_symbol_name()
        self.function_ref.set(state, SymbolRefAttr(function))
        self.sym_name.set(state, function)
        if parser.parse_optional_keyword("as") is not None:
            parser.parse_punctuation("(")
            self.sym_name.set(state, StringAttr(parser.parse_str_literal()))
            parser.parse_punctuation(")")

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        function, sym_name = self.function_ref.get(op), self.sym_name.get(op)
        assert isinstance(function, SymbolRefAttr)
        assert isinstance(sym_name, StringAttr)
        printer.print_attribute(function)
        if sym_name.data != function.root_reference.data:
            printer.print_string(" as(")
            printer.print_string_literal(sym_name.data)
            printer.print_string(")")


def parse_count_region(parser: Parser, keyword: str) -> Region:
    """` count(%a: index, ...) -> (index, index, index) { ... }` (`workgroups(...)` on an export), or nothing."""
    if parser.parse_optional_keyword(keyword) is None:
        return Region()
    arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_argument)
    parser.parse_punctuation("->")
    types = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
    if types != [IndexType()] * 3:
        parser.raise_error("a workgroup count region returns (index, index, index)")
    return parser.parse_region(arguments)


def print_count_region(printer: Printer, region: Region, keyword: str) -> None:
    if not region.blocks:
        return
    printer.print_string(f"{keyword}(")
    printer.print_list(region.block.args, printer.print_block_argument)
    printer.print_string(") -> (index, index, index) ")
    printer.print_region(region, print_entry_block_args=False)


class _CountRegion(CustomDirective):
    """`KEYWORD(%a: index) -> (index, index, index) {...}` or nothing: a workgroup count region."""

    KEYWORD: ClassVar[str]
    region: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.region.set(state, parse_count_region(parser, self.KEYWORD))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = self.region.get(op)
        if region.blocks:
            state.print_whitespace(printer)
            print_count_region(printer, region, self.KEYWORD)


@irdl_custom_directive
class WorkgroupCountRegion(_CountRegion):
    """`workgroups(...) -> (index, index, index) {...}` (IREE `Flow/IR/FlowOps.cpp` parseWorkgroupCountRegion)."""

    KEYWORD: ClassVar[str] = "workgroups"
    region: RegionVariable  # (`irdl_custom_directive` reads a class's own parameters only)


@irdl_custom_directive
class DispatchWorkgroupsCountRegion(_CountRegion):
    """`count(...) -> (index, index, index) {...}` (IREE `Flow/IR/FlowOps.cpp` parseDispatchWorkgroupsCountRegion)."""

    KEYWORD: ClassVar[str] = "count"
    region: RegionVariable


def _print_one_or_list(printer: Printer, attributes: Sequence[Attribute], begin: str, end: str) -> None:
    """`A`, or `{A, B}` (any other count, between `begin` and `end`)."""
    if len(attributes) == 1:
        printer.print_attribute(attributes[0])
    else:
        printer.print_string(begin)
        printer.print_list(attributes, printer.print_attribute)
        printer.print_string(end)


@irdl_custom_directive
class DispatchEntryPoints(CustomDirective):
    """`@ex::@entry` or `{@a::@b, @c::@d}` (IREE `Flow/IR/FlowOps.cpp` parseDispatchEntryPoints)."""

    entry_points: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def parse_one() -> SymbolRefAttr:
            at = parser.pos
            attribute = parser.parse_attribute()
            if not isinstance(attribute, SymbolRefAttr):
                parser.raise_error(f"flow.dispatch: expected an entry point symbol, got {attribute}", at)
            return attribute

        if parser.parse_optional_punctuation("{") is not None:
            entries = parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_one)
            parser.parse_punctuation("}")
        else:
            entries = [parse_one()]
        self.entry_points.set(state, ArrayAttr(entries))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        entry_points = self.entry_points.get(op)
        assert isinstance(entry_points, ArrayAttr)
        _print_one_or_list(printer, cast(ArrayAttr[Attribute], entry_points).data, "{", "}")


@irdl_custom_directive
class ShapedFunctionType(CustomDirective):
    """`(T, U{%d}) -> (V{%e}, %arg as W)` (IREE `Util/IR/UtilOps.cpp` parseShapedFunctionType): argument and
    result types with their sizes; a result named by an argument is tied to it (`tied_operands`)."""

    arguments: VariadicOperandVariable
    argument_types: TypeDirective
    argument_dims: VariadicOperandVariable
    result_types: TypeDirective
    result_dims: VariadicOperandVariable
    tied_operands: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        signature = parse_shaped_function_type(parser, state.operands[self.arguments.index] or ())
        self.argument_types.set(state, signature.argument_types)
        self.argument_dims.set(state, signature.argument_dims)
        self.result_types.set(state, signature.result_types)
        self.result_dims.set(state, signature.result_dims)
        for tied in tied_operands_property(signature.tied).values():
            self.tied_operands.set(state, tied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        result_types = self.result_types.get(op)
        tied = self.tied_operands.get(op)
        print_shaped_function_type(
            printer,
            self.arguments.get(op),
            self.argument_dims.get(op),
            result_types,
            self.result_dims.get(op),
            tied_indices(cast(ArrayAttr[IntegerAttr] | None, tied), len(result_types)),
        )


@irdl_custom_directive
class DispatchWorkgroupBody(CustomDirective):
    """`(%a: !iree_tensor_ext.dispatch.tensor<readonly:T>, ...) {...}` (IREE `Flow/IR/FlowOps.cpp`
    parseDispatchWorkgroupBody): the body with its arguments written (IREE's types are for omitted ones)."""

    argument_types: TypeDirective
    result_types: TypeDirective
    body: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_argument)
        self.body.set(state, parser.parse_region(arguments))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        body = self.body.get(op)
        printer.print_string("(")
        printer.print_list(body.block.args, printer.print_block_argument)
        printer.print_string(") ")
        printer.print_region(body, print_entry_block_args=False)
        state.should_emit_space, state.last_was_punctuation = True, False


@irdl_custom_directive
class OperandTypeList(CustomDirective):
    """`(T, U)` (IREE `Util/IR/UtilOps.cpp` parseOperandTypeList/printOperandTypeList)."""

    types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.types.set(state, parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_string("(")
        printer.print_list(self.types.get(op), printer.print_attribute)
        printer.print_string(")")


@irdl_custom_directive
class TiedFunctionResultList(CustomDirective):
    """`T` or `(T, U)` (IREE `Util/IR/UtilOps.cpp` parseTiedFunctionResultList): result types, none of them
    tied (`%arg as T` is not supported, a parse error), so `tied_operands` is all -1."""

    arguments: VariadicOperandVariable
    argument_types: TypeDirective
    result_types: TypeDirective
    tied_operands: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_punctuation("(") is None:
            types = [parser.parse_type()]
        elif parser.parse_optional_punctuation(")") is not None:
            types = []
        else:
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
        self.result_types.set(state, types)
        for tied in tied_operands_property([UNTIED] * len(types)).values():
            self.tied_operands.set(state, tied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        _print_one_or_list(printer, self.result_types.get(op), "(", ")")


# (end of the util and flow directives)


# Directives first needed by hal ops.
# (end of the hal directives)


# Directives first needed by stream ops.
# (end of the stream directives)


# Directives first needed by iree_tensor_ext, iree_linalg_ext, linalg and iree_encoding ops.
# (end of the iree_tensor_ext, iree_linalg_ext, linalg and iree_encoding directives)
