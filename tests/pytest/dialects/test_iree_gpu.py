"""The iree_gpu resolvers: parsed, printed back, the padding resolver is no encoding."""

from __future__ import annotations

from xdsl.dialects.builtin import IntAttr, NoneAttr

from xdsl_encoding.dialects import get_all_dialects
from xdsl_encoding.dialects.iree_encoding import SerializableAttr
from xdsl_encoding.dialects.iree_gpu import IREEGPU, GPUEncodingResolverAttr, GPUPaddingResolverAttr

from .ir_text import parse_attr


def test_registered_under_its_name():
    assert get_all_dialects()["iree_gpu"]() is IREEGPU


def test_padding_resolver_fields():
    attr = parse_attr("#iree_gpu.gpu_padding_resolver<cache_sets = 4, cache_line_bytes = 128>")
    assert attr == GPUPaddingResolverAttr(128, 4)
    assert isinstance(attr, GPUPaddingResolverAttr)
    assert attr.cache_line_bytes == IntAttr(128)
    assert attr.cache_sets == IntAttr(4)
    assert str(attr) == "#iree_gpu.gpu_padding_resolver<cache_line_bytes = 128, cache_sets = 4>"
    assert GPUPaddingResolverAttr().cache_sets == NoneAttr()
    assert not isinstance(attr, SerializableAttr)


def test_encoding_resolver_is_serializable_once_resolved():
    attr = parse_attr(
        "#iree_gpu.gpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0], "
        "innerTileSizes = [16], outerDimsPerm = [0]}}>"
    )
    assert isinstance(attr, GPUEncodingResolverAttr)
    assert attr.is_serialized()
    assert not GPUEncodingResolverAttr().is_serialized()
