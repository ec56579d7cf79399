"""`stream.tensor.*`: tensors as encoded values in resources, before they become byte ranges.

Every tensor op says which tensor type (with its encoding, `tensor<?x4xf32, #enc>{%d}`) lives in a
`!stream.resource<*>{%size}`; `sizeof` computes such a size, `encode` re-lays a tensor out, `dispatch`
runs an executable's export on them. Syntax follows `StreamOps.td` (b48a595); verifiers check that
each encoding is given one size per `?` dim and that sizes and indices are `index`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, SymbolRefAttr, TensorType, UnitAttr
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_syntax import (
    UNTIED,
    dynamic_rank,
    parse_attributes_with_keyword,
    parse_optional_dims,
    parse_optional_workload,
    print_dims,
    print_workload,
    tied_indices,
    tied_operands_property,
    verify_dims,
)
from xdsl_encoding.dialects.stream.syntax import (
    parse_affinity,
    parse_encoded_signature,
    parse_entry_points,
    parse_sized,
    parse_tied_result,
    print_affinity,
    print_entry_points,
    print_sized,
    print_tied_result,
    split_dims,
)
from xdsl_encoding.dialects.stream.types import ResourceType

_ON = "(`on` `(` $affinity^ `)`)?"


def shape_of(tensor: Attribute) -> tuple[int, ...]:
    """The shape of a tensor type (its dims as ints)."""
    return tuple(cast(TensorType[Attribute], tensor).get_shape())


def _encoded(name: str) -> str:
    return f"${name}_encoding (`` `{{` ${name}_encoding_dims^ `}}`)?"


def _verify_encoding(op: IRDLOperation, encoding: Attribute, dims: Sequence[SSAValue], what: str) -> None:
    if not isinstance(encoding, TensorType):
        raise VerifyException(f"'{op.name}' {what} encoding must be a tensor type, got {encoding}")
    verify_dims(op.name, cast(Attribute, encoding), dims, what)


@irdl_op_definition
class TensorImportOp(IRDLOperation):
    name = "stream.tensor.import"
    source = operand_def()
    result_encoding = prop_def(TypeAttribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    consume = opt_prop_def(UnitAttr)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    assembly_format = (
        f"{_ON} (`consume` $consume^)? $source `:` type($source) `->` {_encoded('result')} `in` type($result) "
        "`{` $result_size `}` attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        _verify_encoding(self, self.result_encoding, self.result_encoding_dims, "result")


@irdl_op_definition
class TensorExportOp(IRDLOperation):
    name = "stream.tensor.export"
    source = operand_def(ResourceType)
    source_encoding = prop_def(TypeAttribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def()
    assembly_format = (
        f"{_ON} $source `:` {_encoded('source')} `in` type($source) `` `{{` $source_size `}}` `->` type($result) "
        "attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        _verify_encoding(self, self.source_encoding, self.source_encoding_dims, "source")


@irdl_op_definition
class TensorSizeOfOp(IRDLOperation):
    """`%s = stream.tensor.sizeof on(...) tensor<?x4xf32, #enc>{%d} : index`: bytes of its storage."""

    name = "stream.tensor.sizeof"
    encoding = prop_def(TypeAttribute)
    encoding_dims = var_operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    storage_size = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = f"{_ON} $encoding (`{{` $encoding_dims^ `}}`)? attr-dict `:` type($storage_size)"

    def verify_(self) -> None:
        _verify_encoding(self, self.encoding, self.encoding_dims, "tensor")


@irdl_op_definition
class TensorEmptyOp(IRDLOperation):
    name = "stream.tensor.empty"
    result_encoding = prop_def(TypeAttribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"{_ON} `:` {_encoded('result')} `in` type($result) `` `{{` $result_size `}}` attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        _verify_encoding(self, self.result_encoding, self.result_encoding_dims, "result")


@irdl_op_definition
class TensorConstantOp(IRDLOperation):
    name = "stream.tensor.constant"
    value = prop_def(Attribute)
    result_encoding = prop_def(TypeAttribute)
    result_encoding_dims = var_operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    traits = traits_def(Pure())
    assembly_format = f"{_ON} `:` {_encoded('result')} `in` type($result) `=` $value attr-dict-with-keyword"

    def verify_(self) -> None:
        _verify_encoding(self, self.result_encoding, self.result_encoding_dims, "result")


@irdl_op_definition
class TensorSplatOp(IRDLOperation):
    name = "stream.tensor.splat"
    value = operand_def()
    result_encoding = prop_def(TypeAttribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"{_ON} $value `:` type($value) `->` {_encoded('result')} `in` type($result) `` `{{` $result_size `}}` "
        "attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        _verify_encoding(self, self.result_encoding, self.result_encoding_dims, "result")


class _SourceResultOp(IRDLOperation):
    source = operand_def(ResourceType)
    source_encoding = prop_def(TypeAttribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    result_encoding = prop_def(TypeAttribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"{_ON} $source `:` {_encoded('source')} `in` type($source) `` `{{` $source_size `}}` `->` "
        f"{_encoded('result')} `in` type($result) `` `{{` $result_size `}}` attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        _verify_encoding(self, self.source_encoding, self.source_encoding_dims, "source")
        _verify_encoding(self, self.result_encoding, self.result_encoding_dims, "result")


@irdl_op_definition
class TensorCloneOp(_SourceResultOp):
    name = "stream.tensor.clone"


@irdl_op_definition
class TensorEncodeOp(_SourceResultOp):
    """Re-lays the source tensor out in the result's encoding (IREE lets the shape change too)."""

    name = "stream.tensor.encode"


