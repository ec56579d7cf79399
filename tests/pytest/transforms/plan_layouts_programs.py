"""Programs with the graph shapes of real models, for `plan-layouts`: each says whether it holds a redundant relayout.

`redundant`: the pipelines without the planner run a relayout the planner must remove (a value relaid
out twice, a loop-invariant relayout in a loop, an unset -> set pair of one encoded type) on every
pipeline named; the others must simply not get worse.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Program:
    name: str
    text: str
    redundant_on: tuple[str, ...] = ()
    """Pipeline ids (`PIPELINES` in the test) on which the planner must strictly lower the relayout bytes."""


QKV = Program(
    "qkv",
    """
func.func @main(%h: tensor<12x30xf32>, %wq: tensor<30x20xf32>, %wk: tensor<30x20xf32>, %wv: tensor<30x20xf32>) -> (tensor<12x20xf32>, tensor<12x20xf32>, tensor<12x20xf32>) {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x20xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<12x20xf32>) -> tensor<12x20xf32>
  %q = linalg.matmul ins(%h, %wq : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  %k = linalg.matmul ins(%h, %wk : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  %v = linalg.matmul ins(%h, %wv : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  return %q, %k, %v : tensor<12x20xf32>, tensor<12x20xf32>, tensor<12x20xf32>
}
""",
    ("padding-multiple",),
)

QKV_DYNAMIC = Program(
    "qkv_dynamic_batch",
    """
func.func @main(%h: tensor<?x30xf32>, %wq: tensor<30x20xf32>, %wk: tensor<30x20xf32>) -> (tensor<?x20xf32>, tensor<?x20xf32>) {
  %cst = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %m = tensor.dim %h, %c0 : tensor<?x30xf32>
  %e = tensor.empty(%m) : tensor<?x20xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<?x20xf32>) -> tensor<?x20xf32>
  %q = linalg.matmul ins(%h, %wq : tensor<?x30xf32>, tensor<30x20xf32>) outs(%z : tensor<?x20xf32>) -> tensor<?x20xf32>
  %k = linalg.matmul ins(%h, %wk : tensor<?x30xf32>, tensor<30x20xf32>) outs(%z : tensor<?x20xf32>) -> tensor<?x20xf32>
  return %q, %k : tensor<?x20xf32>, tensor<?x20xf32>
}
""",
)

DECODER_LOOP = Program(
    "decoder_loop",
    """
func.func @main(%h0: tensor<8x30xf32>, %w: tensor<30x30xf32>) -> tensor<8x30xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x30xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<8x30xf32>) -> tensor<8x30xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<8x30xf32>) {
    %y = linalg.matmul ins(%h, %w : tensor<8x30xf32>, tensor<30x30xf32>) outs(%z : tensor<8x30xf32>) -> tensor<8x30xf32>
    scf.yield %y : tensor<8x30xf32>
  }
  return %r : tensor<8x30xf32>
}
""",
    ("padding-multiple", "packs-x86_64", "packs-x86_64-avx512f", "packs-aarch64"),
)

ACCUMULATE_LOOP = Program(
    "accumulate_in_loop",
    """
func.func @main(%x: tensor<8x30xf32>, %w: tensor<30x30xf32>, %a: tensor<8x30xf32>) -> tensor<8x30xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<8x30xf32>) {
    %y = linalg.matmul ins(%a, %w : tensor<8x30xf32>, tensor<30x30xf32>) outs(%h : tensor<8x30xf32>) -> tensor<8x30xf32>
    scf.yield %y : tensor<8x30xf32>
  }
  return %r : tensor<8x30xf32>
}
""",
    ("padding-multiple", "packs-x86_64", "packs-x86_64-avx512f", "packs-aarch64"),
)

RESIDUAL = Program(
    "residual_accumulate",
    """
func.func @main(%a: tensor<12x30xf32>, %b: tensor<30x20xf32>, %c: tensor<12x30xf32>, %d: tensor<30x20xf32>) -> tensor<12x20xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x20xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<12x20xf32>) -> tensor<12x20xf32>
  %y1 = linalg.matmul ins(%a, %b : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  %y2 = linalg.matmul ins(%c, %d : tensor<12x30xf32>, tensor<30x20xf32>) outs(%y1 : tensor<12x20xf32>) -> tensor<12x20xf32>
  return %y2 : tensor<12x20xf32>
}
""",
    ("packs-x86_64", "packs-x86_64-avx512f", "packs-aarch64"),
)

BIAS_RELU = Program(
    "bias_relu_between_matmuls",
    """
func.func @main(%x: tensor<12x30xf32>, %w1: tensor<30x20xf32>, %bias: tensor<20xf32>, %w2: tensor<20x16xf32>) -> tensor<12x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x20xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<12x20xf32>) -> tensor<12x20xf32>
  %y = linalg.matmul ins(%x, %w1 : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y, %bias : tensor<12x20xf32>, tensor<20xf32>) outs(%e : tensor<12x20xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %r = arith.maximumf %s, %cst : f32
    linalg.yield %r : f32
  } -> tensor<12x20xf32>
  %e2 = tensor.empty() : tensor<12x16xf32>
  %z2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<12x16xf32>) -> tensor<12x16xf32>
  %out = linalg.matmul ins(%act, %w2 : tensor<12x20xf32>, tensor<20x16xf32>) outs(%z2 : tensor<12x16xf32>) -> tensor<12x16xf32>
  return %out : tensor<12x16xf32>
}
""",
)

RESHAPE_CHAIN = Program(
    "matmul_reshape_matmul",
    """
