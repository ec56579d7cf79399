"""Element-wise propagation against IREE 3.13's `iree-dispatch-creation-propagate-encodings-through-generic-ops`.

On IREE's own tensor-level cases (`elementwise_iree_tests.mlir`, ported from `hoist_encoding_ops.mlir`
and `propagate_encodings_through_generic_ops.mlir`) ours moves the same ops to the same place with
the same encodings: each function's ops in order, with their result and operand types (encodings
included), are IREE's. Left out of the comparison: the `tensor.dim` / `arith.constant` ops IREE
makes for an unset_encoding's sizes, which ours takes from the consumer's `tensor.empty`
(docs/passes/propagate-encodings.md). The §3.2 case, where IREE's move changes the result, is in
`test_propagate_encodings_elementwise.py`.
"""

from __future__ import annotations

from pathlib import Path

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Operation

from testing.oracle import run_iree_opt
from xdsl_encoding.api import parse_module, run_passes

LIT = (
    Path(__file__).resolve().parents[2]
    / "filecheck"
    / "transforms"
    / "propagate_encodings"
    / "elementwise_iree_tests.mlir"
)
IREE_PIPELINE = "builtin.module(util.func(iree-dispatch-creation-propagate-encodings-through-generic-ops))"
SIZE_OPS = ("tensor.dim", "arith.constant")
BEYOND_IREE = {"no_bubble_padding_encoding": "ours moves a padding encoding across element-wise ops; IREE never does"}
"""Cases where ours moves further than IREE; none where IREE moves further (IREE's moves that change
a result are in test_propagate_encodings_elementwise.py)."""

OpShape = tuple[str, tuple[str, ...], tuple[str, ...]]


def shapes(text: str) -> dict[str, list[OpShape]]:
    """Each function's top-level ops in order: name, result types, operand types."""
    found: dict[str, list[OpShape]] = {}
    for chunk in text.split("// -----"):
        if not chunk.strip():
            continue
        for fn in parse_module(chunk).walk():
            if fn.name != "util.func" or not fn.regions[0].blocks:
                continue
            ops: list[Operation] = list(fn.regions[0].block.ops)
            name = fn.properties["sym_name"]
            assert isinstance(name, StringAttr)
            found[name.data] = [
                (o.name, tuple(str(r.type) for r in o.results), tuple(str(v.type) for v in o.operands))
                for o in ops
                if o.name not in SIZE_OPS
            ]
    return found


def test_iree_cases_move_as_iree_does(iree_opt_3_13: Path) -> None:
    source = LIT.read_text()
    theirs = shapes(run_iree_opt(source, IREE_PIPELINE, split_input_file=True, iree_opt=iree_opt_3_13))
    ours: dict[str, list[OpShape]] = {}
    for chunk in source.split("// -----"):
        ours |= shapes(str(run_passes(parse_module(chunk), "propagate-encodings{target=x86_64}")))
    assert len(theirs) >= 18
    assert theirs.keys() == ours.keys()
    differ = [name for name in theirs if theirs[name] != ours[name]]
    assert set(BEYOND_IREE) <= set(differ), "the cases beyond IREE must still differ from it"
    differ = [name for name in differ if name not in BEYOND_IREE]
    assert not differ, "\n".join(f"{n}:\n  iree: {theirs[n]}\n  ours: {ours[n]}" for n in differ)
