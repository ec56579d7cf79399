"""`flow`'s tensor ops that dispatch creation leaves on the host: `tensor.encode`, `tensor.reshape`,
`tensor.bitcast`, `tensor.splat`, `tensor.clone` and `dispatch.tie_shape` (element and slice access:
`access_ops.py`).

Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.td` (b48a595).
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import IndexType, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_syntax import (
    ShapeChangeOp,
    parse_attributes_with_keyword,
    parse_shaped_type,
    print_shaped_type,
    resolve,
    verify_dims,
)
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.utils.hints import tensor_type_of


def _static_count(tensor: TensorType[Attribute]) -> int | None:
    count = 1
    for size in tensor.get_shape():
        if size < 0:
            return None
        count *= size
    return count


@irdl_op_definition
class TensorEncodeOp(ShapeChangeOp):
    """Changes a tensor's encoding; shape and element type stay."""

    name = "flow.tensor.encode"

    def verify_(self) -> None:
        super().verify_()
        source, result = self.source_and_result()
        if source.get_shape() != result.get_shape() or source.get_element_type() != result.get_element_type():
            raise VerifyException(f"'{self.name}' must keep the shape and element type ({source} -> {result})")


@irdl_op_definition
class TensorReshapeOp(ShapeChangeOp):
    """Row-major reshape of a tensor with the same element type and element count."""

    name = "flow.tensor.reshape"

    def verify_(self) -> None:
        super().verify_()
        source, result = self.source_and_result()
        if source.get_element_type() != result.get_element_type():
            raise VerifyException(f"'{self.name}' must keep the element type ({source} -> {result})")
        a, b = _static_count(source), _static_count(result)
        if a is not None and b is not None and a != b:
            raise VerifyException(f"'{self.name}' {source} and {result} hold different numbers of elements")


@irdl_op_definition
class TensorBitCastOp(ShapeChangeOp):
    name = "flow.tensor.bitcast"


@irdl_op_definition
class DispatchTieShapeOp(IRDLOperation):
    """`%r = flow.dispatch.tie_shape %t : !iree_tensor_ext.dispatch.tensor<...>{%d}`: `%t`, with its sizes."""

    name = "flow.dispatch.tie_shape"
    operand = operand_def(DispatchTensorType)
    dynamic_dims = var_operand_def(IndexType)
    result = result_def(DispatchTensorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> DispatchTieShapeOp:
        operand = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_, dims = parse_shaped_type(parser)
        return cls.build(
            operands=[parser.resolve_operand(operand, type_), resolve(parser, dims, IndexType())],
            result_types=[type_],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        print_shaped_type(printer, self.result.type, self.dynamic_dims)

    def verify_(self) -> None:
        assert isinstance(self.result.type, DispatchTensorType)
        verify_dims(self.name, self.result.type.tensor, self.dynamic_dims, "type")
        if self.operand.type != self.result.type:
            raise VerifyException(f"'{self.name}' operand and result types must match")


@irdl_op_definition
class TensorSplatOp(IRDLOperation):
    """`%r = flow.tensor.splat %v : tensor<?x4xf32>{%d}`: a tensor filled with one scalar (pads, inits)."""

    name = "flow.tensor.splat"
    value = operand_def()
    result_dims = var_operand_def(IndexType)
    result = result_def(TensorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> TensorSplatOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        type_, dims = parse_shaped_type(parser)
        attributes = parse_attributes_with_keyword(parser)
        if not isinstance(type_, TensorType):
            parser.raise_error(f"'{cls.name}' result must be a tensor, got {type_}")
        result = cast(TensorType[Attribute], type_)
        return cls.build(
            operands=[parser.resolve_operand(value, result.get_element_type()), resolve(parser, dims, IndexType())],
            result_types=[result],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(" : ")
        print_shaped_type(printer, self.result.type, self.result_dims)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        result = tensor_type_of(self.result)
        verify_dims(self.name, result, self.result_dims, "result type")
        if self.value.type != result.get_element_type():
            raise VerifyException(f"'{self.name}' value type {self.value.type} must be the element type of {result}")


@irdl_op_definition
class TensorCloneOp(IRDLOperation):
    """`%r = flow.tensor.clone %t : tensor<?x4xf32>{%d}`: a copy of `%t` (same type)."""

    name = "flow.tensor.clone"
    operand = operand_def(TensorType)
    argument_dims = var_operand_def(IndexType)
    result = result_def(TensorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> TensorCloneOp:
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        type_, dims = parse_shaped_type(parser)
        attributes = parse_attributes_with_keyword(parser)
        return cls.build(
            operands=[parser.resolve_operand(operand, type_), resolve(parser, dims, IndexType())],
            result_types=[type_],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        printer.print_string(" : ")
        print_shaped_type(printer, self.result.type, self.argument_dims)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        verify_dims(self.name, self.result.type, self.argument_dims, "type")
        if self.operand.type != self.result.type:
            raise VerifyException(f"'{self.name}' operand and result types must match")
