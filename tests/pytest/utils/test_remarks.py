"""Remarks name ops alike in every pass: `@f: <op> %name`, or `#position` when unnamed."""

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


def test_names_ops_by_ssa_name_else_position():
    module = parse_module(PROGRAM)
    function = find_function(module, "f")
    named, unnamed, ret = list(function.body.block.ops)
    unnamed.results[0].name_hint = None
    namer = OpNamer()
    assert namer.describe(named) == "@f: tensor.empty %named"
    assert namer.describe(unnamed) == "@f: tensor.empty #2"
    assert namer.value(ret.operands[0]) == "%a"
    assert namer.describe(function) == "@f: func.func #0"
    assert namer.scope_name(module) == "<module>"


def test_remark_on_prints_one_line(capsys: pytest.CaptureFixture[str]):
    module = parse_module(PROGRAM)
    named = next(op for op in module.walk() if op.name == "tensor.empty")
    remark_on(named, "a message")
    assert capsys.readouterr().err == "remark: @f: tensor.empty %named: a message\n"
