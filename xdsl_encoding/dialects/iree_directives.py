"""IREE's `custom<...>` assembly directives as xDSL `CustomDirective`s, one per IREE directive and named after it.

Host-dialect ops declare `assembly_format` with these, the way IREE's `.td` files do (b48a595). IREE writes a
single shaped value's sizes inline, `type($x) (`{` $x_dims^ `}`)?`; xDSL's format prints that group as
`T{%a}` byte for byte, so no directive is needed for it (IREE has no `ShapedTypeDimensions` either).

A directive's parameters are format directives: `type($x)` arrives as a `TypeDirective` (`set`/`get` types),
`$dims` as a `VariadicOperandVariable` (`set` unresolved operands, `get` values).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import IntegerAttr, IntegerType, StringAttr, UnitAttr, i32, i64
from xdsl.dialects.utils import DynamicIndexList
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
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

from xdsl_encoding.dialects.iree_syntax import dynamic_rank, parse_keyword_or_string, parse_optional_dims, print_dims

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
# (end of the util and flow directives)


# Directives first needed by hal ops.


@irdl_custom_directive
class SymbolVisibility(CustomDirective):
    """`public`, `private`, `nested` or nothing (IREE `Util/IR/UtilOps.cpp` parseSymbolVisibility)."""

    visibility: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        for keyword in ("public", "private", "nested"):
            if parser.parse_optional_keyword(keyword) is not None:
                self.visibility.set(state, StringAttr(keyword))
                return

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        visibility = self.visibility.get(op)
        if isinstance(visibility, StringAttr):
            state.print_whitespace(printer)
            printer.print_string(visibility.data)


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


@irdl_custom_directive
class ImplicitTerminatorBody(CustomDirective):
    """`{ ... }`, the `$body` of an op with `SingleBlockImplicitTerminator`: MLIR's generated parser adds the
    terminator and its printer leaves it out; xDSL's region variable does neither, so the op names this directive."""

    body: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        body = parser.parse_region()
        if not body.blocks:
            parser.raise_error(f"'{state.op_type.name}' @{state.properties.get('sym_name')} must have a body")
        trait = state.op_type.get_trait(SingleBlockImplicitTerminator)
        assert trait is not None
        for block in body.blocks:  # as `ensure_terminator`; the trait's verifier reports a wrong terminator
            last = block.last_op
            if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
                block.add_op(trait.op_type.create())
        self.body.set(state, body)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_region(self.body.get(op), print_entry_block_args=False, print_block_terminators=False)


# (end of the hal directives)


# Directives first needed by stream ops.
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
