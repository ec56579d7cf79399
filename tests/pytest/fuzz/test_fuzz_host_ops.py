"""The host ops IREE prints (linalg contractions, pack/unpack, mmt4d, softmax; util and flow), fuzzed.

Each random program (`host_ops.py`) must print -> parse -> print stably in custom and generic form,
and `@main` must compute numpy's result (integers bit-equal).
"""

from __future__ import annotations

from typing import Any, cast

import numpy as np
from hypothesis import given, note, settings
from numpy.typing import NDArray

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.verify.module import verify_module

from .host_ops import HostProgram, host_programs
from .properties import examples, printed


@settings(max_examples=examples(60))
@given(program=host_programs())
def test_fuzz_host_ops_round_trip_and_run_as_numpy(program: HostProgram):
    note(program.text)
    module = parse_module(program.text)
    verify_module(module)
    for generic in (False, True):
        text = printed(module, generic=generic)
        assert printed(parse_module(text), generic=generic) == text, (
            f"unstable {'generic' if generic else 'custom'} form"
        )
    (result,) = interpret(module, "main", *program.inputs)
    assert isinstance(result, np.ndarray)
    actual = cast(NDArray[Any], result)
    assert actual.dtype == program.expected.dtype
    assert actual.shape == program.expected.shape
    if program.integer:
        np.testing.assert_array_equal(actual, program.expected)
    else:
        np.testing.assert_allclose(actual, program.expected, rtol=1e-5, atol=1e-5)
