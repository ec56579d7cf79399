"""`set-encoding` and `propagate-encodings` on IREE's host IR: `util.func`, `util.initializer`, dispatch bodies.

Data tiling is compared with IREE 3.13's own passes on every file IREE printed before dispatch
creation (tests/data/iree/*.{input,global-opt}.mlir) and on hand-written initializers and dispatch
regions. IREE runs both passes on every `FunctionOpInterface`, hence `any(...)`.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.tensor import CollapseShapeOp

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import compare, interpret, parse_module, random_inputs, run_passes
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp

DATA = Path(__file__).resolve().parents[2] / "data" / "iree"
BEFORE_DISPATCH = sorted([*DATA.glob("*.input.mlir"), *DATA.glob("*.global-opt.mlir")])
IREE_DATA_TILING = (
    "builtin.module(any(iree-dispatch-creation-annotate-data-tiling-hints,iree-dispatch-creation-set-encoding))"
)
DATA_TILING = "set-encoding{encoding=data-tiling}"

INITIALIZER = """
util.global private @g : tensor<4x4xf32>
util.initializer {
  %cst = arith.constant 0.0 : f32
  %a = arith.constant dense<1.0> : tensor<4x8xf32>
  %b = arith.constant dense<2.0> : tensor<8x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  util.global.store %m, @g : tensor<4x4xf32>
  util.return
}
"""

DISPATCH_REGION = """
util.func public @f(%a: tensor<?x8xf32>, %b: tensor<8x16xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %a, %c0 : tensor<?x8xf32>
  %r = flow.dispatch.region -> (tensor<?x16xf32>{%m}) {
    %cst = arith.constant 0.0 : f32
    %e = tensor.empty(%m) : tensor<?x16xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x16xf32>) -> tensor<?x16xf32>
    %mm = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x16xf32>) outs(%f : tensor<?x16xf32>) -> tensor<?x16xf32>
    flow.return %mm : tensor<?x16xf32>
  }
  util.return %r : tensor<?x16xf32>
}
"""

COUNTED_REGION = """
util.func public @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = flow.dispatch.region -> (tensor<4x16xf32>) {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    flow.return %mm : tensor<4x16xf32>
  } count() -> (index, index, index) {
    %one = arith.constant 1 : index
    flow.return %one, %one, %one : index, index, index
  }
  util.return %r : tensor<4x16xf32>
}
"""

WORKGROUPS = """
util.func public @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %r = flow.dispatch.workgroups(%a, %b) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32> =
      (%x: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>, %y: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>,
       %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
    %cst = arith.constant 0.0 : f32
    %0 = iree_tensor_ext.dispatch.tensor.load %x, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
    %1 = iree_tensor_ext.dispatch.tensor.load %y, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
    %e = tensor.empty() : tensor<4x16xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
    %mm = linalg.matmul ins(%0, %1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
    iree_tensor_ext.dispatch.tensor.store %mm, %out, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
    flow.return
  }
  util.return %r : tensor<4x16xf32>
}
"""

CASES = {"initializer": INITIALIZER, "dispatch-region": DISPATCH_REGION, "counted-region": COUNTED_REGION}
CASES["workgroups"] = WORKGROUPS


@pytest.mark.parametrize("path", BEFORE_DISPATCH, ids=lambda p: p.name)
def test_data_tiling_matches_iree_313_on_iree_printed_files(iree_opt_3_13: Path, path: Path) -> None:
    text = path.read_text()
    theirs = run_iree_opt(text, IREE_DATA_TILING, local_scope=True, iree_opt=iree_opt_3_13)
    ours = run_passes(parse_module(text), DATA_TILING)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    if "linalg.matmul" in text or "linalg.batch_matmul" in text:
        assert "iree_encoding.set_encoding" in str(ours)  # the contractions were encoded, not skipped


@pytest.mark.parametrize("name", CASES)
def test_data_tiling_matches_iree_313_in_host_regions(iree_opt_3_13: Path, name: str) -> None:
    theirs = run_iree_opt(CASES[name], IREE_DATA_TILING, local_scope=True, iree_opt=iree_opt_3_13)
    ours = run_passes(parse_module(CASES[name]), DATA_TILING)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    assert ("iree_encoding.set_encoding" in str(ours)) == (name != "counted-region")


IREE_MATMUL_K = (
    "builtin.module(any(iree-dispatch-creation-annotate-data-tiling-hints,"
    "iree-dispatch-creation-set-encoding{encoding-option=matmulk}))"
)

INITIALIZER_FROM_GLOBALS = """
util.global private @a = dense<1.0> : tensor<2x4x8xf32>
util.global private @b = dense<2.0> : tensor<8x16xf32>
util.global private @c = dense<0.5> : tensor<8x16xf32>
util.global private @g : tensor<8x16xf32>
util.initializer {
  %a = util.global.load @a : tensor<2x4x8xf32>
  %b = util.global.load @b : tensor<8x16xf32>
  %c = util.global.load @c : tensor<8x16xf32>
  %x = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
  %m = linalg.matmul ins(%x, %b : tensor<8x8xf32>, tensor<8x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
  util.global.store %m, @g : tensor<8x16xf32>
  util.return
}
util.func public @get() -> tensor<8x16xf32> {
  %g = util.global.load @g : tensor<8x16xf32>
  util.return %g : tensor<8x16xf32>
}
"""

COLLAPSE_IN_REGION = """
util.func public @get(%a: tensor<2x4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = flow.dispatch.region -> (tensor<8x16xf32>) {
    %x = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
    %mm = linalg.matmul ins(%x, %b : tensor<8x8xf32>, tensor<8x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
    flow.return %mm : tensor<8x16xf32>
  }
  util.return %r : tensor<8x16xf32>
}
"""

WORKGROUPS_WITH_ACC = """
util.func public @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = flow.dispatch.workgroups(%a, %b, %c) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> %c =
      (%x: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>, %y: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>,
       %out: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x16xf32>>) {
    %0 = iree_tensor_ext.dispatch.tensor.load %x, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
    %1 = iree_tensor_ext.dispatch.tensor.load %y, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
    %2 = iree_tensor_ext.dispatch.tensor.load %out, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x16xf32>> -> tensor<4x16xf32>
    %mm = linalg.matmul ins(%0, %1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%2 : tensor<4x16xf32>) -> tensor<4x16xf32>
    iree_tensor_ext.dispatch.tensor.store %mm, %out, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x16xf32>>
    flow.return
  }
  util.return %r : tensor<4x16xf32>
}
"""

BATCH_CONTRACTIONS = """
util.func public @f(%a: tensor<1x4x8xf32>, %w: tensor<8x5xf32>, %c: tensor<1x4x5xf32>, %q: tensor<2x4x8xf32>,
                    %k: tensor<2x6x8xf32>, %s: tensor<2x4x6xf32>) -> (tensor<1x4x5xf32>, tensor<2x4x6xf32>) {
  %e = tensor.empty() : tensor<1x8x5xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel"]} ins(%w : tensor<8x5xf32>) outs(%e : tensor<1x8x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x5xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<1x4x8xf32>, tensor<1x8x5xf32>) outs(%c : tensor<1x4x5xf32>) -> tensor<1x4x5xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
      affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x8xf32>, tensor<2x6x8xf32>) outs(%s : tensor<2x4x6xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %p = arith.addf %z, %m : f32
    linalg.yield %p : f32
  } -> tensor<2x4x6xf32>
  util.return %r, %t : tensor<1x4x5xf32>, tensor<2x4x6xf32>
}
"""
"""Llama's contractions: a batch-1 `linalg.batch_matmul` on broadcast weights, and a batched `Q K^T` generic."""

