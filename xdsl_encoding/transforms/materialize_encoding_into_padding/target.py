"""Which resolver pads a function-like op or global: its target's, else the pass options'.

As IREE's `iree-codegen-materialize-device-encoding` (Codegen/Common/MaterializeEncoding.cpp): the
`iree.encoding.resolver` of the function's `hal.executable.target`, cloned with that target's
configuration, wins over the test target (`target=` here); on host IR (util.func, util.global) the
target is the device its `stream.affinity` names, as in `iree-stream-specialize-encodings`. Only
`#iree_gpu.gpu_padding_resolver` is a padding resolver; a scope with another one, or none, uses the
options. The targets are read by the one reader (`layouts/executable_targets.py`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Attribute, Operation

from xdsl_encoding.dialects import hal
from xdsl_encoding.dialects.iree_gpu import GPUPaddingResolverAttr
from xdsl_encoding.layouts.executable_targets import (
    TARGET_ATTR,
    ExecutableTarget,
    executable_target,
    nearest_affinity,
)
from xdsl_encoding.transforms.materialize_encoding_into_packs.target import device_executable_targets

__all__ = ["GpuPaddingTarget", "scope_gpu_target"]


@dataclass(frozen=True)
class GpuPaddingTarget:
    """A target whose resolver is `#iree_gpu.gpu_padding_resolver`, and its arch (None: no target info)."""

    arch: str | None


def _of(target: ExecutableTarget) -> GpuPaddingTarget | None:
    return GpuPaddingTarget(target.gpu_arch()) if isinstance(target.resolver, GPUPaddingResolverAttr) else None


def _attribute_target(attr: Attribute) -> GpuPaddingTarget | str | None:
    if not isinstance(attr, hal.ExecutableTargetAttr):
        return None
    target = executable_target(attr, allow_unregistered=True)
    return target if isinstance(target, str) else _of(target)


def _device_target(at: Operation, name: str, affinity: Attribute) -> GpuPaddingTarget | str | None:
    device = device_executable_targets(at, name, affinity)
    if isinstance(device, str):
        return device
    targets = {t for t in map(_of, device[1]) if t is not None}
    if len(targets) > 1:
        return f"@{device[0]} has GPU padding targets of different arches: choose one with target="
    return next(iter(targets), None)


def scope_gpu_target(op: Operation) -> GpuPaddingTarget | str | None:
    """The GPU padding target of a function-like op or global (its own `hal.executable.target`, else
    its device), None when its target names no padding resolver; an error message when malformed."""
    attr = op.attributes.get(TARGET_ATTR)
    if attr is not None:
        return _attribute_target(attr)
    affinity = nearest_affinity(op)
    if affinity is not None:
        return _device_target(*affinity)
    return None
