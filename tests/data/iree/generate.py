"""Build small ONNX models with `onnx.helper` and lower them with IREE 3.13 (regenerates this folder).

Run with a Python that has IREE 3.13's compiler (`iree-import-onnx`) and `onnx`, e.g. the venv of
`scripts/llm_models.py` (`scripts/.venv-models`):

    scripts/.venv-models/bin/python tests/data/iree/generate.py [MODEL...]

For every model `M` it writes `M.input.mlir` (`--compile-to=input`), `M.global-opt.mlir`
(`--compile-to=global-optimization`) and `M.dispatch.mlir` (`--compile-to=dispatch-creation`
with `--iree-dispatch-creation-data-tiling`), all for `llvm-cpu`; for a few models also `M.flow.mlir`
(`--compile-to=flow`) and `M.flow-dt.mlir` (the same with `--iree-opt-data-tiling`). Failures are reported in
`FAILURES.txt` with IREE's message instead of stopping the run. The `stream` stages are written by
`generate_stream.py` from the `input` files. The operator models are in
`operator_models.py`, those of the operator sweep in `models_sweep.py`, those of `iree_linalg_ext` and
mixed-type convolutions in `models_ext.py`.
"""

import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
from models_ext import models as ext_models
from models_sweep import models as sweep_models
from onnx import TensorProto, helper, numpy_helper
from operator_models import init, model
from operator_models import models as operator_models

HERE = Path(__file__).resolve().parent
BIN = Path(sys.executable).parent
TARGET = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
STAGES = {
    "input": ["--compile-to=input"],
    "global-opt": ["--compile-to=global-optimization"],
    "dispatch": ["--compile-to=dispatch-creation", "--iree-dispatch-creation-data-tiling"],
}
FEW_MODEL_STAGES = {
    # outlined executables (`flow.executable`, `flow.dispatch`): what dispatch creation becomes
    "flow": (["--compile-to=flow"], ("mlp_gemm_relu", "attention_head", "dynamic_batch_mlp", "conv_bias_relu")),
    # the same with data tiling: encoded dispatch tensors in the executables' signatures
    "flow-dt": (["--compile-to=flow", "--iree-opt-data-tiling"], ("gated_mlp",)),
}
"""Stages written only for a few models: each file costs test time, and these show new ops, not new models."""
F = TensorProto.FLOAT
IMPORT_FLAGS = {
    # initializers as `util.global`s bound to named parameters (`#stream.parameter.named`), saved to M.irpa
    "mlp_params": [
        "--externalize-params",
        f"--save-params-to={HERE / 'mlp_params.irpa'}",
        "--num-elements-threshold=16",
    ],
}


