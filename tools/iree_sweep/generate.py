"""Lower the sweep's models (sweep_models.py) with IREE 3.13 to the three stages generate.py writes.

    .oracle/iree-3.13.0/bin/python tools/iree_sweep/generate.py OUT_DIR [MODEL...]

Same importer, flags and stages as tests/data/iree/generate.py; failures go to OUT_DIR/FAILURES.txt.
"""

import sys
from pathlib import Path

import onnx

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "data" / "iree"))
from generate import BIN, STAGES, TARGET, run
from sweep_models import models


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(sys.argv[2:])
    failures: list[str] = []
    for name, onnx_model in models().items():
        if wanted and name not in wanted:
            continue
        onnx_path, imported = out / f"{name}.onnx", out / f"{name}.torch.mlir"
        onnx.save(onnx_model, onnx_path)
        result = run([str(BIN / "iree-import-onnx"), str(onnx_path), "-o", str(imported)])
        onnx_path.unlink()
        if result.returncode != 0:
            failures.append(f"{name}: iree-import-onnx failed\n{result.stderr[-2000:]}")
            continue
        for stage, flags in STAGES.items():
            path = out / f"{name}.{stage}.mlir"
            result = run([str(BIN / "iree-compile"), str(imported), *TARGET, *flags, "-o", str(path)])
            if result.returncode != 0:
                failures.append(f"{name} {stage}: iree-compile failed\n{result.stderr[-2000:]}")
        imported.unlink()
        print(name, flush=True)
    (out / "FAILURES.txt").write_text("\n".join(failures) + ("\n" if failures else ""))
    print(f"{len(failures)} failures")


if __name__ == "__main__":
    main()
