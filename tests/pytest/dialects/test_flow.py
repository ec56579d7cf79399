"""The `flow` dialect: dispatch regions and workgroups (with ties and count regions), host tensor ops."""

from __future__ import annotations

import pytest

from testing.iree_host import printed
from xdsl_encoding import api
from xdsl_encoding.dialects import flow

from .diagnostics import expect_diagnostic

WORKGROUPS = """
util.func public @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {{
  %0 = flow.dispatch.workgroups(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> {results} =
      ({args}) {{
    flow.return
  }}
  util.return %0 : tensor<4xf32>
}}
"""
RO = "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>"
RW = "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>"
WO = "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>"


def test_tied_result_and_elided_terminator():
    module = api.parse_module(WORKGROUPS.format(results="%b", args=f"%x: {RO}, %y: {RW}"))
    op = next(o for o in module.walk() if isinstance(o, flow.DispatchWorkgroupsOp))
    assert op.tied_indices() == [1]
    assert "-> %b =" in printed(module)
    region = api.parse_module(
        "util.func public @g(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %0 = flow.dispatch.region -> (tensor<4xf32>) {\n    flow.return %a : tensor<4xf32>\n  }\n"
        "  flow.dispatch.region -> () {\n  }\n"
        "  util.return %0 : tensor<4xf32>\n}"
    )
    out = printed(region)
    assert "flow.dispatch.region -> () {\n" in out
    assert "flow.return %a : tensor<4xf32>" in out


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (WORKGROUPS.format(results="tensor<4xf32>", args=f"%x: {RO}, %y: {RO}"), "body takes one argument per operand"),
        (WORKGROUPS.format(results="tensor<4xf32>", args=f"%x: {RO}, %y: {RO}, %z: {RO}"), "writeonly|readwrite"),
        (WORKGROUPS.format(results="%c", args=f"%x: {RO}, %y: {RW}"), "tied operand not found"),
        (WORKGROUPS.format(results="tensor<4xf32>", args=f"%x: {WO}, %y: {RO}, %z: {WO}"), "readonly|readwrite"),
        (
            "util.func public @g(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
            "  %0 = flow.dispatch.region -> (tensor<8xf32>) {\n    flow.return %a : tensor<4xf32>\n  }\n"
            "  util.return %a : tensor<4xf32>\n}",
            "flow.return types must match",
        ),
        (
            "util.func public @g(%a: tensor<?xf32>) {\n"
            "  %0 = flow.dispatch.region -> (tensor<?xf32>) {\n    flow.return %a : tensor<?xf32>\n  }\n  util.return\n}",
            "1 dynamic dim(s) but 0 size(s)",
        ),
        (
            "util.func public @g(%a: tensor<4xf32>) {\n"
            "  %0 = flow.tensor.reshape %a : tensor<4xf32> -> tensor<3xf32>\n  util.return\n}",
            "hold different numbers of elements",
        ),
        (
            "util.func public @g(%a: tensor<4xf32>) {\n"
            "  %0 = flow.tensor.encode %a : tensor<4xf32> -> tensor<4xf16>\n  util.return\n}",
            "must keep the shape and element type",
        ),
        (
            "util.func public @g(%v: f16, %d: index) {\n"
            "  %0 = flow.tensor.splat %v : tensor<?x4xf32>{%d}\n  util.return\n}",
            "used with type f32, but has been previously used or defined with type f16",
        ),
        (
            "util.func public @g(%v: f32) {\n  %0 = flow.tensor.splat %v : tensor<?x4xf32>\n  util.return\n}",
            "1 dynamic dim(s) but 0 size(s)",
        ),
        (
            "util.func public @g(%v: f32) {\n  %0 = flow.tensor.splat %v : vector<4xf32>\n  util.return\n}",
            "vector<4xf32> should be of base attribute tensor",  # the result's constraint
        ),
        (
            "util.func public @g(%a: tensor<2x2xf32>, %i: index) {\n"
            "  %0 = flow.tensor.load %a[%i] : tensor<2x2xf32>\n  util.return\n}",
            "takes no indices or one per dim",
        ),
        (
            "util.func public @g(%a: tensor<4xf32>, %b: tensor<4xf32>, %u: tensor<1xf32>, %i: index) {\n"
            "  %0 = flow.tensor.update %u, %a[%i] : tensor<1xf32> -> %b as tensor<4xf32>\n  util.return\n}",
            "result is tied to its target %a, not %b",
        ),
        (
            "util.func public @g(%a: tensor<4x4xf32>, %i: index) {\n"
            "  %0 = flow.tensor.slice %a[%i for %i] : tensor<4x4xf32> -> tensor<1x1xf32>\n  util.return\n}",
            "one start index and one length per dim",
        ),
        (
            "util.func public @g(%a: tensor<2xf32>, %v: f16, %i: index) {\n"
            "  %0 = flow.tensor.store %v, %a[%i] : tensor<2xf32>\n  util.return\n}",
            "previously used or defined with type f16",
        ),
        (
            "util.func public @g(%d: index) {\n  %0 = flow.dispatch.region -> () {\n  } count(%w: index) -> (index, index) {\n"
            "    flow.return %w, %w : index, index\n  }\n  util.return\n}",
            "returns (index, index, index)",
        ),
    ],
)
def test_malformed_flow_gives_a_diagnostic(text: str, fragment: str):
    expect_diagnostic(text, fragment)


def test_splat_and_clone_print_as_iree_does():
    text = (
        "util.func public @g(%v: f32, %a: tensor<?x4xf32>, %d: index) {\n"
        "  %0 = flow.tensor.splat %v : tensor<?x4xf32>{%d}\n"
        "  %1 = flow.tensor.clone %a : tensor<?x4xf32>{%d}\n"
        "  %2 = flow.tensor.splat %v : tensor<2xf32> attributes {x}\n"
        "  util.return\n}"
    )
    out = printed(api.parse_module(text))
    assert "flow.tensor.splat %v : tensor<?x4xf32>{%d}" in out
    assert "flow.tensor.clone %a : tensor<?x4xf32>{%d}" in out
    assert "flow.tensor.splat %v : tensor<2xf32> attributes {x}" in out
