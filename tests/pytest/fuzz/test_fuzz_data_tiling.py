"""The data-tiling pipeline on random contractions: targets x element types x shapes (`data_tiling.py`).

`set-encoding{encoding=data-tiling},materialize-encoding-into-packs` must have every property of
`properties.py` (no error, verifies, idempotent, stable printing, input untouched) and the result
must compute what the original computes on random inputs; integer results bit-equal.
"""

from __future__ import annotations

from hypothesis import given, note, settings
from hypothesis import strategies as st

from xdsl_encoding.api import compare, parse_module

from .data_tiling import DataTilingProgram, data_tiling_cases
from .properties import check_pipeline, examples


@settings(max_examples=examples(20))
@given(program=data_tiling_cases(), seed=st.integers(0, 2**16))
def test_fuzz_data_tiling_pipeline(program: DataTilingProgram, seed: int):
    note(f"pipeline: {program.pipeline}\nprogram:\n{program.text}")
    result = check_pipeline(program, program.pipeline, seed=seed)
    if program.integer:
        report = compare(parse_module(program.text), result, "main", inputs=program.inputs(seed))
        assert report.max_abs_error == 0.0, report.summary()
