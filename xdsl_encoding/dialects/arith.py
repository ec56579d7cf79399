"""MLIR's `arith` dialect as IREE prints it: xDSL 0.74's arith plus the ops it lacks.

`Arith` is a superset of `xdsl.dialects.arith.Arith`: every xDSL op is kept and `index_castui` is
added (IREE's global optimization writes it for sizes read from `i64` shape tensors, ONNX
`Shape`/`Slice` on dynamic dims); `trunci` takes MLIR's `overflowFlags` (`trunci %x overflow<nsw>`,
generic `<{overflowFlags = #arith.overflow<none>}>`), which xDSL 0.74's lacks. It is installed in xDSL's registry entry for `arith` the way
`linalg` is (`xdsl_encoding/universe.py`, docs/decisions.md).
MLIR: https://mlir.llvm.org/docs/Dialects/ArithOps/#arithindex_castui-arithindexcastuiop
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.arith import Arith as XdslArith
from xdsl.dialects.arith import IntegerOverflowAttr
from xdsl.dialects.arith import TruncIOp as XdslTruncIOp
from xdsl.dialects.builtin import ContainerType, IndexType, IntegerType, ShapedType
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, opt_prop_def, result_def, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


def _scalar(type_: Attribute) -> Attribute:
    if isinstance(type_, ContainerType):
        element: Attribute = cast(ContainerType[Attribute], type_).get_element_type()
        return element
    return type_


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """Cast between `index` and a signless integer, reading the source as unsigned (zero extension).

    Either side may be a tensor of them (same shape); exactly one element type is `index`.
    """

    name = "arith.index_castui"

    input = operand_def()
    result = result_def()

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    traits = traits_def(Pure())

    def __init__(self, input_arg: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[input_arg], result_types=[target_type])

    def verify_(self) -> None:
        source, target = self.input.type, self.result.type
        if isinstance(source, ShapedType) != isinstance(target, ShapedType) or (
            isinstance(source, ShapedType)
            and isinstance(target, ShapedType)
            and (type(source) is not type(target) or source.get_shape() != target.get_shape())
        ):
            raise VerifyException(
                f"'arith.index_castui' op operand type '{source}' and result type '{target}' are cast incompatible"
            )
        elements = (_scalar(source), _scalar(target))
        if not all(isinstance(t, IntegerType | IndexType) for t in elements) or (
            isinstance(elements[0], IndexType) == isinstance(elements[1], IndexType)
        ):
            raise VerifyException(
                f"'arith.index_castui' op operand type '{source}' and result type '{target}' are cast incompatible"
            )


@irdl_op_definition
class TruncIOp(IRDLOperation):
    """`arith.trunci %x [overflow<nsw|nuw>] : i64 to i16`: MLIR's, with the overflow flags IREE prints.

    The flags only promise that the value fits (else poison); the interpreter truncates either way.
    """

    name = "arith.trunci"

    input = operand_def(IntegerType)
    result = result_def(IntegerType)
    overflow_flags = opt_prop_def(IntegerOverflowAttr, prop_name="overflowFlags")

    assembly_format = "$input (`overflow` `` $overflowFlags^)? attr-dict `:` type($input) `to` type($result)"

    traits = traits_def(Pure())

    def verify_(self) -> None:
        source, target = cast(IntegerType, self.input.type), self.result.type
        if target.bitwidth >= source.bitwidth:
            raise VerifyException("'arith.trunci' op result type must be narrower than the operand type")


Arith = Dialect(
    "arith",
    [*(op for op in XdslArith.operations if op is not XdslTruncIOp), TruncIOp, IndexCastUIOp],
    [*XdslArith.attributes],
)
