"""Shared fixtures: the IREE 3.7.1 reference oracle (docs/iree-interop.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_encoding.tools.oracle import ORACLE_VERSION, ensure_oracle

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


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say loudly, even without `-rs`, that the differential tests against IREE did not run."""
    if _ORACLE_UNAVAILABLE:
        terminalreporter.write_sep("!", f"IREE {ORACLE_VERSION} oracle tests SKIPPED", yellow=True)
        terminalreporter.write_line(_ORACLE_UNAVAILABLE[0])
