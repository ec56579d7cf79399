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

from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i32,
    i64,
)
from xdsl.dialects.utils import DynamicIndexList
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    OperandDirective,
    OperandVariable,
    OptionalUnitAttrVariable,
    ParsingState,
    PrintingState,
    RegionVariable,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, SingleBlockImplicitTerminator

from xdsl_encoding.dialects.iree_syntax import (
    UNTIED,
    dynamic_rank,
    parse_keyword_or_string,
    parse_optional_dims,
    parse_result_list,
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
    CHECKS_TIED_NAME: ClassVar[bool] = True
    """Whether `%x as T` must name `TIED_OPERAND` (`stream` ops, as IREE, accept any name)."""


def _operand_name(state: ParsingState, op_type: type[IRDLOperation], field: str) -> UnresolvedOperand | None:
    names = [name for name, _ in op_type.get_irdl_definition().operands]
    parsed = state.operands[names.index(field)]
    return parsed[0] if parsed else None


@irdl_custom_directive
class ShapedTiedResult(CustomDirective):
    """`%target as T{%d}` or `T{%d}` (IREE `Util/IR/UtilOps.cpp` parseShapedTiedResult/printShapedTiedResult).

    The op is a `TiedResultOp`; a named operand must be its tied operand (IREE does not check the name, nor
    do ops with `CHECKS_TIED_NAME = False`).
    `dims` is the shape's dims or, as in IREE's one-`Value` overload (`stream` resources), the single size."""

    type_: TypeDirective
    dims: OperandDirective  # VariadicOperandVariable (dims) or OperandVariable (a size)

    def parse(self, parser: Parser, state: ParsingState) -> None:
        tied = parser.parse_optional_unresolved_operand()
        if tied is not None:
            op_type = state.op_type
            assert issubclass(op_type, TiedResultOp)
            target = _operand_name(state, op_type, op_type.TIED_OPERAND) if op_type.CHECKS_TIED_NAME else None
            if target is not None and (tied.operand_name, tied.index) != (target.operand_name, target.index):
                parser.raise_error(
                    f"'{op_type.name}' result is tied to its target {target.span.text}, not {tied.span.text}"
                )
            parser.parse_keyword("as")
        self.type_.set(state, (parser.parse_type(),))
        if isinstance(self.dims, OperandVariable):
            parser.parse_punctuation("{")
            self.dims.set(state, parser.parse_unresolved_operand())
            parser.parse_punctuation("}")
        else:
            assert isinstance(self.dims, VariadicOperandVariable)
            self.dims.set(state, parse_optional_dims(parser))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        assert isinstance(op, TiedResultOp)
        printer.print_operand(getattr(op, op.TIED_OPERAND))
        printer.print_string(" as ")
        printer.print_attribute(self.type_.get(op)[0])
        assert isinstance(self.dims, OperandVariable | VariadicOperandVariable)
        dims = self.dims.get(op)
        print_dims(printer, [dims] if isinstance(dims, SSAValue) else dims)


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
                parser.raise_error(f"{state.op_type.name}: expected an entry point symbol, got {attribute}", at)
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


@irdl_custom_directive
class TypeAlias(CustomDirective):
    """`T` or `E as T` (IREE `HAL/IR/HALOps.cpp` parseTypeAlias/printTypeAlias): an encoding type, then the
    storage type, written once when they are the same."""

    encoding: AttributeVariable
    type_: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        encoding = parser.parse_type()
        self.encoding.set(state, encoding)
        self.type_.set(state, (parser.parse_type() if parser.parse_optional_keyword("as") else encoding,))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        encoding, (storage,) = self.encoding.get(op), self.type_.get(op)
        assert encoding is not None
        printer.print_attribute(encoding)
        if encoding != storage:
            printer.print_string(" as ")
            printer.print_attribute(storage)


@irdl_custom_directive
class _BitEnum(CustomDirective):
    """An IREE bit enum attribute (`HAL/IR/HALAttrs.td`) held as the integer of its bits, as iree-opt's generic
    form shows it (`flags = 0 : i64`), written by name (`"ReadOnly|Indirect"`). IREE's attribute prints itself;
    here the property is a builtin integer, so the name table lives in a directive, named after IREE's attribute
    (a subclass gives `CASES` and `WIDTH` and inherits the parameter)."""

    CASES: ClassVar[dict[str, int]]
    WIDTH: ClassVar[IntegerType]
    flags: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        at = parser.pos
        bits = 0
        for case in (part.strip() for part in parse_keyword_or_string(parser).split("|")):
            if case not in self.CASES:
                parser.raise_error(
                    f"unknown {self.flags.name.replace('_', ' ')} {case!r} (known: {', '.join(self.CASES)})", at
                )
            bits |= self.CASES[case]
        self.flags.set(state, IntegerAttr(bits, self.WIDTH))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        flags = self.flags.get(op)
        assert isinstance(flags, IntegerAttr)
        value: int = flags.value.data
        cases = [case for case, bit in self.CASES.items() if bit and value & bit == bit]
        covered = sum(self.CASES[case] for case in cases)
        state.print_whitespace(printer)
        printer.print_string_literal(str(value) if covered != value else "|".join(cases) or "None")

    def is_present(self, op: IRDLOperation) -> bool:
        return self.flags.is_present(op)

    def is_anchorable(self) -> bool:
        return True


class FenceFlagBitfield(_BitEnum):
    """IREE's `HAL_FenceFlagBitfieldAttr`."""

    CASES: ClassVar[dict[str, int]] = {"None": 0, "Reserved": 1}
    WIDTH: ClassVar[IntegerType] = i64


class WaitFlagBitfield(_BitEnum):
    """IREE's `HAL_WaitFlagBitfieldAttr`."""

    CASES: ClassVar[dict[str, int]] = {"None": 0, "Reserved": 1}
    WIDTH: ClassVar[IntegerType] = i64


class DescriptorFlags(_BitEnum):
    """IREE's `HAL_DescriptorFlagsAttr`."""

    CASES: ClassVar[dict[str, int]] = {"None": 0, "ReadOnly": 1, "Indirect": 2}
    WIDTH: ClassVar[IntegerType] = i32


def add_implicit_terminators(op_type: type[IRDLOperation], region: Region) -> None:
    """What MLIR's format does for a `SingleBlockImplicitTerminator` op's region (xDSL's does not), as
    `ensure_terminator` does; the trait's verifier reports a wrong terminator."""
    trait = op_type.get_trait(SingleBlockImplicitTerminator)
    assert trait is not None, f"{op_type.name} has an implicit terminator"
    for block in region.blocks:
        last = block.last_op
        if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
            block.add_op(trait.op_type.create())


@irdl_custom_directive
class ImplicitTerminatorBody(CustomDirective):
    """`{ ... }`, the `$body` of an op with `SingleBlockImplicitTerminator`: MLIR's generated parser adds the
    terminator and its printer leaves it out; xDSL's region variable does neither, so the op names this directive."""

    body: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        body = parser.parse_region()
        if not body.blocks:
            name = state.properties.get("sym_name")
            parser.raise_error(
                f"'{state.op_type.name}' @{name.data if isinstance(name, StringAttr) else name} must have a body"
            )
        add_implicit_terminators(state.op_type, body)
        self.body.set(state, body)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_region(self.body.get(op), print_entry_block_args=False, print_block_terminators=False)


# (end of the hal directives)


# Directives first needed by stream ops.


def _parse_sized(parser: Parser) -> tuple[Attribute, UnresolvedOperand]:
    """`!stream.resource<*>{%size}`: a resource type and its size (IREE's `SizeAwareType` inline)."""
    type_ = parser.parse_type()
    parser.parse_punctuation("{")
    size = parser.parse_unresolved_operand()
    parser.parse_punctuation("}")
    return type_, size


def _print_sized(printer: Printer, type_: Attribute, size: SSAValue) -> None:
    printer.print_attribute(type_)
    printer.print_string("{")
    printer.print_operand(size)
    printer.print_string("}")


@irdl_custom_directive
class ShapedTypeList(CustomDirective):
    """`R{%a}, S{%b}` (IREE `Util/IR/UtilOps.cpp` parseShapedTypeList): one type and size per value.

    IREE's two-list overload sets both `types` and `other_types` (`stream.timepoint.await`: operands and
    results); an op with one list passes it again as `ref(type(...))`."""

    types: TypeDirective
    other_types: TypeDirective
    sizes: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        at = parser.pos
        sized = parser.parse_comma_separated_list(parser.Delimiter.NONE, lambda: _parse_sized(parser))
        types = [t for t, _ in sized]
        values = self.types.inner
        if isinstance(values, VariadicOperandVariable) and len(state.operands[values.index] or ()) != len(types):
            count = len(state.operands[values.index] or ())
            parser.raise_error(f"{state.op_type.name}: {count} resource(s) but {len(types)} type(s)", at, parser.pos)
        self.types.set(state, types)
        self.other_types.set(state, types)
        self.sizes.set(state, [s for _, s in sized])

    def set_empty(self, state: ParsingState) -> None:
        self.types.set_empty(state)
        self.other_types.set_empty(state)
        self.sizes.set_empty(state)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_list(zip(self.types.get(op), self.sizes.get(op)), lambda p: _print_sized(printer, *p))


@irdl_custom_directive
class ExplicitResourceRegion(CustomDirective):
    """`(%r as %arg0: !stream.resource<external>{%n}, ...) { ... }` (IREE `Stream/IR/StreamOps.cpp`
    parseExplicitResourceRegion): captured resources, their sizes and the region that names them."""

    operands: VariadicOperandVariable
    types: TypeDirective
    sizes: VariadicOperandVariable
    body: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        operands: list[UnresolvedOperand] = []
        sizes: list[UnresolvedOperand] = []
        arguments: list[Parser.Argument] = []

        def capture() -> None:
            operands.append(parser.parse_unresolved_operand())
            parser.parse_keyword("as")
            argument = parser.parse_argument(expect_type=False)
            parser.parse_punctuation(":")
            type_, size = _parse_sized(parser)
            arguments.append(Parser.Argument(argument.name, type_))
            sizes.append(size)

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, capture)
        body = parser.parse_region(arguments)
        add_implicit_terminators(state.op_type, body)
        self.operands.set(state, operands)
        self.types.set(state, [a.type for a in arguments])
        self.sizes.set(state, sizes)
        self.body.set(state, body)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        body = self.body.get(op)
        printer.print_string("(")
        rows = zip(self.operands.get(op), body.block.args, self.sizes.get(op))
        for i, (operand, argument, size) in enumerate(rows):
            if i:
                printer.print_string(", ")
            printer.print_operand(operand)
            printer.print_string(" as ")
            printer.print_operand(argument)
            printer.print_string(": ")
            _print_sized(printer, argument.type, size)
        printer.print_string(") ")
        printer.print_region(body, print_entry_block_args=False, print_block_terminators=False)