func.func @main(%x: tensor<12x30xf32>, %w1: tensor<30x32xf32>, %w2: tensor<8x10xf32>) -> tensor<48x10xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x32xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<12x32xf32>) -> tensor<12x32xf32>
  %y = linalg.matmul ins(%x, %w1 : tensor<12x30xf32>, tensor<30x32xf32>) outs(%z : tensor<12x32xf32>) -> tensor<12x32xf32>
  %ex = tensor.expand_shape %y [[0], [1, 2]] output_shape [12, 4, 8] : tensor<12x32xf32> into tensor<12x4x8xf32>
  %c = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<12x4x8xf32> into tensor<48x8xf32>
  %e2 = tensor.empty() : tensor<48x10xf32>
  %z2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<48x10xf32>) -> tensor<48x10xf32>
  %out = linalg.matmul ins(%c, %w2 : tensor<48x8xf32>, tensor<8x10xf32>) outs(%z2 : tensor<48x10xf32>) -> tensor<48x10xf32>
  return %out : tensor<48x10xf32>
}
""",
)

IDENTITY_PAIR = Program(
    "identity_reshape_pair",
    """
func.func @main(%x: tensor<12x30xf32>, %w: tensor<30x20xf32>) -> (tensor<12x20xf32>, tensor<12x20xf32>) {
  %cst = arith.constant 0.0 : f32
  %ex = tensor.expand_shape %x [[0, 1], [2]] output_shape [3, 4, 30] : tensor<12x30xf32> into tensor<3x4x30xf32>
  %c = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<3x4x30xf32> into tensor<12x30xf32>
  %e = tensor.empty() : tensor<12x20xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<12x20xf32>) -> tensor<12x20xf32>
  %q = linalg.matmul ins(%c, %w : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  %k = linalg.matmul ins(%x, %w : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  return %q, %k : tensor<12x20xf32>, tensor<12x20xf32>
}
""",
    ("padding-multiple",),
)

TRANSPOSE_RESHAPES = Program(
    "transpose_between_reshapes",
    """
func.func @main(%x: tensor<4x3x30xf32>, %w: tensor<30x20xf32>) -> tensor<12x20xf32> {
  %cst = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<3x4x30xf32>
  %t = linalg.transpose ins(%x : tensor<4x3x30xf32>) outs(%et : tensor<3x4x30xf32>) permutation = [1, 0, 2]
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<3x4x30xf32> into tensor<12x30xf32>
  %e = tensor.empty() : tensor<12x20xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<12x20xf32>) -> tensor<12x20xf32>
  %q = linalg.matmul ins(%c, %w : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  return %q : tensor<12x20xf32>
}
""",
)

CALL = Program(
    "func_call",
    """
func.func private @project(%h: tensor<12x30xf32>, %w: tensor<30x20xf32>) -> tensor<12x20xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x20xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<12x20xf32>) -> tensor<12x20xf32>
  %q = linalg.matmul ins(%h, %w : tensor<12x30xf32>, tensor<30x20xf32>) outs(%z : tensor<12x20xf32>) -> tensor<12x20xf32>
  return %q : tensor<12x20xf32>
}
func.func @main(%h: tensor<12x30xf32>, %wq: tensor<30x20xf32>, %wk: tensor<30x20xf32>) -> (tensor<12x20xf32>, tensor<12x20xf32>) {
  %q = func.call @project(%h, %wq) : (tensor<12x30xf32>, tensor<30x20xf32>) -> tensor<12x20xf32>
  %k = func.call @project(%h, %wk) : (tensor<12x30xf32>, tensor<30x20xf32>) -> tensor<12x20xf32>
  return %q, %k : tensor<12x20xf32>, tensor<12x20xf32>
}
""",
)

DISPATCH_REGIONS = Program(
    "dispatch_regions",
    """
func.func @main(%a: tensor<64x256xf32>, %b: tensor<256x256xf32>, %w: tensor<256x128xf32>) -> tensor<64x128xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = flow.dispatch.region -> (tensor<64x256xf32>) {
    %e = tensor.empty() : tensor<64x256xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
    %m = linalg.matmul ins(%a, %b : tensor<64x256xf32>, tensor<256x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
    flow.return %m : tensor<64x256xf32>
  }
  %1 = flow.dispatch.region -> (tensor<64x128xf32>) {
    %e = tensor.empty() : tensor<64x128xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
    %m = linalg.matmul ins(%0, %w : tensor<64x256xf32>, tensor<256x128xf32>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
    flow.return %m : tensor<64x128xf32>
  }
  return %1 : tensor<64x128xf32>
}
""",
)

PROGRAMS = (
    QKV,
    QKV_DYNAMIC,
    DECODER_LOOP,
    ACCUMULATE_LOOP,
    RESIDUAL,
    BIAS_RELU,
    RESHAPE_CHAIN,
    IDENTITY_PAIR,
    TRANSPOSE_RESHAPES,
    CALL,
)
