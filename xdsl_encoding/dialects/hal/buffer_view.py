"""`hal` ops that `--compile-to=stream` prints at the ABI boundary: the element and encoding type
codes of a buffer view and the assertion that an argument has the expected shape and type.

`hal.buffer_view.assert<%v : !hal.buffer_view> message("tensor") shape([%c4, %c16]) type(%t) encoding(%e)`
(`compiler/src/iree/compiler/Dialect/HAL/IR/HALOps.td`, b48a595).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerType, StringAttr, i32
from xdsl.ir import Attribute, TypeAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure

from xdsl_encoding.dialects.hal.types import BufferViewType


@irdl_op_definition
class ElementTypeOp(IRDLOperation):
    """`%t = hal.element_type<f32> : i32`: IREE's runtime code of an element type."""

    name = "hal.element_type"
    type = prop_def(TypeAttribute)
    result = result_def(IntegerType)
    traits = traits_def(Pure())
    assembly_format = "`<` $type `>` attr-dict `:` type($result)"


@irdl_op_definition
class EncodingTypeOp(IRDLOperation):
    """`%e = hal.encoding_type<dense_row_major> : i32` (no encoding attribute: dense row-major)."""

    name = "hal.encoding_type"
    encoding = opt_prop_def(Attribute)
    result = result_def(IntegerType)
    traits = traits_def(Pure())

    assembly_format = "`<` ($encoding^):(`` `dense_row_major`)? `>` attr-dict `:` type($result)"


@irdl_op_definition
class BufferViewAssertOp(IRDLOperation):
    """Aborts unless the buffer view has `shape`, `element_type` and `encoding_type`."""

    name = "hal.buffer_view.assert"
    buffer_view = operand_def(BufferViewType)
    message = prop_def(StringAttr)
    element_type = operand_def(i32)
    encoding_type = operand_def(i32)
    shape = var_operand_def(IndexType)
    assembly_format = (
        "`<` $buffer_view `:` type($buffer_view) `>` `message` `(` $message `)` `shape` `(` `[` $shape `]` `)` "
        "`type` `(` $element_type `)` `encoding` `(` $encoding_type `)` attr-dict-with-keyword"
    )
