"""`encode-host-tensors`: IREE's `iree-stream-encode-host-tensors` (Stream/Transforms/EncodeTensors.cpp, b48a595).

Each host `stream.tensor.sizeof` becomes the index arithmetic of its storage size, as IREE's
`calculateStorageElementCountInBytes` (Encoding/Utils/ElementPackingUtils.cpp) builds it: a dense
tensor is its static element count times the rounded element bytes times each dynamic dim (sub-byte
`i2`/`i4` packed, `i1`/`i3`/... widened); a serialized encoding computes its own size
(`calculateStorageSizeInBytes`, Encoding/IR/EncodingAttrs.cpp and Codegen/ExternalInterfaces/Utils.cpp):
`#iree_encoding.padding` adds its amounts, `#iree_encoding.identity` is dense, `packed_storage` packs
sub-byte elements, a resolver with `encoding_info` pads each tiled dim to its tile (`ceildivsi` then
`muli`), and a `#iree_encoding.layout` of several takes the `maxui` of their sizes. `stream.tensor.empty`
becomes `stream.async.alloca`. An op with an unserialized encoding is left as IREE leaves it; the other
`stream.tensor.*` ops IREE converts are refused with a diagnostic (their `stream.async.*` targets, or
their encoded forms, are not implemented here), as are layouts whose size this pass cannot compute.
`stream.tensor.splat` and `clone` become `stream.async.splat` (of the pattern's bits) and `clone`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects import complex as complex_dialect
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NoneAttr,
    TensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern, op_type_rewrite_pattern
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.dialects import stream
from xdsl_encoding.dialects.iree_encoding.attrs import PackedStorageAttr
from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr
from xdsl_encoding.dialects.resolver_config import ConfiguredResolverAttr
from xdsl_encoding.targets.element_types import host_bits
from xdsl_encoding.transforms.materialization.materialize import swap_module_body

NSW = arith.IntegerOverflowAttr([arith.IntegerOverflowFlag.NSW])
VMVX_DYNAMIC_TILE = 16
"""`calculatePackedStorageSizeInBytesImpl`: VMVX's dynamic (ukernel) tiles are assumed to be 16."""


class _Refused(Exception):
    """This pass cannot compute what IREE would: a diagnostic at the op."""


def _bits(element_type: Attribute) -> int:
    bits = host_bits(element_type)
    if isinstance(bits, str):
        raise _Refused(bits)
    return bits


