"""`arith` on numpy scalars and whole tensors, checked against numpy (interpreters/arith.py)."""

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from xdsl_encoding.api import interpret, parse_module

Fn = Callable[[Any, Any], Any]


def run(text: str, *args: Any) -> tuple[Any, ...]:
    return interpret(parse_module(text), "main", *args)


def binary(op: str, type_: str, result: str, a: Any, b: Any, attrs: str = "") -> Any:
    text = f"""func.func @main(%a: {type_}, %b: {type_}) -> {result} {{
      %r = arith.{op} {attrs}%a, %b : {type_}
      return %r : {result}
    }}"""
    return run(text, a, b)[0]


def cast(op: str, source: str, target: str, a: Any) -> Any:
    text = f"""func.func @main(%a: {source}) -> {target} {{
      %r = arith.{op} %a : {source} to {target}
      return %r : {target}
    }}"""
    return run(text, a)[0]


def generic(body: str, element: str, result: str, a: Any, b: Any) -> Any:
    """One `%r = <body>` on elements `%x`, `%y`, run by a `linalg.generic` on whole 1-D tensors."""
    n = len(a)
    text = f"""#id = affine_map<(d0) -> (d0)>
    func.func @main(%a: tensor<{n}x{element}>, %b: tensor<{n}x{element}>) -> tensor<{n}x{result}> {{
      %e = tensor.empty() : tensor<{n}x{result}>
      %r = linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}}
          ins(%a, %b : tensor<{n}x{element}>, tensor<{n}x{element}>) outs(%e : tensor<{n}x{result}>) {{
      ^bb0(%x: {element}, %y: {element}, %o: {result}):
        %r = {body}
        linalg.yield %r : {result}
      }} -> tensor<{n}x{result}>
      return %r : tensor<{n}x{result}>
    }}"""
    return run(text, a, b)[0]


FLOATS = np.array([1.5, -2.25, 0.0, 3.0, -0.5, 7.0], np.float32)
OTHERS = np.array([0.5, 4.0, -1.0, 3.0, 2.0, -7.5], np.float32)


@pytest.mark.parametrize(
    ("op", "reference"),
    [
        ("addf", np.add),
        ("subf", np.subtract),
        ("mulf", np.multiply),
        ("divf", np.divide),
        ("maximumf", np.maximum),
        ("minimumf", np.minimum),
        ("maxnumf", np.fmax),
        ("minnumf", np.fmin),
    ],
)
def test_float_binary_ops_match_numpy_on_tensors_and_scalars(op: str, reference: Fn):
    got = binary(op, "tensor<6xf32>", "tensor<6xf32>", FLOATS, OTHERS)
    np.testing.assert_array_equal(got, reference(FLOATS, OTHERS))
    assert got.dtype == np.float32
    scalar = binary(op, "f32", "f32", FLOATS[0], OTHERS[0])
    assert type(scalar) is np.float32
    assert scalar == reference(FLOATS[0], OTHERS[0])


def test_maximumf_propagates_nan_but_maxnumf_ignores_it():
    nan = np.float32("nan")
    assert np.isnan(binary("maximumf", "f32", "f32", nan, np.float32(1)))
    assert binary("maxnumf", "f32", "f32", nan, np.float32(1)) == 1


def test_float_division_by_zero_gives_infinity_without_warnings():
    assert binary("divf", "f32", "f32", np.float32(1), np.float32(0)) == np.inf


INTS = np.array([-7, 7, 100, -128, 5, 0], np.int8)
DIVISORS = np.array([2, -2, 100, -1, 3, 9], np.int8)


