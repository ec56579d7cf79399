"""`make demo` end to end: examples/demo.py through the stock xdsl-opt, then the interpreter."""

from __future__ import annotations

import dataclasses
import importlib
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects.builtin import ModuleOp

from xdsl_encoding import parse_module

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "examples" / "demo.py"
DOC = ROOT / "docs" / "demo.md"
AGREEMENT = re.compile(r"^AGREE: original vs materialized: max abs error (\S+), max rel error (\S+) \(rtol ", re.M)


def run_demo(*args: str, save: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(DEMO), "--save", str(save), *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
        cwd=ROOT,
    )


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path]:
    save = tmp_path_factory.mktemp("demo")
    return run_demo(save=save), save


def test_demo_exits_0_with_the_agreement_line(demo_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    done, _ = demo_run
    assert done.returncode == 0, done.stdout + done.stderr
    match = AGREEMENT.search(done.stdout)
    assert match is not None, done.stdout
    assert float(match.group(1)) <= 1e-3
    assert "demo OK" in done.stdout


def test_demo_explains_where_propagation_stopped(demo_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    out = demo_run[0].stdout
    # The merge of heads folds K out of two dims: the output projection's set_encoding stays below it.
    # Each set_encoding is named as the printed IR names it (the sixth matmul's LHS is %lhs_5).
    assert re.search(r"set_encoding %lhs_5 did not move, stopped at tensor\.collapse_shape %merged: .*K dim 1", out)
    # The head split cuts K (head_dim) out of a dim: Q's set_encoding cannot cross it either.
    assert re.search(r"set_encoding %lhs_3 did not move, stopped at tensor\.expand_shape %qh: .*K dim 3", out)
    # The projections' inputs move above the token flattening, onto %x.
    assert out.count("set_encoding moved up through 1 collapse_shape; it now encodes %x : 2x64x256xf32") == 3


def test_demo_shows_the_padding_of_each_tensor(demo_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    out = demo_run[0].stdout
    assert re.search(r"%x +2x64x256xf32 -> 2x64x288xf32 .*LHS of %q, LHS of %k, LHS of %v", out)
    # the LHS of %scores: the head split %qh, rebuilt (`%expanded`) when the phases iterate
    assert re.search(r"%expanded +2x64x2x128xf32 -> 2x64x2x160xf32 .*LHS of %scores", out)
    assert "a row of 256 bytes is smaller than the cache span of 512 bytes" in out


def test_demo_saves_the_ir_of_every_step(demo_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    save = demo_run[1]
    names = sorted(p.name for p in save.iterdir())
    assert names == ["1-set-encoding.mlir", "2-propagate-encodings.mlir", "3-materialize-encoding-into-padding.mlir"]
    final = (save / names[-1]).read_text()
    assert "tensor.pad" in final
    assert "iree_encoding" not in final


def test_demo_with_the_multiple_resolver(tmp_path: Path) -> None:
    done = run_demo("--materialize-options", "resolver=multiple multiple=48", save=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert AGREEMENT.search(done.stdout)
    # 256 is padded to 288 (a multiple of 48), and the RHS of %v too: K dim 0 counts for `multiple`.
    assert re.search(r"%wv +256x256xf32 -> 288x256xf32", done.stdout)


def test_demo_fails_clearly_on_a_bad_program(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text(
        "func.func @main(%x: tensor<4x6xf32>) -> tensor<24xf32> {\n"
        "  %c = tensor.collapse_shape %x [[0], [1]] : tensor<4x6xf32> into tensor<24xf32>\n"
        "  func.return %c : tensor<24xf32>\n"
        "}\n"
    )
    done = run_demo("--input", str(bad), save=tmp_path / "out")
    assert done.returncode == 2
    assert "demo FAILED" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_syntax_error_is_a_diagnostic_at_the_file_location(tmp_path: Path) -> None:
    bad = tmp_path / "typo.mlir"
    bad.write_text(
        "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %0 = arith.addf %a, %a : tensor<4xf32\n"
        "  func.return %0 : tensor<4xf32>\n"
        "}\n"
    )
    done = run_demo("--input", str(bad), save=tmp_path / "out")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert f"demo FAILED: {bad}:3:3\n" in done.stderr
    assert "Expected '>'" in done.stderr
    assert not (tmp_path / "out").exists()


def test_a_failing_pass_is_its_diagnostic_without_traceback(tmp_path: Path) -> None:
    # A layout whose members disagree: materialize-encoding-into-padding refuses it (the last step).
    layout = "#iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.identity]>"
    bad = tmp_path / "unresolvable.mlir"
    bad.write_text(
        "func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {\n"
        f"  %e = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, {layout}>\n"
        f"  %u = iree_encoding.unset_encoding %e : tensor<4x8xf32, {layout}> -> tensor<4x8xf32>\n"
        "  func.return %u : tensor<4x8xf32>\n"
        "}\n"
    )
    done = run_demo("--input", str(bad), save=tmp_path / "out")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Step 2/3: propagate-encodings" in done.stdout
    assert "Step 3/3" not in done.stdout
    assert "Traceback" not in done.stderr
    assert "During handling" not in done.stderr
    assert re.search(
        r"demo FAILED: `xdsl-opt -p 'materialize-encoding-into-padding\{remarks=true\}'` failed \(exit 1\):\n"
        r"\S*PassFailedException: (?:'iree_encoding\.set_encoding' \(%e\): )?"
        r"materialize-encoding-into-padding: iree_encoding\.set_encoding: cannot resolve",
        done.stderr,
    ), done.stderr


def test_a_missing_function_fails_before_any_pass(tmp_path: Path) -> None:
    done = run_demo("--function", "forward", save=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "no function @forward in the module (functions: @main)" in done.stderr
    assert "Step 1/3" not in done.stdout


def comparable(output: str) -> str:
    """Demo output without what changes from run to run: timings, paths."""
    output = re.sub(r"\d+\.\d+ s\b", "T s", output)
    output = re.sub(r"full IR: \S*/(\d-[\w-]+\.mlir)", r"full IR: \1", output)
    output = re.sub(r"\(xdsl-opt: [^)]*\)", "(xdsl-opt)", output)
    return "\n".join(line.rstrip() for line in output.strip().splitlines())


def test_the_output_in_the_docs_is_current(demo_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    text = DOC.read_text()
    match = re.search(r"<!-- demo output:.*?-->\n```text\n(.*?)```\n<!-- end of demo output -->", text, re.S)
    assert match is not None, "docs/demo.md lost its demo output block"
    assert comparable(match.group(1)) == comparable(demo_run[0].stdout), (
        "docs/demo.md shows an old run: paste the output of `.venv/bin/python examples/demo.py` (run from the "
        "repository root) between its demo output markers"
    )


def test_the_verdict_is_disagree_when_the_programs_differ(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "path", [str(DEMO.parent), *sys.path])  # demo.py imports demo_report beside it
    demo = importlib.import_module("demo")
    agreement: Callable[[ModuleOp, ModuleOp, str, int], bool] = demo.agreement

    def program(op: str) -> ModuleOp:
        return parse_module(
            "func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n"
            "  %e = tensor.empty() : tensor<4xf32>\n"
            f"  %r = linalg.{op} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>\n"
            "  func.return %r : tensor<4xf32>\n"
            "}\n"
        )

    assert agreement(program("add"), program("add"), "main", 0)
    assert not agreement(program("add"), program("sub"), "main", 0)
    out = capsys.readouterr().out
    assert re.search(r"^AGREE: ", out, re.M)
    assert re.search(r"^DISAGREE: original vs materialized: max abs error [1-9]", out, re.M)


def test_a_wrong_final_program_exits_1(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A pass that miscompiles (simulated: the last step's output computes a - b instead of a + b)."""
    monkeypatch.setattr(sys, "path", [str(DEMO.parent), *sys.path])
    demo = importlib.import_module("demo")
    real_run_pass: Callable[[str, str, str], Any] = demo.run_pass

    def miscompiling(name: str, spec: str, text: str) -> Any:
        step = real_run_pass(name, spec, text)
        if name != "materialize-encoding-into-padding":
            return step
        return dataclasses.replace(step, printed=step.printed.replace("linalg.add", "linalg.sub"))

    monkeypatch.setattr(demo, "run_pass", miscompiling)
    program = tmp_path / "add.mlir"
    program.write_text(
        "func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %e = tensor.empty() : tensor<4xf32>\n"
        "  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>\n"
        "  func.return %r : tensor<4xf32>\n"
        "}\n"
    )
    assert demo.main(["--input", str(program), "--save", str(tmp_path / "out")]) == 1
    captured = capsys.readouterr()
    assert re.search(r"^DISAGREE: ", captured.out, re.M)
    assert "demo FAILED: the materialized program computes different values" in captured.err