@irdl_custom_directive
class DispatchResources(CustomDirective):
    """`ro %r[%offset for %length] : !stream.resource<external>{%size}, ...`, one per line (IREE
    `Stream/IR/StreamOps.cpp` parseDispatchResources); the access is `Stream_ResourceAccessBitfield`."""

    resources: VariadicOperandVariable
    types: TypeDirective
    sizes: VariadicOperandVariable
    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable
    accesses: AttributeVariable

    ACCESSES: ClassVar[dict[str, int]] = {"ro": 1, "wo": 2, "rw": 3}
    """read = 1, write = 2 (IREE's generic print: `resource_accesses = [1 : i32]`)."""

    @classmethod
    def access_names(cls, accesses: ArrayAttr[IntegerAttr]) -> list[str]:
        names = {bits: name for name, bits in cls.ACCESSES.items()}
        return [names.get(int(a.value.data), "rw") for a in accesses.data]

    def parse(self, parser: Parser, state: ParsingState) -> None:
        rows: list[tuple[str, UnresolvedOperand, UnresolvedOperand, UnresolvedOperand, Attribute, UnresolvedOperand]]
        rows = []

        def optional_row() -> bool | None:
            at = parser.pos
            access = parser.parse_optional_identifier()
            if access is None:
                return None
            if access not in self.ACCESSES:
                parser.raise_error(f"{state.op_type.name}: expected ro, wo or rw, got {access}", at)
            value = parser.parse_unresolved_operand()
            parser.parse_punctuation("[")
            offset = parser.parse_unresolved_operand()
            parser.parse_keyword("for")
            length = parser.parse_unresolved_operand()
            parser.parse_punctuation("]")
            parser.parse_punctuation(":")
            rows.append((access, value, offset, length, *_parse_sized(parser)))
            return True

        def row() -> bool:
            if optional_row() is None:
                parser.raise_error("expected ro, wo or rw")
            return True

        parser.parse_optional_undelimited_comma_separated_list(optional_row, row)
        self.accesses.set(state, ArrayAttr(IntegerAttr(self.ACCESSES[r[0]], i32) for r in rows))
        self.resources.set(state, [r[1] for r in rows])
        self.offsets.set(state, [r[2] for r in rows])
        self.lengths.set(state, [r[3] for r in rows])
        self.types.set(state, [r[4] for r in rows])
        self.sizes.set(state, [r[5] for r in rows])

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        accesses = self.access_names(cast(ArrayAttr[IntegerAttr], self.accesses.get(op)))
        rows = zip(accesses, self.resources.get(op), self.offsets.get(op), self.lengths.get(op), self.sizes.get(op))
        with printer.indented():
            for i, (access, value, offset, length, size) in enumerate(rows):
                printer.print_string("," if i else "")
                printer.print_string("\n")
                printer.print_string(f"{access} ", indent=0)
                printer.print_operand(value)
                printer.print_string("[")
                printer.print_operand(offset)
                printer.print_string(" for ")
                printer.print_operand(length)
                printer.print_string("] : ")
                _print_sized(printer, value.type, size)


