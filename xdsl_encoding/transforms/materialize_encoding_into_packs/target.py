"""The target a function or global is materialized for: options, its `hal.executable.target`, its device.

IREE reads `iree.encoding.resolver`, `target_triple`, `cpu_features` and `ukernels` from the
configuration of the function's `hal.executable.target` (MaterializeEncoding.cpp); without a
resolver it uses the identity resolver (encodings dropped). The attribute is read by the one reader
of executable targets (`layouts/executable_targets.py`). On host IR (util.func, util.global) the
target comes from the device that `stream.affinity` names.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Attribute, Operation

from xdsl_encoding.dialects import hal
from xdsl_encoding.dialects.iree_encoding.resolver_attrs import IdentityResolverAttr
from xdsl_encoding.dialects.iree_gpu import GPUEncodingResolverAttr
from xdsl_encoding.layouts.executable_targets import (
    AFFINITY_ATTRS,
    TARGET_ATTR,
    ExecutableTarget,
    affinity_device,
    attribute_name,
    device_global,
    executable_target,
    is_cpu_resolver,
    nearest_affinity,
)
from xdsl_encoding.layouts.executable_targets import device_executable_targets as _device_targets
from xdsl_encoding.targets.cpu import CpuTarget, arch_names
from xdsl_encoding.targets.gpu import GpuTarget

__all__ = [
    "AFFINITY_ATTRS",
    "TARGET_ATTR",
    "Target",
    "device_executable_targets",
    "device_target",
    "nearest_affinity",
    "overridden_cpu_targets",
    "scope_target",
    "target_from_attribute",
    "target_of",
]

Target = CpuTarget | GpuTarget


def target_of(target: ExecutableTarget) -> Target | str | None:
    """The CPU/VMVX/GPU data-tiling target of a parsed executable target; None: no data-tiling resolver
    (identity); a message when its resolver is one this pass does not implement."""
    resolver = target.resolver
    if isinstance(resolver, GPUEncodingResolverAttr):
        found = target.gpu_target()
        if found is None:
            return (
                "iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver needs iree_codegen.target_info = "
                "#iree_gpu.target<...> in the same #hal.executable.target (or give target=gfx942, ...)"
            )
        return found
    if is_cpu_resolver(resolver):
        return target.cpu_target()
    if resolver is None or isinstance(resolver, IdentityResolverAttr):
        return None
    return (
        f"iree.encoding.resolver = #{attribute_name(resolver)} is not a data-tiling resolver this pass implements "
        "(#iree_cpu.cpu_encoding_resolver, #iree_cpu.vmvx_encoding_resolver, #iree_gpu.gpu_encoding_resolver): "
        "its encodings are not dropped"
    )


def target_from_attribute(attr: Attribute) -> Target | str | None:
    """The CPU/VMVX/GPU target of a `#hal.executable.target`; None: no data-tiling resolver (identity)."""
    if not isinstance(attr, hal.ExecutableTargetAttr):
        return f"{TARGET_ATTR} is not a #hal.executable.target: {attr}"
    target = executable_target(attr, allow_unregistered=True)
    return target if isinstance(target, str) else target_of(target)


def device_executable_targets(
    at: Operation, name: str, affinity: Attribute
) -> tuple[str, list[ExecutableTarget]] | str:
    """The device an affinity names and its executable targets, or why there are none:
    `#hal.device.affinity<@dev>`, `util.global @dev = #hal.device.target<"local", [#hal.executable.target<...>]>`."""
    device = affinity_device(affinity)
    if device is None:
        return f"{name} = {affinity} names no #hal.device.affinity<@device>"
    module = at if isinstance(at, ModuleOp) else at.get_toplevel_object()
    found = device_global(module, device) if isinstance(module, ModuleOp) else None
    if found is None or found.initial_value is None:
        return f"{name} = {affinity}: no util.global @{device} holding a #hal.device.target"
    value = found.initial_value
    if not isinstance(value, hal.DeviceTargetAttr | hal.DeviceSelectAttr):
        return device, []  # a device naming no executable target (a fallback, ...): the identity resolver
    targets = _device_targets(value, allow_unregistered=True)
    return targets if isinstance(targets, str) else (device, targets)


def device_target(at: Operation, name: str, affinity: Attribute) -> Target | str | None:
    """The target of the device an affinity names, as IREE's `iree-stream-specialize-encodings` finds it;
    the executable targets that carry an `iree.encoding.resolver` must agree."""
    device = device_executable_targets(at, name, affinity)
    if isinstance(device, str):
        return device
    targets = [target_of(t) for t in device[1]]
    errors = [t for t in targets if isinstance(t, str)]
    if errors:
        return errors[0]
    resolved = {t for t in targets if t is not None}
    if len(resolved) > 1:
        return f"@{device[0]} has executable targets with different encoding resolvers: choose one with target="
    return next(iter(resolved), None)


def scope_target(op: Operation, option: Target | None) -> Target | str | None:
    """The target of a function-like op or global: the pass option, its own `hal.executable.target`,
    else its device affinity (None: the identity resolver); an error when there is none of them."""
    if option is not None:
        return option
    attr = op.attributes.get(TARGET_ATTR)
    if attr is not None:
        return target_from_attribute(attr)
    affinity = nearest_affinity(op)
    if affinity is not None:
        return device_target(*affinity)
    name = op.properties.get("sym_name")
    label = f"@{name.data}" if isinstance(name, StringAttr) else op.name
    return (
        f"{label}: no target: give target=... ({arch_names()}, vmvx), a {TARGET_ATTR} attribute "
        "on the function, or a stream.affinity to a #hal.device.target"
    )


def overridden_cpu_targets(module: ModuleOp, option: Target) -> list[CpuTarget]:
    """The CPU targets of `module`'s own functions and globals (their `hal.executable.target` or device)
    of another arch or backend than the CPU `option`, or without some feature it enables: IREE compiles
    their dispatches for those, not for the CPU the option's layouts are chosen for (a CPU with fewer
    features than the module's is harmless: its tiles are smaller)."""
    if not isinstance(option, CpuTarget):
        return []
    found: list[CpuTarget] = []
    for op in module.ops:
        own = scope_target(op, None) if TARGET_ATTR in op.attributes or nearest_affinity(op) else None
        if (
            isinstance(own, CpuTarget)
            and (
                (own.arch, own.backend) != (option.arch, option.backend)
                or any(f.startswith("+") and not own.has_feature(f) for f in option.features)
            )
            and own not in found
        ):
            found.append(own)
    return found
