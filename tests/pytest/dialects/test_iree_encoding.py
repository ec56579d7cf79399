"""The iree_encoding dialect from Python: construction, verifiers, parse/print round trips, interfaces."""

from __future__ import annotations

from io import StringIO

import pytest
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    ModuleOp,
    NoneAttr,
    StringAttr,
    TensorType,
    f16,
    f32,
    i32,
    i64,
)
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineMap
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.test_value import create_ssa_value

from xdsl_encoding.dialects.iree_encoding import (
    ATTRIBUTES,
    ENCODINGS,
    INT64_MIN,
    EncodingAttr,
    EncodingOpTypeAttr,
    IdentityAttr,
    IREEEncoding,
    LayoutAttr,
    MatmulKAttr,
    PaddingAttr,
    SerializableAttr,
    SetEncodingOp,
    UnknownAttr,
    UnsetEncodingOp,
)
from xdsl_encoding.dialects.iree_gpu import GPUPaddingResolverAttr
from xdsl_encoding.interfaces import ContractionEncodingAttr, EncodingPropagationAttr, TensorEncodingAttr
from xdsl_encoding.reshape.reassociation import Blocked, Reshape

from .ir_text import parse_attr, parse_module, printed

Q = DYNAMIC_INDEX
MAP_LHS = AffineMapAttr(AffineMap.from_callable(lambda m, n, k: (m, k)))
MAP_RHS = AffineMapAttr(AffineMap.from_callable(lambda m, n, k: (k, n)))
MAP_ACC = AffineMapAttr(AffineMap.from_callable(lambda m, n, k: (m, n)))


def printed_op(module: ModuleOp, *, generic: bool = False) -> str:
    stream = StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(module)
    return stream.getvalue()


def tt(shape: tuple[int, ...], encoding: Attribute = NoneAttr(), element: Attribute = f32) -> TensorType[Attribute]:
    return TensorType(element, shape, encoding)


# ---------------------------------------------------------------------------------------
# The dialect object
# ---------------------------------------------------------------------------------------


def test_dialect_contents():
    assert IREEEncoding.name == "iree_encoding"
    assert set(IREEEncoding.operations) == {SetEncodingOp, UnsetEncodingOp}
    assert set(IREEEncoding.attributes) == set(ATTRIBUTES)
    assert {a.name for a in ATTRIBUTES} == {
        "iree_encoding.matmul_k",
        "iree_encoding.padding",
        "iree_encoding.layout",
        "iree_encoding.encoding",
        "iree_encoding.identity",
        "iree_encoding.packed_storage",
        "iree_encoding.testing",
        "iree_encoding.specialized",
        "iree_encoding.optype",
        "iree_encoding.unknown",
        "iree_encoding.identity_resolver",
        "iree_encoding.unsupported_resolver",
        "iree_encoding.specialization_resolver",
    }
    assert all(issubclass(a, SerializableAttr) for a in ENCODINGS)
    assert not any(issubclass(a, SerializableAttr) for a in set(ATTRIBUTES) - set(ENCODINGS))


def test_ops_are_pure():
    assert SetEncodingOp.has_trait(Pure)
    assert UnsetEncodingOp.has_trait(Pure)


# ---------------------------------------------------------------------------------------
# matmul_k
# ---------------------------------------------------------------------------------------


def test_matmul_k_construction():
    assert MatmulKAttr([1]).dims == (1,)
    assert MatmulKAttr([]).dims == ()
    assert MatmulKAttr([1]).k_dims == ArrayAttr([IntAttr(1)])
    assert MatmulKAttr([1]) == MatmulKAttr([1])
    assert MatmulKAttr([1]) != MatmulKAttr([0])


@pytest.mark.parametrize(
    ("dims", "message"),
    [
        ([1, 1], r"#iree_encoding.matmul_k: stricter than IREE: k_dims must be unique, got \[1, 1\]"),
        ([-1], r"#iree_encoding.matmul_k: stricter than IREE: k_dims must be non-negative, got \[-1\]"),
        (
            [0, 2],
            r"#iree_encoding.matmul_k: stricter than IREE: at most one K dim can be materialized, got k_dims = \[0, 2\]",
        ),
    ],
)
def test_matmul_k_verifier(dims: list[int], message: str):
    with pytest.raises(VerifyException, match=message):
        MatmulKAttr(dims)


