"""`flow`'s element and slice access on host tensors: `tensor.load`, `tensor.store`, `tensor.slice`,
`tensor.update`.

Dispatch creation leaves them on the host: `DynamicQuantizeLinear` reads its scale as a 0-d
`tensor.load`; recurrent models (ONNX `GRU`) slice one step out of a sequence with `tensor.slice` and write it back with `tensor.update`.
Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.td` (b48a595).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

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
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import ShapedTiedResult, TiedResultOp
from xdsl_encoding.dialects.iree_syntax import (
    parse_attributes_with_keyword,
    parse_shaped_conversion,
    parse_shaped_type,
    print_shaped_conversion,
    print_shaped_type,
    resolve,
    verify_dims,
)
from xdsl_encoding.utils.hints import tensor_type_of


def _parse_indices(parser: Parser) -> list[UnresolvedOperand]:
    """`[%i, %j]`, or nothing."""
    indices = parser.parse_optional_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
    return indices or []


def _print_indices(printer: Printer, indices: Sequence[SSAValue]) -> None:
    if indices:
        printer.print_string("[")
        printer.print_list(indices, printer.print_operand)
        printer.print_string("]")


def _verify_indices(op_name: str, tensor: TensorType[Attribute], indices: Sequence[SSAValue]) -> None:
    if indices and len(indices) != tensor.get_num_dims():
        raise VerifyException(f"'{op_name}' takes no indices or one per dim of {tensor}, got {len(indices)}")


@irdl_op_definition
class TensorLoadOp(IRDLOperation):
    """`%v = flow.tensor.load %t[%i, %j] : tensor<?x4xf32>{%d}`: one element (no indices: a 0-d tensor's)."""

    name = "flow.tensor.load"
    source = operand_def(TensorType)
    source_dims = var_operand_def(IndexType)
    indices = var_operand_def(IndexType)
    result = result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> TensorLoadOp:
        source = parser.parse_unresolved_operand()
        indices = _parse_indices(parser)
        parser.parse_punctuation(":")
        type_, dims = parse_shaped_type(parser)
        attributes = parse_attributes_with_keyword(parser)
        if not isinstance(type_, TensorType):
            parser.raise_error(f"'{cls.name}' source must be a tensor, got {type_}")
        tensor = cast(TensorType[Attribute], type_)
        return cls.build(
            operands=[
                parser.resolve_operand(source, tensor),
                resolve(parser, dims, IndexType()),
                resolve(parser, indices, IndexType()),
            ],
            result_types=[tensor.get_element_type()],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        _print_indices(printer, self.indices)
        printer.print_string(" : ")
        print_shaped_type(printer, self.source.type, self.source_dims)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        tensor = tensor_type_of(self.source)
        verify_dims(self.name, tensor, self.source_dims, "source type")
        _verify_indices(self.name, tensor, self.indices)
        if self.result.type != tensor.get_element_type():
            raise VerifyException(f"'{self.name}' result type {self.result.type} must be the element type of {tensor}")


@irdl_op_definition
class TensorStoreOp(IRDLOperation):
    """`%r = flow.tensor.store %v, %t[%i] : tensor<?xf32>{%d}`: `%t` with one element replaced."""

    name = "flow.tensor.store"
    value = operand_def()
    target = operand_def(TensorType)
    target_dims = var_operand_def(IndexType)
    indices = var_operand_def(IndexType)
    result = result_def(TensorType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> TensorStoreOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        target = parser.parse_unresolved_operand()
        indices = _parse_indices(parser)
        parser.parse_punctuation(":")
        type_, dims = parse_shaped_type(parser)
        attributes = parse_attributes_with_keyword(parser)
        if not isinstance(type_, TensorType):
            parser.raise_error(f"'{cls.name}' target must be a tensor, got {type_}")
        tensor = cast(TensorType[Attribute], type_)
        return cls.build(
            operands=[
                parser.resolve_operand(value, tensor.get_element_type()),
                parser.resolve_operand(target, tensor),
                resolve(parser, dims, IndexType()),
                resolve(parser, indices, IndexType()),
            ],
            result_types=[tensor],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.target)
        _print_indices(printer, self.indices)
        printer.print_string(" : ")
        print_shaped_type(printer, self.target.type, self.target_dims)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        tensor = tensor_type_of(self.target)
        verify_dims(self.name, tensor, self.target_dims, "target type")
        _verify_indices(self.name, tensor, self.indices)
        if self.result.type != tensor:
            raise VerifyException(f"'{self.name}' result type must be the target's {tensor}")
        if self.value.type != tensor.get_element_type():
            raise VerifyException(f"'{self.name}' value type {self.value.type} must be the element type of {tensor}")


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

    @classmethod
    def parse(cls, parser: Parser) -> TensorSliceOp:
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        starts = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
        parser.parse_keyword("for")
        lengths = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
        parser.parse_punctuation("]")
        parser.parse_punctuation(":")
        source_type, source_dims, result_type, result_dims, attributes = parse_shaped_conversion(parser)
        return cls.build(
            operands=[
                parser.resolve_operand(source, source_type),
                resolve(parser, source_dims, IndexType()),
                resolve(parser, starts, IndexType()),
                resolve(parser, lengths, IndexType()),
                resolve(parser, result_dims, IndexType()),
            ],
            result_types=[result_type],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string("[")
        printer.print_list(self.start_indices, printer.print_operand)
        printer.print_string(" for ")
        printer.print_list(self.lengths, printer.print_operand)
        printer.print_string("] : ")
        print_shaped_conversion(printer, self.source, self.source_dims, self.result, self.result_dims, self.attributes)

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
