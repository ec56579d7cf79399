"""The layout report against independent counts read off the printed lowered IR, and its CLI."""

from __future__ import annotations

import json
import re
from math import prod
from pathlib import Path

import pytest

from tests.pytest.transforms.padding_programs import PROGRAMS, Sizes
from xdsl_encoding import layout_report, parse_module, run_passes
from xdsl_encoding.report import report_json, report_markdown, side_by_side_markdown
from xdsl_encoding.tools.report import main

PADDING = "set-encoding,propagate-encodings,materialize-encoding-into-padding"
LOWERINGS = {
    "cache-line": PADDING,
    "multiple": PADDING + "{resolver=multiple multiple=48}",
    "packs-x86": "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64}",
    "packs-aarch64": "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=aarch64}",
}
BITS = {"f32": 32, "f16": 16, "i32": 32, "i8": 8}
# `tensor.pad ... : tensor<A> to tensor<B>` and `linalg.pack ... : tensor<A> -> tensor<B>`, as printed.
RELAYOUT = re.compile(r"= (tensor\.pad|linalg\.pack) .*?: tensor<([0-9x]+)x(\w+)> (?:to|->) tensor<([0-9x]+)x\w+>")


def text_bytes(shape: str, element: str) -> int:
    return prod(int(s) for s in shape.split("x")) * BITS[element] // 8


def independent_overhead(text: str) -> int:
    """Padding overhead counted from the printed text alone (tensor.pad's `} : A to B` is on its last line)."""
    flat = re.sub(r"(tensor\.pad [^\n]*)\{\n.*?\n\s*\} :", r"\1:", text, flags=re.S)  # a pad's region onto its line
    return sum(text_bytes(b, e) - text_bytes(a, e) for _, a, e, b in RELAYOUT.findall(flat))


CASES = [
    (program, sizes, element, lowering)
    for program in ("matmul", "collapse_chain", "transposed_b", "matmul_chain")
    for sizes in (Sizes(100, 250, 30, False), Sizes(64, 1000, 48, False))
    for element in ("f32", "f16")
    for lowering in LOWERINGS
]


@pytest.mark.parametrize(("program", "sizes", "element", "lowering"), CASES)
def test_padding_overhead_matches_an_independent_count(program: str, sizes: Sizes, element: str, lowering: str) -> None:
    original = parse_module(PROGRAMS[program](sizes, element))
    lowered = run_passes(original, LOWERINGS[lowering])
    report = layout_report(original, lowered)
    assert report.totals.padding_overhead_bytes == independent_overhead(str(lowered))
    assert report.totals.uncounted == 0
    relayouts = sum(len(f.relayouts) for f in report.functions)
    printed = sum(
        str(lowered).count(f"= {op} ") for op in ("tensor.pad", "tensor.extract_slice", "linalg.pack", "linalg.unpack")
    )
    assert relayouts == printed


def test_some_cases_do_pad() -> None:
    original = parse_module(PROGRAMS["matmul"](Sizes(100, 250, 30, False), "f32"))
    for lowering in ("multiple", "packs-aarch64"):
        report = layout_report(original, run_passes(original, LOWERINGS[lowering]))
        assert report.totals.padding_overhead_bytes > 0


PROGRAM = """
func.func @main(%x: tensor<2x64x250xf32>, %c: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %w = arith.constant dense<1.0> : tensor<250x64xf32>
  %rows = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x64x250xf32> into tensor<128x250xf32>
  %r = linalg.matmul ins(%rows, %w : tensor<128x250xf32>, tensor<250x64xf32>) outs(%c : tensor<128x64xf32>) -> tensor<128x64xf32>
  func.return %r : tensor<128x64xf32>
}
"""


