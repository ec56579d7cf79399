"""`tensor` ops on numpy arrays, checked against numpy (interpreters/tensor.py)."""

from typing import Any

import numpy as np
import pytest
from xdsl.interpreter import Interpreter
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.interpreters import register_implementations

A = np.arange(12, dtype=np.float32).reshape(3, 4)


def run(text: str, *args: Any) -> tuple[Any, ...]:
    return interpret(parse_module(text), "main", *args)


def test_empty_is_zero_filled_with_dynamic_sizes():
    text = """func.func @main(%a: tensor<?x4xf32>) -> tensor<?x2xi32> {
      %c0 = arith.constant 0 : index
      %d = tensor.dim %a, %c0 : tensor<?x4xf32>
      %e = tensor.empty(%d) : tensor<?x2xi32>
      return %e : tensor<?x2xi32>
    }"""
    (empty,) = run(text, A)
    np.testing.assert_array_equal(empty, np.zeros((3, 2), np.int32))


def test_dim_reads_the_runtime_size_and_rejects_bad_indices():
    text = """func.func @main(%a: tensor<?x4xf32>, %i: index) -> index {
      %d = tensor.dim %a, %i : tensor<?x4xf32>
      return %d : index
    }"""
    assert run(text, A, 0)[0] == 3
    assert run(text, A, 1)[0] == 4
    with pytest.raises(InterpretationError, match=r"tensor.dim: index 2 is out of range for a rank-2 tensor"):
        run(text, A, 2)


def test_cast_checks_the_runtime_shape():
    text = """func.func @main(%a: tensor<?x4xf32>) -> tensor<3x4xf32> {
      %c = tensor.cast %a : tensor<?x4xf32> to tensor<3x4xf32>
      return %c : tensor<3x4xf32>
    }"""
    np.testing.assert_array_equal(run(text, A)[0], A)
    with pytest.raises(InterpretationError, match=r"tensor.cast: expected shape \(3, 4\)"):
        run(text, A[:2])


def test_collapse_and_expand_are_views_of_the_input():
    text = """func.func @main(%a: tensor<3x4xf32>) -> (tensor<12xf32>, tensor<3x2x2xf32>) {
      %c = tensor.collapse_shape %a [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
      %e = tensor.expand_shape %a [[0], [1, 2]] output_shape [3, 2, 2] : tensor<3x4xf32> into tensor<3x2x2xf32>
      return %c, %e : tensor<12xf32>, tensor<3x2x2xf32>
    }"""
    collapsed, expanded = run(text, A)
    np.testing.assert_array_equal(collapsed, A.reshape(12))
    np.testing.assert_array_equal(expanded, A.reshape(3, 2, 2))


def test_rank_zero_reshapes_to_and_from_unit_dims():
    text = """func.func @main(%s: tensor<f32>, %u: tensor<1x1xf32>) -> (tensor<1x1x1xf32>, tensor<f32>) {
      %e = tensor.expand_shape %s [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
      %c = tensor.collapse_shape %u [] : tensor<1x1xf32> into tensor<f32>
      return %e, %c : tensor<1x1x1xf32>, tensor<f32>
    }"""
    expanded, collapsed = run(text, np.array(2.5, np.float32), np.full((1, 1), 4.0, np.float32))
    assert expanded.shape == (1, 1, 1)
    assert expanded[0, 0, 0] == 2.5
    assert collapsed.shape == ()
    assert collapsed == 4.0


def test_expand_shape_with_a_dynamic_size_checks_it_at_run_time():
    text = """func.func @main(%a: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
      %e = tensor.expand_shape %a [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
      return %e : tensor<?x4xf32>
    }"""
    flat = A.reshape(12)
    np.testing.assert_array_equal(run(text, flat, 3)[0], A)
    with pytest.raises(
        InterpretationError, match=r"tensor.expand_shape: dim 0 of size 12 cannot be expanded into \[2, 4\]"
    ):
        run(text, flat, 2)


def test_pad_with_a_constant_value():
    text = """func.func @main(%a: tensor<3x4xf32>) -> tensor<4x7xf32> {
      %cst = arith.constant -1.0 : f32
      %p = tensor.pad %a low[1, 0] high[0, 3] {
      ^bb0(%i: index, %j: index):
        tensor.yield %cst : f32
      } : tensor<3x4xf32> to tensor<4x7xf32>
      return %p : tensor<4x7xf32>
    }"""
    np.testing.assert_array_equal(run(text, A)[0], np.pad(A, ((1, 0), (0, 3)), constant_values=-1))


def test_pad_with_dynamic_amounts_and_an_index_dependent_value():
    text = """func.func @main(%a: tensor<3x4xf32>, %h: index) -> tensor<?x4xf32> {
      %p = tensor.pad %a low[0, 0] high[%h, 0] {
      ^bb0(%i: index, %j: index):
        %s = arith.muli %i, %j : index
        %c = arith.index_cast %s : index to i32
        %f = arith.sitofp %c : i32 to f32
        tensor.yield %f : f32
      } : tensor<3x4xf32> to tensor<?x4xf32>
      return %p : tensor<?x4xf32>
    }"""
    (padded,) = run(text, A, 2)
    expected = np.outer(np.arange(5), np.arange(4)).astype(np.float32)
    expected[:3] = A
    np.testing.assert_array_equal(padded, expected)


