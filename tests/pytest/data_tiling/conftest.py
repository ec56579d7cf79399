"""The IREE 3.13 oracle for data-tiling tests: skipped, visibly, when it is not installed."""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_encoding.data_tiling.oracle import find_iree_opt_313


@pytest.fixture(scope="session")
def iree_opt_313() -> Path:
    found = find_iree_opt_313()
    if isinstance(found, str):
        pytest.skip(f"IREE 3.13 oracle unavailable: {found}")
    return found
