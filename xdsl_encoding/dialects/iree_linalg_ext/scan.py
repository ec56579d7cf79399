"""`iree_linalg_ext.scan` (ONNX `CumSum`)."""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import I64, BoolAttr, IntegerAttr, ShapedType
from xdsl.irdl import irdl_op_definition, operand_def, prop_def, region_def
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_linalg_ext.base import LinalgExtOp, YieldOp, element
from xdsl_encoding.utils.hints import tensor_type


@irdl_op_definition
class ScanOp(LinalgExtOp):
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
    region = region_def("single_block")

    assembly_format = (
        "attr-dict `dimension` `(` $dimension `)` `inclusive` `(` $inclusive `)` `ins` `(` $input `:` type($input) `)`"
        " `outs` `(` $output `,` $accumulator `:` type($output) `,` type($accumulator) `)`"
        f" {LinalgExtOp.REGION_AND_RESULTS}"
    )

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