def test_pad_whose_body_is_not_elementwise_runs_per_element():
    text = """func.func @main(%a: tensor<2xi32>) -> tensor<5xi32> {
      %p = tensor.pad %a low[2] high[1] {
      ^bb0(%i: index):
        %c2 = arith.constant 2 : index
        %low = arith.cmpi ult, %i, %c2 : index
        %v = scf.if %low -> (i32) {
          %m = arith.constant -1 : i32
          scf.yield %m : i32
        } else {
          %p = arith.constant 9 : i32
          scf.yield %p : i32
        }
        tensor.yield %v : i32
      } : tensor<2xi32> to tensor<5xi32>
      return %p : tensor<5xi32>
    }"""
    np.testing.assert_array_equal(run(text, np.array([5, 6], np.int32))[0], [-1, -1, 5, 6, 9])


def test_extract_slice_strided_and_rank_reducing():
    text = """func.func @main(%a: tensor<3x4xf32>, %o: index) -> (tensor<2x2xf32>, tensor<4xf32>) {
      %s = tensor.extract_slice %a[0, %o] [2, 2] [2, 2] : tensor<3x4xf32> to tensor<2x2xf32>
      %r = tensor.extract_slice %a[1, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
      return %s, %r : tensor<2x2xf32>, tensor<4xf32>
    }"""
    strided, row = run(text, A, 1)
    np.testing.assert_array_equal(strided, A[0:3:2, 1:4:2])
    np.testing.assert_array_equal(row, A[1])
    with pytest.raises(InterpretationError, match=r"tensor.extract_slice: dim 1 reads up to index 4, past its size 4"):
        run(text, A, 2)


def test_insert_slice_leaves_the_destination_unchanged():
    text = """func.func @main(%s: tensor<2xf32>, %d: tensor<3x4xf32>) -> tensor<3x4xf32> {
      %r = tensor.insert_slice %s into %d[2, 1] [1, 2] [1, 2] : tensor<2xf32> into tensor<3x4xf32>
      return %r : tensor<3x4xf32>
    }"""
    dest = A.copy()
    (inserted,) = run(text, np.array([-1, -2], np.float32), dest)
    expected = A.copy()
    expected[2, 1:4:2] = [-1, -2]
    np.testing.assert_array_equal(inserted, expected)
    np.testing.assert_array_equal(dest, A)


def test_extract_and_insert_check_bounds():
    text = """func.func @main(%a: tensor<3x4xf32>, %i: index, %v: f32) -> (f32, tensor<3x4xf32>) {
      %c0 = arith.constant 0 : index
      %x = tensor.extract %a[%i, %c0] : tensor<3x4xf32>
      %r = tensor.insert %v into %a[%c0, %i] : tensor<3x4xf32>
      return %x, %r : f32, tensor<3x4xf32>
    }"""
    x, r = run(text, A, 2, np.float32(-5))
    assert x == A[2, 0]
    assert r[0, 2] == -5
    assert A[0, 2] == 2
    with pytest.raises(InterpretationError, match=r"tensor.extract: index 3 out of bounds for dim 0 of size 3"):
        run(text, A, 3, np.float32(0))


def test_splat_from_elements_concat_and_reshape():
    text = """func.func @main(%v: f32, %n: index, %a: tensor<2xf32>, %b: tensor<3xf32>) -> (tensor<?x2xf32>, tensor<2x2xf32>, tensor<5xf32>, tensor<5x1xf32>) {
      %s = tensor.splat %v[%n] : tensor<?x2xf32>
      %f = tensor.from_elements %v, %v, %v, %v : tensor<2x2xf32>
      %c = tensor.concat dim(0) %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
      %shape = arith.constant dense<[5, 1]> : tensor<2xi64>
      %r = tensor.reshape %c(%shape) : (tensor<5xf32>, tensor<2xi64>) -> tensor<5x1xf32>
      return %s, %f, %c, %r : tensor<?x2xf32>, tensor<2x2xf32>, tensor<5xf32>, tensor<5x1xf32>
    }"""
    a = np.array([1, 2], np.float32)
    b = np.array([3, 4, 5], np.float32)
    splat, elements, joined, reshaped = run(text, np.float32(7), 3, a, b)
    np.testing.assert_array_equal(splat, np.full((3, 2), 7, np.float32))
    np.testing.assert_array_equal(elements, np.full((2, 2), 7, np.float32))
    np.testing.assert_array_equal(joined, [1, 2, 3, 4, 5])
    np.testing.assert_array_equal(reshaped, np.array([[1], [2], [3], [4], [5]], np.float32))


def test_reshapes_and_slices_share_memory_with_their_operand():
    module = parse_module(
        """func.func @main(%a: tensor<3x4xf32>) -> (tensor<12xf32>, tensor<3x2x2xf32>, tensor<2x2xf32>) {
      %c = tensor.collapse_shape %a [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
      %e = tensor.expand_shape %a [[0], [1, 2]] output_shape [3, 2, 2] : tensor<3x4xf32> into tensor<3x2x2xf32>
      %s = tensor.extract_slice %a[1, 1] [2, 2] [1, 1] : tensor<3x4xf32> to tensor<2x2xf32>
      return %c, %e, %s : tensor<12xf32>, tensor<3x2x2xf32>, tensor<2x2xf32>
    }"""
    )
    interpreter = Interpreter(module)
    register_implementations(interpreter)
    main = module.body.block.first_op
    assert main is not None
    for op in main.regions[0].block.ops:
        if op.name == "func.return":
            continue
        (result,) = interpreter.run_op(op, (A,))
        assert np.shares_memory(result, A), op.name
