"""`iree_linalg_ext.sort` (ONNX `TopK`: torch-mlir sorts values and indices, then slices) and
`iree_linalg_ext.topk`.

Syntax and verifiers: IREE's `LinalgExtOps.td`/`.cpp` (b48a595), which IREE 3.13 prints alike:

    %0:2 = iree_linalg_ext.sort dimension(1) outs(%v, %i : tensor<3x8xf32>, tensor<3x8xi64>) {
    ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
      %k = arith.cmpf oge, %a, %b : f32
      iree_linalg_ext.yield %k : i1
    } -> tensor<3x8xf32>, tensor<3x8xi64>
    %1:2 = iree_linalg_ext.topk dimension(1) ins(%x[, %idx] : T[, I]) outs(%ov, %oi : V, J) {...} -> V, J

The comparator takes a pair of elements per operand (`lhs`, `rhs`) and yields an i1.
"""

from __future__ import annotations

from xdsl.dialects.builtin import I64, IntegerAttr, IntegerType, ShapedType, i32
from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    region_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_linalg_ext.base import LinalgExtOp, compatible, element, rank, shape, verify_region


@irdl_op_definition
class SortOp(LinalgExtOp):
    """Sorts every operand along `dimension` by the comparator (it yields "keep `lhs` before `rhs`")."""

    name = "iree_linalg_ext.sort"
    inputs = var_operand_def()
    outputs = var_operand_def(ShapedType)
    dimension = prop_def(IntegerAttr[I64])
    region = region_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        "attr-dict `dimension` `(` $dimension `)` (`ins` `(` $inputs^ `:` type($inputs) `)`)?"
        f" `outs` `(` $outputs `:` type($outputs) `)` {LinalgExtOp.REGION_AND_RESULTS}"
    )

    def verify_(self) -> None:
        if self.inputs:
            raise VerifyException(f"'{self.name}' does not expect to take any inputs")
        if not self.outputs:
            raise VerifyException(f"'{self.name}' expected at least one `outs` operand")
        first = shape(self.outputs[0].type)
        dim = self.dimension.value.data
        if not 0 <= dim < len(first):
            raise VerifyException(f"'{self.name}' dimension must be within [0, {len(first)}), got {dim}")
        args: list[Attribute] = []
        for i, operand in enumerate(self.outputs):
            if shape(operand.type) != first:
                raise VerifyException(f"'{self.name}' expected operand {i} to have the same shape as other operands")
            args += [element(operand.type)] * 2
        verify_region(self, self.region, args, IntegerType(1))
        self.verify_results(self.outputs)


@irdl_op_definition
class TopkOp(LinalgExtOp):
    """The `k` first elements along `dimension` (k = the output's size there) and their indices."""

    name = "iree_linalg_ext.topk"
    values = operand_def(ShapedType)
    indices = opt_operand_def(ShapedType)
    output_values = operand_def(ShapedType)
    output_indices = operand_def(ShapedType)
    dimension = prop_def(IntegerAttr[I64])
    region = region_def()
    assembly_format = (
        "attr-dict `dimension` `(` $dimension `)`"
        " `ins` `(` $values (`,` $indices^)? `:` type($values) (`,` type($indices)^)? `)`"
        " `outs` `(` $output_values `,` $output_indices `:` type($output_values) `,` type($output_indices) `)`"
        f" {LinalgExtOp.REGION_AND_RESULTS}"
    )

    def verify_(self) -> None:
        values, out_values, out_indices = (v.type for v in (self.values, self.output_values, self.output_indices))
        dim = self.dimension.value.data
        if not 0 <= dim < rank(values):
            raise VerifyException(f"'{self.name}' dimension {dim} exceeds rank {rank(values)}")
        if element(values) != element(out_values):
            raise VerifyException(f"'{self.name}' expected input/output value types to be identical")
        if self.indices is not None:
            if element(self.indices.type) != i32 or element(out_indices) != i32:
                raise VerifyException(f"'{self.name}' expected input/output indices types to be int32")
            if not _compatible_shapes(shape(values), shape(self.indices.type)):
                raise VerifyException(f"'{self.name}' input indices/values shape must match")
        if not isinstance(element(out_indices), IntegerType):
            raise VerifyException(f"'{self.name}' expected integer output indices, got {out_indices}")
        if rank(values) != rank(out_values):
            raise VerifyException(f"'{self.name}' expected input/output to have the same rank")
        if not _compatible_shapes(shape(out_values), shape(out_indices)):
            raise VerifyException(f"'{self.name}' output indices/values shape must match")
        if any(i != dim and not compatible(a, b) for i, (a, b) in enumerate(zip(shape(values), shape(out_values)))):
            raise VerifyException(f"'{self.name}' incompatible input/output shapes")
        verify_region(self, self.region, [element(values)] * 2, IntegerType(1))
        self.verify_results([self.output_values, self.output_indices])


def _compatible_shapes(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return len(a) == len(b) and all(compatible(x, y) for x, y in zip(a, b))
