"""A small CNN (tests/data/cnn: three conv + bias + relu blocks, a classifier), built with `onnx` and
lowered by IREE 3.13, through conv data tiling at its `input` and `global-optimization` stages.

(a) `set-encoding{encoding=data-tiling data-tiling-op-types=matmul,convolution}` is structurally
    IREE's `annotate-data-tiling-hints{data-tiling-op-types=matmul,convolution},set-encoding`
    (`util.func` host IR; the global-optimization stage holds batch-less `linalg.generic` convolutions);
(b) with `materialize-encoding-into-packs` for x86_64 `+avx512f`, aarch64 and x86_64 without features,
    our output interprets to what IREE's runtime computes for the model, and (for one packing target
    per stage) iree-compile 3.13, resumed after the stage, compiles it to a module that iree-run-module
    runs to the same result.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import numpy as np
import pytest

from testing.iree_host import RESUME_FROM, compile_with_iree, printed, run_with_iree
from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import interpret, parse_module, run_passes

DATA = Path(__file__).resolve().parents[2] / "data" / "cnn"
STAGES = ("input", "global-opt")
SET = "set-encoding{encoding=data-tiling data-tiling-op-types=matmul,convolution}"
IREE_SET = (
    "builtin.module(util.func(iree-dispatch-creation-annotate-data-tiling-hints{data-tiling-op-types=matmul,"
    "convolution},iree-dispatch-creation-set-encoding))"
)
TARGETS = {
    "x86_64_avx512": 'target=x86_64 cpu-features="+avx512f"',
    "aarch64": "target=aarch64",
    "x86_64": "target=x86_64",
}
TILED_ITERATORS = (
    'iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", '
    '"parallel", "reduction"]'
)
"""The 9-D data-tiled convolution's iterator types, as printed."""
COMPILED = {("input", "x86_64_avx512"), ("global-opt", "aarch64")}
"""Outputs iree-compile compiles and iree-run-module runs (each compile takes seconds; the others interpret)."""
PACKED_CONVS = {"input": 3, "global-opt": 2}
"""Convolutions NCHWc-packed where the target has conv tiles: the 1x1 one is a matmul-like generic at
global optimization (two M dims: neither data-tiled as a matmul nor recognized as a convolution)."""


def _text(stage: str) -> str:
    return (DATA / f"cnn.{stage}.mlir").read_text()


@cache
def _image() -> np.ndarray:
    return np.random.default_rng(35).standard_normal((1, 3, 12, 12)).astype(np.float32)


@cache
def _iree_result(stage: str) -> np.ndarray:
    return run_with_iree(compile_with_iree(_text(stage)), "cnn", (_image(),), 1)[0]


@pytest.mark.parametrize("stage", STAGES)
def test_set_encoding_matches_iree_313(iree_opt_3_13: Path, stage: str) -> None:
    theirs = run_iree_opt(_text(stage), IREE_SET, iree_opt=iree_opt_3_13)
    ours = run_passes(parse_module(_text(stage)), SET)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    assert str(ours).count("op_type = conv") >= 6 * PACKED_CONVS[stage]  # set, op and unset types of each


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("stage", STAGES)
def test_data_tiled_cnn_runs_as_iree_computes_it(stage: str, target: str) -> None:
    lowered = run_passes(parse_module(_text(stage)), f"{SET},materialize-encoding-into-packs{{{TARGETS[target]}}}")
    text = printed(lowered)
    assert "iree_encoding" not in text
    generics_9d = text.count(TILED_ITERATORS)
    assert generics_9d == (0 if target == "x86_64" else PACKED_CONVS[stage])
    expected = _iree_result(stage)
    interpreted = np.asarray(interpret(lowered, "cnn", _image())[0])
    np.testing.assert_allclose(interpreted, expected, rtol=1e-4, atol=1e-5)
    if (stage, target) in COMPILED:
        ran = run_with_iree(compile_with_iree(text, RESUME_FROM[stage]), "cnn", (_image(),), 1)[0]
        np.testing.assert_allclose(ran, expected, rtol=1e-4, atol=1e-5)
