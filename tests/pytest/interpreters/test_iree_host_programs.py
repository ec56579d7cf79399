"""The interpreter agrees with IREE 3.13's compiled llvm-cpu module on the IREE-printed programs.

Each model of tests/data/iree is compiled by iree-compile from its `input` stage and run by
iree-run-module on random inputs; our interpreter runs the `input`, `global-optimization` and
`dispatch-creation` (data-tiled) stages, as IREE printed them, on the same inputs.
The compiled module is kept in pytest's cache, keyed by the hash of the compiler binary, its flags
and the input text, so a rerun compiles only what changed (iree-compile is deterministic).
"""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import numpy as np
import pytest
from iree_host import DATA, IREE_COMPILE_313, IREE_RUN_MODULE_313, iree_tool, parse_or_skip

from xdsl_encoding import api

MODELS = sorted({p.name.split(".")[0] for p in DATA.glob("*.input.mlir")})
STAGES = ("input", "global-opt", "dispatch")
TARGET = ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu")


def _compiled(model: str, cache: Path) -> Path:
    """The vmfb of the model's input stage, compiled once per (compiler, flags, text)."""
    compiler = iree_tool(IREE_COMPILE_313)
    source = DATA / f"{model}.input.mlir"
    key = hashlib.sha256()
    key.update(compiler.read_bytes())
    key.update("\0".join(TARGET).encode())
    key.update(source.read_bytes())
    vmfb = cache / f"{model}-{key.hexdigest()[:24]}.vmfb"
    if not vmfb.exists():
        partial = vmfb.with_suffix(".partial")
        compiled = subprocess.run(
            [str(compiler), str(source), *TARGET, "-o", str(partial)],
            capture_output=True,
            text=True,
            check=False,
            timeout=600,
        )
        assert compiled.returncode == 0, compiled.stderr
        partial.rename(vmfb)
    return vmfb


def _run_iree(model: str, inputs: tuple[np.ndarray, ...], outputs: int, tmp: Path, cache: Path) -> list[np.ndarray]:
    vmfb = _compiled(model, cache)
    args = [str(iree_tool(IREE_RUN_MODULE_313)), "--device=local-sync", f"--module={vmfb}", f"--function={model}"]
    for i, x in enumerate(inputs):
        np.save(tmp / f"in{i}.npy", x)
        args.append(f"--input=@{tmp / f'in{i}.npy'}")
    args += [f"--output=@{tmp / f'out{i}.npy'}" for i in range(outputs)]
    ran = subprocess.run(args, capture_output=True, text=True, check=False, timeout=600)
    assert ran.returncode == 0, ran.stderr
    return [np.load(tmp / f"out{i}.npy") for i in range(outputs)]


@pytest.mark.parametrize("model", MODELS)
def test_interpreter_agrees_with_iree_runtime(model: str, tmp_path: Path, request: pytest.FixtureRequest):
    if model == "mlp_params":
        pytest.skip("mlp_params binds its weights to a parameter archive (#stream.parameter.named): no values to run")
    reference = parse_or_skip((DATA / f"{model}.input.mlir").read_text())
    inputs = api.random_inputs(reference, model, seed=7, dynamic_size=5)
    _, result_types = api.signature(api.find_function(reference, model))
    expected = _run_iree(model, inputs, len(result_types), tmp_path, request.config.cache.mkdir("iree-vmfb"))
    for stage in STAGES:
        module = parse_or_skip((DATA / f"{model}.{stage}.mlir").read_text())
        outs = api.interpret(module, model, *inputs)
        for ours, theirs in zip(outs, expected, strict=True):
            np.testing.assert_allclose(ours, theirs, rtol=1e-4, atol=1e-5, err_msg=f"{model} {stage}")
