"""The interpreter against IREE 3.13's compiled llvm-cpu execution on the linalg ops (bit-exact on integers).

All programs of `linalg_programs.CASES` go into one module, compiled once by IREE 3.13
(`iree.compiler`) and run by `iree.runtime` in the oracle's own Python (`.oracle/iree-3.13.0`).
Skipped, with the reason, when that installation is missing. Programs IREE cannot compile
(`Case.iree_compiles`) are left out; the interpreter tests still cover them against numpy.
The target CPU is `host`: with `--iree-llvmcpu-target-cpu=generic`, IREE 3.13 computes a wrong
`unpack(mmt4d(pack(i8), pack(i8)))` (every element differs from `a @ b`; the packs alone are right),
see docs/decisions.md.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from linalg_programs import CASES, IREE_313, Case, assert_results_match

from xdsl_encoding.api import interpret, parse_module

COMPILED = [c for c in CASES if c.iree_compiles]

_RUNNER = r"""
import sys
import numpy as np
import iree.compiler as ic
import iree.runtime as rt

source, inputs_path, outputs_path = sys.argv[1:4]
vmfb = ic.compile_str(open(source).read(), input_type="auto", extra_args=[
    "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=host"])
ctx = rt.SystemContext(config=rt.Config("local-sync"))
ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
inputs = np.load(inputs_path)
names = sorted({k.split("/")[0] for k in inputs.files})
outputs = {}
for name in names:
    count = len([k for k in inputs.files if k.startswith(name + "/")])
    args = []
    for i in range(count):
        value = inputs[f"{name}/{i}"]
        args.append(value.item() if value.ndim == 0 else value)
    results = ctx.modules.module[name](*args)
    if not isinstance(results, (list, tuple)):
        results = [results]
    for i, r in enumerate(results):
        outputs[f"{name}/{i}"] = np.asarray(r.to_host() if hasattr(r, "to_host") else r)
np.savez(outputs_path, **outputs)
"""


def _oracle_python() -> Path:
    python = IREE_313 / "bin" / "python"
    if not python.is_file():
        pytest.skip(f"IREE 3.13 runtime oracle not installed ({python} missing)")
    probe = subprocess.run([python, "-c", "import iree.compiler, iree.runtime"], capture_output=True, text=True)
    if probe.returncode:
        pytest.skip(f"IREE 3.13 runtime oracle unusable: {probe.stderr.strip()[-300:]}")
    return python


@pytest.fixture(scope="module")
def iree_results(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, list[Any]], dict[str, Any]]:
    python = _oracle_python()
    work = tmp_path_factory.mktemp("iree313")
    source = work / "linalg.mlir"
    source.write_text("module {\n" + "\n".join(c.mlir for c in COMPILED) + "\n}\n")
    rng = np.random.default_rng(7)
    inputs = {c.name: c.inputs(rng) for c in COMPILED}
    arrays: dict[str, Any] = {f"{n}/{i}": np.asarray(v) for n, vs in inputs.items() for i, v in enumerate(vs)}
    np.savez(work / "inputs.npz", **arrays)
    run = subprocess.run(
        [python, "-c", _RUNNER, source, work / "inputs.npz", work / "outputs.npz"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    outputs = np.load(work / "outputs.npz")
    return inputs, {k: outputs[k] for k in outputs.files}


@pytest.mark.parametrize("case", COMPILED, ids=[c.name for c in COMPILED])
def test_interpreter_matches_iree_llvm_cpu(
    case: Case, iree_results: tuple[dict[str, list[Any]], dict[str, Any]]
) -> None:
    inputs, outputs = iree_results
    ours = interpret(parse_module(case.mlir), case.name, *inputs[case.name])
    theirs = [outputs[k] for k in sorted(outputs) if k.rsplit("/", 1)[0] == case.name]
    assert_results_match(case, ours, theirs)
