"""`set-encoding`: which ops are contractions, the K positions, values kept, idempotence, remarks."""

from __future__ import annotations

import pytest
from padding_programs import ELEMENT_TYPES, PROGRAMS, Sizes
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.dialects.linalg.ops import GenericOp, MatmulOp
from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.dialects.iree_encoding import MatmulKAttr, SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.layouts.contraction import Contraction, match_contraction
from xdsl_encoding.transforms import get_all_passes
from xdsl_encoding.transforms.set_encoding import SetEncodingPass

MAPS = {
    "matmul": ("(d0, d2)", "(d2, d1)", "(d0, d1)"),
    "transposed_b": ("(d0, d2)", "(d1, d2)", "(d0, d1)"),
    "transposed_a": ("(d2, d0)", "(d2, d1)", "(d0, d1)"),
}


def generic(
    maps: tuple[str, str, str],
    body: str = "%m = arith.mulf %x, %y : f32\n    %s = arith.addf %z, %m : f32",
    kinds: str = '"parallel", "parallel", "reduction"',
) -> str:
    shapes = {"(d0, d2)": "4x8", "(d2, d1)": "8x5", "(d1, d2)": "5x8", "(d2, d0)": "8x4", "(d0, d1)": "4x5"}
    a, b, c = (f"tensor<{shapes[m]}xf32>" for m in maps)
    affine = ", ".join(f"affine_map<(d0, d1, d2) -> {m}>" for m in maps)
    return f"""
func.func @main(%a: {a}, %b: {b}, %c: {c}) -> {c} {{
  %r = linalg.generic {{indexing_maps = [{affine}], iterator_types = [{kinds}]}} ins(%a, %b : {a}, {b}) outs(%c : {c}) {{
  ^bb0(%x: f32, %y: f32, %z: f32):
    {body}
    linalg.yield %s : f32
  }} -> {c}
  func.return %r : {c}
}}
"""


def only(module: ModuleOp, kind: type[GenericOp] | type[MatmulOp]) -> GenericOp | MatmulOp:
    (op,) = [o for o in module.walk() if isinstance(o, kind)]
    return op


def set_encodings(module: ModuleOp) -> list[tuple[int, ...]]:
    dims: list[tuple[int, ...]] = []
    for op in module.walk():
        if isinstance(op, SetEncodingOp):
            t = op.result.type
            assert isinstance(t, TensorType)
            assert isinstance(t.encoding, MatmulKAttr)
            dims.append(t.encoding.dims)
    return dims


# ---------------------------------------------------------------------------------------
# Contraction recognition
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("maps", "k_dims"),
    [
        (MAPS["matmul"], [(1,), (0,), ()]),
        (MAPS["transposed_b"], [(1,), (1,), ()]),
        (MAPS["transposed_a"], [(0,), (0,), ()]),
    ],
    ids=list(MAPS),
)
def test_k_positions_come_from_the_indexing_maps(maps: tuple[str, str, str], k_dims: list[tuple[int, ...]]):
    contraction = match_contraction(only(parse_module(generic(maps)), GenericOp))
    assert isinstance(contraction, Contraction)
    assert contraction.reduction_dims == (2,)
    assert [contraction.k_positions(i) for i in range(3)] == k_dims


def test_multiply_add_bodies_may_swap_and_widen_operands():
    swapped = generic(MAPS["matmul"], "%m = arith.mulf %y, %x : f32\n    %s = arith.addf %m, %z : f32")
    assert isinstance(match_contraction(only(parse_module(swapped), GenericOp)), Contraction)


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("%m = arith.mulf %x, %y : f32\n    %s = arith.maximumf %z, %m : f32", "not a multiply-add"),
        ("%m = arith.mulf %x, %x : f32\n    %s = arith.addf %z, %m : f32", "not a multiply-add"),
        ("%m = arith.addf %x, %y : f32\n    %s = arith.addf %z, %m : f32", "not a multiply-add"),
    ],
)
def test_other_bodies_are_not_contractions(body: str, reason: str):
    result = match_contraction(only(parse_module(generic(MAPS["matmul"], body)), GenericOp))
    assert isinstance(result, str)
    assert reason in result


