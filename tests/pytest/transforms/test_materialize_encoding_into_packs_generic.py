"""All-parallel `linalg.generic` on encoded tensors against IREE 3.13's `iree-codegen-materialize-device-encoding`.

Programs: `packs_epilogue_programs` (a contraction and an epilogue, broadcast biases with a chained
`user_indexing_maps` entry, transposed operands and results, `linalg.index`), over targets x
element types x sizes. Compared structurally, then interpreted against the input.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from packs_epilogue_programs import ELEMENTS, EPILOGUES, epilogue_program
from packs_targets import TARGETS as ALL_TARGETS
from xdsl.utils.exceptions import PassFailedException

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import compare, parse_module, run_passes

IREE_PIPELINE = "builtin.module(func.func(iree-codegen-materialize-device-encoding))"
PIPELINE = "materialize-encoding-into-packs"

TARGETS = {
    name: ALL_TARGETS[name] for name in ("x86_avx2", "x86_avx512", "arm_none", "arm_i8mm", "rv64_v", "wasm32", "vmvx")
}
SIZES = {
    "odd": (15, 30, 7),
    "even": (32, 16, 8),
    "n1": (20, 1, 9),
    "m1": (1, 30, 9),
    "n3": (64, 3, 5),
    "dyn_m": (-1, 30, 7),
    "dyn": (-1, -1, 9),
}


def corpus() -> list[tuple[str, str]]:
    programs: list[tuple[str, str]] = []
    for i, (t, e, ep, s) in enumerate(itertools.product(TARGETS, ELEMENTS, EPILOGUES, SIZES)):
        name = f"g{i}_{t}_{e}_{ep}_{s}"
        m, n, k = SIZES[s]
        programs.append((name, epilogue_program(name, m, n, k, ELEMENTS[e], ep, TARGETS[t].hal_target_text())))
    return programs


def test_matches_iree_313(iree_opt_3_13: Path) -> None:
    text = "\n".join(p for _, p in corpus()[::2])
    theirs = parse_module(run_iree_opt(text, IREE_PIPELINE, iree_opt=iree_opt_3_13), allow_unregistered=True)
    ours = run_passes(parse_module(text, allow_unregistered=True), PIPELINE)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    printed = str(ours)
    assert printed.count("linalg.index") > 10
    assert "(d0, d1, d2, d3) -> (d1, d3)" in printed  # a bias on N read from the packed domain


@pytest.mark.parametrize(("name", "text"), corpus()[1::7], ids=lambda v: v if v.startswith("g") else "")
def test_interprets_as_the_original(name: str, text: str) -> None:
    original = parse_module(text, allow_unregistered=True)
    report = compare(original, run_passes(parse_module(text, allow_unregistered=True), PIPELINE), name, seed=len(name))
    assert report.agree, report.summary()
    if "_i8i32_" in name:
        assert report.max_abs_error == 0.0


def test_an_unpacked_operand_is_a_diagnostic() -> None:
    """IREE returns failure when an operand of a packed generic has the identity layout; so do we."""
    text = epilogue_program("m", 15, 30, 7, ELEMENTS["f32"], "bias_n", TARGETS["x86_avx2"].hal_target_text())
    plain = text.replace(
        "%ec = iree_encoding.set_encoding %c : tensor<30xf32> -> ",
        "%ec_unused = iree_encoding.set_encoding %c : tensor<30xf32> -> ",
    )
    plain = plain.replace("ins(%acc, %ec : ", "ins(%acc, %c : ").replace(
        "tensor<30xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>]], iteration_sizes = [15, 30, 7]>>) outs",
        "tensor<30xf32>) outs",
    )
    module = parse_module(plain)
    before = str(module)
    with pytest.raises(PassFailedException, match=r"linalg.generic: operand 1 \(tensor<30xf32>\) has no packed layout"):
        run_passes(module, PIPELINE)
    assert str(module) == before
