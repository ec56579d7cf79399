"""Lower the sweep's models (sweep_models.py) with IREE 3.13 to the three stages generate.py writes.

    .oracle/iree-3.13.0/bin/python scripts/iree_sweep/generate.py OUT_DIR [MODEL...]

Same importer, flags and stages as tests/data/iree/generate.py; failures go to OUT_DIR/FAILURES.txt.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "data" / "iree"))
from generate import lower
from sweep_models import models


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(sys.argv[2:])
    failures: list[str] = []
    for name, onnx_model in models().items():
        if not wanted or name in wanted:
            failures += [f[-2000:] for f in lower(name, onnx_model, out)]
            print(name, flush=True)
    (out / "FAILURES.txt").write_text("\n".join(failures) + ("\n" if failures else ""))
    print(f"{len(failures)} failures")


if __name__ == "__main__":
    main()
