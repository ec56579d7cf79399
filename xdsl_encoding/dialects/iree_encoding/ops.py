"""`iree_encoding.set_encoding` and `iree_encoding.unset_encoding`.

Syntax and verifiers from compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingOps.{td,cpp} at
IREE 3.13 (b48a595). IREE 3.7.1 (cb2048e0) has neither `encoding_dims` nor `operandSegmentSizes` on
unset_encoding; both spellings are read (see `UnsetEncodingOp.create`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Self

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IndexType, LocationAttr, NoneAttr, TensorType, i32
from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr
from xdsl_encoding.interfaces import TensorEncodingAttr
from xdsl_encoding.utils.hints import is_tensor_type


def _verify_encoded(
    op: IRDLOperation, plain: SSAValue, encoded: SSAValue, role: str
) -> SerializableAttr | TensorEncodingAttr:
    """The rules set_encoding and unset_encoding share; `role` names the encoded side.

    An encoding is what IREE calls a `SerializableAttr`, or an encoding of another package that
    implements this project's `TensorEncodingAttr`."""
    plain_type, encoded_type = plain.type, encoded.type
    assert is_tensor_type(plain_type)
    assert is_tensor_type(encoded_type)
    kind = op.name.removeprefix("iree_encoding.")
    encoding = encoded_type.encoding
    if not isinstance(encoding, SerializableAttr | TensorEncodingAttr):
        raise VerifyException(
            f"{op.name}: {role} of {kind} op expected to have a valid tensor encoding, got {encoded_type}"
        )
    if isinstance(encoding, TensorEncodingAttr):
        encoding.verify_for_tensor(encoded_type)
    if plain_type.get_num_dims() != encoded_type.get_num_dims():
        raise VerifyException(f"{op.name}: cannot change the rank of the tensor ({plain_type} vs {encoded_type})")
    for a, b in zip(plain_type.get_shape(), encoded_type.get_shape()):
        if a != b and DYNAMIC_INDEX not in (a, b):
            raise VerifyException(
                f"{op.name}: expected to preserve the logical shape of the tensor ({plain_type} vs {encoded_type})"
            )
    if plain_type.element_type != encoded_type.element_type:
        raise VerifyException(
            f"{op.name}: stricter than IREE: expected to preserve the element type of the tensor "
            f"({plain_type} vs {encoded_type})"
        )
    return encoding


def _dims_message(name: str, expected: int, given: int) -> str:
    return f"{name}: encoding expects {expected} dynamic encoding dimension(s), but {given} provided"


def _expected_dims(encoded: Attribute) -> int | None:
    encoding = encoded.encoding if is_tensor_type(encoded) else None
    return encoding.num_dynamic_encoding_dims() if isinstance(encoding, SerializableAttr) else None


def _verify_encoding_dims(op: IRDLOperation, encoding: SerializableAttr | TensorEncodingAttr, given: int) -> None:
    """IREE 3.13's count check, on a non-empty list. No list is IREE 3.7.1's spelling and is accepted; an
    empty one written out (`encoding_dims{}`, or 3.13's generic `operandSegmentSizes`) is refused at
    parse time (`_refuse_spelled_empty_dims`): the op cannot tell the two apart once built."""
    expected = encoding.num_dynamic_encoding_dims() if isinstance(encoding, SerializableAttr) else None
    if given and expected is not None and given != expected:
        raise VerifyException(_dims_message(op.name, expected, given))


@dataclass
class _Conversion:
    """What `attr-dict $source (`encoding_dims` `{` $encoding_dims^ `}`)? `:` type($source) `->` type($result)`
    reads (the head of both ops' formats): `dims` is None when the list is absent, `[]` for `encoding_dims{}`."""

    start: int
    attributes: dict[str, Attribute]
    source: SSAValue
    dims: list[UnresolvedOperand] | None
    result_type: Attribute


