"""`linalg` on numpy arrays, checked against numpy (interpreters/linalg.py, structured_engine.py)."""

from collections import Counter
from typing import Any

import numpy as np
import pytest
from xdsl.interpreter import Interpreter
from xdsl.ir import BlockArgument, Operation
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module
from xdsl_encoding.interpreters import register_implementations, structured_engine

RNG = np.random.default_rng(0)


def rand(*shape: int, dtype: Any = np.float32) -> np.ndarray[Any, Any]:
    return RNG.uniform(-1, 1, shape).astype(dtype)


def run(text: str, *args: Any) -> tuple[Any, ...]:
    return interpret(parse_module(text), "main", *args)


class _Counter(Interpreter.Listener):
    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def will_interpret_op(self, op: Operation, args: tuple[Any, ...]) -> None:
        self.counts[op.name] += 1


def op_counts(text: str, *args: Any) -> Counter[str]:
    """How many times each op ran: a vectorized body runs once, a per-point one once per element."""
    counter = _Counter()
    interpreter = Interpreter(parse_module(text), listeners=(counter,))
    register_implementations(interpreter)
    interpreter.call_op("main", args)
    return counter.counts


MATMUL = """func.func @main(%a: tensor<{m}x{k}x{t}>, %b: tensor<{k}x{n}x{t}>, %c: tensor<{m}x{n}x{t}>) -> tensor<{m}x{n}x{t}> {{
  %r = linalg.matmul ins(%a, %b : tensor<{m}x{k}x{t}>, tensor<{k}x{n}x{t}>) outs(%c : tensor<{m}x{n}x{t}>) -> tensor<{m}x{n}x{t}>
  return %r : tensor<{m}x{n}x{t}>
}}"""


def test_matmul_accumulates_into_the_init():
    a, b, c = rand(4, 8), rand(8, 3), rand(4, 3)
    (r,) = run(MATMUL.format(m=4, k=8, n=3, t="f32"), a, b, c)
    np.testing.assert_allclose(r, c + a @ b, rtol=1e-6)
    assert r.dtype == np.float32


def test_integer_matmul_wraps_around():
    a = np.full((2, 4), 100, np.int8)
    b = np.full((4, 2), 1, np.int8)
    c = np.zeros((2, 2), np.int8)
    (r,) = run(MATMUL.format(m=2, k=4, n=2, t="i8"), a, b, c)
    np.testing.assert_array_equal(r, np.full((2, 2), -112, np.int8))  # 400 mod 256 = 144 = -112


def test_matmul_runs_as_one_blas_call_without_evaluating_the_body():
    counts = op_counts(MATMUL.format(m=4, k=8, n=3, t="f32"), rand(4, 8), rand(8, 3), rand(4, 3))
    assert counts["arith.mulf"] == 0
    assert counts["arith.addf"] == 0


def generic(maps: str, iterators: str, ins: str, outs: str, body: str, result: str) -> str:
    return f"""func.func @main({ins}, %init: {outs}) -> {result} {{
      %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iterators}]}}
          ins({", ".join(a.split(":")[0] for a in ins.split(", "))} : {", ".join(a.split(": ")[1] for a in ins.split(", "))})
          outs(%init : {outs}) {{
      {body}
      }} -> {result}
      return %r : {result}
    }}"""


def test_transposed_contraction_generic():
    text = generic(
        "affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>",
        '"parallel", "parallel", "reduction"',
        "%a: tensor<4x8xf32>, %b: tensor<3x8xf32>",
        "tensor<4x3xf32>",
        """^bb0(%x: f32, %y: f32, %acc: f32):
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        linalg.yield %s : f32""",
        "tensor<4x3xf32>",
    )
    a, b, c = rand(4, 8), rand(3, 8), rand(4, 3)
    np.testing.assert_allclose(run(text, a, b, c)[0], c + a @ b.T, rtol=1e-5)


