"""`#iree_gpu.gpu_encoding_resolver` for `specialize-encodings`: IREE 3.13's GPU data tiling, serialized.

`GPULayoutResolverAttr::getLayout` (Codegen/ExternalInterfaces/GPUEncodingExternalModels.cpp, b48a595)
is `getPackedLayoutImpl`: the `MaterializeEncodingInfo` the GPU chooser gives (the project's
`choose_gpu_layout`, xdsl_encoding/data_tiling) serialized by `serializeEncodingInfo`
(Codegen/Dialect/Codegen/Utils/Utils.cpp) as `configuration = {encoding_info = {innerDimsPos,
innerTileSizes, outerDimsPerm, swizzle = {expandShape, permutation}}}`. Each swizzle dim is
`["Internal", size : i16, "One"]`, `["CrossIntrinsic", size : i16]` or `["CrossThread", size : i16,
distributionFactor : i8]`. Where IREE's chooser finds no MMA (no intrinsic for the types, a target
without the wgp limits, no `iree_codegen.target_info`), IREE records the identity
(`encoding_info = {innerDimsPos = [], innerTileSizes = [], outerDimsPerm = []}`), and so do we.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntegerAttr, StringAttr, TensorType, i8, i16, i64
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.encoding_info import LayoutChoice, MaterializeEncodingInfo, OperandEncoding
from xdsl_encoding.data_tiling.inner_tiled import choose_gpu_layout
from xdsl_encoding.dialects.iree_encoding.encoding_attr import EncodingAttr
from xdsl_encoding.dialects.iree_gpu import GPUEncodingResolverAttr
from xdsl_encoding.dialects.iree_gpu_mma import GPUDataTiledMMAAttr
from xdsl_encoding.layouts.packed import swizzle_adjusted_for_bitcast
from xdsl_encoding.targets.gpu import GpuTarget, gpu_target_from_info
from xdsl_encoding.targets.gpu_mma import GpuMma, gpu_swizzle
from xdsl_encoding.targets.swizzle import DimKind, TileSwizzle

UKERNEL_PROVIDER = "iree_codegen.ukernel_provider"
"""IREE's `kUKernelProviderName`: a provider picks the MMA itself (`getDataLayoutForUKernel`)."""

_KIND_NAMES = {
    DimKind.INTERNAL: "Internal",
    DimKind.CROSS_THREAD: "CrossThread",
    DimKind.CROSS_INTRINSIC: "CrossIntrinsic",
}


def _i64_array(values: tuple[int, ...] | list[int]) -> ArrayAttr[IntegerAttr]:
    return ArrayAttr(IntegerAttr(v, i64) for v in values)


