"""The numpy interpreter on the linalg ops of `xdsl_encoding.dialects.linalg`, against numpy references."""

from __future__ import annotations

import numpy as np
import pytest
from linalg_programs import CASES, Case, assert_results_match
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.interpreters import relayout


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_interpreter_matches_numpy(case: Case) -> None:
    inputs = case.inputs(np.random.default_rng(0))
    got = interpret(parse_module(case.mlir), case.name, *inputs)
    assert_results_match(case, got, case.reference(inputs))


def test_integer_accumulation_wraps_in_the_result_type() -> None:
    """i8 x i8 -> i32 products are widened first (signed), sums wrap modulo 2^32 like MLIR's."""
    case = next(c for c in CASES if c.name == "matmul_i8_i32")
    a = np.full((5, 7), -128, np.int8)
    b = np.full((7, 6), -128, np.int8)
    c = np.full((5, 6), 2**31 - 1, np.int32)
    (got,) = interpret(parse_module(case.mlir), case.name, a, b, c)
    want = (c.astype(np.int64) + 7 * 128 * 128 + 2**31) % 2**32 - 2**31
    np.testing.assert_array_equal(got, want.astype(np.int32))


def test_pack_without_padding_value_on_a_partial_tile_is_refused() -> None:
    with pytest.raises(InterpretationError, match="no padding_value"):
        relayout.pack(np.zeros((5, 8), np.float32), [0], [4], [], None, (2, 8, 4))


def test_unpack_inverts_pack() -> None:
    rng = np.random.default_rng(1)
    x = rng.integers(-9, 9, (7, 5, 3)).astype(np.int32)
    packed = relayout.pack(x, [2, 0], [2, 4], [1, 2, 0], np.int32(0), (5, 2, 2, 2, 4))
    np.testing.assert_array_equal(relayout.unpack(packed, [2, 0], [2, 4], [1, 2, 0], (7, 5, 3)), x)


def test_dynamic_tile_must_be_positive() -> None:
    case = next(c for c in CASES if c.name == "pack_dynamic_tile")
    src, pad, _, _ = case.inputs(np.random.default_rng(0))
    with pytest.raises(InterpretationError, match="not positive"):
        interpret(parse_module(case.mlir), case.name, src, pad, np.int64(0), np.int64(3))