@pytest.mark.parametrize(
    ("kinds", "reason"),
    [
        ('"parallel", "reduction", "reduction"', "reduction dim d1 must be read by both inputs and not by the init"),
        ('"parallel", "parallel", "parallel"', "parallel dim d2 is not written by the init"),
    ],
)
def test_loops_must_be_those_of_a_contraction(kinds: str, reason: str):
    text = generic(MAPS["matmul"], kinds=kinds)
    assert match_contraction(only(parse_module(text, verify=False), GenericOp)) == reason


# ---------------------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------------------


def test_pass_is_registered():
    assert get_all_passes()["set-encoding"]() is SetEncodingPass


def test_matmul_operands_get_iree_k_dims():
    module = run_passes(parse_module(PROGRAMS["matmul"](Sizes(64, 300, 24, False), "f32")), "set-encoding")
    assert set_encodings(module) == [(1,), (0,), ()]
    (unset,) = [op for op in module.walk() if isinstance(op, UnsetEncodingOp)]
    assert unset.result.type == TensorType(unset.result.type.element_type, (64, 24))  # pyright: ignore[reportAttributeAccessIssue]


def test_transposed_b_generic_gets_k_innermost_on_both_inputs():
    module = run_passes(parse_module(generic(MAPS["transposed_b"])), "set-encoding")
    assert set_encodings(module) == [(1,), (1,), ()]


def test_batch_contraction_gets_k_dims():
    module = run_passes(parse_module(PROGRAMS["batch_contraction"](Sizes(64, 300, 24, True), "i32")), "set-encoding")
    assert set_encodings(module) == [(2,), (1,), ()]


def test_dynamic_result_dims_are_measured_on_the_accumulator():
    module = run_passes(parse_module(PROGRAMS["matmul"](Sizes(64, 300, 24, True), "f32")), "set-encoding")
    (unset,) = [op for op in module.walk() if isinstance(op, UnsetEncodingOp)]
    assert len(unset.result_dims) == 1


def test_several_reduction_dims_are_left_alone(capsys: pytest.CaptureFixture[str]):
    text = """
func.func @main(%a: tensor<4x8x2xf32>, %b: tensor<8x2x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<4x8x2xf32>, tensor<8x2x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  func.return %r : tensor<4x5xf32>
}
"""
    module = parse_module(text)
    assert str(run_passes(module, "set-encoding{remarks=true}")) == str(module)
    assert capsys.readouterr().err == (
        "remark: @main: linalg.generic %r: not encoded: 2 reduction dims (d2, d3); matmul_k allows one K dim\n"
    )


def test_remarks_are_off_by_default(capsys: pytest.CaptureFixture[str]):
    run_passes(parse_module(generic(MAPS["matmul"])), "set-encoding")
    assert capsys.readouterr().err == ""
    run_passes(parse_module(generic(MAPS["matmul"])), "set-encoding{remarks=true}")
    assert (
        "set matmul_k encodings on LHS %lhs, RHS %rhs, ACC %acc: LHS k_dims = [1], RHS k_dims = [0], ACC k_dims = []"
        in capsys.readouterr().err
    )


@pytest.mark.parametrize("program", PROGRAMS)
def test_set_encoding_is_idempotent(program: str):
    once = run_passes(parse_module(PROGRAMS[program](Sizes(64, 300, 24, True), "f16")), "set-encoding")
    assert str(run_passes(once, "set-encoding")) == str(once)


@pytest.mark.parametrize("dynamic", [False, True], ids=["static_m", "dynamic_m"])
@pytest.mark.parametrize("element", ELEMENT_TYPES)
@pytest.mark.parametrize("program", PROGRAMS)
def test_set_encoding_keeps_values(program: str, element: str, dynamic: bool):
    module = parse_module(PROGRAMS[program](Sizes(64, 300, 24, dynamic), element))
    encoded = run_passes(module, "set-encoding")
    assert any(isinstance(op, SetEncodingOp) for op in encoded.walk())
    assert compare(module, encoded, "main", seed=3).agree
    materialized = run_passes(encoded, "materialize-encoding-into-padding")
    assert compare(module, materialized, "main", seed=3).agree


def test_invalid_input_is_rejected_before_rewriting():
    text = """
func.func @main(%x: tensor<2x8xf32>) -> tensor<15xf32> {
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x8xf32> into tensor<15xf32>
  func.return %c : tensor<15xf32>
}
"""
    with pytest.raises(DiagnosticException, match="collapsed dim 0 has size 15"):
        run_passes(parse_module(text), "set-encoding")
