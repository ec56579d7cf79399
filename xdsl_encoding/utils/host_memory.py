"""How much memory this machine can give a program: the budget inputs are checked against before allocating.

Linux's `MemAvailable` (/proc/meminfo: free memory plus what the kernel can reclaim without swapping),
else the physical memory (`os.sysconf`), else no limit known.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

__all__ = ["available_memory", "format_bytes"]

_MEM_AVAILABLE = re.compile(r"^MemAvailable:\s+(\d+)\s+kB$", re.MULTILINE)


def available_memory() -> int | None:
    """Bytes a new allocation can get without swapping, or None when the machine does not say."""
    try:
        found = _MEM_AVAILABLE.search(Path("/proc/meminfo").read_text())
    except OSError:
        found = None
    if found is not None:
        return int(found.group(1)) * 1024
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None


def format_bytes(count: int) -> str:
    """`400000000000 bytes (372.5 GiB)`; `100 bytes`."""
    if count < 1024:
        return f"{count} bytes"
    size, units = count / 1024, ["KiB", "MiB", "GiB", "TiB"]
    while size >= 1024 and len(units) > 1:
        size, units = size / 1024, units[1:]
    return f"{count} bytes ({size:.1f} {units[0]})"
