"""`math` on whole tensors and scalars, checked against numpy (interpreters/math.py)."""

import math
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from xdsl_encoding.api import interpret, parse_module

X = np.array([0.25, 1.5, -2.5, 3.0, 0.5, -0.5], np.float32)
POSITIVE = np.array([0.25, 1.5, 2.5, 3.0, 0.5, 4.0], np.float32)


def unary(op: str, type_: str, a: Any) -> Any:
    text = f"""func.func @main(%a: {type_}) -> {type_} {{
      %r = math.{op} %a : {type_}
      return %r : {type_}
    }}"""
    return interpret(parse_module(text), "main", a)[0]


def _rsqrt(x: Any) -> Any:
    return 1 / np.sqrt(x)


def _round_half_away(x: Any) -> Any:
    """`math.round` rounds halves away from zero (numpy's `rint` rounds them to even)."""
    return np.copysign(np.floor(np.abs(x) + 0.5), x)


@pytest.mark.parametrize(
    ("op", "reference", "data"),
    [
        ("absf", np.abs, X),
        ("exp", np.exp, X),
        ("exp2", np.exp2, X),
        ("expm1", np.expm1, X),
        ("log", np.log, POSITIVE),
        ("log2", np.log2, POSITIVE),
        ("log10", np.log10, POSITIVE),
        ("log1p", np.log1p, POSITIVE),
        ("sqrt", np.sqrt, POSITIVE),
        ("rsqrt", _rsqrt, POSITIVE),
        ("cbrt", np.cbrt, X),
        ("sin", np.sin, X),
        ("cos", np.cos, X),
        ("tan", np.tan, X),
        ("tanh", np.tanh, X),
        ("sinh", np.sinh, X),
        ("cosh", np.cosh, X),
        ("atan", np.arctan, X),
        ("ceil", np.ceil, X),
        ("floor", np.floor, X),
        ("trunc", np.trunc, X),
        ("roundeven", np.rint, X),
        ("round", _round_half_away, X),
        ("erf", np.vectorize(math.erf), X),
    ],
)
def test_float_unary_ops_match_numpy(op: str, reference: Callable[[Any], Any], data: np.ndarray[Any, Any]):
    got = unary(op, "tensor<6xf32>", data)
    np.testing.assert_allclose(got, reference(data).astype(np.float32), rtol=1e-6)
    assert got.dtype == np.float32
    scalar = unary(op, "f32", data[1])
    assert type(scalar) is np.float32
    np.testing.assert_allclose(np.asarray(scalar), got[1], rtol=1e-6)


def test_binary_and_ternary_float_ops():
    text = """func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>, %c: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
      %p = math.powf %a, %b : tensor<3xf32>
      %f = math.fma %a, %b, %c : tensor<3xf32>
      %s = math.copysign %a, %c : tensor<3xf32>
      %t = math.atan2 %a, %b : tensor<3xf32>
      return %p, %f, %s, %t : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }"""
    a = np.array([2.0, 3.0, 0.5], np.float32)
    b = np.array([3.0, 0.5, 2.0], np.float32)
    c = np.array([-1.0, 1.0, -2.0], np.float32)
    p, f, s, t = interpret(parse_module(text), "main", a, b, c)
    np.testing.assert_allclose(p, a**b, rtol=1e-6)
    np.testing.assert_allclose(f, a * b + c, rtol=1e-6)
    np.testing.assert_array_equal(s, np.copysign(a, c))
    np.testing.assert_allclose(t, np.arctan2(a, b), rtol=1e-6)


def test_integer_ops_count_bits_and_take_powers():
    text = """func.func @main(%a: tensor<4xi8>, %b: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
      %p = math.ctpop %a : tensor<4xi8>
      %l = math.ctlz %a : tensor<4xi8>
      %t = math.cttz %a : tensor<4xi8>
      %abs = math.absi %a : tensor<4xi8>
      %pow = math.ipowi %b, %b : tensor<4xi8>
      return %p, %l, %t, %abs, %pow : tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
    }"""
    a = np.array([0, 1, -1, 12], np.int8)
    b = np.array([2, 3, -1, 4], np.int8)
    popcount, leading, trailing, absolute, power = interpret(parse_module(text), "main", a, b)
    np.testing.assert_array_equal(popcount, [0, 1, 8, 2])
    np.testing.assert_array_equal(leading, [8, 7, 0, 4])
    np.testing.assert_array_equal(trailing, [8, 0, 0, 2])
    np.testing.assert_array_equal(absolute, [0, 1, 1, 12])
    np.testing.assert_array_equal(power, [4, 27, -1, 0])  # 4^4 = 256 wraps to 0; (-1)^-1 = -1


def test_round_takes_halves_away_from_zero_and_roundeven_to_even():
    halves = np.array([0.5, -0.5, 1.5, -2.5, 2.5], np.float32)
    np.testing.assert_array_equal(unary("round", "tensor<5xf32>", halves), [1, -1, 2, -3, 3])
    np.testing.assert_array_equal(unary("roundeven", "tensor<5xf32>", halves), [0, -0, 2, -2, 2])
