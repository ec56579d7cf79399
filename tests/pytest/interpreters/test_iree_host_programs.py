"""The interpreter agrees with IREE 3.13's compiled llvm-cpu module on the IREE-printed programs.

Each model of tests/data/iree is compiled by iree-compile from its `input` stage and run by
iree-run-module on random inputs; our interpreter runs every stage of the model there (`input`,
`global-optimization`, `dispatch-creation` data-tiled, and for a few models `flow` and `stream` with and
without data tiling), as IREE printed them, on the same inputs. Every stage
must parse: a file that does not is a failure, not a skip.
"""

from __future__ import annotations

import numpy as np
import pytest

from testing.iree_host import DATA, iree_reference, parameters_of, stage_of
from xdsl_encoding import api

MODELS = sorted({p.name.split(".")[0] for p in DATA.glob("*.input.mlir")})


@pytest.mark.parametrize("model", MODELS)
def test_interpreter_agrees_with_iree_runtime(model: str):
    inputs, expected = iree_reference(model)
    for path in sorted(DATA.glob(f"{model}.*.mlir")):
        stage = stage_of(path)
        module = api.parse_module(path.read_text())
        outs = api.interpret(module, model, *inputs, parameters=parameters_of(model))
        assert len(outs) == len(expected), f"{model} {stage}: {len(outs)} results, IREE gave {len(expected)}"
        for ours, theirs in zip(outs, expected, strict=True):
            np.testing.assert_allclose(ours, theirs, rtol=1e-4, atol=1e-5, err_msg=f"{model} {stage}")