def test_matmul_k_interfaces():
    k = MatmulKAttr([1])
    assert isinstance(k, TensorEncodingAttr)
    assert isinstance(k, EncodingPropagationAttr)
    assert isinstance(k, ContractionEncodingAttr)
    assert k.reduction_dims() == (1,)
    assert MatmulKAttr([]).reduction_dims() == ()
    k.verify_for_tensor(tt((16, 32)))
    with pytest.raises(VerifyException, match="K dim 1 is out of range for the rank-1 tensor"):
        k.verify_for_tensor(tt((16,)))
    MatmulKAttr([]).verify_for_tensor(tt(()))


def test_matmul_k_crosses_reshapes():
    collapse = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    assert MatmulKAttr([2]).to_collapsed(collapse, unit_dims=False) == MatmulKAttr([1])
    assert MatmulKAttr([1]).to_expanded(collapse, unit_dims=False) == MatmulKAttr([2])
    assert MatmulKAttr([1]).to_collapsed(collapse, unit_dims=False) == Blocked(
        "collapse_shape merges K dim 1 with dims [0, 1]"
    )
    assert MatmulKAttr([0]).to_expanded(collapse, unit_dims=False) == Blocked(
        "collapse_shape merges K dim 0 with dims [0, 1]"
    )


# ---------------------------------------------------------------------------------------
# padding
# ---------------------------------------------------------------------------------------


def test_padding_construction():
    p = PaddingAttr([0, Q, 64])
    assert p.values == (0, Q, 64)
    assert p.padded_dims == (1, 2)
    assert PaddingAttr([0, 0]).padded_dims == ()


def test_padding_verifier():
    with pytest.raises(VerifyException, match=r"padding values need to be non-negative or dynamic, got \[0, -64\]"):
        PaddingAttr([0, -64])


def test_padding_interfaces():
    p = PaddingAttr([0, 64])
    assert isinstance(p, TensorEncodingAttr)
    assert isinstance(p, EncodingPropagationAttr)
    assert not isinstance(p, ContractionEncodingAttr)
    p.verify_for_tensor(tt((16, 32)))
    with pytest.raises(VerifyException, match=r"expected one padding value per dim of tensor<16x32x4xf32.*got 2"):
        p.verify_for_tensor(tt((16, 32, 4)))


def test_padding_crosses_reshapes():
    collapse = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    assert PaddingAttr([0, 0, Q]).to_collapsed(collapse, unit_dims=False) == PaddingAttr([0, Q])
    assert PaddingAttr([0, 64]).to_expanded(collapse, unit_dims=False) == PaddingAttr([0, 0, 64])
    assert PaddingAttr([0, 8, 0]).to_collapsed(collapse, unit_dims=False) == Blocked(
        "collapse_shape merges padded dim 1 with dims [0, 1]"
    )


# ---------------------------------------------------------------------------------------
# identity and layout
# ---------------------------------------------------------------------------------------


def test_identity():
    identity = IdentityAttr()
    assert identity == IdentityAttr()
    assert isinstance(identity, TensorEncodingAttr)
    identity.verify_for_tensor(tt((3, 5)))
    reshape = Reshape("collapse_shape", ((0, 1, 2),), (2, 8, 32))
    assert identity.to_collapsed(reshape, unit_dims=False) is identity
    assert identity.to_expanded(reshape, unit_dims=False) is identity


def test_layout_construction():
    layout = LayoutAttr([PaddingAttr([0, 64]), IdentityAttr()])
    assert layout.layouts == ArrayAttr([PaddingAttr([0, 64]), IdentityAttr()])