@pytest.mark.parametrize(
    ("op", "expected"),
    [
        ("addi", [-5, 5, -56, 127, 8, 9]),  # 100 + 100 wraps to -56, -128 + -1 to 127
        ("subi", [-9, 9, 0, -127, 2, -9]),
        ("muli", [-14, -14, 16, -128, 15, 0]),
        ("divsi", [-3, -3, 1, -128, 1, 0]),  # rounds toward zero; -128 / -1 overflows (UB) and wraps
        ("remsi", [-1, 1, 0, 0, 2, 0]),  # sign of the dividend
        ("floordivsi", [-4, -4, 1, -128, 1, 0]),
        ("ceildivsi", [-3, -3, 1, -128, 2, 0]),
        ("maxsi", [2, 7, 100, -1, 5, 9]),
        ("minsi", [-7, -2, 100, -128, 3, 0]),
        ("maxui", [-7, -2, 100, -1, 5, 9]),  # -7 is 249 unsigned
        ("minui", [2, 7, 100, -128, 3, 0]),
        ("divui", [124, 0, 1, 0, 1, 0]),  # 249 / 2, 7 / 254, 128 / 255
        ("remui", [1, 7, 0, 128 - 256, 2, 0]),
        ("andi", list(np.bitwise_and(INTS, DIVISORS))),
        ("ori", list(np.bitwise_or(INTS, DIVISORS))),
        ("xori", list(np.bitwise_xor(INTS, DIVISORS))),
    ],
)
def test_integer_binary_ops_wrap_and_round_like_mlir(op: str, expected: list[int]):
    got = binary(op, "tensor<6xi8>", "tensor<6xi8>", INTS, DIVISORS)
    np.testing.assert_array_equal(got, np.array(expected, np.int8))
    assert got.dtype == np.int8
    for i in range(len(INTS)):
        assert binary(op, "i8", "i8", INTS[i], DIVISORS[i]) == np.int8(expected[i])


def test_shifts_are_logical_or_arithmetic_and_saturate_past_the_width():
    a = np.array([-16, 16, 1, -1], np.int8)
    amount = np.array([2, 2, 8, 9], np.int8)
    np.testing.assert_array_equal(binary("shli", "tensor<4xi8>", "tensor<4xi8>", a, amount), [-64, 64, 0, 0])
    np.testing.assert_array_equal(binary("shrsi", "tensor<4xi8>", "tensor<4xi8>", a, amount), [-4, 4, 0, -1])
    np.testing.assert_array_equal(binary("shrui", "tensor<4xi8>", "tensor<4xi8>", a, amount), [60, 4, 0, 0])


def test_i1_arithmetic_keeps_the_low_bit():
    t, f = np.True_, np.False_
    assert binary("addi", "i1", "i1", t, t) == f
    assert binary("muli", "i1", "i1", t, t) == t
    assert binary("subi", "i1", "i1", f, t) == t
    assert cast("extsi", "i1", "i32", t) == -1
    assert cast("extui", "i1", "i32", t) == 1


@pytest.mark.parametrize(
    ("predicate", "expected"),
    [
        ("eq", [False, False, True, False]),
        ("ne", [True, True, False, True]),
        ("slt", [True, False, False, True]),
        ("sle", [True, False, True, True]),
        ("sgt", [False, True, False, False]),
        ("sge", [False, True, True, False]),
        ("ult", [False, True, False, True]),  # -1 is the largest unsigned value
        ("ule", [False, True, True, True]),
        ("ugt", [True, False, False, False]),
        ("uge", [True, False, True, False]),
    ],
)
def test_cmpi_predicates_read_signed_or_unsigned(predicate: str, expected: list[bool]):
    a = np.array([-1, 5, 3, 1], np.int32)
    b = np.array([1, -5, 3, 2], np.int32)
    got = generic(f"arith.cmpi {predicate}, %x, %y : i32", "i32", "i1", a, b)
    np.testing.assert_array_equal(got, expected)
    assert got.dtype == np.bool_
    assert binary("cmpi", "i32", "i1", a[0], b[0], f"{predicate}, ") == expected[0]


@pytest.mark.parametrize(
    ("predicate", "expected"),
    [
        ("false", [False, False, False, False]),
        ("oeq", [False, True, False, False]),
        ("ogt", [False, False, True, False]),
        ("oge", [False, True, True, False]),
        ("olt", [True, False, False, False]),
        ("ole", [True, True, False, False]),
        ("one", [True, False, True, False]),
        ("ord", [True, True, True, False]),
        ("ueq", [False, True, False, True]),
        ("ugt", [False, False, True, True]),
        ("uge", [False, True, True, True]),
        ("ult", [True, False, False, True]),
        ("ule", [True, True, False, True]),
        ("une", [True, False, True, True]),
        ("uno", [False, False, False, True]),
        ("true", [True, True, True, True]),
    ],
)
def test_cmpf_predicates_handle_nan_as_unordered(predicate: str, expected: list[bool]):
    a = np.array([1.0, 2.0, 3.0, np.nan], np.float32)
    b = np.array([2.0, 2.0, 1.0, 1.0], np.float32)
    np.testing.assert_array_equal(generic(f"arith.cmpf {predicate}, %x, %y : f32", "f32", "i1", a, b), expected)
    assert binary("cmpf", "f32", "i1", a[3], b[3], f"{predicate}, ") == expected[3]


