"""MLIR's `arith` dialect as IREE prints it: xDSL 0.74's arith plus the ops it lacks.

`Arith` is a superset of `xdsl.dialects.arith.Arith`: every xDSL op is kept and `index_castui` is
added (IREE's global optimization writes it for sizes read from `i64` shape tensors, ONNX
`Shape`/`Slice` on dynamic dims); `trunci` takes MLIR's `overflowFlags` (`trunci %x overflow<nsw>`,
generic `<{overflowFlags = #arith.overflow<none>}>`), which xDSL 0.74's lacks. It is installed in xDSL's registry entry for `arith` the way
`linalg` is (`xdsl_encoding/universe.py`, docs/decisions.md). `scaling_extf` (MX block-scaled
contractions, `op_type = scaled_matmul`) is added too: xDSL 0.74 has its f4E2M1FN / f8E8M0FNU types
but not the op.
MLIR: https://mlir.llvm.org/docs/Dialects/ArithOps/#arithindex_castui-arithindexcastuiop
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.arith import Arith as XdslArith
from xdsl.dialects.arith import FastMathFlagsAttr, IntegerOverflowAttr
from xdsl.dialects.arith import TruncIOp as XdslTruncIOp
from xdsl.dialects.builtin import AnyFloat, ContainerType, IndexType, IntegerType, ShapedType
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


def _shape(type_: Attribute) -> tuple[int, ...] | None:
    return tuple(type_.get_shape()) if isinstance(type_, ShapedType) else None


@irdl_op_definition
class ScalingExtFOp(IRDLOperation):
    """`arith.scaling_extf %x, %scale : f4E2M1FN, f8E8M0FNU to f32`: `extf(x) * extf(scale)`.

    MLIR's arith-expand lowering (ExpandOps.cpp, `ScalingExtFOpConverter`): both operands are extended
    to the result type and multiplied; an f8E8M0FNU scale extends to 2^(bits - 127), NaN for 0xFF.
    """

    name = "arith.scaling_extf"

    input = operand_def()
    scale = operand_def()
    result = result_def()
    fastmath = opt_prop_def(FastMathFlagsAttr)

    assembly_format = (
        "$input `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `,` type($scale) `to` type($result)"
    )

    traits = traits_def(Pure())

    def __init__(self, input_arg: SSAValue | Operation, scale: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[input_arg, scale], result_types=[target_type])

    def verify_(self) -> None:
        types = (self.input.type, self.scale.type, self.result.type)
        if len({_shape(t) for t in types}) != 1:
            raise VerifyException(f"'{self.name}' op requires the same shape for all operands and results")
        source, scale, target = (_scalar(t) for t in types)
        if not all(isinstance(t, AnyFloat) for t in (source, scale, target)):
            raise VerifyException(f"'{self.name}' op operands and result must be floats (or shaped of them)")
        if cast(AnyFloat, target).bitwidth <= cast(AnyFloat, source).bitwidth:
            raise VerifyException(f"'{self.name}' op result type must be wider than the operand type")


Arith = Dialect(
    "arith",
    [*(op for op in XdslArith.operations if op is not XdslTruncIOp), TruncIOp, IndexCastUIOp, ScalingExtFOp],
    [*XdslArith.attributes],
)
