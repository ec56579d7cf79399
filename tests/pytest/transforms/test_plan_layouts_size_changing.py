"""The registry's rules for the ops that change sizes: `tensor.pad`, `tensor.extract_slice`, `tensor.insert_slice`.

A set_encoding moves above one of them (the op then runs on the encoded types, and the padding
materialization runs it on the storage) only when the op leaves whole every dim whose storage the
encoding changes, and, for a pad, when the value it writes is one the encoding's new elements may hold.
Each program goes `set-encoding` -> `plan-layouts` -> a materialization (matmul_k + padding, cache-line
and multiple; data tiling + packs, where these rules refuse every move; `set-encoding{encoding=padding}`
sets nothing outside dispatch regions, so the explicit `padding` encoding is in the lit tests), is
interpreted before and after on random inputs, and moves no more relayout bytes per call than without
the planner (constants apart: their relayouts run once, `xdsl-encoding-report --plan`); the moves that must happen happen, and the refusals are named in a remark.
"""

from __future__ import annotations

import contextlib
import io

import numpy as np
import pytest
from test_plan_layouts import assert_exact
from xdsl.dialects import tensor
from xdsl.dialects.builtin import ModuleOp

from xdsl_encoding.api import parse_module, run_passes
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp
from xdsl_encoding.interfaces import Blocked
from xdsl_encoding.transforms.plan_layouts.costs import relayout_runs
from xdsl_encoding.transforms.propagate_encodings.rules import changed_dims, propagation_rule_for


def _dense(shape: tuple[int, int], seed: int) -> str:
    values = np.random.default_rng(seed).uniform(-1, 1, shape).astype(np.float32)
    rows = ", ".join("[" + ", ".join(f"{v:.6f}" for v in row) + "]" for row in values)
    return f"dense<[{rows}]> : tensor<{shape[0]}x{shape[1]}xf32>"


MATMUL = (
    "linalg.matmul ins(%lhs, %w : tensor<8x30xf32>, tensor<30x30xf32>) outs(%c : tensor<8x30xf32>) -> tensor<8x30xf32>"
)

PAD_ROWS = f"""
func.func @main(%x: tensor<6x30xf32>, %w: tensor<30x30xf32>, %c: tensor<8x30xf32>) -> tensor<8x30xf32> {{
  %zero = arith.constant 0.0 : f32
  %lhs = tensor.pad %x low[0, 0] high[2, 0] {{
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  }} : tensor<6x30xf32> to tensor<8x30xf32>
  %y = {MATMUL}
  return %y : tensor<8x30xf32>
}}
"""
"""M padded from 6 to 8 rows before a matmul: the relayout of K runs on the 6 rows, the pad on the storage."""

PAD_ROWS_WITH_ONES = PAD_ROWS.replace("arith.constant 0.0", "arith.constant 1.0")
"""The same with 1.0 in the new rows, which cross K's padding: refused (the padding would hold 1, not 0)."""

PAD_K = PAD_ROWS.replace("high[2, 0]", "high[0, 2]").replace("tensor<6x30xf32>", "tensor<8x28xf32>")
"""K padded from 28 to 30: the pad changes the dim the encoding pads: refused."""

SLICE_ROWS = """
func.func @main(%x: tensor<16x30xf32>, %w: tensor<30x30xf32>, %c: tensor<16x30xf32>, %d: tensor<8x30xf32>) -> (tensor<16x30xf32>, tensor<8x30xf32>) {
  %all = linalg.matmul ins(%x, %w : tensor<16x30xf32>, tensor<30x30xf32>) outs(%c : tensor<16x30xf32>) -> tensor<16x30xf32>
  %rows = tensor.extract_slice %x[4, 0] [8, 30] [1, 1] : tensor<16x30xf32> to tensor<8x30xf32>
  %some = linalg.matmul ins(%rows, %w : tensor<8x30xf32>, tensor<30x30xf32>) outs(%d : tensor<8x30xf32>) -> tensor<8x30xf32>
  return %all, %some : tensor<16x30xf32>, tensor<8x30xf32>
}
"""
"""All 16 rows of `%x` and rows 4..11 as LHS: the slice's relayout moves onto `%x`, which is relaid out
anyway, and the slice runs on the storage (one relayout of `%x`, not two)."""

