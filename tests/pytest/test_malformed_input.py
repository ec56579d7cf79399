"""Malformed input ends in a diagnostic and a non-zero exit, never in an internal Python error.

Everything goes through `xdsl-opt` as users run it: in-process through `xDSLOptMain` (fast), plus a few
real subprocesses. Inputs are bad attributes, bad ops, inconsistent reshapes, every kind of truncated
text, and random token-level mutations of valid programs generated at test time.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from xdsl_encoding import parse_module

XDSL_OPT = Path(sys.executable).parent / "xdsl-opt"
INTERNAL_ERRORS = (
    "AttributeError",
    "IndexError",
    "KeyError",
    "AssertionError",
    "TypeError",
    "ValueError",
    "RecursionError",
    "NotImplementedError",
    "ZeroDivisionError",
)
MODES = ((), ("-p", "verify-encodings"))
"""Plain `xdsl-opt` (parse, verify, print) and a pass of this package, which verifies strictly first."""


@dataclass(frozen=True)
class Outcome:
    error: BaseException | None
    output: str

    @property
    def is_diagnostic(self) -> bool:
        return isinstance(self.error, ParseError | DiagnosticException)


def run_xdsl_opt(text: str, args: tuple[str, ...]) -> Outcome:
    """`xdsl-opt <args> file` in-process; an exception escaping `run()` is what exits non-zero."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "input.mlir"
        path.write_text(text)
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                xDSLOptMain(args=[str(path), *args]).run()
        except Exception as error:
            return Outcome(error, out.getvalue())
        return Outcome(None, out.getvalue())


@pytest.fixture(autouse=True, scope="module")
def one_multiverse() -> Iterator[None]:
    """Discover the `xdsl.universe` entry points once: `xDSLOptMain` scans them three times per run."""
    multiverse = Universe.get_multiverse()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Universe, "get_multiverse", staticmethod(lambda: multiverse))
        yield


def describe(outcome: Outcome, text: str) -> str:
    error = outcome.error
    return f"{type(error).__name__}: {error}\n--- input ---\n{text}"


def assert_diagnostic(text: str) -> None:
    """Both modes must fail, each with a parse or verify diagnostic."""
    for args in MODES:
        outcome = run_xdsl_opt(text, args)
        assert outcome.error is not None, f"xdsl-opt {' '.join(args)} accepted malformed input:\n{text}"
        assert outcome.is_diagnostic, describe(outcome, text)


def assert_no_internal_error(text: str) -> None:
    """Accepted or a diagnostic, either is fine; a Python error is not."""
    for args in MODES:
        outcome = run_xdsl_opt(text, args)
        assert outcome.error is None or outcome.is_diagnostic, describe(outcome, text)


# ---------------------------------------------------------------------------------------
# Valid programs the malformed inputs are made from
# ---------------------------------------------------------------------------------------

K1 = "#iree_encoding.matmul_k<k_dims = [1]>"
K2 = "#iree_encoding.matmul_k<k_dims = [2]>"
ENC = (
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], "
    "user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, [affine_map<(d0, d1, d2) -> (d2, d1)>, "
    "affine_map<(d0, d1) -> (d0, d1)>], affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>"
)

ONE_FUNCTION = f"""\
func.func @every_construct(%a: tensor<2x8x32xf32>, %b: tensor<16x32xf32>, %c: tensor<?x32xf32>, %n: index) -> tensor<?x32xf32> {{
  %0 = iree_encoding.set_encoding %a : tensor<2x8x32xf32> -> tensor<2x8x32xf32, {K2}>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, {K2}> into tensor<16x32xf32, {K1}>
  %2 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32, {K1}> into tensor<4x4x32xf32, {K2}>
  %7 = iree_encoding.set_encoding %c : tensor<?x32xf32> -> tensor<?x32xf32, {K1}>
  %8 = tensor.expand_shape %7 [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32, {K1}> into tensor<?x4x32xf32, {K2}>
  %3 = iree_encoding.set_encoding {{tag = "lhs"}} %b : tensor<16x32xf32> -> tensor<16x32xf32, {ENC}>
  %4 = iree_encoding.set_encoding %b : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0, ?]>>
  %5 = iree_encoding.set_encoding %b : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>, #iree_encoding.identity]>>
  %6 = iree_encoding.unset_encoding %1 : tensor<16x32xf32, {K1}> -> tensor<?x32xf32>{{%n}}
  func.return %6 : tensor<?x32xf32>
}}
"""
"""A single top-level op, so that every proper prefix of it is malformed."""

