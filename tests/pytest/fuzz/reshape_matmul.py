"""Random reshape -> matmul programs whose result numpy computes independently of the interpreter.

Each operand is a function argument reshaped by a chain of expands and collapses down to the 2-D
matrix the contraction reads. A collapse or an expand never moves an element in row-major
order, so the matrix is `np.reshape(argument, matrix_shape)` whatever the chain was: numpy gives
the expected result without running any IR. Sizes are small, or (sometimes) large enough for
the cache-line resolver to pad K (M >= 64 rows, K rows of at least 512 bytes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from hypothesis import strategies as st

from .builder import Chooser, Dim, FunctionText, Tensor, chance, pick, random_factors
from .strategies import Program

SMALL = (1, 2, 3, 4, 6, 8, 12)
LARGE_M = (64, 72, 96)
LARGE_K = (128, 136, 160)


@dataclass(frozen=True)
class MatmulProgram:
    """A program `@main(x, y[, c]) -> r` and the numpy formula of `r`."""

    program: Program
    m: int
    k: int
    n: int
    transpose_a: bool
    transpose_b: bool
    has_init: bool
    fill: float
    result_shape: tuple[int, ...]

    def reference(self, inputs: tuple[Any, ...]) -> np.ndarray[Any, Any]:
        """`x` and `y` reshaped to matrices (transposed back if stored transposed), multiplied, plus the init."""
        x, y = inputs[0], inputs[1]
        a = x.reshape(self.k, self.m).T if self.transpose_a else x.reshape(self.m, self.k)
        b = y.reshape(self.n, self.k).T if self.transpose_b else y.reshape(self.k, self.n)
        init = inputs[2] if self.has_init else np.full((self.m, self.n), self.fill, dtype=x.dtype)
        wide = np.int64 if np.issubdtype(x.dtype, np.integer) else np.float64
        product = a.astype(wide) @ b.astype(wide) + init.astype(wide)
        return product.reshape(self.result_shape).astype(x.dtype)


def reshaped_operand(fn: FunctionText, chooser: Chooser, target: tuple[Dim, Dim], element: str) -> Tensor:
    """A new argument, refined dim by dim, then expanded / collapsed a few times, ending exactly at `target`."""
    parts = [list(random_factors(chooser, d)) for d in target]
    current = fn.new_arg([d for p in parts for d in p], element)
    for _ in range(chooser.integer(0, 2)):
        side = chooser.integer(0, 1)
        at = chooser.integer(0, len(parts[side]) - 1)
        offset = len(parts[0]) if side else 0
        if chance(chooser, 50) and len(parts[side]) > 1 and at + 1 < len(parts[side]):
            merged = Dim(
                parts[side][at].size * parts[side][at + 1].size, parts[side][at].dynamic or parts[side][at + 1].dynamic
            )
            if parts[side][at].dynamic and parts[side][at + 1].dynamic:
                continue  # two `?` in one dim could not be expanded back from one `tensor.dim`
            parts[side][at : at + 2] = [merged]
            groups = _groups([len(p) for p in parts], merge_at=offset + at)
            current = fn.collapse(current, groups, None)
        else:
            split = random_factors(chooser, parts[side][at])
            parts[side][at : at + 1] = list(split)
            sizes = [1] * (len(parts[0]) + len(parts[1]) - len(split) + 1)
            sizes[offset + at] = len(split)
            current = fn.expand(current, _contiguous(sizes), [d for p in parts for d in p], None)
    if len(current.dims) != 2:
        current = fn.collapse(current, ((*range(len(parts[0])),), (*range(len(parts[0]), len(current.dims)),)), None)
    return current


def _contiguous(sizes: list[int]) -> tuple[tuple[int, ...], ...]:
    groups: list[tuple[int, ...]] = []
    start = 0
    for s in sizes:
        groups.append(tuple(range(start, start + s)))
        start += s
    return tuple(groups)


def _groups(part_lengths: list[int], *, merge_at: int) -> tuple[tuple[int, ...], ...]:
    """Singleton groups, except `merge_at` and `merge_at + 1` together."""
    sizes = [1] * sum(part_lengths)
    sizes[merge_at] = 2
    return _contiguous(sizes)


class _HypothesisChooser:
    def __init__(self, draw: st.DrawFn):
        self.draw = draw

    def integer(self, low: int, high: int) -> int:
        return self.draw(st.integers(low, high))


def build_matmul_program(chooser: Chooser, element: str = "f32") -> MatmulProgram:
    """One random reshape -> matmul program (used by the strategy below and by bench/pipeline.py)."""
    large = chance(chooser, 20)
    m = Dim(pick(chooser, LARGE_M if large else SMALL), chance(chooser, 20))
    k = Dim(pick(chooser, LARGE_K if large else SMALL), chance(chooser, 20))
    n = Dim(pick(chooser, SMALL), chance(chooser, 20))
    named = chance(chooser, 50)
    transpose_a = not named and chance(chooser, 25)
    transpose_b = not named and chance(chooser, 40)
    fn = FunctionText("main", chooser)
    a = reshaped_operand(fn, chooser, (k, m) if transpose_a else (m, k), element)
    b = reshaped_operand(fn, chooser, (n, k) if transpose_b else (k, n), element)
    has_init = chance(chooser, 30)
    fill = 0.0
    if has_init:
        c = fn.new_arg((m, n), element)
    else:
        empty = fn.empty((m, n), element, [(a, 1 if transpose_a else 0), (b, 0 if transpose_b else 1)])
        literal = pick(chooser, ("0", "1", "-2") if element.startswith("i") else ("0.0", "1.5", "-2.0"))
        c = fn.fill(empty, literal)
        fill = float(literal)
    result = fn.contraction(a, b, c, transpose_a=transpose_a, transpose_b=transpose_b, named=named)
    if chance(chooser, 40):
        factors = random_factors(chooser, m)
        result = fn.expand(result, (tuple(range(len(factors))), (len(factors),)), [*factors, n], None)
    program = Program(
        "\n".join(["builtin.module {", fn.text([result]), "}"]),
        tuple((arg.sizes, arg.element) for arg in fn.args),
        None,
    )
    return MatmulProgram(program, m.size, k.size, n.size, transpose_a, transpose_b, has_init, fill, result.sizes)


@st.composite
def reshape_matmul_programs(draw: st.DrawFn) -> MatmulProgram:
    """A random reshape -> matmul program on f32 (mostly) or i32."""
    chooser = _HypothesisChooser(draw)
    return build_matmul_program(chooser, pick(chooser, ("f32", "i32")))
