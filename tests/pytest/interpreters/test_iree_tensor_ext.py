"""Dispatch tensor loads and stores are numpy slices (strided, dynamic, rank-reducing)."""

import numpy as np
import pytest
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module

T = "!iree_tensor_ext.dispatch.tensor"
PROGRAM = f"""
util.func public @main(%a: tensor<6x8xf32>, %acc: tensor<3x4xf32>, %i: index) -> tensor<3x4xf32> {{
  %0 = flow.dispatch.workgroups(%a, %acc, %i) : (tensor<6x8xf32>, tensor<3x4xf32>, index) -> %acc =
      (%in: {T}<readonly:tensor<6x8xf32>>, %out: {T}<readwrite:tensor<3x4xf32>>, %row: index) {{
    %strided = iree_tensor_ext.dispatch.tensor.load %in, offsets = [1, 0], sizes = [3, 4], strides = [2, 2] : {T}<readonly:tensor<6x8xf32>> -> tensor<3x4xf32>
    %line = iree_tensor_ext.dispatch.tensor.load %in, offsets = [%row, 4], sizes = [1, 4], strides = [1, 1] : {T}<readonly:tensor<6x8xf32>> -> tensor<4xf32>
    %old = iree_tensor_ext.dispatch.tensor.load %out, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : {T}<readwrite:tensor<3x4xf32>> -> tensor<3x4xf32>
    %sum = arith.addf %strided, %old : tensor<3x4xf32>
    iree_tensor_ext.dispatch.tensor.store %sum, %out, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> {T}<readwrite:tensor<3x4xf32>>
    iree_tensor_ext.dispatch.tensor.store %line, %out, offsets = [2, 0], sizes = [1, 4], strides = [1, 1] : tensor<4xf32> -> {T}<readwrite:tensor<3x4xf32>>
    flow.return
  }}
  util.return %0 : tensor<3x4xf32>
}}
"""


def test_strided_dynamic_and_rank_reduced_slices():
    a = np.arange(48, dtype=np.float32).reshape(6, 8)
    acc = np.ones((3, 4), np.float32)
    (r,) = interpret(parse_module(PROGRAM), "main", a, acc, np.int64(5))
    expected = a[1:7:2, 0:8:2] + acc
    expected[2] = a[5, 4:8]
    np.testing.assert_array_equal(r, expected)
    np.testing.assert_array_equal(acc, np.ones((3, 4), np.float32))  # the input is not written


def test_out_of_bounds_slice_is_an_error():
    with pytest.raises(InterpretationError, match="dim 0 slice offset 6, size 1, stride 1 is out of bounds of 6"):
        interpret(
            parse_module(PROGRAM), "main", np.zeros((6, 8), np.float32), np.zeros((3, 4), np.float32), np.int64(6)
        )
