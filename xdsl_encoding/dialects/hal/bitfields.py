"""IREE's HAL bit enums (`HAL_I64BitEnumAttr`): an `i64` integer attribute, written by name in custom form.

`hal.fence.create ... flags("None")` holds `flags = 0 : i64` (iree-opt's generic print); the names
are those of `compiler/src/iree/compiler/Dialect/HAL/IR/HALAttrs.td` (b48a595).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, IntegerType, i64
from xdsl.parser import Parser
from xdsl.printer import Printer

from xdsl_encoding.dialects.iree_syntax import parse_keyword_or_string

FENCE_FLAGS = {"None": 0, "Reserved": 1}
WAIT_FLAGS = {"None": 0, "Reserved": 1}


def parse_flags(parser: Parser, keyword: str, names: dict[str, int]) -> IntegerAttr[IntegerType]:
    """`keyword("A|B")` (or a bare name) as the `i64` of its bits."""
    parser.parse_keyword(keyword)
    parser.parse_punctuation("(")
    at = parser.pos
    text = parse_keyword_or_string(parser)
    parser.parse_punctuation(")")
    bits = 0
    for name in (part.strip() for part in text.split("|")):
        if name not in names:
            parser.raise_error(f"{keyword}: expected one of {', '.join(names)}, got {name!r}", at)
        bits |= names[name]
    return IntegerAttr(bits, i64)


def flags_text(value: int, names: dict[str, int]) -> str | None:
    """The `A|B` spelling of `value`, or None if it has a bit no name covers."""
    set_names = [name for name, bit in names.items() if bit and value & bit == bit]
    covered = 0
    for name in set_names:
        covered |= names[name]
    if covered != value:
        return None
    return "|".join(set_names) if set_names else next(name for name, bit in names.items() if bit == 0)


def print_flags(printer: Printer, keyword: str, flags: IntegerAttr[IntegerType], names: dict[str, int]) -> None:
    text = flags_text(flags.value.data, names)
    printer.print_string(f" {keyword}(")
    printer.print_string_literal(text if text is not None else str(flags.value.data))
    printer.print_string(")")
