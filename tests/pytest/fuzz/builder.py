"""Emit valid MLIR text for random programs, one choice at a time.

The builder knows every value's type *and* its runtime shape, so each program comes with
inputs it can run on (`?` dims get sizes chosen here, not the interpreter's default) and every
`output_shape` / `result_dims` operand computes the right size at run time. Choices come from a
`Chooser` (hypothesis in the tests, `random.Random` in the benchmarks); every choice shrinks
towards 0, which is always the simplest option (no feature, the first kind, the smallest size).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from math import prod
from typing import Protocol

from typing_extensions import TypeVar
from xdsl.dialects.builtin import DYNAMIC_INDEX, f32
from xdsl.ir import Attribute

from xdsl_encoding.dialects.iree_encoding import EncodingAttr, IdentityAttr, LayoutAttr, MatmulKAttr, PaddingAttr
from xdsl_encoding.interfaces import EncodingPropagationAttr
from xdsl_encoding.reshape.reassociation import Blocked, Groups, Reshape

T = TypeVar("T")

ENCODING_KINDS = ("matmul_k", "padding", "layout", "identity", "opaque")
"""Every encoding kind a program may carry (`opaque` is `#iree_encoding.encoding<...>`)."""


class Chooser(Protocol):
    """Where the choices come from: an integer in `[low, high]`, shrinking towards `low`."""

    def integer(self, low: int, high: int) -> int: ...


def chance(chooser: Chooser, percent: int) -> bool:
    """True with probability `percent`%; shrinks to False."""
    return chooser.integer(0, 99) >= 100 - percent


def pick(chooser: Chooser, options: Sequence[T]) -> T:
    """One of `options`; shrinks to the first."""
    return options[chooser.integer(0, len(options) - 1)]


@dataclass(frozen=True)
class Dim:
    """One dim of a tensor: its runtime size, and whether its type says `?`."""

    size: int
    dynamic: bool = False

    def text(self) -> str:
        return "?" if self.dynamic else str(self.size)


@dataclass(frozen=True)
class Tensor:
    """An SSA value of tensor type, with the runtime size of each dim."""

    name: str
    dims: tuple[Dim, ...]
    element: str
    encoding: Attribute | None = None

    @property
    def type(self) -> str:
        """`tensor<2x?xf32, #enc>`."""
        body = "x".join([*(d.text() for d in self.dims), self.element])
        return f"tensor<{body}{'' if self.encoding is None else f', {self.encoding}'}>"

    @property
    def shape(self) -> tuple[int, ...]:
        """The static shape as xDSL sees it (`DYNAMIC_INDEX` for `?`)."""
        return tuple(DYNAMIC_INDEX if d.dynamic else d.size for d in self.dims)

    @property
    def sizes(self) -> tuple[int, ...]:
        """The runtime shape."""
        return tuple(d.size for d in self.dims)


# ---------------------------------------------------------------------------------------
# Shapes, groups and encodings (pure)
# ---------------------------------------------------------------------------------------


def divisors(n: int) -> list[int]:
    """`12` -> `[1, 2, 3, 4, 6, 12]`."""
    return [d for d in range(1, n + 1) if n % d == 0]


def random_partition(chooser: Chooser, rank: int, *, merge_percent: int = 40) -> Groups:
    """Contiguous groups covering `0..rank-1`: `4` -> e.g. `((0, 1), (2,), (3,))`."""
    groups: list[list[int]] = [[0]]
    for d in range(1, rank):
        if chance(chooser, merge_percent):
            groups[-1].append(d)
        else:
            groups.append([d])
    return tuple(tuple(g) for g in groups)


def collapsed_dims(dims: Sequence[Dim], groups: Groups) -> tuple[Dim, ...]:
    """The dims after collapsing `groups`: a group is `?` when any member is."""
    return tuple(Dim(prod(dims[d].size for d in g), any(dims[d].dynamic for d in g)) for g in groups)


def random_factors(chooser: Chooser, dim: Dim) -> tuple[Dim, ...]:
    """Split one dim into 1-3 dims whose sizes multiply to its size: `12` -> e.g. `(2, 6)`, `(3, 1, 4)`.

    A split is into two non-unit factors when the size allows it, else (sometimes) a unit dim.
    A dynamic dim becomes exactly one dynamic factor (so `output_shape` can compute it from
    `tensor.dim`); a static dim only static factors.
    """
    sizes = [dim.size]
    for _ in range(chooser.integer(0, 2)):
        at = chooser.integer(0, len(sizes) - 1)
        proper = [d for d in divisors(sizes[at]) if d not in (1, sizes[at])]
        if proper and not chance(chooser, 20):
            d = pick(chooser, proper)
            sizes[at : at + 1] = [d, sizes[at] // d]
        elif chance(chooser, 30):
            sizes.insert(at + chooser.integer(0, 1), 1)
    dynamic_at = chooser.integer(0, len(sizes) - 1) if dim.dynamic else -1
    return tuple(Dim(s, i == dynamic_at) for i, s in enumerate(sizes))


def random_encoding(chooser: Chooser, rank: int, kinds: Sequence[str]) -> Attribute:
    """An encoding of one of `kinds` that verifies on a rank-`rank` tensor."""
    kind = pick(chooser, kinds)
    if kind == "matmul_k":
        return MatmulKAttr([] if rank == 0 or chance(chooser, 30) else [chooser.integer(0, rank - 1)])
    if kind in ("padding", "layout"):
        values = [pick(chooser, (0, 0, 1, 2, 3, 4, 8, DYNAMIC_INDEX)) for _ in range(rank)]
        padding = PaddingAttr(values)
        if kind == "padding":
            return padding
        return LayoutAttr([padding] if any(values) or not chance(chooser, 50) else [IdentityAttr()])
    if kind == "identity":
        return IdentityAttr()
    return EncodingAttr(chooser.integer(0, 2), "matmul", [f32, f32, f32])


def collapsed_encoding(encoding: Attribute | None, groups: Groups, expanded: Tensor) -> Attribute | Blocked | None:
    """The encoding a collapse of `expanded` must carry (what the strict verifier derives)."""
    if encoding is None:
        return None
    if not isinstance(encoding, EncodingPropagationAttr):
        return Blocked("opaque encodings stay off reshapes that change the rank")
    return encoding.to_collapsed(Reshape("collapse_shape", groups, expanded.shape), unit_dims=True)


def expanded_encoding(
    encoding: Attribute | None, groups: Groups, expanded_shape: tuple[int, ...]
) -> Attribute | Blocked | None:
    """An encoding for the expanded side whose derived collapsed encoding is `encoding`."""
    if encoding is None:
        return None
    if not isinstance(encoding, EncodingPropagationAttr):
        return Blocked("opaque encodings stay off reshapes that change the rank")
    reshape = Reshape("expand_shape", groups, expanded_shape)
    for unit_dims in (False, True):
        candidate = encoding.to_expanded(reshape, unit_dims=unit_dims)
        if (
            isinstance(candidate, EncodingPropagationAttr)
            and candidate.to_collapsed(reshape, unit_dims=True) == encoding
        ):
            return candidate
    return Blocked("no expanded encoding derives back to this one")


# ---------------------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------------------


@dataclass
class FunctionText:
    """A function under construction: its arguments, body lines and SSA name counter."""

    name: str
    chooser: Chooser
    args: list[Tensor] = field(default_factory=list[Tensor])
    flag: str | None = None
    lines: list[str] = field(default_factory=list[str])
    indent: int = 4
    counter: int = 0

    def fresh(self, hint: str = "v") -> str:
        self.counter += 1
        return f"%{hint}{self.counter}"

    def emit(self, line: str) -> None:
        self.lines.append(" " * self.indent + line)

    def new_arg(self, dims: Sequence[Dim], element: str, encoding: Attribute | None = None) -> Tensor:
        arg = Tensor(self.fresh("arg"), tuple(dims), element, encoding)
        self.args.append(arg)
        return arg

    def condition(self) -> str:
        """The function's `i1` argument, added on first use."""
        if self.flag is None:
            self.flag = "%flag"
        return self.flag

    def index(self, value: int) -> str:
        name = self.fresh("c")
        self.emit(f"{name} = arith.constant {value} : index")
        return name

    def size(self, t: Tensor, d: int) -> str:
        """An `index` value holding the runtime size of dim `d` of `t`."""
        if not t.dims[d].dynamic:
            return self.index(t.dims[d].size)
        name = self.fresh("dim")
        self.emit(f"{name} = tensor.dim {t.name}, {self.index(d)} : {t.type}")
        return name

    def dynamic_sizes(self, t: Tensor, like: Tensor | None = None) -> list[str]:
        """One `index` value per `?` dim of `t`, read from `like` (same runtime shape) or `t`."""
        source = like if like is not None else t
        return [self.size(source, d) for d, dim in enumerate(t.dims) if dim.dynamic]

    def text(self, results: Sequence[Tensor]) -> str:
        params = [f"{a.name}: {a.type}" for a in self.args]
        if self.flag is not None:
            params.append(f"{self.flag}: i1")
        types = ", ".join(r.type for r in results)
        header = f"  func.func @{self.name}({', '.join(params)}) -> ({types}) {{"
        ret = f"    func.return {', '.join(r.name for r in results)} : {types}"
        return "\n".join([header, *self.lines, ret, "  }"])

    # -- reshapes -----------------------------------------------------------------------

    def collapse(self, t: Tensor, groups: Groups, encoding: Attribute | None) -> Tensor:
        out = Tensor(self.fresh("col"), collapsed_dims(t.dims, groups), t.element, encoding)
        self.emit(f"{out.name} = tensor.collapse_shape {t.name} {_groups(groups)} : {t.type} into {out.type}")
        return out

    def expand(self, t: Tensor, groups: Groups, dims: Sequence[Dim], encoding: Attribute | None) -> Tensor:
        """Expand `t`; a `?` output size is `tensor.dim` of its source dim over the static factors."""
        sizes: list[str] = []
        for g, group in enumerate(groups):
            static = prod(dims[d].size for d in group if not dims[d].dynamic)
            for d in group:
                if not dims[d].dynamic:
                    sizes.append(str(dims[d].size))
                    continue
                source = self.size(t, g)
                if static != 1:
                    quotient = self.fresh("q")
                    self.emit(f"{quotient} = arith.divui {source}, {self.index(static)} : index")
                    source = quotient
                sizes.append(source)
        out = Tensor(self.fresh("exp"), tuple(dims), t.element, encoding)
        self.emit(
            f"{out.name} = tensor.expand_shape {t.name} {_groups(groups)} output_shape [{', '.join(sizes)}] "
            f": {t.type} into {out.type}"
        )
        return out

    def random_reshape(self, t: Tensor, max_rank: int = 5) -> Tensor | None:
        """One random collapse or expand of `t` that keeps its encoding derivable; None if none fits."""
        if t.dims and (len(t.dims) >= max_rank or chance(self.chooser, 50)):
            groups = random_partition(self.chooser, len(t.dims))
            encoding = collapsed_encoding(t.encoding, groups, t)
            return None if isinstance(encoding, Blocked) else self.collapse(t, groups, encoding)
        factors = [random_factors(self.chooser, d) for d in t.dims]
        dims = [d for f in factors for d in f]
        if len(dims) > max_rank or not t.dims:
            return None
        groups = _groups_of(factors)
        encoding = expanded_encoding(t.encoding, groups, tuple(DYNAMIC_INDEX if d.dynamic else d.size for d in dims))
        return None if isinstance(encoding, Blocked) else self.expand(t, groups, dims, encoding)

    def reshape_chain(self, t: Tensor, length: int) -> Tensor:
        for _ in range(length):
            t = self.random_reshape(t) or t
        return t

    # -- encodings ----------------------------------------------------------------------

    def set_encoding(self, t: Tensor, encoding: Attribute) -> Tensor:
        out = replace(t, name=self.fresh("enc"), encoding=encoding)
        self.emit(f"{out.name} = iree_encoding.set_encoding {t.name} : {t.type} -> {out.type}")
        return out

    def unset_encoding(self, t: Tensor, like: Tensor | None = None) -> Tensor:
        """Drop the encoding; the result dims are read from `t` itself or from `like` (same sizes)."""
        dims = self.dynamic_sizes(t, like)
        out = replace(t, name=self.fresh("dec"), encoding=None)
        suffix = "{" + ", ".join(dims) + "}" if dims else ""
        self.emit(f"{out.name} = iree_encoding.unset_encoding {t.name} : {t.type} -> {out.type}{suffix}")
        return out

    # -- computations -------------------------------------------------------------------

    def empty(
        self,
        dims: Sequence[Dim],
        element: str,
        sources: Sequence[tuple[Tensor, int]],
        encoding: Attribute | None = None,
    ) -> Tensor:
        """`tensor.empty`; `sources[i]` is a (tensor, dim) with the runtime size of dim `i` (read when `?`)."""
        out = Tensor(self.fresh("empty"), tuple(dims), element, encoding)
        sizes = [self.size(*sources[i]) for i, d in enumerate(out.dims) if d.dynamic]
        self.emit(f"{out.name} = tensor.empty({', '.join(sizes)}) : {out.type}")
        return out

    def empty_like(self, t: Tensor, encoding: Attribute | None = None) -> Tensor:
        return self.empty(t.dims, t.element, same_sizes(t), encoding)

    def fill(self, init: Tensor, literal: str | None = None) -> Tensor:
        """`linalg.fill` of `init` with a constant (`literal`, or a random one)."""
        value = self.fresh("cst")
        if literal is None:
            literal = pick(self.chooser, ("0", "1", "2") if init.element.startswith("i") else ("0.0", "1.5", "-2.0"))
        self.emit(f"{value} = arith.constant {literal} : {init.element}")
        out = replace(init, name=self.fresh("fill"))
        self.emit(
            f"{out.name} = linalg.fill ins({value} : {init.element}) outs({init.name} : {init.type}) -> {out.type}"
        )
        return out

    def elementwise(self, a: Tensor, b: Tensor, init: Tensor) -> Tensor:
        """`linalg.add/mul/sub` or an element-wise `linalg.generic` of two same-typed tensors."""
        out = replace(init, name=self.fresh("ew"))
        ins = f"ins({a.name}, {b.name} : {a.type}, {b.type}) outs({init.name} : {init.type})"
        kind = pick(self.chooser, ("add", "mul", "sub", "generic"))
        if kind != "generic":
            self.emit(f"{out.name} = linalg.{kind} {ins} -> {out.type}")
            return out
        rank = len(a.dims)
        dims = ", ".join(f"d{i}" for i in range(rank))
        identity = f"affine_map<({dims}) -> ({dims})>"
        iterators = ", ".join(['"parallel"'] * rank)
        is_int = a.element.startswith("i")
        op = pick(
            self.chooser, ("arith.addi", "arith.muli") if is_int else ("arith.addf", "arith.mulf", "arith.maximumf")
        )
        x, y, z, r = self.fresh("x"), self.fresh("y"), self.fresh("z"), self.fresh("r")
        self.emit(
            f"{out.name} = linalg.generic {{indexing_maps = [{identity}, {identity}, {identity}], "
            f"iterator_types = [{iterators}]}} {ins} {{"
        )
        self.emit(f"^bb0({x}: {a.element}, {y}: {b.element}, {z}: {init.element}):")
        self.emit(f"  {r} = {op} {x}, {y} : {a.element}")
        self.emit(f"  linalg.yield {r} : {a.element}")
        self.emit(f"}} -> {out.type}")
        return out

    def contraction(
        self, a: Tensor, b: Tensor, c: Tensor, *, transpose_a: bool, transpose_b: bool, named: bool
    ) -> Tensor:
        """`linalg.matmul`, or a contraction `linalg.generic` (A `(d0, d2)` or `(d2, d0)`, B `(d2, d1)` or `(d1, d2)`)."""
        out = replace(c, name=self.fresh("mm"))
        ins = f"ins({a.name}, {b.name} : {a.type}, {b.type}) outs({c.name} : {c.type})"
        if named:
            self.emit(f"{out.name} = linalg.matmul {ins} -> {out.type}")
            return out
        map_a = "(d2, d0)" if transpose_a else "(d0, d2)"
        map_b = "(d1, d2)" if transpose_b else "(d2, d1)"
        maps = ", ".join(f"affine_map<(d0, d1, d2) -> {m}>" for m in (map_a, map_b, "(d0, d1)"))
        mul, add = ("arith.muli", "arith.addi") if a.element.startswith("i") else ("arith.mulf", "arith.addf")
        x, y, z, p, s = (self.fresh(h) for h in ("x", "y", "z", "p", "s"))
        self.emit(
            f"{out.name} = linalg.generic {{indexing_maps = [{maps}], "
            f'iterator_types = ["parallel", "parallel", "reduction"]}} {ins} {{'
        )
        self.emit(f"^bb0({x}: {a.element}, {y}: {b.element}, {z}: {c.element}):")
        self.emit(f"  {p} = {mul} {x}, {y} : {a.element}")
        self.emit(f"  {s} = {add} {z}, {p} : {a.element}")
        self.emit(f"  linalg.yield {s} : {a.element}")
        self.emit(f"}} -> {out.type}")
        return out


def same_sizes(t: Tensor) -> list[tuple[Tensor, int]]:
    """Size sources reading every dim of `t` itself."""
    return [(t, d) for d in range(len(t.dims))]


def _groups(groups: Groups) -> str:
    return "[" + ", ".join("[" + ", ".join(str(d) for d in g) + "]" for g in groups) + "]"


def _groups_of(factors: Sequence[Sequence[Dim]]) -> Groups:
    """The reassociation of an expand that splits dim i into `factors[i]`."""
    groups: list[tuple[int, ...]] = []
    start = 0
    for f in factors:
        groups.append(tuple(range(start, start + len(f))))
        start += len(f)
    return tuple(groups)
