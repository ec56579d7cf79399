"""How each encoding crosses an element-wise op (`ElementwisePropagationAttr`), as IREE 3.13 rewrites chains."""

from __future__ import annotations

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, f32
from xdsl.ir.affine import AffineMap

from xdsl_encoding.dialects.iree_encoding import EncodingAttr, MatmulKAttr, PaddingAttr
from xdsl_encoding.interfaces import Blocked

M0 = AffineMap.from_callable(lambda m, n, k: (m, k))
M1 = AffineMap.from_callable(lambda m, n, k: (k, n))
M2 = AffineMap.from_callable(lambda m, n, k: (m, n))
IDENTITY = AffineMap.identity(2)
TRANSPOSE = AffineMap.from_callable(lambda a, b: (b, a))
BIAS = AffineMap.from_callable(lambda a, b: (b,))


def encoding(index: int, maps: list[AffineMapAttr | ArrayAttr[AffineMapAttr]] | None = None) -> EncodingAttr:
    entries = maps or [AffineMapAttr(M0), AffineMapAttr(M1), AffineMapAttr(M2)]
    return EncodingAttr(index, "matmul", [f32, f32, f32], entries, [5, 3, 7])


def test_bubbling_appends_the_map_to_the_operand_chain_identity_too() -> None:
    moved = encoding(1).bubbled(IDENTITY)
    assert moved == encoding(
        1, [AffineMapAttr(M0), ArrayAttr([AffineMapAttr(M1), AffineMapAttr(IDENTITY)]), AffineMapAttr(M2)]
    )


def test_a_chain_grows_and_root_maps_stay() -> None:
    once = encoding(0).bubbled(TRANSPOSE)
    assert isinstance(once, EncodingAttr)
    twice = once.bubbled(IDENTITY)
    assert twice == encoding(
        0,
        [
            ArrayAttr([AffineMapAttr(M0), AffineMapAttr(TRANSPOSE), AffineMapAttr(IDENTITY)]),
            AffineMapAttr(M1),
            AffineMapAttr(M2),
        ],
    )


def test_sinking_skips_identities_and_inverts_the_target_map() -> None:
    result = encoding(2)
    assert result.sunk(IDENTITY, IDENTITY) == result
    assert result.sunk(IDENTITY, BIAS) == encoding(
        2, [AffineMapAttr(M0), AffineMapAttr(M1), ArrayAttr([AffineMapAttr(M2), AffineMapAttr(BIAS)])]
    )
    assert result.sunk(TRANSPOSE, IDENTITY) == encoding(
        2, [AffineMapAttr(M0), AffineMapAttr(M1), ArrayAttr([AffineMapAttr(M2), AffineMapAttr(TRANSPOSE)])]
    )


def test_a_map_of_the_wrong_width_is_refused() -> None:
    moved = encoding(1).bubbled(AffineMap.identity(3))
    assert isinstance(moved, Blocked)
    assert "3 dims" in moved.reason


def test_padding_and_matmul_k_follow_the_dims() -> None:
    assert PaddingAttr([0, 64]).bubbled(TRANSPOSE) == PaddingAttr([64, 0])
    assert PaddingAttr([0, 64]).bubbled(BIAS) == PaddingAttr([64])
    assert MatmulKAttr([1]).bubbled(TRANSPOSE) == MatmulKAttr([0])
    assert MatmulKAttr([0]).bubbled(BIAS) == MatmulKAttr([])
    assert PaddingAttr([0, 64]).sunk(TRANSPOSE, IDENTITY) == PaddingAttr([64, 0])
