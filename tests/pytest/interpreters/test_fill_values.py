"""The abstract evaluation of element-wise bodies on a padding value."""

from __future__ import annotations

import math

import pytest
from xdsl.dialects.builtin import f32, i8, i32
from xdsl.dialects.linalg.ops import GenericOp

from xdsl_encoding.api import parse_module
from xdsl_encoding.interpreters.fill_values import evaluate_block
from xdsl_encoding.utils.fill_value import FillValue, k_product_conflict

BODY = """
func.func @f(%x: tensor<4xi8>, %s: tensor<4xf32>) -> tensor<4xf32> {{
  %zp = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}} ins(%x, %s : tensor<4xi8>, tensor<4xf32>) outs(%e : tensor<4xf32>) {{
  ^bb0(%in: i8, %sc: f32, %o: f32):
    {body}
  }} -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}}
"""


def evaluate(body: str, *args: FillValue) -> FillValue:
    module = parse_module(BODY.format(body=body))
    generic = next(op for op in module.walk() if isinstance(op, GenericOp))
    (result,) = evaluate_block(generic.body.block, args)
    return result


DEQUANT = """%a = arith.extsi %in : i8 to i32
    %b = arith.sitofp %a : i32 to f32
    %c = arith.subf %b, %zp : f32
    linalg.yield %c : f32"""


def test_zero_point_is_evaluated_not_matched() -> None:
    result = evaluate(DEQUANT, FillValue.of(0), FillValue.unknown(f32), FillValue.unknown(f32))
    assert result.value == -3.0
    assert result.finite
    assert result.maps() == "subf maps 0 to -3"


def test_a_zero_preserving_body_keeps_the_fill() -> None:
    body = """%a = arith.extsi %in : i8 to i32
    %b = arith.sitofp %a : i32 to f32
    %c = arith.mulf %b, %zp : f32
    linalg.yield %c : f32"""
    result = evaluate(body, FillValue.of(0), FillValue.unknown(f32), FillValue.unknown(f32))
    assert result.is_zero
    assert result.maps() == "0 stays 0"


def test_unknown_operand_makes_an_unknown_float() -> None:
    body = """%a = arith.sitofp %in : i8 to f32
    %c = arith.mulf %a, %sc : f32
    linalg.yield %c : f32"""
    result = evaluate(body, FillValue.of(0), FillValue.unknown(f32), FillValue.unknown(f32))
    assert result.value is None
    assert not result.finite  # the scale may be inf: 0 * inf is NaN


def test_zero_divided_by_zero_is_nan() -> None:
    body = """%a = arith.sitofp %in : i8 to f32
    %c = arith.divf %a, %a : f32
    linalg.yield %c : f32"""
    result = evaluate(body, FillValue.of(0), FillValue.unknown(f32), FillValue.unknown(f32))
    assert isinstance(result.value, float)
    assert math.isnan(result.value)
    assert not result.finite
    assert result.maps() == "divf maps 0 to nan"


def test_integer_unknowns_are_finite() -> None:
    assert FillValue.unknown(i32).finite
    assert FillValue.unknown(i8).finite
    assert not FillValue.unknown(f32).finite


@pytest.mark.parametrize(
    ("own", "other", "ok"),
    [
        (FillValue.of(-5.0), FillValue.of(0.0), True),  # one side sitofp(0) - 5 against zero padding
        (FillValue.of(0.0), FillValue.of(-3.0), True),
        (FillValue.of(-5.0), FillValue.of(-3.0), False),  # IREE 3.13's wrong case
        (FillValue.of(0.0), FillValue.of(math.nan), False),  # 0 * NaN
        (FillValue.of(0.0), FillValue.unknown(f32), False),  # 0 * (maybe inf)
        (FillValue.of(0), FillValue.unknown(i32), True),
        (FillValue.of(0.0), None, True),  # contraction out of sight: own must be 0
        (FillValue.of(-3.0), None, False),
    ],
)
def test_products_at_padded_k(own: FillValue, other: FillValue | None, ok: bool) -> None:
    assert (k_product_conflict(own, other) is None) == ok


def test_conflict_names_op_and_values() -> None:
    own = FillValue.of(-5.0, "subf")
    assert k_product_conflict(own, FillValue.of(-3.0)) == "subf maps 0 to -5; the other operand maps 0 to -3"
