"""The target a function is materialized for: pass options, else its `hal.executable.target`.

IREE reads `iree.encoding.resolver`, `target_triple`, `cpu_features` and `ukernels` from the
configuration of the function's `hal.executable.target` (MaterializeEncoding.cpp); without a
resolver it uses the identity resolver (encodings dropped). The attribute belongs to IREE's
`hal` dialect, which this package reads from its printed form, as IREE prints it.
"""

from __future__ import annotations

import re

from xdsl.dialects import func
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.targets import CpuTarget

TARGET_ATTR = "hal.executable.target"
_BACKEND = re.compile(r'#hal\.executable\.target<\s*"([^"]*)"')
_ENTRY = re.compile(r'\b(target_triple|cpu_features|ukernels)\s*=\s*"([^"]*)"')
_RESOLVER = re.compile(r"iree\.encoding\.resolver\s*=\s*#iree_cpu\.(cpu|vmvx)_encoding_resolver")
_INNER_TILED = re.compile(r"\benable_inner_tiled\s*=\s*true\b")


def target_from_attribute(attr: Attribute) -> CpuTarget | str | None:
    """The CPU/VMVX target of a `#hal.executable.target`; None: no data-tiling resolver (identity)."""
    text = str(attr)
    backend = _BACKEND.search(text)
    if backend is None:
        return f"{TARGET_ATTR} is not a #hal.executable.target: {text}"
    resolver = _RESOLVER.search(text)
    if resolver is None:
        return None
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


def function_target(function: func.FuncOp, option: CpuTarget | None) -> CpuTarget | str | None:
    """The target for `function`: the pass option if given, else its attribute, else an error."""
    if option is not None:
        return option
    attr = function.attributes.get(TARGET_ATTR)
    if attr is None:
        return (
            f"@{function.sym_name.data}: no target: give target=... (x86_64, aarch64, riscv64, vmvx) "
            f"or a {TARGET_ATTR} attribute on the function"
        )
    return target_from_attribute(attr)
