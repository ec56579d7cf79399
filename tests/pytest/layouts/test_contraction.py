"""The one contraction recognizer: `contraction_interface_problem` names the first check an op fails."""

from __future__ import annotations

import pytest
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation

from xdsl_encoding.api import parse_module
from xdsl_encoding.layouts.contraction import NotAContraction, contraction_interface_problem, match_contraction

MATMUL = """func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  func.return %0 : tensor<4x5xf32>
}"""

ADD = """func.func @f(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.add ins(%a, %b : tensor<4x5xf32>, tensor<4x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  func.return %0 : tensor<4x5xf32>
}"""

MAX_REDUCE = """func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.maximumf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  func.return %0 : tensor<4x5xf32>
}"""


def _op(text: str) -> LinalgStructuredOperation:
    module = parse_module(f"builtin.module {{\n{text}\n}}")
    return next(op for op in module.walk() if isinstance(op, LinalgStructuredOperation))


@pytest.mark.parametrize(
    ("text", "problem"),
    [(MATMUL, None), (ADD, NotAContraction.NO_REDUCTION), (MAX_REDUCE, NotAContraction.NOT_MULTIPLY_ADD)],
)
def test_the_first_failing_check_is_named(text: str, problem: NotAContraction | None) -> None:
    assert contraction_interface_problem(_op(text)) is problem


def test_match_contraction_agrees_on_a_matmul() -> None:
    found = match_contraction(_op(MATMUL))
    assert not isinstance(found, str)
    assert found.reduction_dims == (2,)
