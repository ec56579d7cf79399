"""`xdsl-encoding-opt`: stock `xdsl-opt` plus the faithful parser, located diagnostics and `--dialect`.

In-process through `tools.opt.main` (fast), plus the installed console script once.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from xdsl.utils.exceptions import DiagnosticException
from xdsl.xdsl_opt_main import xDSLOptMain

from xdsl_encoding.tools.opt import main

HERE = Path(__file__).resolve().parent
IREE_CASES = HERE.parents[0] / "differential" / "iree_cases"
SCRIPT = Path(sys.executable).parent / "xdsl-encoding-opt"


@dataclass(frozen=True)
class Run:
    status: int
    out: str
    err: str


def run(args: list[str]) -> Run:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(args)
    return Run(status, out.getvalue(), err.getvalue())


def write(tmp_path: Path, text: str, name: str = "input.mlir") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


SEMI_AFFINE = """\
func.func @tiles(%n: index) -> index {
  %c16 = arith.constant 16 : index
  %t = affine.apply affine_map<()[s0, s1] -> (s0 ceildiv s1)>()[%n, %c16]
  func.return %t : index
}
"""

HEX_SPLAT = """\
func.func @neg_inf() -> tensor<f32> {
  %cst = arith.constant dense<0xFF800000> : tensor<f32>
  func.return %cst : tensor<f32>
}
"""

DUPLICATE_SYMBOL = """\
func.func @f() {
  func.return
}
func.func @f() {
  func.return
}
"""


def test_semi_affine_map_is_read_where_stock_xdsl_opt_crashes(tmp_path: Path):
    path = write(tmp_path, SEMI_AFFINE)
    with pytest.raises(NotImplementedError), contextlib.redirect_stdout(io.StringIO()):
        xDSLOptMain(args=[path]).run()
    result = run([path])
    assert result.status == 0, result.err
    assert "affine_map<()[s0, s1] -> ((s0 ceildiv s1))>" in result.out


def test_hexadecimal_float_splat_is_a_bit_pattern(tmp_path: Path):
    path = write(tmp_path, HEX_SPLAT)
    stock = io.StringIO()
    with contextlib.redirect_stdout(stock):
        xDSLOptMain(args=[path]).run()
    assert "dense<4.2865" in stock.getvalue()  # xDSL 0.74 reads the bits as a number
    result = run([path])
    assert result.status == 0, result.err
    assert "arith.constant dense<0xff800000> : tensor<f32>" in result.out, result.out


def test_iree_lit_cases_with_ceildiv_never_crash():
    """Stock xdsl-opt raises NotImplementedError on about half the `ceildiv` chunks of IREE's lit cases."""
    chunks = [c for f in sorted(IREE_CASES.glob("*.mlir")) for c in f.read_text().split("// -----") if "ceildiv" in c]
    assert len(chunks) >= 20
    accepted = 0
    for chunk in chunks:
        stdin = io.TextIOWrapper(io.BytesIO(chunk.encode()))
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(sys, "stdin", stdin)
            result = run(["--allow-unregistered-dialect"])
        assert "Traceback" not in result.err, result.err
        assert "internal error" not in result.err, result.err
        assert result.status == 0 or re.match(r"stdin:\d+:\d+", result.err), result.err
        accepted += result.status == 0
    assert accepted >= 10


def test_parse_error_is_one_located_diagnostic(tmp_path: Path):
    path = write(tmp_path, SEMI_AFFINE.replace("%c16]", "%c16"))
    result = run([path])
    assert result.status == 2
    first, source, caret = result.err.rstrip("\n").split("\n")
    assert first == f"{path}:4:3: error: ']' expected", result.err
    assert (source, caret) == ("  func.return %t : index", "  ^^^^^^^^^^^"), result.err
    assert "Traceback" not in result.err


def test_verifier_error_names_the_op_and_its_place(tmp_path: Path):
    path = write(tmp_path, DUPLICATE_SYMBOL)
    result = run([path])
    assert result.status == 2
    assert result.err.strip() == f"{path}:4:1: error: 'func.func' @f: Redefinition of symbol \"f\"", result.err


def test_split_input_file_locates_in_the_whole_file(tmp_path: Path):
    path = write(tmp_path, f"{SEMI_AFFINE}// -----\n{DUPLICATE_SYMBOL}")
    result = run([path, "--split-input-file", "--verify-diagnostics"])
    assert result.status == 0
    assert f"{path}:10:1: error: 'func.func' @f: Redefinition" in result.out, result.out


def test_verify_diagnostics_prints_the_marked_module_and_exits_zero(tmp_path: Path):
    text = DUPLICATE_SYMBOL.replace(
        "@f() {\n  func.return\n}\nfunc.func @f", "@g() -> i32 {\n  func.return\n}\nfunc.func @f"
    )
    result = run([write(tmp_path, text), "--verify-diagnostics"])
    assert result.status == 0
    assert re.search(r"input\.mlir:2:3: error: 'func\.return': Expected arguments", result.out), result.out
    assert "^^^^" in result.out


