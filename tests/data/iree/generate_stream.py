"""Write the `stream` stages of a few models from their `M.input.mlir` (regenerates those files).

    .oracle/iree-3.13.0/bin/python tests/data/iree/generate_stream.py

`iree-compile --compile-from=input --compile-to=stream` continues the pipeline where generate.py's
`--compile-to=input` stopped, for llvm-cpu as every other file here; it needs no `onnx` package.
`M.stream.mlir` holds resources, timepoints and `stream.cmd.execute`/`dispatch` of `stream.executable`s;
`M.stream-dt.mlir` (with `--iree-opt-data-tiling`) encode dispatches and serialized
`#iree_encoding.layout` bindings.
"""

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BIN = Path(sys.executable).parent
TARGET = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
STREAM_STAGES = {
    "stream": (["--compile-to=stream"], ("mlp_gemm_relu", "dynamic_batch_mlp")),
    "stream-dt": (["--compile-to=stream", "--iree-opt-data-tiling"], ("gated_mlp",)),
}


def main() -> int:
    failed = 0
    for stage, (flags, models) in STREAM_STAGES.items():
        for name in models:
            args = [str(BIN / "iree-compile"), str(HERE / f"{name}.input.mlir"), *TARGET, "--compile-from=input"]
            done = subprocess.run(
                [*args, *flags, "-o", str(HERE / f"{name}.{stage}.mlir")], capture_output=True, text=True
            )
            if done.returncode != 0:
                failed += 1
                print(f"{name} {stage}: iree-compile failed\n{done.stderr}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
