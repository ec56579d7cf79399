"""What IREE's GPU data-tiling resolver reads from a target: the `wgp` MMA list and limits, the chip.

A target is named (`gfx942`, `mi300x`, ... : `gpu_target_info.py` holds what IREE 3.13 attaches for
each, and the one product -> arch table) or read from the `iree_codegen.target_info = #iree_gpu.target<...>` of a
`#hal.executable.target` (`layouts/executable_targets.py` parses the HAL target; the `#iree_gpu.target`
inside is kept verbatim, and read here from its printed form, as IREE prints it). Without a `chip` IREE assumes 512 WGPs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl_encoding.targets.gpu_target_info import ARCHES, PRODUCTS, TARGET_INFO

__all__ = [
    "ARCHES",
    "CACHE_ARCHES",
    "DEFAULT_WGP_COUNT",
    "PRODUCTS",
    "TARGET_INFO",
    "GpuTarget",
    "L1CacheInfo",
    "cache_info",
    "gpu_arch_from_info",
    "gpu_target_from_info",
    "gpu_target_named",
    "hal_target_text",
    "is_gpu_target_name",
]

DEFAULT_WGP_COUNT = 512
"""`chooseDataTiledMMAAttr`: `chip ? chip.getWgpCount() : 512`."""

_ARCH = re.compile(r'#iree_gpu\.target<\s*arch\s*=\s*"([^"]*)"')
_MMA = re.compile(r"\bmma\s*=\s*\[([^\]]*)\]")
_INT = r"\b{}\s*=\s*(\d+)"
_CHIP_WGPS = re.compile(r"\bchip\s*=\s*<[^>]*\bwgp_count\s*=\s*(\d+)")
_SCALED_MMA = re.compile(r"\bscaled_mma\s*=\s*\[([^\]]*)\]")
_SCALED_ENTRY = re.compile(
    r"<\s*intrinsic\s*=\s*([A-Z0-9_x]+)\s*,\s*lhs_elem_type\s*=\s*(\w+)\s*,\s*rhs_elem_type\s*=\s*(\w+)"
    r"\s*,\s*acc_elem_type\s*=\s*(\w+)\s*>"
)


@dataclass(frozen=True)
class GpuTarget:
    name: str
    arch: str
    mma: tuple[str, ...]
    max_workgroup_memory_bytes: int
    max_load_instruction_bits: int | None
    simds_per_wgp: int | None
    vgpr_space_bits: int | None
    wgp_count: int = DEFAULT_WGP_COUNT
    scaled_mma: tuple[tuple[str, str, str, str], ...] = ()
    """`wgp.scaled_mma`: (intrinsic, lhs, rhs, acc element type) per entry, in the target's order."""

    def describe(self) -> str:
        return self.name if self.name == self.arch else f"{self.name} ({self.arch}, {self.wgp_count} WGPs)"


def _int(text: str, key: str) -> int | None:
    found = re.search(_INT.format(key), text)
    return None if found is None else int(found.group(1))


def gpu_arch_from_info(text: str) -> str | None:
    """The `arch` of a printed `#iree_gpu.target<arch = "gfx942", ...>`, or None."""
    arch = _ARCH.search(text)
    return None if arch is None else arch.group(1)


def gpu_target_from_info(text: str, name: str | None = None) -> GpuTarget | str:
    """The target of a printed `#iree_gpu.target<...>`, or why it is not one."""
    arch = _ARCH.search(text)
    if arch is None:
        return f"not an #iree_gpu.target: {text[:120]}"
    mma = _MMA.search(text)
    names = tuple(re.findall(r"<\s*([A-Z0-9_x]+)\s*>", mma.group(1))) if mma else ()
    wgps = _CHIP_WGPS.search(text)
    scaled = _SCALED_MMA.search(text)
    scaled_entries = tuple(
        (e.group(1), e.group(2), e.group(3), e.group(4))
        for e in _SCALED_ENTRY.finditer(scaled.group(1) if scaled else "")
    )
    return GpuTarget(
        name or arch.group(1),
        arch.group(1),
        names,
        _int(text, "max_workgroup_memory_bytes") or 0,
        _int(text, "max_load_instruction_bits"),
        _int(text, "simds_per_wgp"),
        _int(text, "vgpr_space_bits"),
        int(wgps.group(1)) if wgps else DEFAULT_WGP_COUNT,
        scaled_entries,
    )


def gpu_target_named(name: str) -> GpuTarget | str:
    """`gfx942`, `gfx950`, `gfx90a`, `gfx1100`, `gfx1201` or a product (`mi300x`, `rx7900xtx`, ...)."""
    text = TARGET_INFO.get(name)
    if text is None:
        if name.startswith("sm_"):
            return (
                f"{name}: NVIDIA targets have no data-tiled MMA in IREE 3.13 (their wgp has no "
                "max_load_instruction_bits / simds_per_wgp / vgpr_space_bits)"
            )
        return f"unknown GPU target '{name}': expected one of {', '.join(TARGET_INFO)}"
    return gpu_target_from_info(text, name)


def is_gpu_target_name(name: str) -> bool:
    """Whether a `target=` option names a GPU (a known ROCm name, `gfx...` or NVIDIA's `sm_...`)."""
    return name in TARGET_INFO or name.startswith(("gfx", "sm_"))


def hal_target_text(target: GpuTarget) -> str:
    """The `#hal.executable.target` IREE attaches for a named target (without its tuning spec)."""
    return (
        '#hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip", iree.encoding.resolver = '
        f'#iree_gpu.gpu_encoding_resolver<>, iree_codegen.target_info = {TARGET_INFO[target.name]}, ukernels = "none"}}>'
    )


@dataclass(frozen=True)
class L1CacheInfo:
    """`IREE::GPU::L1CacheInfo`."""

    cache_line_bytes: int = 128
    cache_sets: int = 4

    def row_padding_bytes(self, row_bytes: int) -> int:
        """The ONE cache-line padding formula: pad a row to whole lines, plus one line when the padded row
        is a multiple of the span (`cache_sets` lines), so consecutive rows map to different sets.
        128-byte lines, 4 sets: 8192 -> 128; 5348 -> 28; 16380 -> 132."""
        line = self.cache_line_bytes
        pad = (line - row_bytes % line) % line
        if (row_bytes + pad) % (self.cache_sets * line) == 0:
            pad += line
        return pad


CACHE_ARCHES = ("gfx90a", "gfx942", "gfx950")
"""The arches `getL1CacheInfo` knows (KnownTargets.cpp)."""


def cache_info(target: str | None) -> L1CacheInfo | None:
    """`getL1CacheInfo` of an arch or product name: `gfx942`, `mi300x` -> 128-byte lines, 4 sets; `gfx1100` -> None."""
    if target is None:
        return None
    arch = PRODUCTS.get(target, target)
    return L1CacheInfo() if arch in CACHE_ARCHES else None
