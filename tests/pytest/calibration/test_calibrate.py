"""Calibration plumbing: the micro-programs, IREE's flags, refitting stored timings, the command line;
one tiny program through IREE 3.13 end to end when it is installed (no assertion on timings)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from xdsl_encoding import layout_report, parse_module, run_passes
from xdsl_encoding.calibration.calibrate import (
    CALIBRATION,
    CalibrationError,
    Case,
    TargetSpec,
    case_of,
    compile_flags,
    compiled_target,
    find_iree,
    layouts,
    measure_cases,
    refit,
)
from xdsl_encoding.report.cost import CostModel, features
from xdsl_encoding.report.profile import Profile, Target, load_profile, save_profile
from xdsl_encoding.tools.calibrate import main

AVX512 = Target("x86_64", "testcpu", ("+avx512f", "+avx512bw"))
AVX512_HOST = ("+avx", "+avx2", "+fma", "+avx512f", "+avx512bw", "+avx512vnni", "+avx512bf16", "+avx512fp16")


@pytest.mark.parametrize(
    "case",
    [
        Case("mm", "matmul", "f32", 5, 48, 33),
        Case("g", "matmul", "bf16", 1, 64, 40, weights="global"),
        Case("bmm", "batch_matmul", "f16", 7, 32, 24, batch=2),
        Case("bg", "batch_matmul", "i8", 7, 32, 24, batch=2, weights="global"),
        Case("t", "generic_t", "i8", 3, 40, 20),
        Case("tg", "generic_t", "f16", 9, 40, 20, weights="global"),
    ],
)
def test_micro_programs_lower_every_way(case: Case) -> None:
    original = parse_module(case.text())
    assert len(case.inputs()) == (2 if case.weights == "global" else 3)
    for layout, pipeline in layouts(AVX512).items():
        report = layout_report(original, run_passes(original, pipeline), label=layout)
        x = features(report)
        assert x.unknown == ()
        kinds = {k.split(":")[1] for k in x.per_call if k.startswith("flops:")}
        assert kinds == ({"mmt4d"} if layout == "packs" else {"matmul"})
        if case.weights == "global" and layout == "packs":
            assert x.once["relayout"] > 0  # the weights' pack: hoisted, once


def test_the_calibration_set_and_its_rows_round_trip() -> None:
    elements = {c.element for c in CALIBRATION}
    assert elements == {"f32", "f16", "bf16", "i8"}
    assert {c.m for c in CALIBRATION} >= {1, 256}
    assert {c.weights for c in CALIBRATION} == {"argument", "global"}
    for case in (CALIBRATION[0], Case("b", "batch_matmul", "f16", 3, 4, 5, batch=2, weights="global")):
        shape = [case.batch, case.m, case.k, case.n] if case.batch else [case.m, case.k, case.n]
        row: dict[str, object] = {"case": case.name, "form": case.form, "element": case.element}
        row |= {"weights": case.weights, "shape": shape}
        assert case_of(row) == case


def test_compile_flags() -> None:
    assert compile_flags(TargetSpec())[-1] == "--iree-llvmcpu-target-cpu=host"
    flags = compile_flags(TargetSpec("x86_64", "+avx2,+fma"))
    assert "--iree-llvmcpu-target-triple=x86_64-unknown-linux-gnu" in flags
    assert flags[-1] == "--iree-llvmcpu-target-cpu-features=+avx2,+fma"
    assert 'cpu-features="+avx512f,+avx512bw"' in layouts(AVX512)["packs"]


def test_a_missing_iree_is_a_diagnostic(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(CalibrationError, match="holds no iree-base-compiler"):
        find_iree(tmp_path)
    assert main(["--iree", str(tmp_path), "-q"]) == 1
    assert "holds no iree-base-compiler and iree-base-runtime" in capsys.readouterr().err
    assert main(["--cpu-features", "+avx2"]) == 1
    assert "--cpu-features needs --target" in capsys.readouterr().err


def test_refit_needs_no_iree(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows: list[dict[str, object]] = []
    for i, case in enumerate(
        Case(f"c{i}", "matmul", "f32", m, k, n)
        for i, (m, k, n) in enumerate([(4, 64, 32), (32, 64, 64), (64, 128, 32)])
    ):
        for layout in ("nop", "padding"):
            rows.append(
                {
                    "case": case.name,
                    "form": "matmul",
                    "element": "f32",
                    "shape": [case.m, case.k, case.n],
                    "weights": "argument",
                    "layout": layout,
                    "seconds": 1e-5 + 2 * case.m * case.k * case.n * 1e-10 * (1 + i),
                }
            )
    old = Profile(AVX512, CostModel({}), "3.13.0", "2026-12-05", {}, rows)
    path = save_profile(old, tmp_path / "old.json")
    assert main(["--refit", str(path), "-o", str(tmp_path / "new.json")]) == 0
    assert "profile x86_64-testcpu" in capsys.readouterr().out
    new = load_profile(tmp_path / "new.json")
    assert new.target == AVX512
    # The plain matmuls are IREE's default code on an AVX-512 target: counted in micro-kernels.
    kernel = {k: v for k, v in new.model.coefficients.items() if k.startswith("kernel:") and k.endswith(":matmul:f32")}
    assert "kernel:vfma:matmul:f32" in kernel
    assert max(kernel.values()) > 0
    assert all(r["predicted"] > 0 for r in new.measurements)
    assert refit(old).model == new.model


def test_one_micro_program_through_iree() -> None:
    """End to end with IREE 3.13 (the `[iree]` extra or `.oracle/iree-3.13.0`): compile and time one tiny
    program, one round. Only the plumbing is checked: timings on a shared machine assert nothing."""
    try:
        tools = find_iree()
    except CalibrationError as e:
        pytest.skip(f"IREE 3.13 unavailable: {e}")
    with tempfile.TemporaryDirectory() as tmp:
        target = compiled_target(tools, TargetSpec(), Path(tmp))
    assert target.arch == "x86_64" or target.arch == "aarch64"
    case = Case("tiny", "matmul", "f32", 4, 16, 8)
    (measured,) = measure_cases(
        [case], target, tools, TargetSpec(), rounds=1, batch_seconds=0.001, layout_names=["packs"]
    )
    assert measured.layout == "packs"
    assert len(measured.rounds) == 1
    assert measured.rounds[0] > 0


def test_the_kernel_shapes_exercise_every_micro_kernel_count() -> None:
    """Each `kernel:*` column is fitted from at least three plain programs per form and element type (a
    column no calibration program has would leave held-out programs that need it unpriced)."""
    from xdsl_encoding.calibration.calibrate import KERNEL_SHAPES

    seen: dict[str, int] = {}
    for case in (c for c in CALIBRATION if c.only_nop):
        x = features(layout_report(parse_module(case.text()), parse_module(case.text())), "x86_64", AVX512_HOST)
        for column, amount in x.per_call.items():
            if column.startswith("kernel:") and amount:
                seen[column] = seen.get(column, 0) + 1
    assert len({c for c in CALIBRATION if c.only_nop}) == 8 * len(KERNEL_SHAPES)
    for form in ("matmul", "matmul_t"):
        for element in ("f32", "f16", "bf16", "i8"):
            for count in ("vfma", "bload", "chain", "masked", "scalar", "scalar_kernels", "kernels", "accumulators"):
                assert seen.get(f"kernel:{count}:{form}:{element}", 0) >= 3, (count, form, element)
            if element != "f16":  # with AVX512-FP16 an f16 tile never spans registers unevenly
                assert seen.get(f"kernel:odd_wide:{form}:{element}", 0) >= 3, (form, element)


def test_every_tile_class_is_calibrated_four_times_per_form_and_element() -> None:
    """M tile 1 or not, N tile one column / under a register / whole registers / uneven, K tile 1 or not:
    IREE's default code runs each class differently, so each is in the fit at least four times."""
    from xdsl_encoding.targets.cpu_codegen import plan

    seen: dict[tuple[str, str, bool, str, bool], int] = {}
    for case in CALIBRATION:
        module = parse_module(case.text())
        contraction = next(c for f in layout_report(module, module).functions for c in f.contractions)
        assert contraction.codegen is not None
        kernel = plan(contraction.codegen, "x86_64", AVX512_HOST)
        assert kernel is not None
        *_, m, n, k = (1, 1, *kernel.vector)  # a generic's unit M is folded away: M tile 1
        columns = "scalar" if n == 1 else "narrow" if n < kernel.lanes else "full" if n % kernel.lanes == 0 else "odd"
        key = (contraction.form, case.element, m == 1, columns, k == 1)
        seen[key] = seen.get(key, 0) + 1
    for form in ("matmul", "matmul_t"):
        for element in ("f32", "f16", "bf16", "i8"):
            for columns in ("scalar", "narrow", "full", "odd"):
                if element == "f16" and columns == "odd":
                    continue  # 32 f16 lanes with AVX512-FP16: a tile of at most 32 is never uneven
                for m_is_1 in (True, False):
                    for k_is_1 in (True, False):
                        assert seen.get((form, element, m_is_1, columns, k_is_1), 0) >= 4, (
                            form,
                            element,
                            m_is_1,
                            columns,
                            k_is_1,
                        )
