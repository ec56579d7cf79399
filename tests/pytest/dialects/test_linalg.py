"""The linalg ops of `xdsl_encoding.dialects.linalg`: seen by the stock `xdsl-opt`, read by `parse_module`,
and read by IREE 3.13's `iree-opt` with the meaning of the original (SPEC §8)."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path
from typing import cast

import pytest
from linalg_programs import CASES, Case, iree_313_tool
from xdsl.dialects.linalg import Linalg as XdslLinalg
from xdsl.dialects.linalg import ops as xdsl_linalg
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.printer import Printer
from xdsl.universe import Universe
from xdsl.utils.exceptions import ParseError, VerifyException

from xdsl_encoding.api import parse_module
from xdsl_encoding.dialects import linalg
from xdsl_encoding.dialects.linalg.window_ops import WINDOWS, Window

XDSL_OPT = Path(sys.executable).with_name("xdsl-opt")
SPLIT = "\n// -----\n"
PROGRAMS = [c.mlir for c in CASES]


def _xdsl_opt(text: str, *args: str) -> str:
    run = subprocess.run([XDSL_OPT, "--split-input-file", *args], input=text, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return run.stdout


def _generic(text: str) -> str:
    stream = io.StringIO()
    Printer(stream=stream, print_generic_format=True).print_op(parse_module(text))
    return stream.getvalue()


# ---------------------------------------------------------------------------------------
# The registry: stock xdsl-opt gets our linalg, xDSL's own objects are untouched
# ---------------------------------------------------------------------------------------


def test_multiverse_linalg_is_ours_and_a_superset_of_xdsls() -> None:
    dialect = Universe.get_multiverse().all_dialects["linalg"]()
    assert dialect is linalg.Linalg
    ours = {op.name for op in dialect.operations}
    assert {op.name for op in XdslLinalg.operations} <= ours
    assert {"linalg.pack", "linalg.unpack", "linalg.mmt4d", "linalg.batch_mmt4d", "linalg.softmax"} <= ours
    assert {a.name for a in XdslLinalg.attributes} | {"linalg.type_fn"} == {a.name for a in dialect.attributes}


def test_xdsl_linalg_objects_are_untouched() -> None:
    assert xdsl_linalg.MatmulOp in XdslLinalg.operations
    assert linalg.MatmulOp not in XdslLinalg.operations
    assert "linalg.pack" not in {op.name for op in XdslLinalg.operations}


def test_replaced_ops_are_still_xdsls_classes() -> None:
    """Passes that ask `isinstance(op, xdsl MatmulOp / GenericOp)` keep seeing these ops."""
    module = parse_module(CASES[0].mlir + "\n" + next(c.mlir for c in CASES if c.name == "generic_two_results"))
    ops = list(module.walk())
    assert any(isinstance(op, linalg.MatmulOp) and isinstance(op, xdsl_linalg.MatmulOp) for op in ops)
    assert any(isinstance(op, linalg.GenericOp) and isinstance(op, xdsl_linalg.GenericOp) for op in ops)


# ---------------------------------------------------------------------------------------
# Round trips in the real xdsl-opt binary
# ---------------------------------------------------------------------------------------


def test_stock_xdsl_opt_round_trips_every_op() -> None:
    text = SPLIT.join(PROGRAMS)
    custom = _xdsl_opt(text)
    assert _xdsl_opt(custom) == custom
    assert _xdsl_opt(_xdsl_opt(text, "--print-op-generic")) == custom
    for case in CASES:
        assert f"@{case.name}(" in custom


def test_matmul_with_indexing_maps_keeps_them() -> None:
    """xDSL 0.74 raises IndexError on this syntax and prints transposed maps away."""
    case = next(c for c in CASES if c.name == "matmul_unsigned_transposed")
    printed = str(parse_module(case.mlir))
    assert "indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>" in printed
    assert "{cast = #linalg.type_fn<cast_unsigned>}" in printed


@pytest.mark.parametrize(
    ("element", "acc", "casts"),
    [
        ("i8", "i32", "arith.extsi"),
        ("f16", "f32", "arith.extf"),
        ("i32", "i8", "arith.trunci"),
        ("i8", "f32", "arith.sitofp"),
    ],
)
def test_mixed_precision_body_casts_to_the_accumulator(element: str, acc: str, casts: str) -> None:
    text = f"""func.func @f(%a: tensor<4x8x{element}>, %b: tensor<8x5x{element}>, %c: tensor<4x5x{acc}>) -> tensor<4x5x{acc}> {{
  %0 = linalg.matmul ins(%a, %b : tensor<4x8x{element}>, tensor<8x5x{element}>) outs(%c : tensor<4x5x{acc}>) -> tensor<4x5x{acc}>
  return %0 : tensor<4x5x{acc}>
}}"""
    generic = _generic(text)
    assert generic.count(f'"{casts}"') == 2
    assert f"({acc}, {acc}) -> {acc}" in generic


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "%0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
            "affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>",
            "must read the reduction dim d2",
        ),
        (
            "%0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>] ins(%a, %b : tensor<4x8xf32>, "
            "tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>",
            "expected 3 affine maps",
        ),
        (
            "%0 = linalg.matmul indexing_maps = [] ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>",
            "expected 3 affine maps",
        ),
        (
            "%0 = linalg.matmul ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>",
            "expected 2 inputs",
        ),
    ],
)
def test_malformed_contractions_get_a_diagnostic(text: str, message: str) -> None:
    program = f"func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) {{\n  {text}\n  return\n}}"
    with pytest.raises((ParseError, VerifyException), match=message):
        parse_module(program)
    run = subprocess.run([XDSL_OPT], input=program, capture_output=True, text=True)
    assert run.returncode != 0
    # xdsl-opt reports diagnostics by letting xDSL's diagnostic exceptions escape (no internal error).
    raised = [line for line in run.stderr.splitlines() if line.startswith("xdsl.utils.exceptions.")]
    assert raised
    assert raised[-1].split(":")[0].rsplit(".", 1)[1] in {"ParseError", "VerifyException"}
    assert message in run.stderr


# ---------------------------------------------------------------------------------------
# IREE 3.13 reads what we print, with the original's meaning
# ---------------------------------------------------------------------------------------

_UNPACK_SEGMENTS = re.compile(r"(\"linalg\.unpack\".*?}>) \{operandSegmentSizes = array<i32: [0-9, ]+>\}")
_NAMES = re.compile(r"%[\w$.-]+|\^bb\d+")


def _iree_generic(iree_opt: Path, text: str) -> str:
    run = subprocess.run(
        [iree_opt, "--mlir-print-op-generic", "--mlir-print-local-scope", "-"],
        input=text,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    # iree-opt's custom unpack parser adds a discardable `operandSegmentSizes` (the op has one variadic
    # operand; nothing reads it); our generic print omits it. Value names are not meaning.
    return _NAMES.sub("%", _UNPACK_SEGMENTS.sub(r"\1", run.stdout))


@pytest.fixture(scope="module")
def iree_opt_313() -> Path:
    path, reason = iree_313_tool("iree-opt")
    if path is None:
        pytest.skip(reason)
    return path


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_iree_opt_reads_our_print_with_the_same_meaning(case: Case, iree_opt_313: Path) -> None:
    original = _iree_generic(iree_opt_313, case.mlir)
    assert _iree_generic(iree_opt_313, str(parse_module(case.mlir))) == original
    assert _iree_generic(iree_opt_313, _generic(case.mlir)) == original


# ---------------------------------------------------------------------------------------
# Window ops (pooling, depthwise and 1-D/3-D convolutions): MLIR's maps and bodies
# ---------------------------------------------------------------------------------------


def _window_program(name: str, window: Window) -> str:
    """`name` on i8 -> i32 operands, strides 2 and dilations 1 on the first window dim, 1 and 2 after."""
    rank = window.spatial_rank
    strides = [2] + [1] * (rank - 1)
    dilations = [1] + [2] * (rank - 1)
    size = {loop: 2 if loop.startswith("k") else 3 for loop in window.loops}
    spatial = iter(zip(strides, dilations))

    def dims(operand: str) -> str:
        out: list[int] = []
        for term in operand.split():
            if "+" in term:
                o, k = term.split("+")
                s, d = next(spatial)
                out.append((size[o] - 1) * s + (size[k] - 1) * d + 1)
            else:
                out.append(size[term])
        return "x".join(map(str, out))

    x, k, o = (
        f"tensor<{dims(window.input)}xi8>",
        f"tensor<{dims(window.kernel)}xi8>",
        f"tensor<{dims(window.output)}xi32>",
    )
    attrs = f"dilations = dense<{dilations}> : vector<{rank}xi64>, strides = dense<{strides}> : vector<{rank}xi64>"
    zp_args, zp_ins, zp_types = (
        (", %zx: i32, %zk: i32", ", %zx, %zk", ", i32, i32") if window.zero_points else ("", "", "")
    )
    return (
        f"func.func @f(%x: {x}, %k: {k}{zp_args}, %o: {o}) -> {o} {{\n"
        f"  %0 = linalg.{name} {{{attrs}}} ins(%x, %k{zp_ins} : {x}, {k}{zp_types}) outs(%o : {o}) -> {o}\n"
        f"  return %0 : {o}\n}}"
    )


def _body_shape(op: Operation) -> list[tuple[str, list[int | str]]]:
    """Each body op's name and operands (block argument numbers, or the producing op's name)."""

    def origin(value: SSAValue) -> int | str:
        return value.index if isinstance(value, BlockArgument) else cast(OpResult, value).op.name

    return [(o.name, [origin(a) for a in o.operands]) for o in op.regions[0].block.ops]


@pytest.mark.parametrize("name", sorted(WINDOWS))
def test_window_ops_have_mlirs_maps_loops_and_body(name: str, iree_opt_313: Path) -> None:
    """iree-opt 3.13 generalizes the op (`--linalg-generalize-named-ops`); our op has the same maps, loops and body."""
    text = _window_program(name, WINDOWS[name])
    (ours,) = [op for op in parse_module(text).walk() if isinstance(op, linalg.WindowOperation)]
    run = subprocess.run(
        [iree_opt_313, "--linalg-generalize-named-ops", "-"], input=text, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    (theirs,) = [op for op in parse_module(run.stdout).walk() if isinstance(op, xdsl_linalg.GenericOp)]
    assert list(ours.get_indexing_maps()) == list(theirs.indexing_maps)
    assert list(ours.get_iterator_types()) == list(theirs.iterator_types)
    assert _body_shape(ours) == _body_shape(theirs)


@pytest.mark.parametrize(
    ("attrs", "message"),
    [
        ("{strides = dense<1> : vector<3xi64>}", r"strides must have 2 values, got \[1, 1, 1\]"),
        ("{dilations = dense<0> : vector<2xi64>}", "dilations must be positive"),
        ("{strides = dense<5> : vector<2xi64>}", "linalg.pooling_nchw_sum"),
    ],
)
def test_malformed_window_ops_get_a_diagnostic(attrs: str, message: str) -> None:
    program = (
        "func.func @f(%x: tensor<1x1x4x4xf32>, %k: tensor<2x2xf32>, %o: tensor<1x1x3x3xf32>) {\n"
        f"  %0 = linalg.pooling_nchw_sum {attrs} ins(%x, %k : tensor<1x1x4x4xf32>, tensor<2x2xf32>)"
        " outs(%o : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>\n  return\n}"
    )
    with pytest.raises((ParseError, VerifyException), match=message):
        parse_module(program)


def test_window_ops_without_strides_default_to_one() -> None:
    text = (
        "func.func @f(%x: tensor<1x1x4x4xf32>, %k: tensor<2x2xf32>, %o: tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32> {\n"
        "  %0 = linalg.pooling_nchw_max ins(%x, %k : tensor<1x1x4x4xf32>, tensor<2x2xf32>)"
        " outs(%o : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>\n  return %0 : tensor<1x1x3x3xf32>\n}"
    )
    module = parse_module(text)
    (op,) = [op for op in module.walk() if isinstance(op, linalg.WindowOperation)]
    assert (
        str(op.get_indexing_maps().data[0]) == "affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, (d2 + d4), (d3 + d5))>"
    )
    assert "strides" not in str(module)
