"""The Python API: parse_module, run_passes, interpret, compare (xdsl_encoding/api.py)."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

import numpy as np
import pytest
from xdsl.context import Context
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.interpreter import Interpreter, InterpreterFunctions, impl, register_impls
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import DiagnosticException, InterpretationError, ParseError, VerifyException

import xdsl_encoding
from xdsl_encoding import api
from xdsl_encoding.api import compare, interpret, parse_module, random_inputs, run_passes
from xdsl_encoding.dialects.iree_encoding import MatmulKAttr, SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.interpreters import register_implementations

MATMUL = """func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x3xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%fill : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}"""

ENCODED = """func.func @main(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = iree_encoding.set_encoding %a : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %u = iree_encoding.unset_encoding %e : tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<4x8xf32>
  return %u : tensor<4x8xf32>
}"""

RNG = np.random.default_rng(0)
A = RNG.uniform(-1, 1, (4, 8)).astype(np.float32)
B = RNG.uniform(-1, 1, (8, 3)).astype(np.float32)


def test_the_api_is_forwarded_from_the_package():
    assert xdsl_encoding.interpret is api.interpret
    assert xdsl_encoding.compare is api.compare
    assert xdsl_encoding.random_inputs is api.random_inputs
    from xdsl_encoding import random_inputs as forwarded

    assert forwarded is api.random_inputs


def test_parse_module_knows_xdsl_and_our_dialects():
    module = parse_module(ENCODED)
    ops = list(module.walk())
    assert [type(op) for op in ops] == [ModuleOp, func.FuncOp, SetEncodingOp, UnsetEncodingOp, func.ReturnOp]
    set_encoding = ops[2]
    assert isinstance(set_encoding, SetEncodingOp)
    encoded = set_encoding.result.type
    assert isinstance(encoded, TensorType)
    assert encoded.encoding == MatmulKAttr([1])


def test_parse_module_reports_parse_and_verify_errors():
    with pytest.raises(ParseError):
        parse_module("func.func @main( {")
    with pytest.raises(VerifyException, match=r"k_dims"):
        parse_module(
            """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32, #iree_encoding.matmul_k<k_dims = [3]>> {
              %e = iree_encoding.set_encoding %a : tensor<4xf32> -> tensor<4xf32, #iree_encoding.matmul_k<k_dims = [3]>>
              return %e : tensor<4xf32, #iree_encoding.matmul_k<k_dims = [3]>>
            }"""
        )


def test_run_passes_works_on_a_copy():
    module = parse_module(MATMUL)
    before = str(module)
    generalized = run_passes(module, "linalg-generalize-named-ops,canonicalize")
    assert str(module) == before
    assert "linalg.generic" in str(generalized)
    assert "linalg.matmul" not in str(generalized)
    np.testing.assert_allclose(interpret(generalized, "main", A, B)[0], A @ B, rtol=1e-6)


def test_run_passes_rejects_unknown_passes_and_bad_specs():
    module = parse_module(MATMUL)
    with pytest.raises(DiagnosticException, match=r"invalid pass pipeline 'no-such-pass'.*no-such-pass"):
        run_passes(module, "no-such-pass")
    with pytest.raises(DiagnosticException, match=r"invalid pass pipeline"):
        run_passes(module, "canonicalize{")


@dataclass(frozen=True)
class _BreakThenRaise(ModulePass):
    """Erases every constant, then fails: the caller's module must not see either."""

    name: ClassVar[str] = "test-break-then-raise"
    error: str = "python"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for constant in [c for c in op.walk() if isinstance(c, arith.ConstantOp)]:
            constant.detach()
        if self.error == "python":
            raise ValueError("something broke")
        if self.error == "diagnostic":
            raise DiagnosticException("the pass refused")


@pytest.fixture
def breaking_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    dialects, passes = api._universe()  # pyright: ignore[reportPrivateUsage]
    monkeypatch.setattr(api, "_universe", lambda: (dialects, {**passes, _BreakThenRaise.name: lambda: _BreakThenRaise}))


@pytest.mark.usefixtures("breaking_pass")
@pytest.mark.parametrize(
    ("error", "exception", "message"),
    [
        ("python", DiagnosticException, "pass 'test-break-then-raise' failed: ValueError: something broke"),
        ("diagnostic", DiagnosticException, "the pass refused"),
        ("none", VerifyException, "does not verify after pass 'test-break-then-raise'"),
    ],
)
def test_a_failing_pass_leaves_the_input_untouched(error: str, exception: type[Exception], message: str):
    module = parse_module(MATMUL)
    before = str(module)
    with pytest.raises(exception, match=message):
        run_passes(module, f"test-break-then-raise{{error={error}}}")
    assert str(module) == before


def test_interpret_returns_numpy_results():
    (r,) = interpret(parse_module(MATMUL), "main", A, B)
    assert type(r) is np.ndarray
    assert r.dtype == np.float32
    assert r.flags.writeable
    np.testing.assert_allclose(r, A @ B, rtol=1e-6)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((A,), r"@main takes 2 argument\(s\) \(tensor<4x8xf32>, tensor<8x3xf32>\), got 1"),
        ((A, B, B), r"@main takes 2 argument\(s\)"),
        ((A, B.T), r"argument #1 \(%b\) of @main: expected shape \(8, 3\) \(tensor<8x3xf32>\), got \(3, 8\)"),
        (
            (A.astype(np.float64), B),
            r"argument #0 \(%a\) of @main: expected dtype float32 \(tensor<4x8xf32>\), got float64",
        ),
        ((A, [1.0]), r"argument #1 \(%b\) of @main: expected a numpy array for tensor<8x3xf32>, got list"),
    ],
)
def test_interpret_names_the_argument_and_what_was_expected(args: tuple[Any, ...], message: str):
    with pytest.raises(InterpretationError, match=message):
        interpret(parse_module(MATMUL), "main", *args)