def distribution_factors(mma: GpuMma, operand: int) -> list[list[int]]:
    """`TileSwizzle::Dim::distributionFactor` of each dim of `gpu_swizzle(mma, operand)` (1 off cross-thread dims).

    `getIntrinsicSwizzle` gives a thread dim with tstride 0 (the size-1 cross-thread dims: unit
    subgroups are never expanded) `subgroupSize / prod(layout.thread)`; `getSwizzleImpl` gives the
    LHS subgroups-M dim `subgroups_n` and the ACC subgroups-N (else subgroups-M) dim `subgroups_k`,
    each the outermost dim of its group because it is expanded last."""
    swizzle = gpu_swizzle(mma, operand)
    threads = prod(mma.intrinsic.layout(operand).thread)
    factors = [
        [mma.intrinsic.subgroup_size // threads if d.kind == DimKind.CROSS_THREAD and d.size == 1 else 1 for d in g]
        for g in swizzle.groups
    ]
    if operand == 0 and mma.subgroups_m > 1:
        factors[0][0] = mma.subgroups_n
    elif operand == 2 and mma.subgroups_n > 1:
        factors[1][0] = mma.subgroups_k
    elif operand == 2 and mma.subgroups_m > 1:
        factors[0][0] = mma.subgroups_k
    return factors


def serialize_swizzle(swizzle: TileSwizzle, factors: list[list[int]]) -> DictionaryAttr:
    """`serializeTileSwizzle`: `{expandShape = [[[kind, size : i16, ...], ...], ...], permutation = [...]}`."""
    groups: list[Attribute] = []
    for group, group_factors in zip(swizzle.groups, factors, strict=True):
        dims: list[Attribute] = []
        for dim, factor in zip(group, group_factors, strict=True):
            entry: list[Attribute] = [StringAttr(_KIND_NAMES[dim.kind]), IntegerAttr(dim.size, i16)]
            if dim.kind == DimKind.CROSS_THREAD:
                entry.append(IntegerAttr(factor, i8))
            elif dim.kind == DimKind.INTERNAL:
                entry.append(StringAttr("One"))
            dims.append(ArrayAttr(entry))
        groups.append(ArrayAttr(dims))
    return DictionaryAttr({"expandShape": ArrayAttr(groups), "permutation": _i64_array(swizzle.permutation)})


def serialize_encoding_info(info: MaterializeEncodingInfo, swizzle: DictionaryAttr | None = None) -> DictionaryAttr:
    """`serializeEncodingInfo`: the three lists, then the swizzle if there is one."""
    entries: dict[str, Attribute] = {
        "innerDimsPos": _i64_array(info.inner_dims_pos),
        "innerTileSizes": _i64_array(info.inner_tile_sizes),
        "outerDimsPerm": _i64_array(info.outer_dims_perm),
    }
    if swizzle is not None:
        entries["swizzle"] = swizzle
    return DictionaryAttr(entries)


def _resolved(info: DictionaryAttr) -> GPUEncodingResolverAttr:
    return GPUEncodingResolverAttr(DictionaryAttr({"encoding_info": info}))


@dataclass(frozen=True)
class GpuDataTilingLayouts:
    target: GpuTarget | None
    """None: the target names no `#iree_gpu.target` (IREE: `getGPUTargetAttr` fails, identity)."""

    def layout(self, tensor: TensorType[Attribute]) -> Attribute | str:
        encoding = tensor.encoding
        if isinstance(encoding, EncodingAttr) and encoding.op_type.value.data != "matmul":
            return (
                f"op_type = {encoding.op_type.value.data} (#iree_gpu.data_tiled_scaled_mma_layout, ...) has no "
                "serialized GPU layout here yet"
            )
        identity = _resolved(serialize_encoding_info(MaterializeEncodingInfo()))
        if self.target is None or not isinstance(encoding, EncodingAttr):
            return identity
        choice = choose_gpu_layout(self.target, encoding)
        if not isinstance(choice.kind, GPUDataTiledMMAAttr) or choice.swizzle is None:
            return identity  # no MMA, or getEncodingInfoForMatmul failed: IREE records the identity
        adjusted: LayoutChoice = swizzle_adjusted_for_bitcast(tensor, choice)
        if adjusted.failure is not None or adjusted.swizzle is None:
            return f"the GPU data-tiling resolver has no layout for {tensor}: {adjusted.failure}"
        view = OperandEncoding.of(encoding)
        assert not isinstance(view, str)  # choose_gpu_layout chose an MMA for it
        factors = distribution_factors(choice.kind.mma, view.operand_index)
        factors = factors[len(factors) - len(adjusted.swizzle.groups) :]  # `remove(0)` of broadcast operands
        return _resolved(serialize_encoding_info(adjusted.info, serialize_swizzle(adjusted.swizzle, factors)))


def gpu_data_tiling_layouts(resolver: Attribute, configuration: DictionaryAttr) -> GpuDataTilingLayouts | str:
    """`cloneWithSimplifiedConfig` then `getLayout`: the target is the configuration's `iree_codegen.target_info`."""
    own = resolver.configuration if isinstance(resolver, GPUEncodingResolverAttr) else None
    for config in (configuration, own):
        if isinstance(config, DictionaryAttr) and UKERNEL_PROVIDER in config.data:
            return f"{UKERNEL_PROVIDER}: a ukernel provider picks the GPU layout, which is not implemented here"
    info = configuration.data.get("iree_codegen.target_info")
    if info is None:
        return GpuDataTilingLayouts(None)
    target = gpu_target_from_info(str(info))
    if isinstance(target, str):
        return f"iree_codegen.target_info: {target}"
    return GpuDataTilingLayouts(target)
