"""IR moves between xdsl-opt and IREE 3.7.1's iree-opt in both directions (SPEC §2, §7).

Every construct of our dialect is printed by xDSL (custom and generic form), parsed and printed by
iree-opt (custom, generic, generic with inlined aliases), parsed back by xDSL with our dialect, and
compared with the original structurally and attribute by attribute. Where IREE 3.7.1 and this
project disagree on purpose, the disagreement is pinned here and in docs/iree-interop.md.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException

from xdsl_encoding.dialects.iree_encoding import ENCODINGS
from xdsl_encoding.tools.oracle import (
    PROPAGATE_ENCODINGS_PIPELINE,
    ChunkResult,
    run_iree_opt,
    run_iree_opt_batch,
    run_iree_opt_chunks,
)
from xdsl_encoding.tools.structural import assert_structurally_equal, parse_module

MAPS = """
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"""


def _set_unset(name: str, shape: str, encoding: str) -> str:
    """A function that sets `encoding` on a `shape` tensor, returns it, and returns it unset too."""
    plain, encoded = f"tensor<{shape}xf32>", f"tensor<{shape}xf32, {encoding}>"
    return f"""
func.func @{name}(%a: {plain}) -> ({encoded}, {plain}) {{
  %0 = iree_encoding.set_encoding %a : {plain} -> {encoded}
  %1 = iree_encoding.unset_encoding %0 : {encoded} -> {plain}
  return %0, %1 : {encoded}, {plain}
}}
"""


CASES: dict[str, str] = {
    "matmul_k": _set_unset("matmul_k", "16x32", "#iree_encoding.matmul_k<k_dims = [1]>"),
    "matmul_k_empty": _set_unset("matmul_k_empty", "16x16", "#iree_encoding.matmul_k<k_dims = []>"),
    "padding_dynamic": _set_unset("padding_dynamic", "4x16x32", "#iree_encoding.padding<[0, ?, 64]>"),
    "layout_padding": _set_unset("layout_padding", "16x32", "#iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>"),
    "layout_members": _set_unset(
        "layout_members",
        "16x32",
        "#iree_encoding.layout<[#iree_encoding.padding<[0, ?]>, #iree_encoding.identity]>",
    ),
    "identity": _set_unset("identity", "16x32", "#iree_encoding.identity"),
    "encoding_nested_maps": MAPS
    + _set_unset(
        "encoding_nested_maps",
        "128x64",
        "#iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], "
        "user_indexing_maps = [#map, [#map1, #map2], #map3], iteration_sizes = [?, 128, 64]>",
    ),
    "encoding_minimal": _set_unset(
        "encoding_minimal",
        "16x32",
        "#iree_encoding.encoding<operand_index = 2 : index, op_type = conv, element_types = [f16, f16, f32]>",
    ),
    "unset_encoding_dynamic": """
#enc = #iree_encoding.matmul_k<k_dims = [1]>
func.func @unset_encoding_dynamic(%a: tensor<?x?xf32>, %m: index, %k: index) -> tensor<?x?xf32> {
  %0 = iree_encoding.set_encoding %a : tensor<?x?xf32> -> tensor<?x?xf32, #enc>
  %1 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #enc> -> tensor<?x?xf32>{%m, %k}
  return %1 : tensor<?x?xf32>
}
""",
    "collapse_encoded": """
#k2 = #iree_encoding.matmul_k<k_dims = [2]>
#k1 = #iree_encoding.matmul_k<k_dims = [1]>
func.func @collapse_encoded(%a: tensor<2x8x32xf32>) -> tensor<16x32xf32, #k1> {
  %0 = iree_encoding.set_encoding %a : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #k2>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #k2> into tensor<16x32xf32, #k1>
  return %1 : tensor<16x32xf32, #k1>
}
""",
    "collapse_dynamic": """
#k2 = #iree_encoding.matmul_k<k_dims = [2]>
#k1 = #iree_encoding.matmul_k<k_dims = [1]>
func.func @collapse_dynamic(%a: tensor<?x8x32xf32>) -> tensor<?x32xf32, #k1> {
  %0 = iree_encoding.set_encoding %a : tensor<?x8x32xf32> -> tensor<?x8x32xf32, #k2>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x8x32xf32, #k2> into tensor<?x32xf32, #k1>
  return %1 : tensor<?x32xf32, #k1>
}
""",
    "expand_encoded": """
