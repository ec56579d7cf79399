"""`plan-layouts` on convolution encodings (`op_type = conv`, `data-tiling-op-types=convolution`).

The planner's registry holds no rule of its own for a convolution: its encodings go through the same
lattice and choice as a matmul's, and its moves only where the encoding's interfaces allow them.
Each program goes `set-encoding{encoding=data-tiling data-tiling-op-types=matmul,convolution}` ->
(`plan-layouts`) -> `materialize-encoding-into-packs` on x86_64 with avx512f and on aarch64; both
lowerings are interpreted on random inputs against the original, and the relayout bytes per call are
never more with the planner, fewer where a relayout is redundant (a filter re-packed in a loop).
"""

from __future__ import annotations

import pytest
from conv_programs import Conv, conv_program
from test_plan_layouts import assert_exact, relayout_bytes_per_call

from xdsl_encoding.api import parse_module, run_passes

SET = "set-encoding{encoding=data-tiling data-tiling-op-types=matmul,convolution}"
TARGETS = {
    "x86_64-avx512f": 'target=x86_64 cpu-features="+avx512f"',
    "aarch64": "target=aarch64",
}

CONV_CHAIN = """
func.func @main(%x: tensor<1x10x9x4xf32>, %f1: tensor<3x3x4x8xf32>, %b: tensor<8xf32>, %f2: tensor<3x3x8x8xf32>) -> tensor<1x6x5x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x8x7x8xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f1 : tensor<1x10x9x4xf32>, tensor<3x3x4x8xf32>) outs(%i1 : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
  %e2 = tensor.empty() : tensor<1x8x7x8xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1, %b : tensor<1x8x7x8xf32>, tensor<8xf32>) outs(%e2 : tensor<1x8x7x8xf32>) {
  ^bb0(%v: f32, %bv: f32, %o: f32):
    %s = arith.addf %v, %bv : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x8x7x8xf32>
  %e3 = tensor.empty() : tensor<1x6x5x8xf32>
  %i3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x6x5x8xf32>) -> tensor<1x6x5x8xf32>
  %c2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%act, %f2 : tensor<1x8x7x8xf32>, tensor<3x3x8x8xf32>) outs(%i3 : tensor<1x6x5x8xf32>) -> tensor<1x6x5x8xf32>
  return %c2 : tensor<1x6x5x8xf32>
}
"""
"""conv + bias + relu -> conv: the activation between them is unpacked, computed on, and packed again."""

CONV_LOOP = """
func.func @main(%x: tensor<1x10x9x4xf32>, %f: tensor<3x3x4x8xf32>, %acc: tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %acc) -> (tensor<1x8x7x8xf32>) {
    %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f : tensor<1x10x9x4xf32>, tensor<3x3x4x8xf32>) outs(%h : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
    scf.yield %y : tensor<1x8x7x8xf32>
  }
  return %r : tensor<1x8x7x8xf32>
}
"""
"""A convolution accumulated in a loop: its input and filter are loop-invariant (packed once, not 3 times)."""

CONV_TWICE = """
func.func @main(%x: tensor<1x10x9x4xf32>, %f1: tensor<3x3x4x8xf32>, %f2: tensor<3x3x4x8xf32>) -> (tensor<1x8x7x8xf32>, tensor<1x8x7x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x7x8xf32>
  %i = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
  %y1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f1 : tensor<1x10x9x4xf32>, tensor<3x3x4x8xf32>) outs(%i : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
  %y2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f2 : tensor<1x10x9x4xf32>, tensor<3x3x4x8xf32>) outs(%i : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
  return %y1, %y2 : tensor<1x8x7x8xf32>, tensor<1x8x7x8xf32>
}
"""
"""One input read by two convolutions (two branches of a block): packed once, not twice."""

PROGRAMS = {
    "nhwc": conv_program("main", Conv()),
    "nchw": conv_program("main", Conv(kind="nchw_fchw")),
    "bias_relu": conv_program("main", Conv(bias=True, relu=True)),
    "bias_relu_matmul": conv_program("main", Conv(bias=True, relu=True, matmul=True)),
    "padded_input": conv_program("main", Conv(pad=1, bias=True, relu=True)),
    "generic_nhwc": conv_program("main", Conv(kind="generic_nhwc", bias=True)),
    "conv_chain": CONV_CHAIN,
    "conv_loop": CONV_LOOP,
    "conv_twice": CONV_TWICE,
}
REDUNDANT = {"conv_loop"}
"""Fewer relayout bytes after materializing. In `conv_twice` the plan removes one of the two identical
set_encodings of `%x` (checked below), but the packs materialization already packs them once."""
SET_ENCODINGS_REMOVED = {"conv_twice": 1, "conv_loop": 0}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", PROGRAMS)
def test_conv_encodings_through_the_planner(name: str, target: str) -> None:
    options = TARGETS[target]
    source = parse_module(PROGRAMS[name])
    encoded = run_passes(source, SET)
    assert "op_type = conv" in str(encoded), f"{name}: no convolution encoding set"
    materialize = f"materialize-encoding-into-packs{{{options}}}"
    without = run_passes(encoded, materialize)
    planned = run_passes(encoded, f"plan-layouts{{{options}}}")
    assert_exact(source, planned, f"{name}: planned")
    if name in SET_ENCODINGS_REMOVED:
        count = [str(m).count("iree_encoding.set_encoding") for m in (encoded, planned)]
        assert count[0] - count[1] == SET_ENCODINGS_REMOVED[name], f"{name}: set_encodings {count[0]} -> {count[1]}"
    with_plan = run_passes(planned, materialize)
    assert_exact(source, without, f"{name}: without plan-layouts")
    assert_exact(source, with_plan, f"{name}: with plan-layouts")
    assert "iree_encoding" not in str(with_plan).replace("iree.encoding.materialized_layout_target", "")
    ops_before, bytes_before = relayout_bytes_per_call(without)
    ops_after, bytes_after = relayout_bytes_per_call(with_plan)
    assert bytes_after <= bytes_before, f"{name} on {target}: {bytes_before} -> {bytes_after} bytes"
    assert ops_after <= ops_before
    if name in REDUNDANT:
        assert bytes_after < bytes_before, f"{name} on {target}: the redundant relayout stayed"