def rounded_element_bytes(element_type: Attribute) -> int:
    """`getRoundedElementByteWidth`: whole bytes, rounded up to a power of two."""
    size = -(-_bits(element_type) // 8)
    return 1 << (size - 1).bit_length()


def _needs_packing(bits: int, packed_storage: bool) -> bool:
    """`needToPackSubByteElementBitWidthImpl`: i2/i4 (and i1 under packed_storage) share bytes."""
    return (packed_storage and bits == 1) or (bits < 8 and bits & (bits - 1) == 0 and bits != 1)


@dataclass
class _Builder:
    """Emits index arithmetic before `at`, folding what `createOrFold` folds (constants times 1)."""

    rewriter: PatternRewriter
    vscale: int | None = None
    emitted: list[Operation] = field(default_factory=list[Operation])

    def emit(self, op: Operation) -> SSAValue:
        self.rewriter.insert(op)
        self.emitted.append(op)
        return op.results[0]

    def erase_unused(self) -> None:
        """What folding left unused (IREE's greedy driver erases it too)."""
        for op in reversed(self.emitted):
            if not op.results[0].uses:
                self.rewriter.erase(op)

    def const(self, value: int) -> SSAValue:
        return self.emit(arith.ConstantOp(IntegerAttr(value, IndexType())))

    @staticmethod
    def _value(v: SSAValue) -> int | None:
        owner = v.owner
        if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
            return owner.value.value.data
        return None

    def mul(self, a: SSAValue, b: SSAValue, nsw: bool = True, fold: bool = True) -> SSAValue:
        if fold and (x := self._value(a)) is not None and (y := self._value(b)) is not None:
            return self.const(x * y)
        if fold and self._value(b) == 1:
            return a
        if fold and self._value(a) == 1:
            return b
        return self.emit(arith.MuliOp(a, b, overflow=NSW if nsw else arith.IntegerOverflowAttr("none")))

    def ceildivui(self, a: SSAValue, divisor: int) -> SSAValue:
        if (x := self._value(a)) is not None:
            return self.const(-(-x // divisor))
        if divisor == 1:
            return a
        return self.emit(arith.CeilDivUIOp(a, self.const(divisor)))


def _dense(b: _Builder, tensor: TensorType[Attribute], dims: Sequence[SSAValue], packed: bool) -> SSAValue:
    """`calculateStorageElementCountInBytes` without a serializable encoding (and `packed_storage`'s size)."""
    element: Attribute = tensor.element_type
    bits = _bits(element)
    rounded = rounded_element_bytes(element)
    if isinstance(element, IntegerType) and not _needs_packing(bits, packed):
        bits = rounded * 8
    packing = _needs_packing(bits, packed)
    static = 1 if packing else rounded
    for size in tensor.get_shape():
        if size != DYNAMIC_INDEX:
            static *= size
    value = b.const(static)
    for dim in dims:
        value = b.mul(value, dim, nsw=packed)
    if packing:
        if not packed and not dims and static * bits % 8:
            raise _Refused(f"{tensor} does not have integral number of total bytes")
        value = b.ceildivui(value, 8 // bits)
    return value


def _padded(b: _Builder, tensor: TensorType[Attribute], dims: Sequence[SSAValue], padding: Sequence[int]) -> SSAValue:
    """`PaddingAttr::calculateStorageSizeInBytes` (`IdentityAttr`'s with zero padding)."""
    static = rounded_element_bytes(tensor.element_type)
    dynamic = b.const(1)
    remaining = iter(dims)
    for size, pad in zip(tensor.get_shape(), padding, strict=True):
        if size != DYNAMIC_INDEX:
            static *= size + pad
            continue
        dim = next(remaining)
        if pad:
            dim = b.emit(arith.AddiOp(dim, b.const(pad), overflow=NSW))
        dynamic = b.mul(dynamic, dim)
    return b.mul(b.const(static), dynamic)


def _packed(
    b: _Builder, tensor: TensorType[Attribute], dims: Sequence[SSAValue], resolver: ConfiguredResolverAttr
) -> SSAValue:
    """`calculatePackedStorageSizeInBytesImpl`: each tiled dim padded to its tile, then dense."""
    info = resolver.encoding_info()
    assert info is not None
    scalable = info.scalable_tiles or (False,) * len(info.inner_tile_sizes)
    shape = list(tensor.get_shape())
    padded_dims = list(dims)
    dynamic_index = [sum(1 for s in shape[:i] if s == DYNAMIC_INDEX) for i in range(len(shape))]
    for dim, size, is_scalable in zip(info.inner_dims_pos, info.inner_tile_sizes, scalable, strict=True):
        if size == DYNAMIC_INDEX:
            if resolver.name != "iree_cpu.vmvx_encoding_resolver":
                raise _Refused(f"{resolver.name} has a dynamic inner tile")
            size = VMVX_DYNAMIC_TILE
        if is_scalable:
            if b.vscale is None:
                raise _Refused("a scalable tile needs the vscale option (IREE's --iree-experimental-vscale-value)")
            size *= b.vscale
        if size == 1:
            continue
        if shape[dim] == DYNAMIC_INDEX:
            k = dynamic_index[dim]
            alignment = b.const(size)
            divided = b.emit(arith.CeilDivSIOp(padded_dims[k], alignment))
            padded_dims[k] = b.mul(divided, alignment, fold=False)
        else:
            shape[dim] = -(-shape[dim] // size) * size
    bits = _bits(tensor.element_type)
    static = bits // 8 if bits > 8 else 1
    for size in shape:
        if size != DYNAMIC_INDEX:
            static *= size
    value = b.const(static)
    for dim in padded_dims:
        value = b.mul(value, dim, fold=False)
    if bits < 8:
        if 8 % bits:
            raise _Refused(f"{bits}-bit elements do not pack into bytes")
        value = b.emit(arith.CeilDivUIOp(value, b.const(8 // bits)))
    return value


@dataclass(frozen=True)
class _Sizer:
    """The formulas a layout picks from (`StorageSizer`), for one tensor and its dynamic dims."""

    b: _Builder
    tensor: TensorType[Attribute]
    dims: Sequence[SSAValue]

    def padded(self, padding: Sequence[int]) -> SSAValue:
        return _padded(self.b, self.tensor, self.dims, padding)

    def dense(self, *, packed: bool) -> SSAValue:
        return _dense(self.b, self.tensor, self.dims, packed=packed)

    def packed(self, resolver: Attribute) -> SSAValue:
        assert isinstance(resolver, ConfiguredResolverAttr)
        return _packed(self.b, self.tensor, self.dims, resolver)

    def maximum(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.b.emit(arith.MaxUIOp(a, b))


def _layout_size(b: _Builder, tensor: TensorType[Attribute], dims: Sequence[SSAValue], layout: Attribute) -> SSAValue:
    """The layout is asked (`SerializableAttr.storage_size`), never tested for its class."""
    size = layout.storage_size(tensor, _Sizer(b, tensor, dims)) if isinstance(layout, SerializableAttr) else None
    if size is None:
        raise _Refused(f"the storage size of layout {layout} is not computed here")
    if isinstance(size, str):
        raise _Refused(size)
    return size


def storage_size(b: _Builder, tensor: TensorType[Attribute], dims: Sequence[SSAValue]) -> SSAValue:
    """`calculateStorageElementCountInBytes(tensor, dims)`."""
    encoding = tensor.encoding
    if isinstance(encoding, SerializableAttr):  # `layout<[...]>` too: the largest of its members
        return _layout_size(b, tensor, dims, encoding)
    if not isinstance(encoding, NoneAttr):
        raise _Refused(f"{encoding} is not a storage layout IREE knows")
    return _dense(b, tensor, dims, packed=False)


def _unserialized(tensor: Attribute) -> bool:
    """`checkEncoding` fails: IREE's patterns leave the op for a later specialization."""
    return (
        isinstance(tensor, TensorType)
        and isinstance(tensor.encoding, SerializableAttr)
        and not tensor.encoding.is_serialized()
    )


def _ready(tensor: Attribute) -> TensorType[Attribute] | None:
    """The tensor type of an op IREE encodes now (None while its encoding is unserialized)."""
    if _unserialized(tensor) or not isinstance(tensor, TensorType):
        return None
    return cast(TensorType[Attribute], tensor)


@dataclass
class EncodeSizeOf(RewritePattern):
    vscale: int | None = None

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: stream.TensorSizeOfOp, rewriter: PatternRewriter) -> None:
        if (tensor := _ready(op.encoding)) is None:
            return
        builder = _Builder(rewriter, self.vscale)
        try:
            size = storage_size(builder, tensor, list(op.encoding_dims))  # pyright: ignore[reportUnknownArgumentType]
        except _Refused as e:
            raise PassFailedException(f"'{op.name}' op failed to calculate total byte count: {e}") from e
        rewriter.replace(op, [], [size])
        builder.erase_unused()


class EncodeEmpty(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: stream.TensorEmptyOp, rewriter: PatternRewriter) -> None:
        if _unserialized(op.result_encoding):
            return
        alloca = stream.AsyncAllocaOp.build(
            operands=[op.result_size], result_types=[op.result.type], properties=_affinity(op)
        )
        rewriter.replace(op, alloca)


def _affinity(op: Operation) -> dict[str, Attribute]:
    affinity = op.properties.get("affinity")
    return {} if affinity is None else {"affinity": affinity}


class EncodeClone(RewritePattern):
    """`stream.tensor.clone` -> `stream.async.clone` of the same sizes (IREE's `EncodeTensorCloneOp`)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: stream.TensorCloneOp, rewriter: PatternRewriter) -> None:
        if _unserialized(op.source_encoding) or _unserialized(op.result_encoding):
            return
        clone = stream.AsyncCloneOp.build(
            operands=[op.source, op.source_size, op.result_size],
            result_types=[op.result.type],
            properties=_affinity(op),
        )
        rewriter.replace(op, clone)


def fill_pattern(b: _Builder, value: SSAValue, tensor: TensorType[Attribute]) -> SSAValue:
    """`canonicalizeFillPattern`: the splat value as i8/i16/i32/i64 bits (floats bitcast, i1 widened,
    i2/i4 repeated through a byte)."""
    kind: Attribute = value.type
    if isinstance(kind, ComplexType):  # real and imaginary parts packed into one integer
        width = _bits(value.type)
        if width > 64:
            raise _Refused(f"has unsupported pattern type {kind} (complex<f64> and wider)")
        return b.emit(complex_dialect.BitcastOp(value, IntegerType(width)))
    if isinstance(kind, AnyFloat):
        kind = IntegerType(kind.bitwidth)
        value = b.emit(arith.BitcastOp(value, kind))
    if not isinstance(kind, IntegerType):
        raise _Refused(f"has unsupported pattern type {value.type}")
    bits = kind.bitwidth
    i8 = IntegerType(8)
    if _needs_packing(bits, isinstance(tensor.encoding, PackedStorageAttr)):
        width = b.emit(arith.ConstantOp(IntegerAttr(bits, i8)))
        part = b.emit(arith.ExtUIOp(value, i8))
        byte = part
        for _ in range(1, 8 // bits):
            byte = b.emit(arith.OrIOp(b.emit(arith.ShLIOp(byte, width)), part))
        return byte
    if bits == 1:
        return b.emit(arith.ExtUIOp(value, i8))
    if bits % 8:
        raise _Refused(f"has unsupported pattern type {value.type} with a non-byte-aligned bit width")
    return value


class EncodeSplat(RewritePattern):
    """`stream.tensor.splat` -> `stream.async.splat` of the canonical pattern (IREE's `EncodeTensorSplatOp`)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: stream.TensorSplatOp, rewriter: PatternRewriter) -> None:
        if (tensor := _ready(op.result_encoding)) is None:
            return
        builder = _Builder(rewriter)
        try:
            pattern = fill_pattern(builder, op.value, tensor)  # pyright: ignore[reportUnknownArgumentType]
        except _Refused as e:
            raise PassFailedException(f"'{op.name}' op {e}") from e
        splat = stream.AsyncSplatOp.build(
            operands=[[], pattern, op.result_size], result_types=[op.result.type], properties=_affinity(op)
        )
        rewriter.replace(op, splat)


_CONVERTED_BY_IREE = (
    "stream.tensor.import",
    "stream.tensor.export",
    "stream.tensor.constant",
    "stream.tensor.slice",
    "stream.tensor.fill",
    "stream.tensor.update",
    "stream.tensor.load",
    "stream.tensor.store",
    "stream.tensor.dispatch",
    "stream.tensor.parameter.load",
    "stream.tensor.parameter.write",
)


def _refuse_the_rest(module: ModuleOp) -> None:
    for op in module.walk():
        if op.name in _CONVERTED_BY_IREE and not any(_unserialized(a) for a in op.properties.values()):
            raise PassFailedException(
                f"encode-host-tensors: '{op.name}' op is not encoded here (IREE turns it into a stream.async "
                "op; only stream.tensor.sizeof, empty, splat and clone are implemented)"
            )


@dataclass(frozen=True)
class EncodeHostTensorsPass(ModulePass):
    """Host storage sizes and allocations of `stream.tensor.*` ops, as IREE computes them."""

    name = "encode-host-tensors"

    vscale: int | None = None
    """IREE's `--iree-experimental-vscale-value`: the vector scale that multiplies scalable tiles."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        _refuse_the_rest(op)
        work = op.clone()
        PatternRewriteWalker(EncodeSizeOf(self.vscale), apply_recursively=False).rewrite_module(work)
        for pattern in (EncodeEmpty(), EncodeClone(), EncodeSplat()):
            PatternRewriteWalker(pattern, apply_recursively=False).rewrite_module(work)
        swap_module_body(op, work)
