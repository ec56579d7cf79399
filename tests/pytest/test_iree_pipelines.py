"""The encoding pipelines on every file IREE printed (tests/data/iree/*.mlir), unedited, checked against IREE.

For each file and each pipeline that applies to its stage:
(a) the pipeline runs without a diagnostic and leaves no encoding behind;
(b) the result interprets to what IREE 3.13's runtime computes for the model (its `input` stage
    compiled by iree-compile and run by iree-run-module on the same inputs);
(c) iree-compile 3.13 compiles our output, resumed after the stage's phase (`--compile-from`), and
    iree-run-module gives the same results. Where the pipeline changed nothing (a model without a
    contraction), our output is our print of IREE's file, whose meaning to iree-opt
    tests/pytest/dialects/test_iree_printed_files.py checks; it is not compiled again.
Files before dispatch creation and `flow` files (encodings set inside the outlined executables) get
the whole pipelines; dispatch-creation and data-tiled `flow-dt` files already carry IREE's
encodings, so only the materializations run there. New models in tests/data/iree are picked up.
"""

from __future__ import annotations

import numpy as np
import pytest
from _pytest.mark.structures import ParameterSet

from testing.iree_host import (
    DATA,
    ENCODED_STAGES,
    MATERIALIZATIONS,
    PIPELINES,
    RESUME_FROM,
    UNPASSED_STAGES,
    compile_with_iree,
    iree_reference,
    parameters_of,
    printed,
    run_with_iree,
    stage_of,
)
from xdsl_encoding import api

NEEDS: dict[tuple[str, str], str] = {}
"""(file stem, pipeline) -> what is missing: strict xfails, so each flips when the feature lands."""


def _cases() -> list[ParameterSet]:
    cases: list[ParameterSet] = []
    for path in sorted(DATA.glob("*.mlir")):
        stage = stage_of(path)
        for name, pipeline in (MATERIALIZATIONS if stage in ENCODED_STAGES else PIPELINES).items():
            need = NEEDS.get((path.stem, name))
            marks = [pytest.mark.xfail(strict=True, reason=f"needs {need}")] if need else []
            if stage in UNPASSED_STAGES:
                marks = [pytest.mark.skip(reason=UNPASSED_STAGES[stage])]
            cases.append(pytest.param(path.name, pipeline, marks=marks, id=f"{path.stem}-{name}"))
    return cases


def _assert_agrees(ours: tuple[object, ...] | list[np.ndarray], expected: tuple[np.ndarray, ...], what: str) -> None:
    assert len(ours) == len(expected), f"{what}: {len(ours)} results, IREE's runtime gave {len(expected)}"
    for i, (a, b) in enumerate(zip(ours, expected, strict=True)):
        np.testing.assert_allclose(np.asarray(a), b, rtol=1e-4, atol=1e-5, err_msg=f"{what}: result {i}")


@pytest.mark.parametrize(("file", "pipeline"), _cases())
def test_pipeline_on_iree_printed_file(file: str, pipeline: str) -> None:
    model, stage = file.split(".")[0], stage_of(DATA / file)
    module = api.parse_module((DATA / file).read_text())
    result = api.run_passes(module, pipeline)  # (a): a diagnostic is a PassFailedException here
    text = printed(result)
    assert "iree_encoding" not in text, f"{file}: {pipeline} left encodings behind"
    changed = text != printed(api.parse_module((DATA / file).read_text()))
    inputs, expected = iree_reference(model)
    parameters = parameters_of(model)  # M.irpa: weights outside the IR
    interpreted = api.interpret(result, model, *inputs, parameters=parameters)
    _assert_agrees(interpreted, expected, f"{file} | {pipeline}, interpreted")  # (b)
    if not changed:
        return  # our print of IREE's own file: test_iree_printed_files shows iree-opt reads it with its meaning
    vmfb = compile_with_iree(text, RESUME_FROM[stage])  # (c)
    ran = run_with_iree(vmfb, model, inputs, len(expected), parameters)
    _assert_agrees(ran, expected, f"{file} | {pipeline}, IREE-run")
