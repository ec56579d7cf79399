"""Helpers for the tests of IREE's host dialects: IREE 3.13's `iree-opt`, the IREE-printed test data."""

from __future__ import annotations

import atexit
import hashlib
import io
import os
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer

from xdsl_encoding import api

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "iree"
IREE_313 = ROOT / ".oracle" / "iree-3.13.0"
IREE_OPT_313 = IREE_313 / "lib" / "python3.11" / "site-packages" / "iree" / "compiler" / "_mlir_libs" / "iree-opt"
IREE_COMPILE_313 = IREE_OPT_313.with_name("iree-compile")
IREE_RUN_MODULE_313 = IREE_313 / "lib" / "python3.11" / "site-packages" / "iree" / "_runtime_libs" / "iree-run-module"
IREE_FILES = sorted(DATA.glob("*.mlir"))

TARGET = ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu")
"""What tests/data/iree/generate.py compiled for: IREE's CPU backend."""

RESUME_FROM = {
    "input": "input",
    "global-opt": "global-optimization",
    "dispatch": "global-optimization",
    "flow": "flow",
    "flow-dt": "flow",
    "stream": "stream",
    "stream-dt": "stream",
}
"""The `iree-compile --compile-from=` phase that continues our output of a file of each stage.

A dispatch-creation file resumes one phase earlier: materializing its encodings puts `linalg.pack`
and `tensor.empty` on the host, outside any dispatch, as IREE's own encoding specialization does
not, so IREE's dispatch creation must run again to place them (existing dispatches are kept).
A `flow` file's encodings live inside its outlined executables, so it resumes after `flow`."""

ENCODED_STAGES = ("dispatch", "flow-dt")
"""Stages whose files carry IREE's encodings already: only the materializations apply to them."""

UNPASSED_STAGES = {
    "stream": "the stream stage comes after IREE's encoding specialization: our encoding pipelines run on the stages before it",
    "stream-dt": "the stream stage comes after IREE's encoding specialization: our encoding pipelines run on the stages before it",
}
"""Stages our encoding pipelines do not take (they are parsed, printed and interpreted)."""


def stage_of(path: Path) -> str:
    """`input`, `global-opt`, `dispatch`, `flow`, ... of `M.<stage>.mlir`."""
    return path.name.split(".")[1]


SHARED_WORK_DIR_PREFIX = "xdsl-encoding-iree-run-"
"""With `pytest -n`, the workers of one run share `<tmp>/<prefix><run id>`; conftest.py removes it at the end."""


@cache
def _work_dir() -> Path:
    """Where compiled modules and npy files of one test run go (compiles are cached per run, across workers)."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run is not None:
        path = Path(tempfile.gettempdir()) / f"{SHARED_WORK_DIR_PREFIX}{run}"
        path.mkdir(exist_ok=True)
        return path
    path = Path(tempfile.mkdtemp(prefix="xdsl-encoding-iree-"))
    atexit.register(shutil.rmtree, path, ignore_errors=True)
    return path


@cache
def compile_with_iree(text: str, compile_from: str = "start") -> Path:
    """`iree-compile` 3.13 of `text` resumed after phase `compile_from`; the `.vmfb`, once per text and phase."""
    key = hashlib.sha256(f"{compile_from}\n{text}".encode()).hexdigest()[:16]
    vmfb = _work_dir() / f"{key}.vmfb"
    if vmfb.exists():
        return vmfb
    mine = f"{key}.{os.getpid()}"
    source, partial = _work_dir() / f"{mine}.mlir", _work_dir() / f"{mine}.vmfb"
    source.write_text(text)
    args = [
        str(iree_tool(IREE_COMPILE_313)),
        str(source),
        *TARGET,
        f"--compile-from={compile_from}",
        "-o",
        str(partial),
    ]
    done = subprocess.run(args, capture_output=True, text=True, check=False, timeout=600)
    assert done.returncode == 0, f"iree-compile --compile-from={compile_from} failed:\n{done.stderr[-4000:]}"
    partial.replace(vmfb)  # atomic: another worker may be compiling the same text
    return vmfb


def run_with_iree(
    vmfb: Path, function: str, inputs: tuple[np.ndarray, ...], outputs: int, parameters: dict[str, Path] | None = None
) -> list[np.ndarray]:
    """`iree-run-module` 3.13 (local-sync) of `function` on `inputs` (`--parameters=scope=file`): its results."""
    key, work = f"{vmfb.stem}.{os.getpid()}", _work_dir()
    args = [str(iree_tool(IREE_RUN_MODULE_313)), "--device=local-sync", f"--module={vmfb}", f"--function={function}"]
    args += [f"--parameters={scope}={path}" for scope, path in (parameters or {}).items()]
    for i, x in enumerate(inputs):
        np.save(work / f"{key}.in{i}.npy", x)
        args.append(f"--input=@{work / f'{key}.in{i}.npy'}")
    args += [f"--output=@{work / f'{key}.out{i}.npy'}" for i in range(outputs)]
    done = subprocess.run(args, capture_output=True, text=True, check=False, timeout=600)
    assert done.returncode == 0, f"iree-run-module {function} failed:\n{done.stderr[-4000:]}"
    return [np.load(work / f"{key}.out{i}.npy") for i in range(outputs)]


def parameters_of(model: str) -> dict[str, Path]:
    """The parameter files of `model`: `M.irpa` beside its stage files holds scope "model" (what
    `iree-import-onnx --externalize-params --save-params-to=M.irpa` writes); none for most models."""
    archive = DATA / f"{model}.irpa"
    return {"model": archive} if archive.exists() else {}


@cache
def iree_reference(model: str) -> tuple[tuple[np.ndarray, ...], tuple[np.ndarray, ...]]:
    """Inputs (seed 7, `?` = 5) of `model` and IREE 3.13's results for them: its `input` stage compiled and run."""
    reference = api.parse_module((DATA / f"{model}.input.mlir").read_text())
    inputs = tuple(np.asarray(x) for x in api.random_inputs(reference, model, seed=7, dynamic_size=5))
    _, result_types = api.signature(api.find_function(reference, model))
    vmfb = compile_with_iree((DATA / f"{model}.input.mlir").read_text(), "input")
    return inputs, tuple(run_with_iree(vmfb, model, inputs, len(result_types), parameters_of(model)))


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


def printed(module: ModuleOp, generic: bool = False) -> str:
    stream = io.StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(module)
    return stream.getvalue()


# The pipelines run on every IREE file (tests/pytest/test_iree_pipelines.py, scripts/llm_check.py,
# scripts/iree_sweep/check.py): one table, so the scripts check what the tests check.
PAD = "materialize-encoding-into-padding"
NOP = "materialize-encoding-into-nop"
PACKS = "materialize-encoding-into-packs{target=x86_64}"
PIPELINES = {
    "padding": f"set-encoding,propagate-encodings,{PAD}",
    "nop": f"set-encoding,propagate-encodings,{NOP}",
    "packs": f"set-encoding{{encoding=data-tiling}},{PACKS}",
}
MATERIALIZATIONS = {"padding": PAD, "nop": NOP, "packs": PACKS}
