"""One lowering per op kind on encoded tensors, as IREE 3.13's CPU resolvers lower them.

`set_encoding` -> `linalg.pack` (MaterializeEncodingPatterns.cpp: `lowerSetEncodingOpToPackOp`),
`unset_encoding` -> `linalg.unpack`, `tensor.empty` / `linalg.fill` -> the same op on the packed
type, a contraction -> `linalg.mmt4d` / `linalg.batch_mmt4d` with `expand_shape` / `collapse_shape`
for vectors and operands swapped for a narrow-N result (CPUEncodingExternalModels.cpp:
`lowerContractionOpWithEncoding`). Under the identity layout every op is cloned on plain types.
Each lowering builds its ops before `op` and returns the values replacing `op`'s results.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects import affine, arith, tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    AnyFloat,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    Signedness,
    TensorType,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import FillOp, GenericOp, YieldOp
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.encoding_info import RESULT, OperandEncoding, infer_contraction_dims
from xdsl_encoding.data_tiling.well_formed import contraction_maps_problem
from xdsl_encoding.dialects.iree_encoding import LayoutAttr, SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.dialects.linalg import BatchMmt4DOp, Mmt4DOp, PackOp, UnPackOp
from xdsl_encoding.dialects.resolver_config import ConfiguredResolverAttr
from xdsl_encoding.layouts.packed import (
    PackedLayouts,
    packed_shape,
    serialized_layout,
)
from xdsl_encoding.reshape.reassociation import groups_to_attr


class LoweringError(Exception):
    """`op` cannot be lowered under the chosen layouts; the message names the rule."""

    def __init__(self, op: Operation, message: str):
        super().__init__(message)
        self.op = op


@dataclass
class Lowering:
    """The state of one function's materialization.

    Lowered ops stay in place until the function is done: their operands keep the logical
    (encoded) types, and `mapping` gives the new value standing for each old one.
    """

    layouts: PackedLayouts
    rewriter: Rewriter = field(default_factory=Rewriter)
    mapping: dict[SSAValue, SSAValue] = field(default_factory=dict[SSAValue, SSAValue])
    argument_types: dict[SSAValue, TensorType[Attribute]] = field(default_factory=dict[SSAValue, TensorType[Attribute]])
    """The encoded type of each function argument whose type became its storage."""

    def logical_type(self, value: SSAValue) -> Attribute:
        """The type `value` has before materialization."""
        return self.argument_types.get(value, value.type)

    def new(self, value: SSAValue) -> SSAValue:
        """The materialized value standing for `value`."""
        return self.mapping.get(value, value)

    def insert(self, op: Operation, before: Operation) -> Operation:
        self.rewriter.insert_op(op, InsertPoint.before(before))
        return op


def zero_of(element: Attribute) -> IntegerAttr | FloatAttr:
    """`rewriter.getZeroAttr(elementType)`."""
    if isinstance(element, AnyFloat):
        return FloatAttr(0.0, element)
    if isa(element, IntegerType):
        return IntegerAttr(0, element)
    raise ValueError(f"no zero of {element}")


def tensor_of(t: Attribute, op: Operation) -> TensorType[Attribute]:
    if not isa(t, TensorType[Attribute]):
        raise LoweringError(op, f"{op.name}: expected a tensor, got {t}")
    if isinstance(t.encoding, LayoutAttr) and len(t.encoding.layouts.data) != 1:
        raise LoweringError(op, f"{op.name}: {t.encoding} must hold exactly one resolved layout (IREE asserts so)")
    if serialized_layout(t.encoding) is None and isinstance(t.encoding, LayoutAttr):
        resolver = t.encoding.layouts.data[0]
        if isinstance(resolver, ConfiguredResolverAttr) and resolver.is_serialized():
            raise LoweringError(
                op, f"{op.name}: swizzled or scalable serialized layouts are not CPU packs ({resolver})"
            )
    return t


def source_sizes(lowering: Lowering, value: SSAValue, before: Operation) -> list[SSAValue]:
    """`tensor::getMixedSizes`, dynamic part: a `tensor.dim` per dynamic dim of `value` (CSE merges repeats)."""
    t = tensor_of(value.type, before)
    sizes: list[SSAValue] = []
    for d, size in enumerate(t.get_shape()):
        if size == DYNAMIC_INDEX:
            index = lowering.insert(arith.ConstantOp(IntegerAttr(d, IndexType())), before)
            sizes.append(lowering.insert(tensor.DimOp(value, index.results[0]), before).results[0])
    return sizes


def reified_dynamic_sizes(lowering: Lowering, value: SSAValue, before: Operation) -> list[SSAValue]:
    """The dynamic sizes of `value` as IREE's dim resolution leaves them: through inits to the `tensor.empty`."""
    owner = value.owner
    if isinstance(owner, tensor.EmptyOp):
        return list(owner.dynamic_sizes)
    if isinstance(owner, PackOp):
        return reified_dynamic_sizes(lowering, owner.dest, before)
    if isinstance(owner, LinalgStructuredOperation) and isinstance(value, OpResult):
        return reified_dynamic_sizes(lowering, owner.outputs[value.index], before)
    return source_sizes(lowering, value, before)


