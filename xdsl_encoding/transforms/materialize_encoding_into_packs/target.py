"""The target a function or global is materialized for: options, its `hal.executable.target`, its device.

IREE reads `iree.encoding.resolver`, `target_triple`, `cpu_features` and `ukernels` from the
configuration of the function's `hal.executable.target` (MaterializeEncoding.cpp); without a
resolver it uses the identity resolver (encodings dropped). The attribute belongs to IREE's
`hal` dialect, which this package reads from its printed form, as IREE prints it. On host IR
(util.func, util.global) the target comes from the device that `stream.affinity` names.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Attribute, Operation
from xdsl.traits import SymbolTable

from xdsl_encoding.dialects.util import GlobalOp
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.gpu import GpuTarget, gpu_target_from_info

TARGET_ATTR = "hal.executable.target"
_BACKEND = re.compile(r'#hal\.executable\.target<\s*"([^"]*)"')
_ENTRY = re.compile(r'\b(target_triple|cpu_features|ukernels)\s*=\s*"([^"]*)"')
_RESOLVER = re.compile(r"iree\.encoding\.resolver\s*=\s*#iree_cpu\.(cpu|vmvx)_encoding_resolver")
_ANY_RESOLVER = re.compile(r"iree\.encoding\.resolver\s*=\s*#([\w.]+)")
IDENTITY_RESOLVER = "iree_encoding.identity_resolver"
_INNER_TILED = re.compile(r"\benable_inner_tiled\s*=\s*true\b")


Target = CpuTarget | GpuTarget
_GPU_RESOLVER = re.compile(r"iree\.encoding\.resolver\s*=\s*#iree_gpu\.gpu_encoding_resolver\b")
_TARGET_INFO = re.compile(r"iree_codegen\.target_info\s*=\s*(#iree_gpu\.target<)")


def gpu_target_from_text(text: str) -> GpuTarget | str:
    """The GPU target of a `#hal.executable.target` whose resolver is `#iree_gpu.gpu_encoding_resolver`."""
    info = _TARGET_INFO.search(text)
    if info is None:
        return (
            "iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver needs iree_codegen.target_info = "
            "#iree_gpu.target<...> in the same #hal.executable.target (or give target=gfx942, ...)"
        )
    start = info.start(1)
    depth = 0
    for end in range(start, len(text)):
        depth += {"<": 1, ">": -1}.get(text[end], 0)
        if depth == 0 and text[end] == ">":
            return gpu_target_from_info(text[start : end + 1])
    return f"unbalanced iree_codegen.target_info in {text[:120]}"


def target_from_attribute(attr: Attribute) -> Target | str | None:
    """The CPU/VMVX target of a `#hal.executable.target`; None: no data-tiling resolver (identity)."""
    return target_from_text(str(attr))


def target_from_text(text: str) -> Target | str | None:
    """`target_from_attribute` of a printed `#hal.executable.target<...>`."""
    backend = _BACKEND.search(text)
    if backend is None:
        return f"{TARGET_ATTR} is not a #hal.executable.target: {text}"
    if _GPU_RESOLVER.search(text) is not None:
        return gpu_target_from_text(text)
    resolver = _RESOLVER.search(text)
    if resolver is None:
        named = _ANY_RESOLVER.search(text)
        if named is None or named.group(1) == IDENTITY_RESOLVER:
            return None
        return (
            f"iree.encoding.resolver = #{named.group(1)} is not a data-tiling resolver this pass implements "
            "(#iree_cpu.cpu_encoding_resolver, #iree_cpu.vmvx_encoding_resolver, #iree_gpu.gpu_encoding_resolver): "
            "its encodings are not dropped"
        )
    entries = dict(_ENTRY.findall(text))
    if resolver.group(1) == "vmvx":
        return CpuTarget("vmvx", ukernels=entries.get("ukernels"))
    return CpuTarget(
        "llvm-cpu",
        entries.get("target_triple", ""),
        entries.get("cpu_features", ""),
        entries.get("ukernels"),
        enable_inner_tiled=_INNER_TILED.search(text) is not None,
    )


_AFFINITY = re.compile(r"#hal\.device\.affinity<\s*@([\w$.-]+)")
_EXECUTABLE_TARGET = re.compile(r"#hal\.executable\.target<")
AFFINITY_ATTRS = ("stream.affinity", "stream.affinity.default")


def executable_targets(text: str) -> list[str]:
    """The `#hal.executable.target<...>` entries of a printed `#hal.device.target<...>` (balanced brackets)."""
    found: list[str] = []
    for match in _EXECUTABLE_TARGET.finditer(text):
        depth = 0
        for end in range(match.end() - 1, len(text)):
            depth += {"<": 1, ">": -1}.get(text[end], 0)
            if depth == 0:
                found.append(text[match.start() : end + 1])
                break
    return found


def nearest_affinity(op: Operation) -> tuple[Operation, str, Attribute] | None:
    """The nearest `stream.affinity` / `stream.affinity.default` on `op` or an ancestor."""
    scope: Operation | None = op
    while scope is not None:
        for name in AFFINITY_ATTRS:
            attr = scope.attributes.get(name)
            if attr is not None:
                return scope, name, attr
        scope = scope.parent_op()
    return None


def device_executable_targets(at: Operation, name: str, affinity: Attribute | str) -> tuple[str, list[str]] | str:
    """The device an affinity names and the texts of its executable targets, or why there are none:
    `#hal.device.affinity<@dev>`, `util.global @dev = #hal.device.target<"local", [#hal.executable.target<...>]>`."""
    device = _AFFINITY.search(str(affinity))
    if device is None:
        return f"{name} = {affinity} names no #hal.device.affinity<@device>"
    module = at if isinstance(at, ModuleOp) else at.get_toplevel_object()
    found = SymbolTable.lookup_symbol(module, device.group(1)) if isinstance(module, ModuleOp) else None
    if not isinstance(found, GlobalOp) or found.initial_value is None:
        return f"{name} = {affinity}: no util.global @{device.group(1)} holding a #hal.device.target"
    return device.group(1), executable_targets(str(found.initial_value))


def device_target(at: Operation, name: str, affinity: Attribute) -> Target | str | None:
    """The target of the device an affinity names, as IREE's `iree-stream-specialize-encodings` finds it;
    the executable targets that carry an `iree.encoding.resolver` must agree."""
    device = device_executable_targets(at, name, affinity)
    if isinstance(device, str):
        return device
    targets = [target_from_text(t) for t in device[1]]
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
        f"{label}: no target: give target=... (x86_64, aarch64, riscv64, vmvx), a {TARGET_ATTR} attribute "
        "on the function, or a stream.affinity to a #hal.device.target"
    )
