"""Hypothesis strategies for random valid programs of this project, as MLIR text with their inputs.

A program is a module of functions built from a pool of values: function arguments of random
rank with static and `?` dims, reshape chains (collapse / expand, unit dims included),
`set_encoding` / `unset_encoding` of every encoding kind around (and across) them, matmuls and
contraction generics (transposed operands too), element-wise ops, fills, `scf.if` / `scf.for`
bodies and calls to helper functions (one of them taking an encoded argument). Every program
parses, verifies (also with the strict reshape checks) and runs on `Program.inputs(seed)`.

`programs()` is the strategy; `ProgramOptions` says which features it may use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from hypothesis import strategies as st
from xdsl.ir import Attribute

from xdsl_encoding.dialects.iree_encoding import MatmulKAttr

from .builder import (
    ENCODING_KINDS,
    Chooser,
    Dim,
    FunctionText,
    Tensor,
    chance,
    collapsed_dims,
    pick,
    random_encoding,
    random_factors,
    random_partition,
    same_sizes,
)

SIZES = (1, 2, 3, 4, 6, 8)
"""Runtime sizes of argument dims: small, so that interpreting stays cheap, with unit dims and factors."""

STEP_KINDS = ("reshape", "encode", "matmul", "elementwise", "fill", "if", "for", "call")


@dataclass(frozen=True)
class ProgramOptions:
    """Which features a program may use."""

    encodings: tuple[str, ...] = ENCODING_KINDS
    """Encoding kinds for `set_encoding` (empty: programs without any encoding)."""
    elements: tuple[str, ...] = ("f32", "i32")
    max_steps: int = 5
    regions: bool = True
    """`scf.if` / `scf.for` around parts of a function."""
    calls: bool = True
    """Helper functions called from `@main`, one of them with an encoded argument."""
    encoded_ops: bool = True
    """Matmuls and element-wise ops computing directly on encoded tensors (not only set/unset around reshapes)."""


@dataclass(frozen=True)
class Program:
    """A module as text, and how to make inputs for its `@main`."""

    text: str
    arguments: tuple[tuple[tuple[int, ...], str], ...]
    """Runtime shape and element type of each tensor argument of `@main`."""
    flag: bool | None
    """The value of `@main`'s `i1` argument, if it has one."""

    def __repr__(self) -> str:
        """Short: hypothesis prints the IR itself as a note (see the tests)."""
        return f"Program(<{self.text.count(chr(10)) + 1} lines of IR>, arguments={self.arguments}, flag={self.flag})"

    def inputs(self, seed: int = 0) -> tuple[Any, ...]:
        """Inputs for `@main`: floats in [-1, 1), integers in [-4, 4], then the flag."""
        rng = np.random.default_rng(seed)
        values: list[Any] = []
        for shape, element in self.arguments:
            if element.startswith("i"):
                values.append(rng.integers(-4, 5, size=shape).astype(np.int32))
            else:
                values.append(rng.uniform(-1.0, 1.0, size=shape).astype(np.float32))
        if self.flag is not None:
            values.append(np.bool_(self.flag))
        return tuple(values)