IREE_PRINTED = """\
#encoding = #iree_encoding.matmul_k<k_dims = [1]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [2]>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding2 = #iree_encoding.encoding<operand_index = 1 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
module {
  func.func @test(%arg0: tensor<2x8x32xf32>, %arg1: tensor<32x16xf32>) -> tensor<16x32xf32, #encoding> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding1>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #encoding1> into tensor<16x32xf32, #encoding>
    %1 = iree_encoding.set_encoding %arg1 : tensor<32x16xf32> -> tensor<32x16xf32, #encoding2>
    return %collapsed : tensor<16x32xf32, #encoding>
  }
}
"""
"""What iree-opt 3.7.1 prints: aliases first, then a `module {` wrapper."""

SEEDS = (ONE_FUNCTION, IREE_PRINTED)


def generic_form(text: str) -> str:
    outcome = run_xdsl_opt(text, ("--print-op-generic",))
    assert outcome.error is None, describe(outcome, text)
    return outcome.output


@pytest.mark.parametrize("seed", SEEDS)
def test_seeds_are_valid(seed: str):
    for args in MODES:
        outcome = run_xdsl_opt(seed, args)
        assert outcome.error is None, describe(outcome, seed)
    assert "iree_encoding.unset_encoding" in generic_form(seed) or seed is IREE_PRINTED


# ---------------------------------------------------------------------------------------
# Truncated text: every cut point must be a parse error
# ---------------------------------------------------------------------------------------


def inside_string_literal(text: str, cut: int) -> bool:
    line = text[text.rfind("\n", 0, cut) + 1 : cut]
    return line.count('"') % 2 == 1


