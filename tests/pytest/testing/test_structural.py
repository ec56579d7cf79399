"""Structural comparison: equal modulo SSA names, op order and aliases; every real difference reported."""

from __future__ import annotations

import pytest
from xdsl.utils.exceptions import ParseError, VerifyException

from testing.structural import assert_structurally_equal, module_shape, render_function, structural_diff
from xdsl_encoding.api import parse_module

K1 = "#iree_encoding.matmul_k<k_dims = [1]>"
K2 = "#iree_encoding.matmul_k<k_dims = [2]>"

PROPAGATED = f"""
func.func @test(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, {K1}> {{
  %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, {K2}>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, {K2}> into tensor<16x32xf32, {K1}>
  return %1 : tensor<16x32xf32, {K1}>
}}
"""


def _two_results(first: str, second: str) -> str:
    """Two independent set_encodings of one argument, defined in the given order ('a' = k1, 'b' = k2)."""
    defs = {
        "a": f"%a = iree_encoding.set_encoding %x : tensor<8x8xf32> -> tensor<8x8xf32, {K1}>",
        "b": "%b = iree_encoding.set_encoding %x : tensor<8x8xf32> -> tensor<8x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>",
    }
    return f"""
func.func @two(%x: tensor<8x8xf32>) -> (tensor<8x8xf32, {K1}>, tensor<8x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>) {{
  {defs[first]}
  {defs[second]}
  return %a, %b : tensor<8x8xf32, {K1}>, tensor<8x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>
}}
"""


def test_structural_diff_ignores_ssa_names_aliases_and_generic_form() -> None:
    aliased = f"""
#encoding = {K1}
#encoding1 = {K2}
"builtin.module"() ({{
  "func.func"() <{{function_type = (tensor<2x8x32xf32>) -> tensor<16x32xf32, #encoding>, sym_name = "test"}}> ({{
  ^bb0(%in: tensor<2x8x32xf32>):
    %e = "iree_encoding.set_encoding"(%in) : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32, #encoding1>
    %collapsed = "tensor.collapse_shape"(%e) <{{reassociation = [[0, 1], [2]]}}> : (tensor<2x8x32xf32, #encoding1>) -> tensor<16x32xf32, #encoding>
    "func.return"(%collapsed) : (tensor<16x32xf32, #encoding>) -> ()
  }}) : () -> ()
}}) : () -> ()
"""
    assert structural_diff(PROPAGATED, aliased) == ""


def test_structural_diff_ignores_order_of_independent_ops() -> None:
    assert structural_diff(_two_results("a", "b"), _two_results("b", "a")) == ""


def test_structural_diff_reports_a_different_encoding() -> None:
    other = PROPAGATED.replace(f"tensor<2x8x32xf32, {K2}>", "tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>")
    diff = structural_diff(PROPAGATED, other, labels=("iree", "ours"))
    assert "--- iree @test" in diff
    assert "+++ ours @test" in diff
    assert f"-      iree_encoding.set_encoding : tensor<2x8x32xf32, {K2}>" in diff
    assert "+      iree_encoding.set_encoding : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>" in diff


def test_structural_diff_reports_a_different_reassociation() -> None:
    source = "func.func @r(%x: tensor<2x8x32xf32>) -> tensor<16x32xf32> {{\n  %0 = tensor.collapse_shape %x {} : tensor<2x8x32xf32> into tensor<16x32xf32>\n  return %0 : tensor<16x32xf32>\n}}"
    ok = source.format("[[0, 1], [2]]")
    assert structural_diff(ok, ok) == ""
    bad = "func.func @r(%x: tensor<2x8x32xf32>) -> tensor<2x256xf32> {\n  %0 = tensor.collapse_shape %x [[0], [1, 2]] : tensor<2x8x32xf32> into tensor<2x256xf32>\n  return %0 : tensor<2x256xf32>\n}"
    diff = structural_diff(ok, bad)
    assert "reassociation = [[0 : i64, 1 : i64], [2 : i64]]" in diff
    assert "reassociation = [[0 : i64], [1 : i64, 2 : i64]]" in diff