def _parse_conversion(parser: Parser) -> _Conversion:
    start = parser.pos
    attributes = parser.parse_optional_attr_dict()
    source = parser.parse_unresolved_operand()
    dims = None
    if parser.parse_optional_keyword("encoding_dims") is not None:
        dims = parser.parse_comma_separated_list(parser.Delimiter.BRACES, parser.parse_unresolved_operand)
    parser.parse_punctuation(":")
    source_type = parser.parse_type()
    parser.parse_punctuation("->")
    result_type = parser.parse_type()
    (value,) = parser.resolve_operands([source], [source_type], parser.pos)
    return _Conversion(start, attributes, value, dims, result_type)


def _resolve_dims(
    parser: Parser, name: str, dims: list[UnresolvedOperand] | None, encoded: Attribute, start: int
) -> Sequence[SSAValue]:
    """`encoding_dims{}` is IREE 3.13's syntax for "no dims", not 3.7.1's "no list": its count is checked."""
    if dims == [] and (expected := _expected_dims(encoded)):
        parser.raise_error(_dims_message(name, expected, 0), start, parser.pos)
    return parser.resolve_operands(dims or [], [IndexType()] * len(dims or []), parser.pos)


def _print_conversion(printer: Printer, op: IRDLOperation, source: SSAValue, dims: Sequence[SSAValue]) -> None:
    """The inverse of `_parse_conversion` (`op`'s one result is the converted tensor)."""
    printer.print_op_attributes(op.attributes, reserved_attr_names=(AttrSizedOperandSegments.attribute_name,))
    printer.print_string(" ")
    printer.print_operand(source)
    if dims:  # an empty list is never printed, as IREE 3.13 prints it
        printer.print_string(" encoding_dims{")
        printer.print_list(dims, printer.print_operand)
        printer.print_string("}")
    printer.print_string(" : ")
    printer.print_attribute(source.type)
    printer.print_string(" -> ")
    printer.print_attribute(op.results[0].type)


@irdl_op_definition
class SetEncodingOp(IRDLOperation):
    """Attach an encoding to a tensor; the logical value is unchanged.

    `%e = iree_encoding.set_encoding %x encoding_dims{%m, %n, %k} : tensor<?x32xf32> -> tensor<?x32xf32, #enc>`;
    `encoding_dims` carry the dynamic values the encoding needs (one per `?` of `iteration_sizes`).
    """

    name = "iree_encoding.set_encoding"

    source = operand_def(TensorType)
    encoding_dims = var_operand_def(IndexType)
    result = result_def(TensorType)

    traits = traits_def(Pure())

    def __init__(self, source: SSAValue, result_type: TensorType[Attribute], encoding_dims: Sequence[SSAValue] = ()):
        super().__init__(operands=[source, encoding_dims], result_types=[result_type])

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """IREE's `attr-dict $source (`encoding_dims` `{` $encoding_dims^ `}`)? `:` type($source) `->` type($result)`."""
        head = _parse_conversion(parser)
        encoding_dims = _resolve_dims(parser, cls.name, head.dims, head.result_type, head.start)
        return cls.build(
            operands=[head.source, encoding_dims], result_types=[head.result_type], attributes=head.attributes
        )

    def print(self, printer: Printer) -> None:
        _print_conversion(printer, self, self.source, self.encoding_dims)

    def verify_(self) -> None:
        source = self.source.type
        assert is_tensor_type(source)
        if not isinstance(source.encoding, NoneAttr):
            raise VerifyException(f"{self.name}: source of set_encoding op cannot have a tensor encoding, got {source}")
        encoding = _verify_encoded(self, self.source, self.result, "result")
        _verify_encoding_dims(self, encoding, len(self.encoding_dims))


