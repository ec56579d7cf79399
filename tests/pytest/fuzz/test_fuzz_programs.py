"""The generators themselves: every program they make is valid, prints stably and runs.

Without this, a property failure could be the generator's fault, not the pass's.
"""

from __future__ import annotations

from hypothesis import given, note, settings
from hypothesis import strategies as st

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.verify.module import verify_module

from .properties import check_stable_printing, examples
from .strategies import Program, ProgramOptions, programs


@settings(max_examples=examples(30))
@given(program=programs(), seed=st.integers(0, 2**16))
def test_fuzz_programs_are_valid_and_run(program: Program, seed: int):
    note(program.text)
    module = parse_module(program.text)
    verify_module(module)
    check_stable_printing(module, program)
    results = interpret(module, "main", *program.inputs(seed))
    assert results, "@main returns at least one value"


@settings(max_examples=examples(10))
@given(program=programs(ProgramOptions(encodings=(), regions=False, calls=False)))
def test_fuzz_programs_without_features_have_none(program: Program):
    note(program.text)
    assert "iree_encoding" not in program.text
    assert "scf." not in program.text
    assert "func.call" not in program.text
