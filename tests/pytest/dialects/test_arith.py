"""`arith` as IREE prints it: xDSL 0.74's arith plus `index_castui` (xdsl_encoding/dialects/arith.py)."""

from __future__ import annotations

import pytest

from testing.iree_host import iree_generic, printed
from xdsl_encoding import api

from .diagnostics import expect_diagnostic

INDEX_CASTUI = """func.func @f(%a: i64, %b: index, %t: tensor<3xi32>) -> (index, i16, tensor<3xindex>) {
  %0 = arith.index_castui %a : i64 to index
  %1 = arith.index_castui %b : index to i16
  %2 = arith.index_castui %t : tensor<3xi32> to tensor<3xindex>
  return %0, %1, %2 : index, i16, tensor<3xindex>
}
"""


def test_index_castui_round_trips_with_iree_opts_meaning():
    module = api.parse_module(INDEX_CASTUI)
    text = printed(module)
    assert text.count("arith.index_castui") == 3
    assert printed(api.parse_module(text), generic=True) == printed(module, generic=True)
    assert iree_generic(text) == iree_generic(INDEX_CASTUI)


@pytest.mark.parametrize(
    ("cast", "fragment"),
    [
        ("%a : i64 to i32", "cast incompatible"),  # no index on either side
        ("%b : index to index", "cast incompatible"),
        ("%t : tensor<3xi32> to index", "cast incompatible"),  # shaped to scalar
        ("%t : tensor<3xi32> to tensor<4xindex>", "cast incompatible"),
        ("%f : f32 to index", "cast incompatible"),
    ],
)
def test_bad_index_castui_is_a_diagnostic(cast: str, fragment: str):
    text = f"""func.func @f(%a: i64, %b: index, %t: tensor<3xi32>, %f: f32) {{
      %0 = arith.index_castui {cast}
      return
    }}"""
    expect_diagnostic(text, fragment)


SCALING_EXTF = """func.func @f(%x: f4E2M1FN, %s: f8E8M0FNU, %t: tensor<2x3xf8E4M3FN>, %u: tensor<2x3xf8E8M0FNU>) -> (f32, tensor<2x3xf16>) {
  %0 = arith.scaling_extf %x, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %t, %u fastmath<fast> : tensor<2x3xf8E4M3FN>, tensor<2x3xf8E8M0FNU> to tensor<2x3xf16>
  return %0, %1 : f32, tensor<2x3xf16>
}
"""


def test_scaling_extf_round_trips_with_iree_opts_meaning():
    module = api.parse_module(SCALING_EXTF)
    text = printed(module)
    assert text.count("arith.scaling_extf") == 2
    assert printed(api.parse_module(text), generic=True) == printed(module, generic=True)
    assert iree_generic(text) == iree_generic(SCALING_EXTF)


@pytest.mark.parametrize(
    ("operands", "fragment"),
    [
        ("%x, %s : f4E2M1FN, f8E8M0FNU to f4E2M1FN", "must be wider"),
        ("%t, %s : tensor<2x3xf8E4M3FN>, f8E8M0FNU to tensor<2x3xf32>", "same shape"),
        ("%i, %s : i8, f8E8M0FNU to f32", "must be floats"),
    ],
)
def test_bad_scaling_extf_is_a_diagnostic(operands: str, fragment: str):
    text = f"""func.func @f(%x: f4E2M1FN, %s: f8E8M0FNU, %t: tensor<2x3xf8E4M3FN>, %i: i8) {{
      %0 = arith.scaling_extf {operands}
      return
    }}"""
    expect_diagnostic(text, fragment)
