"""Build a small CNN with `onnx.helper` and lower it with IREE 3.13 (regenerates this folder).

Three conv + bias + relu blocks (3 -> 16 channels 3x3 pad 1; 16 -> 32, 3x3 stride 2 pad 1; 32 -> 20,
1x1) and a classifier (`Flatten`, `Gemm` to 10 classes), on a 1x3x12x12 image. Channels 3, 20 and the
classifier's 1280 are no multiple of the conv tiles (8 or 16); 16 and 32 are. It writes
`cnn.input.mlir` (`iree-compile --compile-to=input`) and `cnn.global-opt.mlir`
(`--compile-to=global-optimization`), for IREE's CPU backend, as tests/data/iree/generate.py does.

Run with a Python that has `onnx` and IREE 3.13's compiler on its path, e.g. a venv with
`pip install onnx` and `PYTHONPATH=<repo>/.oracle/iree-3.13.0/lib/python3.11/site-packages`:

    python tests/data/cnn/generate.py

tests/pytest/transforms/test_convolution_cnn.py runs every data-tiling pipeline on both files.
"""

import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

HERE = Path(__file__).resolve().parent
TARGET = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
STAGES = {"input": "input", "global-opt": "global-optimization"}
F = TensorProto.FLOAT


def init(name: str, shape: tuple[int, ...], seed: int, scale: float) -> onnx.TensorProto:
    values = (np.random.default_rng(seed).standard_normal(shape) * scale).astype(np.float32)
    return numpy_helper.from_array(values, name)


def cnn() -> onnx.ModelProto:
    n = helper.make_node
    nodes = [
        n("Conv", ["x", "w1", "b1"], ["c1"], pads=[1, 1, 1, 1]),
        n("Relu", ["c1"], ["r1"]),
        n("Conv", ["r1", "w2", "b2"], ["c2"], pads=[1, 1, 1, 1], strides=[2, 2]),
        n("Relu", ["c2"], ["r2"]),
        n("Conv", ["r2", "w3", "b3"], ["c3"]),
        n("Relu", ["c3"], ["r3"]),
        n("Flatten", ["r3"], ["f"]),
        n("Gemm", ["f", "wc", "bc"], ["y"], transB=1),
    ]
    inits = [
        init("w1", (16, 3, 3, 3), 1, 0.3),
        init("b1", (16,), 2, 0.1),
        init("w2", (32, 16, 3, 3), 3, 0.1),
        init("b2", (32,), 4, 0.1),
        init("w3", (20, 32, 1, 1), 5, 0.2),
        init("b3", (20,), 6, 0.1),
        init("wc", (10, 20 * 6 * 6), 7, 0.05),
        init("bc", (10,), 8, 0.1),
    ]
    graph = helper.make_graph(
        nodes,
        "cnn",
        [helper.make_tensor_value_info("x", F, [1, 3, 12, 12])],
        [helper.make_tensor_value_info("y", F, [1, 10])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def main() -> None:
    onnx_path = HERE / "cnn.onnx"
    imported = HERE / "cnn.imported.mlir"
    onnx.save(cnn(), onnx_path)
    python = sys.executable
    steps = [[python, "-m", "iree.compiler.tools.import_onnx", str(onnx_path), "-o", str(imported)]]
    for stage, phase in STAGES.items():
        steps.append(
            [python, "-m", "iree.compiler.tools.scripts.iree_compile", str(imported), *TARGET,
             f"--compile-to={phase}", "-o", str(HERE / f"cnn.{stage}.mlir")]
        )  # fmt: skip
    try:
        for step in steps:
            subprocess.run(step, check=True)
    finally:
        onnx_path.unlink(missing_ok=True)
        imported.unlink(missing_ok=True)


if __name__ == "__main__":
    main()
