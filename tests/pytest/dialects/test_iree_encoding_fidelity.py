"""IREE 3.13 / 3.7.1 fidelity of the iree_encoding dialect: widths kept, every attribute, both spellings."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    f32,
    i8,
    i64,
)
from xdsl.utils.exceptions import ParseError, VerifyException

from xdsl_encoding.dialects.iree_encoding import (
    EncodingAttr,
    IdentityResolverAttr,
    LayoutAttr,
    PackedStorageAttr,
    PaddingAttr,
    SpecializationResolverAttr,
    SpecializedAttr,
    UnknownAttr,
    UnsetEncodingOp,
)
from xdsl_encoding.dialects.iree_encoding import (
    TestingAttr as IreeTestingAttr,
)
from xdsl_encoding.verify.module import verify_module

from .ir_text import parse_attr, printed
from .ir_text import parse_module as parse_text


def parse_module(text: str) -> ModuleOp:
    module = parse_text(text)
    module.verify()
    return module


@pytest.mark.parametrize(
    "text",
    [
        "#iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32]>",
        "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>",
        "#iree_encoding.encoding<operand_index = 1 : i8, op_type = conv, element_types = [f32]>",
        "#iree_encoding.encoding<operand_index = 0 : index, op_type = scaled_matmul, element_types = [f4E2M1FN, "
        "f4E2M1FN, f8E8M0FNU, f8E8M0FNU, f32], original_element_type = i4>",
        "#iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32], "
        "user_indexing_maps = [affine_map<(d0, d1) -> (d0)>], iteration_sizes = [-8, ?]>",
        "#iree_encoding.testing<>",
        "#iree_encoding.testing<layouts = [#iree_encoding.specialized<123>], original_element_type = i4>",
        "#iree_encoding.testing<original_element_type = i4>",
        "#iree_encoding.testing<[#iree_encoding.specialization_resolver<123>]>",
        "#iree_encoding.specialized<123>",
        "#iree_encoding.specialized<-2147483648, tensor<?x?xf32>>",
        "#iree_encoding.specialization_resolver<123>",
        "#iree_encoding.packed_storage",
        "#iree_encoding.unknown",
        "#iree_encoding.identity_resolver",
        "#iree_encoding.unsupported_resolver",
        "#iree_encoding.optype<scaled_matmul>",
        "#iree_encoding.layout<[#iree_encoding.matmul_k<k_dims = [1]>, #iree_encoding.layout<[#iree_encoding.identity]>]>",
        "#iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = "
        "{innerDimsPos = [0 : i64, 1 : i64], innerTileSizes = [16 : i64, 2 : i64], outerDimsPerm = [0 : i64, 1 : i64]}}>]>",
        "#iree_gpu.gpu_padding_resolver<cache_line_bytes = 128, cache_sets = 4>",
        "#iree_gpu.gpu_encoding_resolver<>",
    ],
)
def test_prints_back_as_written(text: str):
    assert printed(parse_attr(text)) == text


def test_operand_index_keeps_its_type():
    as_i64 = parse_attr("#iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32]>")
    as_index = parse_attr("#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32]>")
    assert isinstance(as_i64, EncodingAttr)
    assert isinstance(as_index, EncodingAttr)
    assert as_i64.operand_index == IntegerAttr(0, i64)
    assert as_index.operand_index == IntegerAttr(0, IndexType())
    assert as_i64 != as_index
    assert "operand_index = 0 : i64" in printed(as_i64)


def test_question_mark_and_int64_min_are_the_same_size():
    """IREE reads `?` as INT64_MIN (ShapedType::kDynamic), so both spellings are one attribute."""
    maps = "user_indexing_maps = [affine_map<(d0) -> (d0)>]"
    a = parse_attr(
        f"#iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], {maps}, iteration_sizes = [?]>"
    )
    b = parse_attr(
        f"#iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], {maps}, "
        "iteration_sizes = [-9223372036854775808]>"
    )
    assert a == b
    assert isinstance(a, EncodingAttr)
    assert a.iteration_size_values == (None,)
    assert parse_attr("#iree_encoding.padding<[-9223372036854775808]>") == parse_attr("#iree_encoding.padding<[?]>")


def test_attributes_without_parameters_accept_empty_angles():
    assert parse_attr("#iree_encoding.packed_storage<>") == PackedStorageAttr()
    assert parse_attr("#iree_encoding.unknown<>") == UnknownAttr()
    assert parse_attr("#iree_encoding.identity_resolver<>") == IdentityResolverAttr()


def test_testing_spellings_stay_apart():
    """3.7.1's `testing<[...]>` and 3.13's `testing<layouts = [...]>` are each printed as written."""
    old = IreeTestingAttr([SpecializationResolverAttr(1)], list_syntax=True)
    new = IreeTestingAttr([SpecializedAttr(1)])
    assert printed(old) == "#iree_encoding.testing<[#iree_encoding.specialization_resolver<1>]>"
    assert printed(new) == "#iree_encoding.testing<layouts = [#iree_encoding.specialized<1>]>"
    assert new.is_serialized()
    assert not IreeTestingAttr().is_serialized()
    with pytest.raises(VerifyException, match="list syntax cannot carry original_element_type"):
        IreeTestingAttr([], i8, list_syntax=True)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("#iree_encoding.specialized<2147483648>", "integer value too large"),
        ("#iree_encoding.specialization_resolver<1, 2>", "'>' expected"),
        (
            "#iree_encoding.layout<[#iree_encoding.unknown]>",
            "expected all the layout attributes to implement SerializableAttr",
        ),
        (
            "#iree_encoding.layout<[#iree_encoding.specialization_resolver<1>]>",
            "expected all the layout attributes to implement SerializableAttr",
        ),
        (
            "#iree_encoding.layout<[#iree_gpu.gpu_padding_resolver<>]>",
            "expected all the layout attributes to implement SerializableAttr",
        ),
        (
            "#iree_encoding.encoding<operand_index = 0, op_type = #iree_encoding.optype<conv>, element_types = []>",
            "keyword",
        ),
        (
            "#iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [], original_element_type = 1>",
            "expected a type",
        ),
        ("#iree_encoding.testing<layouts = 1>", "expected an array"),
        ("#iree_encoding.testing<foo = 1>", "duplicate or unknown struct parameter name: foo"),
        ("#iree_gpu.gpu_padding_resolver<cache_sets = -1>", "integer value too large"),
        ("#iree_cpu.cpu_encoding_resolver<configuration = [1]>", "expected a dictionary"),
        ("#iree_encoding.encoding<>", "expected a parameter name in struct"),
    ],
)
def test_bad_attributes_are_parse_errors(text: str, message: str):
    with pytest.raises(ParseError, match=message):
        parse_attr(text)


def test_packed_storage_checks_the_element_width():
    PackedStorageAttr().verify_for_tensor(TensorType(IntegerType(4), [4], PackedStorageAttr()))
    with pytest.raises(VerifyException, match="bit-width of the element type is 12 but packed_storage is currently"):
        PackedStorageAttr().verify_for_tensor(TensorType(IntegerType(12), [4], PackedStorageAttr()))
    with pytest.raises(VerifyException, match="bit-width of the element type is 3 but packed_storage currently"):
        PackedStorageAttr().verify_for_tensor(TensorType(IntegerType(3), [4], PackedStorageAttr()))
    with pytest.raises(VerifyException, match="stricter than IREE: the element type index has no bit width"):
        PackedStorageAttr().verify_for_tensor(TensorType(IndexType(), [4], PackedStorageAttr()))
    layout = LayoutAttr([PackedStorageAttr()])
    with pytest.raises(VerifyException, match="bit-width of the element type is 32"):
        layout.verify_for_tensor(TensorType(f32, [4], layout))


ENC3 = (
    "#iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32], "
    "user_indexing_maps = [#map, #map, #map], iteration_sizes = [?, 1, ?]>"
)


def _with_dims(op: str) -> str:
    return f"""
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @f(%x: tensor<?x?xf32>, %e: tensor<?x?xf32, {ENC3}>, %d0: index, %d1: index, %m: index, %k: index) {{
  {op}
  func.return
}}"""


def test_encoding_dims_round_trip_and_count():
    module = parse_module(
        _with_dims(
            f"%u = iree_encoding.unset_encoding %e encoding_dims{{%m, %k}} : tensor<?x?xf32, {ENC3}> -> tensor<?x?xf32>{{%d0, %d1}}"
        )
    )
    unset = next(op for op in module.walk() if isinstance(op, UnsetEncodingOp))
    assert [v.name_hint for v in unset.result_dims] == ["d0", "d1"]
    assert [v.name_hint for v in unset.encoding_dims] == ["m", "k"]
    assert "encoding_dims{%m, %k}" in str(module).replace("encoding_dims {", "encoding_dims{")
    with pytest.raises(VerifyException, match=r"encoding expects 2 dynamic encoding dimension\(s\), but 1 provided"):
        parse_module(
            _with_dims(
                f"%s = iree_encoding.set_encoding %x encoding_dims{{%m}} : tensor<?x?xf32> -> tensor<?x?xf32, {ENC3}>"
            )
        )
    # No encoding_dims at all is IREE 3.7.1's spelling of the same op: accepted.
    parse_module(_with_dims(f"%s = iree_encoding.set_encoding %x : tensor<?x?xf32> -> tensor<?x?xf32, {ENC3}>"))


@pytest.mark.parametrize(
    "generic",
    [
        # IREE 3.13: the segment sizes are a property
        '%u = "iree_encoding.unset_encoding"(%e, %d0, %d1) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : '
        "(tensor<?x?xf32, #iree_encoding.testing<>>, index, index) -> tensor<?x?xf32>",
        # IREE 3.7.1: none at all
        '%u = "iree_encoding.unset_encoding"(%e, %d0, %d1) : (tensor<?x?xf32, #iree_encoding.testing<>>, index, index) -> tensor<?x?xf32>',
    ],
)
def test_generic_unset_encoding_of_both_versions(generic: str):
    text = f"""func.func @f(%e: tensor<?x?xf32, #iree_encoding.testing<>>, %d0: index, %d1: index) {{
  {generic}
  func.return
}}"""
    module = parse_module(text)
    unset = next(op for op in module.walk() if isinstance(op, UnsetEncodingOp))
    assert len(unset.result_dims) == 2
    assert not unset.encoding_dims
    assert "-> tensor<?x?xf32>{%d0, %d1}" in str(module)


def test_unknown_is_no_encoding_for_set_encoding():
    text = """func.func @f(%x: tensor<4xf32>) {
  %0 = iree_encoding.set_encoding %x : tensor<4xf32> -> tensor<4xf32, #iree_encoding.unknown>
  func.return
}"""
    with pytest.raises(VerifyException, match="result of set_encoding op expected to have a valid tensor encoding"):
        parse_module(text)


def test_padding_rank_is_checked_only_by_this_project():
    text = "func.func @f(%x: tensor<4x8xf32, #iree_encoding.padding<[0]>>) {\n  func.return\n}"
    module = parse_module(text)  # xDSL's own verifier, like iree-opt, accepts it
    with pytest.raises(VerifyException, match="stricter than IREE: expected one padding value per dim"):
        verify_module(module)
    assert PaddingAttr([0, 64]).is_serialized()
    assert not PaddingAttr([0, DYNAMIC_INDEX]).is_serialized()