def cut_points(text: str, start: int, count: int = 40) -> list[int]:
    """`count` cut points spread over text[start:-1], plus a dozen right after an opening bracket.

    Cuts inside a string literal are left out: xDSL 0.74's lexer takes time exponential in the length of
    an unterminated string literal (see `test_unterminated_string_literal_is_a_parse_error`).
    """
    end = len(text.rstrip()) - 1
    spread = {start + (end - start) * i // (count - 1) for i in range(count)}
    brackets = [m.end() for m in re.finditer(r"[<\[({]", text) if start <= m.end() < end]
    cuts = spread | set(brackets[:: max(1, len(brackets) // 12)])
    return sorted(c for c in cuts if not inside_string_literal(text, c))


def test_unterminated_string_literal_is_a_parse_error():
    """Short ones only: `"` + 40 characters without a closing quote hangs xDSL 0.74's lexer (regex backtracking)."""
    assert_diagnostic('%0 = "test.op')
    assert_diagnostic('"builtin.module"() ({\n  %0 = "iree_encoding.set_enc')


def test_every_truncation_of_one_function_is_a_diagnostic():
    for cut in cut_points(ONE_FUNCTION, 1):
        assert_diagnostic(ONE_FUNCTION[:cut])


def test_every_truncation_of_iree_printed_text_is_a_diagnostic():
    # Before `module {` a prefix may be a complete file of alias definitions; cut inside the module only.
    for cut in cut_points(IREE_PRINTED, IREE_PRINTED.index("module {") + 1):
        assert_diagnostic(IREE_PRINTED[:cut])


def test_every_truncation_of_the_generic_form_is_a_diagnostic():
    generic = generic_form(ONE_FUNCTION)
    for cut in cut_points(generic, 1):
        assert_diagnostic(generic[:cut])


# ---------------------------------------------------------------------------------------
# A catalogue: bad attributes, bad ops, inconsistent reshapes
# ---------------------------------------------------------------------------------------


def value(type_: str) -> str:
    return f'%0 = "test.op"() : () -> {type_}'


def set_encoding(source: str, result: str) -> str:
    return f'%s = "test.op"() : () -> {source}\n%0 = iree_encoding.set_encoding %s : {source} -> {result}'


def unset_encoding(source: str, result: str, dims: str = "") -> str:
    return f'%s = "test.op"() : () -> {source}\n%d = "test.op"() : () -> index\n%0 = iree_encoding.unset_encoding %s : {source} -> {result}{dims}'


def reshape(op: str, source: str, groups: str, result: str, output_shape: str = "") -> str:
    shape = f" output_shape {output_shape}" if output_shape else ""
    return f'%s = "test.op"() : () -> {source}\n%n = "test.op"() : () -> index\n%0 = tensor.{op} %s {groups}{shape} : {source} into {result}'


def pad(args: str, yielded: str, result: str, pads: str = "low[1, 1] high[1, 1]") -> str:
    """A `tensor.pad` of a 2x3 f32 tensor with the given block arguments, yield and result type."""
    source = "tensor<2x3xf32>"
    return (
        f'%s = "test.op"() : () -> {source}\n%c = "test.op"() : () -> f32\n%h = "test.op"() : () -> f16\n'
        f"%0 = tensor.pad %s {pads} {{\n^bb0({args}):\n  tensor.yield {yielded}\n}} : {source} to {result}"
    )


BAD_PADS = [
    (
        pad("%i: i32, %j: index", "%c : f32", "tensor<4x5xf32>"),
        "'tensor.pad' op expected block argument 1 to be an index",
    ),
    (
        pad("%i: index, %j: f32", "%c : f32", "tensor<4x5xf32>"),
        "'tensor.pad' op expected block argument 2 to be an index",
    ),
    (
        pad("%i: index, %j: index", "%h : f16", "tensor<4x5xf32>"),
        "'tensor.pad' op expected yield type to match shape element type",
    ),
    (
        pad("%i: index, %j: index", "%c : f32", "tensor<4x5xf16>"),
        "'tensor.pad' op expected yield type to match shape element type",
    ),
    (
        pad("%i: index, %j: index", "%c, %c : f32, f32", "tensor<4x5xf32>"),
        "'tensor.yield' op requires a single operand",
    ),
    (
        pad("%i: index, %j: index", "%c : f32", "tensor<4x6xf32>"),
        "specified type 'tensor<4x6xf32>' does not match the inferred type 'tensor<4x5xf32>'",
    ),
    (
        pad("%i: index, %j: index", "%c : f32", "tensor<5x5xf32>", "low[2, 1] high[2, 1]"),
        "specified type 'tensor<5x5xf32>' does not match the inferred type 'tensor<6x5xf32>'",
    ),
]
"""`tensor.pad`s xDSL 0.74 verifies and MLIR refuses (`PadOp::verify`, `verifyRegions`), with iree-opt 3.13's message."""

BAD_ATTRIBUTES = [
    "#iree_encoding.matmul_k<k_dims = [1, 1]>",
    "#iree_encoding.matmul_k<k_dims = [-1]>",
    "#iree_encoding.matmul_k<k_dims = [0, 1]>",
    "#iree_encoding.matmul_k<k_dims = [?]>",
    "#iree_encoding.matmul_k<k_dims = [1.5]>",
    "#iree_encoding.matmul_k<k_dims = [true]>",
    "#iree_encoding.matmul_k<k_dims = 1>",
    "#iree_encoding.matmul_k<dims = [1]>",
    "#iree_encoding.matmul_k<>",
    "#iree_encoding.matmul_k",
    "#iree_encoding.padding<[0, -1]>",
    "#iree_encoding.padding<[0, ??]>",
    "#iree_encoding.padding<0, 64>",
    "#iree_encoding.padding",
    "#iree_encoding.layout<[]>",
    "#iree_encoding.layout<[1 : i32]>",
    "#iree_encoding.layout<#iree_encoding.identity>",
    "#iree_encoding.identity<1>",
    "#iree_encoding.identity<#iree_encoding.identity>",
    "#iree_encoding.encoding",
    "#iree_encoding.encoding<>",
    "#iree_encoding.encoding<operand_index = 0 : index>",
    "#iree_encoding.encoding<operand_index = -1 : index, op_type = matmul, element_types = [f32]>",
    "#iree_encoding.encoding<operand_index = 1.0, op_type = matmul, element_types = [f32]>",
    '#iree_encoding.encoding<operand_index = "0", op_type = matmul, element_types = [f32]>',
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = gemm, element_types = [f32]>",
    '#iree_encoding.encoding<operand_index = 0 : index, op_type = "matmul", element_types = [f32]>',
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [1]>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = f32>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, op_type = conv, element_types = [f32]>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], bcast_map = 1>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32],>",
    "#iree_encoding.encoding<operand_index = 0 : index op_type = matmul, element_types = [f32]>",
    "#iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32], user_indexing_maps = [affine_map<(d0) -> (d0)>]>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], user_indexing_maps = []>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], user_indexing_maps = [1]>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], user_indexing_maps = [[[affine_map<(d0) -> (d0)>]]]>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], user_indexing_maps = [[affine_map<(d0) -> (d0)>, affine_map<(d0, d1) -> (d0)>]]>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], user_indexing_maps = affine_map<(d0) -> (d0)>>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], iteration_sizes = [1]>",
    "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], user_indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iteration_sizes = [1]>",
    "#iree_encoding.bogus<1>",
    "#iree_encoding<bogus>",
]


@pytest.mark.parametrize("attribute", BAD_ATTRIBUTES)
def test_bad_attribute_is_a_diagnostic(attribute: str):
    assert_diagnostic(value(f"tensor<16x32xf32, {attribute}>"))
    assert_diagnostic(f'"test.op"() {{a = {attribute}}} : () -> ()')


BAD_OPS = [
    set_encoding("tensor<16x32xf32>", f"tensor<16x32xf32, {K2}>"),
    set_encoding("tensor<16x32xf32>", "tensor<16x32xf32, #iree_encoding.padding<[0]>>"),
    set_encoding(
        "tensor<16x32xf32>",
        "tensor<4xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32], user_indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]>>",
    ),
    set_encoding(f"tensor<16x32xf32, {K1}>", f"tensor<16x32xf32, {K1}>"),
    set_encoding("tensor<16x32xf32>", "tensor<16x32xf32>"),
    set_encoding("tensor<16x32xf32>", "tensor<16x32xf32, 1 : i32>"),
    set_encoding("tensor<16x32xf32>", "tensor<512xf32, #iree_encoding.identity>"),
    set_encoding("tensor<16x32xf32>", "tensor<16x33xf32, #iree_encoding.identity>"),
    set_encoding("tensor<16x32xf32>", "tensor<16x32xf16, #iree_encoding.identity>"),
    set_encoding("vector<16x32xf32>", "tensor<16x32xf32, #iree_encoding.identity>"),
    set_encoding("tensor<16x32xf32>", "f32"),
    set_encoding("tensor<*xf32>", "tensor<16x32xf32, #iree_encoding.identity>"),
    unset_encoding("tensor<16x32xf32>", "tensor<16x32xf32>"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "tensor<16x32xf32, #iree_encoding.identity>"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "tensor<16x32x1xf32>"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "tensor<16x3xf32>"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "tensor<16x32xi8>"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "tensor<?x?xf32>", "{%d}"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "tensor<16x32xf32>", "{%d}"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "tensor<?x32xf32>", "{%undefined}"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "tensor<?x32xf32>", "{%s}"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.identity>", "memref<16x32xf32>"),
    unset_encoding("tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>", "tensor<16x32xf32>"),
    unset_encoding("f32", "tensor<16x32xf32>"),
    '%0 = "iree_encoding.set_encoding"() : () -> tensor<4xf32, #iree_encoding.identity>',
    '%s = "test.op"() : () -> tensor<4xf32>\n%0, %1 = "iree_encoding.set_encoding"(%s) : (tensor<4xf32>) -> (tensor<4xf32, #iree_encoding.identity>, tensor<4xf32, #iree_encoding.identity>)',
    '%s = "test.op"() : () -> tensor<4xf32>\n"iree_encoding.set_encoding"(%s) : (tensor<4xf32>) -> ()',
    '%s = "test.op"() : () -> tensor<4xf32>\n%0 = "iree_encoding.set_encoding"(%s) ({}) : (tensor<4xf32>) -> tensor<4xf32, #iree_encoding.identity>',
    '%0 = "iree_encoding.unset_encoding"() : () -> tensor<4xf32>',
    "%0 = iree_encoding.set_encoding : tensor<4xf32> -> tensor<4xf32, #iree_encoding.identity>",
    "%0 = iree_encoding.unset_encoding",
    "%0 = iree_encoding.bogus_op",
    set_encoding("tensor<16x32xf32>", f"tensor<16x32xf32, {ENC}>").replace("%s :", "%s encoding_dims{} :"),
    unset_encoding(f"tensor<16x32xf32, {ENC}>", "tensor<16x32xf32>").replace("%s :", "%s encoding_dims{} :"),
]


@pytest.mark.parametrize("program", BAD_OPS)
def test_bad_op_is_a_diagnostic(program: str):
    assert_diagnostic(program)


@pytest.mark.parametrize(("program", "message"), BAD_PADS)
def test_bad_pad_is_refused_with_mlirs_message(program: str, message: str):
    assert_diagnostic(program)
    assert message in str(run_xdsl_opt(program, ()).error)


def test_a_well_formed_pad_is_accepted():
    for program in (
        pad("%i: index, %j: index", "%c : f32", "tensor<4x5xf32>"),
        pad("%i: index, %j: index", "%c : f32", "tensor<?x5xf32>", "low[%n, 1] high[1, 1]").replace(
            "%0 =", '%n = "test.op"() : () -> index\n%0 ='
        ),
    ):
        for args in MODES:
            outcome = run_xdsl_opt(program, args)
            assert outcome.error is None, describe(outcome, program)


BAD_RESHAPES = [
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 2], [1]]", "tensor<64x8xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[-1, 0], [1]]", "tensor<16x32xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1], 2]", "tensor<16x32xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "1 : i64", "tensor<16x32xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1], [2]]", "tensor<*xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1], [2]]", "memref<16x32xf32>"),
    reshape("expand_shape", "tensor<16x32xf32>", "[[0, 1], [2]]", "tensor<2x8x32xf32>", "[2, 8]"),
    reshape("expand_shape", "tensor<16x32xf32>", "[[0, 1], [2]]", "tensor<2x8x32xf32>", "[2, 8, 32, 1]"),
    reshape("expand_shape", "tensor<16x32xf32>", "[[0, 1], [2]]", "tensor<3x8x32xf32>", "[3, 8, 32]"),
    reshape("expand_shape", "tensor<?x32xf32>", "[[0, 1], [2]]", "tensor<2x8x32xf32>", "[%n, 8, 32]"),
    reshape("expand_shape", "tensor<16x32xf32>", "[[0, 1], [2]]", "tensor<?x8x32xf32>", "[%n, 8, 32]"),
    reshape("expand_shape", "tensor<16x32xf32>", "[[0, 1], [2]]", "tensor<2x8x32xf32>", "[%s, 8, 32]"),
    '%s = "test.op"() : () -> tensor<16x32xf32>\n%0 = "tensor.collapse_shape"(%s) : (tensor<16x32xf32>) -> tensor<512xf32>',
    '%s = "test.op"() : () -> tensor<16x32xf32>\n%0 = "tensor.collapse_shape"(%s) <{reassociation = [[0.0, 1.0]]}> : (tensor<16x32xf32>) -> tensor<512xf32>',
    '%s = "test.op"() : () -> tensor<16x32xf32>\n%0 = "tensor.expand_shape"(%s) <{reassociation = [[0, 1], [2]]}> : (tensor<16x32xf32>) -> tensor<2x8x32xf32>',
    '%s = "test.op"() : () -> tensor<16x32xf32>\n%0 = "tensor.expand_shape"(%s) <{reassociation = [[0, 1], [2]], static_output_shape = array<i32: 2, 8, 32>}> : (tensor<16x32xf32>) -> tensor<2x8x32xf32>',
]
"""Reshapes every run of xdsl-opt rejects: xDSL's verifier or parser already catches these."""

