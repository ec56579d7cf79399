"""IREE's `iree_tensor_ext` dialect: dispatch tensors, their loads and stores, compute barriers.

Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/TensorExt/IR/TensorExtOps.td`
(IREE b48a595 ≈ 3.13). A `!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>` is the
view of a dispatch argument inside `flow.dispatch.workgroups` or behind a
`hal.interface.binding.subspan`; loads and stores read and write static or dynamic slices of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    i64,
)
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect, Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import DynamicIndexList
from xdsl_encoding.dialects.iree_syntax import ShapeChangeOp, verify_dims
from xdsl_encoding.dialects.iree_tensor_ext_count import (
    DispatchWorkgroupCountFromDagRootOp,
    DispatchWorkgroupCountFromSliceOp,
)
from xdsl_encoding.utils.hints import tensor_type, tensor_type_of

ACCESS_MODES = ("readonly", "writeonly", "readwrite")


@irdl_attr_definition
class DispatchTensorType(ParametrizedAttribute, TypeAttribute):
    """`!iree_tensor_ext.dispatch.tensor<readonly:tensor<...>>`: access mode and bound type."""

    name = "iree_tensor_ext.dispatch.tensor"
    access: StringAttr
    bound_type: Attribute

    def __init__(self, access: str, bound_type: Attribute):
        super().__init__(StringAttr(access), bound_type)

    @property
    def mode(self) -> str:
        return self.access.data

    @property
    def tensor(self) -> TensorType[Attribute]:
        """The bound tensor type (a scalar bound type is a rank-0 tensor of it)."""
        return tensor_type(self.bound_type) or TensorType(self.bound_type, [])

    def get_shape(self) -> tuple[int, ...]:
        return self.tensor.get_shape()

    # hand-written: xDSL 0.74 has no declarative format for attribute parameters
    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            at = parser.pos
            access = parser.parse_identifier()
            if access not in ACCESS_MODES:
                parser.raise_error(f"dispatch tensor access must be one of {', '.join(ACCESS_MODES)}", at)
            parser.parse_punctuation(":")
            bound = parser.parse_type()
        return (StringAttr(access), bound)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(f"{self.access.data}:")
            printer.print_attribute(self.bound_type)

    def verify(self) -> None:
        if self.access.data not in ACCESS_MODES:
            raise VerifyException(f"dispatch tensor access must be one of {', '.join(ACCESS_MODES)}")
        bound = self.bound_type
        ok = isinstance(bound, IntegerType | IndexType) or bound.name.startswith("f") or bound.name == "bf16"
        if not (isinstance(bound, TensorType) or ok):
            raise VerifyException(f"dispatch tensor bound type must be an int, float or ranked tensor, got {bound}")


def _dispatch_tensor(op_name: str, value: SSAValue, what: str) -> DispatchTensorType:
    if not isinstance(value.type, DispatchTensorType):
        raise VerifyException(f"'{op_name}' {what} must be a !iree_tensor_ext.dispatch.tensor, got {value.type}")
    return value.type


def _rank_reduced(sizes: Sequence[int], result: TensorType[Attribute]) -> bool:
    """`result`'s shape is `sizes` with some unit dims dropped (`?` matches a dynamic size)."""
    shape = list(result.get_shape())
    position = 0
    for size in sizes:
        if position < len(shape) and shape[position] == size:
            position += 1
        elif size != 1:
            return False
    return position == len(shape)


class _SliceOp(IRDLOperation):
    """What `dispatch.tensor.load` / `store` share: the trailing offsets, sizes and strides of the slice
    (`custom<DynamicIndexList>`: an SSA value for each `?` static entry), one of each per dim."""

    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_slice(
        self, dispatch: DispatchTensorType, dims: Sequence[SSAValue], tensor: TensorType[Attribute], kind: str
    ) -> None:
        verify_dims(self.name, dispatch.tensor, dims, f"{kind} type")
        rank = len(dispatch.get_shape())
        lists = {
            "offsets": (self.static_offsets.get_values(), self.offsets),
            "sizes": (self.static_sizes.get_values(), self.sizes),
            "strides": (self.static_strides.get_values(), self.strides),
        }
        for what, (static, dynamic) in lists.items():
            if len(static) != rank:
                raise VerifyException(f"'{self.name}' expects {rank} {what} for {dispatch}, got {len(static)}")
            if sum(1 for v in static if v == DYNAMIC_INDEX) != len(dynamic):
                raise VerifyException(f"'{self.name}' {what}: the number of `?` entries and SSA values differ")
        if tensor.get_element_type() != dispatch.tensor.get_element_type():
            raise VerifyException(f"'{self.name}' element type {tensor.get_element_type()} differs from {dispatch}'s")
        sizes = tuple(int(v) for v in self.static_sizes.get_values())
        if not _rank_reduced(sizes, tensor):
            raise VerifyException(f"'{self.name}' tensor {tensor} does not match the slice sizes {list(sizes)}")


