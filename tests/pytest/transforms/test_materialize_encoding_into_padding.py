"""`materialize-encoding-into-padding`: values kept through the whole pipeline, K really padded, failures atomic."""

from __future__ import annotations

import numpy as np
import pytest
from padding_programs import ELEMENT_TYPES, PIPELINE, PROGRAMS, Sizes, random_chain_program
from xdsl.dialects import func, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.layouts.contraction import Contraction, match_contraction
from xdsl_encoding.reshape.reassociation import Blocked
from xdsl_encoding.transforms import get_all_passes
from xdsl_encoding.transforms.materialize_encoding_into_padding import MaterializeEncodingIntoPaddingPass
from xdsl_encoding.transforms.materialize_encoding_into_padding.storage import collapsed_padding, expanded_padding
from xdsl_encoding.utils.encodings import first_encoded_op

RESOLVERS = {"cache-line": "", "multiple": "{resolver=multiple}"}
SIZES = Sizes(m=64, k=300, n=24, dynamic=False)
PADDED_K = {"cache-line": 320, "multiple": 304}
"""K = 300 stored: f32/i32 rows of 1200 B -> 1280 B (cache-line: f16 600 B -> 640 B, also 320); 304 = 19 x 16."""


def contractions(module: ModuleOp) -> list[tuple[LinalgStructuredOperation, Contraction]]:
    found: list[tuple[LinalgStructuredOperation, Contraction]] = []
    for op in module.walk():
        if isinstance(op, LinalgStructuredOperation):
            c = match_contraction(op)
            if isinstance(c, Contraction):
                found.append((op, c))
    return found


def k_extent(op: LinalgStructuredOperation, c: Contraction) -> int:
    """The storage size of the K loop, read on the LHS."""
    lhs = op.operands[0].type
    assert isinstance(lhs, TensorType)
    (position,) = c.k_positions(0)
    return lhs.get_shape()[position]


# ---------------------------------------------------------------------------------------
# Storage through reshapes (pure)
# ---------------------------------------------------------------------------------------


def test_collapsed_padding_keeps_a_padded_dim_whole():
    assert collapsed_padding(((0, 1), (2,)), (2, 8, 640), (0, 0, 64)) == (0, 64)
    assert collapsed_padding(((0, 1), (2,)), (1, 8, 640), (0, 0, 0)) == (0, 0)


def test_collapsed_padding_allows_unit_dims():
    assert collapsed_padding(((0,), (1, 2)), (64, 1, 4096), (0, 0, 64)) == (0, 64)
    assert collapsed_padding(((0,), (1, 2)), (64, 4096, 1), (0, 64, 0)) == (0, 64)


def test_collapsed_padding_blocks_merged_padded_dims():
    blocked = collapsed_padding(((0, 1),), (2, 640), (0, 64))
    assert isinstance(blocked, Blocked)
    assert "merges padded dim 1" in blocked.reason
    assert isinstance(collapsed_padding(((0, 1),), (1, 1), (3, 5)), Blocked)


def test_expanded_padding_moves_to_the_one_non_unit_dim():
    assert expanded_padding(((0,), (1, 2)), (4, 1, 640), (0, 64)) == (0, 0, 64)
    assert expanded_padding(((0,), (1, 2)), (4, 640, 1), (0, 64)) == (0, 64, 0)
    assert expanded_padding(((0, 1),), (1, 1), (5,)) == (0, 5)
    assert expanded_padding(((0, 1), (2,)), (2, DYNAMIC_INDEX, 8), (0, 3)) == (0, 0, 3)


def test_expanded_padding_follows_the_encoding_among_unit_dims():
    assert expanded_padding(((0, 1),), (1, 1), (5,), prefer={0}) == (5, 0)
    assert expanded_padding(((0,), (1, 2)), (2, 1, 1), (0, 1), prefer={1}) == (0, 1, 0)
    assert expanded_padding(((0,), (1, 2)), (2, 1, 1), (0, 1), prefer={0}) == (0, 0, 1)  # not in the group