INCONSISTENT_RESHAPES = [
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1]]", "tensor<16xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1], [2, 3, 4]]", "tensor<16x32xf32>"),
    reshape("collapse_shape", "tensor<16x32xf32>", "[[0], [1], []]", "tensor<16x32x1xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1], [2]]", "tensor<16x32xf64>"),
    reshape("expand_shape", "tensor<16x32xf32>", "[[0, 1], [2]]", "tensor<2x8x32xf32>", "[2, 7, 32]"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1], [2]]", "tensor<15x32xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[1, 2], [3]]", "tensor<16x32xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[]", "tensor<f32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1], [], [2]]", "tensor<16x1x32xf32>"),
    reshape("collapse_shape", "tensor<?x8x32xf32>", "[[0, 1], [2]]", "tensor<16x32xf32>"),
    reshape("collapse_shape", "tensor<2x8x32xf32>", "[[0, 1], [2]]", "tensor<?x32xf32>"),
    reshape("collapse_shape", f"tensor<2x8x32xf32, {K2}>", "[[0, 1], [2]]", f"tensor<16x32xf32, {K2}>"),
    reshape("collapse_shape", f"tensor<2x8x32xf32, {K1}>", "[[0, 1], [2]]", f"tensor<16x32xf32, {K1}>"),
    reshape(
        "collapse_shape",
        "tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [7]>>",
        "[[0, 1], [2]]",
        f"tensor<16x32xf32, {K1}>",
    ),
    reshape("collapse_shape", f"tensor<2x8x32xf32, {K2}>", "[[0, 1], [2]]", "tensor<16x32xf32>"),
    reshape(
        "collapse_shape",
        "tensor<2x8x32xf32, #iree_encoding.padding<[1, 2, 3]>>",
        "[[0, 1], [2]]",
        "tensor<16x32xf32, #iree_encoding.padding<[0, 3]>>",
    ),
    reshape(
        "collapse_shape",
        "tensor<2x8x32xf32, #iree_encoding.padding<[1]>>",
        "[[0, 1], [2]]",
        "tensor<16x32xf32, #iree_encoding.padding<[0, 3]>>",
    ),
    reshape(
        "collapse_shape",
        "tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, 1, 1, 1]>>",
        "[[0, 1], [2]]",
        "tensor<16x32xf32, #iree_encoding.padding<[0, 3]>>",
    ),
    reshape(
        "collapse_shape",
        "tensor<2x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 8, 0]>]>>",
        "[[0, 1], [2]]",
        "tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[8, 0]>]>>",
    ),
    reshape("collapse_shape", "tensor<2x8x32xf32, 1 : i32>", "[[0, 1], [2]]", "tensor<16x32xf32, 2 : i32>"),
    reshape(
        "collapse_shape",
        "tensor<2x8x32xf32, #iree_encoding.identity>",
        "[[0, 1], [2]]",
        "tensor<16x32xf32, #iree_encoding.padding<[0, 0]>>",
    ),
    reshape("expand_shape", f"tensor<16x32xf32, {K1}>", "[[0, 1], [2]]", f"tensor<2x8x32xf32, {K1}>", "[2, 8, 32]"),
    reshape(
        "expand_shape",
        "tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [7]>>",
        "[[0, 1], [2]]",
        f"tensor<2x8x32xf32, {K2}>",
        "[2, 8, 32]",
    ),
    reshape(
        "expand_shape",
        f"tensor<16x32xf32, {K1}>",
        "[[0, 1], [2]]",
        "tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [9]>>",
        "[2, 8, 32]",
    ),
    reshape(
        "expand_shape",
        "tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>",
        "[[0, 1], [2]]",
        "tensor<2x8x32xf32, #iree_encoding.padding<[0, 64]>>",
        "[2, 8, 32]",
    ),
    reshape("expand_shape", "tensor<16x32xf32>", "[[0, 1], [2]]", "tensor<2x8x32xf32>", "[4, 4, 32]"),
    reshape("expand_shape", "tensor<?x32xf32>", "[[0, 1], [2]]", "tensor<?x8x32xf32>", "[%n, %n, 32]"),
    value(f"tensor<16xf32, {K2}>"),
    value("tensor<16x32xf32, #iree_encoding.padding<[0, 0, 64]>>"),
    "func.func @f(%a: tensor<4xf32, #iree_encoding.layout<[#iree_encoding.padding<[1, 2]>]>>) {\n  func.return\n}",
]
"""Reshapes and encoded types only the strict layer rejects: malformed for `-p verify-encodings`."""


