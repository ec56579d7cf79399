"""IREE 3.13's own `materialize_encoding_{x86_64,aarch64,riscv,vmvx}.mlir` cases through our pass and IREE's.

The cases live in tests/filecheck/transforms/materialize_encoding_into_packs/iree_ports/ (their CHECK
lines run by lit against both outputs). Here each case must also be structurally equal to what
`iree-opt` 3.13 prints for it, and every function that takes tensors must compute what the original
computes on random inputs (integers bit-equal). A case we do not lower yet is a strict xfail naming
the reason (its `// XFAIL(ours):` line), and so is the interpretation of one we cannot run yet
(`// XFAIL(interpretation):`): each fails the run the day it starts passing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from iree_port_cases import PortedCase, integer_results, interpretation_harness, materialize, ported_cases
from xdsl.utils.exceptions import DiagnosticException, InterpretationError, ParseError

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import compare, parse_module

CASES = ported_cases()
NOT_LOWERED = (DiagnosticException, ParseError)
NOT_RUN = (*NOT_LOWERED, InterpretationError)


def _params(cases: list[PortedCase]) -> list[object]:
    return [
        pytest.param(
            c,
            id=c.id,
            marks=[pytest.mark.xfail(strict=True, raises=NOT_LOWERED, reason=c.xfail)] if c.xfail else [],
        )
        for c in cases
    ]


def _functions(cases: list[PortedCase]) -> list[object]:
    return [
        pytest.param(
            c,
            name,
            id=f"{c.file}:{name}",
            marks=[pytest.mark.xfail(strict=True, raises=NOT_RUN, reason=reason)]
            if (reason := c.xfail or c.not_interpreted)
            else [],
        )
        for c in cases
        for name in dict.fromkeys(c.functions)
    ]


def test_every_target_is_ported() -> None:
    files = {c.file for c in CASES}
    assert {"x86_64", "aarch64", "riscv", "vmvx"} <= files
    lowered = [c for c in CASES if c.xfail is None]
    assert len(lowered) >= 40, len(lowered)


@pytest.mark.parametrize("case", _params(CASES))
def test_lowers_as_iree_313(case: PortedCase, iree_opt_3_13: Path) -> None:
    theirs = parse_module(run_iree_opt(case.text, case.iree_pipeline, iree_opt=iree_opt_3_13), allow_unregistered=True)
    assert_structurally_equal(theirs, materialize(case.text), labels=("iree-opt 3.13", "ours"))


@pytest.mark.parametrize(("case", "function"), _functions(CASES))
def test_interprets_as_the_original(case: PortedCase, function: str) -> None:
    harness = interpretation_harness(case.text, function)
    if harness is None:
        pytest.skip(f"@{function} takes no tensor: nothing to run it on")
    reference, lowered = harness
    report = compare(reference, lowered, "__check", seed=case.index)
    assert report.agree, report.summary()
    if integer_results(reference):
        assert report.max_abs_error == 0.0, report.summary()
