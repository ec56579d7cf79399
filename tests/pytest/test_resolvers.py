"""Resolvers: IREE's worked cache-line values, every no-padding case, the multiple rule, explicit paddings."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, TensorType, f16, f32, f64, i1, i8, i32
from xdsl.ir import Attribute

from xdsl_encoding.dialects.iree_encoding import EncodingAttr, IdentityAttr, LayoutAttr, MatmulKAttr, PaddingAttr
from xdsl_encoding.interfaces import ContractionEncodingAttr
from xdsl_encoding.resolvers import (
    Resolution,
    ResolverOptions,
    Unresolvable,
    cache_line_padding,
    element_bits,
    multiple_padding,
    padded_shape,
    resolve_padding,
)

Q = DYNAMIC_INDEX
CACHE_LINE = ResolverOptions()
MULTIPLE_16 = ResolverOptions(resolver="multiple")


def resolved(
    encoding: Attribute, shape: tuple[int, ...], element_type: Attribute, options: ResolverOptions
) -> Resolution:
    answer = resolve_padding(encoding, shape, element_type, options)
    assert isinstance(answer, Resolution), answer
    return answer


# IREE's `with_pad_encoding` table (gfx942: 128-byte lines, 4 sets), f16, LHS `matmul_k<[1]>`.
IREE_WORKED_VALUES = [
    ((4096, 4096), (4096, 4160)),
    ((4096, 4160), (4096, 4160)),
    ((4096, 1337), (4096, 1344)),
    ((4096, 4095), (4096, 4160)),
    ((4096, 250), (4096, 250)),
    ((60, 4096), (60, 4096)),
    ((Q, 4096), (Q, 4160)),
    ((Q, Q), (Q, Q)),
]


@pytest.mark.parametrize(("shape", "storage"), IREE_WORKED_VALUES)
def test_cache_line_reproduces_iree_worked_values(shape: tuple[int, int], storage: tuple[int, int]):
    answer = resolved(MatmulKAttr([1]), shape, f16, CACHE_LINE)
    assert padded_shape(shape, answer.padding) == storage


def test_cache_line_pads_matmul_k_binding_like_iree():
    # materialize_encoding_into_padding.at-e5ca8aebe5: 2048x2048xf16 matmul_k<[1]> binds 2048x2112.
    assert resolved(MatmulKAttr([1]), (2048, 2048), f16, CACHE_LINE).padding == (0, 64)


@pytest.mark.parametrize(
    ("dim", "shape", "bits", "reason"),
    [
        (0, (4096, 4096), 16, "not the innermost dim"),
        (1, (4096, Q), 16, "is dynamic"),
        (1, (60, 4096), 16, "skinny"),
        (2, (3, 20, 4096), 16, "skinny"),
        (1, (4096, 4096), 1, "not a whole number of bytes"),
        (1, (4096, 4096), None, "not a whole number of bytes"),
        (1, (4096, 4096), 256, "exceeds the cache line"),
        (1, (4096, 250), 16, "smaller than the cache span"),
        (1, (4096, 4160), 16, "already avoids"),
    ],
)
def test_cache_line_says_why_nothing_is_padded(dim: int, shape: tuple[int, ...], bits: int | None, reason: str):
    answer = cache_line_padding(dim, shape, bits, 128, 4)
    assert answer.amount == 0
    assert answer.remark is not None
    assert reason in answer.remark


def test_cache_line_skinny_check_ignores_dynamic_products():
    # A dynamic M is not known to be small: ?x4096 is padded (IREE's worked value).
    assert cache_line_padding(2, (Q, 2, 4096), 16, 128, 4).amount == 64


def test_cache_line_compares_element_bits_with_line_bytes_like_iree():
    # `elementBits > cacheLineBytes`: f64 is padded with 64-byte lines but not with 32-byte ones.
    assert cache_line_padding(1, (128, 4096), 64, 64, 2).amount == 8
    assert cache_line_padding(1, (128, 4096), 64, 32, 4).amount == 0


@pytest.mark.parametrize(
    ("size", "element_type", "line", "sets", "expected"),
    [
        (1000, f32, 128, 4, 56),  # 4000 B -> 4096 B is a span multiple -> one line more: 224 B
        (300, i32, 128, 4, 20),  # 1200 B -> 1280 B, not a span multiple
        (4096, i8, 128, 4, 128),  # 4096 B: aligned, span multiple -> one line
        (1337, f16, 64, 2, 39),  # 2674 B -> 2688 B is a multiple of the 128 B span -> + 64 B
    ],
)
def test_cache_line_arithmetic(size: int, element_type: Attribute, line: int, sets: int, expected: int):
    options = ResolverOptions(cache_line_bytes=line, cache_sets=sets)
    assert resolved(MatmulKAttr([1]), (128, size), element_type, options).padding == (0, expected)


def test_cache_line_leaves_accumulator_and_rhs_unpadded():
    acc = resolved(MatmulKAttr([]), (4096, 4096), f16, CACHE_LINE)
    rhs = resolved(MatmulKAttr([0]), (4096, 4096), f16, CACHE_LINE)
    assert acc.padding == rhs.padding == (0, 0)
    assert acc.remarks == ("no K dim: not padded",)
    assert "not the innermost" in rhs.remarks[0]


@pytest.mark.parametrize(("size", "multiple", "expected"), [(250, 16, 6), (256, 16, 0), (1, 16, 15), (1000, 7, 1)])
def test_multiple_rounds_k_up(size: int, multiple: int, expected: int):
    assert multiple_padding(0, (size,), multiple).amount == expected


def test_multiple_pads_k_wherever_it_is():
    assert resolved(MatmulKAttr([0]), (250, 500), f32, MULTIPLE_16).padding == (6, 0)
    assert resolved(MatmulKAttr([1]), (3, 250), f32, MULTIPLE_16).padding == (0, 6)


def test_multiple_leaves_dynamic_k_with_a_remark():
    answer = resolved(MatmulKAttr([1]), (8, Q), f32, MULTIPLE_16)
    assert answer.padding == (0, 0)
    assert answer.remarks == ("K dim 1 not padded: K dim 1 is dynamic",)


def test_explicit_padding_is_used_as_written():
    assert resolved(PaddingAttr([1, 3]), (5, 6), f16, CACHE_LINE).padding == (1, 3)
    assert resolved(PaddingAttr([1, 3]), (5, 6), f16, MULTIPLE_16).padding == (1, 3)


def test_question_mark_is_resolved_as_a_k_dim():
    # IREE HEAD: ?x2048xf32 with padding<[0, ?]> -> ?x2080.
    assert resolved(PaddingAttr([0, Q]), (Q, 2048), f32, CACHE_LINE).padding == (0, 32)
    assert resolved(PaddingAttr([Q, 2]), (13, 100), i32, MULTIPLE_16).padding == (3, 2)
    outer = resolved(PaddingAttr([Q, 2]), (13, 100), i32, CACHE_LINE)
    assert outer.padding == (0, 2)
    assert "padding `?` of dim 0 resolved to 0" in outer.remarks[0]


def test_layout_members_must_agree():
    one = LayoutAttr([PaddingAttr([0, 64])])
    assert resolved(one, (2048, 2048), f16, CACHE_LINE).padding == (0, 64)
    same = LayoutAttr([PaddingAttr([0, 8]), PaddingAttr([0, 8])])
    assert resolved(same, (4, 8), f32, CACHE_LINE).padding == (0, 8)
    assert resolved(LayoutAttr([IdentityAttr()]), (4, 8), f32, CACHE_LINE).padding == (0, 0)
    disagree = resolve_padding(LayoutAttr([PaddingAttr([0, 8]), IdentityAttr()]), (4, 8), f32, CACHE_LINE)
    assert isinstance(disagree, Unresolvable)
    assert "different paddings" in disagree.reason


def test_padding_of_the_wrong_rank_is_unresolvable():
    assert isinstance(resolve_padding(PaddingAttr([0, 8]), (4, 8, 2), f32, CACHE_LINE), Unresolvable)


def test_encodings_without_k_dims_or_padding_are_not_padded():
    assert resolved(IdentityAttr(), (4096, 4096), f16, CACHE_LINE) == Resolution((0, 0))
    opaque = resolved(EncodingAttr(0, "matmul", [f16, f16, f32]), (4096, 4096), f16, CACHE_LINE)
    assert opaque.padding == (0, 0)
    assert "names neither K dims nor a padding" in opaque.remarks[0]


class TwoKAttr(ContractionEncodingAttr):
    """A contraction encoding with two K dims (matmul_k allows one; the resolvers ask the interface)."""

    def reduction_dims(self) -> tuple[int, ...] | None:
        return (1, 2)


class UnknownKAttr(ContractionEncodingAttr):
    def reduction_dims(self) -> tuple[int, ...] | None:
        return None


def test_resolvers_ask_the_contraction_interface():
    two_k: Attribute = TwoKAttr()  # pyright: ignore[reportAssignmentType]
    unknown: Attribute = UnknownKAttr()  # pyright: ignore[reportAssignmentType]
    assert resolved(two_k, (4, 250, 250), f32, MULTIPLE_16).padding == (0, 6, 6)
    cache = resolved(two_k, (4096, 4096, 4096), f16, CACHE_LINE)
    assert cache.padding == (0, 0, 0)
    assert "the cache-line rule pads exactly one" in cache.remarks[0]
    assert resolved(unknown, (4096, 4096), f16, CACHE_LINE).padding == (0, 0)


class OutOfRangeKAttr(ContractionEncodingAttr):
    """An interface implementation that names a K dim its tensor does not have (nothing checks it for us)."""

    def reduction_dims(self) -> tuple[int, ...] | None:
        return (2,)


def test_a_k_dim_out_of_range_is_not_padded_rather_than_an_index_error():
    out_of_range: Attribute = OutOfRangeKAttr()  # pyright: ignore[reportAssignmentType]
    answer = resolved(out_of_range, (4096, 4096), f16, MULTIPLE_16)
    assert answer.padding == (0, 0)
    assert answer.remarks == ("K dim 2 is out of range for rank 2: not padded",)


@pytest.mark.parametrize(
    ("options", "problem"),
    [
        (ResolverOptions(resolver="tiles"), "unknown resolver 'tiles'"),
        (ResolverOptions(cache_line_bytes=0), "must be positive"),
        (ResolverOptions(cache_sets=-1), "must be positive"),
        (ResolverOptions(resolver="multiple", multiple=0), "multiple must be positive"),
        (ResolverOptions(resolver="cache-line", multiple=0), "multiple must be positive"),
        (ResolverOptions(resolver="multiple", cache_sets=0), "must be positive"),
    ],
)
def test_bad_options_are_reported(options: ResolverOptions, problem: str):
    reported = options.problem()
    assert reported is not None
    assert problem in reported


def test_good_options_have_no_problem():
    assert ResolverOptions().problem() is None
    assert ResolverOptions(resolver="multiple", multiple=3).problem() is None


def test_element_bits():
    assert [element_bits(t) for t in (f16, f32, f64, i1, i8)] == [16, 32, 64, 1, 8]
    assert element_bits(IndexType()) is None
    assert element_bits(TensorType(f32, [2])) is None


def test_shapes():
    assert padded_shape((4096, Q), (64, 0)) == (4160, Q)
