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

from xdsl.dialects.builtin import UnitAttr
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
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from xdsl_encoding.dialects.iree_syntax import dynamic_rank, parse_optional_dims, print_dims

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
