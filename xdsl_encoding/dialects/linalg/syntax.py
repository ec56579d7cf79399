"""Pieces of MLIR's structured-op syntax shared by our linalg ops: `ins(%a : A)`, `outs(...)`, `-> T`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute, SSAValue
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer


def parse_operand_group(parser: Parser, keyword: str) -> Sequence[SSAValue]:
    """`keyword(%a, %b : A, B)`, or nothing (an empty group)."""
    pos = parser.pos
    if not parser.parse_optional_characters(keyword):
        return ()
    parser.parse_punctuation("(")
    unresolved: list[UnresolvedOperand] = parser.parse_comma_separated_list(
        Parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    if len(types) != len(unresolved):
        parser.raise_error(f"expected {len(unresolved)} types in {keyword}(...), found {len(types)}", pos, parser.pos)
    return parser.resolve_operands(unresolved, types, pos)


def parse_optional_result_types(parser: Parser) -> Sequence[Attribute]:
    """`-> T` or `-> (T1, T2)`, or nothing."""
    if not parser.parse_optional_punctuation("->"):
        return ()
    types = parser.parse_optional_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_type)
    return [parser.parse_type()] if types is None else types


def print_operand_group(printer: Printer, keyword: str, values: Sequence[SSAValue]) -> None:
    """` keyword(%a, %b : A, B)`."""
    printer.print_string(f" {keyword}(")
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    printer.print_list([v.type for v in values], printer.print_attribute)
    printer.print_string(")")


def print_result_types(printer: Printer, types: Sequence[Attribute]) -> None:
    """` -> T` or ` -> (T1, T2)`, nothing without results."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1:
        printer.print_attribute(types[0])
        return
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")
