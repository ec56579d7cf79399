"""Packs at the `flow` stage: constant weights packed once in initializers, host relayouts in their own executables.

IREE compiles and runs what this produces (tests/pytest/test_iree_pipelines.py, the `flow` and
`flow-dt` files, `llama_dynamo.flow` among them); here: what moved where, and that the program
means the same (interpreted before and after on random inputs).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp

from testing.iree_host import IREE_COMPILE_313, TARGET, compile_with_iree, iree_tool, printed, run_with_iree
from xdsl_encoding.api import compare, interpret, parse_module, run_passes
from xdsl_encoding.dialects import flow, util
from xdsl_encoding.dialects.linalg.pack_ops import PackOp, UnPackOp

DATA = Path(__file__).parents[3] / "data" / "iree"
PACKS = "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64}"

FLOW_MATMUL = """
util.global private @w = dense<0.5> : tensor<8x16xf32>
flow.executable private @ex {
  flow.executable.export public @mm workgroups() -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
    flow.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @mm(%a: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>,
                  %b: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>,
                  %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %0 = iree_tensor_ext.dispatch.tensor.load %a, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
      %1 = iree_tensor_ext.dispatch.tensor.load %b, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
      %2 = tensor.empty() : tensor<4x16xf32>
      %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x16xf32>) -> tensor<4x16xf32>
      %4 = linalg.matmul ins(%0, %1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%3 : tensor<4x16xf32>) -> tensor<4x16xf32>
      iree_tensor_ext.dispatch.tensor.store %4, %out, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
      return
    }
  }
}
util.func public @f(%x: tensor<4x8xf32>) -> tensor<4x16xf32> {
  %w = util.global.load immutable @w : tensor<8x16xf32>
  %r = flow.dispatch @ex::@mm(%x, %w) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  util.return %r : tensor<4x16xf32>
}
"""

WEIGHT_FROM_AN_ARGUMENT = """
util.func public @g(%x: tensor<4x8xf32>, %v: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %r = flow.dispatch @ex::@mm(%x, %v) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  util.return %r : tensor<4x16xf32>
}
"""


COMPUTED_WEIGHT = (
    """
util.global private @seed = dense<0.5> : tensor<8x16xf32>
util.global private @w : tensor<8x16xf32>
flow.executable private @init_ex {
  flow.executable.export public @double workgroups() -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
    flow.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @double(%a: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>,
                      %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
      %0 = iree_tensor_ext.dispatch.tensor.load %a, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
      %1 = tensor.empty() : tensor<8x16xf32>
      %2 = linalg.add ins(%0, %0 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %2, %out, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
      return
    }
  }
}
"""
    + FLOW_MATMUL.replace("util.global private @w = dense<0.5> : tensor<8x16xf32>\n", "")
    + """
util.initializer {
  %s = util.global.load immutable @seed : tensor<8x16xf32>
  %d = flow.dispatch @init_ex::@double(%s) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  util.global.store %d, @w : tensor<8x16xf32>
  util.return
}
"""
)
"""IREE's legacy exports: a constant computed by an initializer that comes after its global (and the uses)."""


def _executable_packs(module: ModuleOp, name: str) -> int:
    executable = next(op for op in module.walk() if isinstance(op, flow.ExecutableOp) and op.sym_name.data == name)
    return sum(isinstance(op, PackOp) for op in executable.walk())


def _host_relayouts(module: ModuleOp) -> list[str]:
    return [
        op.name
        for top in module.ops
        if isinstance(top, util.FuncOp | util.InitializerOp)
        for op in top.body.walk()
        if isinstance(op, PackOp | UnPackOp)
    ]


def _outlined_packs(module: ModuleOp, prefix: str) -> int:
    """Packs in the executables outlined from host function `@prefix` (`@f_pack`, `@f_pack_1`, ...)."""
    return sum(
        _executable_packs(module, op.sym_name.data)
        for op in module.ops
        if isinstance(op, flow.ExecutableOp) and op.sym_name.data.startswith(f"{prefix}_pack")
    )


def test_the_weight_is_packed_once_in_an_initializer_and_the_activation_in_a_dispatch_of_its_own() -> None:
    module = parse_module(FLOW_MATMUL)
    packed = run_passes(module, PACKS)
    globals_ = {op.sym_name.data: op for op in packed.ops if isinstance(op, util.GlobalOp)}
    assert "w_packed" in globals_
    assert str(globals_["w_packed"].type) == "tensor<4x8x4x1xf32>"  # the transposed RHS in 4x1 tiles (x86_64, f32)
    assert _executable_packs(packed, "ex") == 0  # only the batch_mmt4d: IREE's codegen refuses a wide pack beside it
    assert _outlined_packs(packed, "f") == 1  # the LHS, packed before the dispatch, as IREE's set_encoding dispatch
    assert _executable_packs(packed, "w_packed_pack") == 1
    assert _host_relayouts(packed) == []
    report = compare(module, packed, "f")
    assert report.agree, report.summary()


