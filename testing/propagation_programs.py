"""Random programs for `propagate-encodings`: seeded, deterministic, printed as MLIR text.

* `collapse_program`: only `set_encoding` over chains of `collapse_shape` — the programs IREE 3.7.1
  handles, for the differential test (random ranks, sizes, dynamic dims, element types, K positions
  incl. `k_dims = []`, extra users of intermediate collapses, two encodings of one value, dead ops).
* `reshape_program`: everything the pass handles beyond IREE — expand_shape (with `output_shape`
  operands and unit dims), unset_encoding sinking, padding / layout / identity / opaque encodings.
* `chain_program`: one set_encoding under a chain of N reshapes that it crosses entirely.

Used by tests/pytest/transforms/test_propagate_encodings*.py and by bench/propagation.py.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from math import prod

DYNAMIC = -1
"""A `?` dim in this module's shapes (printing only; the IR uses xDSL's DYNAMIC_INDEX)."""

ELEMENT_TYPES = ("f16", "f32", "bf16", "f64", "i8", "i32")
SIZES = (1, 2, 3, 4, 5, 8, 16, 64)
OPAQUE = "#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>"


def tensor_type(shape: Sequence[int], element: str, encoding: str | None = None) -> str:
    """`(2, DYNAMIC)`, `f32`, `#e` -> `tensor<2x?xf32, #e>`."""
    dims = "".join(("?" if s == DYNAMIC else str(s)) + "x" for s in shape)
    return f"tensor<{dims}{element}{', ' + encoding if encoding else ''}>"


def matmul_k(dims: Sequence[int]) -> str:
    return f"#iree_encoding.matmul_k<k_dims = [{', '.join(map(str, dims))}]>"


def collapsed(shape: Sequence[int], groups: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """`(2, 8, ?)`, `[[0, 1], [2]]` -> `(16, ?)`."""
    return tuple(DYNAMIC if any(shape[d] == DYNAMIC for d in g) else prod(shape[d] for d in g) for g in groups)


def random_groups(rng: random.Random, rank: int, *, identity_chance: float = 0.05) -> list[list[int]]:
    """Contiguous groups over `rank` dims, usually merging some: 4 -> `[[0], [1, 2], [3]]`."""
    if rank == 0:
        return []
    if rng.random() < identity_chance:
        return [[d] for d in range(rank)]
    while True:
        cuts = [d for d in range(1, rank) if rng.random() < 0.5]
        if len(cuts) < rank - 1 or rank == 1:
            break
    bounds = [0, *cuts, rank]
    return [list(range(a, b)) for a, b in pairwise(bounds)]


def groups_text(groups: Sequence[Sequence[int]]) -> str:
    return "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"


@dataclass
class Value:
    name: str
    shape: tuple[int, ...]
    encoding: str | None = None
    users: int = 0


@dataclass
class FunctionBuilder:
    """Accumulates one `func.func`: arguments, ops, and which values it returns."""

    name: str
    element: str
    args: list[Value] = field(default_factory=list[Value])
    lines: list[str] = field(default_factory=list[str])
    returned: list[Value] = field(default_factory=list[Value])
    values: list[Value] = field(default_factory=list[Value])
    index_args: list[str] = field(default_factory=list[str])
    _count: int = 0

    def arg(self, shape: Sequence[int], encoding: str | None = None) -> Value:
        value = Value(f"%arg{len(self.args)}", tuple(shape), encoding)
        self.args.append(value)
        self.values.append(value)
        return value

    def type_of(self, value: Value) -> str:
        return tensor_type(value.shape, self.element, value.encoding)

    def fresh(self, shape: Sequence[int], encoding: str | None = None) -> Value:
        self._count += 1
        value = Value(f"%v{self._count}", tuple(shape), encoding)
        self.values.append(value)
        return value

    def collapse(self, source: Value, groups: Sequence[Sequence[int]]) -> Value:
        result = self.fresh(collapsed(source.shape, groups), source.encoding)
        source.users += 1
        self.lines.append(
            f"{result.name} = tensor.collapse_shape {source.name} {groups_text(groups)} : "
            f"{self.type_of(source)} into {self.type_of(result)}"
        )
        return result

    def expand(self, source: Value, dim: int, pieces: Sequence[int | str]) -> Value:
        """Split `dim` of `source` into `pieces`: ints, or an index argument name for a `?` piece."""
        sizes = [DYNAMIC if isinstance(p, str) else p for p in pieces]
        shape = (*source.shape[:dim], *sizes, *source.shape[dim + 1 :])
        groups: list[list[int]] = []
        for d in range(len(source.shape)):
            start = sum(len(g) for g in groups)
            groups.append(list(range(start, start + (len(pieces) if d == dim else 1))))
        if any(s == DYNAMIC for d, s in enumerate(source.shape) if d != dim):
            raise ValueError("expand: a dynamic dim outside the split group would need an output_shape operand")
        output = (
            [str(s) for s in source.shape[:dim]] + [str(p) for p in pieces] + [str(s) for s in source.shape[dim + 1 :]]
        )
        result = self.fresh(shape, source.encoding)
        source.users += 1
        self.lines.append(
            f"{result.name} = tensor.expand_shape {source.name} {groups_text(groups)} output_shape "
            f"[{', '.join(output)}] : {self.type_of(source)} into {self.type_of(result)}"
        )
        return result

    def set_encoding(self, source: Value, encoding: str) -> Value:
        result = self.fresh(source.shape, encoding)
        source.users += 1
        self.lines.append(
            f"{result.name} = iree_encoding.set_encoding {source.name} : {self.type_of(source)} -> {self.type_of(result)}"
        )
        return result

    def unset_encoding(self, source: Value, dims: Sequence[str]) -> Value:
        result = self.fresh(source.shape)
        source.users += 1
        sizes = "{" + ", ".join(dims) + "}" if dims else ""
        self.lines.append(
            f"{result.name} = iree_encoding.unset_encoding {source.name} : "
            f"{self.type_of(source)} -> {self.type_of(result)}{sizes}"
        )
        return result

    def text(self) -> str:
        args = [f"{a.name}: {self.type_of(a)}" for a in self.args] + [f"{n}: index" for n in self.index_args]
        results = ", ".join(self.type_of(v) for v in self.returned)
        body = "".join(f"  {line}\n" for line in self.lines)
        ret = (
            f"  func.return {', '.join(v.name for v in self.returned)} : {results}\n"
            if self.returned
            else "  func.return\n"
        )
        return f"func.func @{self.name}({', '.join(args)}) -> ({results}) {{\n{body}{ret}}}\n"


def random_shape(rng: random.Random, rank: int, dynamic_chance: float) -> tuple[int, ...]:
    return tuple(DYNAMIC if rng.random() < dynamic_chance else rng.choice(SIZES) for _ in range(rank))


def _random_k_dims(rng: random.Random, rank: int) -> list[int]:
    if rank == 0 or rng.random() < 0.25:
        return []
    return [rng.randrange(rank)]


def collapse_program(rng: random.Random, name: str = "f") -> str:
    """A function of set_encodings over chains of collapse_shapes (a tree), as IREE 3.7.1 handles them."""
    f = FunctionBuilder(name, rng.choice(ELEMENT_TYPES))
    plain = [f.arg(random_shape(rng, rng.randint(1, 5), 0.2))]
    encoded: list[Value] = []
    for _ in range(rng.randint(1, 6)):
        source = rng.choice(plain[-2:] if rng.random() < 0.7 else plain)
        if len(source.shape) > 1 - (rng.random() < 0.1) and rng.random() < 0.65:
            plain.append(f.collapse(source, random_groups(rng, len(source.shape))))
        elif len(source.shape) > 0 and all(s == 1 for s in source.shape) and rng.random() < 0.5:
            plain.append(f.collapse(source, []))
        else:
            encoded.append(f.set_encoding(source, matmul_k(_random_k_dims(rng, len(source.shape)))))
            if rng.random() < 0.2:
                encoded.append(f.set_encoding(source, matmul_k(_random_k_dims(rng, len(source.shape)))))
    encoded.append(f.set_encoding(plain[-1], matmul_k(_random_k_dims(rng, len(plain[-1].shape)))))
    extra = [v for v in plain[1:] if rng.random() < (0.6 if v.users == 0 else 0.2)]
    f.returned = [v for v in encoded if rng.random() < 0.95] + extra
    if not f.returned:
        f.returned = encoded[-1:]
    return f.text()


def _random_encoding(rng: random.Random, shape: Sequence[int]) -> str:
    rank = len(shape)
    kind = rng.choice(("matmul_k", "matmul_k", "padding", "layout", "identity", "opaque"))
    if kind == "matmul_k":
        return matmul_k(_random_k_dims(rng, rank))
    if kind in ("padding", "layout"):
        values = ["0"] * rank
        if rank and rng.random() < 0.9:
            values[rng.randrange(rank)] = rng.choice(("8", "64", "?"))
        padding = f"#iree_encoding.padding<[{', '.join(values)}]>"
        return padding if kind == "padding" else f"#iree_encoding.layout<[{padding}]>"
    return "#iree_encoding.identity" if kind == "identity" else OPAQUE


def _random_expand(rng: random.Random, f: FunctionBuilder, source: Value) -> Value | None:
    dims = [d for d, s in enumerate(source.shape) if s != DYNAMIC]
    dynamic = [d for d, s in enumerate(source.shape) if s == DYNAMIC]
    if len(dynamic) > 1 or (dynamic and rng.random() < 0.5) or not (dims or dynamic):
        if len(dynamic) != 1:
            return None
        dim = dynamic[0]
        return f.expand(
            source, dim, rng.choice(([f.index_args[0], rng.choice((1, 2, 4))], [rng.choice((1, 2)), f.index_args[1]]))
        )
    if dynamic:
        return None
    dim = rng.choice(dims)
    size = source.shape[dim]
    divisors = [d for d in range(1, size + 1) if size % d == 0]
    outer = rng.choice(divisors)
    pieces: list[int | str] = [outer, size // outer]
    if rng.random() < 0.2:
        pieces.insert(rng.randrange(3), 1)
    return f.expand(source, dim, pieces)


def reshape_program(rng: random.Random, name: str = "g") -> str:
    """A function mixing everything the pass moves: set/unset encodings, collapse and expand chains."""
    f = FunctionBuilder(name, rng.choice(ELEMENT_TYPES))
    f.index_args = ["%n0", "%n1"]
    plain = [f.arg(random_shape(rng, rng.randint(1, 4), 0.15))]
    encoded: list[Value] = []
    if rng.random() < 0.6:
        shape = random_shape(rng, rng.randint(1, 4), 0.15)
        source = f.arg(shape, _random_encoding(rng, shape))
        dims = [f"%n{i % 2}" for i, s in enumerate(shape) if s == DYNAMIC]
        plain.append(f.unset_encoding(source, dims))
    for _ in range(rng.randint(1, 8)):
        source = rng.choice(plain[-2:] if rng.random() < 0.7 else plain)
        roll = rng.random()
        if roll < 0.35 and source.shape:
            plain.append(f.collapse(source, random_groups(rng, len(source.shape))))
        elif roll < 0.7 and (expanded := _random_expand(rng, f, source)) is not None:
            plain.append(expanded)
        else:
            encoded.append(f.set_encoding(source, _random_encoding(rng, source.shape)))
    encoded.append(f.set_encoding(plain[-1], _random_encoding(rng, plain[-1].shape)))
    extra = [v for v in plain[1:] if v.users == 0 or rng.random() < 0.2]
    f.returned = encoded + extra
    return f.text()


def chain_program(length: int, name: str = "chain") -> str:
    """set_encoding(K = last dim) under `length` alternating expand/collapse reshapes of 16x32: it crosses all."""
    f = FunctionBuilder(name, "f32")
    value = f.arg((16, 32))
    for i in range(length):
        value = f.expand(value, 0, [2, 8]) if i % 2 == 0 else f.collapse(value, [[0, 1], [2]])
    f.returned = [f.set_encoding(value, matmul_k([len(value.shape) - 1]))]
    return f.text()


def programs(kind: str, count: int, seed: int) -> list[str]:
    """`count` programs of `kind` (`collapse` or `reshape`) from one seed, named `@f0`, `@f1`, ..."""
    rng = random.Random(seed)
    make = collapse_program if kind == "collapse" else reshape_program
    return [make(rng, f"f{i}") for i in range(count)]
