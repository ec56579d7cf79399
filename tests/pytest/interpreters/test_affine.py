"""`affine.apply` on dims and symbols (interpreters/affine.py)."""

import pytest

from xdsl_encoding.api import interpret, parse_module

TEXT = """func.func @main(%d: index, %s: index) -> (index, index) {
  %a = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)>()[%s]
  %b = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 floordiv 2 + d0 mod 4)>(%d)[%s]
  return %a, %b : index, index
}"""


@pytest.mark.parametrize(("d", "s"), [(0, 0), (5, 15), (7, 16), (9, 17), (1, 1)])
def test_dims_come_first_then_symbols(d: int, s: int) -> None:
    a, b = interpret(parse_module(TEXT), "main", d, s)
    assert a == -(-s // 8)
    assert b == d * 3 + s // 2 + d % 4
