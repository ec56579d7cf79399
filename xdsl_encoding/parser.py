"""xDSL's parser, reading two constructs of IREE's IR the way MLIR does (docs/decisions.md, "xDSL 0.74 misreads").

xDSL 0.74 gets them wrong in its own parser, and the project may not patch xDSL's files:

* a hexadecimal element of a float `dense<...>` literal is MLIR's bit pattern (IREE prints -inf as
  `dense<0xFF800000> : tensor<f32>`); xDSL reads the integer as a value, 4.29e9
  (`AttrParser._TensorLiteralElement.to_float`). Here it is read as the bits of the element type.
* an op whose custom parser crashes inside xDSL (an `assert`, an `IndexError`) is reported as a parse
  error at that op.
* a decimal integer where MLIR wants a float (`16 : f16`, `dense<[1, 2.5]> : tensor<2xf32>`) is refused
  as MLIR does ("unexpected decimal integer literal for a floating point value"); xDSL converts it.
* xDSL's string-literal pattern backtracks exponentially on an unterminated literal (`"` plus 40
  characters takes minutes); here its runs are possessive, which matches the same strings in linear time.
* an op gets no location unless the text spells `loc(...)`; here every op read without one gets its
  `file:line:col` (a `FileLineColLoc`, as MLIR's parser gives), so verifier errors can name the place
  (`xdsl_encoding.utils.diagnostics`).
* a semi-affine expression (`s1 ceildiv s0`, `d0 * s0`, `d0 mod s1`) is valid MLIR; xDSL's
  `AffineExpr.ceil_div` / `__mul__` / `__floordiv__` / `__mod__` raise `NotImplementedError` for a
  non-constant right side. Here the expression is built as it is written.

`xdsl_encoding.api.parse_module` and `xdsl-encoding-run` parse with `FaithfulParser`. Stock `xdsl-opt`
has no parser hook: there `refuse_misread_float` (run by every pass of ours and `verify-encodings`)
refuses what can only be a misread bit pattern.
"""

from __future__ import annotations

import re
from typing import Any, cast

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    ComplexType,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineExpr, AffineMap, AffineSet
from xdsl.parser import AffineParser, AttrParser, Parser, ParserState
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken, MLIRTokenKind

__all__ = ["FaithfulParser", "refuse_misread_float"]

_SEMI_AFFINE_KINDS = {
    "*": AffineBinaryOpKind.Mul,
    "ceildiv": AffineBinaryOpKind.CeilDiv,
    "floordiv": AffineBinaryOpKind.FloorDiv,
    "mod": AffineBinaryOpKind.Mod,
}


class _SemiAffineParser(AffineParser):
    """xDSL's affine parser, keeping `lhs op rhs` as written where xDSL only knows constant right sides."""

    def __init__(self, state: ParserState[MLIRTokenKind]) -> None:
        super().__init__(state)

    def _create_binop_expr(self, lhs: AffineExpr, rhs: AffineExpr, binop: MLIRToken) -> AffineExpr:
        try:
            return super()._create_binop_expr(lhs, rhs, binop)
        except NotImplementedError:
            return AffineBinaryOpExpr(_SEMI_AFFINE_KINDS[binop.text], lhs, rhs)


class _BitPatternElement(AttrParser._TensorLiteralElement):  # pyright: ignore[reportPrivateUsage]
    """A hexadecimal literal in a float tensor: the bits of one element, as MLIR reads it."""

    def to_type(self, parser: AttrParser, type: AnyFloat | IntegerType | IndexType | ComplexType):
        if not isinstance(type, AnyFloat) or not isinstance(self.value, int) or self.is_negative:
            return super().to_type(parser, type)
        size = type.compile_time_size
        if self.value >= 1 << (8 * size):
            parser.raise_error(f"hexadecimal float literal does not fit in {type}", at_position=self.span)
        return next(type.iter_unpack(self.value.to_bytes(size, "little")))


_DECIMAL_FOR_FLOAT = "unexpected decimal integer literal for a floating point value"


class _DecimalIntegerElement(AttrParser._TensorLiteralElement):  # pyright: ignore[reportPrivateUsage]
    """A decimal integer in a tensor literal: MLIR refuses it as an element of a float tensor."""

    def to_type(self, parser: AttrParser, type: AnyFloat | IntegerType | IndexType | ComplexType):
        if isinstance(type, AnyFloat):
            parser.raise_error(_DECIMAL_FOR_FLOAT, at_position=self.span)
        return super().to_type(parser, type)


_XDSL_INTERNAL_ERRORS = (AssertionError, IndexError, KeyError, TypeError, AttributeError, NotImplementedError)
"""What xDSL's parser raises on inputs it does not handle, where a diagnostic is due (never ParseError itself)."""


class _LinearStringLexer(MLIRLexer):
    """xDSL's lexer, with the string-literal pattern's repetitions possessive (its alternatives are
    disjoint, so it matches exactly what xDSL's does, without backtracking)."""

    _unescaped_characters_regex = re.compile(r'"(?:[^"\\\n\v\f]++|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*+"')


