"""`iree_linalg_ext.scatter` / `sort` / `topk` / `arg_compare`: IREE's syntax read back, and IREE's
verifier rules (`LinalgExtOps.cpp`) as diagnostics for bad IR."""

from __future__ import annotations

from pathlib import Path

import pytest

from testing.iree_host import ROOT, iree_generic, printed
from xdsl_encoding import api

from .diagnostics import expect_diagnostic

CASES = ROOT / "tests" / "filecheck" / "dialects" / "iree_linalg_ext" / "scatter_sort_arg_compare.mlir"


def _function(name: str) -> str:
    """One `util.func` of the filecheck case file (the ops as IREE writes them)."""
    text = CASES.read_text()
    start = text.index(f"util.func public @{name}(")
    return text[start : text.index("\n}\n", start) + 3]


SCATTER, SORT, TOPK, ARG = (_function(f) for f in ("scatter", "sort", "topk", "arg_compare"))


def test_every_op_prints_back_to_what_it_read():
    module = api.parse_module(CASES.read_text())
    again = api.parse_module(printed(module))
    assert printed(again, generic=True) == printed(module, generic=True)


def test_irees_generic_form_reads_back_with_its_meaning():
    """iree-opt's generic print (segment sizes and `unique_indices` as properties) parses, and our
    custom print of it means the same to iree-opt."""
    theirs = iree_generic(CASES.read_text())
    assert iree_generic(printed(api.parse_module(theirs))) == theirs


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (SCATTER.replace("dimension_map = [0, 1] unique", "dimension_map = [0, 2] unique"), "is not a permutation"),
        (SCATTER.replace("dimension_map = [0, 1] unique", "dimension_map = [] unique"), "at least one element"),
        (
            SCATTER.replace("tensor<6x2xi64>", "tensor<5x2xi64>").replace("%i: tensor<5x2xi64>", "%i: tensor<5x2xi64>"),
            "mismatch in shape of indices and update value at dim#0",
        ),
        (SCATTER.replace("tensor<6x2xi64>", "tensor<6x2xf32>"), "integer or index element type"),
        (
            SCATTER.replace(
                "%s = arith.addf %a, %b : f32\n    iree_linalg_ext.yield %s : f32",
                "%s = arith.cmpf ogt, %a, %b : f32\n    iree_linalg_ext.yield %s : i1",
            ),
            "must yield one f32",
        ),
        (SCATTER.replace("tensor<6xi1>", "tensor<6xi32>"), "mask to have i1 or storage-legalized i8"),
        (
            SCATTER.replace("ins(%u, %i : tensor<6xf32>, tensor<6x2xi64>)", "ins(%u : tensor<6xf32>)"),
            "Expected ','",  # IREE's format: `ins(%updates, %indices[, %mask] : ...)`
        ),
        (SORT.replace("dimension(1)", "dimension(2)"), "dimension must be within [0, 2), got 2"),
        (SORT.replace("^bb0(%a: f32, %b: f32, %c: i64, %d: i64)", "^bb0(%a: f32, %b: f32)"), "region must take"),
        (SORT.replace("yield %k : i1", "yield %a : f32"), "must yield one i1"),
        (
            SORT.replace("} -> tensor<3x8xf32>, tensor<3x8xi64>", "} -> tensor<3x8xf32>, tensor<3x8xi32>").replace(
                "util.return %0#0, %0#1 : tensor<3x8xf32>, tensor<3x8xi64>",
                "util.return %0#0, %i : tensor<3x8xf32>, tensor<3x8xi64>",
            ),
            "expected result types",
        ),
        (TOPK.replace("tensor<2x7xi32>", "tensor<2x7xi64>"), "indices types to be int32"),
        (
            TOPK.replace("tensor<2x3xf32>, tensor<2x3xi32>) {", "tensor<2x3xf32>, tensor<2x4xi32>) {").replace(
                "%i: tensor<2x3xi32>", "%i: tensor<2x4xi32>"
            ),
            "output indices/values shape must match",
        ),
        (TOPK.replace("dimension(1)", "dimension(3)"), "exceeds rank"),
        (ARG.replace("dimension(1)", "dimension(0)"), "output shape must match input shape with reduction dimension"),
        (
            ARG.replace("tensor<3xi32>) index_base", "tensor<3xf32>) index_base").replace(
                "%i: tensor<3xi32>", "%i: tensor<3xf32>"
            ),
            "output index must have integer or index element type",
        ),
        (ARG.replace("^bb0(%a: f32, %b: f32)", "^bb0(%a: f32, %b: f32, %c: f32)"), "region must take"),
        (ARG.replace("index_base(%base : index)", "index_base(%base, %base : index, index)"), "Expected ':'"),
    ],
)
def test_malformed_ops_give_a_diagnostic(text: str, fragment: str):
    expect_diagnostic(text, fragment)


def test_the_data_files_use_these_ops():
    """The models of tests/data/iree/models_ext.py lower to the ops tested here (so the harnesses cover them)."""
    data = Path(ROOT / "tests" / "data" / "iree")
    found = {
        op
        for f in data.glob("*.input.mlir")
        for op in (
            "iree_linalg_ext.scatter",
            "iree_linalg_ext.sort",
            "iree_linalg_ext.arg_compare",
            "conv_2d_nchw_fchw_q",
        )
        if op in f.read_text()
    }
    assert len(found) == 4
