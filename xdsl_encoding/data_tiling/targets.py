"""What IREE's CPU and VMVX encoding resolvers know about a target.

IREE reads `target_triple`, `cpu_features` and `ukernels` from the configuration of a
`#hal.executable.target` (Codegen/Utils/Utils.cpp: `hasFeature`, `isX86_64`, `hasUkernel`).
Features are matched literally, as IREE does: `+avx512f` does not imply `+avx2`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from xdsl_encoding.utils.host_cpu import host_cpu_features, host_triple

# LLVM `Triple::parseArch` spellings of the architectures IREE has tile tables for.
_ARCH_ALIASES = {
    "x86_64": "x86_64",
    "amd64": "x86_64",
    "x86_64h": "x86_64",
    "aarch64": "aarch64",
    "arm64": "aarch64",
    "aarch64_be": "aarch64",
    "aarch64_32": "aarch64",
    "arm64_32": "aarch64",
    "riscv64": "riscv64",
    "riscv32": "riscv32",
}

# Short target names accepted by the pass option `target=`, and the triple each stands for.
TARGET_TRIPLES = {
    "x86_64": "x86_64-unknown-linux-gnu",
    "aarch64": "aarch64-unknown-linux-gnu",
    "riscv64": "riscv64-unknown-linux-gnu",
    "riscv32": "riscv32-unknown-linux-gnu",
    "wasm32": "wasm32-unknown-unknown",
}

Backend = Literal["llvm-cpu", "vmvx"]


@dataclass(frozen=True)
class CpuTarget:
    """A CPU (`llvm-cpu`) or VMVX target as the encoding resolvers see it."""

    backend: Backend
    triple: str = ""
    cpu_features: str = ""
    ukernels: str | None = None
    """The `ukernels` config entry; None means IREE's `default`."""
    enable_inner_tiled: bool = False

    @property
    def arch(self) -> str | None:
        """`x86_64`, `aarch64`, `riscv64`, `riscv32`, or None for any other triple (wasm, ...)."""
        return _ARCH_ALIASES.get(self.triple.split("-", 1)[0])

    @property
    def is_x86(self) -> bool:
        """LLVM's `Triple::isX86`: x86_64 or 32-bit x86."""
        return self.arch == "x86_64" or self.triple.split("-", 1)[0] in ("i386", "i486", "i586", "i686", "x86")

    @property
    def features(self) -> tuple[str, ...]:
        return tuple(self.cpu_features.split(",")) if self.cpu_features else ()

    def has_feature(self, feature: str) -> bool:
        """Exact match in the comma-separated list, as IREE's `hasFeature`."""
        return feature in self.features

    def has_ukernel(self) -> bool:
        """IREE's `hasUkernel(config)` with an empty name: are ukernels enabled at all?"""
        enabled = "default" if self.ukernels is None else self.ukernels
        if enabled == "default":
            default_on = self.backend == "llvm-cpu" and (
                self.arch in ("x86_64", "aarch64") or (self.arch == "riscv64" and self.has_feature("+xsmtvdot"))
            )
            enabled = "mmt4d" if default_on else "none"
        if enabled == "none":
            return False
        return enabled == "all" or enabled != ""

    def hal_target_text(self) -> str:
        """The `#hal.executable.target` IREE attaches for this target (LLVMCPUTarget.cpp / VMVXTarget.cpp)."""
        entries: list[str] = []
        if self.backend == "llvm-cpu":
            entries.append(f'target_triple = "{self.triple}"')
            if self.cpu_features:
                entries.append(f'cpu_features = "{self.cpu_features}"')
        if self.ukernels is not None:
            entries.append(f'ukernels = "{self.ukernels}"')
        if self.enable_inner_tiled:
            entries.append("enable_inner_tiled = true")
        resolver = "cpu_encoding_resolver" if self.backend == "llvm-cpu" else "vmvx_encoding_resolver"
        entries.append(f"iree.encoding.resolver = #iree_cpu.{resolver}<>")
        name = "xyz" if self.backend == "llvm-cpu" else "vmvx-bytecode-fb"
        return f'#hal.executable.target<"{self.backend}", "{name}", {{{", ".join(entries)}}}>'

    def describe(self) -> str:
        """`x86_64 +avx,+avx2` / `vmvx`, for remarks."""
        if self.backend == "vmvx":
            return "vmvx" + (f" ukernels={self.ukernels}" if self.ukernels is not None else "")
        arch = self.arch or self.triple or "unknown triple"
        return arch + (f" {self.cpu_features}" if self.cpu_features else " (no cpu features)")


def target_from_options(target: str, cpu_features: str = "", ukernels: str | None = None) -> CpuTarget | str:
    """The target named by pass options (`x86_64`, `aarch64`, `riscv64`, `vmvx`, `host`, or a full triple), or
    why not. `host` (and `cpu_features="host"`) is this machine, as IREE's `host` (`utils/host_cpu.py`)."""
    if target == "vmvx":
        return CpuTarget("vmvx", ukernels=ukernels)
    if target == "host" and not cpu_features:
        cpu_features = "host"
    if cpu_features == "host":
        cpu_features = host_cpu_features()
    triple = host_triple() if target == "host" else TARGET_TRIPLES.get(target, target)
    if "-" not in triple:
        names = ", ".join([*TARGET_TRIPLES, "vmvx", "host"])
        return f"unknown target '{target}': expected one of {names}, or a target triple"
    return CpuTarget("llvm-cpu", triple, cpu_features, ukernels)