def test_a_reshaped_weight_is_reshaped_and_packed_in_the_initializer() -> None:
    """IREE's importer reshapes 2-D parameter weights to `batch_matmul`'s `1xKxN` on the host."""
    text = FLOW_MATMUL.replace("dense<0.5> : tensor<8x16xf32>", "dense<0.5> : tensor<2x4x16xf32>").replace(
        "%w = util.global.load immutable @w : tensor<8x16xf32>",
        "%w2 = util.global.load immutable @w : tensor<2x4x16xf32>\n"
        "  %w = flow.tensor.reshape %w2 : tensor<2x4x16xf32> -> tensor<8x16xf32>",
    )
    module = parse_module(text)
    packed = run_passes(module, PACKS)
    initializer = next(op for op in packed.ops if isinstance(op, util.InitializerOp))
    assert [op.name for op in initializer.body.block.ops][:3] == [
        "util.global.load",
        "flow.tensor.reshape",
        "flow.dispatch",
    ]
    function = next(op for op in packed.ops if isinstance(op, util.FuncOp))
    assert not any(op.name == "flow.tensor.reshape" for op in function.body.walk())  # the reshape went with it
    report = compare(module, packed, "f")
    assert report.agree, report.summary()


def test_a_computed_weight_is_packed_after_the_initializer_that_computes_it() -> None:
    """The hoisted initializer reads `@w`: it must run (come) after the one storing it (issue 34)."""
    module = parse_module(COMPUTED_WEIGHT)
    packed = run_passes(module, PACKS)
    order = list(packed.ops)
    initializers = [op for op in order if isinstance(op, util.InitializerOp)]
    assert len(initializers) == 2
    writer, hoisted = initializers
    assert any(
        isinstance(op, util.GlobalStoreOp) and op.global_.root_reference.data == "w_packed" for op in hoisted.walk()
    )
    assert order.index(writer) < order.index(hoisted)
    globals_ = [op.sym_name.data for op in order if isinstance(op, util.GlobalOp)]
    assert globals_.index("w_packed") == globals_.index("w") + 1  # declared right after its source
    assert _executable_packs(packed, "w_packed_pack") == 1
    report = compare(module, packed, "f")  # the interpreter refuses a global read before it is stored
    assert report.agree, report.summary()


def test_a_weight_some_caller_computes_is_packed_by_each_caller() -> None:
    module = parse_module(FLOW_MATMUL + WEIGHT_FROM_AN_ARGUMENT)
    packed = run_passes(module, PACKS)
    assert not any(isinstance(op, util.GlobalOp) and op.sym_name.data.endswith("_packed") for op in packed.ops)
    assert _executable_packs(packed, "ex") == 0
    assert (_outlined_packs(packed, "f"), _outlined_packs(packed, "g")) == (2, 2)  # the LHS, and @g's RHS as @f's
    assert _host_relayouts(packed) == []
    for function in ("f", "g"):
        assert compare(module, packed, function).agree


@pytest.mark.parametrize("name", ["llama_dynamo.flow", "gated_mlp.flow-dt"])
def test_flow_files_keep_no_relayout_on_the_host(name: str) -> None:
    module = parse_module((DATA / f"{name}.mlir").read_text())
    pipeline = PACKS if name.endswith(".flow") else "materialize-encoding-into-packs{target=x86_64}"
    packed = run_passes(module, pipeline)
    assert _host_relayouts(packed) == []
    outlined = [op.sym_name.data for op in packed.ops if isinstance(op, flow.ExecutableOp)]
    assert any(n.endswith("_pack") for n in outlined), outlined  # relayouts in executables of their own


WIDE_ACTIVATIONS = """
func.func @qk(%q: tensor<1x4x512xf32>, %k: tensor<1x512x4xf32>) -> tensor<1x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  %s = linalg.batch_matmul ins(%q, %k : tensor<1x4x512xf32>, tensor<1x512x4xf32>) outs(%acc : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  func.return %s : tensor<1x4x4xf32>
}
"""
"""Attention's `q @ k^T` at hidden 512: both operands activations, so no initializer can pack them."""


