"""Differential: the layout we choose per encoded operand equals the `linalg.pack` IREE 3.13 emits.

Every target of `TARGETS` x element types x contraction kinds x shapes (static, dynamic, narrow M,
narrow N, vectors) goes through `iree-codegen-materialize-device-encoding` in one `iree-opt` call.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from data_tiling_programs import ELEMENT_TYPES, KINDS, TARGETS, encoding, parse_probe_output, probe_function
from xdsl.dialects.builtin import DYNAMIC_INDEX

from testing.oracle import run_iree_opt
from xdsl_encoding.data_tiling.encoding_info import choose_layout

D = DYNAMIC_INDEX
SHAPES: dict[str, dict[str, int]] = {
    "square": {"b": 2, "m": 256, "n": 256, "k": 256},
    "odd": {"b": 3, "m": 15, "n": 30, "k": 7},
    "m1": {"b": 2, "m": 1, "n": 64, "k": 32},
    "m7": {"b": 2, "m": 7, "n": 64, "k": 32},
    "m3": {"b": 2, "m": 3, "n": 64, "k": 5},
    "n1": {"b": 2, "m": 64, "n": 1, "k": 32},
    "n5": {"b": 2, "m": 64, "n": 5, "k": 32},
    "dyn": {"b": D, "m": D, "n": D, "k": D},
    "dyn_m_n2": {"b": 2, "m": D, "n": 2, "k": 16},
    "dyn_n_m6": {"b": 2, "m": 6, "n": D, "k": 16},
}
PIPELINE = "builtin.module(func.func(iree-codegen-materialize-device-encoding))"


def _cases() -> list[tuple[str, str, str, str]]:
    cases = list(itertools.product(TARGETS, ELEMENT_TYPES, ["matmul", "batch_matmul"], SHAPES))
    cases += itertools.product(TARGETS, ["f32", "i8i32"], ["matmul_transpose_b", "matmul_transpose_a"], SHAPES)
    cases += itertools.product(TARGETS, ["f32", "i8i32", "bf16f32"], ["matvec", "vecmat"], ["odd", "square", "dyn"])
    return cases


def test_layouts_match_iree_313(iree_opt_3_13: Path) -> None:
    cases = _cases()
    functions = [
        probe_function(f"f{i}", TARGETS[t], KINDS[k], ELEMENT_TYPES[e], SHAPES[s])
        for i, (t, e, k, s) in enumerate(cases)
    ]
    output = run_iree_opt("module {\n" + "\n".join(functions) + "\n}\n", PIPELINE, iree_opt=iree_opt_3_13)
    found = parse_probe_output(output)
    assert len(found) == len(cases)
    mismatches: list[str] = []
    non_identity = 0
    for i, (t, e, k, s) in enumerate(cases):
        for operand in range(3):
            enc = encoding(KINDS[k], operand, ELEMENT_TYPES[e], SHAPES[s])
            ours = choose_layout(TARGETS[t], enc).info
            theirs = found[f"f{i}"][operand]
            non_identity += not theirs.is_identity
            if ours != theirs:
                mismatches.append(f"{t} {e} {k} {s} operand {operand}: ours {ours}, IREE {theirs}")
    assert not mismatches, f"{len(mismatches)} of {3 * len(cases)} differ:\n" + "\n".join(mismatches[:40])
    assert non_identity > len(cases)  # the corpus exercises packing, not only identity layouts
