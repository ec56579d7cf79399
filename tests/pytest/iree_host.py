"""Helpers for the tests of IREE's host dialects: IREE 3.13's `iree-opt`, the IREE-printed test data."""

from __future__ import annotations

import io
import os
import subprocess
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xdsl_encoding import api

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "iree"
IREE_313 = ROOT / ".oracle" / "iree-3.13.0"
IREE_OPT_313 = IREE_313 / "lib" / "python3.11" / "site-packages" / "iree" / "compiler" / "_mlir_libs" / "iree-opt"
IREE_COMPILE_313 = IREE_OPT_313.with_name("iree-compile")
IREE_RUN_MODULE_313 = IREE_313 / "lib" / "python3.11" / "site-packages" / "iree" / "_runtime_libs" / "iree-run-module"
IREE_FILES = sorted(DATA.glob("*.mlir"))

OUTSIDE_THIS_AREA = (
    "Operation linalg.batch_matmul is not registered",
    "Operation linalg.softmax is not registered",
    "IndexError",  # xDSL 0.74's linalg.matmul parser on `indexing_maps = [...]` (SPEC §8, branch host-linalg)
    "encoding_dims",  # iree_encoding.unset_encoding `encoding_dims{...}` (iree_encoding dialect)
)
"""Why some IREE-printed files cannot parse yet: ops of other dialects (linalg, iree_encoding), not util/hal/flow."""


def iree_opt_313() -> Path:
    return iree_tool(IREE_OPT_313)


def iree_tool(path: Path) -> Path:
    if not os.access(path, os.X_OK):
        pytest.skip(f"IREE 3.13 {path.name} not installed at {path}")
    return path


def iree_generic(text: str) -> str:
    """What iree-opt 3.13 means by `text`: its generic print with every alias inlined."""
    result = subprocess.run(
        [str(iree_opt_313()), "--mlir-print-op-generic", "--mlir-print-local-scope", "-"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def parse_or_skip(text: str) -> ModuleOp:
    """Parse `text`, skipping (with the reason) when it stops at an op outside these dialects."""
    try:
        return api.parse_module(text)
    except (ParseError, DiagnosticException) as e:
        first = str(e)
        if any(reason in first for reason in OUTSIDE_THIS_AREA):
            pytest.skip(f"needs an op outside util/hal/flow/iree_tensor_ext: {first.strip().splitlines()[-1]}")
        raise
    except IndexError as e:
        pytest.skip(f"needs an op outside util/hal/flow/iree_tensor_ext: xDSL IndexError {e}")


def printed(module: ModuleOp, generic: bool = False) -> str:
    stream = io.StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(module)
    return stream.getvalue()
