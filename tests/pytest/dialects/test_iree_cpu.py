"""The iree_cpu resolvers: typed, their serialized tiles readable, checked as IREE 3.13 checks them."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntegerAttr, StringAttr, TensorType, f32, i64
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects import get_all_dialects
from xdsl_encoding.dialects.iree_cpu import IREECPU, CPUEncodingResolverAttr, EncodingInfo, VMVXEncodingResolverAttr
from xdsl_encoding.dialects.iree_encoding import LayoutAttr, SerializableAttr

from .ir_text import parse_attr


def ints(*values: int) -> ArrayAttr[IntegerAttr]:
    return ArrayAttr(IntegerAttr(v, i64) for v in values)


def info(pos: tuple[int, ...], tiles: tuple[int, ...], perm: tuple[int, ...]) -> DictionaryAttr:
    return DictionaryAttr({"innerDimsPos": ints(*pos), "innerTileSizes": ints(*tiles), "outerDimsPerm": ints(*perm)})


def test_registered_under_its_name():
    assert get_all_dialects()["iree_cpu"]() is IREECPU
    assert IREECPU.name == "iree_cpu"


def test_serialized_layout_exposes_its_tiles():
    attr = parse_attr(
        "#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], "
        "innerTileSizes = [16, 2], outerDimsPerm = [0, 1]}}>"
    )
    assert isinstance(attr, CPUEncodingResolverAttr)
    assert isinstance(attr, SerializableAttr)
    assert attr.is_serialized()
    assert attr.encoding_info() == EncodingInfo((0, 1), (16, 2), (0, 1))
    assert LayoutAttr([attr]).is_serialized()


def test_unresolved_resolver_carries_the_target():
    attr = parse_attr(
        '#iree_cpu.cpu_encoding_resolver<configuration = {target_triple = "x86_64-xyz-xyz", cpu_features = "+avx2"}>'
    )
    assert isinstance(attr, CPUEncodingResolverAttr)
    assert not attr.is_serialized()
    assert attr.encoding_info() is None
    assert attr.string_option("cpu_features") == "+avx2"
    assert attr.string_option("ukernels") is None
    assert CPUEncodingResolverAttr() == parse_attr("#iree_cpu.cpu_encoding_resolver<>")


def test_vmvx_keeps_encoding_attr():
    config = {"encoding_info": info((0,), (8,), (0,)), "encoding_attr": StringAttr("x")}
    attr = VMVXEncodingResolverAttr(config)
    assert attr.config_value("encoding_attr") == StringAttr("x")
    assert attr.encoding_info() == EncodingInfo((0,), (8,), (0,))


@pytest.mark.parametrize(
    ("encoding_info", "rank", "message"),
    [
        (info((0, 1), (8,), (0, 1)), 2, r"innerDimsPos size \(2\) does not match innerTileSizes size \(1\)"),
        (info((0, 2), (8, 1), (0, 1)), 2, "innerDimsPos index 2 is out of bounds for tensor rank 2"),
        (info((0, 0), (8, 1), (0, 1)), 2, "innerDimsPos contains duplicate index 0"),
        (info((0, 1), (8, 1), (1, 1)), 2, "outerDimsPerm contains duplicate index 1"),
    ],
)
def test_packed_layout_verified_against_the_tensor(encoding_info: DictionaryAttr, rank: int, message: str):
    attr = CPUEncodingResolverAttr({"encoding_info": encoding_info})
    with pytest.raises(VerifyException, match=message):
        attr.verify_for_tensor(TensorType(f32, [4] * rank, attr))


def test_identity_packed_layout_fits_any_tensor():
    attr = CPUEncodingResolverAttr({"encoding_info": info((), (), ())})
    info_value = attr.encoding_info()
    assert info_value is not None
    assert info_value.is_identity
    attr.verify_for_tensor(TensorType(f32, [4, 4, 4], attr))


def test_malformed_encoding_info_is_a_diagnostic():
    attr = CPUEncodingResolverAttr({"encoding_info": DictionaryAttr({"innerDimsPos": StringAttr("x")})})
    with pytest.raises(VerifyException, match="invalid encoding_info in configuration: innerDimsPos must be an array"):
        attr.encoding_info()
