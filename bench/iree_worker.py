# pyright: basic, reportMissingImports=false
"""The IREE side of `bench/iree_programs.py`, run with IREE 3.13's own Python (`.oracle/iree-3.13.0`).

    python iree_worker.py build DIR          # ONNX models -> DIR/NAME.input.mlir and DIR/NAME.vmfb
    python iree_worker.py time DIR NAME N    # best of N calls of NAME on DIR/NAME.in*.npy (JSON seconds)
    python iree_worker.py call VMFB NAME DIR K N  # best of N calls of NAME on DIR/in0..K-1.npy (bench/models.py)

`build` lowers each model as tests/data/iree/generate.py does (iree-import-onnx, then
`iree-compile --compile-to=input`), and compiles that same input-stage file for llvm-cpu on the
host CPU (data tiling, microkernels). `time` runs the module on the single-threaded `local-sync` device, with the inputs
already on the device, in CPU seconds, and writes the outputs next to the inputs for the correctness check.
This file imports onnx and iree, so the project's own venv never needs them.
"""

import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

BIN = Path(sys.executable).parent
F32 = 1  # onnx.TensorProto.FLOAT
TARGET = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=host",
]
FAST = ["--iree-opt-data-tiling", "--iree-llvmcpu-enable-ukernels=all"]
"""IREE's fastest CPU setting on these programs (data tiling + mmt4d microkernels)."""


def models(batch: int, hidden: int, seq: int) -> dict[str, object]:
    """An MLP (three matmul + bias + relu layers) and an attention block (softmax(QK^T / sqrt(d)) V)."""
    import onnx
    from onnx import helper, numpy_helper

    def value(name: str, shape: list[int]) -> onnx.ValueInfoProto:
        return helper.make_tensor_value_info(name, F32, shape)

    def model(
        name: str,
        nodes: list[onnx.NodeProto],
        inputs: list[onnx.ValueInfoProto],
        output: onnx.ValueInfoProto,
        inits: list[onnx.TensorProto],
    ) -> onnx.ModelProto:
        graph = helper.make_graph(nodes, name, inputs, [output], inits)
        built = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
        built.ir_version = 8
        onnx.checker.check_model(built)
        return built

    mlp_nodes: list[onnx.NodeProto] = []
    mlp_inputs = [value("x", [batch, hidden])]
    previous = "x"
    for layer in range(3):
        w, b = f"w{layer}", f"b{layer}"
        mlp_inputs += [value(w, [hidden, hidden]), value(b, [hidden])]
        mlp_nodes += [
            helper.make_node("MatMul", [previous, w], [f"h{layer}"]),
            helper.make_node("Add", [f"h{layer}", b], [f"hb{layer}"]),
            helper.make_node("Relu", [f"hb{layer}"], [f"r{layer}"]),
        ]
        previous = f"r{layer}"
    mlp = model("mlp", mlp_nodes, mlp_inputs, value(previous, [batch, hidden]), [])

    scale = numpy_helper.from_array(np.array(1.0 / np.sqrt(hidden), dtype=np.float32), "scale")
    attention = model(
        "attention",
        [
            helper.make_node("Transpose", ["k"], ["kt"], perm=[0, 2, 1]),
            helper.make_node("MatMul", ["q", "kt"], ["s"]),
            helper.make_node("Mul", ["s", "scale"], ["ss"]),
            helper.make_node("Softmax", ["ss"], ["p"], axis=-1),
            helper.make_node("MatMul", ["p", "v"], ["y"]),
        ],
        [value(n, [batch, seq, hidden]) for n in ("q", "k", "v")],
        value("y", [batch, seq, hidden]),
        [scale],
    )
    return {"mlp": mlp, "attention": attention}


def _run(cmd: list[str]) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd[:2])} failed:\n{done.stderr}")


def build(out: Path, batch: int, hidden: int, seq: int) -> None:
    import onnx

    for name, proto in models(batch, hidden, seq).items():
        onnx_path, torch_path = out / f"{name}.onnx", out / f"{name}.torch.mlir"
        onnx.save(proto, onnx_path)
        _run([str(BIN / "iree-import-onnx"), str(onnx_path), "-o", str(torch_path)])
        _run(
            [
                str(BIN / "iree-compile"),
                str(torch_path),
                *TARGET[:2],
                "--compile-to=input",
                "-o",
                str(out / f"{name}.input.mlir"),
            ]
        )
        _run(
            [
                str(BIN / "iree-compile"),
                str(out / f"{name}.input.mlir"),
                *TARGET,
                *FAST,
                "-o",
                str(out / f"{name}.vmfb"),
            ]
        )


def time_module(out: Path, name: str, repeat: int) -> None:
    import iree.runtime as rt

    config = rt.Config("local-sync")
    module = rt.load_vm_module(rt.VmModule.mmap(config.vm_instance, str(out / f"{name}.vmfb")), config)
    function = module[name]
    inputs = [np.load(p) for p in sorted(out.glob(f"{name}.in*.npy"))]
    on_device = [rt.asdevicearray(config.device, x) for x in inputs]
    result = function(*on_device)
    np.save(out / f"{name}.out.npy", result.to_host())
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        function(*on_device).to_host()
        best = min(best, time.process_time() - start)
    print(json.dumps({"seconds": best}))


def call_module(vmfb: Path, name: str, out: Path, count: int, repeat: int) -> None:
    """Like `time_module`, for any compiled module: inputs `out/in<i>.npy`, results `out/out<i>.npy`."""
    import iree.runtime as rt

    config = rt.Config("local-sync")
    module = rt.load_vm_module(rt.VmModule.mmap(config.vm_instance, str(vmfb)), config)
    function = module[name]
    on_device = [rt.asdevicearray(config.device, np.load(out / f"in{i}.npy")) for i in range(count)]
    results = function(*on_device)
    for i, r in enumerate(results if isinstance(results, tuple | list) else [results]):
        np.save(out / f"out{i}.npy", r.to_host())
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        results = function(*on_device)
        for r in results if isinstance(results, tuple | list) else [results]:
            r.to_host()
        best = min(best, time.process_time() - start)
    print(json.dumps({"seconds": best}))


def main() -> None:
    command, out = sys.argv[1], Path(sys.argv[2])
    if command == "build":
        batch, hidden, seq = (int(a) for a in sys.argv[3:6])
        build(out, batch, hidden, seq)
    elif command == "time":
        time_module(out, sys.argv[3], int(sys.argv[4]))
    elif command == "call":
        call_module(out, sys.argv[3], Path(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6]))
    else:
        sys.exit(f"unknown command {command!r}")


if __name__ == "__main__":
    main()
