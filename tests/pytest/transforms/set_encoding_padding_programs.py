"""Programs with `flow.dispatch.region`s for `set-encoding{encoding=padding}` (IREE's form-dispatch-regions shape).

`padding_program` writes one `util.func` (or `func.func`): a producer region per operand (an
element-wise `negf`, or a matmul), an optional reshape chain outside the regions, and a consumer
region holding the contraction. Dynamic sizes are read from the arguments with `tensor.dim`, so
the programs run on any random input of the right rank.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

D = -1
"""A dynamic size."""


def _shape(sizes: tuple[int, ...], element: str) -> str:
    return "tensor<" + "".join(("?" if s == D else str(s)) + "x" for s in sizes) + element + ">"


@dataclass(frozen=True)
class Contraction:
    """The consumer: its operand dims (letters of `b m n k`) and how it is written."""

    lhs: str
    rhs: str
    out: str
    named: str | None = None  # `linalg.matmul` / `linalg.batch_matmul`; None: a linalg.generic


CONTRACTIONS = {
    "matmul": Contraction("mk", "kn", "mn", "linalg.matmul"),
    "batch_matmul": Contraction("bmk", "bkn", "bmn", "linalg.batch_matmul"),
    "generic_mmt": Contraction("mk", "nk", "mn"),
    "generic_kn": Contraction("mk", "kn", "mn"),
    "generic_batch": Contraction("bmk", "bnk", "bmn"),
}


class _Writer:
    def __init__(self, name: str, sizes: dict[str, int], element: str) -> None:
        self.lines: list[str] = []
        self.args: list[str] = []
        self.sizes = sizes
        self.element = element
        self.count = 0
        self.name = name
        self.dims: dict[str, str] = {}

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"%{stem}{self.count}"

    def arg(self, dims: str, shape: tuple[int, ...]) -> str:
        name = f"%arg{len(self.args)}"
        self.args.append(f"{name}: {_shape(shape, self.element)}")
        for i, (letter, size) in enumerate(zip(dims, shape)):
            if size == D and letter not in self.dims:
                c = self.fresh("c")
                d = self.fresh("d")
                self.lines.append(f"  {c} = arith.constant {i} : index")
                self.lines.append(f"  {d} = tensor.dim {name}, {c} : {_shape(shape, self.element)}")
                self.dims[letter] = d
        return name

    def dyn(self, dims: str, shape: tuple[int, ...]) -> list[str]:
        return [self.dims[c] for c, s in zip(dims, shape) if s == D]

    def region(self, dims: str, shape: tuple[int, ...], body: list[str], result: str) -> str:
        t = _shape(shape, self.element)
        out = self.fresh("r")
        dyn = self.dyn(dims, shape)
        braces = "{" + ", ".join(dyn) + "}" if dyn else ""
        self.lines.append(f"  {out} = flow.dispatch.region -> ({t}{braces}) {{")
        self.lines += ["    " + line for line in body]
        self.lines.append(f"    flow.return {result} : {t}")
        self.lines.append("  }")
        return out

    def empty(self, dims: str, shape: tuple[int, ...]) -> tuple[str, str]:
        e = self.fresh("e")
        return e, f"{e} = tensor.empty({', '.join(self.dyn(dims, shape))}) : {_shape(shape, self.element)}"


def _negf(w: _Writer, source: str, dims: str, shape: tuple[int, ...]) -> str:
    rank = len(shape)
    t = _shape(shape, w.element)
    identity = f"affine_map<({', '.join(f'd{i}' for i in range(rank))}) -> ({', '.join(f'd{i}' for i in range(rank))})>"
    e, empty = w.empty(dims, shape)
    g, x, y, n = w.fresh("g"), w.fresh("x"), w.fresh("y"), w.fresh("n")
    body = [
        empty,
        f"{g} = linalg.generic {{indexing_maps = [{identity}, {identity}], iterator_types = ["
        + ", ".join(['"parallel"'] * rank)
        + f"]}} ins({source} : {t}) outs({e} : {t}) {{",
        f"^bb0({x}: {w.element}, {y}: {w.element}):",
        f"  {n} = arith.negf {x} : {w.element}",
        f"  linalg.yield {n} : {w.element}",
        f"}} -> {t}",
    ]
    return w.region(dims, shape, body, g)


def _maps(c: Contraction) -> str:
    loops = "".join(sorted(set(c.lhs + c.rhs + c.out), key="bmnk".index))
    names = {letter: f"d{i}" for i, letter in enumerate(loops)}
    head = "(" + ", ".join(names[x] for x in loops) + ")"
    maps = [f"affine_map<{head} -> ({', '.join(names[x] for x in dims)})>" for dims in (c.lhs, c.rhs, c.out)]
    kinds = ", ".join('"reduction"' if x == "k" else '"parallel"' for x in loops)
    return f"indexing_maps = [{', '.join(maps)}], iterator_types = [{kinds}]"


def padding_program(
    name: str,
    kind: str,
    sizes: dict[str, int],
    element: str = "f32",
    lhs: str = "negf",
    rhs: str = "negf",
    chain: str = "none",
    function: str = "util.func",
) -> str:
    """One function: producers `lhs`/`rhs` (`negf`: an element-wise region; `arg`: the argument itself),
    `chain` between the LHS producer and the consumer (`none`, `collapse`: the region yields `M x K1 x K2`,
    `expand_collapse`: it yields `M x 2K`, expanded to `M x 2 x K`, collapsed to `2M x K`; `collapse_m`:
    it yields `? x 2 x K`, collapsed to a dynamic M)."""
    c = CONTRACTIONS[kind]
    w = _Writer(name, sizes, element)
    shape = {k: tuple(sizes[x] for x in dims) for k, dims in (("lhs", c.lhs), ("rhs", c.rhs), ("out", c.out))}
    lhs_dims, lhs_shape = c.lhs, shape["lhs"]
    if chain == "collapse":
        assert sizes["k"] % 4 == 0
        lhs_dims, lhs_shape = c.lhs[:-1] + "kl", (*shape["lhs"][:-1], 4, sizes["k"] // 4)
    elif chain == "expand_collapse":
        assert c.lhs == "mk"
        assert sizes["m"] != D
        lhs_dims, lhs_shape = "mk", (sizes["m"] // 2, 2 * sizes["k"])
    elif chain == "collapse_m":
        assert c.lhs == "mk"
        assert sizes["m"] == D
        lhs_dims, lhs_shape = "jik", (D, 2, sizes["k"])
    a = w.arg(lhs_dims, lhs_shape)
    b = w.arg(c.rhs, shape["rhs"])
    w.arg(c.out, shape["out"])  # gives the consumer its dynamic sizes
    left = _negf(w, a, lhs_dims, lhs_shape) if lhs == "negf" else a
    right = _negf(w, b, c.rhs, shape["rhs"]) if rhs == "negf" else b
    if chain == "collapse":
        groups = ", ".join(f"[{i}]" for i in range(len(lhs_shape) - 2)) + (", " if len(lhs_shape) > 2 else "")
        collapsed = w.fresh("col")
        w.lines.append(
            f"  {collapsed} = tensor.collapse_shape {left} [{groups}[{len(lhs_shape) - 2}, {len(lhs_shape) - 1}]]"
            f" : {_shape(lhs_shape, element)} into {_shape(shape['lhs'], element)}"
        )
        left = collapsed
    elif chain == "collapse_m":
        collapsed = w.fresh("col")
        w.lines.append(
            f"  {collapsed} = tensor.collapse_shape {left} [[0, 1], [2]] : {_shape(lhs_shape, element)}"
            f" into {_shape(shape['lhs'], element)}"
        )
        left = collapsed
    elif chain == "expand_collapse":
        m2, k = lhs_shape[0], sizes["k"]
        ex, col = w.fresh("ex"), w.fresh("col")
        w.lines.append(
            f"  {ex} = tensor.expand_shape {left} [[0], [1, 2]] output_shape [{m2}, 2, {k}]"
            f" : {_shape(lhs_shape, element)} into {_shape((m2, 2, k), element)}"
        )
        w.lines.append(
            f"  {col} = tensor.collapse_shape {ex} [[0, 1], [2]] : {_shape((m2, 2, k), element)}"
            f" into {_shape(shape['lhs'], element)}"
        )
        left = col
    zero = w.fresh("zero")
    w.lines.append(f"  {zero} = arith.constant 0.0 : {element}")
    e, empty = w.empty(c.out, shape["out"])
    f, r = w.fresh("f"), w.fresh("mm")
    tl, tr, to = (_shape(shape[k], element) for k in ("lhs", "rhs", "out"))
    body = [empty, f"{f} = linalg.fill ins({zero} : {element}) outs({e} : {to}) -> {to}"]
    if c.named is not None:
        body.append(f"{r} = {c.named} ins({left}, {right} : {tl}, {tr}) outs({f} : {to}) -> {to}")
    else:
        x, y, z, p, s = (w.fresh(v) for v in "xyzps")
        body += [
            f"{r} = linalg.generic {{{_maps(c)}}} ins({left}, {right} : {tl}, {tr}) outs({f} : {to}) {{",
            f"^bb0({x}: {element}, {y}: {element}, {z}: {element}):",
            f"  {p} = arith.mulf {x}, {y} : {element}",
            f"  {s} = arith.addf {z}, {p} : {element}",
            f"  linalg.yield {s} : {element}",
            f"}} -> {to}",
        ]
    out = w.region(c.out, shape["out"], body, r)
    ret = "util.return" if function == "util.func" else "return"
    header = f"{function} @{name}({', '.join(w.args)}) -> {to} {{"
    return "\n".join([header, *w.lines, f"  {ret} {out} : {to}", "}"])


SIZES = [
    {"b": 2, "m": 16, "n": 8, "k": 12},
    {"b": 3, "m": D, "n": 24, "k": 8},
    {"b": 1, "m": 4, "n": 8, "k": 16},  # B*M*N = 32: skinny
    {"b": 2, "m": 4, "n": 8, "k": 16},  # B*M*N = 64 for batch ops, 32 for matmuls
    {"b": D, "m": 8, "n": D, "k": 20},
    {"b": 2, "m": 8, "n": 8, "k": D},  # dynamic K: never padded
]


def corpus() -> list[str]:
    """Every contraction kind x sizes x producers x chains x function kind that makes sense."""
    programs: list[str] = []
    for i, (kind, sizes, (lhs, rhs), chain, function) in enumerate(
        itertools.product(
            CONTRACTIONS,
            SIZES,
            (("negf", "negf"), ("negf", "arg"), ("arg", "negf")),
            ("none", "collapse", "expand_collapse", "collapse_m"),
            ("util.func", "func.func"),
        )
    ):
        if chain != "none" and (lhs != "negf" or sizes["k"] == D):
            continue
        if chain == "expand_collapse" and (CONTRACTIONS[kind].lhs != "mk" or sizes["m"] == D or sizes["m"] % 2):
            continue
        if chain == "collapse_m" and (CONTRACTIONS[kind].lhs != "mk" or sizes["m"] != D):
            continue
        if function == "func.func" and (chain != "none" or rhs != "negf"):
            continue
        programs.append(padding_program(f"p{i}", kind, sizes, lhs=lhs, rhs=rhs, chain=chain, function=function))
    return programs
