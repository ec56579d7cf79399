"""`util` byte buffers as `--compile-to=stream` prints them: `!util.buffer`, `#util.composite`,
`util.buffer.constant`, and `!util.unused` (the encoding slot of a non-tensor dispatch operand).

`util.buffer.constant <alignment = 64> : !util.buffer = #util.composite<512xi8, [dense<...> : tensor<8x16xf32>,
dense<0> : vector<32xi8>]>` is the bytes of its values, one after another (padding included).
Syntax follows `compiler/src/iree/compiler/Dialect/Util/IR/UtilOps.td` and `UtilAttrs.td` (b48a595).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
)
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.util.globals import parse_inherent_properties, print_inherent_properties
from xdsl_encoding.dialects.util.types import ParameterlessType


@irdl_attr_definition
class BufferType(ParameterlessType):
    """`!util.buffer`: host bytes."""

    name = "util.buffer"


@irdl_attr_definition
class UnusedType(ParameterlessType):
    """`!util.unused`: no encoding, for an operand that is not a tensor (a dispatch's `index`)."""

    name = "util.unused"


@irdl_attr_definition
class CompositeAttr(ParametrizedAttribute):
    """`#util.composite<NxiM, [values...]>`: the concatenated bytes of `values` (N elements of iM in all)."""

    name = "util.composite"
    total_length: IntAttr
    element_type: Attribute
    values: ArrayAttr[Attribute]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        dims, element_type = parser.parse_ranked_shape()
        if len(dims) != 1:
            parser.raise_error("#util.composite: expected `NxiM`, one length and a byte type")
        parser.parse_punctuation(",")
        values: list[Attribute] = []
        parser.parse_punctuation("[")
        while parser.parse_optional_punctuation("]") is None:  # IREE ends the list with a comma
            values.append(parser.parse_attribute())
            if parser.parse_optional_punctuation(",") is None:
                parser.parse_punctuation("]")
                break
        parser.parse_punctuation(">")
        return (IntAttr(dims[0]), element_type, ArrayAttr(values))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.total_length.data}x")
        printer.print_attribute(self.element_type)
        printer.print_string(", [")
        printer.print_list(self.values.data, printer.print_attribute)
        printer.print_string("]>")

    def verify(self) -> None:
        element: Attribute = self.element_type
        if not isinstance(element, IntegerType) or cast(IntegerType, element).bitwidth != 8:
            raise VerifyException(f"#util.composite: the element type must be i8, got {self.element_type}")
        for value in self.values.data:
            if not isinstance(value, DenseIntOrFPElementsAttr):
                raise VerifyException(f"#util.composite: only dense elements can be stored, got {value}")
        if len(composite_bytes(self)) != self.total_length.data:
            raise VerifyException(
                f"#util.composite: its values hold a different number of bytes than {self.total_length.data}"
            )


def _bytes_of(value: Attribute) -> bytes:
    """The little-endian bytes IREE stores for a dense value (i1 as one byte per element)."""
    dense = cast(DenseIntOrFPElementsAttr[Any], value)
    element = dense.get_element_type()
    if isinstance(element, IntegerType) and element.bitwidth == 1:
        return np.asarray(dense.get_values(), dtype=np.uint8).tobytes()
    return dense.data.data


def composite_bytes(attr: CompositeAttr) -> bytes:
    return b"".join(_bytes_of(v) for v in attr.values.data)


@irdl_op_definition
class BufferConstantOp(IRDLOperation):
    """`%b = util.buffer.constant ["name"] <alignment = 64> : !util.buffer = #util.composite<...>`."""

    name = "util.buffer.constant"
    name_ = opt_prop_def(StringAttr, prop_name="name")
    value = prop_def(Attribute)
    alignment = opt_prop_def(IntegerAttr[IndexType])
    mime_type = opt_prop_def(StringAttr)
    result = result_def(BufferType)
    traits = traits_def(Pure())

    # Hand-written: IREE 3.13 writes `alignment`/`mime_type` as `<alignment = 64>`, which xDSL's format cannot.
    @classmethod
    def parse(cls, parser: Parser) -> BufferConstantOp:
        properties: dict[str, Attribute] = {}
        if (label := parser.parse_optional_str_literal()) is not None:
            properties["name"] = StringAttr(label)
        properties.update(parse_inherent_properties(parser, cls.name, ("alignment", "mime_type")))
        if isinstance(alignment := properties.get("alignment"), IntegerAttr):
            properties["alignment"] = IntegerAttr(cast(IntegerAttr[Any], alignment).value.data, IndexType())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        parser.parse_punctuation("=")
        properties["value"] = parser.parse_attribute()
        return cls.build(properties=properties, attributes=attributes, result_types=[result_type])

    def print(self, printer: Printer) -> None:
        if self.name_ is not None:
            printer.print_string(" ")
            printer.print_string_literal(self.name_.data)
        print_inherent_properties(printer, [("alignment", self.alignment), ("mime_type", self.mime_type)])
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)
        printer.print_string(" = ")
        printer.print_attribute(self.value)

    def verify_(self) -> None:
        if not isinstance(self.value, CompositeAttr | DenseIntOrFPElementsAttr | StringAttr):
            raise VerifyException(f"util.buffer.constant: cannot serialize {self.value}")

    def contents(self) -> bytes:
        """The bytes the buffer holds."""
        value = self.value
        if isinstance(value, CompositeAttr):
            return composite_bytes(value)
        if isinstance(value, StringAttr):
            return value.data.encode()
        return _bytes_of(value)
