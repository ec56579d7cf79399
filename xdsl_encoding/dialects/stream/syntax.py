"""Custom directives of IREE's `stream` ops (`StreamOps.cpp`, b48a595) that xDSL's declarative format lacks.

* ShapedTiedResult: `%target as !stream.resource<*>{%size}` (the result reuses `%target`'s storage);
* EncodedShapedFunctionType: `(tensor<?xf32>{%d} in !stream.resource<*>{%s}, index) -> tensor<...> in %0{%s}`;
* DispatchResources: `{ ro %r[%offset for %length] : !stream.resource<external>{%size}, ... }`;
* ExplicitResourceRegion: `with(%r as %arg0: !stream.resource<external>{%size}, ...) { ... }`;
* ShapedTypeList: `!stream.resource<external>{%size}, ...`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, IntegerType, SymbolRefAttr, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from xdsl_encoding.dialects.iree_syntax import UNTIED, dynamic_rank, parse_optional_dims

ACCESSES = {"ro": 1, "wo": 2, "rw": 3}
"""`Stream_ResourceAccessBitfield`: read = 1, write = 2 (IREE's generic print: `resource_accesses = [1 : i32]`)."""


def parse_sized(parser: Parser) -> tuple[Attribute, UnresolvedOperand]:
    """`!stream.resource<*>{%size}`."""
    type_ = parser.parse_type()
    parser.parse_punctuation("{")
    size = parser.parse_unresolved_operand()
    parser.parse_punctuation("}")
    return type_, size


def print_sized(printer: Printer, type_: Attribute, size: SSAValue) -> None:
    printer.print_attribute(type_)
    printer.print_string("{")
    printer.print_operand(size)
    printer.print_string("}")


def parse_affinity(parser: Parser, keyword: str = "on") -> Attribute | None:
    """`on(#hal.device.affinity<@d>)`, or nothing."""
    if parser.parse_optional_keyword(keyword) is None:
        return None
    parser.parse_punctuation("(")
    affinity = parser.parse_attribute()
    parser.parse_punctuation(")")
    return affinity


def print_affinity(printer: Printer, affinity: Attribute | None, keyword: str = "on") -> None:
    if affinity is not None:
        printer.print_string(f" {keyword}(")
        printer.print_attribute(affinity)
        printer.print_string(")")


def parse_tied_result(parser: Parser) -> tuple[UnresolvedOperand, Attribute, UnresolvedOperand]:
    """`%target as !stream.resource<*>{%size}` (custom<ShapedTiedResult>)."""
    target = parser.parse_unresolved_operand()
    parser.parse_keyword("as")
    type_, size = parse_sized(parser)
    return target, type_, size


def print_tied_result(printer: Printer, target: SSAValue, type_: Attribute, size: SSAValue) -> None:
    printer.print_operand(target)
    printer.print_string(" as ")
    print_sized(printer, type_, size)


def parse_entry_points(parser: Parser) -> ArrayAttr[SymbolRefAttr]:
    """`@ex::@entry` or `{@a::@b, @c::@d}` (custom<DispatchEntryPoints>)."""

    def one() -> SymbolRefAttr:
        at = parser.pos
        attribute = parser.parse_attribute()
        if not isinstance(attribute, SymbolRefAttr):
            parser.raise_error(f"expected an entry point symbol, got {attribute}", at)
        return attribute

    if parser.parse_optional_punctuation("{") is not None:
        entries = parser.parse_comma_separated_list(parser.Delimiter.NONE, one)
        parser.parse_punctuation("}")
        return ArrayAttr(entries)
    return ArrayAttr([one()])


def print_entry_points(printer: Printer, entries: ArrayAttr[SymbolRefAttr]) -> None:
    if len(entries.data) == 1:
        printer.print_attribute(entries.data[0])
        return
    printer.print_string("{")
    printer.print_list(entries.data, printer.print_attribute)
    printer.print_string("}")


@dataclass
class EncodedSignature:
    """What custom<EncodedShapedFunctionType> reads, in IREE's operand order."""

    operand_types: list[Attribute] = field(default_factory=list[Attribute])
    operand_sizes: list[UnresolvedOperand] = field(default_factory=list[UnresolvedOperand])
    operand_encodings: list[Attribute] = field(default_factory=list[Attribute])
    operand_encoding_dims: list[UnresolvedOperand] = field(default_factory=list[UnresolvedOperand])
    result_types: list[Attribute] = field(default_factory=list[Attribute])
    result_sizes: list[UnresolvedOperand] = field(default_factory=list[UnresolvedOperand])
    result_encodings: list[Attribute] = field(default_factory=list[Attribute])
    result_encoding_dims: list[UnresolvedOperand] = field(default_factory=list[UnresolvedOperand])
    tied: list[int] = field(default_factory=list[int])


def parse_encoded_signature(parser: Parser, operands: Sequence[UnresolvedOperand]) -> EncodedSignature:
    """`(E{%d} in R{%s}, index) -> E{%d} in R{%s}` or `-> (..., E in %operand{%s})`.

    A resource operand is `encoding{dims} in type{size}`; any other operand is its type, whose
    encoding slot is `!util.unused` (as IREE stores it).
    """
    from xdsl_encoding.dialects.util.buffers import UnusedType

    signature = EncodedSignature()
    names = [o.operand_name for o in operands]

    def operand() -> None:
        type_ = parser.parse_type()
        dims = parse_optional_dims(parser)
        if parser.parse_optional_keyword("in") is None:
            signature.operand_types.append(type_)
            signature.operand_encodings.append(UnusedType())
            return
        resource, size = parse_sized(parser)
        signature.operand_types.append(resource)
        signature.operand_sizes.append(size)
        signature.operand_encodings.append(type_)
        signature.operand_encoding_dims.extend(dims)

    def result() -> None:
        encoding = parser.parse_type()
        signature.result_encodings.append(encoding)
        signature.result_encoding_dims.extend(parse_optional_dims(parser))
        parser.parse_keyword("in")
        tied = parser.parse_optional_unresolved_operand()
        if tied is not None:
            if tied.operand_name not in names:
                parser.raise_error(f"tied operand not found for result reference {tied.operand_name}")
            index = names.index(tied.operand_name)
            signature.tied.append(index)
            if parser.parse_optional_keyword("as") is not None:
                type_ = parser.parse_type()
            else:
                type_ = signature.operand_types[index]
            parser.parse_punctuation("{")
            signature.result_sizes.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("}")
            signature.result_types.append(type_)
            return
        type_, size = parse_sized(parser)
        signature.tied.append(UNTIED)
        signature.result_types.append(type_)
        signature.result_sizes.append(size)

    parser.parse_comma_separated_list(parser.Delimiter.PAREN, operand)
    parser.parse_punctuation("->")
    if parser.parse_optional_punctuation("(") is not None:
        if parser.parse_optional_punctuation(")") is None:
            parser.parse_comma_separated_list(parser.Delimiter.NONE, result)
            parser.parse_punctuation(")")
    else:
        result()
    if len(signature.operand_types) != len(operands):
        parser.raise_error(f"{len(operands)} operand(s) but {len(signature.operand_types)} type(s)")
    return signature


def split_dims(encodings: Sequence[Attribute], dims: Sequence[SSAValue]) -> list[list[SSAValue]]:
    """The flat `*_encoding_dims` cut into one list per encoding (its `?` dims)."""
    rest, out = list(dims), list[list[SSAValue]]()
    for encoding in encodings:
        count = dynamic_rank(encoding)
        out.append(rest[:count])
        rest = rest[count:]
    return out


def access_property(accesses: Sequence[str]) -> ArrayAttr[IntegerAttr]:
    return ArrayAttr(IntegerAttr(ACCESSES[a], i32) for a in accesses)


def access_names(accesses: ArrayAttr[IntegerAttr]) -> list[str]:
    names = {bits: name for name, bits in ACCESSES.items()}
    return [names.get(int(a.value.data), "rw") for a in accesses.data]


def index_or_i32(type_: Attribute) -> bool:
    return isinstance(type_, IndexType | IntegerType)


def parse_fat_arrow(parser: Parser) -> None:
    """`=>` (two tokens for xDSL's lexer: `=` then `>`)."""
    parser.parse_punctuation("=")
    parser.parse_punctuation(">")
