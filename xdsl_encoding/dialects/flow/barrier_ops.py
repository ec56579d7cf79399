"""`flow.tensor.barrier` and `flow.tensor.dynamic_constant` (FlowOps.td, b48a595), as IREE's stream tests write them.

`%b = flow.tensor.barrier %t : tensor<?x128xi8>{%d} on #hal.device.affinity<@device>` is `%t`, available
on that device; `%c = flow.tensor.dynamic_constant dense<2> : tensor<2x4xi32> -> tensor<?x?xi32>` is a
constant whose type hides its sizes (its value is the dense attribute's).
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseIntOrFPElementsAttr, IndexType, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def, traits_def, var_operand_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_syntax import (
    parse_attributes_with_keyword,
    parse_shaped_type,
    print_shaped_type,
    resolve,
    verify_dims,
)


@irdl_op_definition
class TensorBarrierOp(IRDLOperation):
    name = "flow.tensor.barrier"
    operand = operand_def(TensorType)
    operand_dims = var_operand_def(IndexType)
    target = prop_def(Attribute)
    result = result_def(TensorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> TensorBarrierOp:
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        type_, dims = parse_shaped_type(parser)
        parser.parse_keyword("on")
        target = parser.parse_attribute()
        attributes = parse_attributes_with_keyword(parser)
        return cls.build(
            operands=[parser.resolve_operand(operand, type_), resolve(parser, dims, IndexType())],
            result_types=[type_],
            properties={"target": target},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        printer.print_string(" : ")
        print_shaped_type(printer, self.result.type, self.operand_dims)
        printer.print_string(" on ")
        printer.print_attribute(self.target)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        verify_dims(self.name, self.operand.type, self.operand_dims, "operand")
        if self.operand.type != self.result.type:
            raise VerifyException(f"'{self.name}' operand and result types must match")


@irdl_op_definition
class TensorDynamicConstantOp(IRDLOperation):
    name = "flow.tensor.dynamic_constant"
    value = prop_def(DenseIntOrFPElementsAttr)
    result = result_def(TensorType)

    @classmethod
    def parse(cls, parser: Parser) -> TensorDynamicConstantOp:
        attributes = parser.parse_optional_attr_dict()
        at = parser.pos
        value = parser.parse_attribute()
        if not isinstance(value, DenseIntOrFPElementsAttr):
            parser.raise_error(f"flow.tensor.dynamic_constant: expected dense elements, got {value}", at)
        parser.parse_punctuation("->")
        properties: dict[str, Attribute] = {"value": cast(Attribute, value)}
        return cls.build(properties=properties, attributes=attributes, result_types=[parser.parse_type()])

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        value_type = cast(TensorType[Attribute], self.value.type)
        declared = self.result.type
        shape, sizes = tuple(value_type.get_shape()), tuple(declared.get_shape())
        if (
            value_type.element_type != declared.element_type
            or len(shape) != len(sizes)
            or any(d not in (DYNAMIC_INDEX, s) for s, d in zip(shape, sizes))
        ):
            raise VerifyException(f"'{self.name}' value {value_type} does not fit the result type {declared}")