def test_batched_contraction_with_widening_casts():
    text = generic(
        "affine_map<(p, m, n, k) -> (p, m, k)>, affine_map<(p, m, n, k) -> (p, k, n)>, affine_map<(p, m, n, k) -> (p, m, n)>",
        '"parallel", "parallel", "parallel", "reduction"',
        "%a: tensor<2x4x8xf16>, %b: tensor<2x8x3xf16>",
        "tensor<2x4x3xf32>",
        """^bb0(%x: f16, %y: f16, %acc: f32):
        %xe = arith.extf %x : f16 to f32
        %ye = arith.extf %y : f16 to f32
        %p = arith.mulf %xe, %ye : f32
        %s = arith.addf %p, %acc : f32
        linalg.yield %s : f32""",
        "tensor<2x4x3xf32>",
    )
    a, b, c = rand(2, 4, 8, dtype=np.float16), rand(2, 8, 3, dtype=np.float16), rand(2, 4, 3)
    (r,) = run(text, a, b, c)
    assert r.dtype == np.float32
    np.testing.assert_allclose(r, c + a.astype(np.float32) @ b.astype(np.float32), rtol=1e-5)
    assert op_counts(text, a, b, c)["arith.mulf"] == 0


def test_contraction_with_a_scalar_zero_point():
    text = generic(
        "affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> ()>, affine_map<(m, n, k) -> (m, n)>",
        '"parallel", "parallel", "reduction"',
        "%a: tensor<3x5xi32>, %b: tensor<5x2xi32>, %zp: i32",
        "tensor<3x2xi32>",
        """^bb0(%x: i32, %y: i32, %z: i32, %acc: i32):
        %xs = arith.subi %x, %z : i32
        %p = arith.muli %xs, %y : i32
        %s = arith.addi %acc, %p : i32
        linalg.yield %s : i32""",
        "tensor<3x2xi32>",
    )
    a = RNG.integers(-8, 8, (3, 5)).astype(np.int32)
    b = RNG.integers(-8, 8, (5, 2)).astype(np.int32)
    c = np.ones((3, 2), np.int32)
    np.testing.assert_array_equal(run(text, a, b, np.int32(3), c)[0], c + (a - 3) @ b)


def test_elementwise_body_with_broadcast_and_index_runs_once():
    text = generic(
        "affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j, i)>",
        '"parallel", "parallel"',
        "%a: tensor<3x4xf32>, %b: tensor<4xf32>",
        "tensor<4x3xf32>",
        """^bb0(%x: f32, %y: f32, %o: f32):
        %i = linalg.index 0 : index
        %ii = arith.index_cast %i : index to i64
        %fi = arith.sitofp %ii : i64 to f32
        %s = arith.addf %x, %y : f32
        %t = arith.mulf %s, %fi : f32
        linalg.yield %t : f32""",
        "tensor<4x3xf32>",
    )
    a, b = rand(3, 4), rand(4)
    (r,) = run(text, a, b, np.zeros((4, 3), np.float32))
    np.testing.assert_allclose(r, ((a + b) * np.arange(3, dtype=np.float32)[:, None]).T, rtol=1e-6)
    assert op_counts(text, a, b, np.zeros((4, 3), np.float32))["arith.addf"] == 1


def test_reductions_fold_with_one_ufunc_reduce():
    text = generic(
        "affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>",
        '"parallel", "reduction"',
        "%a: tensor<4x6xf32>",
        "tensor<4xf32>",
        """^bb0(%x: f32, %acc: f32):
        %sq = arith.mulf %x, %x : f32
        %s = arith.addf %acc, %sq : f32
        linalg.yield %s : f32""",
        "tensor<4xf32>",
    )
    a, init = rand(4, 6), rand(4)
    np.testing.assert_allclose(run(text, a, init)[0], init + (a * a).sum(axis=1), rtol=1e-5)
    assert op_counts(text, a, init)["arith.mulf"] == 1


