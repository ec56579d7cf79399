"""The three tools on random bytes and on truncated or corrupted valid programs: never a traceback.

Each run ends in exit status 0 (the input happened to be a valid program) or 2 with diagnostics on
stderr; never 3 (an internal error) and never a Python traceback (tests/pytest/tools/test_bad_input.py
has the fixed cases).
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from hypothesis import example, given, note, settings
from hypothesis import strategies as st

from xdsl_encoding.tools import opt, report, run

from .properties import examples

TOOLS: dict[str, tuple[Callable[[Sequence[str]], int], list[str]]] = {
    "xdsl-encoding-opt": (
        opt.main,
        [
            "-p",
            'set-encoding{encoding=data-tiling},propagate-encodings,materialize-encoding-into-packs{target=x86_64 cpu-features="+avx2"}',
        ],
    ),
    "xdsl-encoding-run": (run.main, ["--random-inputs"]),
    "xdsl-encoding-report": (report.main, ["-p", "set-encoding,materialize-encoding-into-padding"]),
}

PROGRAM = b"""\
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %bias: tensor<3xf32>) -> tensor<4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x3xf32>) -> tensor<4x3xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%acc : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<4x3xf32>, tensor<3xf32>) outs(%empty : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  func.return %r : tensor<4x3xf32>
}
"""


def _run(tool: str, data: bytes) -> None:
    main, extra = TOOLS[tool]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "input.mlir"
        path.write_bytes(data)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main([str(path), *extra])
    note(f"{tool} exited {status}:\n{err.getvalue()}")
    assert "Traceback" not in err.getvalue() + out.getvalue(), err.getvalue()
    assert status in (0, 2), err.getvalue()
    assert (status == 2) == bool(err.getvalue().strip()), err.getvalue()
    if data == PROGRAM:
        assert status == 0, err.getvalue()


@st.composite
def corrupted(draw: st.DrawFn) -> bytes:
    """PROGRAM cut short, or with a few bytes replaced (any byte: also NUL and invalid UTF-8)."""
    data = bytearray(PROGRAM[: draw(st.integers(0, len(PROGRAM)))])
    for _ in range(draw(st.integers(0, 3))):
        if data:
            data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
    return bytes(data)


@pytest.mark.parametrize("tool", TOOLS)
@settings(max_examples=examples(10))
@given(data=st.binary(max_size=300))
def test_fuzz_tools_on_random_bytes(tool: str, data: bytes):
    _run(tool, data)


@pytest.mark.parametrize("tool", TOOLS)
@settings(max_examples=examples(15))
@given(data=corrupted())
@example(data=PROGRAM)
def test_fuzz_tools_on_corrupted_programs(tool: str, data: bytes):
    _run(tool, data)
