"""Finding, dropping and forwarding past encodings: the helpers both materializations share."""

from __future__ import annotations

import pytest
from xdsl.dialects import tensor, test
from xdsl.dialects.builtin import ArrayAttr, DenseIntOrFPElementsAttr, FunctionType, TensorType, f32, i32
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.dialects.iree_encoding import MatmulKAttr, PaddingAttr
from xdsl_encoding.utils.encodings import (
    cast_to,
    check_no_encoding_left,
    contains_encoding,
    drop_encodings,
    first_encoded_op,
    holds_encoding,
    without_encoding,
)

ENCODED = TensorType(f32, (4, 8), MatmulKAttr([1]))
PLAIN = TensorType(f32, (4, 8))


def test_without_encoding_keeps_shape_and_element_type():
    assert without_encoding(ENCODED) == PLAIN
    assert without_encoding(PLAIN) == PLAIN


def test_contains_and_drops_nested_encodings():
    nested = FunctionType.from_lists([ENCODED, i32], [ArrayAttr([ENCODED])])
    assert contains_encoding(nested)
    assert drop_encodings(nested) == FunctionType.from_lists([PLAIN, i32], [ArrayAttr([PLAIN])])
    dense = DenseIntOrFPElementsAttr.from_list(TensorType(f32, (2,), PaddingAttr([1])), [1.0, 2.0])
    assert contains_encoding(dense)
    assert not contains_encoding(drop_encodings(dense))
    assert drop_encodings(PLAIN) is PLAIN
    assert not contains_encoding(i32)


def test_the_encoding_left_check_names_the_first_encoded_op():
    plain = test.TestOp(result_types=[PLAIN])
    encoded = test.TestOp(result_types=[ENCODED])
    assert not holds_encoding(plain)
    assert holds_encoding(encoded)
    check_no_encoding_left([plain], "some-pass")
    with pytest.raises(PassFailedException, match=r"some-pass: an encoding is left on test\.op"):
        check_no_encoding_left([plain, encoded], "some-pass")
    assert first_encoded_op(encoded) is encoded
    assert first_encoded_op(plain) is None


def test_cast_to_forwards_or_casts():
    value = test.TestOp(result_types=[TensorType(f32, (4, -1))]).results[0]
    assert cast_to(value, value.type) == ([], value)
    ops, cast = cast_to(value, PLAIN)
    assert len(ops) == 1
    assert isinstance(ops[0], tensor.CastOp)
    assert ops[0].source is value
    assert cast.type == PLAIN
