"""xDSL 0.74 misreads two constructs of IREE's IR; `xdsl_encoding.parser` reads them as MLIR does, or refuses.

Each xDSL bug is pinned (the stock parser still gets it wrong), so a fixed xDSL is noticed.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, cast

import pytest
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError, VerifyException

from testing.differential import generic_text
from testing.oracle import run_iree_opt_chunks
from xdsl_encoding.api import context, parse_module
from xdsl_encoding.verify.module import verify_module

HEX_FLOATS = """func.func @f() -> (tensor<f32>, tensor<3xf16>, tensor<2xbf16>, tensor<f64>) {
  %0 = arith.constant dense<0xFF800000> : tensor<f32>
  %1 = arith.constant dense<[0x7C00, 2.5, 0x7E00]> : tensor<3xf16>
  %2 = arith.constant dense<[0xFF80, 1.0]> : tensor<2xbf16>
  %3 = arith.constant dense<0x7FF0000000000000> : tensor<f64>
  return %0, %1, %2, %3 : tensor<f32>, tensor<3xf16>, tensor<2xbf16>, tensor<f64>
}
"""

SEMI_AFFINE = """func.func @g(%a: index, %b: index, %i: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (s1 ceildiv s0)>()[%a, %b]
  %1 = affine.apply affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 mod s0)>(%i)[%a, %b]
  %2 = affine.apply affine_map<()[s0] -> (4 floordiv s0)>()[%a]
  %3 = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)>()[%a]
  return %0, %1, %2, %3 : index, index, index, index
}
"""


def _constants(module: ModuleOp) -> list[tuple[float, ...]]:
    values: list[tuple[float, ...]] = []
    for op in module.walk():
        if isinstance(op, ConstantOp):
            attr = cast(DenseIntOrFPElementsAttr[Any], op.value)
            values.append(tuple(cast(tuple[float, ...], attr.get_values())))
    return values


def test_stock_xdsl_reads_a_hex_float_element_as_an_integer() -> None:
    """The xDSL 0.74 bug: -inf becomes 4286578688.0."""
    module = Parser(context(), HEX_FLOATS).parse_module()
    assert _constants(module)[0] == (4286578688.0,)


def test_hex_float_elements_are_bit_patterns() -> None:
    f32, f16, bf16, f64 = _constants(parse_module(HEX_FLOATS))
    assert f32 == (-math.inf,)
    assert f16[0] == math.inf
    assert f16[1] == 2.5
    assert math.isnan(f16[2])
    assert bf16 == (-math.inf, 1.0)
    assert f64 == (math.inf,)
    printed = str(parse_module(HEX_FLOATS))
    assert "dense<0xff800000> : tensor<f32>" in printed
    assert "dense<[0x7c00, 2.500000e+00, 0x7e00]> : tensor<3xf16>" in printed


def test_hex_float_element_too_wide_for_its_type_is_a_parse_error() -> None:
    with pytest.raises(ParseError, match="hexadecimal float literal does not fit in f16"):
        parse_module("%0 = arith.constant dense<0x1FF800000> : tensor<f16>")


def test_scalar_hex_float_too_wide_for_its_type_is_a_parse_error() -> None:
    """xDSL 0.74 raises OverflowError there; MLIR and we say the constant is out of range."""
    with pytest.raises(ParseError, match="hexadecimal float constant out of range for type"):
        parse_module("%0 = arith.constant 0xFF800000 : bf16")
    assert "1.000000e+00 : bf16" in str(parse_module("%0 = arith.constant 0x3F80 : bf16"))


def test_misread_bit_patterns_are_refused_by_our_verifier() -> None:
    """What stock xdsl-opt parsed reaches our passes and `verify-encodings` (tests/filecheck/parser/)."""
    misread = Parser(context(), HEX_FLOATS).parse_module()
    with pytest.raises(VerifyException, match=r"`value` holds 4286578688 : f32, the bit pattern 0xff800000"):
        verify_module(misread)
    verify_module(parse_module(HEX_FLOATS))
    verify_module(parse_module("%0 = arith.constant dense<[4.0e9, 1.0]> : tensor<2xf32>"))


def test_stock_xdsl_cannot_parse_semi_affine_maps() -> None:
    with pytest.raises(NotImplementedError, match="semi-affine"):
        Parser(context(), SEMI_AFFINE).parse_module()


def test_semi_affine_maps_parse_and_print() -> None:
    printed = str(parse_module(SEMI_AFFINE))
    assert "affine_map<()[s0, s1] -> ((s1 ceildiv s0))>" in printed
    assert "affine_map<(d0)[s0, s1] -> (((d0 * s0) + (s1 mod s0)))>" in printed


def test_iree_reads_our_prints_as_the_originals(iree_opt_3_13: Path) -> None:
    """Same text from iree-opt for the original and for our custom and generic prints."""
    texts = [HEX_FLOATS, SEMI_AFFINE]
    modules = [parse_module(t) for t in texts]
    programs = [*texts, *(str(m) for m in modules), *(generic_text(m) for m in modules)]
    results = run_iree_opt_chunks(programs, generic=True, local_scope=True, iree_opt=iree_opt_3_13)
    assert all(r.ok for r in results), [r.diagnostics for r in results]
    outputs = [r.output for r in results]
    assert outputs[2:4] == outputs[:2]
    assert outputs[4:6] == outputs[:2]


COMPLEX_FILL = """
func.func @f(%e: tensor<4x2xcomplex<f32>>, %c: complex<f32>) -> tensor<4x2xcomplex<f32>> {
  %0 = linalg.fill ins(%c : complex<f32>) outs(%e : tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
  func.return %0 : tensor<4x2xcomplex<f32>>
}
"""


def test_xdsl_asserting_in_its_own_op_parser():
    """xDSL 0.74's named-op parser asserts on a complex element type (IREE's clone_producers test)."""
    with pytest.raises(AssertionError):
        Parser(context(), COMPLEX_FILL).parse_module()


def test_an_op_xdsl_crashes_on_is_a_parse_error_at_the_op():
    with pytest.raises(ParseError, match=r"f\.mlir:3:3(.|\n)*xDSL 0\.74 cannot read this operation \(AssertionError\)"):
        parse_module(COMPLEX_FILL, name="f.mlir")


def test_an_unterminated_string_literal_is_a_parse_error_at_once():
    """xDSL 0.74's lexer backtracks exponentially on `"` + 40 characters (stock xdsl-opt runs for minutes);
    the faithful parser's pattern is possessive. The alarm turns a regression into a failure, not a hang."""
    import signal

    def ring(signum: int, frame: object) -> None:
        raise TimeoutError("the lexer hangs on an unterminated string literal")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(20)
    try:
        with pytest.raises(ParseError, match="End of file reached before closing string literal"):
            parse_module('"test.op"() {a = "' + "ab cd " * 2000 + "} : () -> ()")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert 'a = "x\\22y"' in str(parse_module('"test.op"() {a = "x\\"y"} : () -> ()'))