XDSL_EXPAND_SHAPE_PRINT_BUG = '%s = "test.op"() : () -> tensor<?x32xf32>\n%0 = "tensor.expand_shape"(%s) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 8, 32>}> : (tensor<?x32xf32>) -> tensor<?x8x32xf32>'
"""A generic expand_shape with a `?` in static_output_shape but no size operand: xDSL 0.74 verifies it and
then fails while printing it (IndexError in ExpandShapeOp.print). Only our strict layer reports it."""


def test_expand_shape_without_size_operand_is_a_diagnostic_under_the_pass():
    strict = run_xdsl_opt(XDSL_EXPAND_SHAPE_PRINT_BUG, ("-p", "verify-encodings"))
    assert strict.is_diagnostic, describe(strict, XDSL_EXPAND_SHAPE_PRINT_BUG)
    assert "output_shape has 1 dynamic sizes but 0 size operands" in str(strict.error)


@pytest.mark.xfail(strict=True, reason="xDSL 0.74 bug: ExpandShapeOp.print raises IndexError (not our dialect)")
def test_expand_shape_without_size_operand_plain_xdsl_opt():
    plain = run_xdsl_opt(XDSL_EXPAND_SHAPE_PRINT_BUG, ())
    assert plain.error is None or plain.is_diagnostic, describe(plain, XDSL_EXPAND_SHAPE_PRINT_BUG)


