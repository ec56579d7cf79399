"""Run the checks of tests/data/iree on the sweep's files (scripts/iree_sweep/generate.py's OUT_DIR).

    .venv/bin/python scripts/iree_sweep/check.py OUT_DIR MODEL  # one JSON line per check on stdout

The checks are those of test_iree_printed_files.py, test_iree_host_programs.py and
test_iree_pipelines.py: parse, round-trip, iree-opt 3.13's generic print of ours equal to its print
of IREE's file, the interpreter against iree-run-module on the `input` stage compiled by IREE,
and the three pipelines (run, no encoding left, interpreted and IREE-compiled-and-run agreement).
"""

import json
import os
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path

import numpy as np
from xdsl.ir import Attribute

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository's `testing` helpers
from testing.iree_host import (
    IREE_RUN_MODULE_313,
    MATERIALIZATIONS,
    PIPELINES,
    RESUME_FROM,
    compile_with_iree,
    iree_generic,
    printed,
    run_with_iree,
)
from xdsl_encoding import api
from xdsl_encoding.interpreters import values

STAGES = ("input", "global-opt", "dispatch")
COMPILE = os.environ.get("SWEEP_COMPILE", "0") == "1"
"""Whether to compile and run the pipelines' output with IREE too (slow: one iree-compile per pipeline)."""


def cause(error: BaseException) -> str:
    lines = [line for line in str(error).splitlines() if line.strip()]
    frames = traceback.extract_tb(error.__traceback__)
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    return f"{type(error).__name__} @{where}: " + " | ".join(lines[:6])[:600]


def agree(ours: object, expected: tuple[np.ndarray, ...]) -> None:
    ours = list(ours)  # type: ignore[arg-type]
    assert len(ours) == len(expected), f"{len(ours)} results, IREE gave {len(expected)}"
    for i, (a, b) in enumerate(zip(ours, expected, strict=True)):
        a = np.asarray(a)
        assert a.shape == b.shape, f"result {i}: shape {a.shape} vs {b.shape}"
        assert a.dtype == b.dtype, f"result {i}: {a.dtype} vs {b.dtype}"
        if b.dtype.kind in "fc":
            np.testing.assert_allclose(
                a.astype(np.float64),
                b.astype(np.float64),
                rtol=2e-3 if b.itemsize <= 2 else 1e-4,
                atol=1e-3 if b.itemsize <= 2 else 1e-5,
                err_msg=f"result {i}",
            )
        else:
            np.testing.assert_array_equal(a, b, err_msg=f"result {i}")


def run_bf16_aware(
    vmfb: Path, model: str, inputs: tuple[np.ndarray, ...], arg_types: list, result_types: list
) -> list[np.ndarray]:
    """iree-run-module with bf16 arguments and results as raw bits (`--input=SHAPExbf16=@f.bin`); npy has no bf16."""
    if not any(values.is_bf16(t) for t in [*arg_types, *result_types]):
        return run_with_iree(vmfb, model, inputs, len(result_types))
    work = Path(tempfile.mkdtemp(prefix="sweep-bf16-"))
    args = [str(IREE_RUN_MODULE_313), "--device=local-sync", f"--module={vmfb}", f"--function={model}"]
    for i, (x, t) in enumerate(zip(inputs, arg_types, strict=True)):
        if values.is_bf16(t):
            (np.asarray(x, np.float32).view(np.uint32) >> 16).astype(np.uint16).tofile(work / f"in{i}.bin")
            args.append(f"--input={'x'.join(map(str, x.shape))}xbf16=@{work / f'in{i}.bin'}")
        else:
            np.save(work / f"in{i}.npy", x)
            args.append(f"--input=@{work / f'in{i}.npy'}")
    for i, t in enumerate(result_types):
        args.append(f"--output=@{work / f'out{i}.bin'}" if values.is_bf16(t) else f"--output=@{work / f'out{i}.npy'}")
    done = subprocess.run(args, capture_output=True, text=True, check=False, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    outs = []
    for i, t in enumerate(result_types):
        if values.is_bf16(t):
            bits = np.fromfile(work / f"out{i}.bin", np.uint16).astype(np.uint32) << 16
            outs.append(bits.view(np.float32).reshape(values.runtime_shape(t, [5] * values.dynamic_count(t), "result")))
        else:
            outs.append(np.load(work / f"out{i}.npy"))
    return outs


def main() -> None:
    out, model = Path(sys.argv[1]), sys.argv[2]

    def emit(stage: str, check: str, error: BaseException | None) -> None:
        print(
            json.dumps(
                {
                    "model": model,
                    "stage": stage,
                    "check": check,
                    "ok": error is None,
                    "cause": cause(error) if error else "",
                }
            ),
            flush=True,
        )

    files = {s: out / f"{model}.{s}.mlir" for s in STAGES if (out / f"{model}.{s}.mlir").exists()}
    reference = None
    arg_types: list[Attribute] = []
    result_types: list[Attribute] = []
    try:
        module = api.parse_module(files["input"].read_text())
        inputs = tuple(np.asarray(v) for v in api.random_inputs(module, model, seed=7, dynamic_size=5))
        arg_types, result_types = (list(types) for types in api.signature(api.find_function(module, model)))
        vmfb = compile_with_iree(files["input"].read_text(), "input")
        reference = inputs, tuple(run_bf16_aware(vmfb, model, inputs, arg_types, result_types))
        emit("input", "reference", None)
    except BaseException as error:
        emit("input", "reference", error)
    for stage, path in files.items():
        text = path.read_text()
        try:
            module = api.parse_module(text)
        except BaseException as error:
            emit(stage, "parse", error)
            continue
        emit(stage, "parse", None)
        try:
            again = api.parse_module(printed(module))
            assert printed(again, generic=True) == printed(module, generic=True), "round trip differs"
            emit(stage, "roundtrip", None)
        except BaseException as error:
            emit(stage, "roundtrip", error)
        try:
            assert iree_generic(printed(module)) == iree_generic(text), "iree-opt reads our print differently"
            emit(stage, "iree-opt", None)
        except BaseException as error:
            emit(stage, "iree-opt", error)
        if reference is None:
            continue
        inputs, expected = reference
        try:
            agree(api.interpret(module, model, *inputs), expected)
            emit(stage, "interpret", None)
        except BaseException as error:
            emit(stage, "interpret", error)
        for name, pipeline in (MATERIALIZATIONS if stage == "dispatch" else PIPELINES).items():
            try:
                result = api.run_passes(api.parse_module(text), pipeline)
                ours = printed(result)
                assert "iree_encoding" not in ours, "encodings left behind"
            except BaseException as error:
                emit(stage, f"{name}-run", error)
                continue
            try:
                agree(api.interpret(result, model, *inputs), expected)
                emit(stage, f"{name}-interpret", None)
            except BaseException as error:
                emit(stage, f"{name}-interpret", error)
            if ours == printed(module) or not COMPILE:
                continue
            try:
                vmfb = compile_with_iree(ours, RESUME_FROM[stage])
                agree(run_bf16_aware(vmfb, model, inputs, arg_types, result_types), expected)
                emit(stage, f"{name}-iree", None)
            except BaseException as error:
                emit(stage, f"{name}-iree", error)


if __name__ == "__main__":
    main()
