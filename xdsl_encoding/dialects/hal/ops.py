"""IREE's `hal` ops, in the order and sections of `compiler/src/iree/compiler/Dialect/HAL/IR/HALOps.td`
(b48a595): tensor import/export at the ABI boundary, buffer views, `hal.return`, devices, executables (as IREE's
codegen tests write them), the dispatch interface inside executables, and the fences of the synchronous wrappers.

`hal.executable private @ex { hal.executable.variant public @v target(#hal.executable.target<...>) {
hal.executable.export public @f ordinal(0) layout(#layout) count(%d: !hal.device) -> (index, index, index)
{ ... hal.return %x, %y, %z : index, index, index } builtin.module { func.func @f() { ... } } } }`.
Export conditions (`condition(...)`) and `hal.executable.constant.block` are not supported (a parse error).
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I32, IndexType, IntegerAttr, IntegerType, StringAttr, TensorType, UnitAttr, i32
from xdsl.ir import Attribute, Region, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    RangeOf,
    RangeVarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove, Pure, SingleBlockImplicitTerminator
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.dispatch import parse_count_region, print_count_region
from xdsl_encoding.dialects.flow.executable import ExecutableBase, executable_end_op
from xdsl_encoding.dialects.hal.types import (
    BufferType,
    BufferViewType,
    DeviceType,
    ExecutableTargetAttr,
    FenceType,
    PipelineLayoutAttr,
)
from xdsl_encoding.dialects.iree_directives import DescriptorFlags, FenceFlagBitfield, TypeAlias, WaitFlagBitfield
from xdsl_encoding.dialects.iree_syntax import verify_dims
from xdsl_encoding.dialects.util.functions import OPERAND_LIST, ReturnLikeOp, SymbolOp, parse_visibility
from xdsl_encoding.dialects.util.globals import parse_inherent_attributes, print_inherent_properties

# ---------------------------------------------------------------------------------------
# Pseudo ops for conversion support
# ---------------------------------------------------------------------------------------


class _TensorABIOp(IRDLOperation):
    """A tensor crossing the ABI boundary from or to a `!hal.buffer_view` or `!hal.buffer`: IREE declares
    `hal.tensor.import` and `hal.tensor.export` alike (HAL_PureOp, Util_ShapeAwareOp, `$name` and `$affinity` last)."""

    name_ = opt_prop_def(StringAttr, prop_name="name")
    affinity = opt_prop_def(Attribute)
    traits = traits_def(Pure())
    custom_directives = (TypeAlias,)

    def verify_abi_type(self, type_: Attribute, what: str) -> None:
        if not isinstance(type_, BufferViewType | BufferType):
            raise VerifyException(f"'{self.name}' {what} must be a !hal.buffer_view or !hal.buffer, got {type_}")


@irdl_op_definition
class TensorImportOp(_TensorABIOp):
    """`%t = hal.tensor.import wait(%f) => %bv : !hal.buffer_view -> tensor<?x4xf32>{%d}`."""

    name = "hal.tensor.import"
    source = operand_def()
    target_dims = var_operand_def(IndexType)
    wait_fence = opt_operand_def(FenceType)
    byte_offset = opt_operand_def(IndexType)
    target_encoding = prop_def(TypeAttribute)
    consume = opt_prop_def(UnitAttr)
    target = result_def(TensorType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`wait` `(` $wait_fence^ `)` `=` `` `>`)? (`consume` $consume^)? $source"
        " (`offset` `(` $byte_offset^ `)`)? ($name^)? `:` type($source) `->`"
        " custom<TypeAlias>($target_encoding, type($target)) (`{` $target_dims^ `}`)? attr-dict"
    )

    def verify_(self) -> None:
        self.verify_abi_type(self.source.type, "source")
        verify_dims(self.name, self.target_encoding, self.target_dims, "target type")


@irdl_op_definition
class TensorExportOp(_TensorABIOp):
    """`%bv = hal.tensor.export %t : tensor<?x4xf32>{%d} -> !hal.buffer_view`."""

    name = "hal.tensor.export"
    source = operand_def(TensorType)
    source_dims = var_operand_def(IndexType)
    source_encoding = prop_def(TypeAttribute)
    target = result_def()

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $source ($name^)? `:`"
        " custom<TypeAlias>($source_encoding, type($source)) (`{` $source_dims^ `}`)? `->` type($target) attr-dict"
    )

    def verify_(self) -> None:
        self.verify_abi_type(self.target.type, "result")
        verify_dims(self.name, self.source_encoding, self.source_dims, "source type")


@irdl_op_definition
class TensorBarrierOp(IRDLOperation):
    """`%r = hal.tensor.barrier join(%t : T) => %fence : !hal.fence`: the tensors, unchanged."""

    name = "hal.tensor.barrier"
    T: ClassVar = RangeVarConstraint("T", RangeOf(base(TensorType)))  # IREE: AllTypesMatch<["sources", "results"]>
    sources = var_operand_def(T)
    signal_fence = operand_def(FenceType)
    results_ = var_result_def(T)

    assembly_format = (
        "`join` `` `(` $sources `:` type($sources) `)` `=` `` `>` $signal_fence `:` type($signal_fence)"
        " attr-dict-with-keyword"
    )


# ---------------------------------------------------------------------------------------
# !hal.buffer_view / iree_hal_buffer_view_t
# ---------------------------------------------------------------------------------------


class _TypeCodeOp(IRDLOperation):
    """`%c = hal.<element|encoding>_type<...> : i32`: IREE's runtime code of a type, a constant."""

    result = result_def(IntegerType)
    traits = traits_def(Pure())


