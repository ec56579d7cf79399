"""Dispatch regions and workgroups run their bodies; flow tensor ops on numpy arrays."""

import numpy as np
import pytest
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module

T = "!iree_tensor_ext.dispatch.tensor"


def test_dynamic_workgroups_region_and_reshape():
    module = parse_module(
        f"""
util.func public @main(%a: tensor<?x4xf32>, %d: index) -> (tensor<?x4xf32>, tensor<?x2x2xf32>) {{
  %0 = flow.dispatch.workgroups[%d](%a, %d) : (tensor<?x4xf32>{{%d}}, index) -> tensor<?x4xf32>{{%d}} =
      (%in: {T}<readonly:tensor<?x4xf32>>, %n: index, %out: {T}<writeonly:tensor<?x4xf32>>) {{
    %w = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
    %x = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%w, 4], strides = [1, 1] : {T}<readonly:tensor<?x4xf32>>{{%w}} -> tensor<?x4xf32>
    %y = arith.mulf %x, %x : tensor<?x4xf32>
    iree_tensor_ext.dispatch.tensor.store %y, %out, offsets = [0, 0], sizes = [%w, 4], strides = [1, 1] : tensor<?x4xf32> -> {T}<writeonly:tensor<?x4xf32>>{{%w}}
    flow.return
  }} count(%c: index) -> (index, index, index) {{
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%c)
    flow.return %x, %y, %z : index, index, index
  }}
  %1 = flow.dispatch.region -> (tensor<?x4xf32>{{%d}}) {{
    %s = arith.addf %0, %a : tensor<?x4xf32>
    flow.return %s : tensor<?x4xf32>
  }}
  %e = flow.tensor.encode %1 : tensor<?x4xf32>{{%d}} -> tensor<?x4xf32, #iree_encoding.identity>{{%d}}
  %p = flow.tensor.encode %e : tensor<?x4xf32, #iree_encoding.identity>{{%d}} -> tensor<?x4xf32>{{%d}}
  %r = flow.tensor.reshape %p : tensor<?x4xf32>{{%d}} -> tensor<?x2x2xf32>{{%d}}
  util.return %1, %r : tensor<?x4xf32>, tensor<?x2x2xf32>
}}
"""
    )
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    region, reshaped = interpret(module, "main", a, np.int64(3))
    np.testing.assert_array_equal(region, a * a + a)
    np.testing.assert_array_equal(reshaped, (a * a + a).reshape(3, 2, 2))


def test_bitcast_reads_the_same_bytes():
    module = parse_module(
        """
util.func public @main(%a: tensor<2x2xf32>) -> tensor<4xi32> {
  %0 = flow.tensor.bitcast %a : tensor<2x2xf32> -> tensor<4xi32>
  util.return %0 : tensor<4xi32>
}
"""
    )
    a = np.array([[1.0, -2.0], [0.5, 0.0]], np.float32)
    (r,) = interpret(module, "main", a)
    np.testing.assert_array_equal(r, a.reshape(4).view(np.int32))


def test_splat_fills_the_dynamic_shape_and_clone_copies():
    module = parse_module(
        """
util.func public @main(%v: f32, %a: tensor<?x2xf32>, %d: index) -> (tensor<?x3xf32>, tensor<?x2xf32>) {
  %0 = flow.tensor.splat %v : tensor<?x3xf32>{%d}
  %1 = flow.tensor.clone %a : tensor<?x2xf32>{%d}
  util.return %0, %1 : tensor<?x3xf32>, tensor<?x2xf32>
}
"""
    )
    a = np.ones((4, 2), np.float32)
    splat, clone = interpret(module, "main", np.float32(1.5), a, np.int64(4))
    np.testing.assert_array_equal(splat, np.full((4, 3), 1.5, np.float32))
    assert splat.dtype == np.float32
    np.testing.assert_array_equal(clone, a)
    assert clone is not a


def test_tensor_load_and_store_read_and_replace_one_element():
    module = parse_module(
        """
util.func public @main(%a: tensor<?x3xf32>, %s: tensor<i8>, %d: index, %i: index, %v: f32) -> (f32, i8, tensor<?x3xf32>) {
  %0 = flow.tensor.load %a[%i, %i] : tensor<?x3xf32>{%d}
  %1 = flow.tensor.load %s : tensor<i8>
  %2 = flow.tensor.store %v, %a[%i, %i] : tensor<?x3xf32>{%d}
  util.return %0, %1, %2 : f32, i8, tensor<?x3xf32>
}
"""
    )
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    loaded, scalar, stored = interpret(
        module, "main", a, np.array(-7, np.int8), np.int64(2), np.int64(1), np.float32(9)
    )
    assert loaded == 4.0
    assert scalar == -7
    np.testing.assert_array_equal(stored, [[0, 1, 2], [3, 9, 5]])
    np.testing.assert_array_equal(a, np.arange(6).reshape(2, 3))  # the input is not written


def test_tensor_load_out_of_bounds_names_the_op():
    module = parse_module(
        """
util.func public @main(%a: tensor<2xf32>, %i: index) -> f32 {
  %0 = flow.tensor.load %a[%i] : tensor<2xf32>
  util.return %0 : f32
}
"""
    )
    with pytest.raises(InterpretationError, match=r"flow.tensor.load: indices \[2\] out of bounds for shape \[2\]"):
        interpret(module, "main", np.zeros(2, np.float32), np.int64(2))


def test_tensor_slice_and_update_copy_a_box_and_write_it_back():
    module = parse_module(
        """
util.func public @main(%a: tensor<3x4xf32>, %u: tensor<1x2xf32>, %i: index, %j: index) -> (tensor<2x2xf32>, tensor<3x4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = flow.tensor.slice %a[%i, %j for %c2, %c2] : tensor<3x4xf32> -> tensor<2x2xf32>
  %1 = flow.tensor.update %u, %a[%i, %j] : tensor<1x2xf32> -> %a as tensor<3x4xf32>
  util.return %0, %1 : tensor<2x2xf32>, tensor<3x4xf32>
}
"""
    )
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    u = np.array([[-1.0, -2.0]], np.float32)
    box, updated = interpret(module, "main", a, u, np.int64(1), np.int64(2))
    np.testing.assert_array_equal(box, a[1:3, 2:4])
    expected = a.copy()
    expected[1, 2:4] = [-1, -2]
    np.testing.assert_array_equal(updated, expected)
    np.testing.assert_array_equal(a, np.arange(12).reshape(3, 4))
    with pytest.raises(InterpretationError, match="leaves the source of shape"):
        interpret(module, "main", a, u, np.int64(2), np.int64(2))
