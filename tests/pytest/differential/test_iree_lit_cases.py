"""IREE's own lit tests that use `iree_encoding`, at 3.7.1 and 3.13, through us and back to iree-opt (testing.differential).

The cases are in `iree_cases/` (ported by `python -m testing.import_iree_cases`; each file names its
source path and commit). Cases of dialects we do not have are "not parsed", never internal errors.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from testing.differential import (
    CaseResult,
    Summary,
    accepted_on_purpose,
    known_loss,
    load_cases,
    results_for,
    split_cases,
    summarize,
)
from testing.oracle import ORACLE_VERSIONS

SUMMARIES: dict[str, Summary] = {}
"""Filled by the `results` fixture; printed at the end of the run by conftest.py."""

ENCODING_TESTS = "compiler/src/iree/compiler/Dialect/Encoding/IR/test/"


@pytest.fixture(scope="module", params=ORACLE_VERSIONS)
def results(request: pytest.FixtureRequest, iree_opt_of: Callable[[str], Path]) -> tuple[str, tuple[CaseResult, ...]]:
    version: str = request.param
    iree_opt_of(version)
    found = results_for(version)
    SUMMARIES[version] = summarize(version, found)
    return version, found


def test_cases_are_ported_from_both_versions() -> None:
    assert len(load_cases("3.7.1")) > 700
    assert len(load_cases("3.13.0")) > 950
    roundtrip = [c for c in load_cases("3.13.0") if c.source == ENCODING_TESTS + "roundtrip.mlir"]
    assert len(roundtrip) == 19


def test_split_cases_follows_the_run_line() -> None:
    split = "// RUN: iree-opt --split-input-file %s\nfunc.func @a()\n// -----\n// expected-error @+1 {{bad}}\n#x = 1\n"
    cases = split_cases("f.mlir", split)
    assert [(c.index, c.expected_errors) for c in cases] == [(0, ()), (1, ("bad",))]
    assert len(split_cases("f.mlir", split.replace("--split-input-file", ""))) == 1
    assert split_cases("f.mlir", "// RUN: iree-opt --allow-unregistered-dialect %s\nx\n")[0].allow_unregistered


def test_no_internal_python_error_on_any_case(results: tuple[str, tuple[CaseResult, ...]]) -> None:
    version, found = results
    internal = [f"{r.case.name}: {r.internal_error}" for r in found if r.internal_error]
    assert not internal, f"IREE {version}: internal errors:\n" + "\n".join(internal)


def test_every_parsed_case_keeps_its_meaning_or_has_a_known_cause(results: tuple[str, tuple[CaseResult, ...]]) -> None:
    version, found = results
    lost = [r for r in found if r.parsed and r.iree.ok and not r.keeps_meaning()]
    unexplained = [f"--- {r.case.name}\n{r.diff()}" for r in lost if known_loss(version, r) is None]
    assert not unexplained, f"IREE {version}: our print changes the meaning of:\n" + "\n".join(unexplained)


def test_90_percent_of_the_cases_iree_opt_accepts_parse(results: tuple[str, tuple[CaseResult, ...]]) -> None:
    """Issue 23: measured 653/697 at 3.7.1 and 850/926 at 3.13 (docs/iree-interop.md)."""
    version, found = results
    summary = summarize(version, found)
    assert summary.parsed >= 0.9 * summary.iree_accepts, f"IREE {version}: {summary.parsed} of {summary.iree_accepts}"


def test_custom_print_keeps_the_meaning_of_95_percent(results: tuple[str, tuple[CaseResult, ...]]) -> None:
    version, found = results
    parsed = [r for r in found if r.parsed and r.iree.ok]
    kept = [r for r in parsed if r.keeps_meaning("custom")]
    assert parsed
    assert len(kept) >= 0.95 * len(parsed), f"IREE {version}: {len(kept)} of {len(parsed)}"


def test_iree_encoding_roundtrip_file_parses_and_keeps_its_meaning(results: tuple[str, tuple[CaseResult, ...]]) -> None:
    version, found = results
    cases = [r for r in found if r.case.source == ENCODING_TESTS + "roundtrip.mlir"]
    assert cases
    assert [r.case.name for r in cases if not r.parsed] == []
    assert [r.case.name for r in cases if not r.keeps_meaning() and known_loss(version, r) is None] == []


def test_every_invalid_case_is_rejected_for_the_same_rule(results: tuple[str, tuple[CaseResult, ...]]) -> None:
    """What iree-opt rejects as the test expects, we reject; with IREE's message where the dialect is ours."""
    version, found = results
    invalid = [r for r in found if r.invalid]
    assert invalid
    accepted = [r.case.name for r in invalid if not r.our_error and not accepted_on_purpose(r)]
    assert not accepted, f"IREE {version} rejects, we accept: {accepted}"
    ours = [r for r in invalid if r.case.source.startswith(ENCODING_TESTS)]
    other_rule = [
        f"{r.case.name}: IREE {r.case.expected_errors}, ours {r.our_error}"
        for r in ours
        if not r.same_rule and not accepted_on_purpose(r)
    ]
    assert not other_rule, "\n".join(other_rule)
