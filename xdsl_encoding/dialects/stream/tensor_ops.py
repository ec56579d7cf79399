"""`stream.tensor.*`: tensors as encoded values in resources, before they become byte ranges.

Every tensor op says which tensor type (with its encoding, `tensor<?x4xf32, #enc>{%d}`) lives in a
`!stream.resource<*>{%size}`; `sizeof` computes such a size, `encode` re-lays a tensor out, `dispatch`
runs an executable's export on them. Syntax follows `StreamOps.td` (b48a595); verifiers check that
each encoding is given one size per `?` dim and that sizes and indices are `index`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, cast

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, SymbolRefAttr, TensorType, UnitAttr
from xdsl.ir import Attribute, TypeAttribute
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
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import DispatchEntryPoints, EncodedDispatchOp, EncodedShapedFunctionType
from xdsl_encoding.dialects.iree_syntax import UNTIED, dynamic_rank, tied_indices, verify_dims
from xdsl_encoding.dialects.stream.base import TiedTargetOp
from xdsl_encoding.dialects.stream.types import ResourceType
from xdsl_encoding.dialects.util.buffers import UnusedType

_ON = "(`on` `(` $affinity^ `)`)?"


def shape_of(tensor: Attribute) -> tuple[int, ...]:
    """The shape of a tensor type (its dims as ints)."""
    return tuple(cast(TensorType[Attribute], tensor).get_shape())


def _encoded(name: str) -> str:
    return f"${name}_encoding (`` `{{` ${name}_encoding_dims^ `}}`)?"


def _in_resource(name: str) -> str:
    """`E{%d} in R{%size}`: the encoded tensor `$<name>_encoding` and the resource `$<name>` of `$<name>_size`
    bytes that holds it."""
    return f"{_encoded(name)} `in` type(${name}) `` `{{` ${name}_size `}}`"


def _tied(name: str) -> str:
    """`E{%d} in %target as R{%size}`: the encoding, then the target it updates (custom<ShapedTiedResult>)."""
    return f"{_encoded(name)} `in` custom<ShapedTiedResult>(type($target), $target_size)"


class EncodedOp(IRDLOperation):
    """An op that keeps tensors in resources: each property named in `ENCODED` is a tensor type
    (`tensor<?x4xf32, #enc>`), given one size per `?` dim in `<property>_dims`."""

    ENCODED: ClassVar[dict[str, str]]
    """An encoding property's name -> what the verifier calls it (`{"result_encoding": "result"}`)."""

    def verify_(self) -> None:
        for field, what in self.ENCODED.items():
            encoding = getattr(self, field)
            if not isinstance(encoding, TensorType):
                raise VerifyException(f"'{self.name}' {what} encoding must be a tensor type, got {encoding}")
            verify_dims(self.name, cast(Attribute, encoding), getattr(self, f"{field}_dims"), what)


class DeclarationOrderOp(IRDLOperation):
    """Keeps its properties in declaration order: `on(...)` is parsed first, but the generic form has always
    printed `affinity` after the encodings."""

    @classmethod
    def build(cls, *, properties: Mapping[str, Attribute | None] | None = None, **kwargs: Any) -> Self:
        if properties is not None:
            order = {name: i for i, name in enumerate(cls.get_irdl_definition().properties)}
            properties = dict(sorted(properties.items(), key=lambda item: order.get(item[0], len(order))))
        return super().build(properties=properties, **kwargs)


class TiedEncodedOp(EncodedOp, TiedTargetOp, DeclarationOrderOp):
    """An `EncodedOp` whose result is its `target` resource, updated (`%t as R{%s}`)."""


