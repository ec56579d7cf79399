"""`propagate-encodings` against IREE 3.7.1's `iree-dispatch-creation-propagate-encodings`, the reference.

On programs made only of `set_encoding` and `collapse_shape` the two must agree exactly, compared
structurally (data-flow trees of each function's results, op counts included). All programs go
through one `iree-opt --split-input-file` process. Skips, visibly, only without the oracle.
"""

from __future__ import annotations

from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import tensor
from xdsl.dialects.builtin import ModuleOp

from testing.oracle import PROPAGATE_ENCODINGS_PIPELINE, run_iree_opt_batch, run_iree_opt_chunks
from testing.propagation_programs import programs
from testing.structural import parse_module, structural_diff
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp
from xdsl_encoding.transforms.propagate_encodings import PropagateEncodingsPass

PROGRAM_COUNT = 240
SEED = 20250414
"""The day IREE's pass landed (PR #20367); any fixed seed keeps `make test` deterministic."""

LIT_DIR = Path(__file__).resolve().parents[2] / "filecheck" / "transforms" / "propagate_encodings"
IREE_BREAKS_IT = "@no_bubble_set_encoding_that_refines_the_shape"
"""IREE 3.7.1 rebuilds this collapse with the wrong result type and fails verification; we leave it."""


def ours(program: str) -> ModuleOp:
    module = parse_module(program)
    PropagateEncodingsPass().apply(Context(), module)
    return module


def compare(sources: list[str], iree_opt: Path) -> list[str]:
    """One report per program where our output differs from IREE's (empty when all agree)."""
    expected = run_iree_opt_batch(sources, PROPAGATE_ENCODINGS_PIPELINE, iree_opt=iree_opt)
    reports: list[str] = []
    for i, (source, theirs) in enumerate(zip(sources, expected)):
        diff = structural_diff(theirs, ours(source), labels=("iree-opt 3.7.1", "propagate-encodings"))
        if diff:
            reports.append(f"program {i}:\n{source}\n{diff}")
    return reports


def is_blocked(module: ModuleOp) -> bool:
    """Whether some set_encoding still sits below a collapse_shape (which must then merge its K dim)."""
    return any(
        isinstance(op, SetEncodingOp) and isinstance(op.source.owner, tensor.CollapseShapeOp) for op in module.walk()
    )


def test_random_collapse_programs_agree_with_iree(iree_opt: Path) -> None:
    sources = programs("collapse", PROGRAM_COUNT, SEED)
    assert len(sources) >= 200
    reports = compare(sources, iree_opt)
    assert not reports, f"{len(reports)} of {len(sources)} programs differ from IREE 3.7.1:\n\n" + "\n\n".join(
        reports[:3]
    )
    outputs = [ours(s) for s in sources]
    moved = sum(structural_diff(parse_module(s), out) != "" for s, out in zip(sources, outputs))
    blocked = sum(is_blocked(out) for out in outputs)
    assert moved >= len(sources) // 2, "most programs should propagate something"
    assert blocked >= len(sources) // 10, "many programs should also be blocked somewhere"


def lit_cases(*names: str) -> list[str]:
    cases: list[str] = []
    for name in names:
        cases += [c for c in (LIT_DIR / f"{name}.mlir").read_text().split("// -----") if "func.func" in c]
    return cases


ALL_LIT_FILES = (
    "bubble_collapse",
    "bubble_expand",
    "cleanup",
    "iree_tests",
    "padding",
    "sink_collapse",
    "sink_expand",
    "unit_dims",
)


def test_hand_written_cases_agree_with_iree(iree_opt: Path) -> None:
    """IREE's own two tests, our bubble-through-collapse lit cases (cases a..l), and every blocked case.

    IREE moves nothing but matmul_k above collapse_shape, so wherever we are blocked it must agree too.
    """
    collapse_only = [c for c in lit_cases("iree_tests", "bubble_collapse", "cleanup") if "unset_encoding" not in c]
    blocked = [c for c in lit_cases(*ALL_LIT_FILES) if "func.func @no_" in c]
    cases = [c for c in dict.fromkeys(collapse_only + blocked) if IREE_BREAKS_IT not in c]
    assert len(cases) >= 20
    reports = compare(cases, iree_opt)
    assert not reports, "\n\n".join(reports)


def test_where_iree_breaks_the_ir_we_stay(iree_opt: Path) -> None:
    (case,) = [c for c in lit_cases("bubble_collapse") if IREE_BREAKS_IT in c]
    (result,) = run_iree_opt_chunks([case], PROPAGATE_ENCODINGS_PIPELINE, iree_opt=iree_opt)
    assert not result.ok
    assert "doesn't match function result type" in result.diagnostics
    assert structural_diff(parse_module(case), ours(case)) == ""
