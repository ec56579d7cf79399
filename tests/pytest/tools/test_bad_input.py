"""Bad input to the three tools: one diagnostic line, exit status 2, never a traceback (tools/exit_status.py).

Every kind of bad input (binary and empty files, huge shapes, pipeline syntax, unknown passes and
options, option values of the wrong type, out of memory while interpreting) through every tool that
takes it, in-process through each `main` (fast); the installed console scripts once per tool. An
internal error (a bug, simulated) is one line and exit status 3; XDSL_ENCODING_TRACEBACK=1 shows it.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from xdsl_encoding.tools import opt, report, run
from xdsl_encoding.tools.exit_status import EXIT_BAD_INPUT, EXIT_INTERNAL_ERROR, TRACEBACK_VARIABLE

MAINS: dict[str, Callable[[Sequence[str]], int]] = {
    "xdsl-encoding-opt": opt.main,
    "xdsl-encoding-run": run.main,
    "xdsl-encoding-report": report.main,
}

EXTRA_ARGS = {
    "xdsl-encoding-opt": [],
    "xdsl-encoding-run": ["--random-inputs"],
    "xdsl-encoding-report": ["-p", "set-encoding"],
}
"""What each tool needs beside the file to get as far as reading it."""

MATMUL = """\
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x3xf32>) -> tensor<4x3xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%acc : tensor<4x3xf32>) -> tensor<4x3xf32>
  func.return %c : tensor<4x3xf32>
}
"""

HUGE_ARGUMENT = """\
func.func @main(%a: tensor<100000000000xf32>) -> tensor<100000000000xf32> {
  func.return %a : tensor<100000000000xf32>
}
"""

HUGE_RESULT = """\
func.func @main() -> tensor<1000000000000000xf32> {
  %e = tensor.empty() : tensor<1000000000000000xf32>
  func.return %e : tensor<1000000000000000xf32>
}
"""
"""4 PB: more than any machine's address space, so numpy refuses it even where memory is overcommitted."""


@dataclass(frozen=True)
class Run:
    status: int
    out: str
    err: str

    def one_line_error(self, status: int = EXIT_BAD_INPUT) -> str:
        """The single diagnostic line, after checking the status and that nothing else was printed."""
        assert self.status == status, f"exit {self.status}:\n{self.err}"
        assert "Traceback" not in self.err + self.out, self.err
        lines = self.err.rstrip("\n").split("\n")
        assert len(lines) == 1, f"not one line:\n{self.err}"
        assert lines[0], "no diagnostic"
        return lines[0]


def invoke(tool: str, args: Sequence[str]) -> Run:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = MAINS[tool](list(args))
        except SystemExit as e:  # argparse
            status = e.code if isinstance(e.code, int) else 1
    return Run(status, out.getvalue(), err.getvalue())


def write(tmp_path: Path, data: bytes | str, name: str = "input.mlir") -> str:
    path = tmp_path / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return str(path)


# ---------------------------------------------------------------------------------------
# Files that are no MLIR text
# ---------------------------------------------------------------------------------------

FILES = [
    (
        "binary",
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        r"input\.mlir:1:1: error: byte 0x89 is not UTF-8: a binary file",
    ),
    ("nul", b"func.func @main() {\n  \x00\n}\n", r"input\.mlir:2:3: error: a NUL byte: a binary file, not MLIR text"),
    ("latin1", "// caf\u00e9\n".encode("latin-1"), r"input\.mlir:1:7: error: byte 0xe9 is not UTF-8"),
    ("empty", b"", r"input\.mlir: error: the file is empty: no operation to read$"),
    ("blank", b"\n   \n\t\n", r"input\.mlir: error: the file is empty"),
    ("comments", b"// RUN: nothing\n// only a comment\n", r"input\.mlir: error: the file holds only comments"),
]


@pytest.mark.parametrize("tool", MAINS)
@pytest.mark.parametrize(("kind", "data", "message"), FILES, ids=[f[0] for f in FILES])
def test_a_file_that_is_no_mlir_text_is_one_located_line(
    tool: str, kind: str, data: bytes, message: str, tmp_path: Path
):
    line = invoke(tool, [write(tmp_path, data), *EXTRA_ARGS[tool]]).one_line_error()
    assert re.search(message, line), line


