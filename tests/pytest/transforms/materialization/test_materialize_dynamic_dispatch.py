"""Encoded tensors with dynamic sizes crossing `flow.dispatch.workgroups`, materialized into packs.

The packed storage of a `?` dim tiled by `t` has `?` outer size `n ceildiv t`: the workgroups'
`{%d}` operands become that size (an `affine.apply` on the host), the body's dispatch tensors
the packed types, and its full loads and stores the packed sizes, computed in the body from the
logical size it receives (a workload ordinal), as IREE's device-side materialization does.
Each program is interpreted before and after on random inputs of several sizes, some dividing
the tiles and some not (x86_64 AVX2: f32 tiles 8x8x1, i8 tiles 8x8x2), and iree-opt 3.13 must
read what we print. The padding layout grows a padded `?` dim the same way (`n + pad`).
"""

from __future__ import annotations

import numpy as np
import pytest
from test_materialize_host_programs import accumulator, data_tiling, dispatch_tensor

from testing.iree_host import iree_generic
from xdsl_encoding.api import interpret, parse_module, run_passes
from xdsl_encoding.utils.encodings import first_encoded_op

PACKS = 'materialize-encoding-into-packs{target=x86_64 cpu_features="+avx,+avx2,+fma"}'
COUNT = """ count(%w0: index) -> (index, index, index) {
    %gx, %gy, %gz = iree_tensor_ext.dispatch.workgroup_count_from_slice(%w0)
    flow.return %gx, %gy, %gz : index, index, index
  }"""