SLICE_K = f"""
func.func @main(%x: tensor<8x32xf32>, %w: tensor<30x30xf32>, %c: tensor<8x30xf32>) -> tensor<8x30xf32> {{
  %lhs = tensor.extract_slice %x[0, 2] [8, 30] [1, 1] : tensor<8x32xf32> to tensor<8x30xf32>
  %y = {MATMUL}
  return %y : tensor<8x30xf32>
}}
"""
"""Columns 2..31 (K) of `%x`: the slice cuts the dim the encoding pads: refused."""

INSERT_INTO_CONSTANT = f"""
func.func @main(%x: tensor<6x30xf32>, %w: tensor<30x30xf32>, %c: tensor<8x30xf32>) -> tensor<8x30xf32> {{
  %base = arith.constant {_dense((8, 30), 2)}
  %lhs = tensor.insert_slice %x into %base[1, 0] [6, 30] [1, 1] : tensor<6x30xf32> into tensor<8x30xf32>
  %y = {MATMUL}
  return %y : tensor<8x30xf32>
}}
"""
"""6 rows written into a constant 8-row block: the relayout runs on the 6 rows and on the constant (once)."""

PROGRAMS = {
    "pad_rows": PAD_ROWS,
    "pad_rows_with_ones": PAD_ROWS_WITH_ONES,
    "pad_k": PAD_K,
    "slice_rows": SLICE_ROWS,
    "slice_k": SLICE_K,
    "insert_into_constant": INSERT_INTO_CONSTANT,
}
MOVED = {"pad_rows": "tensor.pad", "slice_rows": "tensor.extract_slice", "insert_into_constant": "tensor.insert_slice"}
"""The op the LHS set_encoding moves above, per program (through the matmul_k and padding encodings)."""
REFUSED = {
    "pad_k": "not moved above tensor.pad %lhs (rule PadRule): it pads dim 1, whose storage the encoding changes",
    "slice_k": "not moved above tensor.extract_slice %lhs (rule ExtractSliceRule): it cuts dim 1",
    "pad_rows_with_ones": "not moved above tensor.pad %lhs (rule PadRule): it writes 1 where the encoding's new "
    "elements hold 0",
}
PIPELINES = {
    "padding-cache-line": ("set-encoding", "plan-layouts", "materialize-encoding-into-padding"),
    "padding-multiple": ("set-encoding", "plan-layouts", "materialize-encoding-into-padding{resolver=multiple}"),
    "packs-x86_64": (
        "set-encoding{encoding=data-tiling}",
        "plan-layouts{target=x86_64}",
        "materialize-encoding-into-packs{target=x86_64}",
    ),
}

PADS_K = {"padding-multiple"}
"""The pipelines that pad these programs' K of 30 (a row of 120 bytes is no cache-line problem): there the
move lowers the relayout bytes; under cache-line both relayouts are nothing."""


def _set_encoding_source(module: ModuleOp, of: str) -> bool:
    """Whether some set_encoding reads the operand of an op named `of` rather than its result (it moved above)."""
    for op in module.walk():
        if op.name == of and any(isinstance(v.owner, SetEncodingOp) for v in op.operands):
            return True
    return False


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("name", PROGRAMS)
def test_size_changing_ops_through_the_planner(name: str, pipeline: str) -> None:
    encode, plan, materialize = PIPELINES[pipeline]
    source = parse_module(PROGRAMS[name])
    encoded = run_passes(source, encode)
    planned = run_passes(encoded, plan)
    assert_exact(source, planned, f"{name}: {encode},{plan}")
    without = run_passes(encoded, materialize)
    with_plan = run_passes(planned, materialize)
    assert_exact(source, without, f"{name}: {encode},{materialize}")
    assert_exact(source, with_plan, f"{name}: {pipeline}")
    bytes_before, bytes_after = (relayout_runs(m).bytes_per_call for m in (without, with_plan))
    assert bytes_before is not None
    assert bytes_after is not None
    assert bytes_after <= bytes_before, f"{name} on {pipeline}: {bytes_before} -> {bytes_after} bytes"
    moved = MOVED.get(name)
    if pipeline.startswith("packs"):  # a data-tiling encoding tiles its tensor: it crosses none of these ops
        assert not any(_set_encoding_source(planned, o) for o in ("tensor.pad", "tensor.extract_slice"))
    elif moved is not None:
        assert _set_encoding_source(planned, moved), f"{name} on {pipeline}: the set_encoding did not move"
        if pipeline in PADS_K:
            assert bytes_after < bytes_before, f"{name} on {pipeline}: {bytes_before} -> {bytes_after} bytes"
    elif name in REFUSED:
        assert str(planned) == str(run_passes(encoded, plan.replace("plan-layouts", "plan-layouts{moves=false}")))