def test_unit_dim_k_padded_through_expand_then_collapse_keeps_values():
    """Found by `make fuzz`: propagation (unit-dims) moved a K of size 1 above an expand whose group
    is all units; the storage must pad the dim the expanded encoding names, which the next collapse
    keeps whole (it used to pad the innermost one and then fail on the collapse)."""
    k = "#iree_encoding.matmul_k<k_dims = [1]>"
    module = parse_module(f"""
func.func @main(%arg1: tensor<4xf32>) -> tensor<2x1x2xf32> {{
  %exp5 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [2, 1, 2] : tensor<4xf32> into tensor<2x1x2xf32>
  %exp6 = tensor.expand_shape %exp5 [[0], [1, 2], [3, 4]] output_shape [2, 1, 1, 1, 2] : tensor<2x1x2xf32> into tensor<2x1x1x1x2xf32>
  %enc7 = iree_encoding.set_encoding %exp6 : tensor<2x1x1x1x2xf32> -> tensor<2x1x1x1x2xf32, {k}>
  %col8 = tensor.collapse_shape %enc7 [[0], [1], [2, 3, 4]] : tensor<2x1x1x1x2xf32, {k}> into tensor<2x1x2xf32, {k}>
  %dec9 = iree_encoding.unset_encoding %col8 : tensor<2x1x2xf32, {k}> -> tensor<2x1x2xf32>
  func.return %dec9 : tensor<2x1x2xf32>
}}""")
    pipeline = "propagate-encodings{unit-dims=true},materialize-encoding-into-padding{resolver=multiple multiple=2}"
    lowered = run_passes(module, pipeline)
    assert any(isinstance(op, tensor.PadOp) for op in lowered.walk())
    report = compare(module, lowered, "main", seed=3)
    assert report.agree, report.summary()


def test_expanded_padding_blocks_split_padded_dims():
    blocked = expanded_padding(((0,), (1, 2)), (4, 64, 10), (0, 64))
    assert isinstance(blocked, Blocked)
    assert "split into result dims [1, 2]" in blocked.reason


# ---------------------------------------------------------------------------------------
# The whole pipeline keeps every value
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("resolver", RESOLVERS)
@pytest.mark.parametrize("dynamic", [False, True], ids=["static_m", "dynamic_m"])
@pytest.mark.parametrize("element", ELEMENT_TYPES)
@pytest.mark.parametrize("program", PROGRAMS)
def test_pipeline_keeps_values(program: str, element: str, dynamic: bool, resolver: str):
    module = parse_module(PROGRAMS[program](Sizes(64, 300, 24, dynamic), element))
    lowered = run_passes(module, PIPELINE + RESOLVERS[resolver])
    assert first_encoded_op(lowered) is None
    report = compare(module, lowered, "main", seed=7)
    assert report.agree, report.summary()


@pytest.mark.parametrize("resolver", RESOLVERS)
@pytest.mark.parametrize("program", PROGRAMS)
def test_pipeline_really_pads_k(program: str, resolver: str):
    lowered = run_passes(parse_module(PROGRAMS[program](SIZES, "f32")), PIPELINE + RESOLVERS[resolver])
    found = contractions(lowered)
    assert found
    assert all(k_extent(op, c) == PADDED_K[resolver] for op, c in found)
    pads = [op for op in lowered.walk() if isinstance(op, tensor.PadOp)]
    assert any(300 + max(op.static_high.get_values()) == PADDED_K[resolver] for op in pads)


def test_pipeline_without_propagation_keeps_values():
    module = parse_module(PROGRAMS["heads_chain"](SIZES, "f32"))
    lowered = run_passes(module, "set-encoding,materialize-encoding-into-padding")
    assert all(k_extent(op, c) == 320 for op, c in contractions(lowered))
    assert compare(module, lowered, "main").agree


@pytest.mark.parametrize("resolver", RESOLVERS)
@pytest.mark.parametrize("seed", range(40))
def test_random_reshape_chains_compute_numpy_matmul(seed: int, resolver: str):
    program = random_chain_program(seed)
    module = parse_module(program.text)
    lowered = run_passes(module, PIPELINE + RESOLVERS[resolver])
    report = compare(module, lowered, "main", seed=seed)
    assert report.agree, f"{program.text}\n{report.summary()}"
    x, w = report.inputs
    lhs = np.asarray(x).reshape(program.m, program.k).astype(np.float64)
    rhs = np.asarray(w).astype(np.float64)
    expected = lhs @ (rhs.T if program.transposed else rhs)
    tolerance = 0.25 if program.element == "f16" else 1e-3
    np.testing.assert_allclose(np.asarray(report.other[0]).astype(np.float64), expected, rtol=1e-2, atol=tolerance)


# ---------------------------------------------------------------------------------------
# Hand-written encoded programs: zeros where K needs them, functions, explicit paddings
# ---------------------------------------------------------------------------------------