@irdl_op_definition
class ElementTypeOp(_TypeCodeOp):
    """`%t = hal.element_type<f32> : i32`: IREE's runtime code of an element type."""

    name = "hal.element_type"
    type = prop_def(TypeAttribute)
    assembly_format = "`<` $type `>` attr-dict `:` type($result)"


@irdl_op_definition
class EncodingTypeOp(_TypeCodeOp):
    """`%e = hal.encoding_type<dense_row_major> : i32` (no encoding attribute: dense row-major)."""

    name = "hal.encoding_type"
    encoding = opt_prop_def(Attribute)
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


@irdl_op_definition
class BufferViewDimOp(IRDLOperation):
    """`%d = hal.buffer_view.dim<%bv : !hal.buffer_view>[0] : index`."""

    name = "hal.buffer_view.dim"
    buffer_view = operand_def(BufferViewType)
    index = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())

    assembly_format = (
        "`<` $buffer_view `:` type($buffer_view) `>` `` `[` $index `]` `:` type($result) attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        if self.index.value.data < 0:
            raise VerifyException(f"'{self.name}' dim index must be non-negative, got {self.index.value.data}")


# ---------------------------------------------------------------------------------------
# !hal.device / iree_hal_device_t (the section of HALOps.td that declares `hal.return`)
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class ReturnOp(ReturnLikeOp):
    name = "hal.return"
    assembly_format = f"{OPERAND_LIST} attr-dict"


# ---------------------------------------------------------------------------------------
# !hal.device management
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class DevicesGetOp(IRDLOperation):
    name = "hal.devices.get"
    index = operand_def(IndexType)
    result = result_def(DeviceType)
    traits = traits_def(Pure())
    assembly_format = "$index attr-dict `:` type($result)"


# ---------------------------------------------------------------------------------------
# !hal.executable / iree_hal_executable_t
# ---------------------------------------------------------------------------------------


ExecutableEndOp = executable_end_op("hal.executable_end", lambda: ExecutableOp)
ExecutableVariantEndOp = executable_end_op("hal.executable.variant_end", lambda: ExecutableVariantOp)
ExecutableSourceEndOp = executable_end_op("hal.executable.source_end", lambda: ExecutableSourceOp)


@irdl_op_definition
class ExecutableOp(ExecutableBase):
    """`hal.executable private [lazy] @ex { hal.executable.variant ... }`."""

    name = "hal.executable"
    lazy = opt_prop_def(UnitAttr)
    traits = traits_def(SingleBlockImplicitTerminator(ExecutableEndOp))
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) (`lazy` $lazy^)? $sym_name attr-dict-with-keyword"
        " custom<ImplicitTerminatorBody>($body)"
    )


@irdl_op_definition
class ExecutableSourceOp(ExecutableBase):
    """`hal.executable.source public @ex [attributes {objects = ...}] { exports; builtin.module }`."""

    name = "hal.executable.source"
    objects = opt_prop_def(Attribute)  # an inherent attribute IREE writes in the attribute dictionary
    traits = traits_def(SingleBlockImplicitTerminator(ExecutableSourceEndOp))
    irdl_options = (ParsePropInAttrDict(),)