def test_strict_verification_error_is_located(tmp_path: Path):
    text = """\
func.func @f(%a: tensor<2x8xf32>) -> tensor<15xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x8xf32> into tensor<15xf32>
  func.return %0 : tensor<15xf32>
}
"""
    result = run([write(tmp_path, text), "-p", "verify-encodings"])
    assert result.status == 2
    assert re.match(
        r"\S+input\.mlir:2:3: error: 'tensor\.collapse_shape': tensor\.collapse_shape: collapsed dim 0 has size 15",
        result.err,
    ), result.err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.mlir"], "error: cannot read missing.mlir: No such file or directory"),
        (["-p", "no-such-pass"], "error: Unrecognized passes: ['no-such-pass']"),
        (["--dialect", "no_such_module:X"], "error: --dialect no_such_module:X: cannot import no_such_module"),
    ],
)
def test_bad_command_lines_are_one_line_errors(args: list[str], message: str, tmp_path: Path):
    if args[0] != "missing.mlir":
        args = [write(tmp_path, SEMI_AFFINE), *args]
    result = run(args)
    assert result.status == 2
    assert result.err.startswith(message), result.err


def test_passes_and_flags_of_xdsl_opt_work(tmp_path: Path):
    result = run([write(tmp_path, SEMI_AFFINE), "-p", "canonicalize", "--print-op-generic"])
    assert result.status == 0, result.err
    assert '"func.func"()' in result.out


# ---------------------------------------------------------------------------------------
# --dialect
# ---------------------------------------------------------------------------------------

USES_USER_DIALECT = """\
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> attributes {note = #user_demo.tag} {
  %0 = user_demo.touch %a : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
"""


@pytest.fixture
def user_dialect_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "path", [str(HERE), *sys.path])


@pytest.mark.usefixtures("user_dialect_on_path")
@pytest.mark.parametrize("spec", ["user_dialect:UserDemo", "user_dialect:make_user_demo"])
def test_dialect_flag_loads_a_users_dialect(spec: str, tmp_path: Path):
    path = write(tmp_path, USES_USER_DIALECT)
    assert run([path]).status == 2
    result = run([path, "--dialect", spec, "-p", "verify-encodings"])
    assert result.status == 0, result.err
    assert "user_demo.touch %a : tensor<4xf32> -> tensor<4xf32>" in result.out


@pytest.mark.usefixtures("user_dialect_on_path")
@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("user_dialect", "expected MODULE:NAME"),
        ("user_dialect:Missing", "user_dialect has no attribute 'Missing'"),
        ("user_dialect:NotADialect", "NotADialect is a int, not an xdsl.ir.Dialect"),
        ("user_dialect:Clash", "a dialect named 'iree_encoding' is already registered"),
    ],
)
def test_dialect_flag_refuses_what_is_not_a_new_dialect(spec: str, message: str, tmp_path: Path):
    result = run([write(tmp_path, USES_USER_DIALECT), "--dialect", spec])
    assert result.status == 2
    assert message in result.err, result.err
    assert result.err.startswith("error: --dialect")


@pytest.mark.usefixtures("user_dialect_on_path")
def test_runner_dialect_flag(tmp_path: Path):
    from xdsl_encoding.tools.run import main as run_main

    path = write(
        tmp_path,
        USES_USER_DIALECT.replace("  %0 = user_demo.touch %a : tensor<4xf32> -> tensor<4xf32>\n", "").replace(
            "%0 :", "%a :"
        ),
    )
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = run_main([path, "--random-inputs", "--dialect", "user_dialect:UserDemo"])
    assert status == 0, err.getvalue()
    assert out.getvalue().startswith("result: dense<")
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = run_main([path, "--random-inputs", "--dialect", "user_dialect:Missing"])
    assert status == 2
    assert "has no attribute 'Missing'" in err.getvalue()


def test_load_dialects_takes_dialect_objects():
    from xdsl_encoding.api import context
    from xdsl_encoding.tools.user_dialects import load_dialects

    sys.path.insert(0, str(HERE))
    try:
        from user_dialect import Clash, UserDemo  # pyright: ignore[reportMissingImports]
    finally:
        sys.path.remove(str(HERE))
    ctx = context()
    assert list(load_dialects(ctx, [UserDemo])) == [UserDemo]
    assert ctx.get_optional_op("user_demo.touch") is not None
    with pytest.raises(DiagnosticException, match="'iree_encoding' is already registered"):
        load_dialects(ctx, [Clash])


# ---------------------------------------------------------------------------------------
# The installed command
# ---------------------------------------------------------------------------------------


def test_console_script_exits_two_without_a_traceback(tmp_path: Path):
    path = write(tmp_path, DUPLICATE_SYMBOL)
    done = subprocess.run([SCRIPT, path], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith(f"{path}:4:1: error:"), done.stderr