class ResultEncodedOp(EncodedOp):
    """An `EncodedOp` whose `result` is a new resource of `result_size` bytes holding a `result_encoding` tensor.

    xDSL puts a subclass's own fields first, so its operands come before these."""

    result_encoding = prop_def(TypeAttribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    ENCODED: ClassVar[dict[str, str]] = {"result_encoding": "result"}


@irdl_op_definition
class TensorImportOp(ResultEncodedOp):
    name = "stream.tensor.import"
    source = operand_def()
    consume = opt_prop_def(UnitAttr)
    assembly_format = (
        f"{_ON} (`consume` $consume^)? $source `:` type($source) `->` {_encoded('result')} `in` type($result) "
        "`{` $result_size `}` attr-dict-with-keyword"
    )


@irdl_op_definition
class TensorExportOp(EncodedOp):
    name = "stream.tensor.export"
    source = operand_def(ResourceType)
    source_encoding = prop_def(TypeAttribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def()
    assembly_format = f"{_ON} $source `:` {_in_resource('source')} `->` type($result) attr-dict-with-keyword"
    ENCODED: ClassVar = {"source_encoding": "source"}


@irdl_op_definition
class TensorSizeOfOp(EncodedOp):
    """`%s = stream.tensor.sizeof on(...) tensor<?x4xf32, #enc>{%d} : index`: bytes of its storage."""

    name = "stream.tensor.sizeof"
    encoding = prop_def(TypeAttribute)
    encoding_dims = var_operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    storage_size = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = f"{_ON} $encoding (`{{` $encoding_dims^ `}}`)? attr-dict `:` type($storage_size)"
    ENCODED: ClassVar = {"encoding": "tensor"}


@irdl_op_definition
class TensorEmptyOp(ResultEncodedOp):
    name = "stream.tensor.empty"
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = f"{_ON} `:` {_in_resource('result')} attr-dict-with-keyword"


@irdl_op_definition
class TensorConstantOp(EncodedOp):
    name = "stream.tensor.constant"
    value = prop_def(Attribute)
    result_encoding = prop_def(TypeAttribute)
    result_encoding_dims = var_operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    traits = traits_def(Pure())
    assembly_format = f"{_ON} `:` {_encoded('result')} `in` type($result) `=` $value attr-dict-with-keyword"
    ENCODED: ClassVar = {"result_encoding": "result"}


@irdl_op_definition
class TensorSplatOp(ResultEncodedOp):
    name = "stream.tensor.splat"
    value = operand_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = f"{_ON} $value `:` type($value) `->` {_in_resource('result')} attr-dict-with-keyword"


class _SourceResultOp(ResultEncodedOp):
    source = operand_def(ResourceType)
    source_encoding = prop_def(TypeAttribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = f"{_ON} $source `:` {_in_resource('source')} `->` {_in_resource('result')} attr-dict-with-keyword"
    ENCODED: ClassVar = {"source_encoding": "source", "result_encoding": "result"}


@irdl_op_definition
class TensorCloneOp(_SourceResultOp):
    name = "stream.tensor.clone"


@irdl_op_definition
class TensorEncodeOp(_SourceResultOp):
    """Re-lays the source tensor out in the result's encoding (IREE lets the shape change too)."""

    name = "stream.tensor.encode"


@irdl_op_definition
class TensorSliceOp(ResultEncodedOp):
    name = "stream.tensor.slice"
    source = operand_def(ResourceType)
    source_encoding = prop_def(TypeAttribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    lengths = var_operand_def(IndexType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"{_ON} $source `[` $start_indices `for` $lengths `]` `:` {_in_resource('source')} `->` "
        f"{_in_resource('result')} attr-dict-with-keyword"
    )
    ENCODED: ClassVar = {"source_encoding": "source", "result_encoding": "result"}

    def verify_(self) -> None:
        super().verify_()
        rank = len(shape_of(self.source_encoding))
        if len(self.start_indices) != rank or len(self.lengths) != rank:
            raise VerifyException(
                f"'{self.name}' needs one start index and one length per dim of {self.source_encoding}"
            )


@irdl_op_definition
class TensorFillOp(TiedEncodedOp):
    """`stream.tensor.fill %v, %t[%i for %n] : f32 -> tensor<...>{%d} in %t as !stream.resource<*>{%s}`."""

    name = "stream.tensor.fill"
    target = operand_def(TiedEncodedOp.R)
    target_encoding = prop_def(TypeAttribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    lengths = var_operand_def(IndexType)
    value = operand_def()
    affinity = opt_prop_def(Attribute)
    result = result_def(TiedEncodedOp.R)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"{_ON} $value `,` $target (`[` $start_indices `for` $lengths^ `]`)? `:` type($value) `->` "
        f"{_tied('target')} attr-dict-with-keyword"
    )
    ENCODED: ClassVar = {"target_encoding": "target"}


@irdl_op_definition
class TensorUpdateOp(TiedEncodedOp):
    """`stream.tensor.update %u, %t[%i, %j] : E in R{%s} -> F{%d} in %t as R{%ts}`."""

    name = "stream.tensor.update"
    target = operand_def(TiedEncodedOp.R)
    target_encoding = prop_def(TypeAttribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    update = operand_def(ResourceType)
    update_encoding = prop_def(TypeAttribute)
    update_encoding_dims = var_operand_def(IndexType)
    update_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(TiedEncodedOp.R)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"{_ON} $update `,` $target `[` $start_indices `]` `:` {_in_resource('update')} `->` {_tied('target')} "
        "attr-dict-with-keyword"
    )
    ENCODED: ClassVar = {"target_encoding": "target", "update_encoding": "update"}


@irdl_op_definition
class TensorDispatchOp(DeclarationOrderOp, EncodedDispatchOp):
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
    assembly_format = (
        f"{_ON} custom<DispatchEntryPoints>($entry_points) (`[` $workload^ `]`)? `` `(` $mixed_operands `)` "
        "attr-dict `:` custom<EncodedShapedFunctionType>(ref($mixed_operands), type($mixed_operands), "
        "$operand_sizes, $operand_encodings, $operand_encoding_dims, type($outputs), $result_sizes, "
        "$result_encodings, $result_encoding_dims, $tied_operands)"
    )
    custom_directives = (DispatchEntryPoints, EncodedShapedFunctionType)
    RESOURCE_TYPE: ClassVar[type[Attribute]] = ResourceType
    NO_ENCODING: ClassVar[Attribute] = UnusedType()

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
class TensorLoadOp(EncodedOp):
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
        f"$source (`[` $indices^ `]`)? `:` {_in_resource('source')} `->` type($result) attr-dict-with-keyword"
    )
    ENCODED: ClassVar = {"source_encoding": "source"}


@irdl_op_definition
class TensorStoreOp(TiedEncodedOp):
    """`%r2 = stream.tensor.store %v, %r[%i] : f32 -> tensor<?xf32>{%d} in %r as !stream.resource<staging>{%s}`."""

    name = "stream.tensor.store"
    target = operand_def(TiedEncodedOp.R)
    target_encoding = prop_def(TypeAttribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    indices = var_operand_def(IndexType)
    value = operand_def()
    result = result_def(TiedEncodedOp.R)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"$value `,` $target (`[` $indices^ `]`)? `:` type($value) `->` {_tied('target')} attr-dict-with-keyword"
    )
    ENCODED: ClassVar = {"target_encoding": "target"}
