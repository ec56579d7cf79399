"""Data-tiling encodings across reshapes never change a result: checked by execution.

Each generated program (`reshape_programs.py`: reshapes that do and do not touch K, dequantizations,
bias + relu, sizes that do and do not divide the tiles) is encoded as IREE would, propagated without a
target and for VMVX and x86_64 +avx512f, then materialized (packs for those targets, and nop and
padding); every stage is interpreted on random inputs and compared with the plain program (integer
results bit-equal). IREE never makes these moves, so there is no IR oracle: correctness is execution.
"""

from __future__ import annotations

import pytest
from reshape_programs import DIVIDING, K_PADDED, ReshapeProgram, batch_merged_text, program_texts
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block

from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp

ENCODE = "set-encoding{encoding=data-tiling}"
AVX512 = 'x86_64 cpu-features="+avx512f"'
PROPAGATIONS = {
    "propagate-encodings": ("materialize-encoding-into-packs{target=vmvx}",),
    "propagate-encodings{target=vmvx}": (
        "materialize-encoding-into-packs{target=vmvx}",
        "materialize-encoding-into-nop",
        "materialize-encoding-into-padding",
    ),
    f"propagate-encodings{{target={AVX512}}}": (f"materialize-encoding-into-packs{{target={AVX512}}}",),
}
"""VMVX (8x8x4 tiles) and avx512f (16x16x1): N2 = 8 divides one N tile and not the other. nop and padding
run after the VMVX propagation, which moves the most."""


def assert_exact(reference: str, module: ModuleOp, what: str) -> None:
    result = compare(parse_module(reference), module, "main")
    assert result.mismatch is None, f"{what}: {result.summary()}"
    assert all(r.agree for r in result.results), f"{what}: {result.summary()}"


@pytest.mark.parametrize(("name", "source"), program_texts(), ids=[name for name, _ in program_texts()])
def test_propagation_across_reshapes_and_materialization_are_exact(name: str, source: str) -> None:
    encoded = run_passes(parse_module(source), ENCODE)
    for propagation, materializations in PROPAGATIONS.items():
        propagated = run_passes(encoded.clone(), propagation)
        assert_exact(source, propagated, propagation)
        for pipeline in materializations:
            assert_exact(source, run_passes(propagated.clone(), pipeline), f"{propagation} -> {pipeline}")


def _set_sources(module: ModuleOp) -> list[str]:
    """What each set_encoding now encodes: `arg` or the producing op's name."""
    return [
        "arg" if isinstance(op.source.owner, Block) else op.source.owner.name
        for op in module.walk()
        if isinstance(op, SetEncodingOp)
    ]


def _unset_users(module: ModuleOp) -> list[str]:
    return [use.operation.name for op in module.walk() if isinstance(op, UnsetEncodingOp) for use in op.result.uses]


MERGED = ReshapeProgram(*DIVIDING, lhs="collapse", rhs="n-merge", result="expand")


@pytest.mark.parametrize(
    ("target", "sets", "unset_users"),
    [
        # without a target any tile is possible: a merged or split M or N dim stays
        ("", ["tensor.collapse_shape", "tensor.collapse_shape"], ["tensor.expand_shape"]),
        ("{target=vmvx}", ["arg", "arg"], ["func.return"]),
        # avx512f's N0 = 16 does not divide N2 = 8: the RHS stays below its collapse
        (f"{{target={AVX512}}}", ["arg", "tensor.collapse_shape"], ["func.return"]),
    ],
)
def test_moves_where_the_tiles_divide(target: str, sets: list[str], unset_users: list[str]) -> None:
    encoded = run_passes(parse_module(MERGED.text()), ENCODE)
    propagated = run_passes(encoded, f"propagate-encodings{target}")
    assert _set_sources(propagated) == sets
    assert _unset_users(propagated) == unset_users


def test_batch_dims_move_without_a_target() -> None:
    propagated = run_passes(run_passes(parse_module(batch_merged_text()), ENCODE), "propagate-encodings")
    assert _set_sources(propagated) == ["arg", "arg"]
    assert _unset_users(propagated) == ["func.return"]


