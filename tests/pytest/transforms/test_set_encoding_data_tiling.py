"""`set-encoding{encoding=data-tiling}` against IREE 3.13's annotate-data-tiling-hints + set-encoding."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from set_encoding_data_tiling_programs import KINDS, TYPES, contraction_program
from xdsl.dialects.builtin import DYNAMIC_INDEX as D

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import parse_module, run_passes

IREE_PIPELINE = (
    "builtin.module(func.func(iree-dispatch-creation-annotate-data-tiling-hints,iree-dispatch-creation-set-encoding))"
)
PIPELINE = "set-encoding{encoding=data-tiling}"
SIZES = [
    {"b": 2, "m": 15, "n": 30, "k": 7, "l": 3, "p": 2},
    {"b": 3, "m": 1, "n": 64, "k": 16, "l": 2, "p": 4},
    {"b": 1, "m": 64, "n": 1, "k": 1, "l": 5, "p": 3},
]


def _corpus() -> list[str]:
    programs: list[str] = []
    for i, (kind, types, sizes, fill) in enumerate(itertools.product(KINDS, TYPES, SIZES, (False, True))):
        loops, operands = KINDS[kind]
        if fill and kind in ("dot",):
            continue
        programs.append(contraction_program(f"f{i}", loops, operands, sizes, TYPES[types], fill=fill))
    for i, (sizes, fill) in enumerate(itertools.product(SIZES, (False, True))):
        programs.append(contraction_program(f"named{i}", "mnk", KINDS["matmul"][1], sizes, TYPES["f32"], fill=fill))
        programs.append(
            contraction_program(f"max{i}", "mnk", KINDS["matmul"][1], sizes, TYPES["f32"], fill=fill, body="max")
        )
    return programs


def test_matches_iree_313(iree_opt_3_13: Path) -> None:
    text = "\n".join(_corpus())
    theirs = run_iree_opt(text, IREE_PIPELINE, iree_opt=iree_opt_3_13)
    ours = run_passes(parse_module(text), PIPELINE)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    assert str(ours).count("iree_encoding.set_encoding") > 100  # the corpus encodes, not only declines


CHAIN = """
func.func @chain(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %cst = arith.constant 0.0 : f32
  %unused = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r2 = linalg.matmul ins(%r, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %r2 : tensor<16x16xf32>
}
"""

HINTED = """
func.func @hinted(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %r = linalg.matmul {iree.opt.data_tiling} ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r2 = linalg.matmul ins(%r, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %r2 : tensor<16x16xf32>
}
"""


@pytest.mark.parametrize("text", [CHAIN, HINTED], ids=["chain", "hinted"])
def test_special_cases_match_iree_313(iree_opt_3_13: Path, text: str) -> None:
    theirs = run_iree_opt(text, IREE_PIPELINE, iree_opt=iree_opt_3_13)
    assert_structurally_equal(theirs, run_passes(parse_module(text), PIPELINE), labels=("iree-opt 3.13", "ours"))


def test_hint_selects_exactly_the_hinted_ops() -> None:
    out = str(run_passes(parse_module(HINTED), PIPELINE))
    assert out.count("iree_encoding.unset_encoding") == 1
    assert "iree.opt.data_tiling" not in out


def test_fill_folds_into_encoded_empty_and_dead_ops_go() -> None:
    out = str(run_passes(parse_module(CHAIN), PIPELINE))
    assert out.count("tensor.empty() : tensor<16x16xf32, #iree_encoding.encoding<operand_index = 2") == 2
    assert "1.000000e+00" not in out  # the unused constant is erased, as IREE's greedy driver does
    assert "tensor.empty() : tensor<16x16xf32>\n" not in out


def test_remarks(capsys: pytest.CaptureFixture[str]) -> None:
    text = contraction_program("two_k", *KINDS["two_k"], {"m": 4, "n": 8, "k": 5, "l": 6}, TYPES["f32"])
    run_passes(parse_module(text), "set-encoding{encoding=data-tiling remarks=true}")
    assert (
        "remark: @two_k: linalg.generic %r: not data-tiled: 2 K dims (at most one of each)" in capsys.readouterr().err
    )


def test_unknown_encoding_is_a_diagnostic() -> None:
    from xdsl.utils.exceptions import PassFailedException

    with pytest.raises(PassFailedException, match="unknown encoding 'tiles'"):
        run_passes(parse_module(CHAIN), "set-encoding{encoding=tiles}")


DYNAMIC = """
func.func @dynfill(%lhs: tensor<?x?xf32>, %rhs: tensor<?x?xf32>, %m: index, %n: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%lhs, %rhs : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @chain(%a: tensor<?x8xf32>, %b: tensor<8x8xf32>, %c: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x8xf32>) outs(%c : tensor<?x8xf32>) -> tensor<?x8xf32>
  %r2 = linalg.matmul ins(%r, %b : tensor<?x8xf32>, tensor<8x8xf32>) outs(%r : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r2 : tensor<?x8xf32>
}
"""


def test_dynamic_sizes_match_iree_313(iree_opt_3_13: Path) -> None:
    """`?` iteration sizes, `encoding_dims` measured once per loop, result sizes resolved through the fill."""
    text = DYNAMIC + "\n".join(
        contraction_program(f"dyn{i}", *KINDS[k], {"b": D, "m": D, "n": 8, "k": D}, TYPES["f32"], fill=fill)
        for i, (k, fill) in enumerate(itertools.product(["matmul", "transpose_b", "batch", "matvec"], (False, True)))
    )
    theirs = run_iree_opt(text, IREE_PIPELINE, iree_opt=iree_opt_3_13)
    assert_structurally_equal(theirs, run_passes(parse_module(text), PIPELINE), labels=("iree-opt 3.13", "ours"))
