"""`set-encoding{encoding=padding}` against IREE 3.13's `iree-dispatch-creation-set-encoding{encoding-option=padding}`.

Three sources, each compared structurally with iree-opt 3.13's output: the cases of IREE's own
DispatchCreation/test/set_encoding_padding.mlir (ported under tests/filecheck/transforms/set_encoding/
iree_ports/), the special cases of tests/filecheck/transforms/set_encoding/padding_special.mlir, and a
generated corpus (set_encoding_padding_programs.py: every contraction kind, static and dynamic sizes,
skinny problems, dynamic K, producers and reshape chains). The encoded programs also compute what
the originals compute (`set_encoding`/`unset_encoding` keep every logical value).
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from set_encoding_padding_programs import D, corpus, padding_program
from xdsl.dialects.builtin import ModuleOp

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import compare, parse_module, run_passes

FILECHECK = Path(__file__).parents[2] / "filecheck" / "transforms" / "set_encoding"
PORT = FILECHECK / "iree_ports" / "set_encoding_padding.mlir"
SPECIAL = FILECHECK / "padding_special.mlir"
PASS = "iree-dispatch-creation-set-encoding{encoding-option=padding}"
IREE_PIPELINE = f"builtin.module(util.func({PASS}),func.func({PASS}))"
PIPELINE = "set-encoding{encoding=padding}"


def _chunks(path: Path) -> list[str]:
    return [c for c in re.split(r"^// -----$", path.read_text(), flags=re.M) if "func @" in c]


def _name(chunk: str) -> str:
    found = re.search(r"func[^@]*@(\w+)", chunk)
    assert found is not None
    return found[1]


def _ours(text: str) -> ModuleOp:
    return run_passes(parse_module(text, allow_unregistered=True), PIPELINE)


@pytest.mark.parametrize("text", [pytest.param(c, id=_name(c)) for c in _chunks(PORT) + _chunks(SPECIAL)])
def test_case_matches_iree_313(iree_opt_3_13: Path, text: str) -> None:
    # the generic form only where we cannot read IREE's custom one (attention); it adds
    # `linalg.memoized_indexing_maps` to named ops, which the custom form does not print
    generic = "iree_linalg_ext" in text
    theirs = run_iree_opt(text, IREE_PIPELINE, generic=generic, iree_opt=iree_opt_3_13)
    assert_structurally_equal(
        parse_module(theirs, allow_unregistered=True), _ours(text), labels=("iree-opt 3.13", "ours")
    )


def test_corpus_matches_iree_313(iree_opt_3_13: Path) -> None:
    text = "\n".join(corpus())
    theirs = run_iree_opt(text, IREE_PIPELINE, iree_opt=iree_opt_3_13)
    ours = run_passes(parse_module(text), PIPELINE)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    printed = str(ours)
    assert printed.count("iree_encoding.set_encoding") > 150  # the corpus pads, not only declines
    assert "affine.apply" in printed  # a collapsed dynamic group reified as IREE does


INTERPRETED = [
    ("matmul", {"b": 1, "m": D, "n": 8, "k": 12}, "none"),
    ("batch_matmul", {"b": 2, "m": 4, "n": 8, "k": 16}, "collapse"),
    ("generic_mmt", {"b": 1, "m": 8, "n": D, "k": 8}, "none"),
    ("matmul", {"b": 1, "m": 8, "n": 8, "k": 8}, "expand_collapse"),
    ("generic_kn", {"b": 1, "m": D, "n": 8, "k": 8}, "collapse_m"),
]
SHAPES = {"collapse_m": [(5, 2, 8), (8, 8), (10, 8)]}
"""Inputs whose dynamic sizes agree (the default random inputs give every `?` the same size)."""


@pytest.mark.parametrize(("kind", "sizes", "chain"), INTERPRETED, ids=[f"{k}-{c}" for k, _, c in INTERPRETED])
def test_encoded_program_computes_the_original(kind: str, sizes: dict[str, int], chain: str) -> None:
    text = padding_program("f", kind, sizes, chain=chain)
    encoded = run_passes(parse_module(text), PIPELINE)
    assert str(encoded).count("iree_encoding.unset_encoding") == 2
    rng = np.random.default_rng(3)
    inputs = [rng.standard_normal(shape).astype(np.float32) for shape in SHAPES[chain]] if chain in SHAPES else None
    report = compare(parse_module(text), encoded, "f", seed=3, inputs=inputs)
    assert report.agree, report.summary()


def test_no_dispatch_region_encodes_nothing_and_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    text = (
        "func.func @f(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {\n"
        "  %m = linalg.matmul ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%c : tensor<16x16xf32>)"
        " -> tensor<16x16xf32>\n  return %m : tensor<16x16xf32>\n}"
    )
    out = run_passes(parse_module(text), "set-encoding{encoding=padding remarks=true}")
    assert "iree_encoding" not in str(out)
    assert "no flow.dispatch.region: nothing padded" in capsys.readouterr().err
