"""`xdsl-encoding-report --plan`: each pipeline's relayouts before and after `plan-layouts`.

The counts are checked against figures worked out by hand from the shapes (a K of 30 padded to 32,
four loop iterations), both lowerings are interpreted on random inputs against the plain program,
and the report without `--plan` is the one it was.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.tools.report import main, planning_pipelines

LOOP = """
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
"""
PADDING = "set-encoding,materialize-encoding-into-padding{resolver=multiple}"
PACKS = 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu-features="+avx512f"}'


@pytest.mark.parametrize(
    ("pipeline", "before", "after"),
    [
        (PADDING, 'set-encoding,materialize-encoding-into-padding{resolver="multiple"}', "plan-layouts,"),
        (
            PACKS,
            'set-encoding{encoding="data-tiling"},materialize-encoding-into-packs{target="x86_64" cpu-features="+avx512f"}',
            'plan-layouts{target="x86_64" cpu-features="+avx512f"},',
        ),
        (
            "set-encoding,plan-layouts,materialize-encoding-into-packs{target=gfx942}",
            'set-encoding,materialize-encoding-into-packs{target="gfx942"}',
            "plan-layouts,",  # a GPU: the planner takes CPU targets only
        ),
    ],
)
def test_planning_pipelines_insert_the_planner_before_the_materialization(
    pipeline: str, before: str, after: str
) -> None:
    without, planned = planning_pipelines(pipeline)
    assert without == before
    head, _, tail = before.partition(",")
    assert planned == f"{head},{after}{tail}"


def test_plan_needs_a_pipeline_with_a_materialization(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "loop.mlir"
    source.write_text(LOOP)
    assert main([str(source), "-p", "set-encoding", "--plan", "--no-predict"]) == 2
    assert "--plan: pipeline 'set-encoding' has no materialize-encoding-into-* pass" in capsys.readouterr().err
    assert main([str(source), str(source), "--plan", "--no-predict"]) == 2
    assert "--plan: give a -p PIPELINE" in capsys.readouterr().err


def test_the_report_shows_relayouts_before_and_after_planning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "loop.mlir"
    source.write_text(LOOP)
    common = [str(source), "-p", PADDING, "-p", PACKS, "--label", "padding", "--label", "packs", "--no-predict"]
    assert main(common) == 0
    unplanned = capsys.readouterr().out
    assert main([*common, "--plan"]) == 0
    planned = capsys.readouterr().out
    assert "planning" not in unplanned
    assert planned.startswith(unplanned)  # --plan appends; the report itself is unchanged
    table = planned[len(unplanned) :]
    # K = 30 padded to 32: %a 8x30 -> 8x32 (960 + 1024 bytes), %w 30x30 -> 32x30 (3600 + 3840 bytes),
    # both padded in each of the 4 iterations without the planner, once before the loop with it.
    assert "| relayout ops | 2 | 2 | 4 | 4 |" in table
    assert "|   run per call | 8 | 2 | 16 | 4 |" in table
    assert f"| relayout bytes per call | {4 * 9424:,} | 9,424 |" in table

    assert main([*common, "--plan", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["planning"]
    assert [r["label"] for r in rows] == ["padding", "packs"]
    assert rows[0]["before"] == {"ops": 2, "runs_per_call": 8, "bytes_per_call": 37696, "constant_bytes": 0}
    assert rows[0]["after"] == {"ops": 2, "runs_per_call": 2, "bytes_per_call": 9424, "constant_bytes": 0}
    assert rows[1]["after"]["runs_per_call"] * 4 == rows[1]["before"]["runs_per_call"] == 16
    assert rows[1]["after"]["bytes_per_call"] * 4 == rows[1]["before"]["bytes_per_call"]

    program = parse_module(LOOP)
    for row in rows:
        for pipeline in (row["pipeline"], row["planned_pipeline"]):
            result = compare(program, run_passes(program, pipeline), "main", seed=1)
            assert result.agree, f"{pipeline}: {result.summary()}"
