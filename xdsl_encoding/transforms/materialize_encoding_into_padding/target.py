"""Which resolver pads a function-like op or global: its target's, else the pass options'.

As IREE's `iree-codegen-materialize-device-encoding` (Codegen/Common/MaterializeEncoding.cpp): the
`iree.encoding.resolver` of the function's `hal.executable.target`, cloned with that target's
configuration, wins over the test target (`target=` here); on host IR (util.func, util.global) the
target is the device its `stream.affinity` names, as in `iree-stream-specialize-encodings`. Only
`#iree_gpu.gpu_padding_resolver` is a padding resolver; a scope with another one, or none, uses the
options.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation

from xdsl_encoding.resolvers_gpu import padding_resolver_text
from xdsl_encoding.transforms.materialize_encoding_into_packs.target import (
    TARGET_ATTR,
    device_executable_targets,
    nearest_affinity,
)

__all__ = ["GpuPaddingTarget", "scope_gpu_target"]


@dataclass(frozen=True)
class GpuPaddingTarget:
    """A target whose resolver is `#iree_gpu.gpu_padding_resolver`, and its arch (None: no target info)."""

    arch: str | None


def _from_text(text: str) -> GpuPaddingTarget | None:
    is_padding, arch = padding_resolver_text(text)
    return GpuPaddingTarget(arch) if is_padding else None


def _device_target(at: Operation, name: str, affinity: str) -> GpuPaddingTarget | str | None:
    device = device_executable_targets(at, name, affinity)
    if isinstance(device, str):
        return device
    targets = {t for t in map(_from_text, device[1]) if t is not None}
    if len(targets) > 1:
        return f"@{device[0]} has GPU padding targets of different arches: choose one with target="
    return next(iter(targets), None)


def scope_gpu_target(op: Operation) -> GpuPaddingTarget | str | None:
    """The GPU padding target of a function-like op or global (its own `hal.executable.target`, else
    its device), None when its target names no padding resolver; an error message when malformed."""
    attr = op.attributes.get(TARGET_ATTR)
    if attr is not None:
        return _from_text(str(attr))
    affinity = nearest_affinity(op)
    if affinity is not None:
        scope, name, value = affinity
        return _device_target(scope, name, str(value))
    return None
