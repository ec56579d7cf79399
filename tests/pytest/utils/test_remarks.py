"""Remarks name ops alike in every pass, as the printed IR names them: `@f: <op> %name`."""

from __future__ import annotations

import pytest

from xdsl_encoding.api import find_function, parse_module
from xdsl_encoding.utils.remarks import OpNamer, remark_on

PROGRAM = """
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %named = tensor.empty() : tensor<4xf32>
  %0 = tensor.empty() : tensor<4xf32>
  return %a : tensor<4xf32>
}
"""


def test_names_ops_by_their_printed_ssa_name():
    module = parse_module(PROGRAM)
    function = find_function(module, "f")
    named, unnamed, ret = list(function.body.block.ops)
    unnamed.results[0].name_hint = None
    namer = OpNamer()
    assert namer.describe(named) == "@f: tensor.empty %named"
    assert namer.describe(unnamed) == "@f: tensor.empty %0"
    assert "%0 = tensor.empty()" in str(module)
    assert namer.value(ret.operands[0]) == "%a"
    assert namer.describe(ret) == "@f: func.return (%a)"
    assert namer.describe(function) == "@f: func.func #0"
    assert namer.scope_name(module) == "<module>"


def test_a_repeated_hint_is_named_with_the_printer_s_suffix():
    module = parse_module("""
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %e_1 = tensor.empty() : tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  return %a : tensor<4xf32>
}
""")
    empties = [op for op in module.walk() if op.name == "tensor.empty"]
    for op in empties:
        op.results[0].name_hint = "e"  # as passes leave them: one hint, repeated
    namer = OpNamer()
    assert [namer.describe(op) for op in empties] == [
        "@f: tensor.empty %e",
        "@f: tensor.empty %e_1",
        "@g: tensor.empty %e",
    ]
    text = str(module)
    assert "%e_1 = tensor.empty()" in text


def test_remark_on_prints_one_line(capsys: pytest.CaptureFixture[str]):
    module = parse_module(PROGRAM)
    named = next(op for op in module.walk() if op.name == "tensor.empty")
    remark_on(named, "a message")
    assert capsys.readouterr().err == "remark: @f: tensor.empty %named: a message\n"
