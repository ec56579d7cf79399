"""Held-out check of exported LLMs (not part of `make test`): every stage file in DIR through every pipeline.

    scripts/.venv-models/bin/python scripts/llm_models.py --hidden 256 --out /tmp/held-out
    .venv/bin/python scripts/llm_check.py /tmp/held-out [STAGE...]

For each `M.input.mlir` in DIR (with `M.irpa` as its scope "model" if present): IREE 3.13 compiles
and runs the input stage on the harness's inputs (seed 7); then each stage file of M (or only the
given stages) goes through the pipelines of testing/iree_host.py (those of tests/pytest/test_iree_pipelines.py), and both our
interpretation of the result and IREE's compile (`--compile-from=` the stage's phase) and run of
it must agree with that reference (`rtol=1e-4, atol=1e-5`). Prints one line per file and pipeline.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the repository's `testing` helpers, when run as a script

import numpy as np  # noqa: E402

from testing.iree_host import (  # noqa: E402
    ENCODED_STAGES,
    MATERIALIZATIONS,
    PIPELINES,
    RESUME_FROM,
    compile_with_iree,
    printed,
    run_with_iree,
    stage_of,
)
from xdsl_encoding import api  # noqa: E402


def check(directory: Path, stages: list[str]) -> int:
    failures = 0
    for reference_file in sorted(directory.glob("*.input.mlir")):
        model = reference_file.name.split(".")[0]
        archive = directory / f"{model}.irpa"
        parameters = {"model": archive} if archive.exists() else {}
        reference = api.parse_module(reference_file.read_text())
        inputs = tuple(np.asarray(x) for x in api.random_inputs(reference, model, seed=7, dynamic_size=5))
        count = len(api.signature(api.find_function(reference, model))[1])
        expected = run_with_iree(
            compile_with_iree(reference_file.read_text(), "input"), model, inputs, count, parameters
        )
        for path in sorted(directory.glob(f"{model}.*.mlir")):
            stage = stage_of(path)
            if stages and stage not in stages:
                continue
            module = api.parse_module(path.read_text())
            for name, pipeline in (MATERIALIZATIONS if stage in ENCODED_STAGES else PIPELINES).items():
                start = time.time()
                try:
                    result = api.run_passes(module, pipeline)
                    ours = api.interpret(result, model, *inputs, parameters=parameters)
                    vmfb = compile_with_iree(printed(result), RESUME_FROM[stage])
                    theirs = run_with_iree(vmfb, model, inputs, count, parameters)
                    for a, b, c in zip(ours, theirs, expected, strict=True):
                        np.testing.assert_allclose(np.asarray(a), c, rtol=1e-4, atol=1e-5)
                        np.testing.assert_allclose(b, c, rtol=1e-4, atol=1e-5)
                    print(f"{path.name} {name}: ok ({time.time() - start:.0f}s)", flush=True)
                except Exception as e:  # a report, not a test: every failure is printed
                    failures += 1
                    print(f"{path.name} {name}: FAIL {type(e).__name__}: {str(e)[-800:]}", flush=True)
    return failures


if __name__ == "__main__":
    sys.exit(1 if check(Path(sys.argv[1]), sys.argv[2:]) else 0)