def test_linalg_reduce_with_max_and_integer_sum():
    text = """func.func @main(%a: tensor<3x5xf32>, %m: tensor<5xf32>, %b: tensor<3x5xi8>, %s: tensor<3xi8>) -> (tensor<5xf32>, tensor<3xi8>) {
      %r = linalg.reduce ins(%a : tensor<3x5xf32>) outs(%m : tensor<5xf32>) dimensions = [0]
        (%in: f32, %init: f32) {
          %0 = arith.maximumf %in, %init : f32
          linalg.yield %0 : f32
        }
      %t = linalg.reduce ins(%b : tensor<3x5xi8>) outs(%s : tensor<3xi8>) dimensions = [1]
        (%in: i8, %init: i8) {
          %0 = arith.addi %in, %init : i8
          linalg.yield %0 : i8
        }
      return %r, %t : tensor<5xf32>, tensor<3xi8>
    }"""
    a, m = rand(3, 5), np.full(5, -10, np.float32)
    b, s = np.full((3, 5), 100, np.int8), np.zeros(3, np.int8)
    r, t = run(text, a, m, b, s)
    np.testing.assert_array_equal(r, a.max(axis=0))
    np.testing.assert_array_equal(t, np.full(3, (500 + 128) % 256 - 128, np.int8))


def test_body_with_control_flow_falls_back_to_one_evaluation_per_point():
    text = generic(
        "affine_map<(i) -> (i)>, affine_map<(i) -> (i)>",
        '"parallel"',
        "%a: tensor<5xf32>",
        "tensor<5xf32>",
        """^bb0(%x: f32, %o: f32):
        %zero = arith.constant 0.0 : f32
        %neg = arith.cmpf olt, %x, %zero : f32
        %v = scf.if %neg -> (f32) {
          scf.yield %zero : f32
        } else {
          scf.yield %x : f32
        }
        linalg.yield %v : f32""",
        "tensor<5xf32>",
    )
    a = rand(5)
    np.testing.assert_array_equal(run(text, a, np.zeros(5, np.float32))[0], np.maximum(a, 0))
    assert op_counts(text, a, np.zeros(5, np.float32))["arith.cmpf"] == 5


def test_conv_2d_nchw_fchw_gathers_windows_through_its_affine_maps():
    text = """func.func @main(%i: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32> {
      %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
          ins(%i, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
      return %c : tensor<1x3x2x2xf32>
    }"""
    image, weights, init = rand(1, 2, 6, 6), rand(3, 2, 3, 3), rand(1, 3, 2, 2)
    (conv,) = run(text, image, weights, init)
    windows = np.array(
        [
            [
                [
                    [(image[0, :, 2 * y : 2 * y + 3, 2 * x : 2 * x + 3] * weights[f]).sum() for x in range(2)]
                    for y in range(2)
                ]
                for f in range(3)
            ]
        ]
    )
    np.testing.assert_allclose(conv, init + windows, rtol=1e-5, atol=1e-6)


def test_named_elementwise_ops():
    text = """func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<2x3xi1>, %o: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
      %add = linalg.add ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %sub = linalg.sub ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %mul = linalg.mul ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %max = linalg.max ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %min = linalg.min ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %exp = linalg.exp ins(%a : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %log = linalg.log ins(%b : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %sqrt = linalg.sqrt ins(%b : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %sel = linalg.select ins(%c, %a, %b : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      %copy = linalg.copy ins(%a : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
      return %add, %sub, %mul, %max, %min, %exp, %log, %sqrt, %sel, %copy : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
    }"""
    a, b = rand(2, 3), np.abs(rand(2, 3)) + 0.5
    c = np.array([[True, False, True], [False, True, False]])
    results = run(text, a, b, c, np.zeros((2, 3), np.float32))
    expected = [
        a + b,
        a - b,
        a * b,
        np.maximum(a, b),
        np.minimum(a, b),
        np.exp(a),
        np.log(b),
        np.sqrt(b),
        np.where(c, a, b),
        a,
    ]
    for got, want in zip(results, expected, strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-6)


