"""Random one-op programs over the host ops IREE prints, each with its result computed by numpy.

`host_programs()` draws one op (`linalg.matmul` plain or with `indexing_maps`, `batch_matmul`,
`matvec`, `vecmat`, `mmt4d`, `batch_mmt4d`, `pack` + `unpack`, `softmax`; `iree_linalg_ext.scatter`,
`sort`, `arg_compare` and `linalg.conv_2d_nchw_fchw_q` from `linalg_ext_ops.py`), an element type (f32, or
i8 x i8 -> i32 for the contractions) and sizes, then wraps it the ways IREE's IR holds it: a plain
`func.func`; a `util.func` called through `util.call`; the second operand as a `util.global`
constant read by `util.global.load`; the op inside a `flow.dispatch.region`. `HostProgram.expected`
is numpy's value of `@main` on `HostProgram.inputs` (the semantics in reference/iree-encoding-next.md §1.6).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from hypothesis import strategies as st
from numpy.typing import NDArray

from .linalg_ext_ops import KINDS, linalg_ext_op

Array = NDArray[Any]
WRAPPINGS = ("func", "util", "global", "dispatch")


@dataclass(frozen=True)
class HostProgram:
    text: str
    inputs: tuple[Array, ...]
    expected: Array
    integer: bool


@dataclass(frozen=True)
class _Op:
    """One op: its operands (the last is the init), its line(s) of MLIR, and numpy's result."""

    operands: tuple[Array, ...]
    body: Callable[[list[str]], list[str]]
    result_type: str
    expected: Array


def _type(a: Array) -> str:
    element = {"float32": "f32", "int8": "i8", "int32": "i32", "int64": "i64"}[str(a.dtype)]
    return f"tensor<{''.join(f'{d}x' for d in a.shape)}{element}>"


