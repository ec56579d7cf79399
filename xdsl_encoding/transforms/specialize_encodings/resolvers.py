"""Layout resolvers by attribute class: what `#hal.executable.target<..., {iree.encoding.resolver = R}>` resolves to.

IREE's `LayoutResolverAttr` (`cloneWithSimplifiedConfig(target config)`, then `getLayout(tensor type)`)
is a registry here: `register_layout_resolver(ResolverAttrClass, factory)`, where
`factory(resolver, target_configuration)` returns a `LayoutResolver` whose `layout(tensor)` is the
serialized layout of that tensor on the target, or why it has none ("failed to resolve").
CPU, VMVX, GPU data tiling (`gpu_data_tiling.py`), the GPU padding resolver (`gpu_padding.py`) and
IREE's test resolvers are registered below; a factory may also say why a target has no resolver. A resolver class
nobody registered is a diagnostic, never the identity: dropping an encoding would change its meaning.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntegerAttr, TensorType, i64
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.encoding_info import choose_layout
from xdsl_encoding.data_tiling.inner_tiled import choose_cpu_inner_tiled_layout
from xdsl_encoding.dialects.iree_cpu import CPUEncodingResolverAttr, VMVXEncodingResolverAttr
from xdsl_encoding.dialects.iree_encoding import IdentityAttr
from xdsl_encoding.dialects.iree_encoding.encoding_attr import EncodingAttr
from xdsl_encoding.dialects.iree_encoding.resolver_attrs import (
    IdentityResolverAttr,
    SpecializationResolverAttr,
    UnsupportedResolverAttr,
)
from xdsl_encoding.dialects.iree_encoding.testing_attrs import SpecializedAttr
from xdsl_encoding.dialects.iree_gpu import GPUEncodingResolverAttr, GPUPaddingResolverAttr
from xdsl_encoding.layouts.executable_targets import ExecutableTarget
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.specialize_encodings.gpu_data_tiling import (
    gpu_data_tiling_layouts,
    serialize_encoding_info,
    serialize_swizzle,
)
from xdsl_encoding.transforms.specialize_encodings.gpu_padding import gpu_padding_layouts
from xdsl_encoding.utils.registry import NamedRegistry


class LayoutResolver(Protocol):
    def layout(self, tensor: TensorType[Attribute]) -> Attribute | str:
        """The serialized layout of `tensor` (an unserialized encoding) on the target, or why there is none."""
        ...


ResolverFactory = Callable[[Attribute, DictionaryAttr], LayoutResolver | str]

_FACTORIES: NamedRegistry[type[Attribute], ResolverFactory] = NamedRegistry("layout resolver", option_names=False)


def register_layout_resolver(attr_class: type[Attribute], factory: ResolverFactory) -> None:
    """Make `specialize-encodings` resolve layouts with `factory` wherever a target names an `attr_class` resolver
    (a later registration of the same class replaces the earlier one)."""
    _FACTORIES.register(attr_class, factory, replace=True)


def resolver_for(resolver: Attribute | None, configuration: DictionaryAttr) -> LayoutResolver | str:
    """The resolver a target with `configuration` uses (`#iree_encoding.identity_resolver` if it names none),
    or why there is none."""
    if resolver is None:
        return _Identity()
    factory = _FACTORIES.get(type(resolver))
    if factory is None:
        return (
            f"no layout resolver is registered for {resolver.name} (register one with "
            "xdsl_encoding.transforms.specialize_encodings.register_layout_resolver)"
        )
    return factory(resolver, configuration)


def _without_encoding(tensor: TensorType[Attribute]) -> TensorType[Attribute]:
    return TensorType(tensor.element_type, tensor.get_shape())


@dataclass(frozen=True)
class _Identity:
    """`#iree_encoding.identity_resolver` (and targets without a resolver): the layout is `#iree_encoding.identity`."""

    def layout(self, tensor: TensorType[Attribute]) -> Attribute | str:
        return IdentityAttr()


@dataclass(frozen=True)
class _Unsupported:
    def layout(self, tensor: TensorType[Attribute]) -> Attribute | str:
        return "#iree_encoding.unsupported_resolver gives no layout"


@dataclass(frozen=True)
class _Specialization:
    """`#iree_encoding.specialization_resolver<N>`: `#iree_encoding.specialized<N, tensor type without encoding>`."""

    seed: int

    def layout(self, tensor: TensorType[Attribute]) -> Attribute | str:
        return SpecializedAttr(self.seed, _without_encoding(tensor))


def _int_array(values: tuple[int, ...]) -> ArrayAttr[IntegerAttr]:
    return ArrayAttr(IntegerAttr(v, i64) for v in values)


@dataclass(frozen=True)
class _Cpu:
    """IREE's CPU / VMVX resolvers: the tiles the data-tiling chooser picks for the target, serialized as
    `configuration = {encoding_info = {innerDimsPos, innerTileSizes, outerDimsPerm}}` (VMVX also keeps
    the encoding as `encoding_attr`)."""

    target: CpuTarget
    attr_class: type[CPUEncodingResolverAttr] | type[VMVXEncodingResolverAttr]

    def layout(self, tensor: TensorType[Attribute]) -> Attribute | str:
        if self.target.enable_inner_tiled and self.attr_class is CPUEncodingResolverAttr:
            return self._inner_tiled(tensor)
        choice = choose_layout(self.target, tensor.encoding)
        info = choice.info
        if choice.problem is not None or info.is_identity:
            # IREE's CPU resolver packs convolutions and other contractions our chooser does not know;
            # writing the identity there would give the tensor another layout than IREE's.
            return f"the {self.target.describe()} resolver has no packed layout for {tensor}: {choice.problem or choice.reason}"
        encoding_info = DictionaryAttr(
            {
                "innerDimsPos": _int_array(info.inner_dims_pos),
                "innerTileSizes": _int_array(info.inner_tile_sizes),
                "outerDimsPerm": _int_array(info.outer_dims_perm),
            }
        )
        configuration: dict[str, Attribute] = {"encoding_info": encoding_info}
        if self.attr_class is VMVXEncodingResolverAttr:
            configuration = {"encoding_attr": tensor.encoding, **configuration}
        return self.attr_class(DictionaryAttr(configuration))

    def _inner_tiled(self, tensor: TensorType[Attribute]) -> Attribute | str:
        """`enable_inner_tiled = true`: IREE serializes the inner-tiled layout, its swizzle included
        (CPUEncodingExternalModels.cpp `getInnerTiledEncodingInfo`); a matmul without a chosen MMA
        (no iteration sizes, ...) records the identity, as the GPU resolver does."""
        encoding = tensor.encoding
        choice = choose_cpu_inner_tiled_layout(self.target, encoding)
        if choice.problem is not None:
            return f"the {self.target.describe()} resolver has no packed layout for {tensor}: {choice.problem}"
        if choice.swizzle is None or choice.info.is_identity:
            if isinstance(encoding, EncodingAttr) and encoding.op_type.value.data == "matmul":
                return self.attr_class(DictionaryAttr({"encoding_info": serialize_encoding_info(choice.info)}))
            return f"the {self.target.describe()} resolver has no packed layout for {tensor}: {choice.reason}"
        factors = [[1] * len(group) for group in choice.swizzle.groups]
        swizzle = serialize_swizzle(choice.swizzle, factors)
        return self.attr_class(DictionaryAttr({"encoding_info": serialize_encoding_info(choice.info, swizzle)}))


def _cpu(resolver: Attribute, configuration: DictionaryAttr) -> LayoutResolver:
    """`cloneWithSimplifiedConfig` keeps `target_triple`, `cpu_features`, `ukernels` and `enable_inner_tiled`."""
    return _Cpu(ExecutableTarget("llvm-cpu", configuration).cpu_target(), CPUEncodingResolverAttr)


def _vmvx(resolver: Attribute, configuration: DictionaryAttr) -> LayoutResolver:
    return _Cpu(ExecutableTarget("vmvx", configuration).cpu_target(), VMVXEncodingResolverAttr)


register_layout_resolver(CPUEncodingResolverAttr, _cpu)
register_layout_resolver(VMVXEncodingResolverAttr, _vmvx)
register_layout_resolver(GPUEncodingResolverAttr, gpu_data_tiling_layouts)
register_layout_resolver(GPUPaddingResolverAttr, gpu_padding_layouts)
register_layout_resolver(IdentityResolverAttr, lambda resolver, configuration: _Identity())
register_layout_resolver(UnsupportedResolverAttr, lambda resolver, configuration: _Unsupported())
register_layout_resolver(
    SpecializationResolverAttr,
    lambda resolver, configuration: _Specialization(resolver.seed.data),  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownArgumentType]
)
