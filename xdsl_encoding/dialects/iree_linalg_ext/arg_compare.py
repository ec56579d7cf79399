"""`iree_linalg_ext.arg_compare` (ONNX `ArgMax`/`ArgMin`): the selected value and its index along
`dimension`, the comparator yielding "take the candidate" (`cmpf ogt` for the first maximum,
`oge` for the last).

    %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%x[, %idx] : tensor<3x5xf32>[, I])
             outs(%v, %i : tensor<3xf32>, tensor<3xi32>) [index_base(%b : index)] {
    ^bb0(%candidate: f32, %best: f32):
      %c = arith.cmpf ogt, %candidate, %best : f32
      iree_linalg_ext.yield %c : i1
    } -> tensor<3xf32>, tensor<3xi32>

Verifier: IREE's `ArgCompareOp::verify`/`verifyRegions` (b48a595).
"""

from __future__ import annotations

from xdsl.dialects.builtin import I64, IndexType, IntegerAttr, IntegerType, ShapedType
from xdsl.ir import Attribute
from xdsl.irdl import AttrSizedOperandSegments, irdl_op_definition, operand_def, opt_operand_def, prop_def, region_def
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_linalg_ext.base import LinalgExtOp, compatible, element, shape, verify_region


@irdl_op_definition
class ArgCompareOp(LinalgExtOp):
    """An arg-reduction with a user comparator; implicit indices count from `index_base` (or 0)."""

    name = "iree_linalg_ext.arg_compare"
    input_value = operand_def(ShapedType)
    input_index = opt_operand_def(ShapedType)
    output_value = operand_def(ShapedType)
    output_index = operand_def(ShapedType)
    index_base = opt_operand_def(IndexType)
    dimension = prop_def(IntegerAttr[I64])
    region = region_def("single_block")
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "attr-dict `dimension` `(` $dimension `)`"
        " `ins` `(` $input_value (`,` $input_index^)? `:` type($input_value) (`,` type($input_index)^)? `)`"
        " `outs` `(` $output_value `,` $output_index `:` type($output_value) `,` type($output_index) `)`"
        " (`index_base` `(` $index_base^ `:` type($index_base) `)`)?"
        f" {LinalgExtOp.REGION_AND_RESULTS}"
    )

    def verify_(self) -> None:
        source, out_value, out_index = (v.type for v in (self.input_value, self.output_value, self.output_index))
        index_element = element(out_index)
        if self.input_index is not None:
            if shape(self.input_index.type) != shape(source):
                raise VerifyException(
                    f"'{self.name}' explicit-index mode: value and index inputs must have the same shape"
                )
            if element(self.input_index.type) != index_element:
                raise VerifyException(
                    f"'{self.name}' explicit-index mode: input and output index element types must match"
                )
            if self.index_base is not None:
                raise VerifyException(f"'{self.name}' index_base must not be used with explicit indices")
        if element(source) != element(out_value):
            raise VerifyException(f"'{self.name}' input and output value element types must match")
        if not isinstance(index_element, IntegerType | IndexType):
            raise VerifyException(
                f"'{self.name}' output index must have integer or index element type, but got {index_element}"
            )
        values_shape, index_shape = shape(out_value), shape(out_index)
        if len(values_shape) != len(index_shape) or not all(map(compatible, values_shape, index_shape)):
            raise VerifyException(f"'{self.name}' output indices/values shape must match")
        dim = self.dimension.value.data
        if not 0 <= dim < len(shape(source)):
            raise VerifyException(
                f"'{self.name}' reduction dimension {dim} is out of range for input rank {len(shape(source))}"
            )
        expected = tuple(n for i, n in enumerate(shape(source)) if i != dim)
        if expected != values_shape:
            raise VerifyException(
                f"'{self.name}' output shape must match input shape with reduction dimension removed: "
                f"expected {list(expected)}, got {list(values_shape)}"
            )
        args: list[Attribute] = [element(source)] * 2
        verify_region(self, self.region, args, IntegerType(1))
        self.verify_results([self.output_value, self.output_index])