def test_fill_transpose_and_broadcast():
    text = """func.func @main(%a: tensor<2x3xf32>, %v: f64, %t: tensor<3x2xf32>, %b: tensor<4x2x3xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<4x2x3xf32>) {
      %f = linalg.fill ins(%v : f64) outs(%t : tensor<3x2xf32>) -> tensor<3x2xf32>
      %tr = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [1, 0]
      %br = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%b : tensor<4x2x3xf32>) dimensions = [0]
      return %f, %tr, %br : tensor<3x2xf32>, tensor<3x2xf32>, tensor<4x2x3xf32>
    }"""
    a = rand(2, 3)
    filled, transposed, broadcast = run(text, a, 2.5, np.zeros((3, 2), np.float32), np.zeros((4, 2, 3), np.float32))
    np.testing.assert_array_equal(filled, np.full((3, 2), 2.5, np.float32))
    assert filled.dtype == np.float32
    np.testing.assert_array_equal(transposed, a.T)
    np.testing.assert_array_equal(broadcast, np.broadcast_to(a, (4, 2, 3)))


def test_quantized_matmul_subtracts_zero_points():
    text = """func.func @main(%a: tensor<2x3xi8>, %b: tensor<3x2xi8>, %az: i32, %bz: i32, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
      %r = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<2x3xi8>, tensor<3x2xi8>, i32, i32) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
      return %r : tensor<2x2xi32>
    }"""
    a = RNG.integers(-8, 8, (2, 3)).astype(np.int8)
    b = RNG.integers(-8, 8, (3, 2)).astype(np.int8)
    c = np.zeros((2, 2), np.int32)
    expected = (a.astype(np.int32) - 1) @ (b.astype(np.int32) - 2)
    np.testing.assert_array_equal(run(text, a, b, np.int32(1), np.int32(2), c)[0], expected)


def test_dynamic_shapes_that_disagree_at_run_time_name_the_loop():
    text = """func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
      %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
      return %r : tensor<?x?xf32>
    }"""
    with pytest.raises(
        InterpretationError,
        match=r"linalg.matmul: loop d2 has size 4 from operand #0 dim 1 but 5 from operand #1 dim 0",
    ):
        run(text, rand(2, 4), rand(5, 3), rand(2, 3))


def test_inputs_are_never_modified():
    a, b, c = rand(4, 8), rand(8, 3), rand(4, 3)
    copies = [x.copy() for x in (a, b, c)]
    run(MATMUL.format(m=4, k=8, n=3, t="f32"), a, b, c)
    for original, copy in zip((a, b, c), copies):
        np.testing.assert_array_equal(original, copy)


def _never_vectorized(*_: object) -> None:
    return None


def _per_point(monkeypatch: pytest.MonkeyPatch, text: str, *args: Any) -> tuple[Any, ...]:
    """The results of the scalar path: one body evaluation per point, no vectorized strategy."""
    with monkeypatch.context() as patch:
        patch.setattr(structured_engine, "_run_vectorized", _never_vectorized)
        return run(text, *args)


# torch-mlir's softmax: the max over the last dim is kept in a unit dim, `(d0, d1, d2, 0)`.
SOFTMAX_MAX = generic(
    "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>",
    '"parallel", "parallel", "parallel", "reduction"',
    "%a: tensor<2x3x4x5xf32>",
    "tensor<2x3x4x1xf32>",
    """^bb0(%x: f32, %acc: f32):
    %m = arith.maximumf %acc, %x : f32
    linalg.yield %m : f32""",
    "tensor<2x3x4x1xf32>",
)


