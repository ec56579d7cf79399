"""Oracle: random reshape -> matmul programs give numpy's result through the whole pipeline.

The expected value is computed by numpy from the inputs alone (`MatmulProgram.reference`), not by
interpreting the input program, so a bug shared by the interpreter and a pass would still show.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from xdsl_encoding.api import interpret

from .properties import check_pipeline, examples
from .reshape_matmul import MatmulProgram, reshape_matmul_programs

ORACLE_PIPELINES = (
    "set-encoding,propagate-encodings,materialize-encoding-into-padding",
    "set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=8}",
    "set-encoding,propagate-encodings,materialize-encoding-into-nop",
)


@pytest.mark.parametrize("pipeline", ORACLE_PIPELINES)
@settings(max_examples=examples(12))
@given(case=reshape_matmul_programs(), seed=st.integers(0, 2**16))
def test_fuzz_reshape_matmul_matches_numpy(pipeline: str, case: MatmulProgram, seed: int):
    note(f"pipeline: {pipeline}\nprogram:\n{case.program.text}")
    lowered = check_pipeline(case.program, pipeline, seed=seed)
    inputs = case.program.inputs(seed)
    (result,) = interpret(lowered, "main", *inputs)
    expected = case.reference(inputs)
    assert result.dtype == expected.dtype
    np.testing.assert_allclose(result, expected, rtol=1e-4, atol=1e-4)
