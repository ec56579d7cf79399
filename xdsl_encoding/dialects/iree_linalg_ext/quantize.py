"""`iree_linalg_ext.quantize_affine` (ONNX `QuantizeLinear`) and `dequantize_affine`
(`DequantizeLinear`, `DynamicQuantizeLinear`).

IREE's syntax, taken from what iree-compile 3.13 prints (the op is newer than the IREE sources of
`/work/.mirror`, b48a595):

    %q = iree_linalg_ext.quantize_affine <indexing_maps = [#x, #scale, #zp, #out], quant_min = -128,
           quant_max = 127[, storage_unsigned]> ins(%x, %scale[, %zp] : tensor<4x8xf32>, f32[, i64])
           outs(%init : tensor<4x8xi8>) -> tensor<4x8xi8>
    %x = iree_linalg_ext.dequantize_affine <..., input_unsigned> ins(%q, %scale[, %zp] : ...) outs(...)

The zero point is optional; one indexing map per operand maps the output's dims to the operand's
(per-tensor scale: `-> ()`, per-axis: `-> (d1)`). What they compute is IREE's own decomposition at
dispatch creation (`xdsl_encoding/interpreters/iree_linalg_ext.py`).
"""

from __future__ import annotations

from abc import ABC
from dataclasses import dataclass
from types import UnionType
from typing import ClassVar

from xdsl.dialects.builtin import (
    I64,
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    IntegerAttr,
    IntegerType,
    ShapedType,
    TensorType,
    UnitAttr,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    var_operand_def,
    var_result_def,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import QuantizationProperties
from xdsl_encoding.dialects.iree_linalg_ext.base import element, rank
from xdsl_encoding.utils.hints import tensor_type


def quantization_format(flag: str) -> str:
    """The `assembly_format` of an op whose unit property `flag` marks the integer side as unsigned."""
    return (
        f"custom<QuantizationProperties>($indexing_maps, $quant_min, $quant_max, ${flag})"
        " `ins` `(` $inputs `:` type($inputs) `)` `outs` `(` $output `:` type($output) `)`"
        " (`->` type($result)^)? attr-dict-with-keyword"
    )


@dataclass(frozen=True)
class Conversion:
    """What one direction converts: its element types, and the unit property that marks its integer side unsigned."""

    unsigned_flag: str
    """`storage_unsigned` (quantize: the integer output) or `input_unsigned` (dequantize: the integer input)."""
    source: type[Attribute] | UnionType
    dest: type[Attribute] | UnionType
    says: str
    """The verifier's words for it: `quantizes floats into integers`."""


class AffineQuantizationOp(IRDLOperation, ABC):
    """The shared syntax and verifier of `quantize_affine` and `dequantize_affine`."""

    CONVERSION: ClassVar[Conversion]

    inputs = var_operand_def()
    output = operand_def(ShapedType)
    result = var_result_def(TensorType)
    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    quant_min = prop_def(IntegerAttr[I64])
    quant_max = prop_def(IntegerAttr[I64])
    custom_directives = (QuantizationProperties,)

    @property
    def unsigned(self) -> bool:
        return self.properties.get(self.CONVERSION.unsigned_flag) is not None

    @property
    def zero_point(self) -> SSAValue | None:
        return self.inputs[2] if len(self.inputs) == 3 else None

    def verify_(self) -> None:
        if len(self.inputs) not in (2, 3):
            raise VerifyException(
                f"'{self.name}' takes an input, a scale and an optional zero point, got {len(self.inputs)}"
            )
        if self.quant_min.value.data > self.quant_max.value.data:
            raise VerifyException(
                f"'{self.name}' expected quant_min to not exceed quant_max, got "
                f"[{self.quant_min.value.data}, {self.quant_max.value.data}]"
            )
        operands = [*self.inputs, self.output]
        maps = [m.data for m in self.indexing_maps]
        if len(maps) != len(operands):
            raise VerifyException(
                f"'{self.name}' expected {len(operands)} indexing maps (one per operand), found {len(maps)}"
            )
        loops = rank(self.output.type)
        for i, (operand, m) in enumerate(zip(operands, maps)):
            if m.num_dims != loops or m.num_symbols != 0 or len(m.results) != rank(operand.type):
                raise VerifyException(
                    f"'{self.name}' indexing map #{i} {m} does not map the {loops} output dims to operand #{i} "
                    f"of type {operand.type}"
                )
        if not isinstance(element(self.inputs[1].type), AnyFloat):
            raise VerifyException(f"'{self.name}' scale must be a float, got {self.inputs[1].type}")
        if (zp := self.zero_point) is not None and not isinstance(element(zp.type), IntegerType):
            raise VerifyException(f"'{self.name}' zero point must be an integer, got {zp.type}")
        results = [r.type for r in self.result]
        expected: list[Attribute] = [self.output.type] if tensor_type(self.output.type) is not None else []
        if results != expected:
            raise VerifyException(
                f"'{self.name}' expected result types {expected} (the tensor output's), found {results}"
            )
        source, dest = element(self.inputs[0].type), element(self.output.type)
        if not isinstance(source, self.CONVERSION.source) or not isinstance(dest, self.CONVERSION.dest):
            raise VerifyException(f"'{self.name}' {self.CONVERSION.says}, got {source} -> {dest}")


@irdl_op_definition
class QuantizeAffineOp(AffineQuantizationOp):
    """float -> integer: `clamp(roundeven(x / scale) + zero_point, quant_min, quant_max)`."""

    name = "iree_linalg_ext.quantize_affine"
    CONVERSION: ClassVar[Conversion] = Conversion(
        "storage_unsigned", AnyFloat, IntegerType, "quantizes floats into integers"
    )
    storage_unsigned = opt_prop_def(UnitAttr)
    assembly_format = quantization_format(CONVERSION.unsigned_flag)


@irdl_op_definition
class DequantizeAffineOp(AffineQuantizationOp):
    """integer -> float: `(q - zero_point) * scale`."""

    name = "iree_linalg_ext.dequantize_affine"
    CONVERSION: ClassVar[Conversion] = Conversion(
        "input_unsigned", IntegerType, AnyFloat, "dequantizes integers into floats"
    )
    input_unsigned = opt_prop_def(UnitAttr)
    assembly_format = quantization_format(CONVERSION.unsigned_flag)
