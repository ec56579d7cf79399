"""`hal` ops inside dispatch executables: interface bindings and push constants."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    I32,
    IndexType,
    IntegerAttr,
    IntegerType,
    i32,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_encoding.dialects.hal.types import PipelineLayoutAttr
from xdsl_encoding.dialects.iree_syntax import (
    parse_keyword_or_string,
    parse_shaped_type,
    print_shaped_type,
    resolve,
    verify_dims,
)

_DESCRIPTOR_FLAGS = {"None": 0, "ReadOnly": 1, "Indirect": 2}
"""IREE's `HAL_DescriptorFlagsAttr`, an i32 bit enum (HALAttrs.td): what the generic form stores."""


def _descriptor_flags_text(bits: int) -> str:
    """`3` -> `ReadOnly|Indirect`, `0` -> `None`, as IREE prints them."""
    return "|".join(name for name, bit in _DESCRIPTOR_FLAGS.items() if bit and bits & bit) or "None"


def _parse_bare_layout(parser: Parser) -> PipelineLayoutAttr:
    parser.parse_keyword("layout")
    parser.parse_punctuation("(")
    if parser._current_token.kind == MLIRTokenKind.LESS:  # pyright: ignore[reportPrivateUsage]
        (body,) = PipelineLayoutAttr.parse_parameters(parser)
        layout = PipelineLayoutAttr.new((body,))
    else:
        parsed = parser.parse_attribute()
        if not isinstance(parsed, PipelineLayoutAttr):
            parser.raise_error(f"expected a #hal.pipeline.layout, got {parsed}")
        layout = parsed
    parser.parse_punctuation(")")
    return layout


def _print_layout(printer: Printer, layout: Attribute) -> None:
    printer.print_string("layout(")
    if isinstance(layout, PipelineLayoutAttr):
        printer.print_string(layout.text)
    else:
        printer.print_attribute(layout)
    printer.print_string(")")


def _parse_index_in_parens(parser: Parser, keyword: str) -> IntegerAttr[IndexType]:
    parser.parse_keyword(keyword)
    parser.parse_punctuation("(")
    value = parser.parse_integer()
    parser.parse_punctuation(")")
    return IntegerAttr(value, IndexType())


def _parse_optional_index_in_parens(parser: Parser, keyword: str) -> IntegerAttr[IndexType] | None:
    if parser.parse_optional_keyword(keyword) is None:
        return None
    parser.parse_punctuation("(")
    value = parser.parse_integer()
    parser.parse_punctuation(")")
    return IntegerAttr(value, IndexType())


