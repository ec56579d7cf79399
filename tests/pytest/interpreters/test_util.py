"""util functions, calls and globals: constant globals, initializers run once, mutable state per run."""

import numpy as np
import pytest
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module

PROGRAM = """
util.global private @scale = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
util.global private mutable @calls = dense<0> : tensor<i32>
util.global private @offset : tensor<3xf32>
util.initializer {
  %calls = util.global.load @calls : tensor<i32>
  %one = arith.constant dense<1> : tensor<i32>
  %n = arith.addi %calls, %one : tensor<i32>
  util.global.store %n, @calls : tensor<i32>
  %o = arith.constant dense<10.0> : tensor<3xf32>
  util.global.store %o, @offset : tensor<3xf32>
  util.return
}
util.func private @affine(%x: tensor<3xf32>) -> tensor<3xf32> {
  %s = util.global.load immutable @scale : tensor<3xf32>
  %o = util.global.load immutable @offset : tensor<3xf32>
  %m = arith.mulf %x, %s : tensor<3xf32>
  %r = arith.addf %m, %o : tensor<3xf32>
  util.return %r : tensor<3xf32>
}
util.func public @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<i32>) {
  %a = util.call @affine(%x) : (tensor<3xf32>) -> tensor<3xf32>
  %b = util.call @affine(%a) : (tensor<3xf32>) -> tensor<3xf32>
  %n = util.global.load @calls : tensor<i32>
  util.return %b, %n : tensor<3xf32>, tensor<i32>
}
"""


def test_globals_and_initializer_run_once_per_run():
    module = parse_module(PROGRAM)
    x = np.array([1, 1, 1], np.float32)
    scale, offset = np.array([1, 2, 3], np.float32), np.float32(10)
    for _ in range(2):  # each run starts from the module's initial state
        b, calls = interpret(module, "main", x)
        np.testing.assert_array_equal(b, (x * scale + offset) * scale + offset)
        assert calls == 1


def test_parameter_globals_without_their_file_are_refused_by_name():
    module = parse_module(
        """
util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<2xf32>
util.func public @main() -> tensor<2xf32> {
  %w = util.global.load @w : tensor<2xf32>
  util.return %w : tensor<2xf32>
}
"""
    )
    with pytest.raises(
        InterpretationError,
        match=r'util.global @w: no parameter file for scope "model" \(given: none\); pass parameters=',
    ):
        interpret(module, "main")


def test_null_barrier_and_unfoldable_constant():
    module = parse_module(
        """
util.func public @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %n = util.null : !hal.fence
  %c = util.unfoldable_constant dense<[5, 6]> : tensor<2xi32>
  %b = util.optimization_barrier %x : tensor<2xi32>
  %r = arith.addi %b, %c : tensor<2xi32>
  util.return %r : tensor<2xi32>
}
"""
    )
    (r,) = interpret(module, "main", np.array([1, 2], np.int32))
    np.testing.assert_array_equal(r, [6, 8])