def test_the_second_file_of_a_comparison_is_checked_too(tmp_path: Path):
    line = invoke(
        "xdsl-encoding-run", [write(tmp_path, MATMUL), "--compare", write(tmp_path, b"\xff\xfe", "other.mlir")]
    ).one_line_error()
    assert re.search(r"other\.mlir:1:1: error: byte 0xff is not UTF-8", line), line


def test_a_binary_file_on_standard_input(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\xc3\x28 garbage")))
    line = invoke("xdsl-encoding-opt", []).one_line_error()
    assert line.startswith("stdin:1:1: error: byte 0xc3 is not UTF-8"), line


def test_a_parse_error_is_one_located_line_and_its_source(tmp_path: Path):
    path = write(tmp_path, MATMUL.replace("tensor<4x3xf32>\n}", "tensor<4x3xf32"))
    for tool in MAINS:
        result = invoke(tool, [path, *EXTRA_ARGS[tool]])
        assert result.status == EXIT_BAD_INPUT
        assert "Traceback" not in result.err
        first, source, caret = result.err.rstrip("\n").split("\n")
        assert re.match(r"\S+input\.mlir:7:1: error: ", first), result.err
        assert (source, caret) == ("", "^"), result.err


# ---------------------------------------------------------------------------------------
# Sizes beyond this machine
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("extra", [["--random-inputs"], ["--compare", "SELF"]])
def test_huge_random_inputs_are_refused_before_allocating(extra: list[str], tmp_path: Path):
    path = write(tmp_path, HUGE_ARGUMENT)
    line = invoke("xdsl-encoding-run", [path, *[path if a == "SELF" else a for a in extra]]).one_line_error()
    assert re.fullmatch(
        r"error: argument #0 \(%a\) of @main: a random tensor<100000000000xf32> needs 400000000000 bytes "
        r"\(372\.5 GiB\); this machine has \d+ bytes \([\d.]+ [KMGT]iB\) free",
        line,
    ), line


def test_running_out_of_memory_while_interpreting_is_a_diagnostic(tmp_path: Path):
    line = invoke("xdsl-encoding-run", [write(tmp_path, HUGE_RESULT)]).one_line_error()
    assert re.match(r"error: @main: out of memory for its results: Unable to allocate", line), line


@pytest.mark.parametrize("extra", [[], ["--compare", "SELF"]])
def test_memory_running_out_inside_an_op_is_located_at_the_op(extra: list[str], tmp_path: Path):
    text = HUGE_RESULT.replace(
        "  func.return %e",
        "  %s = arith.addf %e, %e : tensor<1000000000000000xf32>\n  func.return %s",
    )
    path = write(tmp_path, text)
    line = invoke("xdsl-encoding-run", [path, *[path if a == "SELF" else a for a in extra]]).one_line_error()
    assert re.match(r"\S+input\.mlir:3:3: error: 'arith\.addf': out of memory while interpreting: Unable to", line), (
        line
    )


def test_a_huge_literal_argument_is_a_diagnostic(tmp_path: Path):
    path = write(tmp_path, HUGE_ARGUMENT.replace("100000000000", "1000000000000000"))
    line = invoke("xdsl-encoding-run", [path, "--args", "dense<1.0> : tensor<1000000000000000xf32>"]).one_line_error()
    assert line.startswith("error: --args: the values given need more memory than this machine has"), line


@pytest.mark.parametrize("tool", MAINS)
def test_a_constant_too_large_to_read_names_the_file(tool: str, tmp_path: Path):
    text = HUGE_RESULT.replace("%e = tensor.empty() :", "%e = arith.constant dense<1.0> :")
    line = invoke(tool, [write(tmp_path, text), *EXTRA_ARGS[tool]]).one_line_error()
    assert re.fullmatch(r"\S+input\.mlir: error: out of memory reading the program \(.*\)", line), line


def test_a_missing_parameter_file_is_named_before_it_would_be_read(tmp_path: Path):
    args = [write(tmp_path, MATMUL), "--random-inputs", f"--parameters=model={tmp_path / 'absent.irpa'}"]
    line = invoke("xdsl-encoding-run", args).one_line_error()
    assert re.fullmatch(r"error: --parameters: cannot read \S+absent\.irpa: no such file", line), line


# ---------------------------------------------------------------------------------------
# Pass pipelines (`-p`): xdsl-encoding-opt and xdsl-encoding-report
# ---------------------------------------------------------------------------------------

PIPELINES = [
    (
        "unquoted-plus",
        "materialize-encoding-into-packs{target=x86_64 cpu-features=+avx2}",
        r"column 60: Unknown token; an option value holding characters other than letters and digits goes in "
        r'quotes: cpu-features="\+avx2"$',
    ),
    (
        "missing-brace",
        "materialize-encoding-into-packs{target=x86_64",
        r"column 46: Malformed pass arguments, expected either a space or `}` here; the options of a pass end with '}'$",
    ),
    ("empty-pass", "set-encoding,,propagate-encodings", r"column 14: Expected pass name here$"),
    ("unknown-pass", "set-encodng", r"Unrecognized passes: \['set-encodng'\]; did you mean set-encoding"),
    (
        "unknown-option",
        "propagate-encodings{remark=true}",
        r'propagate-encodings: Provided arguments \["remark"\] not found in expected arguments .*; did you mean remarks\?$',
    ),
    (
        "int-as-string",
        "materialize-encoding-into-padding{resolver=multiple multiple=abc}",
        r"materialize-encoding-into-padding: option multiple expects an integer, got 'abc' "
        r"\(Incompatible types: given \('abc',\), expected <class 'int'>\)$",
    ),
    (
        "bool-as-string",
        "propagate-encodings{remarks=yes}",
        r"propagate-encodings: option remarks expects true or false, got 'yes'",
    ),
    (
        "string-as-list",
        "materialize-encoding-into-padding{resolver=multiple,cache-line}",
        r"option resolver expects one value \(a string\), got 'multiple,cache-line'",
    ),
]


TARGETS = [
    (
        "near-miss-target",
        "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86-64}",
        r"materialize-encoding-into-packs: unknown target 'x86-64': .*; did you mean x86_64\?$",
    ),
    (
        "unknown-gpu",
        "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=gfx9420}",
        r"unknown GPU target 'gfx9420': .*; did you mean gfx942",
    ),
    (
        "propagation-target",
        "set-encoding{encoding=data-tiling},propagate-encodings{target=aarch46}",
        r"propagate-encodings: unknown target 'aarch46'.*; did you mean aarch64",
    ),
    (
        "padding-gpu-target",
        "set-encoding,materialize-encoding-into-padding{resolver=gpu target=xx942}",
        r"materialize-encoding-into-padding: unknown GPU target 'xx942'",
    ),
]


@pytest.mark.parametrize("tool", ["xdsl-encoding-opt", "xdsl-encoding-report"])
def test_a_typed_feature_the_arch_lacks_is_a_warning_not_silence(tool: str, tmp_path: Path):
    pipeline = (
        'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu-features="+avx51f"}'
    )
    result = invoke(tool, [write(tmp_path, MATMUL), "-p", pipeline])
    assert result.status == 0, result.err
    assert result.err.splitlines() == [
        "warning: materialize-encoding-into-packs: cpu feature '+avx51f' is not a feature of x86_64; "
        "did you mean +avx512f or +avx512ifma or +avx512fp16?"
    ]


@pytest.mark.parametrize("tool", ["xdsl-encoding-opt", "xdsl-encoding-report"])
@pytest.mark.parametrize(("kind", "pipeline", "message"), PIPELINES + TARGETS, ids=[p[0] for p in PIPELINES + TARGETS])
def test_a_bad_pipeline_is_one_line_naming_what_is_wrong(
    tool: str, kind: str, pipeline: str, message: str, tmp_path: Path
):
    result = invoke(tool, [write(tmp_path, MATMUL), "-p", pipeline])
    line = result.one_line_error()
    assert line.startswith("error: "), line
    assert re.search(message, line), line
    assert result.out == ""


def test_an_unknown_output_target_is_bad_input(tmp_path: Path):
    result = invoke("xdsl-encoding-opt", [write(tmp_path, MATMUL), "-t", "mlr"])
    assert result.status == EXIT_BAD_INPUT  # argparse's own `invalid choice` usage error
    assert "Traceback" not in result.err
    assert "invalid choice: 'mlr'" in result.err


@pytest.mark.parametrize("tool", ["xdsl-encoding-opt", "xdsl-encoding-report"])
def test_an_output_file_that_cannot_be_written_is_bad_input(tool: str, tmp_path: Path):
    args = [write(tmp_path, MATMUL), *EXTRA_ARGS[tool], "-o", str(tmp_path / "missing" / "out.mlir")]
    line = invoke(tool, args).one_line_error()
    assert re.fullmatch(r"error: cannot write \S+/missing/out\.mlir: No such file or directory", line), line


@pytest.mark.parametrize(
    ("tool", "args", "message"),
    [
        ("xdsl-encoding-run", ["--random-inputs", "--seed", "-1"], "error: --seed must be non-negative, got -1"),
        ("xdsl-encoding-run", ["--print-limit", "-5"], "error: --print-limit must be non-negative, got -5"),
        (
            "xdsl-encoding-run",
            ["--compare", "SELF", "--rtol", "-0.1"],
            "error: --rtol must be a finite non-negative number, got -0.1",
        ),
        ("xdsl-encoding-run", ["--compare", "SELF", "--atol", "nan"], "error: --atol must be a finite non-negative"),
        ("xdsl-encoding-report", ["SELF", "--label", "a", "--label", "b"], "error: 2 --label for 1 column(s): a, b"),
        ("xdsl-encoding-opt", ["-t", "mlir{colour=1}"], 'error: -t mlir{colour=1}: Provided arguments ["colour"]'),
    ],
)
def test_a_flag_value_that_means_nothing_is_refused(tool: str, args: list[str], message: str, tmp_path: Path):
    path = write(tmp_path, MATMUL)
    line = invoke(tool, [path, *[path if a == "SELF" else a for a in args]]).one_line_error()
    assert line.startswith(message), line


# ---------------------------------------------------------------------------------------
# Internal errors: one line and exit 3, the traceback only when asked for
# ---------------------------------------------------------------------------------------


def _break(monkeypatch: pytest.MonkeyPatch, tool: str) -> None:
    def boom(*_: object, **__: object) -> None:
        raise RuntimeError("a simulated bug\nover two lines")

    if tool == "xdsl-encoding-opt":
        monkeypatch.setattr(opt.EncodingOptMain, "apply_passes", boom)
    elif tool == "xdsl-encoding-run":
        monkeypatch.setattr(run.api, "interpret", boom)
    else:
        monkeypatch.setattr(report, "layout_report", boom)


@pytest.mark.parametrize("tool", MAINS)
def test_an_internal_error_is_one_line_with_a_hint_to_report_it(
    tool: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.delenv(TRACEBACK_VARIABLE, raising=False)
    _break(monkeypatch, tool)
    path = write(tmp_path, MATMUL)
    line = invoke(tool, [path, *EXTRA_ARGS[tool]]).one_line_error(EXIT_INTERNAL_ERROR)
    assert line == (
        f"{tool}: internal error: RuntimeError: a simulated bug over two lines (a bug, not a problem of the "
        f"input: please report it; {TRACEBACK_VARIABLE}=1 shows the traceback)"
    )
    monkeypatch.setenv(TRACEBACK_VARIABLE, "1")
    shown = invoke(tool, [path, *EXTRA_ARGS[tool]])
    assert shown.status == EXIT_INTERNAL_ERROR
    assert shown.err.startswith("Traceback (most recent call last):"), shown.err
    assert shown.err.rstrip().endswith("over two lines")


# ---------------------------------------------------------------------------------------
# The installed commands
# ---------------------------------------------------------------------------------------

SCRIPTS = Path(sys.executable).parent


@pytest.mark.parametrize(
    ("tool", "data", "args", "message"),
    [
        ("xdsl-encoding-opt", b"\x7fELF\x02\x01\x01\x00", [], r"input\.mlir:1:8: error: a NUL byte"),
        (
            "xdsl-encoding-opt",
            MATMUL.encode(),
            ["-p", "materialize-encoding-into-packs{cpu-features=+avx2}"],
            r"error: invalid pass pipeline .*: column 46: Unknown token",
        ),
        ("xdsl-encoding-run", HUGE_ARGUMENT.encode(), ["--random-inputs"], r"error: argument #0 \(%a\) of @main"),
        ("xdsl-encoding-report", b"", ["-p", "set-encoding"], r"input\.mlir: error: the file is empty"),
    ],
)
def test_console_scripts_never_print_a_traceback(tool: str, data: bytes, args: list[str], message: str, tmp_path: Path):
    done = subprocess.run(
        [SCRIPTS / tool, write(tmp_path, data), *args], capture_output=True, text=True, timeout=300, check=False
    )
    result = Run(done.returncode, done.stdout, done.stderr)
    assert re.search(message, result.one_line_error()), done.stderr