def test_interpret_reports_unknown_functions():
    with pytest.raises(InterpretationError, match=r"no function @other in the module \(functions: @main\)"):
        interpret(parse_module(MATMUL), "other", A, B)
    with pytest.raises(InterpretationError, match=r"@ext is only declared"):
        interpret(parse_module("func.func private @ext(%a: f32) -> f32"), "ext", 1.0)


def test_an_op_without_implementation_is_named():
    module = parse_module(
        """func.func @main(%a: i32, %b: i32) -> i32 {
          %s, %o = arith.addui_extended %a, %b : i32, i1
          return %s : i32
        }"""
    )
    with pytest.raises(InterpretationError, match=r"arith.addui_extended"):
        interpret(module, "main", 1, 2)


def test_linalg_on_buffers_is_an_error_naming_the_op():
    module = parse_module(
        """func.func @main() {
          %a = memref.alloc() : memref<2xf32>
          %b = memref.alloc() : memref<2xf32>
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
              ins(%a : memref<2xf32>) outs(%b : memref<2xf32>) {
          ^bb0(%x: f32, %y: f32):
            linalg.yield %x : f32
          }
          return
        }"""
    )
    with pytest.raises(InterpretationError, match=r"linalg.generic: only tensor semantics are supported"):
        interpret(module, "main")


def test_an_unsupported_argument_type_names_the_argument():
    module = parse_module("func.func @main(%m: memref<2xf32>) {\n return\n}")
    with pytest.raises(
        InterpretationError,
        match=r"argument #0 \(%m\) of @main: the numpy interpreter has no dtype for element type memref",
    ):
        interpret(module, "main", np.zeros(2, np.float32))


def test_compare_agrees_across_a_semantics_preserving_pass():
    module = parse_module(MATMUL)
    report = compare(module, run_passes(module, "linalg-generalize-named-ops"), "main", seed=3)
    assert report.agree
    assert report.mismatch is None
    assert report.max_abs_error <= 1e-6
    expected_inputs = random_inputs(module, "main", seed=3)
    for used, expected in zip(report.inputs, expected_inputs, strict=True):
        np.testing.assert_array_equal(used, expected)
    np.testing.assert_allclose(report.reference[0], report.inputs[0] @ report.inputs[1], rtol=1e-6)


def test_compare_detects_a_different_program():
    module = parse_module(MATMUL)
    wrong = parse_module(MATMUL.replace("arith.constant 0.0", "arith.constant 0.001"))
    report = compare(module, wrong, "main")
    assert not report.agree
    assert report.max_abs_error == pytest.approx(0.001, rel=1e-3)
    assert report.max_rel_error > 0
    assert "agree: false" in report.summary()
    assert compare(module, wrong, "main", atol=0.01).agree


def test_compare_uses_the_same_inputs_for_both_programs():
    module = parse_module(ENCODED)
    report = compare(module, parse_module(ENCODED), "main", seed=7)
    np.testing.assert_array_equal(report.reference[0], report.inputs[0])
    np.testing.assert_array_equal(report.other[0], report.inputs[0])
    assert report.max_abs_error == 0
    assert report.max_rel_error == 0


def test_compare_reports_results_that_cannot_be_compared():
    one = parse_module("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n return %a : tensor<2xf32>\n}")
    wider = parse_module(
        """func.func @main(%a: tensor<2xf32>) -> tensor<2xf64> {
          %w = arith.extf %a : tensor<2xf32> to tensor<2xf64>
          return %w : tensor<2xf64>
        }"""
    )
    report = compare(one, wider, "main")
    assert not report.agree
    assert report.mismatch == "result #0: float32[2] vs float64[2]"


def test_compare_refuses_programs_with_different_inputs():
    one = parse_module("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n return %a : tensor<2xf32>\n}")
    other = parse_module("func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {\n return %a : tensor<3xf32>\n}")
    with pytest.raises(InterpretationError, match=r"the programs take different inputs"):
        compare(one, other, "main")


def test_compare_counts_nan_in_the_same_place_as_agreement():
    text = """func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
      %z = arith.constant dense<0.0> : tensor<3xf32>
      %d = arith.divf %z, %z : tensor<3xf32>
      return %d : tensor<3xf32>
    }"""
    report = compare(parse_module(text), parse_module(text), "main")
    assert report.agree
    assert np.isnan(report.reference[0]).all()


@register_impls
class _FaultyConstant(InterpreterFunctions):
    @impl(arith.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: arith.ConstantOp, args: tuple[Any, ...]) -> tuple[Any, ...]:
        raise ValueError("a bug inside an implementation")


def test_an_unexpected_python_error_becomes_a_diagnostic_naming_the_op(monkeypatch: pytest.MonkeyPatch):
    def faulty_interpreter(
        module: ModuleOp, index_bitwidth: Literal[32, 64], listeners: Sequence[Interpreter.Listener]
    ) -> Interpreter:
        interpreter = Interpreter(module, index_bitwidth=index_bitwidth, listeners=tuple(listeners))
        register_implementations(interpreter)
        interpreter.register_implementations(_FaultyConstant(), override=True)
        return interpreter

    monkeypatch.setattr(api, "new_interpreter", faulty_interpreter)
    with pytest.raises(
        InterpretationError, match=r"arith.constant: ValueError while interpreting: a bug inside an implementation"
    ):
        interpret(parse_module(MATMUL), "main", A, B)
