"""Strict verification of collapse_shape / expand_shape and of encoded types (`xdsl_encoding.verify.module`)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    Builtin,
    IndexType,
    ModuleOp,
    NoneAttr,
    StringAttr,
    TensorType,
    f32,
)
from xdsl.dialects.func import Func
from xdsl.dialects.test import Test
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.test_value import create_ssa_value

from xdsl_encoding.dialects.iree_encoding import (
    EncodingAttr,
    IdentityAttr,
    IREEEncoding,
    LayoutAttr,
    MatmulKAttr,
    PaddingAttr,
)
from xdsl_encoding.reshape.reassociation import Blocked, Groups, Reshape, Shape, collapse_shape, groups_to_attr
from xdsl_encoding.verify.module import (
    expected_collapsed_encoding,
    reshape_of,
    verify_encodings_of,
    verify_module,
    verify_reshape,
)

Q = DYNAMIC_INDEX
K1 = "#iree_encoding.matmul_k<k_dims = [1]>"
K2 = "#iree_encoding.matmul_k<k_dims = [2]>"


def parse(text: str) -> ModuleOp:
    ctx = Context()
    for dialect in (Builtin, Func, tensor.Tensor, Test, IREEEncoding):
        ctx.load_dialect(dialect)
    return Parser(ctx, text).parse_module()


def only_reshape(module: ModuleOp) -> tensor.CollapseShapeOp | tensor.ExpandShapeOp:
    (op,) = [op for op in module.walk() if isinstance(op, tensor.CollapseShapeOp | tensor.ExpandShapeOp)]
    return op


def collapse(groups: Groups, source: TensorType[Attribute], result: TensorType[Attribute]) -> tensor.CollapseShapeOp:
    return tensor.CollapseShapeOp.build(
        operands=[create_ssa_value(source)],
        result_types=[result],
        properties={"reassociation": groups_to_attr(groups)},
    )


def expand(
    groups: Groups, source: TensorType[Attribute], result: TensorType[Attribute], output_shape: Shape
) -> tensor.ExpandShapeOp:
    sizes = [create_ssa_value(IndexType()) for s in output_shape if s == Q]
    return tensor.ExpandShapeOp(create_ssa_value(source), sizes, groups_to_attr(groups), output_shape, result)


def tt(shape: Shape, encoding: Attribute = NoneAttr()) -> TensorType[Attribute]:
    return TensorType(f32, shape, encoding)


# ---------------------------------------------------------------------------------------
# reshape_of / expected_collapsed_encoding
# ---------------------------------------------------------------------------------------


def test_reshape_of_collapse_takes_the_source_shape():
    op = collapse(((0, 1), (2,)), tt((2, 8, 32)), tt((16, 32)))
    assert reshape_of(op) == Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))


def test_reshape_of_expand_takes_the_result_shape():
    op = expand(((0, 1), (2,)), tt((Q, 32)), tt((Q, 8, 32)), (Q, 8, 32))
    assert reshape_of(op) == Reshape("expand_shape", ((0, 1), (2,)), (Q, 8, 32))


def test_expected_collapsed_encoding_renumbers_k():
    reshape = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    assert expected_collapsed_encoding(MatmulKAttr([2]), reshape) == MatmulKAttr([1])
    assert expected_collapsed_encoding(MatmulKAttr([]), reshape) == MatmulKAttr([])
    assert expected_collapsed_encoding(PaddingAttr([0, 0, 64]), reshape) == PaddingAttr([0, 64])
    assert expected_collapsed_encoding(IdentityAttr(), reshape) == IdentityAttr()


def test_expected_collapsed_encoding_blocks_merged_k():
    reshape = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    assert expected_collapsed_encoding(MatmulKAttr([1]), reshape) == Blocked(
        "collapse_shape merges K dim 1 of the source with source dims [0, 1]"
    )


def test_expected_collapsed_encoding_allows_unit_dims():
    reshape = Reshape("collapse_shape", ((0,), (1, 2)), (4, 1, 4096))
    assert expected_collapsed_encoding(MatmulKAttr([2]), reshape) == MatmulKAttr([1])


def test_expected_collapsed_encoding_keeps_opaque_encodings():
    reshape = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    opaque = EncodingAttr(0, "matmul", [f32, f32, f32])
    assert expected_collapsed_encoding(opaque, reshape) is opaque
    assert expected_collapsed_encoding(StringAttr("x"), reshape) == StringAttr("x")


# ---------------------------------------------------------------------------------------
# verify_reshape: one test per rule
# ---------------------------------------------------------------------------------------


def test_valid_reshapes_verify():
    verify_reshape(collapse(((0, 1), (2,)), tt((2, 8, 32)), tt((16, 32))))
    verify_reshape(collapse(((0, 1), (2,)), tt((Q, 8, 32)), tt((Q, 32))))
    verify_reshape(collapse((), tt((1, 1)), tt(())))
    verify_reshape(expand(((0, 1), (2,)), tt((Q, 32)), tt((Q, 8, 32)), (Q, 8, 32)))
    verify_reshape(expand(((0, 1), (2,)), tt((Q, 32)), tt((Q, 8, 32)), (4, 8, 32)))  # MLIR allows it too
    verify_reshape(collapse(((0, 1), (2,)), tt((2, 8, 32), MatmulKAttr([2])), tt((16, 32), MatmulKAttr([1]))))
    verify_reshape(expand(((0, 1), (2,)), tt((16, 32), MatmulKAttr([1])), tt((2, 8, 32), MatmulKAttr([2])), (2, 8, 32)))


@pytest.mark.parametrize(
    ("op", "message"),
    [
        (
            collapse(((0,), (1,), ()), tt((16, 32)), tt((16, 32, 1))),
            r"tensor.collapse_shape: the source rank \(2\) must not be smaller than the other side's \(3\)",
        ),
        (
            collapse(((0, 1, 2),), tt((2, 8, 32)), tt((16, 32))),
            r"expected 2 reassociation groups \(the collapsed rank\), found 1",
        ),
        (
            collapse(((0,), (1,)), tt((2, 8, 32)), tt((2, 8))),
            "reassociation groups cover 2 dims, but the expanded rank is 3",
        ),
        (
            collapse(((1, 2), (3,)), tt((2, 8, 32)), tt((16, 32))),
            r"must list dims 0..2 contiguously in order, group 0 has \[1, 2\]",
        ),
        (
            collapse(((0, 1), (2,)), tt((2, 8, 32)), tt((15, 32))),
            r"collapsed dim 0 has size 15, but its group \[0, 1\] multiplies to 16",
        ),
        (collapse(((0, 1), (2,)), tt((Q, 8, 32)), tt((16, 32))), r"collapsed dim 0 is static \(16\) but its group"),
        (collapse(((0, 1), (2,)), tt((2, 8, 32)), tt((Q, 32))), "collapsed dim 0 is dynamic but its group"),
        (collapse((), tt((2, 1)), tt(())), r"a rank-0 tensor can only be reshaped to static unit dims, got \[2, 1\]"),
        (
            collapse(((0, 1), (2,)), tt((2, 8, 32)), TensorType(IndexType(), (16, 32))),
            "tensor.collapse_shape: expected the same element type",
        ),
        (
            expand(((0, 1), (2,)), tt((16, 32)), tt((2, 8, 32)), (4, 4, 32)),
            "tensor.expand_shape: output_shape dim 0 is 4 but the result type has 2",
        ),
        (
            expand(((0, 1), (2,)), tt((Q, 32)), tt((Q, 8, 32)), (Q, Q, 32)),
            "tensor.expand_shape: output_shape dim 1 is dynamic but the result type has 8",
        ),
    ],
)
def test_verify_reshape_rejects_shapes(op: tensor.CollapseShapeOp | tensor.ExpandShapeOp, message: str):
    with pytest.raises(VerifyException, match=message):
        verify_reshape(op)


def test_verify_reshape_counts_size_operands():
    op = tensor.ExpandShapeOp(
        create_ssa_value(tt((Q, 32))), [], groups_to_attr(((0, 1), (2,))), (Q, 8, 32), tt((Q, 8, 32))
    )
    with pytest.raises(VerifyException, match="output_shape has 1 dynamic sizes but 0 size operands"):
        verify_reshape(op)


@pytest.mark.parametrize(
    ("op", "message"),
    [
        (
            collapse(((0, 1), (2,)), tt((2, 8, 32), MatmulKAttr([2])), tt((16, 32), MatmulKAttr([2]))),
            r"expected the result encoding to be #iree_encoding.matmul_k<k_dims = \[1\]> "
            r"\(derived from #iree_encoding.matmul_k<k_dims = \[2\]>\), got #iree_encoding.matmul_k<k_dims = \[2\]>",
        ),
        (
            collapse(((0, 1), (2,)), tt((2, 8, 32), MatmulKAttr([1])), tt((16, 32), MatmulKAttr([0]))),
            r"cannot cross this reshape: collapse_shape merges K dim 1 of the source with source dims \[0, 1\]",
        ),
        (
            expand(((0, 1), (2,)), tt((16, 32), MatmulKAttr([0])), tt((2, 8, 32), MatmulKAttr([0])), (2, 8, 32)),
            r"expand_shape splits source dim 0 into result dims \[0, 1\], which include K dim 0 of the result",
        ),
        (
            collapse(((0, 1), (2,)), tt((2, 8, 32), PaddingAttr([0, 64, 0])), tt((16, 32), PaddingAttr([64, 0]))),
            r"collapse_shape merges padded dim 1 of the source with source dims \[0, 1\]",
        ),
        (
            collapse(
                ((0, 1), (2,)),
                tt((2, 8, 32), LayoutAttr([PaddingAttr([8, 0, 0])])),
                tt((16, 32), LayoutAttr([PaddingAttr([8, 0])])),
            ),
            r"collapse_shape merges padded dim 0 of the source with source dims \[0, 1\]",
        ),
        (
            collapse(((0, 1), (2,)), tt((2, 8, 32), MatmulKAttr([2])), tt((16, 32))),
            "expected the source and result to be both encoded or both plain",
        ),
        (
            expand(((0, 1), (2,)), tt((16, 32)), tt((2, 8, 32), IdentityAttr()), (2, 8, 32)),
            "expected the source and result to be both encoded or both plain",
        ),
        (
            collapse(
                ((0, 1), (2,)),
                tt((2, 8, 32), EncodingAttr(0, "matmul", [f32, f32, f32])),
                tt((16, 32), EncodingAttr(1, "matmul", [f32, f32, f32])),
            ),
            "expected one side's encoding to be the other's with this reshape's index map appended",
        ),
        (
            expand(((0, 1), (2,)), tt((16, 32), MatmulKAttr([1])), tt((2, 8, 32), MatmulKAttr([5])), (2, 8, 32)),
            "K dim 5 is out of range for the rank-3 tensor",
        ),
    ],
)
def test_verify_reshape_rejects_encodings(op: tensor.CollapseShapeOp | tensor.ExpandShapeOp, message: str):
    with pytest.raises(VerifyException, match=message):
        verify_reshape(op)


def _lhs_encoding() -> EncodingAttr:
    d0, d1, d2 = (AffineExpr.dimension(i) for i in range(3))
    maps = [AffineMap(3, 0, (d0, d2)), AffineMap(3, 0, (d2, d1)), AffineMap(3, 0, (d0, d1))]
    return EncodingAttr(0, "matmul", [f32, f32, f32], [AffineMapAttr(m) for m in maps], [16, 4, 32])


def test_verify_reshape_accepts_a_recorded_data_tiling_encoding():
    """A data-tiling encoding records the reshape: the expanded side appends `(d0 floordiv 8, d0 mod 8, d1)`."""
    base = _lhs_encoding()
    reshape = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    expanded = base.recorded_across(reshape, "expanded")
    assert isinstance(expanded, EncodingAttr)
    assert str(expanded.user_indexing_maps).count("floordiv 8") == 1
    verify_reshape(collapse(((0, 1), (2,)), tt((2, 8, 32), expanded), tt((16, 32), base)))
    verify_reshape(expand(((0, 1), (2,)), tt((16, 32), base), tt((2, 8, 32), expanded), (2, 8, 32)))
    wrong = base.recorded_across(Reshape("collapse_shape", ((0, 1), (2,)), (4, 4, 32)), "expanded")
    assert isinstance(wrong, EncodingAttr)
    with pytest.raises(VerifyException, match="with this reshape's index map appended"):
        verify_reshape(collapse(((0, 1), (2,)), tt((2, 8, 32), wrong), tt((16, 32), base)))


# ---------------------------------------------------------------------------------------
# Collapse then expand, as IR: both verify and the expand gives back the original type
# ---------------------------------------------------------------------------------------


@st.composite
def encoded_reassociations(draw: st.DrawFn) -> tuple[Groups, Shape, Attribute]:
    rank = draw(st.integers(1, 5))
    shape = tuple(draw(st.lists(st.one_of(st.integers(1, 6), st.just(Q)), min_size=rank, max_size=rank)))
    cuts = sorted(draw(st.sets(st.integers(1, rank - 1), max_size=rank - 1))) if rank > 1 else []
    bounds = [0, *cuts, rank]
    groups = tuple(tuple(range(a, b)) for a, b in itertools.pairwise(bounds))
    singles = [g[0] for g in groups if len(g) == 1]
    encoding = draw(
        st.one_of(
            st.just(NoneAttr()),
            st.just(IdentityAttr()),
            st.just(MatmulKAttr([])),
            st.sampled_from(singles).map(lambda d: MatmulKAttr([d])) if singles else st.just(MatmulKAttr([])),
            st.just(PaddingAttr([0] * rank)),
        )
    )
    return groups, shape, encoding


@given(encoded_reassociations())
def test_collapse_then_expand_round_trips_the_type(case: tuple[Groups, Shape, Attribute]):
    groups, shape, encoding = case
    source = tt(shape, encoding)
    reshape = Reshape("collapse_shape", groups, shape)
    collapsed_encoding = expected_collapsed_encoding(encoding, reshape)
    assert not isinstance(collapsed_encoding, Blocked)
    middle = tt(collapse_shape(groups, shape), collapsed_encoding)
    down = collapse(groups, source, middle)
    verify_reshape(down)
    up = expand(groups, middle, source, shape)
    verify_reshape(up)
    assert up.result.type == source


# ---------------------------------------------------------------------------------------
# verify_encodings_of / verify_module
# ---------------------------------------------------------------------------------------


def test_verify_encodings_of_checks_results_and_block_arguments():
    module = parse(
        f"""
        func.func @f(%a: tensor<16xf32, {K2}>) {{
          func.return
        }}
        """
    )
    (func,) = module.ops
    with pytest.raises(VerifyException, match="K dim 2 is out of range for the rank-1 tensor"):
        verify_encodings_of(func)
    result = create_ssa_value(tt((4, 4), PaddingAttr([1])))
    assert result.owner.results
    with pytest.raises(VerifyException, match="expected one padding value per dim"):
        verify_encodings_of(result.owner)
    verify_encodings_of(create_ssa_value(tt((4, 4), StringAttr("not ours"))).owner)


VALID = f"""
func.func @f(%a: tensor<2x8x32xf32, {K2}>, %n: index) -> tensor<?x4x32xf32, {K2}> {{
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, {K2}> into tensor<16x32xf32, {K1}>
  %1 = tensor.cast %0 : tensor<16x32xf32, {K1}> to tensor<?x32xf32, {K1}>
  %2 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32, {K1}> into tensor<?x4x32xf32, {K2}>
  func.return %2 : tensor<?x4x32xf32, {K2}>
}}
"""


def test_verify_module_accepts_and_changes_nothing():
    module = parse(VALID)
    before = str(module)
    verify_module(module)
    assert str(module) == before


def test_verify_module_reports_the_offending_op_and_changes_nothing():
    stale = f"""
    func.func @f(%a: tensor<2x8x32xf32, {K2}>) {{
      %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, {K2}> into tensor<16x32xf32, {K2}>
      func.return
    }}
    """
    module = parse(stale)
    module.verify()  # xDSL sees nothing wrong
    before = str(module)
    message = r"expected the result encoding to be #iree_encoding.matmul_k<k_dims = \[1\]>"
    with pytest.raises(VerifyException, match=message) as info:
        verify_module(module)
    notes = "".join(getattr(info.value, "__notes__", []))
    assert "Operation does not verify: tensor.collapse_shape" in notes
    assert str(module) == before


def test_verify_module_runs_xdsl_verifier_first():
    module = parse(
        """
        func.func @f(%a: tensor<16x32xf32>) {
          %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32>
          func.return
        }
        """
    )
    with pytest.raises(VerifyException, match="result of set_encoding op expected to have a valid tensor encoding"):
        verify_module(module)


def test_verify_module_checks_encodings_outside_encoding_ops():
    module = parse('%0 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>')
    module.verify()  # xDSL sees nothing wrong
    with pytest.raises(VerifyException, match="K dim 2 is out of range for the rank-2 tensor"):
        verify_module(module)
