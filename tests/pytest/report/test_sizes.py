"""What the cost model reads from every contraction kind, and dynamic sizes given or unknown (never 0)."""

from __future__ import annotations

import pytest

from xdsl_encoding import layout_report, parse_module, run_passes
from xdsl_encoding.calibration.calibrate import Case
from xdsl_encoding.report.cost import CACHE_BYTES, features

PACKS_X86 = 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu-features="+avx512f"}'
PACKS_GPU = "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=gfx942}"


@pytest.mark.parametrize(
    ("case", "pipeline", "op", "kind"),
    [
        (Case("mm", "matmul", "f32", 33, 64, 100), "materialize-encoding-into-nop", "linalg.matmul", "matmul"),
        (
            Case("bmm", "batch_matmul", "f16", 9, 64, 40, batch=3),
            "materialize-encoding-into-nop",
            "linalg.batch_matmul",
            "matmul",
        ),
        (Case("gen", "generic_t", "bf16", 9, 64, 40), "materialize-encoding-into-nop", "linalg.generic", "matmul"),
        (Case("i8", "matmul", "i8", 9, 64, 40), "materialize-encoding-into-nop", "linalg.matmul", "matmul"),
        (Case("mmt4d", "matmul", "f32", 33, 64, 100), PACKS_X86, "linalg.mmt4d", "mmt4d"),
        (Case("bmmt4d", "batch_matmul", "f32", 33, 64, 100, batch=2), PACKS_X86, "linalg.batch_mmt4d", "mmt4d"),
        (Case("tiled", "batch_matmul", "f32", 33, 64, 100, batch=2), PACKS_GPU, "iree_codegen.inner_tiled", "mmt4d"),
    ],
)
def test_every_contraction_kind_is_priced_by_kind_and_element(case: Case, pipeline: str, op: str, kind: str) -> None:
    original = parse_module(case.text())
    report = layout_report(original, run_passes(original, pipeline))
    (c,) = [c for f in report.functions for c in f.contractions]
    assert (c.op, c.kind, c.element) == (op, kind, case.element)
    logical = 2 * max(case.batch, 1) * case.m * case.k * case.n
    assert c.logical_flops == logical
    assert c.stored_flops is not None
    assert c.stored_flops >= logical
    assert c.operand_bytes is not None
    assert c.operand_bytes > 0
    x = features(report)
    assert not c.narrow
    # Packs pad to tiles; IREE's plain matmul code runs N and K as they are.
    assert c.unaligned == (kind == "matmul" and (case.n % 16 != 0 or case.k % 16 != 0))
    family = f"{kind}:{case.element}" + (":unaligned" if c.unaligned else "")
    assert x.per_call[f"flops:{family}"] == c.stored_flops
    assert x.per_call[f"bytes:{family}"] == c.operand_bytes


def test_operands_beyond_the_cache_are_a_column_of_their_own() -> None:
    small, large = Case("s", "matmul", "f32", 1, 1024, 1024), Case("l", "matmul", "f32", 1, 4096, 2048)
    for case in (small, large):
        original = parse_module(case.text())
        x = features(layout_report(original, original))
        traffic = x.per_call["bytes:matmul:f32:narrow"]
        assert x.per_call.get("spill:matmul", 0.0) == max(0.0, traffic - CACHE_BYTES)
    assert features(layout_report(parse_module(large.text()), parse_module(large.text()))).per_call["spill:matmul"] > 0
    # A relayout moving more than the cache holds spills too: per call for an argument, once for a global.
    for weights, where in (("argument", "per_call"), ("global", "once")):
        case = Case("p", "matmul", "f32", 1, 4096, 2048, weights=weights)
        x = features(layout_report(parse_module(case.text()), run_passes(parse_module(case.text()), PACKS_X86)))
        moved = 2 * 4096 * 2048 * 4
        assert getattr(x, where)["spill:relayout"] == moved - CACHE_BYTES


@pytest.mark.parametrize(("m", "pipeline"), [(1, "materialize-encoding-into-nop"), (1, PACKS_X86), (2, PACKS_X86)])
def test_decode_shapes_are_narrow(m: int, pipeline: str) -> None:
    """M = 1 is a vector-matrix product whichever operand the packs put first (IREE swaps narrow ones)."""
    case = Case("decode", "matmul", "f32", m, 256, 128)
    original = parse_module(case.text())
    (c,) = [c for f in layout_report(original, run_passes(original, pipeline)).functions for c in f.contractions]
    assert c.narrow == (m == 1)


def test_inner_tiled_flops_count_the_tiles_padding() -> None:
    case = Case("tiled", "batch_matmul", "f32", 33, 64, 100, batch=2)
    original = parse_module(case.text())
    (c,) = [c for f in layout_report(original, run_passes(original, PACKS_GPU)).functions for c in f.contractions]
    assert c.stored_flops == 2 * 2 * 48 * 64 * 112  # M 33 -> 48 and N 100 -> 112 in 16x16 tiles


DYNAMIC = """
func.func @main(%a: tensor<?x256xf32>, %w: tensor<256x100xf32>) -> tensor<?x100xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %m = tensor.dim %a, %c0 : tensor<?x256xf32>
  %e = tensor.empty(%m) : tensor<?x100xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x100xf32>) -> tensor<?x100xf32>
  %r = linalg.matmul ins(%a, %w : tensor<?x256xf32>, tensor<256x100xf32>) outs(%f : tensor<?x100xf32>) -> tensor<?x100xf32>
  func.return %r : tensor<?x100xf32>
}
"""


@pytest.mark.parametrize(
    "pipeline",
    [
        "materialize-encoding-into-nop",
        "set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=64}",
        PACKS_X86,
        "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64}",
    ],
)
def test_dynamic_sizes_come_from_the_user_or_are_reported_unknown(pipeline: str) -> None:
    original = parse_module(DYNAMIC)
    lowered = run_passes(original, pipeline)
    unknown = layout_report(original, lowered)
    assert "%a#0" in unknown.unknown_sizes
    assert all(c.stored_flops is None for f in unknown.functions for c in f.contractions)
    assert any("unknown size %a#0" in reason for reason in features(unknown).unknown)
    for sizes in ({"%m": 127}, {"m": 127}, {"%a#0": 127}, {"a#0": 127}):
        known = layout_report(original, lowered, sizes=sizes)
        assert known.unknown_sizes == ()
        (c,) = [c for f in known.functions for c in f.contractions]
        assert c.logical_flops == 2 * 127 * 256 * 100
        assert c.stored_flops is not None
        assert c.stored_flops >= 2 * 127 * 256 * 100
        assert features(known).unknown == ()
