"""`plan-layouts` keeps every result and never adds relayout bytes; it removes the redundant ones.

Each program of `plan_layouts_programs.py` goes `set-encoding` -> (`plan-layouts`) -> materialization
through matmul_k + padding (cache-line and multiple), the GPU padding path
(`set-encoding{encoding=padding}`, gfx942's resolver) and data tiling + packs (x86_64, x86_64 with
avx512f, aarch64): both lowerings are interpreted on random inputs and compared with the plain
program, and the relayout bytes per call (each relayout's bytes, `report.measure`, times the static
trip counts of the loops around it) are never more with the planner, and fewer where the program
holds a redundant relayout.
"""

from __future__ import annotations

import re

import pytest
from plan_layouts_programs import BIAS_RELU, DECODER_LOOP, PROGRAMS, QKV, RESHAPE_CHAIN, Program
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from xdsl_encoding import plan_layouts
from xdsl_encoding.api import compare, context, parse_module, run_passes
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp
from xdsl_encoding.report.measure import relayout_bytes, relayout_kind
from xdsl_encoding.transforms import get_all_passes
from xdsl_encoding.transforms.plan_layouts.analysis import runs_per_call
from xdsl_encoding.utils.hints import tensor_type_of

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
    "gpu-padding-gfx942": (
        "set-encoding{encoding=padding}",
        "plan-layouts",
        "materialize-encoding-into-padding{resolver=gpu target=gfx942}",
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


LOOP_CARRIED = """
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @main(%x: tensor<8x30xf32, #acc>, %c: i1) -> (tensor<8x30xf32>, tensor<8x30xf32>, tensor<8x30xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %u = iree_encoding.unset_encoding %x : tensor<8x30xf32, #acc> -> tensor<8x30xf32>
  %carried = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %u) -> (tensor<8x30xf32>) {
    %s = iree_encoding.set_encoding %h : tensor<8x30xf32> -> tensor<8x30xf32, #acc>
    %y = iree_encoding.unset_encoding %s : tensor<8x30xf32, #acc> -> tensor<8x30xf32>
    scf.yield %y : tensor<8x30xf32>
  }
  %lost = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %u) -> (tensor<8x30xf32>) {
    %y = arith.addf %h, %h : tensor<8x30xf32>
    scf.yield %y : tensor<8x30xf32>
  }
  %either = scf.if %c -> (tensor<8x30xf32>) {
    scf.yield %u : tensor<8x30xf32>
  } else {
    scf.yield %carried : tensor<8x30xf32>
  }
  return %carried, %lost, %either : tensor<8x30xf32>, tensor<8x30xf32>, tensor<8x30xf32>
}
"""


def test_the_lattice_crosses_iter_args_and_branches_only_where_every_path_agrees() -> None:
    module = parse_module(LOOP_CARRIED)
    plan = plan_layouts(module)
    by_name = {v.name_hint: found for v, found in plan.available.items()}
    encoding = "#iree_encoding.matmul_k<k_dims = []>"
    assert [str(e) for e in by_name["carried"]] == [encoding]  # init and yield both carry it
    assert "lost" not in by_name  # the yield is computed from the plain value
    assert [str(e) for e in by_name["either"]] == [encoding]  # both branches carry it
    assert "h" in {v.name_hint for v in plan.available}
    # the loop then carries the encoded tensor: no relayout per iteration
    printed = str(plan)
    assert "@main: %h: available [" + encoding + "]" in printed
    assert "carried encoded across the loop's iter_arg" in printed
    assert [d.kind for d in plan.decisions] == ["carry"]


def test_the_plan_prints_each_value_with_its_choice_and_bytes() -> None:
    module = run_passes(parse_module(DECODER_LOOP.text), "set-encoding")
    plan = plan_layouts(module, "x86_64")
    printed = str(plan).splitlines()
    assert printed[0] == "layout plan (44160 -> 16800 relayout bytes per call, logical types)"
    assert (
        "@main: %w: available [], wanted [#iree_encoding.matmul_k<k_dims = [0]>]; 1 relayout (was 1), 1 hoisted out of loops; bytes 28800 -> 7200"
        in printed[2]
    )
    assert [d.kind for d in plan.decisions] == ["keep", "hoist", "hoist"]  # %h's relayout stays in the loop
    assert module.is_structurally_equivalent(run_passes(parse_module(DECODER_LOOP.text), "set-encoding"))  # unchanged


def test_plan_layouts_refuses_an_unknown_target() -> None:
    with pytest.raises(DiagnosticException, match="plan_layouts: unknown target 'nowhere'"):
        plan_layouts(parse_module(QKV.text), "nowhere")


@pytest.mark.parametrize("pipeline", [p for p in PIPELINES if p.startswith("packs")], ids=str)
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_plan_layouts_never_moves_more_bytes_than_propagate_encodings(program: Program, pipeline: str) -> None:
    encode, plan, materialize = PIPELINES[pipeline]
    propagate = plan.replace("plan-layouts", "propagate-encodings")
    source = parse_module(program.text)
    encoded = run_passes(source, encode)
    planned = relayout_bytes_per_call(run_passes(encoded, f"{plan},{materialize}"))
    propagated = relayout_bytes_per_call(run_passes(encoded, f"{propagate},{materialize}"))
    assert planned[1] <= propagated[1], f"{program.name}: plan-layouts {planned}, propagate-encodings {propagated}"


def test_a_move_that_does_not_pay_is_not_made() -> None:
    """Sinking the first matmul's unset below bias + relu would pack the bias vector too (propagate-encodings
    does it), while the second matmul packs the activation again anyway: the planner leaves it."""
    encoded = run_passes(parse_module(BIAS_RELU.text), "set-encoding{encoding=data-tiling}")
    plan = plan_layouts(encoded, "x86_64")
    assert plan.moves == []
    propagated = run_passes(encoded, "propagate-encodings{target=x86_64}")
    sunk = [
        op
        for op in propagated.walk()
        if isinstance(op, SetEncodingOp) and tensor_type_of(op.source).get_shape() == (20,)
    ]
    assert sunk, "propagate-encodings packs the bias once the unset sinks below it"


@pytest.mark.parametrize(
    ("pipeline", "message"),
    [
        ("materialize-encoding-into-packs{target=aarch64}", "materializing them for target 'aarch64' is refused"),
        (
            'materialize-encoding-into-packs{target=x86_64 cpu-features="+avx512f"}',
            "materializing them for target 'x86_64{cpu-features=+avx512f}' is refused",
        ),
        ("materialize-encoding-into-padding{resolver=gpu target=gfx942}", "for target 'gfx942' is refused"),
        ("plan-layouts{target=aarch64}", "planned for target 'x86_64', not 'aarch64'"),
        ("propagate-encodings{target=aarch64}", "planned for target 'x86_64', not 'aarch64'"),
    ],
)
def test_a_plan_for_one_target_is_refused_for_another_before_anything_is_rewritten(pipeline: str, message: str) -> None:
    """The late `PassFailedException` of the issue ("packed layouts ... not related by the collapse_shape")
    becomes a diagnostic naming both targets, raised before the module changes."""
    encoded = run_passes(parse_module(RESHAPE_CHAIN.text), "set-encoding{encoding=data-tiling}")
    planned = run_passes(encoded, "plan-layouts{target=x86_64}")
    passes = PassPipeline.parse_spec(get_all_passes(), pipeline).passes
    before = str(planned)
    with pytest.raises(PassFailedException, match=re.escape(message)):
        passes[0].apply(context(), planned)
    assert str(planned) == before
    # the same target materializes, and computes what the plain program computes
    assert_exact(
        parse_module(RESHAPE_CHAIN.text),
        run_passes(planned, "materialize-encoding-into-packs{target=x86_64}"),
        "x86_64",
    )


CALLS = """
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @main(%x: tensor<8x30xf32, #acc>, %y: tensor<8x30xf32>) -> (tensor<8x30xf32>, tensor<8x30xf32>) {
  %agree = func.call @unset(%x) : (tensor<8x30xf32, #acc>) -> tensor<8x30xf32>
  %differ = func.call @either(%x, %y) : (tensor<8x30xf32, #acc>, tensor<8x30xf32>) -> tensor<8x30xf32>
  return %agree, %differ : tensor<8x30xf32>, tensor<8x30xf32>
}
func.func private @unset(%x: tensor<8x30xf32, #acc>) -> tensor<8x30xf32> {
  %u = iree_encoding.unset_encoding %x : tensor<8x30xf32, #acc> -> tensor<8x30xf32>
  return %u : tensor<8x30xf32>
}
func.func private @either(%x: tensor<8x30xf32, #acc>, %y: tensor<8x30xf32>) -> tensor<8x30xf32> {
  %u = iree_encoding.unset_encoding %x : tensor<8x30xf32, #acc> -> tensor<8x30xf32>
  %r = arith.addf %u, %y : tensor<8x30xf32>
  return %r : tensor<8x30xf32>
}
"""


def test_the_lattice_crosses_calls_where_every_return_agrees() -> None:
    plan = plan_layouts(parse_module(CALLS))
    by_name = {v.name_hint: found for v, found in plan.available.items()}
    assert [str(e) for e in by_name["agree"]] == ["#iree_encoding.matmul_k<k_dims = []>"]  # the callee returns it unset
    assert "differ" not in by_name  # the callee computes its result from the plain value