def _take(values: list[SSAValue], type_: Attribute) -> list[SSAValue]:
    """The sizes of `type_`'s `?` dims, taken off the front of `values`."""
    return [values.pop(0) for _ in range(dynamic_rank(type_))]


class EncodedDispatchOp(IRDLOperation):
    """An op printed with `custom<EncodedShapedFunctionType>`: it names its dialect's resource type and the
    encoding a non-resource operand stores (`!util.unused`), so this module needs neither dialect."""

    RESOURCE_TYPE: ClassVar[type[Attribute]]
    NO_ENCODING: ClassVar[Attribute]


@irdl_custom_directive
class EncodedShapedFunctionType(CustomDirective):
    """`(E{%d} in R{%s}, index) -> F{%e} in R{%t}` or `-> (..., F in %operand{%t})` (IREE `Stream/IR/StreamOps.cpp`
    parseEncodedShapedFunctionType): a resource operand is `encoding{dims} in type{size}`, any other operand
    its type (whose encoding slot is `!util.unused`, as IREE stores it); a result may reuse an operand."""

    operands: VariadicOperandVariable
    operand_types: TypeDirective
    operand_sizes: VariadicOperandVariable
    operand_encodings: AttributeVariable
    operand_encoding_dims: VariadicOperandVariable
    result_types: TypeDirective
    result_sizes: VariadicOperandVariable
    result_encodings: AttributeVariable
    result_encoding_dims: VariadicOperandVariable
    tied_operands: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        op_type = state.op_type
        assert issubclass(op_type, EncodedDispatchOp)
        names = [o.operand_name for o in state.operands[self.operands.index] or ()]
        operand_types: list[Attribute] = []
        operand_sizes: list[UnresolvedOperand] = []
        operand_encodings: list[Attribute] = []
        operand_encoding_dims: list[UnresolvedOperand] = []
        result_types: list[Attribute] = []
        result_sizes: list[UnresolvedOperand] = []
        result_encodings: list[Attribute] = []
        result_encoding_dims: list[UnresolvedOperand] = []
        tied: list[int] = []

        def operand() -> None:
            type_ = parser.parse_type()
            dims = parse_optional_dims(parser)
            if parser.parse_optional_keyword("in") is None:
                operand_types.append(type_)
                operand_encodings.append(op_type.NO_ENCODING)
                return
            resource, size = _parse_sized(parser)
            operand_types.append(resource)
            operand_sizes.append(size)
            operand_encodings.append(type_)
            operand_encoding_dims.extend(dims)

        def result() -> None:
            result_encodings.append(parser.parse_type())
            result_encoding_dims.extend(parse_optional_dims(parser))
            parser.parse_keyword("in")
            target = parser.parse_optional_unresolved_operand()
            if target is None:
                type_, size = _parse_sized(parser)
                tied.append(UNTIED)
                result_types.append(type_)
                result_sizes.append(size)
                return
            if target.operand_name not in names:
                parser.raise_error(f"tied operand not found for result reference {target.operand_name}")
            index = names.index(target.operand_name)
            tied.append(index)
            result_types.append(parser.parse_type() if parser.parse_optional_keyword("as") else operand_types[index])
            parser.parse_punctuation("{")
            result_sizes.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("}")

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, operand)
        parser.parse_punctuation("->")
        parse_result_list(parser, result)
        if len(operand_types) != len(names):
            parser.raise_error(f"{len(names)} operand(s) but {len(operand_types)} type(s)")
        self.operand_types.set(state, operand_types)
        self.operand_sizes.set(state, operand_sizes)
        self.operand_encodings.set(state, ArrayAttr(operand_encodings))
        self.operand_encoding_dims.set(state, operand_encoding_dims)
        self.result_types.set(state, result_types)
        self.result_sizes.set(state, result_sizes)
        self.result_encodings.set(state, ArrayAttr(result_encodings))
        self.result_encoding_dims.set(state, result_encoding_dims)
        for attribute in tied_operands_property(tied).values():
            self.tied_operands.set(state, attribute)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        assert isinstance(op, EncodedDispatchOp)
        operands, results = self.operands.get(op), self.result_types.get(op)
        operand_encodings = cast(ArrayAttr[Attribute], self.operand_encodings.get(op))
        result_encodings = cast(ArrayAttr[Attribute], self.result_encodings.get(op))
        tied_attr = cast(ArrayAttr[IntegerAttr] | None, self.tied_operands.get(op))
        state.print_whitespace(printer)
        printer.print_string("(")
        dims, sizes = list(self.operand_encoding_dims.get(op)), iter(self.operand_sizes.get(op))
        for i, (operand, encoding) in enumerate(zip(operands, operand_encodings.data)):
            if i:
                printer.print_string(", ")
            if isinstance(operand.type, op.RESOURCE_TYPE):
                printer.print_attribute(encoding)
                print_dims(printer, _take(dims, encoding))
                printer.print_string(" in ")
                _print_sized(printer, operand.type, next(sizes))
            else:
                printer.print_attribute(operand.type)
        printer.print_string(") -> ")
        several = len(results) != 1
        printer.print_string("(" if several else "")
        dims = list(self.result_encoding_dims.get(op))
        rows = zip(results, result_encodings.data, self.result_sizes.get(op), tied_indices(tied_attr, len(results)))
        for i, (type_, encoding, size, index) in enumerate(rows):
            if i:
                printer.print_string(", ")
            printer.print_attribute(encoding)
            print_dims(printer, _take(dims, encoding))
            printer.print_string(" in ")
            if index == UNTIED:
                _print_sized(printer, type_, size)
                continue
            printer.print_operand(operands[index])
            if operands[index].type != type_:
                printer.print_string(" as ")
                printer.print_attribute(type_)
            printer.print_string("{")
            printer.print_operand(size)
            printer.print_string("}")
        printer.print_string(")" if several else "")


