"""What IREE's CPU and VMVX encoding resolvers know about a target: ONE table of CPU arches.

IREE reads `target_triple`, `cpu_features` and `ukernels` from the configuration of a
`#hal.executable.target` (Codegen/Utils/Utils.cpp: `hasFeature`, `isX86_64`, `hasUkernel`).
Features are matched literally, as IREE does: `+avx512f` does not imply `+avx2`.

`ARCHES` is the one place an arch is described (CPUEncodingExternalModels.cpp keeps the same facts
in one file): its LLVM spellings, the triple `target=<arch>` stands for, the features its tile
table reads, the tile table, whether ukernels are on by default, and whether it is 32-bit. The
option docs, error messages and the target-less tile enumeration (`data_tiling/any_target.py`)
are generated from it; tests/pytest/targets/test_cpu.py checks the features against the tiles.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from xdsl.ir import Attribute

from xdsl_encoding.targets.tiles import (
    NarrowDim,
    Tile,
    tiles_aarch64,
    tiles_riscv32,
    tiles_riscv64,
    tiles_vmvx,
    tiles_x86_64,
)
from xdsl_encoding.utils.host_cpu import host_cpu_features, host_triple

TileTable = Callable[[Attribute, Attribute, Attribute, "CpuTarget"], tuple[Tile, ...]]
"""`tiles(lhs, rhs, out, target)`: IREE's `enumerateMatmulTile<Arch>`."""


@dataclass(frozen=True)
class CpuArch:
    """One CPU architecture IREE has a tile table for."""

    name: str
    aliases: tuple[str, ...]
    """LLVM `Triple::parseArch` spellings of the arch (the name first)."""
    triple: str
    """The triple the pass option `target=<name>` stands for."""
    features: tuple[str, ...]
    """Every feature `tiles` (and the ukernel default) reads: a tile depends on no other feature."""
    exclusive_features: tuple[str, ...]
    """Features of which only the first present one counts (RISC-V `+zvl<N>b`: the largest VLEN)."""
    tiles: TileTable
    ukernels_by_default: Callable[[CpuTarget], bool]
    """IREE's `hasUkernel` default (`ukernels` unset or `default`) on `llvm-cpu`."""
    bits32: bool
    """A 32-bit arch: the `enable_inner_tiled` generic intrinsic uses 8 registers instead of 16."""

    @property
    def all_features(self) -> tuple[str, ...]:
        return (*self.features, *self.exclusive_features)


def _riscv32_tiles(lhs: Attribute, rhs: Attribute, out: Attribute, target: CpuTarget) -> tuple[Tile, ...]:
    return tiles_riscv32(target)


def _always(target: CpuTarget) -> bool:
    return True


def _never(target: CpuTarget) -> bool:
    return False


def _riscv64_ukernels(target: CpuTarget) -> bool:
    return target.has_feature("+xsmtvdot")


ARCHES: dict[str, CpuArch] = {
    arch.name: arch
    for arch in (
        CpuArch(
            "x86_64",
            ("x86_64", "amd64", "x86_64h"),
            "x86_64-unknown-linux-gnu",
            ("+avx", "+avx2", "+avx512f", "+avx512bw", "+avx512vnni", "+avx512bf16"),
            (),
            tiles_x86_64,
            _always,
            bits32=False,
        ),
        CpuArch(
            "aarch64",
            ("aarch64", "arm64", "aarch64_be", "aarch64_32", "arm64_32"),
            "aarch64-unknown-linux-gnu",
            ("+dotprod", "+i8mm", "+bf16"),
            (),
            tiles_aarch64,
            _always,
            bits32=False,
        ),
        CpuArch(
            "riscv64",
            ("riscv64",),
            "riscv64-unknown-linux-gnu",
            ("+v", "+zvfh", "+zvfhmin", "+zvfbfwma", "+xsmtvdot"),
            tuple(f"+zvl{v}b" for v in (65536, 32768, 16384, 8192, 4096, 2048, 1024, 512, 256)),
            tiles_riscv64,
            _riscv64_ukernels,
            bits32=False,
        ),
        CpuArch("riscv32", ("riscv32",), "riscv32-unknown-linux-gnu", (), (), _riscv32_tiles, _never, bits32=True),
    )
}
"""The CPU arches with a tile table, as IREE 3.13 describes them."""

_ARCH_ALIASES = {alias: arch.name for arch in ARCHES.values() for alias in arch.aliases}

_OTHER_TRIPLES = {"wasm32": "wasm32-unknown-unknown"}
"""Short names of triples without a tile table (no data tiling there, but a target all the same)."""

_BITS32_TRIPLES = ("wasm32", "i386", "i686", "arm-", "armv7")
"""32-bit triples of arches without a tile table."""

# Short target names accepted by the pass option `target=`, and the triple each stands for.
TARGET_TRIPLES = {**{arch.name: arch.triple for arch in ARCHES.values()}, **_OTHER_TRIPLES}

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
        """The `ARCHES` name of the triple's arch (`amd64` -> `x86_64`), or None for any other (wasm, ...)."""
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

    @property
    def arch_facts(self) -> CpuArch | None:
        """The `ARCHES` entry of this target's arch, or None."""
        arch = self.arch
        return None if arch is None else ARCHES[arch]

    @property
    def bits32(self) -> bool:
        """A 32-bit target (riscv32, wasm32, i386, arm, ...)."""
        facts = self.arch_facts
        return facts.bits32 if facts is not None else self.triple.startswith(_BITS32_TRIPLES)

    def has_ukernel(self) -> bool:
        """IREE's `hasUkernel(config)` with an empty name: are ukernels enabled at all?"""
        enabled = "default" if self.ukernels is None else self.ukernels
        if enabled == "default":
            facts = self.arch_facts
            default_on = self.backend == "llvm-cpu" and facts is not None and facts.ukernels_by_default(self)
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


def arch_names() -> str:
    """`x86_64, aarch64, riscv64, riscv32`: the arches with a tile table, for docs and messages."""
    return ", ".join(ARCHES)


def enumerate_tiles(
    target: CpuTarget, element_types: Sequence[Attribute], *, batched: bool = False, narrow: NarrowDim | None = None
) -> tuple[Tile, ...]:
    """The candidate tiles of `target` for `(lhs, rhs, out)` element types; empty: no data tiling."""
    if target.backend == "vmvx":
        return tiles_vmvx(target, batched=batched, narrow=narrow)
    if len(element_types) != 3:
        return ()
    facts = target.arch_facts
    if facts is None:
        return ()
    lhs, rhs, out = element_types
    return facts.tiles(lhs, rhs, out, target)