@dataclass
class Generator:
    """Builds one module: `@main` plus the helper functions it calls."""

    chooser: Chooser
    options: ProgramOptions
    element: str
    helpers: list[str] = field(default_factory=list[str])

    # -- values ------------------------------------------------------------------------

    def random_dims(self, max_rank: int = 3) -> tuple[Dim, ...]:
        rank = 1 + self.chooser.integer(0, max_rank - 1)
        return tuple(Dim(pick(self.chooser, SIZES), chance(self.chooser, 25)) for _ in range(rank))

    def operand(self, fn: FunctionText, dims: Sequence[Dim]) -> Tensor:
        """A new argument whose collapse has exactly `dims` (or the argument itself)."""
        if not chance(self.chooser, 50):
            return fn.new_arg(dims, self.element)
        factors = [random_factors(self.chooser, d) for d in dims]
        arg = fn.new_arg([d for f in factors for d in f], self.element)
        groups: list[tuple[int, ...]] = []
        for f in factors:
            start = sum(len(g) for g in groups)
            groups.append(tuple(range(start, start + len(f))))
        return fn.collapse(arg, tuple(groups), None)

    def encoding(self, rank: int) -> Attribute | None:
        if not self.options.encodings:
            return None
        return random_encoding(self.chooser, rank, self.options.encodings)

    # -- functions -----------------------------------------------------------------------

    def body(self, fn: FunctionText, pool: list[Tensor], steps: int, *, depth: int) -> list[Tensor]:
        """Run `steps` random steps on `pool`; return the values they produced."""
        produced: list[Tensor] = []
        kinds = [k for k in STEP_KINDS if self.allowed(k, depth)]
        for _ in range(steps):
            kind = pick(self.chooser, kinds)
            made = getattr(self, f"step_{kind}")(fn, pool, depth)
            assert isinstance(made, Tensor)
            pool.append(made)
            produced.append(made)
        return produced

    def allowed(self, kind: str, depth: int) -> bool:
        if kind == "encode":
            return bool(self.options.encodings)
        if kind in ("if", "for"):
            return self.options.regions and depth < 2
        if kind == "call":
            return self.options.calls and depth == 0
        return True

    def main(self, flag: bool) -> Program:
        fn = FunctionText("main", self.chooser)
        pool = [fn.new_arg(self.random_dims(), self.element)]
        produced = self.body(fn, pool, 1 + self.chooser.integer(0, self.options.max_steps - 1), depth=0)
        results = produced[-1 - self.chooser.integer(0, min(2, len(produced) - 1)) :]
        text = "\n".join(["builtin.module {", *self.helpers, fn.text(results), "}"])
        arguments = tuple((a.sizes, a.element) for a in fn.args)
        return Program(text, arguments, flag if fn.flag is not None else None)

    # -- steps (each returns one new plain value) ---------------------------------------------

    def step_reshape(self, fn: FunctionText, pool: list[Tensor], depth: int) -> Tensor:
        return fn.reshape_chain(pick(self.chooser, pool), 1 + self.chooser.integer(0, 2))

    def step_encode(self, fn: FunctionText, pool: list[Tensor], depth: int) -> Tensor:
        """reshapes -> set_encoding -> encoded reshapes -> unset_encoding -> reshapes."""
        plain = fn.reshape_chain(pick(self.chooser, pool), self.chooser.integer(0, 2))
        encoding = self.encoding(len(plain.dims))
        assert encoding is not None
        encoded = fn.reshape_chain(fn.set_encoding(plain, encoding), self.chooser.integer(0, 2))
        like = (
            plain
            if encoded.sizes == plain.sizes and encoded.shape == plain.shape and chance(self.chooser, 50)
            else None
        )
        return fn.reshape_chain(fn.unset_encoding(encoded, like), self.chooser.integer(0, 2))

    def matrix(self, fn: FunctionText, t: Tensor) -> Tensor:
        """`t` as a 2-D tensor: its dims split in two groups, or its one dim split in two factors."""
        rank = len(t.dims)
        if rank == 2:
            return t
        if rank == 1:
            first = pick(self.chooser, [d for d in range(1, t.dims[0].size + 1) if t.dims[0].size % d == 0])
            rest = t.dims[0].size // first
            dims = (
                (Dim(first, t.dims[0].dynamic), Dim(rest))
                if chance(self.chooser, 50)
                else (Dim(first), Dim(rest, t.dims[0].dynamic))
            )
            return fn.expand(t, ((0, 1),), dims, None)
        split = 1 + self.chooser.integer(0, rank - 2)
        return fn.collapse(t, (tuple(range(split)), tuple(range(split, rank))), None)

    def step_matmul(self, fn: FunctionText, pool: list[Tensor], depth: int) -> Tensor:
        a = self.matrix(fn, pick(self.chooser, pool))
        named = chance(self.chooser, 40)
        transpose_a = not named and chance(self.chooser, 25)
        transpose_b = not named and chance(self.chooser, 40)
        (m_at, k_at) = (1, 0) if transpose_a else (0, 1)
        m, k = a.dims[m_at], a.dims[k_at]
        n = Dim(pick(self.chooser, (1, 2, 3, 4, 5)), chance(self.chooser, 20))
        b = self.operand(fn, (n, k) if transpose_b else (k, n))
        n_at = 0 if transpose_b else 1
        sources = [(a, m_at), (b, n_at)]
        if chance(self.chooser, 30):
            c = self.operand(fn, (m, n))
        else:
            c = fn.fill(fn.empty((m, n), self.element, sources))
        if not (self.options.encoded_ops and self.options.encodings and chance(self.chooser, 25)):
            return fn.contraction(a, b, c, transpose_a=transpose_a, transpose_b=transpose_b, named=named)
        natural = chance(self.chooser, 60)
        encodings: list[Attribute] = []
        for operand, k_dim in ((a, k_at), (b, 1 - n_at), (c, None)):
            chosen = self.encoding(len(operand.dims)) if not natural else None
            encodings.append(chosen if chosen is not None else _matmul_k(k_dim))
        ea, eb = fn.set_encoding(a, encodings[0]), fn.set_encoding(b, encodings[1])
        ec = fn.set_encoding(c, encodings[2])
        out = fn.contraction(ea, eb, ec, transpose_a=transpose_a, transpose_b=transpose_b, named=named)
        return fn.unset_encoding(out, c if chance(self.chooser, 50) else None)

    def step_elementwise(self, fn: FunctionText, pool: list[Tensor], depth: int) -> Tensor:
        a = pick(self.chooser, pool)
        same = [t for t in pool if t.type == a.type and t.sizes == a.sizes]
        b = pick(self.chooser, same) if not chance(self.chooser, 30) else fn.new_arg(a.dims, a.element)
        encoding = self.encoding(len(a.dims)) if self.options.encoded_ops and chance(self.chooser, 20) else None
        if encoding is None:
            return fn.elementwise(a, b, fn.empty_like(a))
        ea, eb = fn.set_encoding(a, encoding), fn.set_encoding(b, encoding)
        return fn.unset_encoding(fn.elementwise(ea, eb, fn.empty_like(a, encoding)), a)

    def step_fill(self, fn: FunctionText, pool: list[Tensor], depth: int) -> Tensor:
        a = pick(self.chooser, pool)
        filled = fn.fill(fn.empty_like(a))
        return fn.elementwise(a, filled, fn.empty_like(a)) if chance(self.chooser, 50) else filled

    def step_if(self, fn: FunctionText, pool: list[Tensor], depth: int) -> Tensor:
        v = pick(self.chooser, pool)
        out = Tensor(fn.fresh("if"), v.dims, v.element)
        fn.emit(f"{out.name} = scf.if {fn.condition()} -> ({v.type}) {{")
        self.region(fn, lambda: self.transform(fn, v, list(pool), depth + 1))
        fn.emit("} else {")
        self.region(fn, lambda: v if not chance(self.chooser, 40) else self.transform(fn, v, list(pool), depth + 1))
        fn.emit("}")
        return out

    def step_for(self, fn: FunctionText, pool: list[Tensor], depth: int) -> Tensor:
        v = pick(self.chooser, pool)
        lower, upper, step = fn.index(0), fn.index(1 + self.chooser.integer(0, 1)), fn.index(1)
        acc = Tensor(fn.fresh("acc"), v.dims, v.element)
        out = Tensor(fn.fresh("for"), v.dims, v.element)
        fn.emit(
            f"{out.name} = scf.for {fn.fresh('i')} = {lower} to {upper} step {step} iter_args({acc.name} = {v.name}) -> ({v.type}) {{"
        )

        def loop_body() -> Tensor:
            transformed = self.transform(fn, acc, [*pool, acc], depth + 1)
            return fn.elementwise(transformed, v, fn.empty_like(v))

        self.region(fn, loop_body)
        fn.emit("}")
        return out

    def region(self, fn: FunctionText, build: Callable[[], Tensor]) -> None:
        fn.indent += 2
        result = build()
        fn.emit(f"scf.yield {result.name} : {result.type}")
        fn.indent -= 2

    def transform(self, fn: FunctionText, v: Tensor, pool: list[Tensor], depth: int) -> Tensor:
        """A value of exactly `v`'s type: `v` reshaped, worked on and reshaped back, or an element-wise op."""
        kind = pick(
            self.chooser,
            ("elementwise", "roundtrip", "steps", "call")
            if self.options.calls
            else ("elementwise", "roundtrip", "steps"),
        )
        if kind == "elementwise":
            return fn.elementwise(v, v, fn.empty_like(v))
        if kind == "call" and depth == 1:
            return self.call(fn, [v], lambda h, args: self.transform(h, args[0], list(args), depth + 1))
        if kind == "steps":
            self.body(fn, pool, 1 + self.chooser.integer(0, 1), depth=depth)
            return fn.elementwise(v, v, fn.empty_like(v))
        groups = _roundtrip_groups(self.chooser, v.dims)
        collapsed = fn.collapse(v, groups, None)
        middle = pick(self.chooser, ("none", "encode", "matmul", "elementwise"))
        if middle == "encode" and self.options.encodings:
            encoding = self.encoding(len(collapsed.dims))
            assert encoding is not None
            collapsed = fn.unset_encoding(
                fn.set_encoding(collapsed, encoding), collapsed if chance(self.chooser, 50) else None
            )
        elif middle == "matmul" and len(collapsed.dims) == 2:
            k = collapsed.dims[1]
            b = fn.new_arg((k, k), v.element)
            c = fn.fill(fn.empty(collapsed.dims, v.element, same_sizes(collapsed)))
            collapsed = fn.contraction(
                collapsed, b, c, transpose_a=False, transpose_b=False, named=chance(self.chooser, 50)
            )
        elif middle == "elementwise":
            collapsed = fn.elementwise(collapsed, collapsed, fn.empty_like(collapsed))
        return fn.expand(collapsed, groups, v.dims, None)

    def step_call(self, fn: FunctionText, pool: list[Tensor], depth: int) -> Tensor:
        args = [pick(self.chooser, pool) for _ in range(1 + self.chooser.integer(0, 1))]
        encoding = self.encoding(len(args[0].dims)) if self.options.encoded_ops and chance(self.chooser, 30) else None
        if encoding is not None:
            args[0] = fn.set_encoding(args[0], encoding)

        def helper_body(h: FunctionText, params: list[Tensor]) -> Tensor:
            if params[0].encoding is not None:
                params[0] = h.unset_encoding(params[0])
            produced = self.body(h, list(params), 1 + self.chooser.integer(0, 2), depth=depth + 1)
            return produced[-1]

        return self.call(fn, args, helper_body)

    def call(
        self, fn: FunctionText, args: Sequence[Tensor], build: Callable[[FunctionText, list[Tensor]], Tensor]
    ) -> Tensor:
        """Build a helper `@fN(args) -> T` with `build` and call it from `fn`."""
        helper = FunctionText(f"f{len(self.helpers)}", self.chooser)
        params = [helper.new_arg(a.dims, a.element, a.encoding) for a in args]
        result = build(helper, params)
        self.helpers.append(helper.text([result]))
        # Arguments the helper's body added for itself come from new arguments of the caller.
        extra = [fn.new_arg(p.dims, p.element, p.encoding) for p in helper.args[len(args) :]]
        operands = [a.name for a in (*args, *extra)]
        types = [a.type for a in (*args, *extra)]
        if helper.flag is not None:
            operands.append(fn.condition())
            types.append("i1")
        out = Tensor(fn.fresh("call"), result.dims, result.element)
        fn.emit(f"{out.name} = func.call @{helper.name}({', '.join(operands)}) : ({', '.join(types)}) -> {out.type}")
        return out


