"""`plan-layouts` keeps every result and never adds relayout bytes; it removes the redundant ones.

Each program of `plan_layouts_programs.py` goes `set-encoding` -> (`plan-layouts`) -> materialization
through matmul_k + padding (cache-line and multiple) and data tiling + packs (x86_64, x86_64 with
avx512f, aarch64): both lowerings are interpreted on random inputs and compared with the plain
program, and the relayout bytes per call (each relayout's bytes, `report.measure`, times the static
trip counts of the loops around it) are never more with the planner, and fewer where the program
holds a redundant relayout.
"""

from __future__ import annotations

import pytest
from plan_layouts_programs import PROGRAMS, Program
from xdsl.dialects.builtin import ModuleOp

from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.report.measure import relayout_bytes, relayout_kind
from xdsl_encoding.transforms.plan_layouts.analysis import runs_per_call

PIPELINES = {
    "padding-cache-line": ("set-encoding", "plan-layouts", "materialize-encoding-into-padding"),
    "padding-multiple": ("set-encoding", "plan-layouts", "materialize-encoding-into-padding{resolver=multiple}"),
    "packs-x86_64": (
        "set-encoding{encoding=data-tiling}",
        "plan-layouts{target=x86_64}",
        "materialize-encoding-into-packs{target=x86_64}",
    ),
    "packs-x86_64-avx512f": (
        "set-encoding{encoding=data-tiling}",
        'plan-layouts{target=x86_64 cpu-features="+avx512f"}',
        'materialize-encoding-into-packs{target=x86_64 cpu-features="+avx512f"}',
    ),
    "packs-aarch64": (
        "set-encoding{encoding=data-tiling}",
        "plan-layouts{target=aarch64}",
        "materialize-encoding-into-packs{target=aarch64}",
    ),
}


def relayout_bytes_per_call(module: ModuleOp) -> tuple[int, int]:
    """(relayout ops run per call, bytes they move): each relayout of the module times its loops' trip counts."""
    ops = moved = 0
    for op in module.walk():
        if relayout_kind(op) is None:
            continue
        runs = runs_per_call(op)
        assert runs is not None, f"{op.name} in a loop of dynamic trip count"
        ops += runs
        moved += runs * (relayout_bytes(op) or 0)
    return ops, moved


def assert_exact(reference: ModuleOp, module: ModuleOp, what: str) -> None:
    result = compare(reference, module, "main")
    assert result.mismatch is None, f"{what}: {result.summary()}"
    assert all(r.agree for r in result.results), f"{what}: {result.summary()}"


@pytest.mark.parametrize("pipeline", PIPELINES, ids=str)
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_plan_layouts_keeps_results_and_never_adds_relayouts(program: Program, pipeline: str) -> None:
    encode, plan, materialize = PIPELINES[pipeline]
    source = parse_module(program.text)
    encoded = run_passes(source, encode)
    without = run_passes(encoded, materialize)
    planned = run_passes(encoded, plan)
    assert_exact(source, planned, f"{program.name}: {encode},{plan}")
    with_plan = run_passes(planned, materialize)
    assert_exact(source, with_plan, f"{program.name}: {pipeline}")
    ops_before, bytes_before = relayout_bytes_per_call(without)
    ops_after, bytes_after = relayout_bytes_per_call(with_plan)
    assert bytes_after <= bytes_before, f"{program.name} on {pipeline}: {bytes_before} -> {bytes_after} bytes"
    assert ops_after <= ops_before
    if pipeline in program.redundant_on:
        assert bytes_after < bytes_before, f"{program.name} on {pipeline}: the redundant relayout stayed"