def test_reshape_dequant_reshape_chain_bubbles_to_the_input() -> None:
    """The reshape and element-wise phases alternate: collapse, then the dequantization, then the expand."""
    program = ReshapeProgram(*DIVIDING, lhs="expand-dequant-collapse", rhs="plain", result="plain")
    propagated = run_passes(run_passes(parse_module(program.text()), ENCODE), "propagate-encodings{target=x86_64}")
    lhs = next(op for op in propagated.walk() if isinstance(op, SetEncodingOp))
    assert isinstance(lhs.source.owner, Block)
    assert str(lhs.source.type) == "tensor<32x8xi8>"


def test_refusals_name_the_op_and_the_rule(capsys: pytest.CaptureFixture[str]) -> None:
    encoded = run_passes(parse_module(MERGED.text()), ENCODE)
    run_passes(encoded.clone(), "propagate-encodings{remarks=true}")
    err = capsys.readouterr().err
    assert (
        "stopped at tensor.collapse_shape %lhs: collapse_shape merges source dims [0, 1] into M dim 0 of the result: "
        "whether the tile divides the innermost dim depends on the target (no target= given)" in err
    )
    run_passes(encoded, f"propagate-encodings{{target={AVX512} remarks=true}}")
    err = capsys.readouterr().err
    assert "dim 1 is tiled by 16 and spans dims [1, 2]: the tile must divide the innermost one, of size 8" in err
    k_merged = ReshapeProgram(*DIVIDING, lhs="k-merge", rhs="k-merge", result="plain")
    run_passes(run_passes(parse_module(k_merged.text()), ENCODE), "propagate-encodings{target=vmvx remarks=true}")
    err = capsys.readouterr().err
    assert "collapse_shape merges source dims [1, 2] into K dim 1 of the result: K is never merged or split" in err


def test_iree_wrong_case_through_reshapes_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """Zero points on both sides, K = 7 padded by VMVX: the LHS crosses its collapse and dequantization,
    the RHS its collapse only, because its fill -5 would meet the LHS's -3 at the padded K."""
    program = ReshapeProgram(*K_PADDED, lhs="dequant-collapse", rhs="dequant-n-merge", result="plain")
    encoded = run_passes(parse_module(program.text()), ENCODE)
    propagated = run_passes(encoded, "propagate-encodings{target=vmvx remarks=true}")
    assert _set_sources(propagated) == ["arg", "linalg.generic"]
    assert "subf maps 0 to -5; the other operand maps 0 to -3" in capsys.readouterr().err


DYNAMIC_BATCH = """
func.func @main(%x: tensor<?x16x8xf32>, %rhs: tensor<8x12xf32>) -> tensor<?x16x12xf32> {
  %c0 = arith.constant 0 : index
  %b = tensor.dim %x, %c0 : tensor<?x16x8xf32>
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x16x8xf32> into tensor<?x8xf32>
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %c, %c0 : tensor<?x8xf32>
  %acc0 = tensor.empty(%m) : tensor<?x12xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<?x12xf32>) -> tensor<?x12xf32>
  %mm = linalg.matmul ins(%c, %rhs : tensor<?x8xf32>, tensor<8x12xf32>) outs(%acc : tensor<?x12xf32>) -> tensor<?x12xf32>
  %e = tensor.expand_shape %mm [[0, 1], [2]] output_shape [%b, 16, 12] : tensor<?x12xf32> into tensor<?x16x12xf32>
  func.return %e : tensor<?x16x12xf32>
}
"""


def test_dynamic_outer_dim_moves_with_its_encoding_dims() -> None:
    """M = ? x 16: the tile divides the static inner 16, so both moves are exact; `encoding_dims{%m}` moves along."""
    propagated = run_passes(run_passes(parse_module(DYNAMIC_BATCH), ENCODE), "propagate-encodings{target=x86_64}")
    assert _set_sources(propagated) == ["arg", "arg"]
    assert all(
        len(op.encoding_dims) == 1 for op in propagated.walk() if isinstance(op, SetEncodingOp | UnsetEncodingOp)
    )
    for pipeline in ("materialize-encoding-into-packs{target=x86_64}", "materialize-encoding-into-padding"):
        assert_exact(DYNAMIC_BATCH, run_passes(propagated.clone(), pipeline), pipeline)