@irdl_op_definition
class ExecutableVariantOp(ExecutableBase):
    """`hal.executable.variant public @v target(<"llvm-cpu", ...>) [objects(...)] [sources(...)] {...}`."""

    name = "hal.executable.variant"
    target = prop_def(ExecutableTargetAttr)
    objects = opt_prop_def(Attribute)
    sources = opt_prop_def(Attribute)
    traits = traits_def(SingleBlockImplicitTerminator(ExecutableVariantEndOp))
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) $sym_name `target` `(` $target `)` (`objects` `(` $objects^ `)`)?"
        " (`sources` `(` $sources^ `)`)? attr-dict-with-keyword custom<ImplicitTerminatorBody>($body)"
    )


_EXPORT_INHERENT = ("condition_fallback", "workgroup_size", "subgroup_size", "workgroup_local_memory", "source_locs")
"""Inherent attributes of `hal.executable.export` that its syntax leaves to the attribute dictionary."""


@irdl_op_definition
class ExecutableExportOp(SymbolOp):
    """`hal.executable.export public @f ordinal(0) layout(#hal.pipeline.layout<...>) [count(...) -> (...) {...}]`.

    Hand-written: IREE 3.13 writes the inherent attributes its format leaves out as `<name = ...>`, 3.7.1 in
    `attributes {...}`; xDSL's attr-dict reads neither into properties the way both need."""

    name = "hal.executable.export"
    ordinal = opt_prop_def(IntegerAttr[IndexType])
    layout = prop_def(PipelineLayoutAttr)
    condition_fallback = opt_prop_def(Attribute)
    workgroup_size = opt_prop_def(Attribute)
    subgroup_size = opt_prop_def(Attribute)
    workgroup_local_memory = opt_prop_def(Attribute)
    source_locs = opt_prop_def(Attribute)
    workgroup_count = region_def()
    condition = region_def()
    traits = traits_def(IsolatedFromAbove())

    @classmethod
    def parse(cls, parser: Parser) -> ExecutableExportOp:
        properties: dict[str, Attribute] = {}
        if (visibility := parse_visibility(parser)) is not None:
            properties["sym_visibility"] = visibility
        properties["sym_name"] = parser.parse_symbol_name()
        if parser.parse_optional_keyword("ordinal") is not None:
            parser.parse_punctuation("(")
            properties["ordinal"] = IntegerAttr(parser.parse_integer(), IndexType())
            parser.parse_punctuation(")")
        parser.parse_keyword("layout")
        parser.parse_punctuation("(")
        at = parser.pos
        layout = parser.parse_attribute()
        if not isinstance(layout, PipelineLayoutAttr):
            parser.raise_error(f"hal.executable.export: expected a #hal.pipeline.layout, got {layout}", at)
        properties["layout"] = layout
        parser.parse_punctuation(")")
        if parser.parse_optional_keyword("fallback") is not None:
            parser.parse_punctuation("(")
            properties["condition_fallback"] = parser.parse_attribute()
            parser.parse_punctuation(")")
        count = parse_count_region(parser, "count")
        attributes = parse_inherent_attributes(parser, cls.name, _EXPORT_INHERENT, properties, keyword=True)
        return cls.build(properties=properties, attributes=attributes, regions=[count, Region()])

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        if self.ordinal is not None:
            printer.print_string(f" ordinal({self.ordinal.value.data})")
        printer.print_string(" layout(")
        printer.print_attribute(self.layout)
        printer.print_string(")")
        if self.condition_fallback is not None:
            printer.print_string(" fallback(")
            printer.print_attribute(self.condition_fallback)
            printer.print_string(")")
        print_count_region(printer, self.workgroup_count, " count")
        inherent = [(n, self.properties.get(n)) for n in _EXPORT_INHERENT if n != "condition_fallback"]
        print_inherent_properties(printer, inherent, typed=True)  # IREE 3.13's (3.7.1's `attributes {...}` it refuses)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        super().verify_()
        region = self.workgroup_count
        if region.blocks:
            last = region.block.last_op
            if not isinstance(last, ReturnOp) or [v.type for v in last.operands] != [IndexType()] * 3:
                raise VerifyException(f"'{self.name}' workgroup count region must return three index values")


# ---------------------------------------------------------------------------------------
# hal.interface (inside executables)
# ---------------------------------------------------------------------------------------


class _InterfaceWorkgroupOp(IRDLOperation):
    """`%i = hal.interface.workgroup.<id|count|size>[0] [upper_bound N] : index` inside a dispatch function."""

    dimension = prop_def(IntegerAttr[IndexType])
    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "`[` $dimension `]` (`upper_bound` $upper_bound^)? attr-dict `:` type($result)"

    def verify_(self) -> None:
        if not 0 <= self.dimension.value.data < 3:
            raise VerifyException(f"'{self.name}' dimension {self.dimension.value.data} is not one of 0, 1, 2")