def packed_dynamic_sizes(
    lowering: Lowering, encoded: TensorType[Attribute], sizes: Sequence[SSAValue], before: Operation
) -> list[SSAValue]:
    """`PackOp::getResultShape` on dynamic sizes: a tiled dim is `s0 ceildiv tile` (an `affine.apply`)."""
    info = lowering.layouts.info(encoded)
    if DYNAMIC_INDEX in info.inner_tile_sizes:
        raise LoweringError(
            before,
            f"{before.name}: VMVX with ukernels has run-time tile sizes (IREE emits iree_codegen.query_tile_sizes, "
            "answered by the VMVX runtime); they are not materialized here",
        )
    shape = encoded.get_shape()
    given = iter(sizes)
    outer: dict[int, SSAValue] = {}
    tiles = dict(zip(info.inner_dims_pos, info.inner_tile_sizes))
    for d, size in enumerate(shape):
        if size != DYNAMIC_INDEX:
            continue
        value = next(given)
        tile = tiles.get(d, 1)
        if tile != 1:
            ceil = AffineMap(0, 1, (AffineExpr.symbol(0).ceil_div(tile),))
            value = lowering.insert(affine.ApplyOp([value], AffineMapAttr(ceil)), before).results[0]
        outer[d] = value
    order = info.outer_dims_perm or tuple(range(len(shape)))
    return [outer[d] for d in order if d in outer]


def lower_set_encoding(lowering: Lowering, op: SetEncodingOp) -> list[SSAValue]:
    encoded = tensor_of(op.result.type, op)
    info = lowering.layouts.info(encoded)
    if info.is_identity:
        return [lowering.new(op.source)]
    packed = TensorType(encoded.element_type, packed_shape(tuple(encoded.get_shape()), info))
    pad = lowering.insert(arith.ConstantOp(zero_of(encoded.element_type)), op)
    sizes = packed_dynamic_sizes(lowering, encoded, source_sizes(lowering, lowering.new(op.source), op), op)
    empty = lowering.insert(tensor.EmptyOp(sizes, packed), op)
    pack = PackOp(
        lowering.new(op.source),
        empty.results[0],
        info.inner_dims_pos,
        info.inner_tile_sizes,
        info.outer_dims_perm,
        pad.results[0],
    )
    return [lowering.insert(pack, op).results[0]]


def lower_unset_encoding(lowering: Lowering, op: UnsetEncodingOp, source: SSAValue | None = None) -> list[SSAValue]:
    """`source`: the packed value to unpack, when not `op`'s source (a swizzled layout unswizzles first)."""
    encoded = tensor_of(lowering.logical_type(op.source), op)
    info = lowering.layouts.info(encoded)
    if info.is_identity:
        return [lowering.new(op.source)]
    source = lowering.new(op.source) if source is None else source
    empty = lowering.insert(tensor.EmptyOp([lowering.new(d) for d in op.result_dims], op.result.type), op)
    unpack = UnPackOp(source, empty.results[0], info.inner_dims_pos, info.inner_tile_sizes, info.outer_dims_perm)
    return [lowering.insert(unpack, op).results[0]]


def lower_empty(lowering: Lowering, op: tensor.EmptyOp) -> list[SSAValue]:
    encoded = tensor_of(op.tensor.type, op)
    sizes = [lowering.new(d) for d in op.dynamic_sizes]
    if not lowering.layouts.info(encoded).is_identity:
        sizes = packed_dynamic_sizes(lowering, encoded, sizes, op)
    return [lowering.insert(tensor.EmptyOp(sizes, lowering.layouts.storage_type(encoded)), op).results[0]]


def lower_fill(lowering: Lowering, op: FillOp) -> list[SSAValue]:
    """`lowerFillOpWithResolvedLayouts`: the same fill on the converted init."""
    init = lowering.new(op.outputs[0])
    fill = FillOp([lowering.new(v) for v in op.inputs], [init], [init.type])
    return [lowering.insert(fill, op).results[0]]


def drop_encodings(lowering: Lowering, op: LinalgStructuredOperation) -> list[SSAValue]:
    """`dropEncodingAndCloneOp`: the op on the plain (identity-layout) operands."""
    clone = type(op).create(
        operands=[lowering.new(v) for v in op.operands],
        result_types=[lowering.layouts.storage_type(tensor_of(r.type, op)) for r in op.results],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        regions=[r.clone() for r in op.regions],
    )
    return list(lowering.insert(clone, op).results)


