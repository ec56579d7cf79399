"""`flow` outlined executables and whole-value tensor ops: what IREE's parsers and verifiers refuse, we refuse.

The accepted forms (and their meaning to iree-opt 3.13) are in tests/filecheck/dialects/flow/executables.mlir.
"""

from __future__ import annotations

import pytest

from .diagnostics import expect_diagnostic

EXECUTABLE = """
flow.executable private @ex {{
  flow.executable.export public @f {export}
  builtin.module {{
    func.func @f(%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {{
      return
    }}
  }}
}}
util.func public @host(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {{
  %0 = flow.dispatch {dispatch}
  util.return %0 : tensor<4xf32>
}}
"""
_ASSUME = "util.func public @f(%a: index, %b: index) {{\n  %0:2 = util.assume.int {}\n  util.return\n}}"
COUNT = """workgroups(%w: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%w)
    flow.return %x, %y, %z : index, index, index
  }"""


@pytest.mark.parametrize(
    ("export", "dispatch", "fragment"),
    [
        (COUNT, "@ex::@f(%a) : (tensor<4xf32>) -> tensor<4xf32>", "workload mismatch; entry point @ex::@f expects 1"),
        (
            "workgroups(%w: index) -> (index, index) {\n  }",
            "@ex::@f[%n](%a) : (tensor<4xf32>) -> tensor<4xf32>",
            "returns (index, index, index)",
        ),
        (
            "workgroups(%w: index) -> (index, index, index) {\n    flow.return %w : index\n  }",
            "@ex::@f[%n](%a) : (tensor<4xf32>) -> tensor<4xf32>",
            "must return three index values",
        ),
        ("", "@ex::@f(%a) : (tensor<4xf32>) -> %b", "tied operand not found for result reference b"),
        ("", "@ex::@f(%a, %n) : (tensor<4xf32>) -> tensor<4xf32>", "2 argument(s) but 1 type(s)"),
        ("", "{}(%a) : (tensor<4xf32>) -> tensor<4xf32>", "attribute expected"),
        ("", "4(%a) : (tensor<4xf32>) -> tensor<4xf32>", "expected an entry point symbol"),
        ('as("g"', "@ex::@g(%a) : (tensor<4xf32>) -> tensor<4xf32>", "Expected ')'"),
    ],
)
def test_bad_executables_and_dispatches(export: str, dispatch: str, fragment: str):
    expect_diagnostic(EXECUTABLE.format(export=export, dispatch=dispatch), fragment)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("flow.executable.export public @f", "expects parent op 'flow.executable'"),
        ('"flow.executable_end"() : () -> ()', "expects parent op 'flow.executable'"),
        ("flow.executable private @ex", "Expected region"),
        ("flow.executable weird @ex {\n}", "expect symbol name"),
        (
            "util.func public @f(%a: tensor<?xf32>) {\n"
            "  %0 = flow.dispatch @ex::@f(%a) : (tensor<?xf32>) -> tensor<4xf32>\n  util.return\n}",
            "arguments have 1 dynamic dim(s) but 0 size(s)",
        ),
        (
            "util.func public @f(%n: index) {\n  %0 = flow.tensor.empty : tensor<?xf32>\n  util.return\n}",
            "1 dynamic dim(s) but 0 size(s)",
        ),
        (
            "util.func public @f(%a: tensor<4xf32>, %n: index) {\n"
            "  %0 = flow.tensor.tie_shape %a : tensor<4xf32>{%n}\n  util.return\n}",
            "0 dynamic dim(s) but 1 size(s)",
        ),
        (
            "util.func public @f() {\n  %0 = flow.tensor.constant 1.0 : f32\n  util.return\n}",
            "value must be a typed tensor attribute",
        ),
        (
            'util.func public @f() {\n  %0 = flow.tensor.constant #flow.parameter.named<"m"::"w">\n  util.return\n}',
            "value must be a typed tensor attribute",
        ),
        (
            'util.func public @f(%a: tensor<?xf32>) {\n  flow.tensor.trace "k" = [%a : tensor<?xf32>]\n  util.return\n}',
            "1 dynamic dim(s) but 0 size(s)",
        ),
        (
            "util.func public @f(%a: tensor<4xf32>) {\n  %0 = flow.tensor.transfer %a : tensor<4xf32>\n  util.return\n}",
            "Expected 'to'",
        ),
        (
            "util.global private @g <inlining_policy = #util.inline.never, x = 1> : i32",
            "unknown inherent attribute(s) x",
        ),
        (
            'util.global private @g : tensor<4xf32> = #stream.parameter.named<"m"::"w">',
            "initial value of type none for a global of type tensor<4xf32>",
        ),
        (
            _ASSUME.format("%a[<umin = 1>, <umin = 2>], %b[<>, <>, <>] : index, index"),
            "different numbers of assumptions",
        ),
        (_ASSUME.format("%a<umin = 1, umin = 2>, %b<> : index, index"), "duplicate or unknown parameter umin"),
        (_ASSUME.format("%a<umin = -1>, %b<> : index, index"), "Expected integer literal"),
        (_ASSUME.format("%a<udiv = 0>, %b<> : index, index"), "udiv must not be 0"),
        (_ASSUME.format("%a<>, %b<> : index"), "2 operand(s) but 1 type(s)"),
    ],
)
def test_bad_flow_value_ops(text: str, fragment: str):
    expect_diagnostic(text, fragment)
