"""Shared fixtures: the IREE 3.7.1 and 3.13.0 reference oracles (docs/iree-interop.md); hypothesis profiles (docs/testing.md)."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import cast

import pytest
from hypothesis import HealthCheck, settings

from testing.differential import Summary
from testing.oracle import ensure_oracle

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

_ORACLE_UNAVAILABLE: dict[str, str] = {}
"""Why an oracle could not be installed, by version, once a test asked for it (shown in the run's summary)."""


def require_oracle(version: str) -> Path:
    """The raw `iree-opt` ELF of IREE `version`, installed on first use; skips with the reason if it cannot be."""
    status = ensure_oracle(version)
    if status.iree_opt is None:
        _ORACLE_UNAVAILABLE[version] = status.reason
        pytest.skip(f"IREE {version} oracle unavailable: {status.reason}")
    return status.iree_opt


@pytest.fixture(scope="session")
def iree_opt() -> Path:
    """IREE 3.7.1's `iree-opt` (the propagation reference)."""
    return require_oracle("3.7.1")


@pytest.fixture(scope="session")
def iree_opt_3_13() -> Path:
    """IREE 3.13.0's `iree-opt` (the current syntax and materializations)."""
    return require_oracle("3.13.0")


@pytest.fixture(scope="session")
def iree_opt_of() -> Callable[[str], Path]:
    """`iree_opt_of(version)`: the ELF of any pinned version, for tests parametrized by version."""
    return require_oracle


_WORKER_SUMMARY_LINES: list[str] = []
"""Lit-case measurements that `pytest -n` workers sent back (xdist's `workeroutput`)."""


def _summary_lines() -> list[str]:
    differential = sys.modules.get("test_iree_lit_cases")
    summaries: dict[str, Summary] = getattr(differential, "SUMMARIES", {})
    return [line for summary in summaries.values() for line in summary.lines()]


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker hands its measurement and unavailable oracles to the xdist controller, which removes the shared dir."""
    workeroutput: dict[str, object] | None = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["summary_lines"] = _summary_lines()
        workeroutput["oracles_unavailable"] = dict(_ORACLE_UNAVAILABLE)
        return
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run is not None:  # the controller: the workers' shared IREE work dir (iree_host.py) is done with
        from testing.iree_host import SHARED_WORK_DIR_PREFIX

        shutil.rmtree(Path(tempfile.gettempdir()) / f"{SHARED_WORK_DIR_PREFIX}{run}", ignore_errors=True)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    """On the xdist controller: collect what a worker sent (see `pytest_sessionfinish`)."""
    output: dict[str, object] = getattr(node, "workeroutput", {})
    lines = cast(list[str], output.get("summary_lines", []))
    _WORKER_SUMMARY_LINES.extend(lines)
    _ORACLE_UNAVAILABLE.update(cast(dict[str, str], output.get("oracles_unavailable", {})))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The measurement of the differential tests on IREE's lit cases; and, loudly, oracles that did not run."""
    lines = _summary_lines() + _WORKER_SUMMARY_LINES
    if lines:
        terminalreporter.write_sep("=", "IREE lit cases through xdsl-encoding (python -m testing.differential)")
        for line in lines:
            terminalreporter.write_line(line)
    for version, reason in _ORACLE_UNAVAILABLE.items():
        terminalreporter.write_sep("!", f"IREE {version} oracle tests SKIPPED", yellow=True)
        terminalreporter.write_line(reason)