@irdl_op_definition
class TensorSliceOp(IRDLOperation):
    name = "stream.tensor.slice"
    source = operand_def(ResourceType)
    source_encoding = prop_def(TypeAttribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    lengths = var_operand_def(IndexType)
    result_encoding = prop_def(TypeAttribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"{_ON} $source `[` $start_indices `for` $lengths `]` `:` {_encoded('source')} `in` type($source) "
        f"`` `{{` $source_size `}}` `->` {_encoded('result')} `in` type($result) `` `{{` $result_size `}}` "
        "attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        _verify_encoding(self, self.source_encoding, self.source_encoding_dims, "source")
        _verify_encoding(self, self.result_encoding, self.result_encoding_dims, "result")
        source = cast(Attribute, self.source_encoding)
        rank = len(shape_of(source)) if isinstance(source, TensorType) else 0  # pyright: ignore[reportUnknownArgumentType]
        if len(self.start_indices) != rank or len(self.lengths) != rank:
            raise VerifyException(
                f"'{self.name}' needs one start index and one length per dim of {self.source_encoding}"
            )


@irdl_op_definition
class TensorFillOp(IRDLOperation):
    """`stream.tensor.fill %v, %t[%i for %n] : f32 -> tensor<...>{%d} in %t as !stream.resource<*>{%s}`."""

    name = "stream.tensor.fill"
    target = operand_def(ResourceType)
    target_encoding = prop_def(TypeAttribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    lengths = var_operand_def(IndexType)
    value = operand_def()
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TensorFillOp:
        affinity = parse_affinity(parser)
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        target = parser.parse_unresolved_operand()
        starts, lengths = [], []
        if parser.parse_optional_punctuation("[") is not None:
            starts = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_keyword("for")
            lengths = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("]")
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation("->")
        encoding = parser.parse_type()
        dims = parse_optional_dims(parser)
        parser.parse_keyword("in")
        _, type_, size = parse_tied_result(parser)
        attributes = parse_attributes_with_keyword(parser)
        index = IndexType()
        properties: dict[str, Attribute] = {"target_encoding": encoding}
        if affinity is not None:
            properties["affinity"] = affinity
        return cls.build(
            operands=[
                parser.resolve_operand(target, type_),
                [parser.resolve_operand(d, index) for d in dims],
                parser.resolve_operand(size, index),
                [parser.resolve_operand(s, index) for s in starts],
                [parser.resolve_operand(n, index) for n in lengths],
                parser.resolve_operand(value, value_type),
            ],
            result_types=[type_],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_affinity(printer, self.affinity)
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.target)
        if self.start_indices:
            printer.print_string("[")
            printer.print_list(self.start_indices, printer.print_operand)
            printer.print_string(" for ")
            printer.print_list(self.lengths, printer.print_operand)
            printer.print_string("]")
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.target_encoding)
        print_dims(printer, self.target_encoding_dims)
        printer.print_string(" in ")
        print_tied_result(printer, self.target, self.result.type, self.target_size)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        _verify_encoding(self, self.target_encoding, self.target_encoding_dims, "target")


@irdl_op_definition
class TensorUpdateOp(IRDLOperation):
    """`stream.tensor.update %u, %t[%i, %j] : E in R{%s} -> F{%d} in %t as R{%ts}`."""

    name = "stream.tensor.update"
    target = operand_def(ResourceType)
    target_encoding = prop_def(TypeAttribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    update = operand_def(ResourceType)
    update_encoding = prop_def(TypeAttribute)
    update_encoding_dims = var_operand_def(IndexType)
    update_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TensorUpdateOp:
        affinity = parse_affinity(parser)
        update = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        target = parser.parse_unresolved_operand()
        starts = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        parser.parse_punctuation(":")
        update_encoding = parser.parse_type()
        update_dims = parse_optional_dims(parser)
        parser.parse_keyword("in")
        update_type, update_size = parse_sized(parser)
        parser.parse_punctuation("->")
        target_encoding = parser.parse_type()
        target_dims = parse_optional_dims(parser)
        parser.parse_keyword("in")
        _, type_, size = parse_tied_result(parser)
        attributes = parse_attributes_with_keyword(parser)
        index = IndexType()
        properties: dict[str, Attribute] = {"target_encoding": target_encoding, "update_encoding": update_encoding}
        if affinity is not None:
            properties["affinity"] = affinity
        return cls.build(
            operands=[
                parser.resolve_operand(target, type_),
                [parser.resolve_operand(d, index) for d in target_dims],
                parser.resolve_operand(size, index),
                [parser.resolve_operand(s, index) for s in starts],
                parser.resolve_operand(update, update_type),
                [parser.resolve_operand(d, index) for d in update_dims],
                parser.resolve_operand(update_size, index),
            ],
            result_types=[type_],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_affinity(printer, self.affinity)
        printer.print_string(" ")
        printer.print_operand(self.update)
        printer.print_string(", ")
        printer.print_operand(self.target)
        printer.print_string("[")
        printer.print_list(self.start_indices, printer.print_operand)
        printer.print_string("] : ")
        printer.print_attribute(self.update_encoding)
        print_dims(printer, self.update_encoding_dims)
        printer.print_string(" in ")
        print_sized(printer, self.update.type, self.update_size)
        printer.print_string(" -> ")
        printer.print_attribute(self.target_encoding)
        print_dims(printer, self.target_encoding_dims)
        printer.print_string(" in ")
        print_tied_result(printer, self.target, self.result.type, self.target_size)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        _verify_encoding(self, self.target_encoding, self.target_encoding_dims, "target")
        _verify_encoding(self, self.update_encoding, self.update_encoding_dims, "update")


@irdl_op_definition
class TensorDispatchOp(IRDLOperation):
    """`stream.tensor.dispatch on(...) @ex::@entry[%w](%a, %n) : (E{%d} in R{%s}, index) -> F in R{%s}`."""

    name = "stream.tensor.dispatch"
    workload = var_operand_def(IndexType)
    entry_points = prop_def(ArrayAttr[SymbolRefAttr])
    mixed_operands = var_operand_def()
    operand_sizes = var_operand_def(IndexType)
    operand_encodings = prop_def(ArrayAttr[Attribute])
    operand_encoding_dims = var_operand_def(IndexType)
    result_sizes = var_operand_def(IndexType)
    result_encodings = prop_def(ArrayAttr[Attribute])
    result_encoding_dims = var_operand_def(IndexType)
    tied_operands = opt_prop_def(ArrayAttr)
    affinity = opt_prop_def(Attribute)
    outputs = var_result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TensorDispatchOp:
        affinity = parse_affinity(parser)
        entries = parse_entry_points(parser)
        workload = parse_optional_workload(parser)
        operands = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        signature = parse_encoded_signature(parser, operands)
        index = IndexType()
        properties: dict[str, Attribute] = {
            "entry_points": entries,
            "operand_encodings": ArrayAttr(signature.operand_encodings),
            "result_encodings": ArrayAttr(signature.result_encodings),
            **tied_operands_property(signature.tied),
        }
        if affinity is not None:
            properties["affinity"] = affinity

        def indices(values: Sequence[UnresolvedOperand]) -> list[SSAValue]:
            return [parser.resolve_operand(v, index) for v in values]

        return cls.build(
            operands=[
                indices(workload),
                [parser.resolve_operand(o, t) for o, t in zip(operands, signature.operand_types)],
                indices(signature.operand_sizes),
                indices(signature.operand_encoding_dims),
                indices(signature.result_sizes),
                indices(signature.result_encoding_dims),
            ],
            result_types=[signature.result_types],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_affinity(printer, self.affinity)
        printer.print_string(" ")
        print_entry_points(printer, self.entry_points)
        print_workload(printer, self.workload)
        printer.print_string("(")
        printer.print_list(self.mixed_operands, printer.print_operand)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : (")
        operand_dims = split_dims(self.operand_encodings.data, self.operand_encoding_dims)
        sizes = iter(self.operand_sizes)
        for i, (operand, encoding, dims) in enumerate(
            zip(self.mixed_operands, self.operand_encodings.data, operand_dims)
        ):
            if i:
                printer.print_string(", ")
            if isinstance(operand.type, ResourceType):
                printer.print_attribute(encoding)
                print_dims(printer, dims)
                printer.print_string(" in ")
                print_sized(printer, operand.type, next(sizes))
            else:
                printer.print_attribute(operand.type)
        printer.print_string(") -> ")
        several = len(self.outputs) != 1
        printer.print_string("(" if several else "")
        tied = tied_indices(cast(ArrayAttr[IntegerAttr] | None, self.tied_operands), len(self.outputs))
        result_dims = split_dims(self.result_encodings.data, self.result_encoding_dims)
        for i, (result, encoding, dims, size, index) in enumerate(
            zip(self.outputs, self.result_encodings.data, result_dims, self.result_sizes, tied)
        ):
            if i:
                printer.print_string(", ")
            printer.print_attribute(encoding)
            print_dims(printer, dims)
            printer.print_string(" in ")
            if index != UNTIED:
                printer.print_operand(self.mixed_operands[index])
                if self.mixed_operands[index].type != result.type:
                    printer.print_string(" as ")
                    printer.print_attribute(result.type)
                printer.print_string("{")
                printer.print_operand(size)
                printer.print_string("}")
            else:
                print_sized(printer, result.type, size)
        printer.print_string(")" if several else "")

    def verify_(self) -> None:
        if len(self.operand_encodings.data) != len(self.mixed_operands):
            raise VerifyException(f"'{self.name}' needs one operand encoding per operand")
        resources = [o for o in self.mixed_operands if isinstance(o.type, ResourceType)]
        if len(self.operand_sizes) != len(resources):
            raise VerifyException(f"'{self.name}' needs one size per resource operand")
        if len(self.result_encodings.data) != len(self.outputs) or len(self.result_sizes) != len(self.outputs):
            raise VerifyException(f"'{self.name}' needs one encoding and one size per result")
        operand_encodings = self.operand_encodings.data
        tied = tied_indices(cast(ArrayAttr[IntegerAttr] | None, self.tied_operands), len(self.outputs))
        for index, result_encoding in zip(tied, self.result_encodings.data):
            if index == UNTIED:
                continue
            if not 0 <= index < len(operand_encodings):
                raise VerifyException(
                    f"'{self.name}' tied operand index {index} is out of range of the "
                    f"{len(operand_encodings)} operand encoding(s)"
                )
            if operand_encodings[index] != result_encoding:
                raise VerifyException(
                    f"the {index}-th operandEncoding ({operand_encodings[index]}) does not match the resultEncoding "
                    f"({result_encoding})"
                )
        for what, encodings, dims in (
            ("operand", self.operand_encodings.data, self.operand_encoding_dims),
            ("result", self.result_encodings.data, self.result_encoding_dims),
        ):
            expected = sum(dynamic_rank(e) for e in encodings)
            if expected != len(dims):
                raise VerifyException(f"'{self.name}' {what} encodings take {expected} dim(s), {len(dims)} given")


@irdl_op_definition
class TensorLoadOp(IRDLOperation):
    """`%v = stream.tensor.load %r[%i, %j] : tensor<?x3xf32>{%d} in !stream.resource<staging>{%s} -> f32`."""

    name = "stream.tensor.load"
    source = operand_def(ResourceType)
    source_encoding = prop_def(TypeAttribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    indices = var_operand_def(IndexType)
    result = result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"$source (`[` $indices^ `]`)? `:` {_encoded('source')} `in` type($source) `` `{{` $source_size `}}` "
        "`->` type($result) attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        _verify_encoding(self, self.source_encoding, self.source_encoding_dims, "source")


@irdl_op_definition
class TensorStoreOp(IRDLOperation):
    """`%r2 = stream.tensor.store %v, %r[%i] : f32 -> tensor<?xf32>{%d} in %r as !stream.resource<staging>{%s}`."""

    name = "stream.tensor.store"
    target = operand_def(ResourceType)
    target_encoding = prop_def(TypeAttribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    indices = var_operand_def(IndexType)
    value = operand_def()
    result = result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TensorStoreOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        target = parser.parse_unresolved_operand()
        indices: list[UnresolvedOperand] = []
        if parser.parse_optional_punctuation("[") is not None:
            indices = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("]")
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation("->")
        encoding = parser.parse_type()
        dims = parse_optional_dims(parser)
        parser.parse_keyword("in")
        _, type_, size = parse_tied_result(parser)
        attributes = parse_attributes_with_keyword(parser)
        index = IndexType()
        return cls.build(
            operands=[
                parser.resolve_operand(target, type_),
                [parser.resolve_operand(d, index) for d in dims],
                parser.resolve_operand(size, index),
                [parser.resolve_operand(i, index) for i in indices],
                parser.resolve_operand(value, value_type),
            ],
            result_types=[type_],
            properties={"target_encoding": encoding},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.target)
        if self.indices:
            printer.print_string("[")
            printer.print_list(self.indices, printer.print_operand)
            printer.print_string("]")
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.target_encoding)
        print_dims(printer, self.target_encoding_dims)
        printer.print_string(" in ")
        print_tied_result(printer, self.target, self.result.type, self.target_size)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        _verify_encoding(self, self.target_encoding, self.target_encoding_dims, "target")