class FaithfulParser(Parser):
    """`xdsl.parser.Parser`, with hexadecimal float tensor elements and semi-affine maps read as MLIR does,
    and every op located in the text.

    `line_offset` is added to every line number: the chunk's first line in its file, under
    `--split-input-file`.
    """

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>", line_offset: int = 0) -> None:
        super().__init__(ctx, input, name)
        text = input.decode("utf-8") if isinstance(input, bytes) else input
        self._parser_state = ParserState(_LinearStringLexer(Input(text, name)))
        self._filename = StringAttr(name)
        self._line_offset = line_offset
        self._cursor = (0, 1)
        """(position, line number at it): ops are read in text order, so lines are counted once."""

    def _location_at(self, span: Span[str]) -> FileLineColLoc:
        content, position = span.input.content, span.start
        at, line = self._cursor
        if position < at:
            at, line = 0, 1
        line += content.count("\n", at, position)
        self._cursor = (position, line)
        column = position - content.rfind("\n", 0, position)
        return FileLineColLoc(self._filename, IntAttr(line + self._line_offset), IntAttr(column))

    def _parse_tensor_literal_element(self) -> AttrParser._TensorLiteralElement:  # pyright: ignore[reportPrivateUsage]
        is_hex = self._current_token.text[:2] in ("0x", "0X")
        element = super()._parse_tensor_literal_element()
        if isinstance(element.value, int) and not isinstance(element.value, bool):
            kind = _BitPatternElement if is_hex else _DecimalIntegerElement
            return kind(element.is_negative, element.value, element.span)
        return element

    def parse_optional_builtin_int_or_float_attr(self) -> IntegerAttr | FloatAttr | None:
        start = self._current_token.span
        try:
            attr = super().parse_optional_builtin_int_or_float_attr()
        except OverflowError:  # xDSL 0.74 packs a too-wide hexadecimal float into the type's bytes unchecked
            self.raise_error("hexadecimal float constant out of range for type", start)
        if isinstance(attr, FloatAttr):
            number = start.input.content[start.start : self.pos].split(":")[0].strip()
            if number.lstrip("+-").isdigit():
                self.raise_error(_DECIMAL_FOR_FLOAT, start)
        return attr

    def parse_operation(self) -> Operation:
        """An op xDSL's own parser crashes on (e.g. `linalg.fill` on `complex<f32>`, an `assert` in xDSL
        0.74's named-op parser) is a parse error at the op, never an internal Python error; so is a
        diagnostic raised while the op is built."""
        start = self._current_token.span
        location = self._location_at(start)
        try:
            op = super().parse_operation()
        except _XDSL_INTERNAL_ERRORS as e:
            self.raise_error(
                f"xDSL 0.74 cannot read this operation ({type(e).__name__}: {e})".replace(": )", ")"), start
            )
        except ParseError:
            raise
        except DiagnosticException as e:  # a rule checked while building the op (`create`): located here
            self.raise_error(str(e), start)
        if isinstance(op.location, UnknownLoc):
            op.location = location
        return op

    def parse_affine_map(self) -> AffineMap:
        return _SemiAffineParser(self._parser_state).parse_affine_map()

    def parse_affine_set(self) -> AffineSet:
        return _SemiAffineParser(self._parser_state).parse_affine_set()


_FLOAT_LAYOUTS: dict[type[Attribute], tuple[str, int, int]] = {
    Float16Type: ("<f2", 16, 5),
    BFloat16Type: ("<u2", 16, 8),
    Float32Type: ("<f4", 32, 8),
    Float64Type: ("<f8", 64, 11),
}
"""numpy dtype of the stored elements (bf16 as its raw bits), width and exponent bits of each float type."""


def _values(data: bytes, dtype: str) -> np.ndarray[Any, np.dtype[np.float64]]:
    raw = np.frombuffer(data, dtype=dtype)
    if dtype == "<u2":  # bf16: the upper half of an f32
        return (raw.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return raw.astype(np.float64)


def _misread_bits(attr: DenseIntOrFPElementsAttr[Any]) -> tuple[float, int] | None:
    """A value xDSL 0.74 read from an inf/NaN bit pattern as an integer, and that pattern, if `attr` holds one."""
    element_type: Attribute = attr.get_element_type()
    layout = _FLOAT_LAYOUTS.get(type(element_type))
    if layout is None:
        return None
    dtype, width, exponent_bits = layout
    values = _values(attr.data.data, dtype)
    with np.errstate(all="ignore"):
        integral = np.isfinite(values) & (values >= 0) & (values < 2.0**width) & (values == np.floor(values))
    for value in values[integral]:
        bits = int(value)
        exponent = (bits >> (width - 1 - exponent_bits)) & ((1 << exponent_bits) - 1)
        if exponent == (1 << exponent_bits) - 1:
            return float(value), bits
    return None


def refuse_misread_float(op: Operation) -> None:
    """Raise `VerifyException` if an attribute of `op` holds a float that is an inf/NaN bit pattern read as a number.

    Stock `xdsl-opt` reads IREE's `dense<0xFF800000> : tensor<f32>` (-inf) as 4286578688.0. No real
    program spells that value so; refusing it is the only way to not change such a program's meaning.
    """
    for name, attr in (*op.properties.items(), *op.attributes.items()):
        if isinstance(attr, DenseIntOrFPElementsAttr) and (found := _misread_bits(cast(Any, attr))) is not None:
            value, bits = found
            raise VerifyException(
                f"{op.name}: `{name}` holds {value:.0f} : {attr.get_element_type()}, the bit pattern {bits:#x} read "
                f"as a number (xDSL 0.74's xdsl-opt misreads hexadecimal elements of float dense<...> literals); "
                f"parse with xdsl_encoding.api.parse_module or write the value in decimal"
            )