@pytest.mark.parametrize("name", REFUSED)
def test_a_refused_move_is_named_in_a_remark(name: str) -> None:
    encoded = run_passes(parse_module(PROGRAMS[name]), "set-encoding")
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        run_passes(encoded, "plan-layouts{remarks=true}")
    assert REFUSED[name] in err.getvalue()


def test_the_rules_ask_the_encoding_which_dims_it_changes() -> None:
    module = parse_module("""
    func.func @f(%x: tensor<8x30xf32, #iree_encoding.matmul_k<k_dims = [1]>>, %y: tensor<8x30xf32, #iree_encoding.padding<[0, ?]>>) {
      return
    }
    """)
    (f,) = module.body.block.ops
    k, padding = (a.type.encoding for a in f.regions[0].block.args)  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
    assert changed_dims(k, 2) == frozenset({1})  # pyright: ignore[reportUnknownArgumentType]
    assert changed_dims(padding, 2) == frozenset({1})  # pyright: ignore[reportUnknownArgumentType]
    tiled = run_passes(parse_module(PAD_ROWS), "set-encoding{encoding=data-tiling}")
    lhs = next(op for op in tiled.walk() if op.name == "iree_encoding.set_encoding")
    blocked = changed_dims(lhs.results[0].type.encoding, 2)  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownArgumentType]
    assert isinstance(blocked, Blocked)
    assert "tiles its tensor" in blocked.reason
    assert propagation_rule_for(next(op for op in tiled.walk() if isinstance(op, tensor.PadOp))) is not None


ENCODED_PAD_OF_ONES = """
#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @main(%x: tensor<6x30xf32>, %w: tensor<30x30xf32>, %c: tensor<8x30xf32>) -> tensor<8x30xf32> {
  %one = arith.constant 1.0 : f32
  %s = iree_encoding.set_encoding %x : tensor<6x30xf32> -> tensor<6x30xf32, #lhs>
  %lhs = tensor.pad %s low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<6x30xf32, #lhs> to tensor<8x30xf32, #lhs>
  %rhs = iree_encoding.set_encoding %w : tensor<30x30xf32> -> tensor<30x30xf32, #rhs>
  %acc = iree_encoding.set_encoding %c : tensor<8x30xf32> -> tensor<8x30xf32, #acc>
  %y = linalg.matmul ins(%lhs, %rhs : tensor<8x30xf32, #lhs>, tensor<30x30xf32, #rhs>) outs(%acc : tensor<8x30xf32, #acc>) -> tensor<8x30xf32, #acc>
  %r = iree_encoding.unset_encoding %y : tensor<8x30xf32, #acc> -> tensor<8x30xf32>
  return %r : tensor<8x30xf32>
}
"""
"""A pad of 1.0 on padded storage (written by hand: the planner refuses to make it): the rows it adds hold 1.0
in K's padding, so the materialization zeroes that padding before the matmul reads it."""


@pytest.mark.parametrize("resolver", ["cache-line", "multiple"])
def test_a_pad_on_padded_storage_keeps_the_matmul_exact(resolver: str) -> None:
    module = parse_module(ENCODED_PAD_OF_ONES)
    reference = run_passes(module, "materialize-encoding-into-nop")
    lowered = run_passes(module, f"materialize-encoding-into-padding{{resolver={resolver}}}")
    assert "iree_encoding" not in str(lowered)
    assert_exact(reference, lowered, f"pad of ones on {resolver} storage")
