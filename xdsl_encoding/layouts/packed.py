"""How an encoded tensor is stored under a target: its `MaterializeEncodingInfo` and packed type."""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import DYNAMIC_INDEX, FixedBitwidthType, NoneAttr, TensorType
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.encoding_info import LayoutChoice, MaterializeEncodingInfo, choose_layout
from xdsl_encoding.data_tiling.inner_tiled import choose_cpu_inner_tiled_layout, choose_gpu_layout
from xdsl_encoding.dialects.iree_encoding import LayoutAttr
from xdsl_encoding.dialects.resolver_config import ConfiguredResolverAttr
from xdsl_encoding.interfaces import OperandEncodingAttr
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.gpu import GpuTarget
from xdsl_encoding.targets.swizzle import Dim


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def packed_shape(shape: tuple[int, ...], info: MaterializeEncodingInfo) -> tuple[int, ...]:
    """`linalg::PackOp::getResultShape`: tiled dims divided (rounded up), outer dims permuted, tiles appended."""
    tiles = dict(zip(info.inner_dims_pos, info.inner_tile_sizes))
    outer = [
        s if d not in tiles else DYNAMIC_INDEX if DYNAMIC_INDEX in (s, tiles[d]) else ceil_div(s, tiles[d])
        for d, s in enumerate(shape)
    ]
    order = info.outer_dims_perm or tuple(range(len(shape)))
    return (*(outer[d] for d in order), *info.inner_tile_sizes)


def adjusted_for_bitcast(t: TensorType[Attribute], choice: LayoutChoice) -> LayoutChoice:
    """IREE's `adjustTileSizesForBitcast`: a tensor whose elements were bitcast into a wider storage type
    (`original_element_type = ui4` on `i8` storage) scales its innermost tile by the bit-width ratio."""
    original = t.encoding.storage_original_type() if isinstance(t.encoding, OperandEncodingAttr) else None
    storage = t.element_type
    info = choice.info
    if original is None or original == storage or not info.inner_tile_sizes or DYNAMIC_INDEX in info.inner_tile_sizes:
        return choice
    if not isinstance(original, FixedBitwidthType) or not isinstance(storage, FixedBitwidthType):
        return choice
    innermost = info.inner_tile_sizes[-1] * original.bitwidth
    if innermost % storage.bitwidth:
        return choice
    tiles = (*info.inner_tile_sizes[:-1], innermost // storage.bitwidth)
    scaled = MaterializeEncodingInfo(info.inner_dims_pos, tiles, info.outer_dims_perm)
    return LayoutChoice(
        scaled,
        f"{choice.reason}; innermost tile scaled by {original.bitwidth}/{storage.bitwidth} ({original} bitcast into {storage})",
    )


def swizzle_adjusted_for_bitcast(t: TensorType[Attribute], choice: LayoutChoice) -> LayoutChoice:
    """`adjustTileSizesForBitcast` with a swizzle: the innermost tile and the innermost expanded dim of
    the last group are scaled by the bit-width ratio (`original_element_type` bitcast into the storage)."""
    scaled = adjusted_for_bitcast(t, choice)
    if scaled is choice or choice.swizzle is None or not choice.swizzle.groups or not choice.swizzle.groups[-1]:
        return scaled
    original = t.encoding.storage_original_type() if isinstance(t.encoding, OperandEncodingAttr) else None
    assert isinstance(original, FixedBitwidthType)
    assert isinstance(t.element_type, FixedBitwidthType)
    swizzle = choice.swizzle.copy()
    last = swizzle.groups[-1][-1]
    size = last.size * original.bitwidth
    if size % t.element_type.bitwidth:
        return LayoutChoice(
            choice.info, choice.reason, failure=f"{original} bitcast into {t.element_type} splits a swizzle dim"
        )
    swizzle.groups[-1][-1] = Dim(size // t.element_type.bitwidth, last.kind)
    return LayoutChoice(scaled.info, scaled.reason, scaled.tile, swizzle=swizzle, kind=choice.kind)


def serialized_layout(encoding: Attribute) -> LayoutChoice | None:
    """`getEncodingInfoFromType`: the tiles an already resolved `#iree_encoding.layout<[resolver]>` records.

    IREE prefers them to the target's choice. A layout whose one entry is not a configured
    resolver with `encoding_info` (e.g. `#iree_encoding.padding`) records no packing: None.
    """
    if not isinstance(encoding, LayoutAttr) or len(encoding.layouts.data) != 1:
        return None
    resolver = encoding.layouts.data[0]
    if not isinstance(resolver, ConfiguredResolverAttr):
        return None
    info = resolver.encoding_info()
    if info is None:
        return None
    if info.swizzle is not None or info.scalable_tiles is not None:
        return None  # GPU swizzles and scalable tiles are not CPU packs; the lowering refuses them
    packed = MaterializeEncodingInfo(info.inner_dims_pos, info.inner_tile_sizes, info.outer_dims_perm)
    return LayoutChoice(packed, f"serialized layout: {resolver.name} records these tiles")


class LayoutFailure(Exception):
    """IREE fails to materialize an encoded type under the target; the message says why."""


@dataclass
class PackedLayouts:
    """The layout of every encoded type of one function under `target` (None: identity resolver)."""

    target: CpuTarget | GpuTarget | None
    choices: dict[Attribute, LayoutChoice] = field(default_factory=dict[Attribute, LayoutChoice])

    def choice(self, t: TensorType[Attribute]) -> LayoutChoice:
        if t not in self.choices:
            recorded = serialized_layout(t.encoding)
            if recorded is not None:
                self.choices[t] = recorded
            elif self.target is None:
                self.choices[t] = LayoutChoice(MaterializeEncodingInfo(), "identity layout: no encoding resolver")
            elif isinstance(self.target, GpuTarget):
                self.choices[t] = swizzle_adjusted_for_bitcast(t, choose_gpu_layout(self.target, t.encoding))
            elif self.target.enable_inner_tiled:
                self.choices[t] = choose_cpu_inner_tiled_layout(self.target, t.encoding)
            else:
                self.choices[t] = adjusted_for_bitcast(t, choose_layout(self.target, t.encoding))
        failure = self.choices[t].failure
        if failure is not None:
            raise LayoutFailure(f"{TensorType(t.element_type, t.get_shape())}: {failure}")
        return self.choices[t]

    def info(self, t: TensorType[Attribute]) -> MaterializeEncodingInfo:
        return self.choice(t).info

    def storage_type(self, t: TensorType[Attribute]) -> TensorType[Attribute]:
        """The plain type `t` is stored as: packed, or `t` without its encoding (identity)."""
        if isinstance(t.encoding, NoneAttr):
            return t
        choice = self.choice(t)
        info = choice.info
        shape = tuple(t.get_shape())
        if info.is_identity:
            return TensorType(t.element_type, shape)
        packed = packed_shape(shape, info)
        if choice.swizzle is not None:
            packed = (*packed[: len(packed) - len(info.inner_tile_sizes)], *choice.swizzle.swizzled_shape)
        return TensorType(t.element_type, packed)
