"""`iree_linalg_ext.quantize_affine` / `dequantize_affine`: IREE 3.13's syntax, and diagnostics for bad IR."""

from __future__ import annotations

import pytest

from testing.iree_host import printed
from xdsl_encoding import api
from xdsl_encoding.dialects import iree_linalg_ext as ext

from .diagnostics import expect_diagnostic

MAPS2 = "affine_map<(d0, d1) -> (d0, d1)>"
SCALAR = "affine_map<(d0, d1) -> ()>"


def _program(op: str, props: str, ins: str, types: str, out: str = "tensor<2x3xi8>") -> str:
    return (
        "util.func public @f(%x: tensor<2x3xf32>, %q: tensor<2x3xi8>, %s: f32, %z: i64, %o: tensor<2x3xi8>, "
        "%of: tensor<2x3xf32>) {\n"
        f"  %0 = iree_linalg_ext.{op} <{props}> ins({ins} : {types}) outs(%{'o' if out.endswith('i8>') else 'of'} : {out})"
        f" -> {out}\n  util.return\n}}"
    )


QUANTIZE = _program(
    "quantize_affine",
    f"indexing_maps = [{MAPS2}, {SCALAR}, {SCALAR}, {MAPS2}], quant_min = -128, quant_max = 127",
    "%x, %s, %z",
    "tensor<2x3xf32>, f32, i64",
)


def test_zero_point_and_unsigned_flag_are_optional_and_printed_as_iree_does():
    module = api.parse_module(
        _program(
            "dequantize_affine",
            f"indexing_maps = [{MAPS2}, {SCALAR}, {MAPS2}], quant_min = 0, quant_max = 255, input_unsigned",
            "%q, %s",
            "tensor<2x3xi8>, f32",
            "tensor<2x3xf32>",
        )
    )
    (op,) = [o for o in module.walk() if isinstance(o, ext.DequantizeAffineOp)]
    assert op.zero_point is None
    assert op.unsigned
    assert "quant_min = 0, quant_max = 255, input_unsigned> ins(%q, %s : tensor<2x3xi8>, f32)" in printed(module)
    (quantize,) = [o for o in api.parse_module(QUANTIZE).walk() if isinstance(o, ext.QuantizeAffineOp)]
    assert quantize.zero_point is not None
    assert not quantize.unsigned


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (
            QUANTIZE.replace("quant_min = -128", "quant_min = 300"),
            "expected quant_min to not exceed quant_max, got [300, 127]",
        ),
        (
            QUANTIZE.replace(f", {SCALAR}, {MAPS2}]", f", {MAPS2}]"),
            "expected 4 indexing maps (one per operand), found 3",
        ),
        (QUANTIZE.replace(f"[{MAPS2}, {SCALAR}", f"[{SCALAR}, {SCALAR}"), "indexing map #0"),
        (
            QUANTIZE.replace("quant_max = 127", "quant_max = 127, input_unsigned"),
            "property 'input_unsigned' is not defined",
        ),
        (QUANTIZE.replace("ins(%x, %s, %z", "ins(%x, %z, %z").replace("f32, i64", "i64, i64"), "scale must be a float"),
        (
            QUANTIZE.replace("ins(%x, %s, %z", "ins(%x, %s, %s").replace("f32, i64", "f32, f32"),
            "zero point must be an integer",
        ),
        (
            QUANTIZE.replace("ins(%x, %s, %z", "ins(%q, %s, %z").replace(
                "tensor<2x3xf32>, f32, i64", "tensor<2x3xi8>, f32, i64"
            ),
            "quantizes floats into integers",
        ),
        (QUANTIZE.replace(", quant_max = 127", ""), "quant_max"),
        (
            QUANTIZE.replace("ins(%x, %s, %z", "ins(%x").replace("tensor<2x3xf32>, f32, i64", "tensor<2x3xf32>"),
            "takes an input, a scale",
        ),
    ],
)
def test_malformed_quantization_gives_a_diagnostic(text: str, fragment: str):
    expect_diagnostic(text, fragment)