@pytest.mark.parametrize("program", BAD_RESHAPES)
def test_bad_reshape_is_a_diagnostic(program: str):
    assert_diagnostic(program)


@pytest.mark.parametrize("program", INCONSISTENT_RESHAPES)
def test_inconsistent_reshape_is_a_diagnostic_under_the_pass(program: str):
    strict = run_xdsl_opt(program, ("-p", "verify-encodings"))
    assert strict.error is not None, f"verify-encodings accepted:\n{program}"
    assert strict.is_diagnostic, describe(strict, program)
    plain = run_xdsl_opt(program, ())
    assert plain.error is None or plain.is_diagnostic, describe(plain, program)


# ---------------------------------------------------------------------------------------
# Random token-level mutations of the valid programs (generated here, never stored)
# ---------------------------------------------------------------------------------------

TOKEN = re.compile(r"\w+|[^\w\s]|\s+")
EXTRA_TOKENS = (
    "-1", "0", "1", "99", "?", "[]", "<>", "[[]]", "{}", ",", ">", "<", "]", "[", "(", ")", "=", ":",
    "-9223372036854775808", "9223372036854775808", "#iree_encoding.identity", "#iree_encoding.padding<[1]>",
    "#iree_encoding.matmul_k<k_dims = [0]>", "tensor<?xf32>", "tensor<f32>", "affine_map<(d0) -> (d0)>",
    "f16", "index", "i1", "%n", "%0", "iree_encoding.unset_encoding", "tensor.collapse_shape",
)  # fmt: skip
PROFILE_EXAMPLES = {"fuzz": 800}
"""`make fuzz` (HYPOTHESIS_PROFILE=fuzz) gives this property the fuzz profile's budget; `make test` 150 examples."""