def _expanded_type(
    t: TensorType[Attribute], batched: bool, transposed: bool
) -> tuple[TensorType[Attribute], list[list[int]]]:
    """`getExpandedType`: a packed vector operand as a packed matrix with unit M or N dims."""
    s = t.get_shape()
    if not batched:
        shape = (s[0], 1, s[1], 1) if transposed else (1, s[0], 1, s[1])
        return TensorType(t.element_type, shape), [[0, 1], [2, 3]]
    shape = (s[0], s[1], 1, s[2], 1) if transposed else (s[0], 1, s[1], 1, s[2])
    return TensorType(t.element_type, shape), [[0], [1, 2], [3, 4]]


def _extend_unsigned(lowering: Lowering, op: Operation, value: SSAValue, out: Attribute) -> SSAValue:
    """`createElementWiseExtUIOp`: an all-parallel generic zero-extending `value` to the result element type."""
    t = tensor_of(value.type, op)
    if t.element_type == out or not isa(out, IntegerType):
        return value
    extended = TensorType(out, t.get_shape())
    empty = lowering.insert(tensor.EmptyOp(reified_dynamic_sizes(lowering, value, op), extended), op)
    block = Block(arg_types=[t.element_type, out])
    ext = arith.ExtUIOp(block.args[0], out)
    block.add_ops([ext, YieldOp(ext.result)])
    identity = AffineMapAttr(AffineMap.identity(t.get_num_dims()))
    generic = GenericOp(
        [value],
        [empty.results[0]],
        Region(block),
        [identity, identity],
        [IteratorTypeAttr.parallel()] * t.get_num_dims(),
        [extended],
    )
    return lowering.insert(generic, op).results[0]


def lower_contraction(lowering: Lowering, op: LinalgStructuredOperation) -> list[SSAValue]:
    """`lowerContractionOpWithEncoding`: `mmt4d` / `batch_mmt4d` on the packed operands."""
    encodings = [lowering.logical_type(v) for v in op.operands]
    types = [tensor_of(t, op) for t in encodings]
    views = [OperandEncoding.of(t.encoding) for t in types]
    if any(isinstance(v, str) for v in views) or [v.operand_index for v in views if isinstance(v, OperandEncoding)] != [
        0,
        1,
        2,
    ]:
        raise LoweringError(op, f"{op.name}: operands must carry #iree_encoding.encoding with operand_index 0, 1, 2")
    first = views[0]
    assert isinstance(first, OperandEncoding)
    problem = contraction_maps_problem([m.data for m in op.get_indexing_maps()], first.root_maps)
    if problem is not None:
        raise LoweringError(op, f"{op.name}: {problem}")
    result_encoded = tensor_of(op.results[0].type, op)
    result_info = lowering.layouts.info(result_encoded)
    if result_info.is_identity:
        return drop_encodings(lowering, op)
    lhs_view = views[0]
    result_view = views[2]
    assert isinstance(lhs_view, OperandEncoding)
    assert isinstance(result_view, OperandEncoding)
    dims = infer_contraction_dims(lhs_view.root_maps)
    assert dims is not None
    narrow = result_view.narrow(dims)
    transpose = result_view.operand_index == RESULT and narrow is not None and narrow.dim == "N"
    element_types = lhs_view.element_types
    groups: list[list[int]] = []
    operands: list[SSAValue] = []
    for index, value in enumerate(lowering.new(v) for v in op.operands):
        if (not dims.m and index != 1) or (not dims.n and index != 0):
            packed = tensor_of(value.type, op)
            expanded, groups = _expanded_type(packed, bool(dims.batch), index == 2 and (transpose != (not dims.n)))
            sizes = reified_dynamic_sizes(lowering, value, op)
            expand = tensor.ExpandShapeOp(value, sizes, groups_to_attr(groups), expanded.get_shape(), expanded)
            value = lowering.insert(expand, op).results[0]
        element = element_types[index]
        if isa(element, IntegerType) and element.signedness.data == Signedness.UNSIGNED:
            value = _extend_unsigned(lowering, op, value, element_types[-1])
        operands.append(value)
    lhs, rhs, acc = operands
    if transpose:
        lhs, rhs = rhs, lhs
    kind = BatchMmt4DOp if dims.batch else Mmt4DOp
    mmt4d = lowering.insert(kind([lhs, rhs], [acc]), op)
    result = mmt4d.results[0]
    if groups:
        collapse = tensor.CollapseShapeOp(
            operands=[result],
            result_types=[lowering.new(op.operands[2]).type],
            properties={"reassociation": groups_to_attr(groups)},
        )
        result = lowering.insert(collapse, op).results[0]
    return [result]


def is_encoded(t: Attribute) -> bool:
    return isa(t, TensorType[Attribute]) and not isinstance(t.encoding, NoneAttr)


Lower = Callable[[Lowering, Operation], list[SSAValue]]