def test_select_picks_by_condition():
    text = """func.func @main(%c: i1, %a: f32, %b: f32) -> f32 {
      %r = arith.select %c, %a, %b : f32
      return %r : f32
    }"""
    assert run(text, True, np.float32(1), np.float32(2))[0] == 1
    assert run(text, False, np.float32(1), np.float32(2))[0] == 2


@pytest.mark.parametrize(
    ("op", "source", "target", "value", "expected"),
    [
        ("extf", "f16", "f32", np.float16(0.1), np.float32(np.float16(0.1))),
        ("truncf", "f32", "f16", np.float32(0.1), np.float16(0.1)),
        ("truncf", "f32", "bf16", np.float32(1.00390625), np.float32(1.0)),
        ("sitofp", "i32", "f32", np.int32(-3), np.float32(-3)),
        ("uitofp", "i8", "f32", np.int8(-1), np.float32(255)),
        ("fptosi", "f32", "i32", np.float32(-2.7), np.int32(-2)),
        ("fptoui", "f32", "i8", np.float32(200.9), np.int8(-56)),
        ("index_cast", "i32", "index", np.int32(-5), np.int64(-5)),
        ("index_cast", "index", "i8", np.int64(300), np.int8(44)),
        ("index_castui", "i32", "index", np.int32(-5), np.int64(2**32 - 5)),  # zero extension
        ("index_castui", "i64", "index", np.int64(7), np.int64(7)),
        ("index_castui", "index", "i8", np.int64(300), np.int8(44)),
        ("extsi", "i8", "i32", np.int8(-2), np.int32(-2)),
        ("extui", "i8", "i32", np.int8(-2), np.int32(254)),
        ("trunci", "i32", "i8", np.int32(0x1FF), np.int8(-1)),
        ("bitcast", "f32", "i32", np.float32(1.0), np.int32(0x3F800000)),
        ("bitcast", "i32", "f32", np.int32(0x40000000), np.float32(2.0)),
    ],
)
def test_casts_convert_like_mlir(op: str, source: str, target: str, value: Any, expected: Any):
    got = cast(op, source, target, value)
    assert got == expected
    assert got.dtype == expected.dtype


def test_casts_and_selects_apply_elementwise_in_linalg_bodies():
    a = np.array([1, -2, 3], np.int32)
    b = np.array([0, -3, 5], np.int32)
    got = generic("arith.sitofp %x : i32 to f64", "i32", "f64", a, b)
    np.testing.assert_array_equal(got, [1.0, -2.0, 3.0])
    assert got.dtype == np.float64
    text = """#id = affine_map<(d0) -> (d0)>
    func.func @main(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
      %e = tensor.empty() : tensor<3xi32>
      %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
          ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%e : tensor<3xi32>) {
      ^bb0(%x: i32, %y: i32, %o: i32):
        %c = arith.cmpi sgt, %x, %y : i32
        %m = arith.select %c, %x, %y : i32
        linalg.yield %m : i32
      } -> tensor<3xi32>
      return %r : tensor<3xi32>
    }"""
    np.testing.assert_array_equal(run(text, a, b)[0], np.maximum(a, b))


def test_bf16_arithmetic_rounds_every_result():
    got = binary("addf", "bf16", "bf16", np.float32(1.0), np.float32(0.00390625))
    assert got == np.float32(1.0)  # 1 + 2^-8 is not a bf16: ties to even


def test_constants_scalar_and_dense():
    text = """func.func @main() -> (i32, tensor<2x2xf32>, tensor<3xi1>) {
      %a = arith.constant -3 : i32
      %b = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
      %c = arith.constant dense<true> : tensor<3xi1>
      return %a, %b, %c : i32, tensor<2x2xf32>, tensor<3xi1>
    }"""
    a, b, c = run(text)
    assert a.dtype == np.int32
    assert a == -3
    np.testing.assert_array_equal(b, [[1, 2], [3, 4]])
    assert b.flags.writeable  # results handed out are independent of the literal
    np.testing.assert_array_equal(c, [True, True, True])