@st.composite
def mutated_programs(draw: st.DrawFn) -> str:
    seed = draw(st.sampled_from(SEEDS))
    tokens = TOKEN.findall(seed)
    vocabulary = sorted({t for t in tokens if not t.isspace()} | set(EXTRA_TOKENS))
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(tokens) - 1))
        edit = draw(st.sampled_from(("replace", "delete", "insert", "duplicate")))
        if edit == "replace":
            tokens[at] = draw(st.sampled_from(vocabulary))
        elif edit == "delete":
            del tokens[at]
        elif edit == "insert":
            tokens.insert(at, draw(st.sampled_from(vocabulary)))
        else:
            tokens.insert(at, tokens[at])
    program = "".join(tokens)
    # Each line's string literals must close: xDSL 0.74's lexer hangs on a long unterminated one.
    assume(all(line.count('"') % 2 == 0 for line in program.splitlines()))
    return program


@settings(max_examples=PROFILE_EXAMPLES.get(os.environ.get("HYPOTHESIS_PROFILE", ""), 150), deadline=None)
@given(program=mutated_programs())
def test_fuzz_mutated_programs_end_in_diagnostics(program: str):
    assert_no_internal_error(program)


# ---------------------------------------------------------------------------------------
# The real command line: non-zero exit, and the last exception is a diagnostic
# ---------------------------------------------------------------------------------------

