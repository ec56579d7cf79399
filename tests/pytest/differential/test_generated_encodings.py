"""Random encodings (testing.generated_encodings) through us and through iree-opt 3.7.1 and 3.13.0.

Both must accept the same programs, except where our dialect is stricter than IREE on purpose (its
diagnostic says so, docs/decisions.md lists the rules); and what both accept, our print must mean
to iree-opt what the original means, in custom and in generic form.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from testing.differential import CaseResult, accepted_on_purpose, known_loss, run_cases
from testing.generated_encodings import programs
from testing.oracle import ORACLE_VERSIONS

COUNT = 300
"""Programs per version: one iree-opt process each for the originals, our custom and our generic prints."""

ONLY_IN_3_13 = ("scaled_matmul", "encoding_dims", "iree_encoding.testing")
"""Syntax our dialect has from IREE 3.13, which 3.7.1 rejects."""


@pytest.fixture(scope="module", params=ORACLE_VERSIONS)
def generated(request: pytest.FixtureRequest, iree_opt_of: Callable[[str], Path]) -> tuple[str, list[CaseResult]]:
    version: str = request.param
    iree_opt_of(version)
    return version, run_cases(programs(version, COUNT), version)


def _line(result: CaseResult) -> str:
    return result.case.text.splitlines()[1].strip()


def test_generator_is_seeded_and_exercises_both_outcomes(generated: tuple[str, list[CaseResult]]) -> None:
    version, results = generated
    assert [c.text for c in programs(version, 5)] == [r.case.text for r in results[:5]]
    accepted = sum(r.iree.ok for r in results)
    assert 0.6 * COUNT < accepted < 0.95 * COUNT


def test_no_internal_python_error(generated: tuple[str, list[CaseResult]]) -> None:
    _, results = generated
    assert [r.internal_error for r in results if r.internal_error] == []


def test_we_accept_what_iree_accepts(generated: tuple[str, list[CaseResult]]) -> None:
    version, results = generated
    wrong: list[str] = []
    for r in results:
        if r.iree.ok and not r.parsed and "stricter than IREE" not in r.our_error:
            wrong.append(f"IREE {version} accepts, we refuse: {_line(r)}\n{r.our_error.strip().splitlines()[-1]}")
        elif (
            not r.iree.ok
            and r.parsed
            and not accepted_on_purpose(r)
            and not (version == "3.7.1" and any(s in r.case.text for s in ONLY_IN_3_13))
        ):
            wrong.append(f"IREE {version} refuses, we accept: {_line(r)}\n{r.iree.diagnostics.strip().splitlines()[0]}")
    assert not wrong, "\n".join(wrong)


def test_what_both_accept_keeps_its_meaning(generated: tuple[str, list[CaseResult]]) -> None:
    version, results = generated
    lost = [r for r in results if r.iree.ok and r.parsed and not r.keeps_meaning()]
    unexplained = [f"--- {_line(r)}\n{r.diff()}" for r in lost if known_loss(version, r) is None]
    assert not unexplained, "\n".join(unexplained)
    assert all(r.keeps_meaning("custom") for r in results if r.iree.ok and r.parsed)
