"""The `util` dialect: functions, calls, globals and initializers as IREE prints them, and their verifiers."""

from __future__ import annotations

import pytest

from testing.iree_host import printed
from xdsl_encoding import api
from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.stream import ParameterNamedAttr

from .diagnostics import expect_diagnostic


def test_func_properties_and_abi_attributes():
    module = api.parse_module(
        """
util.func public @f$async(%arg0: !hal.buffer_view {iree.abi.name = "x"}) -> !hal.buffer_view
    attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
  util.return %arg0 : !hal.buffer_view
}
"""
    )
    func = module.body.block.first_op
    assert isinstance(func, util.FuncOp)
    assert func.sym_visibility is not None
    assert func.sym_visibility.data == "public"
    assert isinstance(func.inlining_policy, util.InlineNeverAttr)
    assert set(func.attributes) == {"iree.abi.model", "iree.abi.stub"}
    assert func.arg_attrs is not None
    assert "iree.abi.name" in func.arg_attrs.data[0].data
    assert "attributes {inlining_policy = #util.inline.never, " in printed(module)


def test_global_initial_values_print_as_iree_writes_them():
    text = """
util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<16x32xf32>
util.global private mutable @c = dense<3> : tensor<i32>
util.global private @z : tensor<4xf32>
"""
    module = api.parse_module(text)
    w, c, z = list(module.body.block.ops)
    assert isinstance(w, util.GlobalOp)
    assert isinstance(w.initial_value, ParameterNamedAttr)
    assert w.initial_value.text == '<"model"::"w">'
    assert isinstance(c, util.GlobalOp)
    assert c.is_mutable is not None
    assert isinstance(z, util.GlobalOp)
    assert z.initial_value is None
    out = printed(module)
    assert 'util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<16x32xf32>' in out
    assert "util.global private mutable @c = dense<3> : tensor<i32>" in out
    assert "util.global private @z : tensor<4xf32>" in out


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (
            "util.func public @f(%a: tensor<4xf32>) -> tensor<4xf32> { util.return }",
            "returns () but the enclosing op expects (tensor<4xf32>)",
        ),
        (
            "util.func public @f() { util.return }\n"
            "util.func public @g(%a: tensor<4xf32>) { util.call @f(%a) : (tensor<4xf32>) -> () util.return }",
            "types do not match the signature of @f",
        ),
        (
            "util.global private @g : tensor<4xf32>\n"
            "util.func public @f(%a: tensor<4xf32>) { util.global.store %a, @g : tensor<4xf32> util.return }",
            "stores to the immutable global @g outside a util.initializer",
        ),
        (
            "util.global private @g : tensor<4xf32>\n"
            "util.func public @f() { %0 = util.global.load @g : tensor<8xf32> util.return }",
            "@g has type tensor<4xf32>, used as tensor<8xf32>",
        ),
        (
            "util.global private mutable @g : tensor<4xf32>\n"
            "util.func public @f() { %0 = util.global.load immutable @g : tensor<4xf32> util.return }",
            "marks a load of the mutable global @g immutable",
        ),
        (
            "util.func public @f() { %0 = util.global.load @nope : tensor<4xf32> util.return }",
            "undefined global: @nope",  # iree-opt 3.13's message
        ),
        ("util.global private @g = dense<1> : tensor<4xi32> : tensor<4xi32>", "Could not parse entire input"),
        ('util.global private @g = #stream.parameter.named<"m"::"w">', "must follow it (`: type`)"),
        ("util.global private @g : tensor<4xf32> = dense<1.0> : tensor<2xf32>", "initial value of type tensor<2xf32>"),
        (
            "util.func public @f(%a: tensor<4xf32>) -> tensor<4xf32> { %0 = util.optimization_barrier %a : tensor<4xf32>, tensor<4xf32> util.return %0 : tensor<4xf32> }",
            "expected 2 operand types but had 1",  # the declarative format's message
        ),
        ("util.func public @f(%a: tensor<4xf32>) -> (%a as tensor<4xf32>) { util.return }", "type expected"),
        ("util.initializer attributes {x} ", "Expected"),
    ],
)
def test_malformed_util_gives_a_diagnostic(text: str, fragment: str):
    expect_diagnostic(text, fragment)
