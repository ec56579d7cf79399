"""Which executable targets an affinity runs on (IREE's `DeviceAnalysis::gatherRequiredExecutableTargets`).

`#hal.device.affinity<@device_a>` names a `util.global` whose initial value is the device:
`#hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "xyz", {...}>]>`,
or `#hal.device.select<[...]>` of several (all of their targets count). They are read by the one
reader of executable targets (`layouts/executable_targets.py`); here a failure is a diagnostic.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.layouts.executable_targets import (
    RESOLVER_KEY,
    ExecutableTarget,
    affinity_device,
    device_executable_targets,
    device_global,
)
from xdsl_encoding.layouts.executable_targets import executable_target as _executable_target

__all__ = ["RESOLVER_KEY", "ExecutableTarget", "affinity_targets", "executable_target"]


def executable_target(attr: Attribute) -> ExecutableTarget:
    """`#hal.executable.target<"backend", "format"[, {configuration}]>`; a diagnostic when it cannot be read."""
    target = _executable_target(attr)
    if isinstance(target, str):
        raise DiagnosticException(target)
    return target


def affinity_targets(module: ModuleOp, affinity: Attribute, at: Operation) -> list[ExecutableTarget]:
    """The executable targets of every device `affinity` names; a diagnostic at `at` when it names none."""
    name = affinity_device(affinity)
    if name is None:
        raise DiagnosticException(f"{at.name}: cannot tell the device of affinity {affinity}")
    device = device_global(module, name)
    if device is None or device.initial_value is None:
        raise DiagnosticException(f"{at.name}: affinity {affinity} names no util.global @{name} with a device value")
    targets = device_executable_targets(device.initial_value)
    if isinstance(targets, str):
        raise DiagnosticException(targets)
    return targets