# ---------------------------------------------------------------------------------------
# Dispatch interface (inside executables)
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class InterfaceBindingSubspanOp(IRDLOperation):
    """`hal.interface.binding.subspan layout(...) binding(0) alignment(64) offset(%o) flags(...) : T{dims}`."""

    name = "hal.interface.binding.subspan"
    byte_offset = opt_operand_def(IndexType)
    dynamic_dims = var_operand_def(IndexType)
    layout = prop_def(PipelineLayoutAttr)
    binding = prop_def(IntegerAttr[IndexType])
    alignment = opt_prop_def(IntegerAttr[IndexType])
    descriptor_flags = opt_prop_def(IntegerAttr[I32])
    result = result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> InterfaceBindingSubspanOp:
        properties: dict[str, Attribute] = {"layout": _parse_bare_layout(parser)}
        properties["binding"] = _parse_index_in_parens(parser, "binding")
        if (alignment := _parse_optional_index_in_parens(parser, "alignment")) is not None:
            properties["alignment"] = alignment
        offset: list[SSAValue] = []
        if parser.parse_optional_keyword("offset") is not None:
            parser.parse_punctuation("(")
            offset = [parser.resolve_operand(parser.parse_unresolved_operand(), IndexType())]
            parser.parse_punctuation(")")
        if parser.parse_optional_keyword("flags") is not None:
            parser.parse_punctuation("(")
            flags = parse_keyword_or_string(parser)
            parser.parse_punctuation(")")
            if not set(flags.split("|")) <= _DESCRIPTOR_FLAGS.keys():
                parser.raise_error(f"unknown descriptor flags {flags!r} (known: None, ReadOnly, Indirect)")
            bits = sum({_DESCRIPTOR_FLAGS[f] for f in flags.split("|")})
            properties["descriptor_flags"] = IntegerAttr(bits, i32)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type, dims = parse_shaped_type(parser)
        dims = resolve(parser, dims, IndexType())
        return cls.build(
            operands=[offset, dims], result_types=[result_type], properties=properties, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_layout(printer, self.layout)
        printer.print_string(f" binding({self.binding.value.data})")
        if self.alignment is not None:
            printer.print_string(f" alignment({self.alignment.value.data})")
        if self.byte_offset is not None:
            printer.print_string(" offset(")
            printer.print_operand(self.byte_offset)
            printer.print_string(")")
        if self.descriptor_flags is not None:
            printer.print_string(" flags(")
            printer.print_string_literal(_descriptor_flags_text(self.descriptor_flags.value.data))
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        print_shaped_type(printer, self.result.type, self.dynamic_dims)

    def verify_(self) -> None:
        verify_dims(self.name, _shaped_of(self.result.type), self.dynamic_dims, "result type")


def _shaped_of(type_: Attribute) -> Attribute:
    from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType

    return type_.tensor if isinstance(type_, DispatchTensorType) else type_


@irdl_op_definition
class InterfaceConstantLoadOp(IRDLOperation):
    """`%c = hal.interface.constant.load layout(...) ordinal(0) : i32` (a push constant)."""

    name = "hal.interface.constant.load"
    layout = prop_def(PipelineLayoutAttr)
    ordinal = prop_def(IntegerAttr[IndexType])
    alignment = opt_prop_def(IntegerAttr[IndexType])
    values = opt_prop_def(Attribute)
    result = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> InterfaceConstantLoadOp:
        properties: dict[str, Attribute] = {"layout": _parse_bare_layout(parser)}
        properties["ordinal"] = _parse_index_in_parens(parser, "ordinal")
        if (alignment := _parse_optional_index_in_parens(parser, "alignment")) is not None:
            properties["alignment"] = alignment
        if parser.parse_optional_keyword("values") is not None:
            parser.parse_punctuation("(")
            properties["values"] = parser.parse_attribute()
            parser.parse_punctuation(")")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        return cls.build(result_types=[result_type], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_layout(printer, self.layout)
        printer.print_string(f" ordinal({self.ordinal.value.data})")
        if self.alignment is not None:
            printer.print_string(f" alignment({self.alignment.value.data})")
        if self.values is not None:
            printer.print_string(" values(")
            printer.print_attribute(self.values)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        if not isinstance(self.result.type, IntegerType | IndexType) and not self.result.type.name.startswith("f"):
            raise VerifyException(f"'{self.name}' result must be a primitive type, got {self.result.type}")


class _InterfaceWorkgroupOp(IRDLOperation):
    """`%i = hal.interface.workgroup.<id|count|size>[0] [upper_bound N] : index` inside a dispatch function."""

    dimension = prop_def(IntegerAttr[IndexType])
    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "`[` $dimension `]` (`upper_bound` $upper_bound^)? attr-dict `:` type($result)"

    def verify_(self) -> None:
        if not 0 <= self.dimension.value.data < 3:
            raise VerifyException(f"'{self.name}' dimension {self.dimension.value.data} is not one of 0, 1, 2")


@irdl_op_definition
class InterfaceWorkgroupIDOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.id"


@irdl_op_definition
class InterfaceWorkgroupCountOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.count"


@irdl_op_definition
class InterfaceWorkgroupSizeOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.size"
