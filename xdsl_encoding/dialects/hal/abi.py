"""`hal` ops of the ABI boundary: tensor import/export/barrier, buffer views, devices, fences."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    UnitAttr,
    i32,
)
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
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

from xdsl_encoding.dialects.hal.bitfields import FENCE_FLAGS, WAIT_FLAGS, parse_flags, print_flags
from xdsl_encoding.dialects.hal.types import BufferType, BufferViewType, DeviceType, FenceType
from xdsl_encoding.dialects.iree_syntax import (
    parse_attributes_with_keyword,
    parse_optional_dims,
    print_dims,
    resolve,
    verify_dims,
)

# ---------------------------------------------------------------------------------------
# Tensor import / export / barrier
# ---------------------------------------------------------------------------------------


def _parse_type_alias(parser: Parser) -> tuple[Attribute, Attribute]:
    """`custom<TypeAlias>`: `T` or `E as T` (encoding type, then storage type)."""
    first = parser.parse_type()
    if parser.parse_optional_keyword("as") is not None:
        return first, parser.parse_type()
    return first, first


def _print_type_alias(printer: Printer, encoding: Attribute, storage: Attribute) -> None:
    printer.print_attribute(encoding)
    if encoding != storage:
        printer.print_string(" as ")
        printer.print_attribute(storage)


def _parse_tensor_side(parser: Parser) -> tuple[TypeAttribute, Attribute, list[SSAValue]]:
    """The tensor side of an import/export: `E as T{%d}` -> (encoding type, storage type, dims)."""
    encoding, storage = _parse_type_alias(parser)
    dims = resolve(parser, parse_optional_dims(parser), IndexType())
    if not isinstance(encoding, TypeAttribute):
        parser.raise_error(f"expected a type, got {encoding}")
    return encoding, storage, dims


def _print_tensor_side(printer: Printer, encoding: Attribute, storage: Attribute, dims: Sequence[SSAValue]) -> None:
    _print_type_alias(printer, encoding, storage)
    print_dims(printer, dims)


def _print_name(printer: Printer, name: StringAttr | None) -> None:
    if name is not None:
        printer.print_string(" ")
        printer.print_string_literal(name.data)


def _parse_affinity(parser: Parser) -> Attribute | None:
    if parser.parse_optional_keyword("on") is None:
        return None
    parser.parse_punctuation("(")
    affinity = parser.parse_attribute()
    parser.parse_punctuation(")")
    return affinity


def _print_affinity(printer: Printer, affinity: Attribute | None) -> None:
    if affinity is not None:
        printer.print_string(" on(")
        printer.print_attribute(affinity)
        printer.print_string(")")


def _verify_abi_type(op_name: str, type_: Attribute, what: str) -> None:
    if not isinstance(type_, BufferViewType | BufferType):
        raise VerifyException(f"'{op_name}' {what} must be a !hal.buffer_view or !hal.buffer, got {type_}")


@irdl_op_definition
class TensorImportOp(IRDLOperation):
    """`%t = hal.tensor.import wait(%f) => %bv : !hal.buffer_view -> tensor<?x4xf32>{%d}`."""

    name = "hal.tensor.import"
    source = operand_def()
    target_dims = var_operand_def(IndexType)
    wait_fence = opt_operand_def(FenceType)
    byte_offset = opt_operand_def(IndexType)
    target_encoding = prop_def(TypeAttribute)
    consume = opt_prop_def(Attribute)
    name_ = opt_prop_def(StringAttr, prop_name="name")
    affinity = opt_prop_def(Attribute)
    target = result_def(TensorType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TensorImportOp:
        properties: dict[str, Attribute] = {}
        if (affinity := _parse_affinity(parser)) is not None:
            properties["affinity"] = affinity
        wait: list[SSAValue] = []
        if parser.parse_optional_keyword("wait") is not None:
            parser.parse_punctuation("(")
            wait = [parser.resolve_operand(parser.parse_unresolved_operand(), FenceType())]
            parser.parse_punctuation(")")
            parser.parse_punctuation("=")
            parser.parse_punctuation(">")
        if parser.parse_optional_keyword("consume") is not None:
            properties["consume"] = UnitAttr()
        source = parser.parse_unresolved_operand()
        offset: list[SSAValue] = []
        if parser.parse_optional_keyword("offset") is not None:
            parser.parse_punctuation("(")
            offset = [parser.resolve_operand(parser.parse_unresolved_operand(), IndexType())]
            parser.parse_punctuation(")")
        if (label := parser.parse_optional_str_literal()) is not None:
            properties["name"] = StringAttr(label)
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        encoding, storage, dims = _parse_tensor_side(parser)
        attributes = parser.parse_optional_attr_dict()
        properties["target_encoding"] = encoding
        return cls.build(
            operands=[parser.resolve_operand(source, source_type), dims, wait, offset],
            result_types=[storage],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        _print_affinity(printer, self.affinity)
        if self.wait_fence is not None:
            printer.print_string(" wait(")
            printer.print_operand(self.wait_fence)
            printer.print_string(") =>")
        if self.consume is not None:
            printer.print_string(" consume")
        printer.print_string(" ")
        printer.print_operand(self.source)
        if self.byte_offset is not None:
            printer.print_string(" offset(")
            printer.print_operand(self.byte_offset)
            printer.print_string(")")
        _print_name(printer, self.name_)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        _print_tensor_side(printer, self.target_encoding, self.target.type, self.target_dims)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        _verify_abi_type(self.name, self.source.type, "source")
        verify_dims(self.name, self.target_encoding, self.target_dims, "target type")


@irdl_op_definition
class TensorExportOp(IRDLOperation):
    """`%bv = hal.tensor.export %t : tensor<?x4xf32>{%d} -> !hal.buffer_view`."""

    name = "hal.tensor.export"
    source = operand_def(TensorType)
    source_dims = var_operand_def(IndexType)
    source_encoding = prop_def(TypeAttribute)
    name_ = opt_prop_def(StringAttr, prop_name="name")
    affinity = opt_prop_def(Attribute)
    target = result_def()

    @classmethod
    def parse(cls, parser: Parser) -> TensorExportOp:
        properties: dict[str, Attribute] = {}
        if (affinity := _parse_affinity(parser)) is not None:
            properties["affinity"] = affinity
        source = parser.parse_unresolved_operand()
        if (label := parser.parse_optional_str_literal()) is not None:
            properties["name"] = StringAttr(label)
        parser.parse_punctuation(":")
        encoding, storage, dims = _parse_tensor_side(parser)
        parser.parse_punctuation("->")
        target_type = parser.parse_type()
        attributes = parser.parse_optional_attr_dict()
        properties["source_encoding"] = encoding
        return cls.build(
            operands=[parser.resolve_operand(source, storage), dims],
            result_types=[target_type],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        _print_affinity(printer, self.affinity)
        printer.print_string(" ")
        printer.print_operand(self.source)
        _print_name(printer, self.name_)
        printer.print_string(" : ")
        _print_tensor_side(printer, self.source_encoding, self.source.type, self.source_dims)
        printer.print_string(" -> ")
        printer.print_attribute(self.target.type)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        _verify_abi_type(self.name, self.target.type, "result")
        verify_dims(self.name, self.source_encoding, self.source_dims, "source type")


@irdl_op_definition
class TensorBarrierOp(IRDLOperation):
    """`%r = hal.tensor.barrier join(%t : T) => %fence : !hal.fence`: the tensors, unchanged."""

    name = "hal.tensor.barrier"
    sources = var_operand_def(TensorType)
    signal_fence = operand_def(FenceType)
    results_ = var_result_def(TensorType)

    @classmethod
    def parse(cls, parser: Parser) -> TensorBarrierOp:
        parser.parse_keyword("join")
        parser.parse_punctuation("(")
        sources: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        if parser.parse_optional_punctuation(":") is None:
            sources = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
        if sources:
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        parser.parse_punctuation(")")
        parser.parse_punctuation("=")
        parser.parse_punctuation(">")
        fence = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        fence_type = parser.parse_type()
        attributes = parse_attributes_with_keyword(parser)
        if len(types) != len(sources):
            parser.raise_error(f"hal.tensor.barrier: {len(sources)} source(s) but {len(types)} type(s)")
        return cls.build(
            operands=[parser.resolve_operands(sources, types, parser.pos), parser.resolve_operand(fence, fence_type)],
            result_types=[types],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" join(")
        printer.print_list(self.sources, printer.print_operand)
        printer.print_string(" : ")
        printer.print_list([s.type for s in self.sources], printer.print_attribute)
        printer.print_string(") => ")
        printer.print_operand(self.signal_fence)
        printer.print_string(" : ")
        printer.print_attribute(self.signal_fence.type)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        if [s.type for s in self.sources] != [r.type for r in self.results_]:
            raise VerifyException(f"'{self.name}' results must have the types of the sources")


# ---------------------------------------------------------------------------------------
# Buffer views, devices and fences (the synchronous ABI wrappers)
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class BufferViewDimOp(IRDLOperation):
    """`%d = hal.buffer_view.dim<%bv : !hal.buffer_view>[0] : index`."""

    name = "hal.buffer_view.dim"
    buffer_view = operand_def(BufferViewType)
    index = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> BufferViewDimOp:
        parser.parse_punctuation("<")
        view = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        view_type = parser.parse_type()
        parser.parse_punctuation(">")
        parser.parse_punctuation("[")
        index = parser.parse_integer()
        parser.parse_punctuation("]")
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        attributes = parse_attributes_with_keyword(parser)
        return cls.build(
            operands=[parser.resolve_operand(view, view_type)],
            result_types=[result_type],
            properties={"index": IntegerAttr(index, IndexType())},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_operand(self.buffer_view)
        printer.print_string(" : ")
        printer.print_attribute(self.buffer_view.type)
        printer.print_string(f">[{self.index.value.data}] : ")
        printer.print_attribute(self.result.type)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        if self.index.value.data < 0:
            raise VerifyException(f"'{self.name}' dim index must be non-negative, got {self.index.value.data}")


@irdl_op_definition
class DevicesGetOp(IRDLOperation):
    name = "hal.devices.get"
    index = operand_def(IndexType)
    result = result_def(DeviceType)
    assembly_format = "$index attr-dict `:` type($result)"


@irdl_op_definition
class FenceCreateOp(IRDLOperation):
    """`%f = hal.fence.create device(%d : !hal.device) flags("None") : !hal.fence`."""

    name = "hal.fence.create"
    device = operand_def(DeviceType)
    flags = prop_def(IntegerAttr[IntegerType])
    result = result_def(FenceType)

    @classmethod
    def parse(cls, parser: Parser) -> FenceCreateOp:
        parser.parse_keyword("device")
        parser.parse_punctuation("(")
        device = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        device_type = parser.parse_type()
        parser.parse_punctuation(")")
        flags = parse_flags(parser, "flags", FENCE_FLAGS)
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        attributes = parse_attributes_with_keyword(parser)
        return cls.build(
            operands=[parser.resolve_operand(device, device_type)],
            result_types=[result_type],
            properties={"flags": flags},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" device(")
        printer.print_operand(self.device)
        printer.print_string(" : ")
        printer.print_attribute(self.device.type)
        printer.print_string(")")
        print_flags(printer, "flags", self.flags, FENCE_FLAGS)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)
        printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class FenceAwaitOp(IRDLOperation):
    """`%s = hal.fence.await until([%f]) timeout_millis(%t) flags("None") : i32`."""

    name = "hal.fence.await"
    timeout_millis = operand_def(i32)
    fences = var_operand_def(FenceType)
    flags = prop_def(IntegerAttr[IntegerType])
    status = result_def(i32)  # IREE: "32-bit signless integer"

    @classmethod
    def parse(cls, parser: Parser) -> FenceAwaitOp:
        parser.parse_keyword("until")
        parser.parse_punctuation("(")
        fences = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        parser.parse_punctuation(")")
        parser.parse_keyword("timeout_millis")
        parser.parse_punctuation("(")
        timeout = parser.parse_unresolved_operand()
        parser.parse_punctuation(")")
        flags = parse_flags(parser, "flags", WAIT_FLAGS)
        parser.parse_punctuation(":")
        status_type = parser.parse_type()
        attributes = parse_attributes_with_keyword(parser)
        return cls.build(
            operands=[parser.resolve_operand(timeout, i32), resolve(parser, fences, FenceType())],
            result_types=[status_type],
            properties={"flags": flags},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" until([")
        printer.print_list(self.fences, printer.print_operand)
        printer.print_string("]) timeout_millis(")
        printer.print_operand(self.timeout_millis)
        printer.print_string(")")
        print_flags(printer, "flags", self.flags, WAIT_FLAGS)
        printer.print_string(" : ")
        printer.print_attribute(self.status.type)
        printer.print_op_attributes(self.attributes, print_keyword=True)