def program(kind: str, element: str) -> str:
    """`@main(%x: MxK, %w: KxN[, %c: MxN])`: a matmul in a workgroups op whose operands are encoded.

    kind: `m` (dynamic M), `mk` (dynamic M and K), `tied` (the encoded accumulator is a
    readwrite operand the result is tied to), `result` (the workgroups result is encoded).
    """
    out = accumulator(element)
    k = "?" if kind == "mk" else "7"
    sizes = f"[?, 10, {'?' if kind == 'mk' else 7}]"
    lhs, rhs, acc = (data_tiling(i, element, sizes) for i in range(3))
    a, b, c = f"tensor<?x{k}x{element}, {lhs}>", f"tensor<{k}x10x{element}, {rhs}>", f"tensor<?x10x{out}, {acc}>"
    plain_a, plain_b, plain_c = f"tensor<?x{k}x{element}>", f"tensor<{k}x10x{element}>", f"tensor<?x10x{out}>"
    ad, bd = ("{%m, %k}", "{%k}") if kind == "mk" else ("{%m}", "")
    inner_ad, inner_bd = ("{%m0, %k0}", "{%k0}") if kind == "mk" else ("{%m0}", "")
    ka = "%k0" if kind == "mk" else "7"
    zero = "0.0" if element.startswith("f") else "0"
    k_dim = "%c1 = arith.constant 1 : index\n  %k = tensor.dim %x, %c1 : " + plain_a if kind == "mk" else ""
    k_arg = (", %k", ", index", ", %kk: index", "%k0 = iree_tensor_ext.dispatch.workload.ordinal %kk, 1 : index")
    k_arg = k_arg if kind == "mk" else ("", "", "", "")
    workload = "[%m, %k]" if kind == "mk" else "[%m]"
    count = COUNT.replace("%w0: index", "%w0: index, %w1: index").replace("slice(%w0)", "slice(%w0, %w1)")
    count = count if kind == "mk" else COUNT
    load_a = (
        f"%l = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%m0, {ka}], strides = [1, 1] : "
        f"{dispatch_tensor('readonly', a)}{inner_ad} -> {a}"
    )
    load_b = (
        f"%lw = iree_tensor_ext.dispatch.tensor.load %inw, offsets = [0, 0], sizes = [{ka}, 10], strides = [1, 1] : "
        f"{dispatch_tensor('readonly', b)}{inner_bd} -> {b}"
    )
    head = f"""
util.func public @main(%x: {plain_a}, %w: {plain_b}, %c: {plain_c}) -> {plain_c} {{
  %c0 = arith.constant 0 : index
  %m = tensor.dim %x, %c0 : {plain_a}
  {k_dim}
  %a = flow.tensor.encode %x : {plain_a}{ad} -> {a}{ad}
  %b = flow.tensor.encode %w : {plain_b}{bd} -> {b}{bd}"""
    if kind == "tied":
        body_args = f"%in: {dispatch_tensor('readonly', a)}, %inw: {dispatch_tensor('readonly', b)}, %io: {dispatch_tensor('readwrite', c)}, %n: index"
        return f"""{head}
  %e = flow.tensor.encode %c : {plain_c}{{%m}} -> {c}{{%m}}
  %r = flow.dispatch.workgroups[%m](%a, %b, %e, %m) : ({a}{ad}, {b}{bd}, {c}{{%m}}, index) -> %e{{%m}} =
      ({body_args}) {{
    %m0 = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
    {load_a}
    {load_b}
    %lc = iree_tensor_ext.dispatch.tensor.load %io, offsets = [0, 0], sizes = [%m0, 10], strides = [1, 1] : {dispatch_tensor("readwrite", c)}{{%m0}} -> {c}
    %mm = linalg.matmul ins(%l, %lw : {a}, {b}) outs(%lc : {c}) -> {c}
    iree_tensor_ext.dispatch.tensor.store %mm, %io, offsets = [0, 0], sizes = [%m0, 10], strides = [1, 1] : {c} -> {dispatch_tensor("readwrite", c)}{{%m0}}
    flow.return
  }}{COUNT}
  %u = flow.tensor.encode %r : {c}{{%m}} -> {plain_c}{{%m}}
  util.return %u : {plain_c}
}}
"""
    encoded_result = kind == "result"
    result_type = c if encoded_result else plain_c
    store = (
        f"iree_tensor_ext.dispatch.tensor.store %mm, %out, offsets = [0, 0], sizes = [%m0, 10], strides = [1, 1] : {c} -> {dispatch_tensor('writeonly', c)}{{%m0}}"
        if encoded_result
        else f"""%u = iree_encoding.unset_encoding %mm : {c} -> {plain_c}{{%m0}}
    iree_tensor_ext.dispatch.tensor.store %u, %out, offsets = [0, 0], sizes = [%m0, 10], strides = [1, 1] : {plain_c} -> {dispatch_tensor("writeonly", plain_c)}{{%m0}}"""
    )
    decode = (
        f"%d = flow.tensor.encode %r : {c}{{%m}} -> {plain_c}{{%m}}\n  util.return %d : {plain_c}"
        if encoded_result
        else f"util.return %r : {plain_c}"
    )
    body_args = (
        f"%in: {dispatch_tensor('readonly', a)}, %inw: {dispatch_tensor('readonly', b)}, %n: index{k_arg[2]}, "
        f"%out: {dispatch_tensor('writeonly', result_type)}"
    )
    return f"""{head}
  %r = flow.dispatch.workgroups{workload}(%a, %b, %m{k_arg[0]}) : ({a}{ad}, {b}{bd}, index{k_arg[1]}) -> {result_type}{{%m}} =
      ({body_args}) {{
    %zero = arith.constant {zero} : {out}
    %m0 = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
    {k_arg[3]}
    {load_a}
    {load_b}
    %e = tensor.empty(%m0) : {c}
    %f = linalg.fill ins(%zero : {out}) outs(%e : {c}) -> {c}
    %mm = linalg.matmul ins(%l, %lw : {a}, {b}) outs(%f : {c}) -> {c}
    {store}
    flow.return
  }}{count}
  {decode}
}}
"""


CASES = [("m", "f32"), ("mk", "f32"), ("mk", "i8"), ("tied", "f32"), ("result", "i8")]
SIZES = [(5, 7), (8, 7), (13, 3), (16, 4)]
"""(M, K): M divides the M tile 8 or not; K (where dynamic) divides the i8 K tile 2 or not."""


NUMPY = {"f32": "float32", "i8": "int8", "i32": "int32"}