@irdl_op_definition
class DispatchTensorLoadOp(_SliceOp):
    """A slice of a readable dispatch tensor as a tensor (possibly rank-reduced)."""

    name = "iree_tensor_ext.dispatch.tensor.load"
    source = operand_def(DispatchTensorType)
    source_dims = var_operand_def(IndexType)
    result = result_def(TensorType)
    traits = traits_def(NoMemoryEffect())

    assembly_format = (
        "$source "
        "`,` `offsets` `=` custom<DynamicIndexList>($offsets, $static_offsets)"
        " `,` `sizes` `=` custom<DynamicIndexList>($sizes, $static_sizes)"
        " `,` `strides` `=` custom<DynamicIndexList>($strides, $static_strides)"
        " attr-dict `:` type($source) (`{` $source_dims^ `}`)? `->` type($result)"
    )
    custom_directives = (DynamicIndexList,)

    def verify_(self) -> None:
        dispatch = _dispatch_tensor(self.name, self.source, "source")
        if dispatch.mode == "writeonly":
            raise VerifyException(f"'{self.name}' cannot load from a writeonly dispatch tensor")
        self.verify_slice(dispatch, self.source_dims, tensor_type_of(self.result), "source")


@irdl_op_definition
class DispatchTensorStoreOp(_SliceOp):
    """Writes a tensor into a slice of a writable dispatch tensor."""

    name = "iree_tensor_ext.dispatch.tensor.store"
    value = operand_def(TensorType)
    target = operand_def(DispatchTensorType)
    target_dims = var_operand_def(IndexType)

    assembly_format = (
        "$value `,` $target "
        "`,` `offsets` `=` custom<DynamicIndexList>($offsets, $static_offsets)"
        " `,` `sizes` `=` custom<DynamicIndexList>($sizes, $static_sizes)"
        " `,` `strides` `=` custom<DynamicIndexList>($strides, $static_strides)"
        " attr-dict `:` type($value) `->` type($target) (`{` $target_dims^ `}`)?"
    )
    custom_directives = (DynamicIndexList,)

    def verify_(self) -> None:
        dispatch = _dispatch_tensor(self.name, self.target, "target")
        if dispatch.mode == "readonly":
            raise VerifyException(f"'{self.name}' cannot store into a readonly dispatch tensor")
        self.verify_slice(dispatch, self.target_dims, tensor_type_of(self.value), "target")


class _ComputeBarrierOp(IRDLOperation):
    """`%r = iree_tensor_ext.compute_barrier.start %v : T {dims} -> T`: the value, unchanged."""

    value = operand_def(TensorType)
    value_dims = var_operand_def(IndexType)
    result = result_def(TensorType)
    traits = traits_def(Pure())
    assembly_format = "$value `:` type($value) (`{` $value_dims^ `}`)? `->` type($result) attr-dict-with-keyword"

    def verify_(self) -> None:
        verify_dims(self.name, self.value.type, self.value_dims, "value type")
        if self.value.type != self.result.type:
            raise VerifyException(f"'{self.name}' value and result types must match")


@irdl_op_definition
class ComputeBarrierStartOp(_ComputeBarrierOp):
    name = "iree_tensor_ext.compute_barrier.start"


@irdl_op_definition
class ComputeBarrierEndOp(_ComputeBarrierOp):
    name = "iree_tensor_ext.compute_barrier.end"


@irdl_op_definition
class DispatchWorkloadOrdinalOp(IRDLOperation):
    """`%r = iree_tensor_ext.dispatch.workload.ordinal %v, 0 : index`: `%v`, marked as workload #0."""

    name = "iree_tensor_ext.dispatch.workload.ordinal"
    operand = operand_def(IndexType)
    ordinal = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict $operand `,` $ordinal `:` type($operand)"

    def verify_(self) -> None:
        if self.ordinal.value.data < 0:
            raise VerifyException(f"'{self.name}' ordinal must be non-negative, got {self.ordinal.value.data}")


@irdl_op_definition
class BitCastOp(ShapeChangeOp):
    """`%r = iree_tensor_ext.bitcast %t : tensor<4xi8> -> tensor<1xi32>`: the same bytes as another type."""

    name = "iree_tensor_ext.bitcast"


IREETensorExt = Dialect(
    "iree_tensor_ext",
    [
        DispatchWorkgroupCountFromDagRootOp,
        BitCastOp,
        DispatchTensorLoadOp,
        DispatchTensorStoreOp,
        ComputeBarrierStartOp,
        ComputeBarrierEndOp,
        DispatchWorkloadOrdinalOp,
        DispatchWorkgroupCountFromSliceOp,
    ],
    [DispatchTensorType],
)