def test_a_wide_activation_pack_runs_in_a_dispatch_of_its_own_which_iree_compiles(tmp_path: Path) -> None:
    """Packed beside the `batch_mmt4d`, the 1x4x512 LHS (1x1x512x8x1) fails IREE 3.13's CPU codegen with
    `One or more operations with large vector sizes (8192 bytes)`; IREE's own data tiling packs it apart."""
    source = tmp_path / "qk.mlir"
    source.write_text(WIDE_ACTIVATIONS)
    flow_text = subprocess.run(
        [str(iree_tool(IREE_COMPILE_313)), str(source), *TARGET, "--compile-to=flow", "-o", "-"],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    ).stdout
    module = parse_module(flow_text)
    packed = run_passes(module, PACKS)
    (matmul,) = [
        op.sym_name.data
        for op in packed.ops
        if isinstance(op, flow.ExecutableOp) and any(o.name == "linalg.batch_mmt4d" for o in op.walk())
    ]
    assert _executable_packs(packed, matmul) == 0
    assert _host_relayouts(packed) == []
    rng = np.random.default_rng(0)
    q, k = rng.uniform(-1, 1, (1, 4, 512)).astype(np.float32), rng.uniform(-1, 1, (1, 512, 4)).astype(np.float32)
    (result,) = run_with_iree(compile_with_iree(printed(packed), "flow"), "qk", (q, k), 1)
    np.testing.assert_allclose(result, q @ k, rtol=1e-5, atol=1e-5)


WIDE_SWIGLU = """
func.func @mlp(%x: tensor<4x512xf32>, %wg: tensor<512x768xf32>, %wu: tensor<512x768xf32>, %wd: tensor<768x512xf32>) -> tensor<4x512xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x768xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x768xf32>) -> tensor<4x768xf32>
  %g = linalg.matmul ins(%x, %wg : tensor<4x512xf32>, tensor<512x768xf32>) outs(%acc : tensor<4x768xf32>) -> tensor<4x768xf32>
  %u = linalg.matmul ins(%x, %wu : tensor<4x512xf32>, tensor<512x768xf32>) outs(%acc : tensor<4x768xf32>) -> tensor<4x768xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]} ins(%g, %u : tensor<4x768xf32>, tensor<4x768xf32>) outs(%e : tensor<4x768xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %n = arith.negf %a : f32
    %x1 = math.exp %n : f32
    %d = arith.addf %x1, %one : f32
    %s = arith.divf %a, %d : f32
    %r = arith.mulf %s, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x768xf32>
  %e2 = tensor.empty() : tensor<4x512xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x512xf32>) -> tensor<4x512xf32>
  %y = linalg.matmul ins(%h, %wd : tensor<4x768xf32>, tensor<768x512xf32>) outs(%acc2 : tensor<4x512xf32>) -> tensor<4x512xf32>
  func.return %y : tensor<4x512xf32>
}
"""
"""The SwiGLU MLP of the hidden-512 Llama exports (issue 34): 4 tokens, K = 512 and 768, all operands activations."""


@pytest.mark.parametrize(
    ("stage", "flags", "resume", "pipeline"),
    [
        (
            "dispatch",
            ["--compile-to=dispatch-creation", "--iree-dispatch-creation-data-tiling"],
            "global-optimization",
            "materialize-encoding-into-packs{target=x86_64}",
        ),
        ("flow", ["--compile-to=flow"], "flow", PACKS),
    ],
)
def test_a_wide_mlp_packed_at_each_stage_is_compiled_and_run_by_iree(
    tmp_path: Path, stage: str, flags: list[str], resume: str, pipeline: str
) -> None:
    """IREE's own lowering of the MLP to `stage`, packed by us, then compiled and run by IREE 3.13 (as
    scripts/llm_check.py does for the hidden-512 exports, which are too big to commit)."""
    source = tmp_path / "mlp.mlir"
    source.write_text(WIDE_SWIGLU)
    text = subprocess.run(
        [str(iree_tool(IREE_COMPILE_313)), str(source), *TARGET, *flags, "-o", "-"],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    ).stdout
    module = parse_module(text)
    packed = run_passes(module, pipeline)
    assert "iree_encoding" not in printed(packed)
    assert any(o.name in ("linalg.mmt4d", "linalg.batch_mmt4d") for o in packed.walk())
    if stage == "flow":
        assert _host_relayouts(packed) == []
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 1, (4, 512)).astype(np.float32)
    wg, wu = (rng.uniform(-0.05, 0.05, (512, 768)).astype(np.float32) for _ in range(2))
    wd = rng.uniform(-0.05, 0.05, (768, 512)).astype(np.float32)
    g, u = x.astype(np.float64) @ wg, x.astype(np.float64) @ wu
    expected = (g / (1 + np.exp(-g)) * u) @ wd
    (ours,) = interpret(packed, "mlp", x, wg, wu, wd)
    np.testing.assert_allclose(np.asarray(ours), expected, rtol=1e-4, atol=1e-5)
    (result,) = run_with_iree(compile_with_iree(printed(packed), resume), "mlp", (x, wg, wu, wd), 1)
    np.testing.assert_allclose(result, expected, rtol=1e-4, atol=1e-5)
