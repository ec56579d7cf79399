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
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.base import ElementTypeOf, verify_element_type
from xdsl_encoding.dialects.iree_directives import ShapedTiedResult, TiedResultOp
from xdsl_encoding.dialects.iree_syntax import verify_dims
from xdsl_encoding.utils.hints import tensor_type_of


def _verify_element_access(
    op: TensorLoadOp | TensorStoreOp, tensor: TensorType[Attribute], dims: Sequence[SSAValue], what: str
) -> None:
    """`dims` size `tensor`, `op.indices` are none or one per dim of it."""
    verify_dims(op.name, tensor, dims, what)
    if op.indices and len(op.indices) != tensor.get_num_dims():
        raise VerifyException(f"'{op.name}' takes no indices or one per dim of {tensor}, got {len(op.indices)}")


@irdl_op_definition
class TensorLoadOp(IRDLOperation):
    """`%v = flow.tensor.load %t[%i, %j] : tensor<?x4xf32>{%d}`: one element (no indices: a 0-d tensor's)."""

    name = "flow.tensor.load"
    T: ClassVar = VarConstraint("T", base(TensorType))
    source = operand_def(T)
    source_dims = var_operand_def(IndexType)
    indices = var_operand_def(IndexType)
    result = result_def(ElementTypeOf("T"))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    assembly_format = "$source (`[` $indices^ `]`)? `:` type($source) (`{` $source_dims^ `}`)? attr-dict-with-keyword"

    def verify_(self) -> None:
        tensor = tensor_type_of(self.source)
        _verify_element_access(self, tensor, self.source_dims, "source type")
        verify_element_type(self, "result", self.result.type, tensor)


@irdl_op_definition
class TensorStoreOp(IRDLOperation):
    """`%r = flow.tensor.store %v, %t[%i] : tensor<?xf32>{%d}`: `%t` with one element replaced."""

    name = "flow.tensor.store"
    T: ClassVar = VarConstraint("T", base(TensorType))
    value = operand_def(ElementTypeOf("T"))
    target = operand_def(T)
    target_dims = var_operand_def(IndexType)
    indices = var_operand_def(IndexType)
    result = result_def(T)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    assembly_format = (
        "$value `,` $target (`[` $indices^ `]`)? `:` type($target) (`{` $target_dims^ `}`)? attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        tensor = tensor_type_of(self.target)
        _verify_element_access(self, tensor, self.target_dims, "target type")
        verify_element_type(self, "value", self.value.type, tensor)


@irdl_op_definition
class TensorSliceOp(IRDLOperation):
    """`%r = flow.tensor.slice %t[%o0, %o1 for %l0, %l1] : T{%a} -> U{%b}`: a unit-stride box of `%t`."""

    name = "flow.tensor.slice"
    source = operand_def(TensorType)
    source_dims = var_operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    lengths = var_operand_def(IndexType)
    result_dims = var_operand_def(IndexType)
    result = result_def(TensorType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

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
class TensorUpdateOp(TiedResultOp):
    """`%r = flow.tensor.update %u, %t[%o0, %o1] : U{%a} -> %t as T{%b}`: `%t` with `%u` written at the offsets.

    The result is tied to `%t` (custom<ShapedTiedResult>: `%t as T`), which is always the target.
    """

    name = "flow.tensor.update"
    T: ClassVar = VarConstraint("T", base(TensorType))
    target = operand_def(T)
    target_dims = var_operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    update = operand_def(TensorType)
    update_dims = var_operand_def(IndexType)
    result = result_def(T)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

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
