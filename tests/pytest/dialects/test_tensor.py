"""`tensor` as IREE prints it: xDSL 0.74's tensor with MLIR's rank-0 `expand_shape` (xdsl_encoding/dialects/tensor.py)."""

from __future__ import annotations

import pytest
from xdsl.dialects import tensor as xdsl_tensor

from testing.iree_host import iree_generic, printed
from xdsl_encoding import api
from xdsl_encoding.dialects.tensor import ExpandShapeOp

from .diagnostics import expect_diagnostic

RANK_ZERO = """func.func @f(%s: tensor<f32>, %u: tensor<1x1xf32>) -> (tensor<1x1xf32>, tensor<f32>) {
  %0 = tensor.expand_shape %s [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %1 = tensor.collapse_shape %u [] : tensor<1x1xf32> into tensor<f32>
  return %0, %1 : tensor<1x1xf32>, tensor<f32>
}
"""


def test_rank_zero_expand_round_trips_with_iree_opts_meaning():
    module = api.parse_module(RANK_ZERO)
    expand = next(op for op in module.walk() if isinstance(op, xdsl_tensor.ExpandShapeOp))
    assert isinstance(expand, ExpandShapeOp)  # ours, still an xDSL ExpandShapeOp for the passes
    text = printed(module)
    assert printed(api.parse_module(text), generic=True) == printed(module, generic=True)
    assert iree_generic(text) == iree_generic(RANK_ZERO)


@pytest.mark.parametrize(
    ("expand", "fragment"),
    [
        ("%s [] output_shape [1, 2] : tensor<f32> into tensor<1x2xf32>", "non-unit extent dimensions to zero-rank"),
        ("%s [] output_shape [1, %n] : tensor<f32> into tensor<1x?xf32>", "non-unit extent dimensions to zero-rank"),
        ("%s [[0, 1]] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>", "collapsed rank (0)"),
        ("%v [] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>", "collapsed rank (1)"),  # xDSL's rule
    ],
)
def test_bad_expand_shape_is_a_diagnostic(expand: str, fragment: str):
    text = f"""func.func @f(%s: tensor<f32>, %v: tensor<4xf32>, %n: index) {{
      %0 = tensor.expand_shape {expand}
      return
    }}"""
    expect_diagnostic(text, fragment)
