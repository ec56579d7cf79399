"""`materialize-encoding-into-nop`: no encoding left anywhere, values unchanged, set/unset forwarded."""

from __future__ import annotations

import pytest
from padding_programs import ELEMENT_TYPES, PROGRAMS, Sizes
from xdsl.dialects.builtin import TensorType, f32
from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.dialects.iree_encoding import MatmulKAttr, SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.transforms import get_all_passes
from xdsl_encoding.transforms.materialize_encoding_into_nop import MaterializeEncodingIntoNopPass
from xdsl_encoding.utils.encodings import first_encoded_op

ENCODED = TensorType(f32, (4, 8), MatmulKAttr([1]))
PLAIN = TensorType(f32, (4, 8))


def test_pass_is_registered():
    assert get_all_passes()["materialize-encoding-into-nop"]() is MaterializeEncodingIntoNopPass


@pytest.mark.parametrize("dynamic", [False, True], ids=["static_m", "dynamic_m"])
@pytest.mark.parametrize("element", ELEMENT_TYPES)
@pytest.mark.parametrize("program", PROGRAMS)
def test_nop_drops_every_encoding_and_keeps_values(program: str, element: str, dynamic: bool):
    module = parse_module(PROGRAMS[program](Sizes(64, 300, 24, dynamic), element))
    encoded = run_passes(module, "set-encoding,propagate-encodings")
    assert first_encoded_op(encoded) is not None
    lowered = run_passes(encoded, "materialize-encoding-into-nop")
    assert first_encoded_op(lowered) is None
    assert not any(isinstance(op, SetEncodingOp | UnsetEncodingOp) for op in lowered.walk())
    assert compare(module, lowered, "main", seed=5).agree


def test_nop_materializes_encoded_signatures():
    text = """
#k = #iree_encoding.matmul_k<k_dims = [1]>
func.func private @ext(tensor<4x8xf32, #k>) -> tensor<4x8xf32, #k>
func.func @main(%x: tensor<4x8xf32, #k>) -> tensor<4x8xf32, #k> {
  %r = func.call @ext(%x) : (tensor<4x8xf32, #k>) -> tensor<4x8xf32, #k>
  func.return %r : tensor<4x8xf32, #k>
}
"""
    lowered = run_passes(parse_module(text), "materialize-encoding-into-nop")
    assert first_encoded_op(lowered) is None
    assert "func.func private @ext(tensor<4x8xf32>) -> tensor<4x8xf32>" in str(lowered)


def test_nop_then_padding_agree():
    module = parse_module(PROGRAMS["heads_chain"](Sizes(64, 300, 24, True), "f32"))
    encoded = run_passes(module, "set-encoding,propagate-encodings")
    nop = run_passes(encoded, "materialize-encoding-into-nop")
    padded = run_passes(encoded, "materialize-encoding-into-padding")
    assert compare(nop, padded, "main").agree


def test_invalid_input_is_left_untouched():
    text = """
func.func @main(%x: tensor<4x64xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<4x8x8xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
  %e = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 8, 8] : tensor<4x64xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<4x8x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return %e : tensor<4x8x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
}
"""
    module = parse_module(text, verify=False)
    before = str(module)
    with pytest.raises(DiagnosticException, match="cannot cross this reshape"):
        MaterializeEncodingIntoNopPass().apply(None, module)  # pyright: ignore[reportArgumentType]
    assert str(module) == before