_SUM_INTO_COLUMN_1 = generic(
    "affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, 1)>",
    '"parallel", "reduction"',
    "%a: tensor<4x6xf32>",
    "tensor<4x3xf32>",
    """^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32""",
    "tensor<4x3xf32>",
)

_MATMUL_INTO_UNIT_DIM = generic(
    "affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, 0, n)>",
    '"parallel", "parallel", "reduction"',
    "%a: tensor<4x8xf32>, %b: tensor<8x3xf32>",
    "tensor<4x1x3xf32>",
    """^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32""",
    "tensor<4x1x3xf32>",
)


def _max_over_last_dim(a: Any, init: Any) -> Any:
    return a.max(axis=3, keepdims=True)


def _matmul_into_unit_dim(a: Any, b: Any, c: Any) -> Any:
    return c + (a @ b)[:, None, :]


def _column_1_sum(a: Any, init: Any) -> Any:
    expected = init.copy()
    expected[:, 1] += a.sum(axis=1)  # the other columns of the init pass through
    return expected


@pytest.mark.parametrize(
    ("text", "args", "expected", "op", "runs"),
    [
        pytest.param(
            SOFTMAX_MAX,
            (rand(2, 3, 4, 5), np.full((2, 3, 4, 1), -np.inf, np.float32)),
            _max_over_last_dim,
            "arith.maximumf",
            1,
            id="softmax max: one ufunc.reduce",
        ),
        pytest.param(
            _SUM_INTO_COLUMN_1, (rand(4, 6), rand(4, 3)), _column_1_sum, "arith.addf", 1, id="sum into one column"
        ),
        pytest.param(
            _MATMUL_INTO_UNIT_DIM,
            (rand(4, 8), rand(8, 3), rand(4, 1, 3)),
            _matmul_into_unit_dim,
            "arith.mulf",
            0,
            id="contraction: one matmul",
        ),
    ],
)
def test_constant_indices_in_output_maps_run_vectorized_and_match_the_scalar_path(
    monkeypatch: pytest.MonkeyPatch, text: str, args: tuple[Any, ...], expected: Any, op: str, runs: int
):
    (r,) = run(text, *args)
    np.testing.assert_allclose(r, expected(*args), rtol=1e-5)
    np.testing.assert_allclose(r, _per_point(monkeypatch, text, *args)[0], rtol=1e-5)
    assert op_counts(text, *args)[op] == runs


def test_a_constant_index_past_the_init_is_an_error_naming_the_op():
    text = SOFTMAX_MAX.replace("(d0, d1, d2, 0)>", "(d0, d1, d2, 1)>").replace("2x3x4x1", "2x3x4x?")
    with pytest.raises(InterpretationError, match=r"linalg.generic: indexing map .* reaches index 1 of dim 3"):
        run(text, rand(2, 3, 4, 5), rand(2, 3, 4, 1))


POOLING = """
func.func @f(%x: tensor<1x1x4x4xf32>, %w: tensor<2x2xf32>, %o: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %w : tensor<1x1x4x4xf32>, tensor<2x2xf32>) outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  func.return %r : tensor<1x1x2x2xf32>
}
"""


def test_pooling_runs_mlirs_body_not_xdsls():
    """xDSL 0.74's pooling_nchw_max body is max(in, window); ours (window_ops.py) is MLIR's max(out, in)."""
    module = parse_module(POOLING)
    (pooling,) = [op for op in module.walk() if op.name == "linalg.pooling_nchw_max"]
    body = pooling.regions[0].block.first_op
    assert body is not None
    assert [o.index if isinstance(o, BlockArgument) else None for o in body.operands] == [2, 0]
    x = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    init = np.array([[[[-np.inf, 100.0], [-np.inf, -np.inf]]]], np.float32)
    (r,) = interpret(module, "f", x, np.zeros((2, 2), np.float32), init)
    np.testing.assert_array_equal(r, [[[[5.0, 100.0], [13.0, 15.0]]]])