MATMUL_K_CASES = {
    "batch-contractions": BATCH_CONTRACTIONS,
    "initializer": INITIALIZER_FROM_GLOBALS,
    "dispatch-region": COLLAPSE_IN_REGION,
    "workgroups": WORKGROUPS_WITH_ACC,
}
"""Static, with accumulators from outside: IREE's clean-up would also fold a `linalg.fill` into an encoded
`tensor.empty` and `tensor.dim`s into known sizes, which `set-encoding` (matmul_k) does not do."""


@pytest.mark.parametrize("name", MATMUL_K_CASES)
def test_matmul_k_matches_iree_371_in_host_regions(iree_opt: Path, name: str) -> None:
    """IREE 3.7.1's `set-encoding{encoding-option=matmulk}` (the last release with `matmul_k`) on the same IR."""
    theirs = run_iree_opt(MATMUL_K_CASES[name], IREE_MATMUL_K, local_scope=True, iree_opt=iree_opt)
    ours = run_passes(parse_module(MATMUL_K_CASES[name]), "set-encoding")
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.7.1", "ours"))
    assert "iree_encoding.matmul_k" in str(ours)


@pytest.mark.parametrize("name", ["initializer", "dispatch-region"])
def test_propagation_crosses_reshapes_in_initializers_and_dispatch_regions(name: str) -> None:
    """The set_encoding of the LHS moves above the collapse (K is not merged), and nothing computes differently.

    IREE 3.7.1 propagates only outside dispatch regions; inside one the move is just as valid (the
    region is not isolated, and the encoding op stays inside it), so this pass makes it there too.
    """
    text = MATMUL_K_CASES[name]
    module = parse_module(text)
    inputs = random_inputs(module, "get", seed=3)
    encoded = run_passes(parse_module(text), "set-encoding,propagate-encodings")
    collapses = [op for op in encoded.walk() if isinstance(op, CollapseShapeOp)]
    assert len(collapses) == 1
    source = collapses[0].src.owner
    assert isinstance(source, SetEncodingOp)
    assert str(source.result.type) == "tensor<2x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>"
    assert source.parent_op() is collapses[0].parent_op()  # stays in the region (or initializer) it was in
    (expected,) = interpret(module, "get", *inputs)
    (actual,) = interpret(encoded, "get", *inputs)
    np.testing.assert_array_equal(np.asarray(actual), np.asarray(expected))


def test_padding_acts_on_batch_contractions() -> None:
    """With batch_matmul encoded, padding pads K of Llama-like batch contractions; the program means the same.

    (The default cache-line resolver leaves these skinny operands alone: it pads only rows of 64+ lines.)"""
    module = parse_module(BATCH_CONTRACTIONS)
    pipeline = "set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=16}"
    padded = run_passes(module, pipeline)
    text = str(padded)
    assert "iree_encoding" not in text
    for padded_k in ("tensor<1x4x16xf32>", "tensor<1x16x5xf32>", "tensor<2x4x16xf32>", "tensor<2x6x16xf32>"):
        assert padded_k in text, padded_k  # K of each LHS and RHS, 8 -> 16
    report = compare(module, padded, "f")
    assert report.agree, report.summary()