def test_tensors_relayouts_and_flops_of_one_program() -> None:
    original = parse_module(PROGRAM)
    lowered = run_passes(original, PADDING + "{resolver=multiple multiple=16}")
    (f,) = layout_report(original, lowered, label="m16").functions
    assert f.name == "@main"
    lhs, rhs = f.tensors
    assert (lhs.name, lhs.origin, lhs.logical_type, lhs.stored_type) == (
        "%lhs",
        "tensor.pad from %x",
        "tensor<2x64x250xf32>",
        "tensor<2x64x256xf32>",
    )
    assert (lhs.logical_bytes, lhs.stored_bytes, lhs.overhead_bytes, lhs.constant) == (128000, 131072, 3072, False)
    assert (rhs.name, rhs.overhead_bytes, rhs.constant) == ("%rhs", 6 * 64 * 4, True)
    assert [(r.kind, r.bytes_moved, r.constant) for r in f.relayouts] == [
        ("tensor.pad", 128000 + 131072, False),
        ("tensor.pad", 64000 + 65536, True),
    ]
    (mm,) = f.contractions
    assert (mm.name, mm.logical_flops, mm.stored_flops) == ("%r", 2 * 128 * 64 * 250, 2 * 128 * 64 * 256)
    totals = f.totals
    assert totals.constant_relayout_bytes == 64000 + 65536
    assert totals.per_call_relayout_bytes == 128000 + 131072
    for name in ("%lhs", "%rhs", "%x", "%w"):
        assert name in str(lowered)


def test_the_original_own_relayouts_are_not_charged_to_the_lowering() -> None:
    own = PROGRAM.replace(
        "  %r = linalg.matmul",
        "  %s = tensor.extract_slice %c[0, 0] [64, 64] [1, 1] : tensor<128x64xf32> to tensor<64x64xf32>\n  %r = linalg.matmul",
    )
    original = parse_module(own)
    report = layout_report(original, run_passes(original, "materialize-encoding-into-nop"))
    assert report.functions[0].relayouts  # the slice is there
    assert report.totals.relayout_ops == 0
    assert report.totals.relayout_bytes == 0


def test_encoded_arguments_are_stored_tensors() -> None:
    encoded = parse_module("""
func.func @f(%a: tensor<64x250xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<64x250xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  func.return %a : tensor<64x250xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
""")
    lowered = run_passes(encoded, "materialize-encoding-into-padding{resolver=multiple multiple=16}")
    (f,) = layout_report(encoded, lowered).functions
    assert [(t.name, t.origin, t.stored_type, t.overhead_bytes) for t in f.tensors] == [
        ("%a", "argument", "tensor<64x256xf32>", 64 * 6 * 4),
        ("result #0", "result", "tensor<64x256xf32>", 64 * 6 * 4),
    ]


def test_markdown_json_and_side_by_side() -> None:
    original = parse_module(PROGRAM)
    reports = [layout_report(original, run_passes(original, LOWERINGS[k]), label=k) for k in ("multiple", "packs-x86")]
    text = report_markdown(reports[0])
    assert "| `%lhs` | tensor.pad from %x | `tensor<2x64x250xf32>` | `tensor<2x64x288xf32>` |" in text
    data = report_json(reports[0])
    assert json.loads(json.dumps(data)) == data
    totals = data["totals"]
    assert isinstance(totals, dict)
    assert totals["padding_overhead_bytes"] == reports[0].totals.padding_overhead_bytes
    both = side_by_side_markdown(reports)
    assert "| | multiple | packs-x86 |" in both
    assert f"| padding overhead (bytes) | {reports[0].totals.padding_overhead_bytes:,} | 0 |" in both


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    original = tmp_path / "in.mlir"
    original.write_text(PROGRAM)
    lowered = tmp_path / "out.mlir"
    lowered.write_text(str(run_passes(parse_module(PROGRAM), LOWERINGS["multiple"])))
    assert main([str(original), str(lowered), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["label"] == "out.mlir"
    assert data["totals"]["padding_overhead_bytes"] == 128 * 38 * 4 + 38 * 64 * 4
    assert main([str(original), str(lowered), "-p", PADDING, "--label", "m48", "--label", "cache"]) == 0
    assert "| | m48 | cache |" in capsys.readouterr().out
    assert main([str(original), str(tmp_path / "missing.mlir")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main([str(original), "-p", "no-such-pass"]) == 2
    assert "Unrecognized passes" in capsys.readouterr().err
