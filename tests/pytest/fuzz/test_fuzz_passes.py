"""Every pass and every pipeline, on random valid programs: the properties of `properties.py`.

A failure shows the shrunk program as IR text (the hypothesis note and the assertion message);
docs/testing.md says how to replay it.
"""

from __future__ import annotations

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from .properties import PIPELINES, check_pipeline, examples
from .strategies import Program, programs


@pytest.mark.parametrize("pipeline", PIPELINES)
@settings(max_examples=examples(15))
@given(program=programs(), seed=st.integers(0, 2**16))
def test_fuzz_pass_properties(pipeline: str, program: Program, seed: int):
    note(f"pipeline: {pipeline}\nprogram:\n{program.text}")
    check_pipeline(program, pipeline, seed=seed)
