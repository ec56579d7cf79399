"""`util` globals and the small value ops: `global`, `global.load/store`, `null`, barriers, constants."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, cast

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr, NoneType, SymbolRefAttr, UnitAttr
from xdsl.ir import Attribute, Operation, TypeAttribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    RangeOf,
    RangeVarConstraint,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure, SymbolTable
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import parse_visibility
from xdsl_encoding.dialects.iree_syntax import parse_attributes_with_keyword
from xdsl_encoding.dialects.util.functions import OPERAND_LIST, FuncOp, InitializerOp, SymbolOp, lookup_symbol
from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr, VerbatimAttr

_TYPED_INITIAL_VALUES = (DenseIntOrFPElementsAttr, IntegerAttr, FloatAttr)


def _type_of_value(value: Attribute) -> Attribute | None:
    if isinstance(value, _TYPED_INITIAL_VALUES):
        return value.get_type()
    if isinstance(value, TypedVerbatimAttr):
        return value.value_type  # `none` when no type was written: IREE refuses that value for a typed global
    return None


def parse_inherent_properties(parser: Parser, op_name: str, known: Sequence[str]) -> dict[str, Attribute]:
    """`<inlining_policy = #util.inline.never>`: how IREE 3.13's `attr-dict` writes an op's optional
    properties (3.7.1 put them in the attribute dictionary, which 3.13 rejects), or nothing."""
    if parser.parse_optional_punctuation("<") is None:
        return {}

    def parse_entry() -> tuple[str, Attribute]:
        name = parser.parse_identifier()
        parser.parse_punctuation("=")
        return name, parser.parse_attribute()

    entries = dict(parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry))
    parser.parse_punctuation(">")
    if unknown := sorted(set(entries) - set(known)):
        parser.raise_error(f"{op_name}: unknown inherent attribute(s) {', '.join(unknown)}")
    return entries


def parse_inherent_attributes(
    parser: Parser, op_name: str, known: Sequence[str], properties: dict[str, Attribute], keyword: bool = False
) -> dict[str, Attribute]:
    """An op's `known` optional properties in either IREE's spelling, added to `properties`: 3.13's `<...>`
    (`parse_inherent_properties`), then the attribute dictionary (`attributes {...}` when `keyword`), where
    3.7.1 put them; returns that dictionary without them."""
    properties.update(parse_inherent_properties(parser, op_name, known))
    attributes = parse_attributes_with_keyword(parser) if keyword else parser.parse_optional_attr_dict()
    for name in known:
        if name in attributes:  # IREE 3.7.1's spelling
            properties[name] = attributes.pop(name)
    return attributes


def print_inherent_properties(
    printer: Printer, properties: Sequence[tuple[str, Attribute | None]], typed: bool = False
) -> None:
    """The inverse of `parse_inherent_properties` for the properties that are set: an integer without its type
    (util's i64 properties), or with it when `typed` (hal's index-typed ones, `subgroup_size = 32 : index`)."""
    present = [(key, value) for key, value in properties if value is not None]
    if not present:
        return
    printer.print_string(" <")
    for i, (key, value) in enumerate(present):
        printer.print_string(f"{', ' if i else ''}{key} = ")
        if isinstance(value, IntegerAttr) and not typed:
            printer.print_string(str(cast(IntegerAttr[Any], value).value.data))
        else:
            printer.print_attribute(cast(Attribute, value))
    printer.print_string(">")


@irdl_op_definition
class GlobalOp(SymbolOp):
    """`util.global private [mutable] @g [= value] : type` (or `@g = dense<...> : T`)."""

    name = "util.global"
    type = prop_def(TypeAttribute)
    is_mutable = opt_prop_def(UnitAttr)
    initial_value = opt_prop_def(Attribute)
    inlining_policy = opt_prop_def(Attribute)

    # Hand-written: `inlining_policy` is read from IREE 3.13's `<...>` and from 3.7.1's attribute dictionary.
    @classmethod
    def parse(cls, parser: Parser) -> GlobalOp:
        properties: dict[str, Attribute] = {}
        if (visibility := parse_visibility(parser)) is not None:
            properties["sym_visibility"] = visibility
        if parser.parse_optional_keyword("mutable") is not None:
            properties["is_mutable"] = UnitAttr()
        properties["sym_name"] = parser.parse_symbol_name()
        attributes = parse_inherent_attributes(parser, cls.name, ("inlining_policy",), properties)
        at = parser.pos
        type_: Attribute | None = None
        if parser.parse_optional_punctuation("=") is not None:
            value = parser.parse_attribute()
            properties["initial_value"] = value
            type_ = _type_of_value(value)
            if type_ is None or isinstance(type_, NoneType):
                parser.parse_punctuation(":", f"util.global: the type of {value} must follow it (`: type`)")
                type_ = parser.parse_type()
        else:
            parser.parse_punctuation(":")
            type_ = parser.parse_type()
            if parser.parse_optional_punctuation("=") is not None:
                properties["initial_value"] = parser.parse_attribute()
        if not isinstance(type_, TypeAttribute):
            parser.raise_error(f"util.global: expected a type, got {type_}", at)
        properties["type"] = type_
        return cls.build(properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        if self.is_mutable is not None:
            printer.print_string(" mutable")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        print_inherent_properties(printer, [("inlining_policy", self.inlining_policy)])
        printer.print_op_attributes(self.attributes)
        value = self.initial_value
        if value is None:
            printer.print_string(" : ")
            printer.print_attribute(self.type)
        elif _type_of_value(value) == self.type:
            printer.print_string(" = ")
            printer.print_attribute(value)
        elif isinstance(value, VerbatimAttr):
            printer.print_string(" = ")
            printer.print_attribute(value)
            printer.print_string(" : ")
            printer.print_attribute(self.type)
        else:
            printer.print_string(" : ")
            printer.print_attribute(self.type)
            printer.print_string(" = ")
            printer.print_attribute(value)

    def verify_(self) -> None:
        super().verify_()
        if self.initial_value is not None:
            value_type = _type_of_value(self.initial_value)
            if value_type is not None and value_type != self.type:
                raise VerifyException(
                    f"'{self.name}' @{self.sym_name.data}: initial value of type {value_type} for a global of type {self.type}"
                )


def _ancestors(op: Operation) -> list[Operation]:
    found: list[Operation] = []
    parent = op.parent_op()
    while parent is not None:
        found.append(parent)
        parent = parent.parent_op()
    return found


def _global_of(op: Operation, symbol: SymbolRefAttr, type_: Attribute) -> GlobalOp | None:
    found = lookup_symbol(op, symbol)
    if found is None:
        if any(a.get_trait(SymbolTable) is not None for a in _ancestors(op)):
            raise VerifyException(f"'{op.name}' undefined global: {symbol}")  # iree-opt's message
        return None
    if not isinstance(found, GlobalOp):
        raise VerifyException(f"'{op.name}' {symbol} is a {found.name}, not a util.global")
    if found.type != type_:
        raise VerifyException(f"'{op.name}' {symbol} has type {found.type}, used as {type_}")
    return found


@irdl_op_definition
class GlobalLoadOp(IRDLOperation):
    """`%v = util.global.load [immutable] @g : T`."""

    name = "util.global.load"
    global_ = prop_def(SymbolRefAttr, prop_name="global")
    is_immutable = opt_prop_def(UnitAttr)
    result = result_def()
    assembly_format = "(`immutable` $is_immutable^)? $global attr-dict `:` type($result)"

    def verify_(self) -> None:
        found = _global_of(self, self.global_, self.result.type)
        if found is not None and self.is_immutable is not None and found.is_mutable is not None:
            raise VerifyException(f"'{self.name}' marks a load of the mutable global {self.global_} immutable")


@irdl_op_definition
class GlobalStoreOp(IRDLOperation):
    """`util.global.store %v, @g : T`: only mutable globals, or any global inside an initializer."""

    name = "util.global.store"
    value = operand_def()
    global_ = prop_def(SymbolRefAttr, prop_name="global")
    assembly_format = "$value `,` $global attr-dict `:` type($value)"

    def verify_(self) -> None:
        found = _global_of(self, self.global_, self.value.type)
        if found is None or found.is_mutable is not None:
            return
        parent = self.parent_op()
        while parent is not None and not isinstance(parent, InitializerOp | FuncOp):
            parent = parent.parent_op()
        if not isinstance(parent, InitializerOp):
            raise VerifyException(
                f"'{self.name}' stores to the immutable global {self.global_} outside a util.initializer"
            )


@irdl_op_definition
class NullOp(IRDLOperation):
    """`%f = util.null : !hal.fence`: a null reference."""

    name = "util.null"
    result = result_def()
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($result)"


@irdl_op_definition
class OptimizationBarrierOp(IRDLOperation):
    """`%r = util.optimization_barrier %v : T`: the values, unchanged."""

    name = "util.optimization_barrier"
    T: ClassVar = RangeVarConstraint("T", RangeOf(AnyAttr()))
    operands_ = var_operand_def(T)
    results_ = var_result_def(T)

    assembly_format = f"attr-dict {OPERAND_LIST}"


@irdl_op_definition
class UnfoldableConstantOp(IRDLOperation):
    """`%c = util.unfoldable_constant dense<...> : T`: a constant no pass may fold."""

    name = "util.unfoldable_constant"
    value = prop_def(Attribute)
    result = result_def()

    # Hand-written: the result type is the value's own (a typed attribute's), which xDSL's format cannot infer.
    @classmethod
    def parse(cls, parser: Parser) -> UnfoldableConstantOp:
        attributes = parser.parse_optional_attr_dict()
        value = parser.parse_attribute()
        type_ = _type_of_value(value)
        if isinstance(value, SymbolRefAttr):
            parser.parse_punctuation(":")
            type_ = parser.parse_type()
        if type_ is None:
            parser.raise_error(f"util.unfoldable_constant: {value} is not a typed constant")
        return cls.build(result_types=[type_], properties={"value": value}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)
        if isinstance(self.value, SymbolRefAttr):
            printer.print_string(" : ")
            printer.print_attribute(self.result.type)
