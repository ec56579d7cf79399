"""The `iree_tensor_ext` dialect: dispatch tensor types, loads, stores and barriers, and their verifiers."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import TensorType, f32

from xdsl_encoding import api
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorLoadOp, DispatchTensorType

from .diagnostics import expect_diagnostic

RO = "!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>"
WO = "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>"


def _load(slice_: str, result: str, source: str = RO) -> str:
    return (
        f"func.func @f(%s: {source}, %i: index) {{\n"
        f"  %0 = iree_tensor_ext.dispatch.tensor.load %s, {slice_} : {source} -> {result}\n  return\n}}"
    )


def test_type_parameters():
    type_ = DispatchTensorType("readwrite", TensorType(f32, [4, 8]))
    assert type_.mode == "readwrite"
    assert type_.get_shape() == (4, 8)
    assert str(type_) == "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x8xf32>>"


def test_rank_reduced_dynamic_load():
    module = api.parse_module(_load("offsets = [%i, 0], sizes = [1, 16], strides = [1, 1]", "tensor<16xf32>"))
    load = next(op for op in module.walk() if isinstance(op, DispatchTensorLoadOp))
    assert len(load.offsets) == 1
    assert load.static_sizes.get_values() == (1, 16)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (
            _load("offsets = [0, 0], sizes = [8, 16], strides = [1, 1]", "tensor<8x8xf32>"),
            "does not match the slice sizes",
        ),
        (_load("offsets = [0], sizes = [8], strides = [1]", "tensor<8xf32>"), "expects 2 offsets"),
        (_load("offsets = [0, 0], sizes = [8, 16], strides = [1, 1]", "tensor<8x16xi32>"), "element type i32 differs"),
        (
            _load("offsets = [0, 0], sizes = [8, 16], strides = [1, 1]", "tensor<8x16xf32>", WO),
            "cannot load from a writeonly",
        ),
        (
            "func.func @f(%s: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>) {\n"
            "  %0 = iree_tensor_ext.dispatch.tensor.load %s, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>> -> tensor<4xf32>\n  return\n}",
            "1 dynamic dim(s) but 0 size(s)",
        ),
        (
            f"func.func @f(%s: {RO}, %t: tensor<8x16xf32>) {{\n"
            f"  iree_tensor_ext.dispatch.tensor.store %t, %s, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> {RO}\n  return\n}}",
            "cannot store into a readonly",
        ),
        ('"test.op"() : () -> (!iree_tensor_ext.dispatch.tensor<readany:tensor<4xf32>>)', "access must be one of"),
        ('"test.op"() : () -> (!iree_tensor_ext.dispatch.tensor<readonly:memref<4xf32>>)', "bound type must be"),
        (
            "func.func @f(%t: tensor<4xf32>) {\n  %0 = iree_tensor_ext.compute_barrier.start %t : tensor<4xf32> -> tensor<8xf32>\n  return\n}",
            "value and result types must match",
        ),
    ],
)
def test_malformed_iree_tensor_ext_gives_a_diagnostic(text: str, fragment: str):
    expect_diagnostic(text, fragment)