@pytest.mark.parametrize(
    ("members", "message"),
    [
        ([], "#iree_encoding.layout: expected non-empty layouts"),
        ([StringAttr("x")], 'expected all the layout attributes to implement SerializableAttr, got "x"'),
        ([UnknownAttr()], "implement SerializableAttr, got #iree_encoding.unknown"),
        ([GPUPaddingResolverAttr(128)], "implement SerializableAttr, got #iree_gpu.gpu_padding_resolver"),
    ],
)
def test_layout_verifier(members: list[Attribute], message: str):
    with pytest.raises(VerifyException, match=message):
        LayoutAttr(members)


def test_layout_interfaces():
    layout = LayoutAttr([PaddingAttr([0, 64]), IdentityAttr()])
    layout.verify_for_tensor(tt((16, 32)))
    with pytest.raises(VerifyException, match="expected one padding value per dim"):
        layout.verify_for_tensor(tt((16,)))
    collapse = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    assert layout.to_expanded(collapse, unit_dims=False) == LayoutAttr([PaddingAttr([0, 0, 64]), IdentityAttr()])
    blocked = LayoutAttr([IdentityAttr(), PaddingAttr([8, 0, 0])]).to_collapsed(collapse, unit_dims=False)
    assert blocked == Blocked("collapse_shape merges padded dim 0 with dims [0, 1]")


# ---------------------------------------------------------------------------------------
# encoding
# ---------------------------------------------------------------------------------------


def test_encoding_construction():
    enc = EncodingAttr(0, "matmul", [f32, f32, f32], [MAP_LHS, MAP_RHS, MAP_ACC], [Q, 128, 64])
    assert enc.operand_index == IntegerAttr(0, IndexType())
    assert enc.op_type == EncodingOpTypeAttr("matmul")
    assert enc.element_types == ArrayAttr([f32, f32, f32])
    assert enc.iteration_sizes == ArrayAttr([IntegerAttr(INT64_MIN, i64), IntegerAttr(128, i64), IntegerAttr(64, i64)])
    assert enc.iteration_size_values == (None, 128, 64)
    assert enc.num_dynamic_encoding_dims() == 1
    minimal = EncodingAttr(1, "conv", [f16, f16, f32])
    assert minimal.user_indexing_maps == NoneAttr()
    assert minimal.iteration_sizes == NoneAttr()
    assert minimal.indexing_maps() is None


def test_encoding_composes_chains():
    transpose = AffineMapAttr(AffineMap.from_callable(lambda a, b: (b, a)))
    enc = EncodingAttr(1, "matmul", [f32, f32, f32], [MAP_LHS, ArrayAttr([MAP_RHS, transpose]), MAP_ACC])
    maps = enc.indexing_maps()
    assert maps is not None
    assert maps[0] == MAP_LHS.data
    assert maps[1] == AffineMap.from_callable(lambda m, n, k: (n, k))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        (
            {"operand_index": 3, "user_indexing_maps": [MAP_LHS, MAP_RHS, MAP_ACC]},
            r"`operandIndex` exceeds the size of `user_indexing_maps` \(3 >= 3\)",
        ),
        ({"operand_index": -1}, "stricter than IREE: operand_index must be non-negative, got -1"),
        ({"op_type": "gemm"}, "optype: expected one of matmul, scaled_matmul, conv"),
        ({"element_types": [IntAttr(1)]}, "stricter than IREE: element_types must be types, got #builtin.int<1>"),
        (
            {"iteration_sizes": [1, 2, 3]},
            "found `iteration_sizes` without any corresponding `user_indexing_maps`",
        ),
        (
            {"user_indexing_maps": [MAP_LHS, MAP_RHS, MAP_ACC], "iteration_sizes": [16, 32]},
            "found an encoding with 2 iteration sizes, but expected 3 based on the user indexing maps",
        ),
        (
            {"user_indexing_maps": [MAP_LHS, ArrayAttr([MAP_RHS, MAP_RHS]), MAP_ACC]},
            r"found a non-composable attribute in `user_indexing_maps` at index: 1 \(stricter than IREE: a chain map",
        ),
        (
            {"operand_index": 1, "user_indexing_maps": [MAP_LHS, ArrayAttr([]), MAP_ACC], "iteration_sizes": [1, 2, 3]},
            "found `iteration_sizes` without any corresponding `user_indexing_maps`",
        ),
        (
            {"user_indexing_maps": [MAP_LHS, IntAttr(1), MAP_ACC]},
            "at index: 1 .not an affine map or a list of affine maps",
        ),
        (
            {"user_indexing_maps": [MAP_LHS, ArrayAttr([MAP_RHS, IntAttr(0)]), MAP_ACC]},
            "at index: 1 .the chain holds #builtin.int<0>, not an affine map",
        ),
    ],
)
def test_encoding_verifier(kwargs: dict[str, object], message: str):
    args: dict[str, object] = {"operand_index": 0, "op_type": "matmul", "element_types": [f32, f32, f32]}
    args.update(kwargs)
    with pytest.raises(VerifyException, match=message):
        EncodingAttr(**args)  # pyright: ignore[reportArgumentType]