@irdl_op_definition
class InterfaceWorkgroupIDOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.id"


@irdl_op_definition
class InterfaceWorkgroupCountOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.count"


@irdl_op_definition
class InterfaceWorkgroupSizeOp(_InterfaceWorkgroupOp):
    name = "hal.interface.workgroup.size"


class _InterfaceLayoutOp(IRDLOperation):
    """`%r = hal.interface.<constant.load|binding.subspan> layout(#layout) ...`: a value of the dispatch interface
    that `layout` declares, optionally aligned (IREE: `HAL_PipelineLayoutAttr:$layout`,
    `OptionalAttr<IndexAttr>:$alignment`, one result, HAL_PureOp)."""

    layout = prop_def(PipelineLayoutAttr)
    alignment = opt_prop_def(IntegerAttr[IndexType])
    result = result_def()
    traits = traits_def(Pure())


@irdl_op_definition
class InterfaceConstantLoadOp(_InterfaceLayoutOp):
    """`%c = hal.interface.constant.load layout(...) ordinal(0) : i32` (a push constant)."""

    name = "hal.interface.constant.load"
    ordinal = prop_def(IntegerAttr[IndexType])
    values = opt_prop_def(Attribute)

    assembly_format = (
        "`layout` `(` $layout `)` `ordinal` `(` $ordinal `)` (`alignment` `(` $alignment^ `)`)?"
        " (`values` `(` $values^ `)`)? attr-dict `:` type($result)"
    )

    def verify_(self) -> None:
        if not isinstance(self.result.type, IntegerType | IndexType) and not self.result.type.name.startswith("f"):
            raise VerifyException(f"'{self.name}' result must be a primitive type, got {self.result.type}")


@irdl_op_definition
class InterfaceBindingSubspanOp(_InterfaceLayoutOp):
    """`hal.interface.binding.subspan layout(...) binding(0) alignment(64) offset(%o) flags(...) : T{dims}`."""

    name = "hal.interface.binding.subspan"
    byte_offset = opt_operand_def(IndexType)
    dynamic_dims = var_operand_def(IndexType)
    binding = prop_def(IntegerAttr[IndexType])
    descriptor_flags = opt_prop_def(IntegerAttr[I32])
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "`layout` `(` $layout `)` `binding` `(` $binding `)` (`alignment` `(` $alignment^ `)`)?"
        " (`offset` `(` $byte_offset^ `)`)? (`flags` `(` custom<DescriptorFlags>($descriptor_flags)^ `)`)?"
        " attr-dict `:` type($result) (`{` $dynamic_dims^ `}`)?"
    )
    custom_directives = (DescriptorFlags,)

    def verify_(self) -> None:
        verify_dims(self.name, _shaped_of(self.result.type), self.dynamic_dims, "result type")


def _shaped_of(type_: Attribute) -> Attribute:
    from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType

    return type_.tensor if isinstance(type_, DispatchTensorType) else type_


# ---------------------------------------------------------------------------------------
# !hal.fence / iree_hal_fence_t (the synchronous ABI wrappers)
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class FenceCreateOp(IRDLOperation):
    """`%f = hal.fence.create device(%d : !hal.device) flags("None") : !hal.fence`."""

    name = "hal.fence.create"
    device = operand_def(DeviceType)
    flags = prop_def(IntegerAttr[IntegerType])
    result = result_def(FenceType)

    assembly_format = (
        "`device` `(` $device `:` type($device) `)` `flags` `(` custom<FenceFlagBitfield>($flags) `)`"
        " `:` type($result) attr-dict-with-keyword"
    )
    custom_directives = (FenceFlagBitfield,)


@irdl_op_definition
class FenceAwaitOp(IRDLOperation):
    """`%s = hal.fence.await until([%f]) timeout_millis(%t) flags("None") : i32`."""

    name = "hal.fence.await"
    timeout_millis = operand_def(i32)
    fences = var_operand_def(FenceType)
    flags = prop_def(IntegerAttr[IntegerType])
    status = result_def(i32)  # IREE: "32-bit signless integer"

    assembly_format = (
        "`until` `(` `[` $fences `]` `)` `timeout_millis` `(` $timeout_millis `)`"
        " `flags` `(` custom<WaitFlagBitfield>($flags) `)` `:` type($status) attr-dict-with-keyword"
    )
    custom_directives = (WaitFlagBitfield,)
