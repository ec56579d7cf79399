"""Conversions between numpy and xDSL values (xdsl_encoding/interpreters/values.py)."""

from typing import Any

import numpy as np
import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import (
    BFloat16Type,
    Builtin,
    DenseIntOrFPElementsAttr,
    Float16Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
    TensorType,
    f32,
    f64,
    i1,
    i8,
    i32,
    i64,
)
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.dialects.iree_encoding import MatmulKAttr
from xdsl_encoding.interpreters import values

DYN = -(2**63)


def dense(text: str) -> Attribute:
    ctx = Context()
    ctx.load_dialect(Builtin)
    return Parser(ctx, text).parse_attribute()


@pytest.mark.parametrize(
    ("type_", "dtype"),
    [
        (Float16Type(), np.float16),
        (BFloat16Type(), np.float32),
        (f32, np.float32),
        (f64, np.float64),
        (i1, np.bool_),
        (i8, np.int8),
        (IntegerType(16), np.int16),
        (i32, np.int32),
        (i64, np.int64),
        (IntegerType(8, Signedness.UNSIGNED), np.uint8),
        (IndexType(), np.int64),
        (TensorType(f32, [4, DYN], MatmulKAttr([1])), np.float32),
    ],
)
def test_dtype_of_maps_each_element_type(type_: Attribute, dtype: type[np.generic]):
    assert values.dtype_of(type_) == np.dtype(dtype)


def test_dtype_of_index_follows_the_bitwidth():
    assert values.dtype_of(IndexType(), 32) == np.dtype(np.int32)


def test_dtype_of_rejects_unsupported_widths():
    with pytest.raises(InterpretationError, match=r"no dtype for i4"):
        values.dtype_of(IntegerType(4))


def test_round_to_bf16_keeps_eight_significant_bits():
    assert values.round_to_bf16(np.float32(1.00390625)) == np.float32(1.0)  # halfway: ties to even
    assert values.round_to_bf16(np.float32(1.01171875)) == np.float32(1.015625)  # halfway, rounds up to even
    assert np.isnan(values.round_to_bf16(np.float32("nan")))


def test_as_type_wraps_integers_like_mlir():
    assert values.as_type(300, i8) == np.int8(44)
    assert values.as_type(-1, i1) == np.True_
    assert values.as_type(2, i1) == np.False_
    converted = values.as_type(np.float64(0.5), f32)
    assert converted.dtype == np.float32


def test_as_type_does_not_copy_when_the_dtype_is_right():
    array = np.zeros(4, np.float32)
    assert values.as_type(array, TensorType(f32, [4])) is array


def test_dense_to_array_is_a_read_only_view_of_the_literal():
    attr = dense("dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>")
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    array = values.dense_to_array(attr)  # pyright: ignore[reportUnknownArgumentType]
    np.testing.assert_array_equal(array, [[1, 2], [3, 4]])
    assert array.dtype == np.float32
    assert not array.flags.writeable


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("dense<[true, false]> : tensor<2xi1>", np.array([True, False])),
        ("dense<[1.5, -2.0]> : tensor<2xbf16>", np.array([1.5, -2.0], np.float32)),
        ("dense<[1, -2]> : tensor<2xindex>", np.array([1, -2], np.int64)),
        ("dense<7> : tensor<2x3xi8>", np.full((2, 3), 7, np.int8)),
    ],
)
def test_dense_to_array_reads_every_element_type(text: str, expected: np.ndarray[Any, Any]):
    array = values.dense_to_array(dense(text))  # pyright: ignore[reportArgumentType]
    np.testing.assert_array_equal(array, expected)
    assert array.dtype == expected.dtype


def test_from_attribute_checks_element_type_and_shape():
    attr = dense("dense<[1.0, 2.0]> : tensor<2xf32>")
    np.testing.assert_array_equal(values.from_attribute(attr, TensorType(f32, [DYN]), "x"), [1.0, 2.0])
    with pytest.raises(InterpretationError, match=r"x: expected element type f64"):
        values.from_attribute(attr, TensorType(f64, [2]), "x")
    with pytest.raises(InterpretationError, match=r"x: expected shape \(3,\)"):
        values.from_attribute(attr, TensorType(f32, [3]), "x")
    with pytest.raises(InterpretationError, match=r"x: expected a value of type i32"):
        values.from_attribute(FloatAttr(1.0, f32), i32, "x")
    assert values.from_attribute(IntegerAttr(-1, i1), i1, "x") == np.True_


def test_check_input_returns_a_read_only_view_without_copying():
    a = np.ones((2, 3), np.float32)
    checked = values.check_input(a, TensorType(f32, [2, DYN]), "argument #0")
    assert np.shares_memory(checked, a)
    assert not checked.flags.writeable
    assert a.flags.writeable


@pytest.mark.parametrize(
    ("value", "type_", "message"),
    [
        (
            np.ones((2, 3), np.float64),
            TensorType(f32, [2, 3]),
            r"arg: expected dtype float32 \(tensor<2x3xf32>\), got float64",
        ),
        (
            np.ones((2, 4), np.float32),
            TensorType(f32, [2, 3]),
            r"arg: expected shape \(2, 3\) \(tensor<2x3xf32>\), got \(2, 4\)",
        ),
        (np.ones(3, np.float32), TensorType(f32, [2, 3]), r"arg: expected shape \(2, 3\)"),
        (1.0, TensorType(f32, [2]), "arg: expected a numpy array for tensor<2xf32>, got float"),
        (np.ones(2, np.float32), f32, r"arg: expected a scalar of type f32, got an array of shape \(2,\)"),
        (np.float64(1.0), f32, "arg: expected dtype float32 \\(f32\\), got float64"),
        (1.5, i32, "arg: expected an integer of type i32, got 1.5"),
        ("x", i32, "arg: expected a scalar of type i32, got str"),
    ],
)
def test_check_input_names_the_argument_and_what_was_expected(value: Any, type_: Attribute, message: str):
    with pytest.raises(InterpretationError, match=message):
        values.check_input(value, type_, "arg")


def test_check_input_converts_python_scalars():
    checked = values.check_input(3, i8, "arg")
    assert checked.dtype == np.int8
    assert checked == 3


def test_random_input_is_deterministic_and_sizes_dynamic_dims():
    type_ = TensorType(f32, [DYN, 3])
    first = values.random_input(type_, np.random.default_rng(5), dynamic_size=4)
    second = values.random_input(type_, np.random.default_rng(5), dynamic_size=4)
    assert first.shape == (4, 3)
    assert first.dtype == np.float32
    np.testing.assert_array_equal(first, second)
    assert np.all((first >= -1) & (first < 1))
    ints = values.random_input(TensorType(i32, [100]), np.random.default_rng(0))
    assert ints.dtype == np.int32
    assert ints.min() >= -8
    assert ints.max() <= 8


def test_format_value_prints_mlir_literals():
    assert (
        values.format_value(np.array([[1, 2.5]], np.float32), TensorType(f32, [1, DYN]))
        == "dense<[[1.0, 2.5]]> : tensor<1x2xf32>"
    )
    assert values.format_value(np.float32(0.1), f32) == "0.1 : f32"
    assert values.format_value(np.True_, i1) == "true"
    assert values.format_value(np.arange(10, dtype=np.int32), TensorType(i32, [10]), limit=4) == (
        "dense<[0, 1, 2, ..., 7, 8, 9]> : tensor<10xi32>"
    )