ENCODED_PROGRAM = """
#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @mm(%a: tensor<128x300xf32, #lhs>, %b: tensor<300x64xf32, #rhs>) -> tensor<128x64xf32, #acc> {
  %e = tensor.empty() : tensor<128x64xf32, #acc>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x64xf32, #acc>) -> tensor<128x64xf32, #acc>
  %r = linalg.matmul ins(%a, %b : tensor<128x300xf32, #lhs>, tensor<300x64xf32, #rhs>) outs(%f : tensor<128x64xf32, #acc>) -> tensor<128x64xf32, #acc>
  func.return %r : tensor<128x64xf32, #acc>
}
func.func @main(%a: tensor<128x300xf32>, %b: tensor<300x64xf32>) -> tensor<128x64xf32> {
  %ea = iree_encoding.set_encoding %a : tensor<128x300xf32> -> tensor<128x300xf32, #lhs>
  %e = tensor.empty() : tensor<128x300xf32, #lhs>
  %x = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ea : tensor<128x300xf32, #lhs>) outs(%e : tensor<128x300xf32, #lhs>) {
  ^bb0(%v: f32, %o: f32):
    %y = math.exp %v : f32
    linalg.yield %y : f32
  } -> tensor<128x300xf32, #lhs>
  %one = arith.constant 1.5 : f32
  %eb0 = tensor.empty() : tensor<300x64xf32, #rhs>
  %eb = linalg.fill ins(%one : f32) outs(%eb0 : tensor<300x64xf32, #rhs>) -> tensor<300x64xf32, #rhs>
  %bb = iree_encoding.set_encoding %b : tensor<300x64xf32> -> tensor<300x64xf32, #rhs>
  %sum = linalg.add ins(%eb, %bb : tensor<300x64xf32, #rhs>, tensor<300x64xf32, #rhs>) outs(%eb0 : tensor<300x64xf32, #rhs>) -> tensor<300x64xf32, #rhs>
  %r = func.call @mm(%x, %sum) : (tensor<128x300xf32, #lhs>, tensor<300x64xf32, #rhs>) -> tensor<128x64xf32, #acc>
  %u = iree_encoding.unset_encoding %r : tensor<128x64xf32, #acc> -> tensor<128x64xf32>
  func.return %u : tensor<128x64xf32>
}
"""


@pytest.mark.parametrize(
    "options", ["", "{resolver=multiple}", "{resolver=multiple multiple=7}", "{cache-line-bytes=64 cache-sets=2}"]
)
def test_padding_regions_are_rezeroed_before_contractions(options: str):
    module = parse_module(ENCODED_PROGRAM)
    lowered = run_passes(module, "materialize-encoding-into-padding" + options)
    # exp(0) = 1 is not zero: the LHS argument is re-padded from its logical slice (so is the
    # RHS, 1.5 + 0, whenever the resolver pads its K rows).
    (call,) = [op for op in lowered.walk() if isinstance(op, func.CallOp)]
    for argument in call.operands:
        if isinstance(argument.owner, tensor.PadOp):
            assert isinstance(argument.owner.source.owner, tensor.ExtractSliceOp)
    assert isinstance(call.operands[0].owner, tensor.PadOp)
    report = compare(module, lowered, "main")
    assert report.agree, report.summary()


EXPLICIT_PROGRAM = """
#p3 = #iree_encoding.padding<[0, 0, 64]>
#p2 = #iree_encoding.padding<[0, 64]>
#q = #iree_encoding.padding<[8, ?]>
#q3 = #iree_encoding.padding<[0, 8, ?]>
func.func @main(%x: tensor<2x?x300xf32>, %y: tensor<?x20xf32>) -> (tensor<2x?x300xf32>, tensor<4x?x20xf32>) {
  %e = iree_encoding.set_encoding %x : tensor<2x?x300xf32> -> tensor<2x?x300xf32, #p3>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x?x300xf32, #p3> into tensor<?x300xf32, #p2>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<2x?x300xf32>
  %x2 = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, %d, 300] : tensor<?x300xf32, #p2> into tensor<2x?x300xf32, #p3>
  %u = iree_encoding.unset_encoding %x2 : tensor<2x?x300xf32, #p3> -> tensor<2x?x300xf32>{%d}
  %ey = iree_encoding.set_encoding %y : tensor<?x20xf32> -> tensor<?x20xf32, #q>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %y, %c0 : tensor<?x20xf32>
  %four = arith.constant 4 : index
  %nq = arith.divui %n, %four : index
  %yy = tensor.expand_shape %ey [[0, 1], [2]] output_shape [1, %n, 20] : tensor<?x20xf32, #q> into tensor<1x?x20xf32, #q3>
  %yc = tensor.collapse_shape %yy [[0, 1], [2]] : tensor<1x?x20xf32, #q3> into tensor<?x20xf32, #q>
  %uy = iree_encoding.unset_encoding %yc : tensor<?x20xf32, #q> -> tensor<?x20xf32>{%n}
  %r = tensor.expand_shape %uy [[0, 1], [2]] output_shape [4, %nq, 20] : tensor<?x20xf32> into tensor<4x?x20xf32>
  func.return %u, %r : tensor<2x?x300xf32>, tensor<4x?x20xf32>
}
"""


