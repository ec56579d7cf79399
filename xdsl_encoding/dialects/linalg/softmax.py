"""`linalg.softmax dimension(d) ins(%x : T) outs(%y : T) -> T`: `exp(x - max) / sum(exp(x - max))` along `d`.

MLIR: https://mlir.llvm.org/docs/Dialects/Linalg/#linalgsoftmax-linalgsoftmaxop
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects.builtin import I64, IntegerAttr, ShapedType, TensorType, i64
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, var_result_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.linalg.syntax import parse_optional_result_types, print_result_types
from xdsl_encoding.utils.hints import tensor_type


@irdl_op_definition
class SoftmaxOp(IRDLOperation):
    """Softmax of `input` along `dimension`, written into `output` (a result on tensors)."""

    name = "linalg.softmax"

    input = operand_def(ShapedType)
    output = operand_def(ShapedType)
    dimension = prop_def(IntegerAttr[I64])
    result = var_result_def(TensorType)

    def __init__(
        self, input: SSAValue, output: SSAValue, dimension: int, attributes: dict[str, Attribute] | None = None
    ):
        super().__init__(
            operands=[input, output],
            result_types=[[output.type] if tensor_type(output.type) is not None else []],
            properties={"dimension": IntegerAttr(dimension, i64)},
            attributes=attributes,
        )

    def verify_(self) -> None:
        input_type, output_type = self.input.type, self.output.type
        assert isinstance(input_type, ShapedType)
        assert isinstance(output_type, ShapedType)
        if input_type.get_shape() != output_type.get_shape():
            raise VerifyException("incompatible output shape")
        if not 0 <= self.dimension.value.data < len(input_type.get_shape()):
            raise VerifyException("incorrect dimension specified")
        results = [r.type for r in self.result]
        expected: list[Attribute] = [output_type] if tensor_type(output_type) is not None else []
        if results != expected:
            raise VerifyException(f"expected result types {expected} (those of the tensor output), found {results}")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attrs = parser.parse_optional_attr_dict()
        parser.parse_keyword("dimension")
        parser.parse_punctuation("(")
        dimension = parser.parse_integer()
        parser.parse_punctuation(")")
        operands: list[SSAValue] = []
        for keyword in ("ins", "outs"):
            parser.parse_keyword(keyword)
            parser.parse_punctuation("(")
            unresolved = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            operands.append(parser.resolve_operand(unresolved, parser.parse_type()))
            parser.parse_punctuation(")")
        pos = parser.pos
        results = parse_optional_result_types(parser)
        op = cls(operands[0], operands[1], dimension, attrs)
        if [r.type for r in op.result] != list(results):
            parser.raise_error(f"linalg.softmax: expected result types {[r.type for r in op.result]}", pos, parser.pos)
        return op

    def print(self, printer: Printer) -> None:
        if self.attributes:
            printer.print_string(" ")
            printer.print_attr_dict(self.attributes)
        printer.print_string(f" dimension({self.dimension.value.data}) ins(")
        printer.print_ssa_value(self.input)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(") outs(")
        printer.print_ssa_value(self.output)
        printer.print_string(" : ")
        printer.print_attribute(self.output.type)
        printer.print_string(")")
        print_result_types(printer, self.result.types)
