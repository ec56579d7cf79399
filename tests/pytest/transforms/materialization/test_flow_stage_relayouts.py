"""Packs at the `flow` stage: constant weights packed once in initializers, host relayouts in their own executables.

IREE compiles and runs what this produces (tests/pytest/test_iree_pipelines.py, the `flow` and
`flow-dt` files, `llama_dynamo.flow` among them); here: what moved where, and that the program
means the same (interpreted before and after on random inputs).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp

from xdsl_encoding.api import compare, parse_module, run_passes
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


def test_the_weight_is_packed_once_in_an_initializer_and_the_activation_in_the_dispatch() -> None:
    module = parse_module(FLOW_MATMUL)
    packed = run_passes(module, PACKS)
    globals_ = {op.sym_name.data: op for op in packed.ops if isinstance(op, util.GlobalOp)}
    assert "w_packed" in globals_
    assert str(globals_["w_packed"].type) == "tensor<4x8x4x1xf32>"  # the transposed RHS in 4x1 tiles (x86_64, f32)
    assert _executable_packs(packed, "ex") == 1  # the LHS only
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


def test_a_weight_some_caller_computes_stays_in_the_dispatch() -> None:
    module = parse_module(FLOW_MATMUL + WEIGHT_FROM_AN_ARGUMENT)
    packed = run_passes(module, PACKS)
    assert not any(isinstance(op, util.GlobalOp) and op.sym_name.data.endswith("_packed") for op in packed.ops)
    assert _executable_packs(packed, "ex") == 2
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