def models() -> dict[str, onnx.ModelProto]:
    """The host-program models (MLPs, attention, parameters, two results), then one per ONNX operator family."""
    x = helper.make_tensor_value_info
    return {
        "mlp_gemm_relu": model(
            "mlp_gemm_relu",
            [helper.make_node("Gemm", ["x", "w", "b"], ["g"], transB=1), helper.make_node("Relu", ["g"], ["y"])],
            [x("x", F, [4, 16])],
            [x("y", F, [4, 8])],
            [init("w", (8, 16), 1), init("b", (8,), 2)],
        ),
        "mlp_matmul_add_relu": model(
            "mlp_matmul_add_relu",
            [
                helper.make_node("MatMul", ["x", "w1"], ["h"]),
                helper.make_node("Add", ["h", "b1"], ["hb"]),
                helper.make_node("Relu", ["hb"], ["r"]),
                helper.make_node("MatMul", ["r", "w2"], ["y"]),
            ],
            [x("x", F, [8, 32]), x("w1", F, [32, 64]), x("b1", F, [64]), x("w2", F, [64, 16])],
            [x("y", F, [8, 16])],
        ),
        "gated_mlp": model(
            "gated_mlp",
            [
                helper.make_node("MatMul", ["x", "wg"], ["g"]),
                helper.make_node("Sigmoid", ["g"], ["s"]),
                helper.make_node("Mul", ["g", "s"], ["silu"]),
                helper.make_node("MatMul", ["x", "wu"], ["u"]),
                helper.make_node("Mul", ["silu", "u"], ["h"]),
                helper.make_node("MatMul", ["h", "wd"], ["y"]),
            ],
            [x("x", F, [4, 32])],
            [x("y", F, [4, 32])],
            [init("wg", (32, 48), 3), init("wu", (32, 48), 4), init("wd", (48, 32), 5)],
        ),
        "attention_head": model(
            "attention_head",
            [
                helper.make_node("MatMul", ["x", "wq"], ["q"]),
                helper.make_node("MatMul", ["x", "wk"], ["k"]),
                helper.make_node("MatMul", ["x", "wv"], ["v"]),
                helper.make_node("Transpose", ["k"], ["kt"], perm=[0, 2, 1]),
                helper.make_node("MatMul", ["q", "kt"], ["s"]),
                helper.make_node("Mul", ["s", "scale"], ["ss"]),
                helper.make_node("Softmax", ["ss"], ["p"], axis=-1),
                helper.make_node("MatMul", ["p", "v"], ["y"]),
            ],
            [x("x", F, [2, 8, 16])],
            [x("y", F, [2, 8, 16])],
            [
                init("wq", (16, 16), 6),
                init("wk", (16, 16), 7),
                init("wv", (16, 16), 8),
                numpy_helper.from_array(np.array(0.25, dtype=np.float32), "scale"),
            ],
        ),
        "reshape_merge_k": model(
            "reshape_merge_k",
            [
                helper.make_node("Reshape", ["x", "shape"], ["xr"]),
                helper.make_node("MatMul", ["xr", "w"], ["y"]),
            ],
            [x("x", F, [4, 4, 8])],
            [x("y", F, [4, 16])],
            [numpy_helper.from_array(np.array([4, 32], dtype=np.int64), "shape"), init("w", (32, 16), 9)],
        ),
        "dynamic_batch_mlp": model(
            "dynamic_batch_mlp",
            [
                helper.make_node("MatMul", ["x", "w"], ["h"]),
                helper.make_node("Add", ["h", "b"], ["hb"]),
                helper.make_node("Relu", ["hb"], ["y"]),
            ],
            [x("x", F, ["batch", 16])],
            [x("y", F, ["batch", 24])],
            [init("w", (16, 24), 10), init("b", (24,), 11)],
        ),
        "mlp_params": model(
            "mlp_params",
            [
                helper.make_node("MatMul", ["x", "w"], ["h"]),
                helper.make_node("Add", ["h", "b"], ["hb"]),
                helper.make_node("Relu", ["hb"], ["y"]),
            ],
            [x("x", F, [2, 16])],
            [x("y", F, [2, 32])],
            [init("w", (16, 32), 13), init("b", (32,), 14)],
        ),
        "two_outputs": model(
            "two_outputs",
            [
                helper.make_node("MatMul", ["x", "w"], ["y"]),
                helper.make_node("Tanh", ["y"], ["z"]),
            ],
            [x("x", F, [3, 5])],
            [x("y", F, [3, 7]), x("z", F, [3, 7])],
            [init("w", (5, 7), 12)],
        ),
        **operator_models(),
        **sweep_models(),
        **ext_models(),
    }


def run(cmd: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, check=False)


def lower(
    name: str,
    onnx_model: onnx.ModelProto,
    out: Path,
    import_flags: tuple[str, ...] | list[str] = (),
    stages: dict[str, list[str]] | None = None,
) -> list[str]:
    """Import `onnx_model` and write its stages (default: the three of STAGES) to `out`; IREE's messages for what failed."""
    failures: list[str] = []
    onnx_path, imported = out / f"{name}.onnx", out / f"{name}.torch.mlir"
    onnx.save(onnx_model, onnx_path)
    result = run([str(BIN / "iree-import-onnx"), str(onnx_path), "-o", str(imported), *import_flags])
    onnx_path.unlink()
    if result.returncode != 0:
        return [f"{name}: iree-import-onnx failed\n{result.stderr}"]
    for stage, flags in (STAGES if stages is None else stages).items():
        result = run(
            [str(BIN / "iree-compile"), str(imported), *TARGET, *flags, "-o", str(out / f"{name}.{stage}.mlir")]
        )
        if result.returncode != 0:
            failures.append(f"{name} {stage}: iree-compile failed\n{result.stderr}")
    imported.unlink()
    return failures


def main(only: list[str]) -> None:
    """Every model, or only those named on the command line (the other files stay as they are)."""
    failures: list[str] = []
    for name, onnx_model in models().items():
        if only and name not in only:
            continue
        stages = {**STAGES, **{stage: flags for stage, (flags, few) in FEW_MODEL_STAGES.items() if name in few}}
        failures += lower(name, onnx_model, HERE, IMPORT_FLAGS.get(name, []), stages)
    if not only:
        (HERE / "FAILURES.txt").write_text("\n".join(failures) + ("\n" if failures else ""))
    print(f"{len(only or models())} models, {len(failures)} failures", *failures, sep="\n")


if __name__ == "__main__":
    main(sys.argv[1:])