def _matmul_k(k_dim: int | None) -> Attribute:
    """What set-encoding would attach: `matmul_k<[k]>`, or `matmul_k<[]>` for the accumulator."""
    return MatmulKAttr([] if k_dim is None else [k_dim])


def _roundtrip_groups(chooser: Chooser, dims: Sequence[Dim]) -> tuple[tuple[int, ...], ...]:
    """A partition with at most one `?` per group, so the collapse can be expanded back."""
    groups: list[list[int]] = []
    for group in random_partition(chooser, len(dims)):
        groups.append([])
        for d in group:
            if dims[d].dynamic and any(dims[o].dynamic for o in groups[-1]):
                groups.append([])
            groups[-1].append(d)
    return tuple(tuple(g) for g in groups)


class _HypothesisChooser:
    """Draws each choice from hypothesis, so failures shrink choice by choice."""

    def __init__(self, draw: st.DrawFn):
        self.draw = draw

    def integer(self, low: int, high: int) -> int:
        return self.draw(st.integers(low, high))


@st.composite
def programs(draw: st.DrawFn, options: ProgramOptions = ProgramOptions()) -> Program:
    """A random valid program (see the module docstring) with its `@main` inputs."""
    chooser = _HypothesisChooser(draw)
    element = pick(chooser, options.elements)
    flag = draw(st.booleans())
    return Generator(chooser, options, element).main(flag)


__all__ = ["Program", "ProgramOptions", "collapsed_dims", "programs"]