@irdl_op_definition
class UnsetEncodingOp(IRDLOperation):
    """Drop the encoding of a tensor; one index operand per dynamic dim of the result.

    `%u = iree_encoding.unset_encoding %e encoding_dims{%m} : tensor<?x32xf32, #enc> -> tensor<?x32xf32>{%d0}`
    """

    name = "iree_encoding.unset_encoding"

    source = operand_def(TensorType)
    result_dims = var_operand_def(IndexType)
    encoding_dims = var_operand_def(IndexType)
    result = result_def(TensorType)

    irdl_options = (AttrSizedOperandSegments(),)

    traits = traits_def(Pure())

    def __init__(
        self,
        source: SSAValue,
        result_type: TensorType[Attribute],
        result_dims: Sequence[SSAValue] = (),
        attributes: dict[str, Attribute] | None = None,
        encoding_dims: Sequence[SSAValue] = (),
    ):
        super().__init__(
            operands=[source, result_dims, encoding_dims], result_types=[result_type], attributes=attributes
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """IREE's set_encoding format, then (`` `{` $result_dims^ `}`)?."""
        head = _parse_conversion(parser)
        result_dims: list[UnresolvedOperand] = []
        if parser.parse_optional_punctuation("{") is not None:
            result_dims = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("}")
        sizes = parser.resolve_operands(result_dims, [IndexType()] * len(result_dims), parser.pos)
        encoding_dims = _resolve_dims(parser, cls.name, head.dims, head.source.type, head.start)
        return cls.build(
            operands=[head.source, sizes, encoding_dims], result_types=[head.result_type], attributes=head.attributes
        )

    def print(self, printer: Printer) -> None:
        _print_conversion(printer, self, self.source, self.encoding_dims)
        if self.result_dims:
            printer.print_string("{")
            printer.print_list(self.result_dims, printer.print_operand)
            printer.print_string("}")

    @classmethod
    def create(
        cls,
        *,
        operands: Sequence[SSAValue] = (),
        result_types: Sequence[Attribute] = (),
        properties: Mapping[str, Attribute] = {},
        attributes: Mapping[str, Attribute] = {},
        location: LocationAttr | None = None,
        successors: Sequence[Block] = (),
        regions: Sequence[Region] = (),
    ) -> Self:
        """Read both generic forms: IREE 3.13 puts `operandSegmentSizes` in the properties, 3.7.1 has
        none (every operand after the source is a result dim; 3.7.1 has no `encoding_dims`).

        The sizes are kept as an attribute, so the generic print `{operandSegmentSizes = ...}` is read by
        both versions (3.13 moves it into the properties; 3.7.1 keeps it as an inert attribute).
        """
        key = AttrSizedOperandSegments.attribute_name
        if key in properties:  # IREE 3.13's generic form: its encoding_dims count is checked even when 0
            segments = properties[key]
            expected = _expected_dims(operands[0].type) if operands else None
            if isinstance(segments, DenseArrayBase) and expected and segments.get_values()[-1:] == (0,):
                raise VerifyException(_dims_message(cls.name, expected, 0))
            attributes = {**attributes, key: properties[key]}
            properties = {k: v for k, v in properties.items() if k != key}
        elif key not in attributes and operands:
            attributes = {**attributes, key: DenseArrayBase.from_list(i32, [1, len(operands) - 1, 0])}
        return super().create(
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            location=location,
            successors=successors,
            regions=regions,
        )

    def verify_(self) -> None:
        result = self.result.type
        assert is_tensor_type(result)
        if not isinstance(result.encoding, NoneAttr):
            raise VerifyException(
                f"{self.name}: result of unset_encoding op cannot have a tensor encoding, got {result}"
            )
        encoding = _verify_encoded(self, self.result, self.source, "source")
        dynamic = sum(1 for s in result.get_shape() if s == DYNAMIC_INDEX)
        if dynamic != len(self.result_dims):
            raise VerifyException(
                f"{self.name}: result type set has {dynamic} dynamic dimensions but only "
                f"{len(self.result_dims)} dimension values are attached"
            )
        _verify_encoding_dims(self, encoding, len(self.encoding_dims))