def test_encoding_chain_that_xdsl_cannot_compose_verifies_and_has_no_composed_maps():
    """IREE accepts the chain (counts match); xDSL 0.74 folds the division by zero, so no composed map."""
    constant = AffineMapAttr(AffineMap.from_callable(lambda: (5,)))
    divide_by_zero = parse_attr("affine_map<(d0) -> (d0 floordiv 0)>")
    enc = EncodingAttr(0, "matmul", [f32], [ArrayAttr([constant, divide_by_zero])])
    assert enc.indexing_maps() is None


def test_encoding_interfaces():
    enc = EncodingAttr(2, "matmul", [f32, f32, f32], [MAP_LHS, MAP_RHS, MAP_ACC])
    assert isinstance(enc, SerializableAttr)
    assert not enc.is_serialized()
    assert not isinstance(enc, EncodingPropagationAttr)
    assert not isinstance(enc, TensorEncodingAttr)  # IREE ties its maps to no tensor rank


# ---------------------------------------------------------------------------------------
# Attribute syntax: parse and print round trips, exactly IREE's spelling
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("#iree_encoding.matmul_k<k_dims = [1]>", MatmulKAttr([1])),
        ("#iree_encoding.matmul_k<k_dims = []>", MatmulKAttr([])),
        ("#iree_encoding.padding<[0, ?, 64]>", PaddingAttr([0, Q, 64])),
        ("#iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>", LayoutAttr([PaddingAttr([0, 64])])),
        ("#iree_encoding.layout<[#iree_encoding.identity]>", LayoutAttr([IdentityAttr()])),
        ("#iree_encoding.identity", IdentityAttr()),
        (
            "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>",
            EncodingAttr(0, "matmul", [f32, f32, f32]),
        ),
        (
            "#iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f16, f16, f32], "
            "user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, [affine_map<(d0, d1, d2) -> (d2, d1)>, "
            "affine_map<(d0, d1) -> (d1, d0)>], affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>",
            EncodingAttr(
                1,
                "conv",
                [f16, f16, f32],
                [MAP_LHS, ArrayAttr([MAP_RHS, AffineMapAttr(AffineMap.from_callable(lambda a, b: (b, a)))]), MAP_ACC],
                [Q, 128, 64],
            ),
        ),
    ],
)
def test_attribute_round_trip(text: str, expected: Attribute):
    parsed = parse_attr(text)
    assert parsed == expected
    assert printed(parsed) == text
    assert str(expected) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        (
            "#iree_encoding.encoding<operand_index = 0 : index, op_type =  matmul, element_types = [f32, f32, f32]>",
            "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>",
        ),
        (
            "#iree_encoding.encoding<element_types = [i8], op_type = matmul, operand_index = 0 : index>",
            "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8]>",
        ),
        ("#iree_encoding<matmul_k<k_dims = [1]>>", "#iree_encoding.matmul_k<k_dims = [1]>"),
        ("#iree_encoding.identity<>", "#iree_encoding.identity"),
        ("#iree_encoding.padding<[ 0 ,? ]>", "#iree_encoding.padding<[0, ?]>"),
    ],
)
def test_attribute_spellings_iree_accepts(text: str, canonical: str):
    assert printed(parse_attr(text)) == canonical


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("#iree_encoding.matmul_k<k_dims = [1, 1]>", "k_dims must be unique"),
        ("#iree_encoding.matmul_k<k_dims = [?]>", "Expected integer literal"),
        ("#iree_encoding.matmul_k<[1]>", "expected a parameter name in struct"),
        ("#iree_encoding.padding<[0, -1]>", "padding values need to be non-negative or dynamic"),
        ("#iree_encoding.layout<[]>", "expected non-empty layouts"),
        ("#iree_encoding.identity<1>", "takes no parameters"),
        (
            "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul>",
            "struct is missing required parameter: element_types",
        ),
        ("#iree_encoding.encoding<op_type = mmt4d>", "EncodingOpType to be one of: matmul, scaled_matmul, conv"),
        ("#iree_encoding.encoding<bcast_map = 1>", "duplicate or unknown struct parameter name: bcast_map"),
        (
            "#iree_encoding.encoding<op_type = matmul, op_type = conv>",
            "duplicate or unknown struct parameter name: op_type",
        ),
        ("#iree_encoding.encoding<operand_index = 1.0>", "operand_index: invalid kind of attribute specified"),
        ("#iree_encoding.matmul_k<k_dims = [1]", "Expected '>'"),
    ],
)
def test_attribute_parse_errors(text: str, message: str):
    with pytest.raises(ParseError, match=message):
        parse_attr(text)