#k2 = #iree_encoding.matmul_k<k_dims = [2]>
#k1 = #iree_encoding.matmul_k<k_dims = [1]>
func.func @expand_encoded(%a: tensor<16x32xf32>) -> tensor<2x8x32xf32, #k2> {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #k1>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32, #k1> into tensor<2x8x32xf32, #k2>
  return %1 : tensor<2x8x32xf32, #k2>
}
""",
    "expand_dynamic": """
#p = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>
#p3 = #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>
func.func @expand_dynamic(%a: tensor<?x32xf32>, %n: index) -> tensor<?x4x32xf32, #p3> {
  %0 = iree_encoding.set_encoding %a : tensor<?x32xf32> -> tensor<?x32xf32, #p>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32, #p> into tensor<?x4x32xf32, #p3>
  return %1 : tensor<?x4x32xf32, #p3>
}
""",
    "matmul_on_encoded": """
#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @matmul_on_encoded(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #lhs>
  %1 = iree_encoding.set_encoding %b : tensor<32x8xf32> -> tensor<32x8xf32, #rhs>
  %2 = iree_encoding.set_encoding %c : tensor<16x8xf32> -> tensor<16x8xf32, #acc>
  %3 = linalg.matmul ins(%0, %1 : tensor<16x32xf32, #lhs>, tensor<32x8xf32, #rhs>) outs(%2 : tensor<16x8xf32, #acc>) -> tensor<16x8xf32, #acc>
  %4 = iree_encoding.unset_encoding %3 : tensor<16x8xf32, #acc> -> tensor<16x8xf32>
  return %4 : tensor<16x8xf32>
}
""",
}


def _generic(module: ModuleOp) -> str:
    out = io.StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue()


def _encodings(module: ModuleOp) -> set[Attribute]:
    """Every tensor encoding the module mentions: op operand/result types and block arguments."""
    types: list[Attribute] = []
    for op in module.walk():
        types.extend(r.type for r in op.results)
        types.extend(v.type for v in op.operands)
        for region in op.regions:
            for block in region.blocks:
                types.extend(a.type for a in block.args)
    return {t.encoding for t in types if isinstance(t, TensorType) and not isinstance(t.encoding, NoneAttr)}


# mode -> (xDSL prints generic, iree-opt prints generic, iree-opt inlines aliases); one iree-opt process per mode.
MODES: dict[str, tuple[bool, bool, bool]] = {
    "custom": (False, False, False),
    "generic": (True, True, False),
    "generic_local_scope": (False, True, True),
}


@pytest.fixture(scope="module", params=list(MODES))
def iree_round_trip(request: pytest.FixtureRequest, iree_opt: Path) -> dict[str, ChunkResult]:
    our_generic, generic, local_scope = MODES[request.param]
    modules = [parse_module(text) for text in CASES.values()]
    texts = [_generic(m) if our_generic else str(m) for m in modules]
    results = run_iree_opt_chunks(texts, generic=generic, local_scope=local_scope, iree_opt=iree_opt)
    return dict(zip(CASES, results))


@pytest.mark.parametrize("case", list(CASES))
def test_iree_round_trip_keeps_structure_and_encodings(case: str, iree_round_trip: dict[str, ChunkResult]) -> None:
    result = iree_round_trip[case]
    assert result.ok, f"iree-opt 3.7.1 rejected our printed output:\n{result.diagnostics}"
    ours = parse_module(CASES[case])
    theirs = parse_module(result.output)
    assert_structurally_equal(ours, theirs, labels=("xdsl", "iree-opt 3.7.1"))
    assert _encodings(theirs) == _encodings(ours)
    assert _encodings(theirs), "every case carries at least one encoding"
    assert all(isinstance(e, ENCODINGS) for e in _encodings(theirs))


# ---------------------------------------------------------------------------------------
# IREE's propagation on func.func IR, compared structurally (reference/iree-oracle.md §4)
# ---------------------------------------------------------------------------------------

K = "#k0 = #iree_encoding.matmul_k<k_dims = [0]>\n#k1 = #iree_encoding.matmul_k<k_dims = [1]>\n" + (
    "#k2 = #iree_encoding.matmul_k<k_dims = [2]>\n#k3 = #iree_encoding.matmul_k<k_dims = [3]>\n"
)

PROPAGATION: dict[str, tuple[str, str]] = {
    "bubble_set_encoding_through_collapse": (
        K
        + """func.func @test(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #k1> {
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #k1>
  return %1 : tensor<16x32xf32, #k1>
}""",
        K
        + """func.func @test(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #k1> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #k2>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #k2> into tensor<16x32xf32, #k1>
  return %1 : tensor<16x32xf32, #k1>
}""",
    ),
    "no_bubble_set_encoding_when_k_dim_merged": (
        K
        + """func.func @test(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #k1> {
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #k1>
  return %1 : tensor<16x32xf32, #k1>
}""",
        "",  # unchanged
    ),
    "bubble_set_encoding_through_collapse_chain": (
        K
        + """func.func @test(%arg0: tensor<2x4x2x32xf32>) -> tensor<16x32xf32, #k1> {
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<2x4x2x32xf32> into tensor<2x8x32xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %2 = iree_encoding.set_encoding %1 : tensor<16x32xf32> -> tensor<16x32xf32, #k1>
  return %2 : tensor<16x32xf32, #k1>
}""",
        K
        + """func.func @test(%arg0: tensor<2x4x2x32xf32>) -> tensor<16x32xf32, #k1> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<2x4x2x32xf32> -> tensor<2x4x2x32xf32, #k3>
  %1 = tensor.collapse_shape %0 [[0], [1, 2], [3]] : tensor<2x4x2x32xf32, #k3> into tensor<2x8x32xf32, #k2>
  %2 = tensor.collapse_shape %1 [[0, 1], [2]] : tensor<2x8x32xf32, #k2> into tensor<16x32xf32, #k1>
  return %2 : tensor<16x32xf32, #k1>
}""",
    ),
    "bubble_set_encoding_keeps_collapse_for_other_users": (
        K
        + """func.func @test(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #k1>, tensor<16x32xf32>) {
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #k1>
  return %1, %0 : tensor<16x32xf32, #k1>, tensor<16x32xf32>
}""",
        K
        + """func.func @test(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #k1>, tensor<16x32xf32>) {
  %kept = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #k2>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #k2> into tensor<16x32xf32, #k1>
  return %1, %kept : tensor<16x32xf32, #k1>, tensor<16x32xf32>
}""",
    ),
    "bubble_one_of_two_set_encodings": (
        K
        + """func.func @test(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #k1>, tensor<16x32xf32, #k0>) {
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #k1>
  %2 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #k0>
  return %1, %2 : tensor<16x32xf32, #k1>, tensor<16x32xf32, #k0>
}""",
        K
        + """func.func @test(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #k1>, tensor<16x32xf32, #k0>) {
  %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #k2>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #k2> into tensor<16x32xf32, #k1>
  %kept = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %2 = iree_encoding.set_encoding %kept : tensor<16x32xf32> -> tensor<16x32xf32, #k0>
  return %1, %2 : tensor<16x32xf32, #k1>, tensor<16x32xf32, #k0>
}""",
    ),
    "no_bubble_set_encoding_through_expand": (
        K
        + """func.func @test(%arg0: tensor<16x32xf32>) -> tensor<2x8x32xf32, #k2> {
  %0 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #k2>
  return %1 : tensor<2x8x32xf32, #k2>
}""",
        "",
    ),
    "no_bubble_padding_encoding": (
        """func.func @test(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.padding<[0, 64]>> {
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
  return %1 : tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
}""",
        "",
    ),
}


@pytest.fixture(scope="module")
def iree_propagated(iree_opt: Path) -> dict[str, str]:
    inputs = [str(parse_module(source)) for source, _ in PROPAGATION.values()]
    outputs = run_iree_opt_batch(inputs, PROPAGATE_ENCODINGS_PIPELINE, generic=True, iree_opt=iree_opt)
    return dict(zip(PROPAGATION, outputs))


@pytest.mark.parametrize("case", list(PROPAGATION))
def test_iree_propagate_encodings_on_func_func(case: str, iree_propagated: dict[str, str]) -> None:
    source, expected = PROPAGATION[case]
    assert_structurally_equal(expected or source, iree_propagated[case], labels=("expected", "iree-opt 3.7.1"))


def test_iree_accepts_several_k_dims_that_we_reject(iree_opt: Path) -> None:
    """Project decision (SPEC §2): several K dims cannot be materialized, so our verifier refuses them."""
    source = """
#enc = #iree_encoding.matmul_k<k_dims = [0, 2]>
func.func @test(%arg0: tensor<4x2x8x32xf32>) -> tensor<4x16x32xf32, #enc> {
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<4x2x8x32xf32> into tensor<4x16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #enc>
  return %1 : tensor<4x16x32xf32, #enc>
}
"""
    propagated = run_iree_opt(source, PROPAGATE_ENCODINGS_PIPELINE, local_scope=True, iree_opt=iree_opt)
    assert "tensor<4x2x8x32xf32, #iree_encoding.matmul_k<k_dims = [0, 3]>>" in propagated
    for text in (source, propagated):
        with pytest.raises(ParseError, match="at most one K dim can be materialized"):
            parse_module(text)


def _single_encoding(encoding: str, shape: str) -> str:
    return f"""func.func @f(%a: tensor<{shape}xf32>) -> tensor<{shape}xf32, {encoding}> {{
  %0 = iree_encoding.set_encoding %a : tensor<{shape}xf32> -> tensor<{shape}xf32, {encoding}>
  return %0 : tensor<{shape}xf32, {encoding}>
}}"""


MAPS3 = (
    "[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]"
)

# name -> (encoding, shape, the rule our dialect states); IREE 3.7.1 accepts every one of these.
STRICTER_THAN_IREE: dict[str, tuple[str, str, str]] = {
    "matmul_k_two_dims": ("#iree_encoding.matmul_k<k_dims = [0, 2]>", "4x16x32", "at most one K dim"),
    "matmul_k_duplicate_dims": ("#iree_encoding.matmul_k<k_dims = [1, 1]>", "16x32", "must be unique"),
    "matmul_k_negative_dim": ("#iree_encoding.matmul_k<k_dims = [-1]>", "16x32", "must be non-negative"),
    "matmul_k_dim_out_of_range": ("#iree_encoding.matmul_k<k_dims = [5]>", "16x32", "out of range"),
    "padding_rank_mismatch": ("#iree_encoding.padding<[0, 64]>", "4x16x32", "one padding value per dim"),
    "encoding_element_types_not_types": (
        "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [1]>",
        "16x32",
        "stricter than IREE: element_types must be types",
    ),
    "encoding_negative_operand_index": (
        "#iree_encoding.encoding<operand_index = -1 : index, op_type = matmul, element_types = [f32]>",
        "16x32",
        "stricter than IREE: operand_index must be non-negative",
    ),
}


def test_iree_accepts_what_our_verifiers_reject(iree_opt: Path) -> None:
    programs = {name: _single_encoding(enc, shape) for name, (enc, shape, _) in STRICTER_THAN_IREE.items()}
    results = run_iree_opt_chunks(list(programs.values()), iree_opt=iree_opt)
    for (name, text), result in zip(programs.items(), results):
        assert result.ok, f"{name}: iree-opt 3.7.1 now rejects it:\n{result.diagnostics}"
        with pytest.raises((ParseError, VerifyException), match=STRICTER_THAN_IREE[name][2]):
            parse_module(text)


# name -> (encoding, shape, IREE 3.7.1's diagnostic)
IREE_REJECTS: dict[str, tuple[str, str, str]] = {
    "scaled_matmul_op_type": (
        "#iree_encoding.encoding<operand_index = 0 : index, op_type = scaled_matmul, element_types = [f32, f32, f32]>",
        "16x32",
        "to be one of: matmul, conv",
    ),
    "negative_padding": ("#iree_encoding.padding<[0, -1]>", "16x32", "non-negative or dynamic"),
    "empty_layout": ("#iree_encoding.layout<[]>", "16x32", "expected non-empty layouts"),
    "iteration_sizes_without_maps": (
        "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], iteration_sizes = [1, 2, 3]>",
        "16x32",
        "without any corresponding `user_indexing_maps`",
    ),
}


def test_iree_rejections(iree_opt: Path) -> None:
    """What 3.7.1 refuses; our dialect refuses the last three as well (see docs/iree-interop.md for scaled_matmul)."""
    programs = [_single_encoding(enc, shape) for enc, shape, _ in IREE_REJECTS.values()]
    for name, result in zip(IREE_REJECTS, run_iree_opt_chunks(programs, iree_opt=iree_opt)):
        assert not result.ok, f"{name}: iree-opt 3.7.1 now accepts it"
        assert IREE_REJECTS[name][2] in result.diagnostics
    for text in programs[1:]:
        with pytest.raises((ParseError, VerifyException)):
            parse_module(text)