def pack_reference(x: Array, inner_dims_pos: list[int], tiles: list[int], outer_perm: list[int], pad: float) -> Array:
    """`linalg.pack`: pad each tiled dim to a multiple of its tile, split it, move tiles innermost."""
    widths = [(0, 0)] * x.ndim
    for d, t in zip(inner_dims_pos, tiles, strict=True):
        widths[d] = (0, -x.shape[d] % t)
    padded = np.pad(x, widths, constant_values=pad)
    shape: list[int] = []
    outer_axis: list[int] = []
    inner_axis: dict[int, int] = {}
    for d, s in enumerate(padded.shape):
        if d in inner_dims_pos:
            t = tiles[inner_dims_pos.index(d)]
            shape += [s // t, t]
            outer_axis.append(len(shape) - 2)
            inner_axis[d] = len(shape) - 1
        else:
            shape.append(s)
            outer_axis.append(len(shape) - 1)
    order = [outer_axis[p] for p in outer_perm] + [inner_axis[d] for d in inner_dims_pos]
    return padded.reshape(shape).transpose(order)


def _rng_array(rng: np.random.Generator, shape: tuple[int, ...], dtype: str) -> Array:
    if dtype == "float32":
        return rng.uniform(-1, 1, shape).astype(np.float32)
    return rng.integers(-8, 8, shape).astype(dtype)


def _contraction(name: str, maps: str, a: Array, b: Array, c: Array, expected: Array) -> _Op:
    def body(v: list[str]) -> list[str]:
        return [
            f"%r = linalg.{name}{maps} ins({v[0]}, {v[1]} : {_type(a)}, {_type(b)}) outs({v[2]} : {_type(c)}) -> {_type(c)}"
        ]

    return _Op((a, b, c), body, _type(c), expected)


def _wide(x: Array, integer: bool) -> Array:
    return x.astype(np.int64) if integer else x.astype(np.float64)


@st.composite
def _op(draw: st.DrawFn, rng: np.random.Generator) -> _Op:
    kind = draw(
        st.sampled_from(
            [
                "matmul",
                "matmul_t",
                "batch_matmul",
                "matvec",
                "vecmat",
                "mmt4d",
                "batch_mmt4d",
                "pack",
                "softmax",
                *KINDS,
            ]
        )
    )
    if kind in KINDS:
        operands, text, expected = draw(linalg_ext_op(rng, kind))
        return _Op(operands, text, _type(expected), expected)
    integer = kind not in ("softmax", "pack") and draw(st.booleans())
    ins, out = ("int8", "int32") if integer else ("float32", "float32")
    size = st.integers(1, 9)
    m, n, k, b = draw(size), draw(size), draw(size), draw(st.integers(1, 3))

    def arr(*shape: int, dtype: str = ins) -> Array:
        return _rng_array(rng, shape, dtype)

    def done(e: Array) -> Array:
        return e.astype(out)

    if kind == "matmul":
        lhs, rhs, acc = arr(m, k), arr(k, n), arr(m, n, dtype=out)
        return _contraction(
            "matmul", "", lhs, rhs, acc, done(_wide(acc, integer) + _wide(lhs, integer) @ _wide(rhs, integer))
        )
    if kind == "matmul_t":
        transpose_a = draw(st.booleans())
        lhs = arr(k, m) if transpose_a else arr(m, k)
        rhs = arr(k, n) if transpose_a else arr(n, k)
        acc = arr(m, n, dtype=out)
        a_map = "(d2, d0)" if transpose_a else "(d0, d2)"
        b_map = "(d2, d1)" if transpose_a else "(d1, d2)"
        maps = (
            f" indexing_maps = [affine_map<(d0, d1, d2) -> {a_map}>, affine_map<(d0, d1, d2) -> {b_map}>, "
            "affine_map<(d0, d1, d2) -> (d0, d1)>]"
        )
        wa, wb = _wide(lhs, integer), _wide(rhs, integer)
        product = wa.T @ wb if transpose_a else wa @ wb.T
        return _contraction("matmul", maps, lhs, rhs, acc, done(_wide(acc, integer) + product))
    if kind == "batch_matmul":
        lhs, rhs, acc = arr(b, m, k), arr(b, k, n), arr(b, m, n, dtype=out)
        return _contraction(
            "batch_matmul", "", lhs, rhs, acc, done(_wide(acc, integer) + _wide(lhs, integer) @ _wide(rhs, integer))
        )
    if kind == "matvec":
        lhs, rhs, acc = arr(m, k), arr(k), arr(m, dtype=out)
        return _contraction(
            "matvec", "", lhs, rhs, acc, done(_wide(acc, integer) + _wide(lhs, integer) @ _wide(rhs, integer))
        )
    if kind == "vecmat":
        lhs, rhs, acc = arr(k), arr(k, n), arr(n, dtype=out)
        return _contraction(
            "vecmat", "", lhs, rhs, acc, done(_wide(acc, integer) + _wide(lhs, integer) @ _wide(rhs, integer))
        )
    if kind in ("mmt4d", "batch_mmt4d"):
        m0, n0, k0 = draw(st.integers(1, 4)), draw(st.integers(1, 4)), draw(st.integers(1, 4))
        batch = (b,) if kind == "batch_mmt4d" else ()
        lhs, rhs = arr(*batch, m, k, m0, k0), arr(*batch, n, k, n0, k0)
        acc = arr(*batch, m, n, m0, n0, dtype=out)
        spec = "...mkab,...nkcb->...mnac"
        product = np.einsum(spec, _wide(lhs, integer), _wide(rhs, integer))
        return _contraction(kind, "", lhs, rhs, acc, done(_wide(acc, integer) + product))
    if kind == "softmax":
        x = arr(m, n)
        dim = draw(st.integers(0, 1))
        wide = x.astype(np.float64)
        e = np.exp(wide - wide.max(axis=dim, keepdims=True))
        expected = (e / e.sum(axis=dim, keepdims=True)).astype(np.float32)

        def softmax(v: list[str]) -> list[str]:
            t = _type(x)
            return [
                f"%e = tensor.empty() : {t}",
                f"%r = linalg.softmax dimension({dim}) ins({v[0]} : {t}) outs(%e : {t}) -> {t}",
            ]

        return _Op((x,), softmax, _type(x), expected)
    # pack, and either its value (against numpy's) or unpack(pack(x)) + x (the round trip)
    x = arr(m, n)
    returns_packed = draw(st.booleans())
    inner = draw(st.permutations([0, 1]).map(lambda p: p[: draw(st.integers(1, 2))]))
    tiles = [draw(st.integers(1, 4)) for _ in inner]
    perm = draw(st.permutations([0, 1]))
    packed = pack_reference(x, list(inner), tiles, list(perm), 0.0)
    attrs = f"outer_dims_perm = {list(perm)} inner_dims_pos = {list(inner)} inner_tiles = {tiles}"

    def pack(v: list[str]) -> list[str]:
        tx, tp = _type(x), _type(packed)
        return [
            "%cst = arith.constant 0.0 : f32",
            f"%pe = tensor.empty() : {tp}",
            f"%p = linalg.pack {v[0]} padding_value(%cst : f32) {attrs} into %pe : {tx} -> {tp}",
            f"%ue = tensor.empty() : {tx}",
            f"%u = linalg.unpack %p {attrs} into %ue : {tp} -> {tx}",
            f"%r = arith.addf %u, {v[0]} : {tx}" if not returns_packed else f"%r = arith.addf %p, %p : {tp}",
        ]

    if returns_packed:
        return _Op((x,), pack, _type(packed), (2 * packed.astype(np.float64)).astype(np.float32))
    return _Op((x,), pack, _type(x), (2 * x.astype(np.float64)).astype(np.float32))


def _dense(a: Array) -> str:
    return f"dense<{json.dumps(a.tolist())}> : {_type(a)}"


@st.composite
def host_programs(draw: st.DrawFn) -> HostProgram:
    rng = np.random.default_rng(draw(st.integers(0, 2**16)))
    op = draw(_op(rng))
    wrapping = draw(st.sampled_from(WRAPPINGS if len(op.operands) > 1 else ("func", "util", "dispatch")))
    integer = op.expected.dtype.kind == "i"
    args = [f"%a{i}: {_type(a)}" for i, a in enumerate(op.operands)]
    values = [f"%a{i}" for i in range(len(op.operands))]
    inputs = op.operands
    rt = op.result_type
    lines: list[str] = []
    if wrapping == "func":
        body = "\n  ".join(op.body(values))
        lines = [f"func.func @main({', '.join(args)}) -> {rt} {{", f"  {body}", f"  func.return %r : {rt}", "}"]
    elif wrapping == "util":
        body = "\n  ".join(op.body(values))
        lines = [
            f"util.func private @op({', '.join(args)}) -> {rt} {{",
            f"  {body}",
            f"  util.return %r : {rt}",
            "}",
            f"util.func public @main({', '.join(args)}) -> {rt} {{",
            f"  %0 = util.call @op({', '.join(values)}) : ({', '.join(_type(a) for a in op.operands)}) -> {rt}",
            f"  util.return %0 : {rt}",
            "}",
        ]
    elif wrapping == "global":
        weight = list(op.operands)[1]
        kept = [a for i, a in enumerate(args) if i != 1]
        body = "\n  ".join(op.body([values[0], "%w", *values[2:]]))
        lines = [
            f"util.global private @w = {_dense(weight)}",
            f"util.func public @main({', '.join(kept)}) -> {rt} {{",
            f"  %w = util.global.load @w : {_type(weight)}",
            f"  {body}",
            f"  util.return %r : {rt}",
            "}",
        ]
        inputs = tuple(a for i, a in enumerate(op.operands) if i != 1)
    else:
        body = "\n    ".join(op.body(values))
        lines = [
            f"func.func @main({', '.join(args)}) -> {rt} {{",
            f"  %0 = flow.dispatch.region -> ({rt}) {{",
            f"    {body}",
            f"    flow.return %r : {rt}",
            "  }",
            f"  func.return %0 : {rt}",
            "}",
        ]
    return HostProgram("\n".join(lines) + "\n", inputs, op.expected, integer)
