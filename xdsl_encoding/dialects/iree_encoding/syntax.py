"""Sub-grammars shared by IREE's attributes: integers of a given width, `[1, ?, 3]` lists,
MLIR's `struct(...)` parameter lists, and verifying a literal where it was parsed.

Sources: IREE `compiler/src/iree/compiler/Utils/EncodingUtils.cpp` (`parseDynamicI64IntegerList`)
and MLIR's generated `struct` parsers (`mlir-tblgen` AttrOrTypeFormatGen).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import cast

from xdsl.dialects.builtin import ArrayAttr, IntAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

INT64_MIN = -(2**63)
"""IREE's `ShapedType::kDynamic`: what `?` means in an i64 list (`iteration_sizes`, `padding`)."""


def fits_signed(value: int, bits: int) -> bool:
    return -(2 ** (bits - 1)) <= value < 2 ** (bits - 1)


def parse_int(parser: AttrParser, bits: int) -> int:
    """An integer that fits a signed `bits`-bit value, as IREE's `int32_t`/`int64_t` fields require."""
    start = parser.pos
    value = parser.parse_integer(allow_boolean=False)
    if not fits_signed(value, bits):
        parser.raise_error("integer value too large", start, parser.pos)
    return value


def parse_dynamic_list(parser: AttrParser) -> list[int | None]:
    """`[1, ?, 3]` as `[1, None, 3]`; IREE reads `?` as INT64_MIN, so that literal is `?` too."""

    def entry() -> int | None:
        if parser.parse_optional_punctuation("?") is not None:
            return None
        value = parse_int(parser, 64)
        return None if value == INT64_MIN else value

    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, entry)


def shown(values: Sequence[int | None]) -> str:
    """`[1, None, 3]` as `[1, ?, 3]`."""
    return "[" + ", ".join("?" if v is None else str(v) for v in values) + "]"


def int_array(values: Sequence[int]) -> ArrayAttr[IntAttr]:
    return ArrayAttr(IntAttr(v) for v in values)


def int_values(attr: ArrayAttr[IntAttr]) -> tuple[int, ...]:
    return tuple(v.data for v in attr.data)


def parse_array(parser: AttrParser, what: str) -> ArrayAttr[Attribute]:
    """An attribute that must be an array (`[...]`)."""
    pos = parser.pos
    value = parser.parse_attribute()
    if not isinstance(value, ArrayAttr):
        parser.raise_error(f"{what}: invalid kind of attribute specified, expected an array, got {value}", pos)
    return cast(ArrayAttr[Attribute], value)


def parse_struct(
    parser: AttrParser,
    fields: Mapping[str, Callable[[], Attribute]],
    required: Collection[str] = (),
    *,
    opened: bool = False,
) -> dict[str, Attribute]:
    """MLIR's `struct(...)`: `key = value` pairs in any order, each at most once, inside `<...>`.

    The messages are MLIR's, so a diagnostic reads the same as `iree-opt`'s. `opened`: the
    caller has consumed the `<` already (and seen that no `>` follows).
    """
    found: dict[str, Attribute] = {}

    def entry() -> None:
        pos = parser.pos
        key = parser.parse_optional_identifier()
        if key is None:
            parser.raise_error("expected a parameter name in struct", pos)
        if key not in fields or key in found:
            parser.raise_error(f"duplicate or unknown struct parameter name: {key}", pos, parser.pos)
        parser.parse_punctuation("=", f" after struct parameter name '{key}'")
        found[key] = fields[key]()

    if not opened:
        parser.parse_punctuation("<")
    if opened or required or parser.parse_optional_punctuation(">") is None:
        parser.parse_comma_separated_list(parser.Delimiter.NONE, entry)
        parser.parse_punctuation(">")
    for name in fields:
        if name in required and name not in found:
            parser.raise_error(f"struct is missing required parameter: {name}")
    return found


def print_struct(printer: Printer, entries: Sequence[tuple[str, Callable[[], None]]]) -> None:
    """`<key = value, ...>`; `entries` holds only the parameters that are present, in declared order."""
    with printer.in_angle_brackets():
        for i, (key, print_value) in enumerate(entries):
            if i:
                printer.print_string(", ")
            printer.print_string(f"{key} = ")
            print_value()


def verified(
    parser: AttrParser, cls: type[ParametrizedAttribute], params: Sequence[Attribute], start: int
) -> Sequence[Attribute]:
    """Run the attribute's verifier at parse time, so a bad literal is a parse error at its location."""
    try:
        cls.new(params)
    except VerifyException as e:
        parser.raise_error(str(e), start, parser.pos)
    return params


class NoParameters(ParametrizedAttribute):
    """An attribute without parameters; an empty `<>` is accepted and dropped, as `iree-opt` does."""

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        if parser.parse_optional_punctuation("<") is not None:
            parser.parse_punctuation(">", f" (#{cls.name} takes no parameters)")
        return ()

    def print_parameters(self, printer: Printer) -> None:
        return None