def test_structural_diff_reports_swapped_operands_and_results() -> None:
    def sub(lhs: str, rhs: str) -> str:
        return f"func.func @s(%a: f32, %b: f32) -> f32 {{\n  %0 = arith.subf {lhs}, {rhs} : f32\n  return %0 : f32\n}}"

    assert structural_diff(sub("%a", "%b"), sub("%a", "%b")) == ""
    assert "%arg1" in structural_diff(sub("%a", "%b"), sub("%b", "%a"))
    swapped = (
        _two_results("a", "b")
        .replace("return %a, %b", "return %b, %a")
        .replace(
            f"-> (tensor<8x8xf32, {K1}>, tensor<8x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>)",
            f"-> (tensor<8x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>, tensor<8x8xf32, {K1}>)",
        )
    )
    swapped = swapped.replace(
        f": tensor<8x8xf32, {K1}>, tensor<8x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>\n}}",
        f": tensor<8x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>, tensor<8x8xf32, {K1}>\n}}",
    )
    assert structural_diff(_two_results("a", "b"), swapped) != ""


def test_structural_diff_matches_functions_by_name() -> None:
    extra = PROPAGATED + "func.func @g() {\n  return\n}\n"
    assert structural_diff(PROPAGATED, extra, labels=("iree", "ours")) == "@g: only in ours"
    assert structural_diff(extra, PROPAGATED, labels=("iree", "ours")) == "@g: only in iree"


def test_structural_diff_reports_a_different_signature() -> None:
    a = "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %x : tensor<4xf32>\n}"
    b = "func.func @f(%x: tensor<4xf32>, %y: index) -> tensor<4xf32> {\n  return %x : tensor<4xf32>\n}"
    diff = structural_diff(a, b)
    assert "-func @f(tensor<4xf32>) -> (tensor<4xf32>)" in diff
    assert "+func @f(tensor<4xf32>, index) -> (tensor<4xf32>)" in diff


SHARED = f"""
func.func @s(%x: tensor<8x8xf32>) -> (tensor<8x8xf32, {K1}>, tensor<8x8xf32, {K1}>) {{
  %a = iree_encoding.set_encoding %x : tensor<8x8xf32> -> tensor<8x8xf32, {K1}>
  return %a, %a : tensor<8x8xf32, {K1}>, tensor<8x8xf32, {K1}>
}}
"""
DUPLICATED = f"""
func.func @s(%x: tensor<8x8xf32>) -> (tensor<8x8xf32, {K1}>, tensor<8x8xf32, {K1}>) {{
  %a = iree_encoding.set_encoding %x : tensor<8x8xf32> -> tensor<8x8xf32, {K1}>
  %b = iree_encoding.set_encoding %x : tensor<8x8xf32> -> tensor<8x8xf32, {K1}>
  return %a, %b : tensor<8x8xf32, {K1}>, tensor<8x8xf32, {K1}>
}}
"""


def test_structural_diff_counts_duplicated_ops_unless_told_not_to() -> None:
    diff = structural_diff(SHARED, DUPLICATED)
    assert f"-    1 x iree_encoding.set_encoding(%arg0) : (tensor<8x8xf32, {K1}>)" in diff
    assert f"+    2 x iree_encoding.set_encoding(%arg0) : (tensor<8x8xf32, {K1}>)" in diff
    assert structural_diff(SHARED, DUPLICATED, op_counts=False) == ""


def test_structural_diff_counts_dead_ops() -> None:
    dead = PROPAGATED.replace(
        "  return %1",
        f"  %dead = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, {K1}>\n  return %1",
    )
    assert f"+    1 x iree_encoding.set_encoding(%arg0) : (tensor<2x8x32xf32, {K1}>)" in structural_diff(
        PROPAGATED, dead
    )
    assert structural_diff(PROPAGATED, dead, op_counts=False) == ""


def _generic_add(body_op: str, lhs: str = "%i", rhs: str = "%o") -> str:
    return f"""
#id = affine_map<(d0) -> (d0)>
func.func @g(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {{
  %0 = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel"]}} ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>) {{
  ^bb0(%i: f32, %o: f32):
    %s = {body_op} {lhs}, {rhs} : f32
    linalg.yield %s : f32
  }} -> tensor<4xf32>
  return %0 : tensor<4xf32>
}}
"""


def test_structural_diff_compares_region_bodies() -> None:
    assert structural_diff(_generic_add("arith.addf"), _generic_add("arith.addf")) == ""
    diff = structural_diff(_generic_add("arith.addf"), _generic_add("arith.mulf"))
    assert "-        1 x arith.addf {fastmath = #arith.fastmath<none>}(^d1.r0.b0.arg0, ^d1.r0.b0.arg1) : (f32)" in diff
    assert "+        1 x arith.mulf {fastmath = #arith.fastmath<none>}(^d1.r0.b0.arg0, ^d1.r0.b0.arg1) : (f32)" in diff
    assert structural_diff(_generic_add("arith.subf"), _generic_add("arith.subf", "%o", "%i")) != ""


