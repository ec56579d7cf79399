"""Attributes kept as the text IREE wrote: parsed as a balanced body, printed back exactly.

IREE's device, executable-target, affinity and pipeline-layout attributes carry configuration
that no pass of this package reads (target triples, data layouts, binding flags, nested
`#iree_cpu`/`#iree_gpu` attributes). Modelling them would only add ways to change their meaning,
so they keep their body text. The text is still checked to be what MLIR could read (`_check_body`: a
list of attributes, bare keywords and `key = value` entries), so that a body iree-opt refuses is refused
here too, at the attribute. Aliases used inside a body (`#hal.device.target<"local",
[#executable_target]>`) are expanded while parsing, because xDSL prints no alias definitions.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import NoneType, StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_encoding.utils.attribute_bases import attribute_base

_STRING_OR_ALIAS = re.compile(r'"(?:[^"\\]|\\.)*"|([#!][A-Za-z_][\w$.\-]*)')


def printed(attribute: Attribute) -> str:
    """The text xDSL prints for `attribute`."""
    stream = io.StringIO()
    Printer(stream=stream).print_attribute(attribute)
    return stream.getvalue()


def _expand_aliases(body: str, aliases: dict[str, Attribute]) -> str:
    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if name is None or name not in aliases:
            return match.group(0)
        return printed(aliases[name])

    return _STRING_OR_ALIAS.sub(replace, body)


def _one_group(body: str) -> bool:
    """True if `body` is one `<...>` group whose brackets (outside string literals) nest properly."""
    closers = {">": "<", ")": "(", "]": "[", "}": "{"}
    stack: list[str] = []
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', body).replace("->", "")
    if '"' in text.replace('""', ""):
        return False
    for position, char in enumerate(text):
        if char in "<([{":
            stack.append(char)
        elif char in closers:
            if not stack or stack.pop() != closers[char]:
                return False
            if not stack and position != len(text) - 1:
                return False
    return not stack and text.startswith("<")


def _parse_item(parser: AttrParser) -> None:
    """`key = value` or `value`; a value is an attribute or a bare keyword (`storage_buffer`, `A|B`)."""
    if parser.parse_optional_attribute() is not None:
        return
    parser.parse_identifier(" (an attribute, a keyword or `key = value`)")
    if parser.parse_optional_punctuation("=") is not None:
        if parser.parse_optional_attribute() is None:
            parser.parse_identifier(" (a value after `=`)")
    while parser.parse_optional_punctuation("|") is not None:
        parser.parse_identifier(" after `|`")


def _check_body(outer: AttrParser, name: str, body: str, start: int) -> None:
    """Refuse a body MLIR's own parser would refuse (a dictionary entry without a name, a missing comma)."""
    from xdsl_encoding.parser import FaithfulParser  # reads numbers as MLIR does (`16 : f16` is refused)

    inner = FaithfulParser(outer.ctx, body[1:-1], f"#{name}")
    try:
        if inner.parse_optional_punctuation(">") is None and inner._current_token.kind != MLIRTokenKind.EOF:  # pyright: ignore[reportPrivateUsage]
            inner.parse_comma_separated_list(inner.Delimiter.NONE, lambda: _parse_item(inner))
        if inner._current_token.kind != MLIRTokenKind.EOF:  # pyright: ignore[reportPrivateUsage]
            inner.raise_error("expected ',' or '>'")
    except ParseError as e:
        if "is not registered" in e.msg:  # another dialect's attribute inside: its text is kept unread
            return
        outer.raise_error(f"#{name}: malformed body: {e.msg}", start, outer.pos)


@attribute_base
class VerbatimAttr(ParametrizedAttribute):
    """Base of the verbatim attributes: `body` is the text after the name, brackets included.

    `BRACKETED = True` subclasses require a `<...>` body (possibly `<>`); the others have none
    (`#util.inline.never`). Build one with `Attr.new((StringAttr("<...>"),))`.
    """

    body: StringAttr
    BRACKETED: ClassVar[bool] = True
    CHECKED: ClassVar[bool] = True
    """Check the body is a list MLIR can read (`_check_body`); off for bodies of another grammar."""

    @property
    def text(self) -> str:
        return self.body.data

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        if not cls.BRACKETED:
            return (StringAttr(""),)
        if parser._current_token.kind != MLIRTokenKind.LESS:  # pyright: ignore[reportPrivateUsage]
            parser.raise_error(f"#{cls.name} expects a `<...>` body")
        start = parser.pos
        raw = parser._parse_dialect_symbol_body()  # pyright: ignore[reportPrivateUsage]
        body = "<" + _expand_aliases(raw, parser.attribute_aliases) + ">"
        if cls.CHECKED:
            _check_body(parser, cls.name, body, start)
        return (StringAttr(body),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(self.body.data)

    def verify(self) -> None:
        text = self.body.data
        if not self.BRACKETED:
            if text:
                raise VerifyException(f"#{self.name} takes no body, got {text!r}")
            return
        if not _one_group(text):
            raise VerifyException(f"#{self.name} body must be one balanced `<...>` group, got {text!r}")


@attribute_base
class TypedVerbatimAttr(VerbatimAttr):
    """A verbatim attribute that is typed in IREE (`TypedAttrInterface`), written `#name<...> : type`.

    MLIR reads the `: type` after such an attribute wherever it appears and prints it back, in the
    custom form of `util.global` as in the generic property dictionary; `value_type` holds it
    (`NoneType` when none was written).
    """

    value_type: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        (body,) = super().parse_parameters(parser)
        value_type = parser.parse_type() if parser.parse_optional_punctuation(":") is not None else NoneType()
        return (body, value_type)

    def print_parameters(self, printer: Printer) -> None:
        super().print_parameters(printer)
        if not isinstance(self.value_type, NoneType):
            printer.print_string(" : ")
            printer.print_attribute(self.value_type)

    @property
    def typed(self) -> Attribute | None:
        """The type written after the attribute, if any."""
        return None if isinstance(self.value_type, NoneType) else self.value_type
