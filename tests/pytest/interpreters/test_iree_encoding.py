"""`iree_encoding` ops pass the logical value through (interpreters/iree_encoding.py)."""

import numpy as np
import pytest
from xdsl.interpreter import Interpreter
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.interpreters import register_implementations

ENCODED = "tensor<?x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>"
PROGRAM = f"""func.func @main(%a: tensor<?x8xf32>, %d: index) -> tensor<?x8xf32> {{
  %e = iree_encoding.set_encoding %a : tensor<?x8xf32> -> {ENCODED}
  %u = iree_encoding.unset_encoding %e : {ENCODED} -> tensor<?x8xf32>{{%d}}
  return %u : tensor<?x8xf32>
}}"""


def test_set_and_unset_encoding_return_the_same_array():
    module = parse_module(PROGRAM)
    interpreter = Interpreter(module)
    register_implementations(interpreter)
    a = np.ones((4, 8), np.float32)
    ops = list(module.walk())
    set_op = next(op for op in ops if isinstance(op, SetEncodingOp))
    unset_op = next(op for op in ops if isinstance(op, UnsetEncodingOp))
    (encoded,) = interpreter.run_op(set_op, (a,))
    assert encoded is a
    (decoded,) = interpreter.run_op(unset_op, (encoded, np.int64(4)))
    assert decoded is a


def test_encoded_program_computes_the_logical_value():
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    np.testing.assert_array_equal(interpret(parse_module(PROGRAM), "main", a, 4)[0], a)


def test_unset_encoding_checks_the_given_dynamic_sizes():
    a = np.zeros((4, 8), np.float32)
    with pytest.raises(
        InterpretationError, match=r"iree_encoding.unset_encoding: result dim 0 is given as 3 but the tensor has size 4"
    ):
        interpret(parse_module(PROGRAM), "main", a, 3)