def random_operands(element: str, m: int, k: int, rng: np.random.Generator) -> list[np.ndarray]:
    dtype, out = (np.dtype(NUMPY[e]) for e in (element, accumulator(element)))
    shapes = [(m, k), (k, 10)]
    if np.issubdtype(dtype, np.integer):
        operands = [rng.integers(-8, 8, s).astype(dtype) for s in shapes]
        return [*operands, rng.integers(-8, 8, (m, 10)).astype(out)]
    return [*(rng.standard_normal(s).astype(dtype) for s in shapes), rng.standard_normal((m, 10)).astype(out)]


@pytest.mark.parametrize(("kind", "element"), CASES, ids=[f"{k}-{e}" for k, e in CASES])
def test_dynamic_workgroups_operands_are_packed_and_interpret_as_the_original(kind: str, element: str) -> None:
    original = parse_module(program(kind, element))
    materialized = run_passes(original, PACKS)
    assert first_encoded_op(materialized) is None
    text = str(materialized)
    assert "linalg.mmt4d" in text
    assert "ceildiv 8" in text  # the packed outer size of M
    k_tile = 2 if element == "i8" else 1
    outer_k = "?" if kind == "mk" else -(-7 // k_tile)
    lhs = f"tensor<?x{outer_k}x8x{k_tile}x{element}>"
    assert f"dispatch.tensor<readonly:{lhs}>" in text  # the body sees the packed LHS
    iree_generic(text)  # iree-opt 3.13 reads what we print
    rng = np.random.default_rng(7)
    for m, k in SIZES:
        operands = random_operands(element, m, k if kind == "mk" else 7, rng)
        (expected,) = interpret(original, "main", *operands)
        (got,) = interpret(materialized, "main", *operands)
        assert got.shape == (m, 10)
        if element == "i8":
            np.testing.assert_array_equal(got, expected, err_msg=f"M={m}, K={k}")
        else:
            np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-5, err_msg=f"M={m}, K={k}")


PADDED = "#iree_encoding.padding<[4, 2]>"
PADDED_ROWS = f"""
util.func public @main(%x: tensor<?x7xf32>) -> tensor<?x7xf32> {{
  %c0 = arith.constant 0 : index
  %m = tensor.dim %x, %c0 : tensor<?x7xf32>
  %a = flow.tensor.encode %x : tensor<?x7xf32>{{%m}} -> tensor<?x7xf32, {PADDED}>{{%m}}
  %r = flow.dispatch.workgroups[%m](%a, %m) : (tensor<?x7xf32, {PADDED}>{{%m}}, index) -> tensor<?x7xf32>{{%m}} =
      (%in: {dispatch_tensor("readonly", f"tensor<?x7xf32, {PADDED}>")}, %n: index, %out: {dispatch_tensor("writeonly", "tensor<?x7xf32>")}) {{
    %m0 = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
    %l = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%m0, 7], strides = [1, 1] : {dispatch_tensor("readonly", f"tensor<?x7xf32, {PADDED}>")}{{%m0}} -> tensor<?x7xf32, {PADDED}>
    %u = iree_encoding.unset_encoding %l : tensor<?x7xf32, {PADDED}> -> tensor<?x7xf32>{{%m0}}
    iree_tensor_ext.dispatch.tensor.store %u, %out, offsets = [0, 0], sizes = [%m0, 7], strides = [1, 1] : tensor<?x7xf32> -> {dispatch_tensor("writeonly", "tensor<?x7xf32>")}{{%m0}}
    flow.return
  }}{COUNT}
  util.return %r : tensor<?x7xf32>
}}
"""


def test_padded_dynamic_dim_crosses_workgroups_with_its_grown_size() -> None:
    """The padding layout's storage of a `?` dim padded by 4 is `?` of size `n + 4`, on the op and in the body."""
    original = parse_module(PADDED_ROWS)
    materialized = run_passes(original, "materialize-encoding-into-padding")
    text = str(materialized)
    assert "(tensor<?x9xf32>{%" in text  # the workgroups operand: 2 columns more, its rows `%m + 4`
    assert text.count("arith.addi") == 2  # the grown size, on the host and in the body
    rng = np.random.default_rng(3)
    for m in (1, 5):
        x = rng.standard_normal((m, 7)).astype(np.float32)
        (got,) = interpret(materialized, "main", x)
        np.testing.assert_array_equal(got, x)
