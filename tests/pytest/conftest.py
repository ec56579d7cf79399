"""Shared fixtures: the IREE 3.7.1 reference oracle (docs/iree-interop.md); hypothesis profiles (docs/testing.md)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from xdsl_encoding.tools.oracle import ORACLE_VERSION, ensure_oracle

# Hypothesis profiles (docs/testing.md). `bounded`, the default (`make test`): hypothesis' usual 100
# examples per property, and the fuzz properties of tests/pytest/fuzz/ their own small budgets
# (`examples(n)`, 465 examples in all). `fuzz` (`make fuzz`, HYPOTHESIS_PROFILE=fuzz): 800 examples per
# property, 12,000 across the 15 fuzz properties. Neither has a deadline: the 2-core machine is
# shared, and speed is measured in bench/, not in tests.
settings.register_profile(
    "bounded", deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
settings.register_profile(
    "fuzz",
    max_examples=800,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "bounded"))

_ORACLE_UNAVAILABLE: list[str] = []
"""Why the oracle could not be installed, once a test asked for it (shown in the run's summary)."""


@pytest.fixture(scope="session")
def iree_opt() -> Path:
    """The raw `iree-opt` ELF of IREE 3.7.1, installed on first use; skips with the reason if it cannot be."""
    status = ensure_oracle()
    if status.iree_opt is None:
        _ORACLE_UNAVAILABLE.append(status.reason)
        pytest.skip(f"IREE {ORACLE_VERSION} oracle unavailable: {status.reason}")
    return status.iree_opt


@pytest.fixture(scope="session")
def iree_opt_313() -> Path:
    """The raw `iree-opt` ELF of IREE 3.13 (data tiling), never installed from here; skips with the reason."""
    from xdsl_encoding.data_tiling.oracle import find_iree_opt_313

    found = find_iree_opt_313()
    if isinstance(found, str):
        pytest.skip(f"IREE 3.13 oracle unavailable: {found}")
    return found


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say loudly, even without `-rs`, that the differential tests against IREE did not run."""
    if _ORACLE_UNAVAILABLE:
        terminalreporter.write_sep("!", f"IREE {ORACLE_VERSION} oracle tests SKIPPED", yellow=True)
        terminalreporter.write_line(_ORACLE_UNAVAILABLE[0])
