"""`plan-layouts` on whole models: relayout bytes per call with and without the planner, and beside IREE 3.13's placement.

For each model of tests/data/iree (the tiny Llama and GPT-2 exports of scripts/llm_models.py, and the
stand-in transformer block, attention head and gated MLP) at each stage file set-encoding accepts
(`input`, `global-opt`, `dispatch`), data tiling is placed by `set-encoding{encoding=data-tiling}` and
materialized for x86_64 (`materialize-encoding-into-packs{target=x86_64}`) three ways: directly,
after `propagate-encodings{target=x86_64}`, and after `plan-layouts{target=x86_64}`. Where IREE 3.13's
own data-tiling stage file (`M.flow-dt.mlir`: IREE's placement) exists, it is materialized with the same
tiles. The figure is the layout report's relayout bytes per call (`xdsl_encoding.report`: relayouts of
values that change from call to call; relayouts of constants run once, hoisted) and its relayout ops.
Every planned lowering is also interpreted against the plain program on random inputs.

Goals: the planner never moves more bytes per call than no propagation, than propagate-encodings, and
than IREE's placement of the same model.

    python bench/planner.py
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from xdsl.dialects.builtin import ModuleOp  # noqa: E402

from xdsl_encoding import compare, layout_report, parse_module, run_passes  # noqa: E402

Row = tuple[str, float, str, bool]
DATA = ROOT / "tests" / "data" / "iree"
MODELS = ("llama_dynamo", "llama_legacy", "gpt2_dynamo", "transformer_block", "attention_head", "gated_mlp")
STAGES = ("input", "global-opt", "dispatch")
ENCODE = "set-encoding{encoding=data-tiling}"
MATERIALIZE = "materialize-encoding-into-packs{target=x86_64}"
PLACEMENTS = {
    "none": "",
    "propagate-encodings": "propagate-encodings{target=x86_64},",
    "plan-layouts": "plan-layouts{target=x86_64},",
}


def per_call(original: ModuleOp, lowered: ModuleOp) -> tuple[int, int]:
    """(relayout bytes per call, relayout ops) of `lowered`, a lowering of `original`."""
    totals = layout_report(original, lowered).totals
    return totals.per_call_relayout_bytes, totals.relayout_ops


def measure(model: str, stage: str) -> dict[str, tuple[int, int]] | str:
    path = DATA / f"{model}.{stage}.mlir"
    if not path.exists():
        return "absent"
    source = parse_module(path.read_text())
    encoded = run_passes(source, ENCODE)
    found: dict[str, tuple[int, int]] = {}
    for name, placement in PLACEMENTS.items():
        lowered = run_passes(encoded, placement + MATERIALIZE)
        found[name] = per_call(source, lowered)
        if name == "plan-layouts" and stage == "input":
            result = compare(source, lowered, model, seed=7, dynamic_size=5)
            if not result.agree:
                return f"plan-layouts changed a result: {result.summary()}"
    return found


def iree_placement(model: str) -> tuple[int, int] | None:
    """IREE 3.13's own data-tiling placement (`M.flow-dt.mlir`) materialized with the same tiles, if present."""
    path = DATA / f"{model}.flow-dt.mlir"
    if not path.exists():
        return None
    module = parse_module(path.read_text())
    return per_call(module, run_passes(module, MATERIALIZE))


def run() -> list[Row]:
    rows: list[Row] = []
    for model in MODELS:
        for stage in STAGES:
            found = measure(model, stage)
            if found == "absent":
                continue
            label = f"{model}.{stage}"
            if isinstance(found, str):
                rows.append((f"{label}: {found}", math.nan, "0 wrong results", False))
                continue
            planned, planned_ops = found["plan-layouts"]
            for name, (moved, ops) in found.items():
                if name == "plan-layouts":
                    continue
                rows.append((f"{label} relayout bytes/call, {name} ({ops} relayout ops)", moved, "(reference)", True))
            rows.append(
                (
                    f"{label} relayout bytes/call, plan-layouts ({planned_ops} relayout ops)",
                    planned,
                    "<= the others",
                    all(planned <= moved for moved, _ in found.values()),
                )
            )
        iree = iree_placement(model)
        if iree is not None:
            best = min(
                (f["plan-layouts"][0] for s in STAGES if isinstance(f := measure(model, s), dict)), default=math.nan
            )
            rows.append(
                (
                    f"{model} relayout bytes/call, IREE 3.13 -dt placement ({iree[1]} relayout ops)",
                    iree[0],
                    "(reference)",
                    True,
                )
            )
            rows.append((f"{model}: plan-layouts / IREE 3.13 placement", best / iree[0], "<= 1", best <= iree[0]))
    return rows


if __name__ == "__main__":
    for name, value, goal, ok in run():
        print(f"{name:78s} {value:12.6g}  goal {goal:14s} {'ok' if ok else 'MISSED'}")
