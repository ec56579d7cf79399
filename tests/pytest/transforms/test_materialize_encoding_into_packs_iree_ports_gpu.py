"""IREE 3.13's own `Codegen/Common/test/materialize_encoding_gfx{942,950,90a,1100}.mlir` through our pass and IREE's.

The cases live in tests/filecheck/transforms/materialize_encoding_into_packs/iree_ports_gpu/ (IREE's CHECK
lines run by lit against iree-opt 3.13). Here each case runs through
`materialize-encoding-into-packs{test_gpu_target=NAME}` (IREE's `--iree-gpu-test-target=NAME` with
`test-gpu-encoding-resolver=gpu_data_tiling`) and must be structurally equal to what iree-opt 3.13 prints,
and every function that takes tensors must compute what the original computes on random inputs. A case
we do not lower is a strict xfail naming the reason (`// XFAIL(ours):`), and so is one we cannot run yet
(`// XFAIL(interpretation):`).
"""

from __future__ import annotations

from math import prod
from pathlib import Path

import pytest
from iree_port_cases import PORTS, PortedCase, integer_results, interpretation_harness, materialize, ported_cases
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute
from xdsl.utils.exceptions import DiagnosticException, InterpretationError, ParseError
from xdsl.utils.hints import isa

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import compare, parse_module

CASES = ported_cases(PORTS.parent / "iree_ports_gpu")
MAX_ELEMENTS = 1 << 20


def _check_inputs(module: ModuleOp) -> list[TensorType[Attribute]]:
    check = next(op for op in module.ops if isinstance(op, FuncOp) and op.sym_name.data == "__check")
    return [t for t in check.function_type.inputs.data if isa(t, TensorType[Attribute])]


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


def test_every_gpu_file_is_ported() -> None:
    assert {c.file for c in CASES} == {"gfx942", "gfx950", "gfx90a", "gfx1100"}
    assert all(c.gpu_target == c.file for c in CASES)
    assert len([c for c in CASES if c.xfail is None]) >= 30


@pytest.mark.parametrize("case", _params(CASES))
def test_lowers_as_iree_313(case: PortedCase, iree_opt_3_13: Path) -> None:
    theirs = run_iree_opt(case.text, case.iree_pipeline, extra_args=case.iree_args, iree_opt=iree_opt_3_13)
    ours = materialize(case.text, case.gpu_target)
    assert_structurally_equal(parse_module(theirs, allow_unregistered=True), ours, labels=("iree-opt 3.13", "ours"))


@pytest.mark.parametrize(("case", "function"), _functions(CASES))
def test_interprets_as_the_original(case: PortedCase, function: str) -> None:
    harness = interpretation_harness(case.text, function, case.gpu_target)
    if harness is None:
        pytest.skip(f"@{function} takes no tensor: nothing to run it on")
    reference, lowered = harness
    elements = sum(prod(t.get_shape()) for t in _check_inputs(reference))
    if elements > MAX_ELEMENTS:
        pytest.skip(
            f"@{function} takes {elements} elements: too slow for make test (the same lowering runs on the small cases)"
        )
    report = compare(reference, lowered, "__check", seed=case.index)
    assert report.agree, report.summary()
    if integer_results(reference):
        assert report.max_abs_error == 0.0, report.summary()
