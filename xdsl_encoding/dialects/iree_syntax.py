"""Pieces of syntax shared by IREE's host dialects (`util`, `hal`, `flow`, `iree_tensor_ext`).

IREE writes the dynamic sizes of a shaped value next to its type (`tensor<?x16xf32>{%d}`),
and every op that does so must be given exactly one index per `?` of that type.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, IndexType, IntegerAttr, ShapedType
from xdsl.ir import Attribute, SSAValue
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


def parse_optional_dims(parser: Parser) -> list[UnresolvedOperand]:
    """`{%a, %b}` after a type, or nothing."""
    if parser.parse_optional_punctuation("{") is None:
        return []
    if parser.parse_optional_punctuation("}") is not None:
        return []
    dims = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
    parser.parse_punctuation("}")
    return dims


def parse_shaped(parser: Parser) -> tuple[Attribute, list[UnresolvedOperand]]:
    """`type{%d, ...}`: a type and the values of its `?` dims (IREE's shaped types)."""
    type_ = parser.parse_type()
    return type_, parse_optional_dims(parser)


def print_dims(printer: Printer, dims: Sequence[SSAValue]) -> None:
    if dims:
        printer.print_string("{")
        printer.print_list(dims, printer.print_operand)
        printer.print_string("}")


def dynamic_rank(type_: Attribute) -> int:
    """The number of `?` dims of a shaped type (0 for anything else)."""
    if isinstance(type_, ShapedType):
        return sum(1 for size in type_.get_shape() if size == DYNAMIC_INDEX)
    return 0


def verify_dims(op_name: str, type_: Attribute, dims: Sequence[SSAValue], what: str) -> None:
    expected = dynamic_rank(type_)
    if len(dims) != expected:
        raise VerifyException(
            f"'{op_name}' {what} {type_} has {expected} dynamic dim(s) but {len(dims)} size(s) are given"
        )


def parse_keyword_or_string(parser: Parser) -> str:
    """An enum spelling: `Indirect` or `"ReadOnly|Indirect"`."""
    text = parser.parse_optional_str_literal()
    if text is not None:
        return text
    return parser.parse_identifier()


def parse_attributes_with_keyword(parser: Parser) -> dict[str, Attribute]:
    """`attributes {...}` or nothing (MLIR's attr-dict-with-keyword)."""
    attributes = parser.parse_optional_attr_dict_with_keyword()
    return dict(attributes.data) if attributes is not None else {}


def parse_optional_workload(parser: Parser) -> list[UnresolvedOperand]:
    """`[%a, %b]` (a dispatch's workload), or nothing."""
    if parser.parse_optional_punctuation("[") is None:
        return []
    if parser.parse_optional_punctuation("]") is not None:
        return []
    workload = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
    parser.parse_punctuation("]")
    return workload


def print_workload(printer: Printer, workload: Sequence[SSAValue]) -> None:
    if workload:
        printer.print_string("[")
        printer.print_list(workload, printer.print_operand)
        printer.print_string("]")


def print_shaped_types(printer: Printer, types: Sequence[Attribute], dims: Sequence[SSAValue]) -> None:
    """`T, U{%a}, V{%b, %c}`: each type followed by the sizes of its `?` dims, taken in order."""
    rest = list(dims)
    for i, type_ in enumerate(types):
        if i:
            printer.print_string(", ")
        printer.print_attribute(type_)
        count = dynamic_rank(type_)
        print_dims(printer, rest[:count])
        rest = rest[count:]


def resolve(parser: Parser, operands: Sequence[UnresolvedOperand], type_: Attribute) -> list[SSAValue]:
    """All `operands` with one type (dims are `index`, fences are `!hal.fence`)."""
    return [parser.resolve_operand(operand, type_) for operand in operands]


def tied_operands_property(tied: Sequence[int]) -> dict[str, Attribute]:
    """The `tied_operands` property IREE's custom parsers set: one index per result (-1: not tied), none
    without results. Kept so that our generic print says what iree-opt's does."""
    return {"tied_operands": ArrayAttr(IntegerAttr(t, IndexType()) for t in tied)} if tied else {}
