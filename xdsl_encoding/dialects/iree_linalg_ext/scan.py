"""`iree_linalg_ext.scan` (ONNX `CumSum`)."""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import I64, BoolAttr, IntegerAttr, ShapedType, TensorType, i1
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, region_def, var_result_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_linalg_ext.base import YieldOp, element
from xdsl_encoding.dialects.linalg.syntax import parse_operand_group, print_operand_group
from xdsl_encoding.utils.hints import tensor_type


@irdl_op_definition
class ScanOp(IRDLOperation):
    """Inclusive or exclusive scan of `input` along `dimension` (ONNX `CumSum`).

    `iree_linalg_ext.scan dimension(1) inclusive(true) ins(%x : T) outs(%out, %acc : T, A) {^bb0(%prev, %next): ...} -> T, A`.
    The body combines the previous output element with the next input; `accumulator` (the input
    without the scanned dim) ends as the last output element (IREE's scalar implementation,
    `LinalgExt/IR/TilingInterfaceImpl.cpp`, b48a595). IREE 3.13 prints a discardable
    `operandSegmentSizes` in the attribute dictionary; it is kept as written.
    """

    name = "iree_linalg_ext.scan"
    input = operand_def(ShapedType)
    output = operand_def(ShapedType)
    accumulator = operand_def(ShapedType)
    dimension = prop_def(IntegerAttr[I64])
    inclusive = prop_def(BoolAttr)
    results_ = var_result_def(TensorType)
    region = region_def("single_block")

    @classmethod
    def parse(cls, parser: Parser) -> ScanOp:
        attributes = parser.parse_optional_attr_dict()
        parser.parse_keyword("dimension")
        dimension = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_integer)
        parser.parse_keyword("inclusive")
        inclusive = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_boolean)
        if len(dimension) != 1 or len(inclusive) != 1:
            parser.raise_error(f"'{cls.name}' expects one dimension(...) and one inclusive(...)")
        inputs = parse_operand_group(parser, "ins")
        outputs = parse_operand_group(parser, "outs")
        if len(inputs) != 1 or len(outputs) != 2:
            parser.raise_error(f"'{cls.name}' expects ins(%input) and outs(%output, %accumulator)")
        region = parser.parse_region()
        results: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            results = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        return cls.build(
            operands=[inputs[0], outputs[0], outputs[1]],
            result_types=[results],
            properties={"dimension": IntegerAttr(dimension[0], 64), "inclusive": BoolAttr(inclusive[0], i1)},
            attributes=attributes,
            regions=[region],
        )

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        inclusive = "true" if self.inclusive.value.data else "false"
        printer.print_string(f" dimension({self.dimension.value.data}) inclusive({inclusive})")
        print_operand_group(printer, "ins", [self.input])
        print_operand_group(printer, "outs", [self.output, self.accumulator])
        printer.print_string(" ")
        printer.print_region(self.region)
        if self.results_:
            printer.print_string(" -> ")
            printer.print_list([r.type for r in self.results_], printer.print_attribute)

    def verify_(self) -> None:
        source, output, acc = (cast(ShapedType, v.type) for v in (self.input, self.output, self.accumulator))
        rank = len(source.get_shape())
        dim = self.dimension.value.data
        if not 0 <= dim < rank:
            raise VerifyException(f"'{self.name}' dimension {dim} is out of range for rank {rank}")
        if output.get_shape() != source.get_shape():
            raise VerifyException(f"'{self.name}' output {output} must have the input's shape")
        expected = tuple(n for i, n in enumerate(source.get_shape()) if i != dim)
        if tuple(acc.get_shape()) != expected:
            raise VerifyException(f"'{self.name}' accumulator {acc} must have the input's shape without dim {dim}")
        elements = {element(t) for t in (source, output, acc)}
        if len(elements) != 1:
            raise VerifyException(f"'{self.name}' input, output and accumulator must share an element type")
        block = self.region.block
        scalar = elements.pop()
        if [a.type for a in block.args] != [scalar, scalar]:
            raise VerifyException(f"'{self.name}' region takes two {scalar} arguments")
        last = block.last_op
        if not isinstance(last, YieldOp) or [v.type for v in last.values_] != [scalar]:
            raise VerifyException(f"'{self.name}' region must yield one {scalar}")
        results = [r.type for r in self.results_]
        tensors = [t for t in (output, acc) if tensor_type(t) is not None]
        if results and results != tensors:
            raise VerifyException(f"'{self.name}' results must be the output and accumulator types, got {results}")
