"""Propagation through element-wise ops never changes a result: checked by execution.

Each generated program (`elementwise_programs.py`) is encoded as IREE would
(`set-encoding{encoding=data-tiling}`), propagated (no target, `target=vmvx`, `target=x86_64`),
then materialized (`materialize-encoding-into-nop`, `materialize-encoding-into-packs` for VMVX and
x86_64); every stage is interpreted on random inputs and compared with the plain program.
Also IREE 3.13's wrong case (reference iree-encoding-next.md §3.2): IREE's own move, materialized
for VMVX, is off by 15; ours refuses it and stays exact.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from elementwise_programs import Dequant, Program, programs
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.linalg.ops import GenericOp

from testing.oracle import run_iree_opt
from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp

ENCODE = "set-encoding{encoding=data-tiling}"


def assert_exact(reference: str, module: ModuleOp, what: str) -> None:
    result = compare(parse_module(reference), module, "main")
    assert result.mismatch is None, f"{what}: {result.summary()}"
    assert all(r.agree for r in result.results), f"{what}: {result.summary()}"


PROPAGATIONS = {
    "propagate-encodings": ("materialize-encoding-into-nop", "materialize-encoding-into-packs{target=vmvx}"),
    "propagate-encodings{target=vmvx}": ("materialize-encoding-into-packs{target=vmvx}",),
    "propagate-encodings{target=x86_64}": ("materialize-encoding-into-packs{target=x86_64}",),
}


@pytest.mark.parametrize("program", programs(), ids=lambda p: p.name)
def test_propagation_and_materialization_are_exact(program: Program) -> None:
    source = program.text()
    encoded = run_passes(parse_module(source), ENCODE)
    for propagation, materializations in PROPAGATIONS.items():
        propagated = run_passes(encoded.clone(), propagation)
        assert_exact(source, propagated, propagation)
        for pipeline in materializations:
            lowered = run_passes(propagated.clone(), pipeline)
            assert_exact(source, lowered, f"{propagation} -> {pipeline}")


def _moved_sets(module: ModuleOp) -> list[str]:
    """The element types of the tensors set_encoding now encodes."""
    return [str(op.source.type) for op in module.walk() if isinstance(op, SetEncodingOp)]


QMM = Program(5, 3, 7, Dequant(zero_point=3.0), Dequant(zero_point=5.0))
"""Reference §3.2: `(sitofp(a) - 3) x (sitofp(b) - 5)` with K = 7; VMVX's K tile 4 pads K to 8."""


def test_iree_3_13_wrong_case_is_refused_and_exact() -> None:
    source = QMM.text()
    encoded = run_passes(parse_module(source), ENCODE)
    ours = run_passes(encoded.clone(), "propagate-encodings{target=vmvx}")
    # the LHS moves (its fill -3 meets the RHS's plain zero padding), the RHS may not follow
    assert _moved_sets(ours) == ["tensor<5x7xi8>", "tensor<7x3xf32>"]
    assert_exact(source, run_passes(ours, "materialize-encoding-into-packs{target=vmvx}"), "ours on VMVX")


def test_refusal_names_op_and_values(capsys: pytest.CaptureFixture[str]) -> None:
    encoded = run_passes(parse_module(QMM.text()), ENCODE)
    run_passes(encoded, "propagate-encodings{target=vmvx remarks=true}")
    err = capsys.readouterr().err
    assert (
        "K dim 0 of size 7 is padded to 8 (vmvx: K tile 4), and subf maps 0 to -5; the other operand maps 0 to -3"
        in err
    )


def test_free_where_k_divides_the_tile() -> None:
    """K = 8 on VMVX: no padding, so both dequantizations move, as IREE moves them."""
    program = Program(5, 3, 8, Dequant(zero_point=3.0), Dequant(zero_point=5.0))
    ours = run_passes(run_passes(parse_module(program.text()), ENCODE), "propagate-encodings{target=vmvx}")
    assert _moved_sets(ours) == ["tensor<5x8xi8>", "tensor<8x3xi8>"]


def test_nan_padding_is_refused_on_either_side() -> None:
    program = Program(5, 3, 7, Dequant(divide=True), Dequant(plain=True))
    ours = run_passes(run_passes(parse_module(program.text()), ENCODE), "propagate-encodings{target=vmvx}")
    assert _moved_sets(ours) == ["tensor<5x7xf32>", "tensor<7x3xf32>"]


def test_iree_move_materialized_is_off_by_15(iree_opt_3_13: Path) -> None:
    """IREE's `propagate-encodings-through-generic-ops` moves both; packed for VMVX that adds 1 x 3 x 5 per padded K."""
    source = QMM.text()
    encoded = str(run_passes(parse_module(source), ENCODE))
    pipeline = "builtin.module(func.func(iree-dispatch-creation-propagate-encodings-through-generic-ops))"
    theirs = parse_module(run_iree_opt(encoded, pipeline, iree_opt=iree_opt_3_13, version="3.13.0"))
    assert _moved_sets(theirs) == ["tensor<5x7xi8>", "tensor<7x3xi8>"]
    lowered = run_passes(theirs, "materialize-encoding-into-packs{target=vmvx}")
    result = compare(parse_module(source), lowered, "main")
    assert result.results[0].max_abs_error == pytest.approx(15.0)


@pytest.mark.parametrize("program", programs()[::2], ids=lambda p: p.name)
@pytest.mark.parametrize("resolver", ["multiple", "cache-line"])
def test_matmul_k_across_elementwise_ops_is_exact(program: Program, resolver: str) -> None:
    """`matmul_k` (which IREE never moves across a generic) crosses them too; padded and run, still exact."""
    source = program.text()
    propagated = run_passes(run_passes(parse_module(source), "set-encoding"), "propagate-encodings")
    stuck = [op for op in propagated.walk() if isinstance(op, SetEncodingOp) and isinstance(op.source.owner, GenericOp)]
    assert not stuck, "matmul_k's new elements never change a result: every dequantization is crossed"
    assert_exact(source, propagated, "propagate-encodings")
    assert_exact(source, run_passes(propagated, f"materialize-encoding-into-padding{{resolver={resolver}}}"), resolver)