def _named_matmul(acc_first: bool) -> str:
    """linalg.matmul in generic form; MLIR and xDSL build its implied body with addf operands in either order."""
    add = "(%arg2, %m)" if acc_first else "(%m, %arg2)"
    return f"""
"builtin.module"() ({{
  "func.func"() <{{function_type = (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>, sym_name = "mm"}}> ({{
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %c: tensor<4x2xf32>):
    %0 = "linalg.matmul"(%a, %b, %c) <{{operandSegmentSizes = array<i32: 2, 1>}}> ({{
    ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
      %m = "arith.mulf"(%arg0, %arg1) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32
      %s = "arith.addf"{add} <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32
      "linalg.yield"(%s) : (f32) -> ()
    }}) : (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    "func.return"(%0) : (tensor<4x2xf32>) -> ()
  }}) : () -> ()
}}) : () -> ()
"""


def test_structural_diff_ignores_the_implied_bodies_of_named_linalg_ops() -> None:
    assert structural_diff(_named_matmul(True), _named_matmul(False)) == ""


def test_structural_diff_can_ignore_attributes() -> None:
    fast = _generic_add("arith.addf").replace("arith.addf %i, %o", "arith.addf %i, %o fastmath<fast>")
    assert "fastmath" in structural_diff(_generic_add("arith.addf"), fast)
    assert structural_diff(_generic_add("arith.addf"), fast, ignored_attributes={"fastmath"}) == ""


def test_render_function_names_multi_result_ops_by_index() -> None:
    module = parse_module(
        'func.func @m() -> i32 {\n  %0, %1 = "test.op"() : () -> (i32, i32)\n  return %1 : i32\n}',
        allow_unregistered=True,
    )
    lines = render_function(module_shape(module)["m"])
    assert lines[:3] == ["func @m() -> (i32)", "  return 0 value 0:", "    test.op#1 : i32"]


def test_module_shape_rejects_a_function_defined_twice() -> None:
    text = "builtin.module {\n  builtin.module {\n    func.func @f() {\n      return\n    }\n  }\n  func.func @f() {\n    return\n  }\n}"
    with pytest.raises(ValueError, match="function @f is defined twice"):
        module_shape(parse_module(text))


def test_assert_structurally_equal_raises_with_the_diff() -> None:
    assert_structurally_equal(SHARED, SHARED)
    with pytest.raises(AssertionError, match=r"modules differ structurally:\n--- expected @s"):
        assert_structurally_equal(SHARED, DUPLICATED)


def test_parse_module_reports_bad_text_and_bad_ir() -> None:
    with pytest.raises(ParseError):
        parse_module("func.func @f(")
    with pytest.raises(VerifyException, match="set_encoding"):
        parse_module(
            f"func.func @f(%x: tensor<4xf32>) -> tensor<8xf32, {K1}> {{\n"
            f"  %0 = iree_encoding.set_encoding %x : tensor<4xf32> -> tensor<8xf32, {K1}>\n"
            f"  return %0 : tensor<8xf32, {K1}>\n}}"
        )


def _doubling_chain(length: int, last_op: str) -> str:
    """`%i = %(i-1) + %(i-1)`: each value used twice, so a tree walk of the result visits 2**length paths."""
    body = "\n".join(f"  %v{i} = arith.addf %v{i - 1}, %v{i - 1} : f32" for i in range(1, length))
    return f"""
func.func @chain(%v0: f32) -> f32 {{
{body}
  %r = {last_op} %v{length - 1}, %v{length - 1} : f32
  return %r : f32
}}
"""


def test_shared_subtrees_are_one_object_across_both_modules() -> None:
    # 2**60 paths: a comparison that walked them (as it did before hash-consing) would never end.
    interned: dict[object, object] = {}
    left, right = (
        module_shape(parse_module(_doubling_chain(60, "arith.addf")), interned=interned)["chain"],
        module_shape(parse_module(_doubling_chain(60, "arith.addf")), interned=interned)["chain"],
    )
    assert left.returns[0][0] is right.returns[0][0]
    assert structural_diff(_doubling_chain(60, "arith.addf"), _doubling_chain(60, "arith.addf")) == ""
    assert "arith.mulf" in structural_diff(_doubling_chain(60, "arith.addf"), _doubling_chain(60, "arith.mulf"))
