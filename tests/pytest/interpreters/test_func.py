"""Calls, returns and stock control flow on numpy values (xDSL's func/scf impls, registered by us)."""

import numpy as np

from xdsl_encoding.api import interpret, parse_module


def test_calls_pass_arrays_and_scalars_through():
    text = """func.func @scale(%t: tensor<3xf32>, %s: f32) -> tensor<3xf32> {
      %e = tensor.splat %s : tensor<3xf32>
      %r = arith.mulf %t, %e : tensor<3xf32>
      return %r : tensor<3xf32>
    }
    func.func @main(%t: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
      %two = arith.constant 2.0 : f32
      %a = func.call @scale(%t, %two) : (tensor<3xf32>, f32) -> tensor<3xf32>
      %b = func.call @scale(%a, %two) : (tensor<3xf32>, f32) -> tensor<3xf32>
      return %a, %b : tensor<3xf32>, tensor<3xf32>
    }"""
    t = np.array([1, 2, 3], np.float32)
    a, b = interpret(parse_module(text), "main", t)
    np.testing.assert_array_equal(a, 2 * t)
    np.testing.assert_array_equal(b, 4 * t)


def test_scf_loops_carry_tensors_and_index_values():
    text = """func.func @main(%t: tensor<4xi32>) -> (tensor<4xi32>, i32) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant 0 : i32
      %r, %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t, %s = %zero) -> (tensor<4xi32>, i32) {
        %x = tensor.extract %acc[%i] : tensor<4xi32>
        %ii = arith.index_cast %i : index to i32
        %y = arith.muli %x, %ii : i32
        %n = tensor.insert %y into %acc[%i] : tensor<4xi32>
        %s2 = arith.addi %s, %y : i32
        scf.yield %n, %s2 : tensor<4xi32>, i32
      }
      return %r, %sum : tensor<4xi32>, i32
    }"""
    t = np.array([5, 6, 7, 8], np.int32)
    r, total = interpret(parse_module(text), "main", t)
    np.testing.assert_array_equal(r, t * np.arange(4))
    assert total.dtype == np.int32
    assert total == (t * np.arange(4)).sum()
    np.testing.assert_array_equal(t, [5, 6, 7, 8])
