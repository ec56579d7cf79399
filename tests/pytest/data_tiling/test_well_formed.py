"""Data-tiling encodings iree-opt 3.13 verifies but cannot materialize are refused, with the rule named;
the ones it materializes (longer `element_types`, `op_type = conv`) come out as IREE's do."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute
from xdsl.utils.exceptions import DiagnosticException

from testing.oracle import run_iree_opt_chunks
from xdsl_encoding.api import parse_module, run_passes
from xdsl_encoding.data_tiling.well_formed import malformed_encoding
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp

MAPS = (
    "[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]"
)
TARGET = (
    '#hal.executable.target<"llvm-cpu", "xyz", {target_triple = "x86_64-xyz-xyz", cpu_features = "+avx512f", '
    "iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>"
)


def encoding(index: int, types: str = "[f32, f32, f32]", maps: str = MAPS, op_type: str = "matmul") -> str:
    return (
        f"#iree_encoding.encoding<operand_index = {index} : index, op_type = {op_type}, element_types = {types}, "
        f"user_indexing_maps = {maps}, iteration_sizes = [16, 24, 32]>"
    )


def matmul(**kw: str) -> str:
    e0, e1, e2 = (encoding(i, **kw) for i in range(3))
    return f"""func.func @f(%a: tensor<16x32xf32>, %b: tensor<32x24xf32>, %c: tensor<16x24xf32>) -> tensor<16x24xf32> attributes {{hal.executable.target = {TARGET}}} {{
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, {e0}>
  %1 = iree_encoding.set_encoding %b : tensor<32x24xf32> -> tensor<32x24xf32, {e1}>
  %2 = iree_encoding.set_encoding %c : tensor<16x24xf32> -> tensor<16x24xf32, {e2}>
  %3 = linalg.matmul ins(%0, %1 : tensor<16x32xf32, {e0}>, tensor<32x24xf32, {e1}>) outs(%2 : tensor<16x24xf32, {e2}>) -> tensor<16x24xf32, {e2}>
  %4 = iree_encoding.unset_encoding %3 : tensor<16x24xf32, {e2}> -> tensor<16x24xf32>
  return %4 : tensor<16x24xf32>
}}
"""


def lhs_type(text: str) -> TensorType[Attribute]:
    op = next(o for o in parse_module(text).walk() if isinstance(o, SetEncodingOp))
    t = op.result.type
    assert isinstance(t, TensorType)
    return t


@pytest.mark.parametrize(
    ("kw", "problem"),
    [
        ({"types": "[f32, f32]"}, "element_types has 2 entries but user_indexing_maps has 3"),
        ({"types": "[]"}, "element_types has 0 entries but user_indexing_maps has 3"),
        (
            {"maps": MAPS.replace("(d0, d2)>", "(d0)>", 1)},
            "user_indexing_maps entry of operand_index 0 ((d0, d1, d2) -> (d0)) has 1 result(s), but the tensor has rank 2",
        ),
    ],
)
def test_malformed_encodings_are_refused_before_rewriting(kw: dict[str, str], problem: str):
    text = matmul(**kw)
    assert problem in str(malformed_encoding(lhs_type(text)))
    module = parse_module(text, name="m.mlir")  # the dialect accepts it, as iree-opt 3.13 does
    before = str(module)
    with pytest.raises(DiagnosticException, match=re.escape(problem)) as info:
        run_passes(module, "materialize-encoding-into-packs")
    assert str(info.value).startswith("m.mlir:2:3: error: 'iree_encoding.set_encoding'")
    assert str(module) == before


@pytest.mark.parametrize("kw", [{}, {"types": "[f32, f32, f32, f32]"}, {"op_type": "conv"}])
def test_well_formed_encodings_pass(kw: dict[str, str]):
    assert malformed_encoding(lhs_type(matmul(**kw))) is None


def test_materialized_like_iree_opt_3_13(iree_opt_3_13: Path):
    """Four element types: IREE reads the first three; `op_type = conv`: IREE keeps the identity layout."""
    cases = [matmul(), matmul(types="[f32, f32, f32, f32]"), matmul(op_type="conv")]
    pipeline = "builtin.module(func.func(iree-codegen-materialize-device-encoding))"
    results = run_iree_opt_chunks(cases, pipeline, iree_opt=iree_opt_3_13, version="3.13.0")
    for text, iree in zip(cases, results):
        assert iree.ok, iree.diagnostics
        ours = str(run_passes(parse_module(text), "materialize-encoding-into-packs"))
        theirs = re.findall(r"linalg\.mmt4d .*-> (tensor<[^>]*>)", iree.output)
        assert re.findall(r"linalg\.mmt4d .*-> (tensor<[^>]*>)", ours) == theirs, ours
