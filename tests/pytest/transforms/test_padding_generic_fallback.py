"""`materialize-encoding-into-padding`'s generic fallback (`lowerings.lower_logical_use`), run on numbers.

Ops the materialization has no rule for read logical values: padded operands are sliced to their
logical shape and encoded results become plain. The lit tests (linalg.mlir, set_unset.mlir) check the
IR; here both programs are interpreted on random inputs and must agree, so a slice at the wrong
offset or size, or padding read as data, fails.
"""

from __future__ import annotations

import pytest
from xdsl.dialects import tensor
from xdsl.dialects.linalg.ops import GenericOp

from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.utils.encodings import first_encoded_op

PASS = "materialize-encoding-into-padding{resolver=multiple}"

EXTRACT_INSERT = """
#p = #iree_encoding.padding<[3, 2]>
func.func @main(%a: tensor<8x30xf32>, %b: tensor<1xf32>) -> (tensor<8x30xf32>, f32) {
  %e = iree_encoding.set_encoding %a : tensor<8x30xf32> -> tensor<8x30xf32, #p>
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c29 = arith.constant 29 : index
  %v = tensor.extract %e[%c7, %c29] : tensor<8x30xf32, #p>
  %f = tensor.extract %b[%c0] : tensor<1xf32>
  %s = arith.addf %v, %f : f32
  %i = tensor.insert %s into %e[%c7, %c29] : tensor<8x30xf32, #p>
  %u = iree_encoding.unset_encoding %i : tensor<8x30xf32, #p> -> tensor<8x30xf32>
  func.return %u, %v : tensor<8x30xf32>, f32
}
"""
"""`tensor.extract` / `tensor.insert` at the last logical element, next to the padding."""

SLICES = """
#p = #iree_encoding.padding<[0, ?]>
func.func @main(%a: tensor<8x30xf32>, %b: tensor<4x30xf32>) -> tensor<4x30xf32> {
  %e = iree_encoding.set_encoding %a : tensor<8x30xf32> -> tensor<8x30xf32, #p>
  %s = tensor.extract_slice %e[4, 2] [4, 28] [1, 1] : tensor<8x30xf32, #p> to tensor<4x28xf32>
  %r = tensor.insert_slice %s into %b[0, 1] [4, 28] [1, 1] : tensor<4x28xf32> into tensor<4x30xf32>
  func.return %r : tensor<4x30xf32>
}
"""
"""A slice that ends at the logical edge of a padded dim (`?` resolved to a multiple of 16: 30 -> 32)."""

DYNAMIC_SLICE = """
#p = #iree_encoding.padding<[5, 2]>
func.func @main(%a: tensor<?x30xf32>) -> tensor<?x30xf32> {
  %e = iree_encoding.set_encoding %a : tensor<?x30xf32> -> tensor<?x30xf32, #p>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?x30xf32>
  %m = arith.subi %n, %c1 : index
  %s = tensor.extract_slice %e[1, 0] [%m, 30] [1, 1] : tensor<?x30xf32, #p> to tensor<?x30xf32>
  func.return %s : tensor<?x30xf32>
}
"""
"""A dynamic dim: the logical slice measures its size on the padded storage (minus the padding)."""

DIAGONAL = """
#p = #iree_encoding.padding<[2, 2]>
func.func @main(%a: tensor<30x30xf32>, %c: tensor<30xf32>) -> tensor<30xf32> {
  %e = iree_encoding.set_encoding %a : tensor<30x30xf32> -> tensor<30x30xf32, #p>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%e : tensor<30x30xf32, #p>) outs(%c : tensor<30xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<30xf32>
  func.return %r : tensor<30xf32>
}
"""
"""A linalg op whose map is not a projected permutation (a diagonal) runs on the logical slice."""

PROGRAMS = {
    "extract_insert": (EXTRACT_INSERT, tensor.ExtractSliceOp),
    "slices": (SLICES, tensor.ExtractSliceOp),
    "dynamic_slice": (DYNAMIC_SLICE, tensor.ExtractSliceOp),
    "diagonal": (DIAGONAL, GenericOp),
}


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("name", PROGRAMS)
def test_generic_fallback_keeps_every_logical_value(name: str, seed: int):
    text, expected_op = PROGRAMS[name]
    module = parse_module(text)
    lowered = run_passes(module.clone(), PASS)
    assert first_encoded_op(lowered) is None
    pads = [op for op in lowered.walk() if isinstance(op, tensor.PadOp)]
    assert pads, "the encoded value is really stored padded"
    assert any(isinstance(op, expected_op) for op in lowered.walk())
    report = compare(module, lowered, "main", seed=seed)
    assert report.agree, report.summary()