def test_parse_error_points_at_the_parameters():
    with pytest.raises(ParseError) as info:
        parse_attr("#iree_encoding.padding<[0, -1]>")
    assert info.value.span.text == "<[0, -1]>"


# ---------------------------------------------------------------------------------------
# Ops
# ---------------------------------------------------------------------------------------


def test_set_encoding_construction_and_verify():
    source = create_ssa_value(tt((16, 32)))
    op = SetEncodingOp(source, tt((16, 32), MatmulKAttr([1])))
    op.verify()
    assert op.source is source
    assert op.result.type == tt((16, 32), MatmulKAttr([1]))
    SetEncodingOp(create_ssa_value(tt((16, 32))), tt((Q, 32), IdentityAttr())).verify()


def test_unset_encoding_construction_and_verify():
    source = create_ssa_value(tt((Q, Q), PaddingAttr([0, Q])))
    d0, d1 = create_ssa_value(IndexType()), create_ssa_value(IndexType())
    op = UnsetEncodingOp(source, tt((Q, Q)), [d0, d1], {"tag": StringAttr("x")})
    op.verify()
    assert tuple(op.result_dims) == (d0, d1)
    assert op.attributes["tag"] == StringAttr("x")
    UnsetEncodingOp(create_ssa_value(tt((4,), IdentityAttr())), tt((4,))).verify()


@pytest.mark.parametrize(
    ("source", "result", "message"),
    [
        (
            tt((16, 32), IdentityAttr()),
            tt((16, 32), MatmulKAttr([1])),
            "source of set_encoding op cannot have a tensor encoding",
        ),
        (tt((16, 32)), tt((16, 32)), "result of set_encoding op expected to have a valid tensor encoding"),
        (
            tt((16, 32)),
            tt((16, 32), StringAttr("x")),
            "result of set_encoding op expected to have a valid tensor encoding",
        ),
        (tt((16, 32)), tt((512,), IdentityAttr()), r"cannot change the rank of the tensor \(tensor<16x32xf32> vs"),
        (tt((16, 32)), tt((16, 96), PaddingAttr([0, 64])), "expected to preserve the logical shape of the tensor"),
        (tt((16, 32)), tt((16, 32), IdentityAttr(), f16), "expected to preserve the element type of the tensor"),
        (tt((16, 32)), tt((16, 32), MatmulKAttr([2])), "K dim 2 is out of range for the rank-2 tensor"),
        (tt((16, 32)), tt((16, 32), PaddingAttr([0])), "expected one padding value per dim"),
    ],
)
def test_set_encoding_verifier(source: TensorType[Attribute], result: TensorType[Attribute], message: str):
    with pytest.raises(VerifyException, match=message):
        SetEncodingOp(create_ssa_value(source), result).verify()