def test_every_op_read_is_located_in_its_file():
    from xdsl.dialects.builtin import FileLineColLoc

    from xdsl_encoding.parser import FaithfulParser

    text = "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  func.return %0 : f32\n}\n"
    module = FaithfulParser(context(), text, "m.mlir", line_offset=10).parse_module()
    locations = [op.location for op in module.walk()][1:]
    assert all(isinstance(loc, FileLineColLoc) for loc in locations)
    assert [(loc.line.data, loc.column.data) for loc in locations if isinstance(loc, FileLineColLoc)] == [
        (11, 1),
        (12, 3),
        (13, 3),
    ]
    assert [op.location for op in module.clone().walk()][1:] == locations  # passes keep them


@pytest.mark.parametrize(
    "text",
    [
        '"test.op"() {a = 16 : f16} : () -> ()',
        '"test.op"() {a = -3 : f32} : () -> ()',
        "%0 = arith.constant dense<[1, 2.5]> : tensor<2xf32>",
        "%0 = arith.constant dense<0> : tensor<4xbf16>",
    ],
)
def test_a_decimal_integer_for_a_float_is_refused_as_mlir_does(text: str):
    """xDSL 0.74 converts it; iree-opt 3.13: "unexpected decimal integer literal for a floating point value"."""
    with pytest.raises(ParseError, match="unexpected decimal integer literal for a floating point value"):
        parse_module(text)


@pytest.mark.parametrize(
    "text",
    [
        '"test.op"() {a = 16.0 : f16, b = 0x7C00 : f16, c = 16 : i32, d = 1.0e3 : f32} : () -> ()',
        "%0 = arith.constant dense<[1.0, 2.5]> : tensor<2xf32>",
        "%0 = arith.constant dense<[1, 2]> : tensor<2xi8>",
    ],
)
def test_floats_hex_patterns_and_integers_are_read(text: str):
    parse_module(text)
