"""`#iree_gpu.gpu_padding_resolver` for `specialize-encodings`: IREE 3.13's GPU padding, serialized.

The padding comes from `resolvers_gpu.gpu_padding` (the same rule `materialize-encoding-into-padding`
applies on a GPU target): `padding<[0, ?]>` becomes `padding<[0, N]>` from the arch's L1 cache info,
read from the target's `iree_codegen.target_info = #iree_gpu.target<arch = "...">` (the one reader,
`layouts/executable_targets.py`); a target without
that info pads nothing (IREE: "nop encoding"), as do arches IREE has no cache info for.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import DictionaryAttr, TensorType
from xdsl.ir import Attribute

from xdsl_encoding.dialects.iree_encoding import PaddingAttr
from xdsl_encoding.layouts.executable_targets import ExecutableTarget
from xdsl_encoding.padding_rules import Resolution
from xdsl_encoding.resolvers_gpu import gpu_padding as resolve_gpu_padding
from xdsl_encoding.targets.gpu import L1CacheInfo, cache_info


@dataclass(frozen=True)
class GpuPaddingLayouts:
    cache: L1CacheInfo | None

    def layout(self, tensor: TensorType[Attribute]) -> Attribute | str:
        found = resolve_gpu_padding(tensor.encoding, tensor.get_shape(), tensor.element_type, self.cache)
        if not isinstance(found, Resolution):
            return f"the GPU padding resolver has no layout for {tensor}: {found.reason}"
        return PaddingAttr(list(found.padding))


def gpu_padding_layouts(resolver: Attribute, configuration: DictionaryAttr) -> GpuPaddingLayouts:
    return GpuPaddingLayouts(cache_info(ExecutableTarget("", configuration).gpu_arch()))