FINAL_EXCEPTION = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception)):", re.MULTILINE)


@pytest.mark.parametrize(
    "program",
    [
        ONE_FUNCTION[: len(ONE_FUNCTION) // 2],
        value("tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0, 1]>>"),
        value("tensor<16x32xf32, #iree_encoding.identity<1>>"),
        set_encoding("tensor<16x32xf32>", "tensor<16x33xf32, #iree_encoding.identity>"),
        unset_encoding("tensor<?x?xf32, #iree_encoding.identity>", "tensor<?x?xf32>", "{%d}"),
        INCONSISTENT_RESHAPES[6],
        INCONSISTENT_RESHAPES[2],
    ],
)
def test_xdsl_opt_process_exits_with_a_diagnostic(program: str):
    for args in MODES:
        result = subprocess.run([XDSL_OPT, *args], input=program, capture_output=True, text=True)
        if not args and program in INCONSISTENT_RESHAPES:
            continue  # plain xdsl-opt does not know the strict rules
        assert result.returncode != 0, f"xdsl-opt {' '.join(args)} accepted:\n{program}"
        raised = FINAL_EXCEPTION.findall(result.stderr)
        assert raised, result.stderr
        final = raised[-1].rsplit(".", 1)[-1]
        assert final not in INTERNAL_ERRORS, result.stderr
        assert final in {"ParseError", "VerifyException", "DiagnosticException", "PassFailedException"}, result.stderr


# ---------------------------------------------------------------------------------------
# The Python API: a parse error is located in the file it came from
# ---------------------------------------------------------------------------------------


def test_parse_module_locates_errors_in_the_named_file():
    text = ONE_FUNCTION[: len(ONE_FUNCTION) // 2]
    with pytest.raises(ParseError) as named:
        parse_module(text, name="models/layer.mlir")
    with pytest.raises(ParseError) as unnamed:
        parse_module(text)
    assert re.match(r"models/layer\.mlir:\d+:\d+\n", str(named.value)), named.value
    assert str(named.value).replace("models/layer.mlir", "<string>", 1) == str(unnamed.value)


# ---------------------------------------------------------------------------------------
# xdsl-encoding-opt: every malformed input above is one located diagnostic and exit status 2
# ---------------------------------------------------------------------------------------

CATALOGUE = (
    [value(f"tensor<16x32xf32, {a}>") for a in BAD_ATTRIBUTES]
    + BAD_OPS
    + [program for program, _ in BAD_PADS]
    + BAD_RESHAPES
    + INCONSISTENT_RESHAPES
)


def test_xdsl_encoding_opt_locates_every_diagnostic_of_the_catalogue():
    from xdsl_encoding.tools.opt import main
    from xdsl_encoding.utils.diagnostics import LOCATION

    for program in CATALOGUE:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "input.mlir"
            path.write_text(program)
            err = io.StringIO()
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
                status = main([str(path), "-p", "verify-encodings"])
        assert status == 2, f"accepted:\n{program}"
        assert LOCATION.match(err.getvalue()), f"{err.getvalue()}\n--- input ---\n{program}"
        assert "Traceback" not in err.getvalue()


def test_a_module_attribute_without_a_dialect_prefix_is_refused_as_mlir_refuses_it():
    with pytest.raises(
        DiagnosticException, match="can only contain attributes with dialect-prefixed names, found: 'tensor'"
    ):
        parse_module(
            "module attributes {tensor = #hal.device.affinity<@__device_0>} {\n  util.global private @__device_0 : !hal.device\n}"
        )
    parse_module("module @m attributes {stream.affinity.default = 1 : i32} {\n}")
    strict = run_xdsl_opt("module attributes {tensor = 1 : i32} {\n}", ("-p", "verify-encodings"))
    assert strict.is_diagnostic, describe(strict, "module attributes {tensor = 1 : i32}")
