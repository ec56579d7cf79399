"""Predicted times per layout, the recommendation, and where the user sees them (API and command line)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from xdsl_encoding import layout_report, parse_module, run_passes
from xdsl_encoding.calibration.calibrate import Case
from xdsl_encoding.report.cost import CostModel
from xdsl_encoding.report.predict import duration, recommend
from xdsl_encoding.report.profile import Profile, Target, save_profile
from xdsl_encoding.targets.cpu_codegen import KERNEL_COUNTS
from xdsl_encoding.tools.exit_status import EXIT_BAD_INPUT
from xdsl_encoding.tools.report import main

TARGET = Target("x86_64", "testcpu", ("+avx512f",))
PACKS = 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu-features="+avx512f"}'
PADDING = "set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=64}"


def _profile() -> Profile:
    """Plain matmuls at 10 GFLOP/s (a 16-lane multiply-add in 3.2 ns), mmt4d at 100; relayouts at 10 GB/s."""
    rates = {"call": 1e-5, "dispatch": 0.0, "far:matmul": 0.0, "far:matmul_t": 0.0}
    for form in ("matmul", "matmul_t"):
        for element in ("f32", "f16", "bf16", "i8"):
            rates |= {f"kernel:{count}:{form}:{element}": 0.0 for count in KERNEL_COUNTS}
            rates |= {f"kernel:vfma:{form}:{element}": 3.2e-9, f"kernel:scalar:{form}:{element}": 2e-10}
    for element in ("f32", "f16", "bf16", "i8"):
        for variant in ("", ":narrow", ":unaligned", ":narrow:unaligned"):
            rates |= {f"flops:matmul:{element}{variant}": 1e-10, f"flops:mmt4d:{element}{variant}": 1e-11}
            rates |= {f"bytes:matmul:{element}{variant}": 0.0, f"bytes:mmt4d:{element}{variant}": 0.0}
    rates |= {"spill:matmul": 0.0, "spill:mmt4d": 0.0}
    rates["relayout"] = 1e-10
    return Profile(TARGET, CostModel(rates), "3.13.0", "2026-12-05")


def test_duration() -> None:
    assert [duration(s) for s in (2.5, 2.9e-3, 4.1e-5)] == ["2.5 s", "2.9 ms", "41 us"]


def test_recommendation_prices_each_layout_and_the_speedup_over_nop() -> None:
    case = Case("g", "matmul", "f32", 256, 512, 512, weights="global")
    original = parse_module(case.text())
    nop = layout_report(original, run_passes(original, "materialize-encoding-into-nop"), label="nop")
    packs = layout_report(original, run_passes(original, PACKS), label="packs")
    rec = recommend([nop, packs], _profile())
    flops = 2 * 256 * 512 * 512
    assert rec.plain is not None
    plain = rec.plain.seconds
    assert plain == pytest.approx(1e-5 + flops * 1e-10)
    (p,) = rec.predictions
    # The weights' pack runs once (hoisted), the others every call.
    assert p.once == pytest.approx(2 * 512 * 512 * 4 * 1e-10)
    assert plain is not None
    assert p.seconds is not None
    assert p.once is not None
    assert p.seconds < plain
    assert rec.best is p
    speedup = plain / p.seconds
    assert rec.summary() == f"packs x86_64+avx512f: {duration(p.seconds)}, {speedup:.1f}x faster than nop"
    text = rec.markdown()
    assert "## Predicted time per call on x86_64-testcpu (x86_64+avx512f; +avx512f)" in text
    assert f"| packs | {duration(p.seconds)} | {duration(p.once)} | {speedup:.2f}x |" in text
    assert rec.json()["best"] == "packs"
    # When nothing beats the plain program, the plain program is the answer.
    small = Case("s", "matmul", "f32", 2, 16, 16)
    tiny = parse_module(small.text())
    plain_tiny = layout_report(tiny, tiny, label="nop")
    alone = recommend([layout_report(tiny, run_passes(tiny, PACKS), label="packs")], _profile(), plain=plain_tiny)
    assert alone.best is alone.plain
    assert alone.summary().endswith("no layout predicted faster than the plain program")


def test_unpriced_layouts_are_never_picked() -> None:
    profile = _profile()
    rates = {k: v for k, v in profile.model.coefficients.items() if k != "flops:mmt4d:f32"}
    partial = Profile(TARGET, CostModel(rates), "3.13.0", "2026-12-05")
    original = parse_module(Case("a", "matmul", "f32", 64, 64, 64).text())
    nop = layout_report(original, original, label="nop")
    packs = layout_report(original, run_passes(original, PACKS), label="packs")
    rec = recommend([packs], partial, plain=nop)
    assert rec.best is rec.plain
    assert recommend([packs], partial).best is None
    assert "no coefficient for flops:mmt4d:f32" in rec.markdown()


def test_command_line_prints_predictions_with_sizes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    profile = save_profile(_profile(), tmp_path / "p.json")
    source = tmp_path / "in.mlir"
    source.write_text(
        "func.func @main(%a: tensor<?x256xf32>, %w: tensor<256x100xf32>, %c: tensor<?x100xf32>) -> tensor<?x100xf32> {\n"
        "  %r = linalg.matmul ins(%a, %w : tensor<?x256xf32>, tensor<256x100xf32>) outs(%c : tensor<?x100xf32>) -> tensor<?x100xf32>\n"
        "  func.return %r : tensor<?x100xf32>\n}\n"
    )
    args = [str(source), "-p", PADDING, "-p", PACKS, "--label", "padding", "--label", "packs", "--target", str(profile)]
    assert main([*args, "--size", "a#0=128"]) == 0
    out = capsys.readouterr().out
    assert "## Predicted time per call on x86_64-testcpu" in out
    assert "Recommended: packs x86_64+avx512f:" in out
    assert main([*args, "--size", "a#0=128", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["prediction"]["best"] == "packs"
    assert [p["label"] for p in data["prediction"]["predictions"]] == ["padding", "packs"]
    # Without the size: unknown, and said so.
    assert main(args) == 0
    assert "unknown: unknown size %a#0" in capsys.readouterr().out
    assert main([*args, "--size", "a#0=x"]) == EXIT_BAD_INPUT
    assert "expected NAME=N" in capsys.readouterr().err
    assert main([*args[:-1], str(tmp_path / "none.json")]) == EXIT_BAD_INPUT
    assert "cannot read cost profile" in capsys.readouterr().err
    assert main([*args[:-2], "--target", "riscv64-nothing"]) == EXIT_BAD_INPUT
    assert "no cost profile named 'riscv64-nothing'" in capsys.readouterr().err
    assert main([*args, "--no-predict"]) == 0
    assert "Predicted" not in capsys.readouterr().out
