"""Random `iree_linalg_ext` ops (scatter, sort, arg_compare) and `_q` convolutions for the host-op
fuzzer, each with its result computed by plain Python loops or numpy (an independent statement of
IREE's scalar semantics: batch order for scatter, bubble sweeps for sort, first/last winner for
arg_compare). Integers come from a few small values so that ties and duplicate indices are common.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from hypothesis import strategies as st
from numpy.typing import NDArray

Array = NDArray[Any]
KINDS = ("scatter", "sort", "arg_compare", "conv_q")

_PREDICATES: dict[str, Callable[[Any, Any], bool]] = {
    "sgt": lambda a, b: a > b,
    "sge": lambda a, b: a >= b,
    "slt": lambda a, b: a < b,
    "sle": lambda a, b: a <= b,
}


def _type(a: Array) -> str:
    element = {"float32": "f32", "int8": "i8", "int32": "i32", "int64": "i64"}[str(a.dtype)]
    return f"tensor<{''.join(f'{d}x' for d in a.shape)}{element}>"


def _scatter(
    draw: st.DrawFn, rng: np.random.Generator
) -> tuple[tuple[Array, ...], Callable[[list[str]], list[str]], Array]:
    rows, cols, batch = draw(st.integers(1, 4)), draw(st.integers(1, 3)), draw(st.integers(1, 6))
    integer = draw(st.booleans())
    body = draw(st.sampled_from(["replace", "add", "mul_sub"]))
    dtype = np.int32 if integer else np.float32
    updates = rng.integers(-3, 4, (batch, cols)).astype(dtype)
    original = rng.integers(-3, 4, (rows, cols)).astype(dtype)
    indices = rng.integers(0, rows, (batch, 1)).astype(np.int64)
    expected = original.copy()
    for b in range(batch):
        r = int(indices[b, 0])
        u, cur = updates[b], expected[r]
        expected[r] = {"replace": u, "add": u + cur, "mul_sub": u * cur - u}[body]
    element = "i32" if integer else "f32"
    suffix = "i" if integer else "f"
    lines = {
        "replace": [f"iree_linalg_ext.yield %u : {element}"],
        "add": [f"%s = arith.add{suffix} %u, %c : {element}", f"iree_linalg_ext.yield %s : {element}"],
        "mul_sub": [
            f"%m = arith.mul{suffix} %u, %c : {element}",
            f"%s = arith.sub{suffix} %m, %u : {element}",
            f"iree_linalg_ext.yield %s : {element}",
        ],
    }[body]

    def text(v: list[str]) -> list[str]:
        tu, ti, to = _type(updates), _type(indices), _type(original)
        return [
            f"%r = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins({v[0]}, {v[1]} : {tu}, {ti})"
            f" outs({v[2]} : {to}) {{",
            f"^bb0(%u: {element}, %c: {element}):",
            *lines,
            f"}} -> {to}",
        ]

    return (updates, indices, original), text, expected


def _sort(
    draw: st.DrawFn, rng: np.random.Generator
) -> tuple[tuple[Array, ...], Callable[[list[str]], list[str]], Array]:
    m, n = draw(st.integers(1, 3)), draw(st.integers(1, 9))
    predicate = draw(st.sampled_from(sorted(_PREDICATES)))
    keep = _PREDICATES[predicate]
    x = rng.integers(-2, 3, (m, n)).astype(np.int32)
    order = np.broadcast_to(np.arange(n, dtype=np.int64), (m, n)).copy()
    expected = order.copy()
    for row in range(m):
        keys, payload = list(x[row]), list(order[row])
        for _ in range(n):
            for j in range(n - 1):
                if not keep(keys[j], keys[j + 1]):
                    keys[j], keys[j + 1] = keys[j + 1], keys[j]
                    payload[j], payload[j + 1] = payload[j + 1], payload[j]
        expected[row] = payload

    def text(v: list[str]) -> list[str]:
        tx, ti = _type(x), _type(order)
        return [
            f"%s:2 = iree_linalg_ext.sort dimension(1) outs({v[0]}, {v[1]} : {tx}, {ti}) {{",
            "^bb0(%a: i32, %b: i32, %c: i64, %d: i64):",
            f"%k = arith.cmpi {predicate}, %a, %b : i32",
            "iree_linalg_ext.yield %k : i1",
            f"}} -> {tx}, {ti}",
            f"%r = arith.addi %s#1, %s#1 : {ti}",
        ]

    return (x, order), text, 2 * expected


def _arg_compare(
    draw: st.DrawFn, rng: np.random.Generator
) -> tuple[tuple[Array, ...], Callable[[list[str]], list[str]], Array]:
    m, n = draw(st.integers(1, 3)), draw(st.integers(1, 9))
    predicate = draw(st.sampled_from(sorted(_PREDICATES)))
    take = _PREDICATES[predicate]
    x = rng.integers(-2, 3, (m, n)).astype(np.int32)
    init = rng.integers(-3, 4, (m,)).astype(np.int32)
    expected = np.full((m,), -1, dtype=np.int32)
    for row in range(m):
        best = init[row]
        for j in range(n):
            if take(x[row, j], best):
                best, expected[row] = x[row, j], j

    def text(v: list[str]) -> list[str]:
        tx, tv = _type(x), _type(init)
        return [
            "%minus = arith.constant -1 : i32",
            f"%ie = tensor.empty() : {tv}",
            f"%i = linalg.fill ins(%minus : i32) outs(%ie : {tv}) -> {tv}",
            f"%a:2 = iree_linalg_ext.arg_compare dimension(1) ins({v[0]} : {tx}) outs({v[1]}, %i : {tv}, {tv}) {{",
            "^bb0(%c: i32, %b: i32):",
            f"%k = arith.cmpi {predicate}, %c, %b : i32",
            "iree_linalg_ext.yield %k : i1",
            f"}} -> {tv}, {tv}",
            f"%r = arith.addi %a#1, %a#1 : {tv}",
        ]

    return (x, init), text, 2 * expected


def _conv_q(
    draw: st.DrawFn, rng: np.random.Generator
) -> tuple[tuple[Array, ...], Callable[[list[str]], list[str]], Array]:
    n, c, f = draw(st.integers(1, 2)), draw(st.integers(1, 3)), draw(st.integers(1, 3))
    kh, kw, oh, ow = draw(st.integers(1, 3)), draw(st.integers(1, 3)), draw(st.integers(1, 3)), draw(st.integers(1, 3))
    sh, sw = draw(st.integers(1, 2)), draw(st.integers(1, 2))
    izp, kzp = draw(st.integers(-128, 127)), draw(st.integers(-128, 127))
    x = rng.integers(-128, 128, (n, c, (oh - 1) * sh + kh, (ow - 1) * sw + kw)).astype(np.int8)
    k = rng.integers(-128, 128, (f, c, kh, kw)).astype(np.int8)
    acc = rng.integers(-1000, 1000, (n, f, oh, ow)).astype(np.int32)
    wide = acc.astype(np.int64)
    xs, ks = x.astype(np.int64) - izp, k.astype(np.int64) - kzp
    for i in range(kh):
        for j in range(kw):
            window = xs[:, :, i : i + (oh - 1) * sh + 1 : sh, j : j + (ow - 1) * sw + 1 : sw]
            wide += np.einsum("nchw,fc->nfhw", window, ks[:, :, i, j])
    expected = wide.astype(np.int32)

    def text(v: list[str]) -> list[str]:
        tx, tk, to = _type(x), _type(k), _type(acc)
        attrs = f"dilations = dense<1> : vector<2xi64>, strides = dense<[{sh}, {sw}]> : vector<2xi64>"
        return [
            f"%zx = arith.constant {izp} : i32",
            f"%zk = arith.constant {kzp} : i32",
            f"%r = linalg.conv_2d_nchw_fchw_q {{{attrs}}} ins({v[0]}, {v[1]}, %zx, %zk : {tx}, {tk}, i32, i32)"
            f" outs({v[2]} : {to}) -> {to}",
        ]

    return (x, k, acc), text, expected


@st.composite
def linalg_ext_op(
    draw: st.DrawFn, rng: np.random.Generator, kind: str
) -> tuple[tuple[Array, ...], Callable[[list[str]], list[str]], Array]:
    """One op of `KINDS`: its operands, its lines of MLIR (the result is `%r`) and the expected `%r`."""
    build = {"scatter": _scatter, "sort": _sort, "arg_compare": _arg_compare, "conv_q": _conv_q}[kind]
    return build(draw, rng)