@pytest.mark.parametrize(
    ("source", "result", "dims", "message"),
    [
        (tt((16, 32)), tt((16, 32)), 0, "source of unset_encoding op expected to have a valid tensor encoding"),
        (tt((16, 32), IdentityAttr()), tt((16, 32), IdentityAttr()), 0, "result of unset_encoding op cannot have"),
        (tt((16, 32), IdentityAttr()), tt((16, 32, 1)), 0, "cannot change the rank of the tensor"),
        (tt((16, 32), PaddingAttr([0, 64])), tt((16, 96)), 0, "expected to preserve the logical shape"),
        (tt((16, 32), IdentityAttr()), TensorType(i32, (16, 32)), 0, "expected to preserve the element type"),
        (tt((16, 32), MatmulKAttr([3])), tt((16, 32)), 0, "K dim 3 is out of range"),
        (
            tt((Q, Q), IdentityAttr()),
            tt((Q, Q)),
            1,
            "result type set has 2 dynamic dimensions but only 1 dimension values are attached",
        ),
        (
            tt((16, 32), IdentityAttr()),
            tt((16, 32)),
            1,
            "result type set has 0 dynamic dimensions but only 1 dimension values are attached",
        ),
    ],
)
def test_unset_encoding_verifier(source: TensorType[Attribute], result: TensorType[Attribute], dims: int, message: str):
    op = UnsetEncodingOp(create_ssa_value(source), result, [create_ssa_value(IndexType()) for _ in range(dims)])
    with pytest.raises(VerifyException, match=message):
        op.verify()


OPS = f"""\
builtin.module {{
  func.func @f(%a: tensor<?x32xf32>, %d0: index) -> tensor<?x32xf32> {{
    %0 = iree_encoding.set_encoding %a : tensor<?x32xf32> -> tensor<?x32xf32, {MatmulKAttr([1])}>
    %1 = iree_encoding.set_encoding {{tag = "x"}} %a : tensor<?x32xf32> -> tensor<?x32xf32, {PaddingAttr([0, Q])}>
    %2 = iree_encoding.unset_encoding %0 : tensor<?x32xf32, {MatmulKAttr([1])}> -> tensor<?x32xf32>{{%d0}}
    %3 = iree_encoding.unset_encoding {{tag = 1 : i32}} %1 : tensor<?x32xf32, {PaddingAttr([0, Q])}> -> tensor<?x32xf32>{{%d0}}
    func.return %3 : tensor<?x32xf32>
  }}
}}
"""


def test_ops_round_trip_custom_form():
    module = parse_module(OPS)
    module.verify()
    assert printed_op(module) == OPS.rstrip("\n")
    ops = list(module.walk())
    assert [type(op) for op in ops[2:6]] == [SetEncodingOp, SetEncodingOp, UnsetEncodingOp, UnsetEncodingOp]


def test_ops_round_trip_generic_form():
    module = parse_module(OPS)
    generic = printed_op(module, generic=True)
    assert '"iree_encoding.unset_encoding"(%0, %d0)' in generic
    assert '"iree_encoding.set_encoding"(%a) {tag = "x"}' in generic
    assert printed_op(parse_module(generic)) == OPS.rstrip("\n")


def test_unset_encoding_rejects_non_tensor_result():
    text = """
    func.func @f(%a: tensor<4xf32, #iree_encoding.identity>) {
      %0 = iree_encoding.unset_encoding %a : tensor<4xf32, #iree_encoding.identity> -> memref<4xf32>
      func.return
    }
    """
    with pytest.raises(VerifyException, match=r"memref<4xf32> should be of base attribute tensor"):
        parse_module(text).verify()
