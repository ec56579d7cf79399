"""`flow`'s element and slice access on host tensors: `tensor.load`, `tensor.store`, `tensor.slice`,
`tensor.update`.

Dispatch creation leaves them on the host: `DynamicQuantizeLinear` reads its scale as a 0-d
`tensor.load`; recurrent models (ONNX `GRU`) slice one step out of a sequence with `tensor.slice` and write it back with `tensor.update`.
Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.td` (b48a595).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import IndexType, TensorType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, result_def, var_operand_def
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.base import TENSOR, ElementTypeOf, SizedPureOp, verify_element_type
from xdsl_encoding.dialects.iree_directives import ShapedTiedResult, TiedResultOp
from xdsl_encoding.dialects.iree_syntax import verify_dims
from xdsl_encoding.utils.hints import tensor_type_of


class _ElementAccessOp(SizedPureOp):
    """`%t[%i, %j]`: one element of a tensor (no indices: a 0-d tensor's); `tensor.load`, `tensor.store`."""

    indices = var_operand_def(IndexType)

    def verify_access(
        self, accessed: SSAValue, dims: Sequence[SSAValue], what: str, element: str, type_: Attribute
    ) -> None:
        """`dims` size the `accessed` tensor (the op's `what`), `indices` are none or one per dim of it
        and `type_` (the op's `element`) is its element type."""
        tensor = tensor_type_of(accessed)
        verify_dims(self.name, tensor, dims, what)
        if self.indices and len(self.indices) != tensor.get_num_dims():
            raise VerifyException(f"'{self.name}' takes no indices or one per dim of {tensor}, got {len(self.indices)}")
        verify_element_type(self, element, type_, tensor)


@irdl_op_definition
class TensorLoadOp(_ElementAccessOp):
    """`%v = flow.tensor.load %t[%i, %j] : tensor<?x4xf32>{%d}`: one element (no indices: a 0-d tensor's)."""

    name = "flow.tensor.load"
    source = operand_def(TENSOR)
    source_dims = var_operand_def(IndexType)
    result = result_def(ElementTypeOf("T"))

    assembly_format = "$source (`[` $indices^ `]`)? `:` type($source) (`{` $source_dims^ `}`)? attr-dict-with-keyword"

    def verify_(self) -> None:
        self.verify_access(self.source, self.source_dims, "source type", "result", self.result.type)


@irdl_op_definition
class TensorStoreOp(_ElementAccessOp):
    """`%r = flow.tensor.store %v, %t[%i] : tensor<?xf32>{%d}`: `%t` with one element replaced."""

    name = "flow.tensor.store"
    value = operand_def(ElementTypeOf("T"))
    target = operand_def(TENSOR)
    target_dims = var_operand_def(IndexType)
    result = result_def(TENSOR)

    assembly_format = (
        "$value `,` $target (`[` $indices^ `]`)? `:` type($target) (`{` $target_dims^ `}`)? attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        self.verify_access(self.target, self.target_dims, "target type", "value", self.value.type)


@irdl_op_definition
class TensorSliceOp(SizedPureOp):
    """`%r = flow.tensor.slice %t[%o0, %o1 for %l0, %l1] : T{%a} -> U{%b}`: a unit-stride box of `%t`."""

    name = "flow.tensor.slice"
    source = operand_def(TensorType)
    source_dims = var_operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    lengths = var_operand_def(IndexType)
    result_dims = var_operand_def(IndexType)
    result = result_def(TensorType)

    assembly_format = (
        "$source `[` $start_indices `for` $lengths `]` `:` type($source) (`{` $source_dims^ `}`)? `->`"
        " type($result) (`{` $result_dims^ `}`)? attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        source, result = tensor_type_of(self.source), tensor_type_of(self.result)
        verify_dims(self.name, source, self.source_dims, "source type")
        verify_dims(self.name, result, self.result_dims, "result type")
        rank = source.get_num_dims()
        if len(self.start_indices) != rank or len(self.lengths) != rank or result.get_num_dims() != rank:
            raise VerifyException(f"'{self.name}' takes one start index and one length per dim of {source}")
        if source.get_element_type() != result.get_element_type():
            raise VerifyException(f"'{self.name}' must keep the element type ({source} -> {result})")


@irdl_op_definition
class TensorUpdateOp(SizedPureOp, TiedResultOp):
    """`%r = flow.tensor.update %u, %t[%o0, %o1] : U{%a} -> %t as T{%b}`: `%t` with `%u` written at the offsets.

    The result is tied to `%t` (custom<ShapedTiedResult>: `%t as T`), which is always the target.
    """

    name = "flow.tensor.update"
    target = operand_def(TENSOR)
    target_dims = var_operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    update = operand_def(TensorType)
    update_dims = var_operand_def(IndexType)
    result = result_def(TENSOR)

    TIED_OPERAND: ClassVar[str] = "target"
    assembly_format = (
        "$update `,` $target `[` $start_indices `]` `:` type($update) (`{` $update_dims^ `}`)? `->`"
        " custom<ShapedTiedResult>(type($result), $target_dims) attr-dict-with-keyword"
    )
    custom_directives = (ShapedTiedResult,)

    def verify_(self) -> None:
        target, update = tensor_type_of(self.target), tensor_type_of(self.update)
        verify_dims(self.name, target, self.target_dims, "target type")
        verify_dims(self.name, update, self.update_dims, "update type")
        if self.result.type != target:
            raise VerifyException(f"'{self.name}' result type must be the target's {target}")
        if len(self.start_indices) != target.get_num_dims() or update.get_num_dims() != target.get_num_dims():
            raise VerifyException(f"'{self.name}' takes one start index per dim of {target} and an update of its rank")
        if update.get_element_type() != target.get_element_type():
            raise VerifyException(f"'{self.name}' update and target element types differ ({update}, {target})")
