"""`iree_linalg_ext.attention`: both versions' spellings read, the generic form iree-opt's, IREE's verifier rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from testing.differential import generic_text
from testing.oracle import run_iree_opt
from tests.pytest.dialects.diagnostics import expect_diagnostic
from xdsl_encoding import api
from xdsl_encoding.dialects.iree_linalg_ext.attention import AttentionOp, attention_roles

Q = "affine_map<(b, m, n, k1, k2) -> (b, m, k1)>"
K = "affine_map<(b, m, n, k1, k2) -> (b, k2, k1)>"
V = "affine_map<(b, m, n, k1, k2) -> (b, k2, n)>"
S = "affine_map<(b, m, n, k1, k2) -> ()>"
MASK = "affine_map<(b, m, n, k1, k2) -> (b, m, k2)>"
OUT = "affine_map<(b, m, n, k1, k2) -> (b, m, n)>"
TYPES = "tensor<2x4x8xf16>, tensor<2x6x8xf16>, tensor<2x6x5xf16>, f16"


def program(maps: list[str], *, mask: bool = False, key: str = "tensor<2x6x8xf16>") -> str:
    """An attention in IREE 3.7.1's spelling (the maps in the attribute dictionary)."""
    ins = "%q, %k, %v, %s" + (", %m" if mask else "")
    types = TYPES.replace("tensor<2x6x8xf16>", key, 1) + (", tensor<2x4x6xi1>" if mask else "")
    props = f"{{indexing_maps = [{', '.join(maps)}]}}"
    return f"""func.func @f(%q: tensor<2x4x8xf16>, %k: {key}, %v: tensor<2x6x5xf16>, %s: f16, %m: tensor<2x4x6xi1>, %o: tensor<2x4x5xf16>) -> tensor<2x4x5xf16> {{
  %r = iree_linalg_ext.attention {props} ins({ins} : {types}) outs(%o : tensor<2x4x5xf16>) {{
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  }} -> tensor<2x4x5xf16>
  return %r : tensor<2x4x5xf16>
}}
"""


@pytest.mark.parametrize("mask", [False, True])
def test_generic_print_is_what_both_versions_print(mask: bool, iree_opt: Path, iree_opt_3_13: Path) -> None:
    maps = [Q, K, V, S, *([MASK] if mask else []), OUT]
    text = program(maps, mask=mask)  # 3.7.1's spelling
    module = api.parse_module(text)
    [op] = [o for o in module.walk() if isinstance(o, AttentionOp)]
    assert (op.mask is not None) == mask
    assert attention_roles(op) == {"batch": [0], "m": [1], "k1": [3], "k2": [4], "n": [2]}
    generic = generic_text(module)
    original = run_iree_opt(text, generic=True, local_scope=True, iree_opt=iree_opt)
    assert run_iree_opt(generic, generic=True, local_scope=True, iree_opt=iree_opt) == original
    # Our custom print is 3.13's spelling (`<indexing_maps = ...>`); 3.13 reads it as 3.7.1 read the original.
    assert "attention <indexing_maps = " in str(module)
    assert run_iree_opt(str(module), generic=True, local_scope=True, iree_opt=iree_opt_3_13) == original
    assert api.parse_module(str(module)).is_structurally_equivalent(module)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (program([Q, K, V, S]), "expected an indexing map for each operand"),
        (
            program([Q, K, V, S, OUT], key="tensor<2x7x8xf16>"),
            "Shape Mismatch for Value at position 1. Expected: 7 Got: 6",
        ),
        (program([Q, V, K, S, OUT]), "Shape Mismatch for Value at position 2. Expected: 8 Got: 5"),
        (program([Q, K, V, S, OUT, MASK], mask=True), "Shape Mismatch for Output at position 2. Expected: 6 Got: 5"),
        (
            program([Q.replace("k2)", "k2, x)"), K, V, S, OUT]),
            "Mismatched map domain for Key. Expected: 6 Got: 5",
        ),
        (
            program([Q, K, V, S, OUT]).replace(
                "^bb0(%score: f32):\n    iree_linalg_ext.yield %score : f32",
                "^bb0(%score: f32):\n    iree_linalg_ext.yield %score, %score : f32, f32",
            ),
            "expected only one return",
        ),
        (program([Q, K, V, OUT, OUT]), "stricter than IREE: the Scale map must have no results"),
        (program([Q.replace("k1)>", "k1 + 1)>"), K, V, S, OUT]), "stricter than IREE: the Query map"),
    ],
)
def test_iree_verifier_rules(text: str, fragment: str) -> None:
    expect_diagnostic(text, fragment)