@pytest.mark.parametrize("resolver", RESOLVERS)
def test_explicit_paddings_on_dynamic_dims_keep_values(resolver: str):
    module = parse_module(EXPLICIT_PROGRAM)
    lowered = run_passes(module, "materialize-encoding-into-padding" + RESOLVERS[resolver])
    highs = sorted(tuple(op.static_high.get_values()) for op in lowered.walk() if isinstance(op, tensor.PadOp))
    # `?` on the innermost dim of ?x20xf32: 80-byte rows are below the cache span; 20 -> 32 for multiple 16.
    assert highs == [(0, 0, 64), (8, 0 if resolver == "cache-line" else 12)]
    assert compare(module, lowered, "main").agree


# ---------------------------------------------------------------------------------------
# Options, remarks, failures
# ---------------------------------------------------------------------------------------


def test_pass_is_registered_with_its_options():
    assert get_all_passes()["materialize-encoding-into-padding"]() is MaterializeEncodingIntoPaddingPass
    spec = MaterializeEncodingIntoPaddingPass(resolver="multiple", multiple=8).pipeline_pass_spec()
    assert spec.name == "materialize-encoding-into-padding"


def test_remarks_explain_resolution_and_conversions(capsys: pytest.CaptureFixture[str]):
    run_passes(parse_module(PROGRAMS["matmul"](SIZES, "f32")), PIPELINE + "{remarks=true}")
    err = capsys.readouterr().err
    assert (
        "remark: @main: iree_encoding.set_encoding %lhs: tensor<64x300xf32, #iree_encoding.matmul_k<k_dims = [1]>>: padding [0, 20], stored as 64x320"
        in err
    )
    assert "K dim 0 not padded: K dim 0 is not the innermost dim" in err
    assert "remark: @main: linalg.matmul %r: operand #1: storage padding [0, 0] extended with zeros to [20, 0]" in err
    run_passes(parse_module(PROGRAMS["matmul"](SIZES, "f32")), PIPELINE)
    assert capsys.readouterr().err == ""


BROKEN_SECOND_FUNCTION = """
func.func @fine(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %e = iree_encoding.set_encoding %x : tensor<4x6xf32> -> tensor<4x6xf32, #iree_encoding.padding<[0, 2]>>
  %u = iree_encoding.unset_encoding %e : tensor<4x6xf32, #iree_encoding.padding<[0, 2]>> -> tensor<4x6xf32>
  func.return %u : tensor<4x6xf32>
}
func.func @broken(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>, #iree_encoding.identity]>>
  %u = iree_encoding.unset_encoding %e : tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>, #iree_encoding.identity]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
"""


def test_failure_names_the_op_and_leaves_the_module_untouched():
    module = parse_module(BROKEN_SECOND_FUNCTION)
    before = str(module)
    with pytest.raises(
        DiagnosticException, match=r"iree_encoding.set_encoding: cannot resolve the padding of .*different paddings"
    ):
        MaterializeEncodingIntoPaddingPass().apply(None, module)  # pyright: ignore[reportArgumentType]
    assert str(module) == before


@pytest.mark.parametrize(
    ("pass_", "message"),
    [
        (MaterializeEncodingIntoPaddingPass(resolver="tiles"), "unknown resolver 'tiles'"),
        (MaterializeEncodingIntoPaddingPass(cache_line_bytes=0), "must be positive"),
        (MaterializeEncodingIntoPaddingPass(resolver="multiple", multiple=-4), "multiple must be positive"),
    ],
)
def test_bad_options_fail_with_a_diagnostic(pass_: MaterializeEncodingIntoPaddingPass, message: str):
    module = parse_module(PROGRAMS["matmul"](SIZES, "f32"))
    with pytest.raises(DiagnosticException, match=message):
        pass_.apply(None, module)  # pyright: ignore[reportArgumentType]


def test_plain_programs_are_left_as_they_are():
    module = parse_module(PROGRAMS["matmul_chain"](SIZES, "i32"))
    assert str(run_passes(module, "materialize-encoding-into-padding")) == str(module)