# (end of the stream directives)


# Directives first needed by iree_tensor_ext, iree_linalg_ext, linalg and iree_encoding ops.


class PropertyStruct(CustomDirective):
    """`<name = value, ..., flag>`: an op's properties the way IREE 3.13 writes them after the op name (what its
    `attr-dict` prints for `iree_linalg_ext.attention` and `quantize_affine`; IREE's `.td` has no `custom<...>`).

    Each field is one property (`$name`), printed in field order when present; a unit property is its bare name.
    With `IN_ATTR_DICT`, a `{name = value, ...}` attribute dictionary in its place (IREE 3.7.1) is read too."""

    IN_ATTR_DICT: ClassVar[bool] = False

    def _variables(self) -> dict[str, AttributeVariable]:
        variables = (getattr(self, field) for field in self.parameters)
        return {v.name: v for v in variables if isinstance(v, AttributeVariable)}

    def parse(self, parser: Parser, state: ParsingState) -> None:
        variables = self._variables()
        if self.IN_ATTR_DICT and parser.parse_optional_punctuation("<") is None:
            attributes = parser.parse_optional_attr_dict()
            for name, variable in variables.items():
                if name in attributes:
                    variable.set(state, attributes.pop(name))
            state.attributes |= attributes
            return
        if not self.IN_ATTR_DICT:
            parser.parse_punctuation("<")

        def entry() -> None:
            at = parser.pos
            name = parser.parse_identifier()
            if name not in variables:
                parser.raise_error(f"property '{name}' is not defined by '{state.op_type.name}'", at)
            variable = variables[name]
            if isinstance(variable, OptionalUnitAttrVariable):
                variable.set(state, UnitAttr())
                return
            parser.parse_punctuation("=")
            value = variable.parse_attr(parser)
            assert value is not None
            variable.set(state, value)

        parser.parse_comma_separated_list(parser.Delimiter.NONE, entry)
        parser.parse_punctuation(">")

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        present = [(v, value) for v in self._variables().values() if (value := v.get(op)) is not None]
        with printer.in_angle_brackets():
            for i, (variable, value) in enumerate(present):
                printer.print_string(f"{', ' if i else ''}{variable.name}")
                if not isinstance(variable, OptionalUnitAttrVariable):
                    printer.print_string(" = ")
                    variable.print_attr(printer, value)


@irdl_custom_directive
class AttentionProperties(PropertyStruct):
    """`<indexing_maps = [...], decomposition_config = {...}>`, or (IREE 3.7.1) both in the attribute dictionary."""

    IN_ATTR_DICT: ClassVar[bool] = True
    indexing_maps: AttributeVariable
    decomposition_config: AttributeVariable


@irdl_custom_directive
class QuantizationProperties(PropertyStruct):
    """`<indexing_maps = [...], quant_min = -128, quant_max = 127[, storage_unsigned]>` (`input_unsigned`)."""

    indexing_maps: AttributeVariable
    quant_min: AttributeVariable
    quant_max: AttributeVariable
    unsigned: AttributeVariable


# (end of the iree_tensor_ext, iree_linalg_ext, linalg and iree_encoding directives)
