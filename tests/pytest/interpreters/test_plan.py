"""Plans (`interpreters/plan.py`): built once, reused by later calls, never stale after the IR changes."""

from collections.abc import Sequence
from typing import Any, Literal

import numpy as np
import pytest
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import FloatAttr, ModuleOp, f32
from xdsl.dialects.linalg import ops as linalg
from xdsl.interpreter import Interpreter, InterpreterFunctions, impl, register_impls
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding import api
from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.interpreters import new_interpreter
from xdsl_encoding.interpreters.plan import PlannedInterpreter

PROGRAM = """
func.func @f(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %y : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %two : f32
    %s = arith.addf %m, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""
X = np.arange(4, dtype=np.float32)
Y = np.full(4, 10.0, np.float32)


def _function(module: ModuleOp) -> func.FuncOp:
    op = next(iter(module.ops))
    assert isinstance(op, func.FuncOp)
    return op


def _generic(module: ModuleOp) -> linalg.GenericOp:
    return next(op for op in module.walk() if isinstance(op, linalg.GenericOp))


def test_new_interpreters_run_from_plans_kept_on_the_blocks():
    module = parse_module(PROGRAM)
    assert isinstance(new_interpreter(module), PlannedInterpreter)
    (first,) = interpret(module, "f", X, Y)
    plan = _function(module).body.block.__dict__["_xdsl_encoding_plan"]
    steps = dict(plan.steps)
    (second,) = interpret(module, "f", X, Y)
    np.testing.assert_array_equal(first, X * 2 + Y)
    np.testing.assert_array_equal(second, first)
    assert _function(module).body.block.__dict__["_xdsl_encoding_plan"] is plan
    assert all(plan.steps[op] is step for op, step in steps.items())  # nothing rebuilt
    assert "_xdsl_encoding_plan" not in module.clone().ops.first.body.block.__dict__  # pyright: ignore


def test_a_replaced_operand_is_seen_by_the_next_call():
    module = parse_module(PROGRAM)
    interpret(module, "f", X, Y)
    add = next(op for op in module.walk() if isinstance(op, arith.AddfOp))
    add.operands[1] = add.operands[0]  # s = m + m
    (r,) = interpret(module, "f", X, Y)
    np.testing.assert_array_equal(r, X * 4)


def test_a_property_changed_in_place_is_seen_by_the_next_call():
    module = parse_module(PROGRAM)
    interpret(module, "f", X, Y)
    constant = next(op for op in module.walk() if isinstance(op, arith.ConstantOp))
    constant.properties["value"] = FloatAttr(3.0, f32)
    (r,) = interpret(module, "f", X, Y)
    np.testing.assert_array_equal(r, X * 3 + Y)


def test_a_rewritten_body_is_seen_by_the_next_call():
    module = parse_module(PROGRAM)
    interpret(module, "f", X, Y)
    mul = next(op for op in _generic(module).body.walk() if isinstance(op, arith.MulfOp))
    Rewriter.replace_op(mul, arith.SubfOp(mul.lhs, mul.rhs))  # m = a - 2
    (r,) = interpret(module, "f", X, Y)
    np.testing.assert_array_equal(r, X - 2 + Y)


def test_an_erased_and_an_inserted_op_are_seen_by_the_next_call():
    module = parse_module(PROGRAM)
    interpret(module, "f", X, Y)
    ret = _function(module).body.block.last_op
    assert isinstance(ret, func.ReturnOp)
    doubled = arith.AddfOp(ret.operands[0], ret.operands[0])
    Rewriter.insert_op(doubled, InsertPoint.before(ret))
    ret.operands[0] = doubled.result
    (r,) = interpret(module, "f", X, Y)
    np.testing.assert_array_equal(r, (X * 2 + Y) * 2)
    ret.operands[0] = doubled.lhs
    Rewriter.erase_op(doubled)
    (r,) = interpret(module, "f", X, Y)
    np.testing.assert_array_equal(r, X * 2 + Y)


@register_impls
class _Faulty(InterpreterFunctions):
    @impl(arith.MulfOp)
    def run_mulf(self, interpreter: Interpreter, op: arith.MulfOp, args: tuple[Any, ...]) -> tuple[Any, ...]:
        raise ValueError("a bug inside an implementation")


def test_registering_on_one_interpreter_leaves_the_others_alone(monkeypatch: pytest.MonkeyPatch):
    module = parse_module(PROGRAM)

    def faulty(
        module: ModuleOp, index_bitwidth: Literal[32, 64], listeners: Sequence[Interpreter.Listener]
    ) -> Interpreter:
        interpreter = new_interpreter(module, index_bitwidth, listeners)
        interpreter.register_implementations(_Faulty(), override=True)
        return interpreter

    with monkeypatch.context() as patched:
        patched.setattr(api, "new_interpreter", faulty)
        with pytest.raises(InterpretationError, match=r"arith.mulf: ValueError while interpreting: a bug"):
            interpret(module, "f", X, Y)  # the innermost op is named, without a listener
    (r,) = interpret(module, "f", X, Y)
    np.testing.assert_array_equal(r, X * 2 + Y)


SUM = """
func.func @f(%x: tensor<3x4xf32>) -> tensor<3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x4xf32>) outs(%z : tensor<3xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
"""


def test_a_new_combiner_in_a_reduction_body_is_seen_by_the_next_call():
    module = parse_module(SUM)
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    (r,) = interpret(module, "f", x)
    np.testing.assert_array_equal(r, x.sum(axis=1))  # the fold (`addf`) was analysed and kept
    add = next(op for op in _generic(module).body.walk() if isinstance(op, arith.AddfOp))
    Rewriter.replace_op(add, arith.MaximumfOp(add.lhs, add.rhs))
    (r,) = interpret(module, "f", x)
    np.testing.assert_array_equal(r, x.max(axis=1))
