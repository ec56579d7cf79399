"""Programs for the padding pipeline `set-encoding,propagate-encodings,materialize-encoding-into-padding`.

* `PROGRAMS`: model-like slices (reshape chains feeding matmuls, transposed-B and batched
  contractions, matmul chains, reshaped results) for any element type, static or dynamic M;
* `random_chain_program`: a seeded random chain of collapse/expand ops that turns an input
  into the M x K LHS of a matmul.

Every program is a `@main` whose result is a function of its inputs only, so interpreting it
before and after the pipeline on the same random inputs must give the same values.
Used by tests/pytest/transforms/test_{set_encoding,materialize_encoding_into_padding}.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import prod

ELEMENT_TYPES = ("f32", "f16", "i32")
PIPELINE = "set-encoding,propagate-encodings,materialize-encoding-into-padding"


def is_float(element: str) -> bool:
    return element.startswith(("f", "bf"))


def tensor(shape: Sequence[int | str], element: str) -> str:
    """`(2, "?")`, `f32` -> `tensor<2x?xf32>`."""
    return f"tensor<{''.join(f'{s}x' for s in shape)}{element}>"


def zero(element: str) -> str:
    return f"arith.constant {'0.0' if is_float(element) else '0'} : {element}"


def body(element: str) -> str:
    """A multiply-add `linalg.generic` body over `element`."""
    mul, add = ("arith.mulf", "arith.addf") if is_float(element) else ("arith.muli", "arith.addi")
    return (
        f"  ^bb0(%in0: {element}, %in1: {element}, %out: {element}):\n"
        f"    %prod = {mul} %in0, %in1 : {element}\n"
        f"    %sum = {add} %out, %prod : {element}\n"
        f"    linalg.yield %sum : {element}\n"
    )


def zero_acc(rows_of: str, rows: int | str, rows_type: str, n: int, element: str, name: str = "acc") -> str:
    """`%acc`: a zero-filled `rows x n` accumulator whose dynamic row count is measured on `rows_of`.

    Its helper values are named after it (`%acc_rows`, ...), so several accumulators can coexist.
    """
    acc_type = tensor((rows, n), element)
    sizes = ""
    text = ""
    if rows == "?":
        text += f"  %{name}_c0 = arith.constant 0 : index\n  %{name}_rows = tensor.dim {rows_of}, %{name}_c0 : {rows_type}\n"
        sizes = f"%{name}_rows"
    text += f"  %{name}_empty = tensor.empty({sizes}) : {acc_type}\n  %{name}_zero = {zero(element)}\n"
    text += f"  %{name} = linalg.fill ins(%{name}_zero : {element}) outs(%{name}_empty : {acc_type}) -> {acc_type}\n"
    return text


@dataclass(frozen=True)
class Sizes:
    """M (static, or `?` at run time `dynamic_size`), K, N of one program."""

    m: int
    k: int
    n: int
    dynamic: bool

    @property
    def rows(self) -> int | str:
        return "?" if self.dynamic else self.m

    @property
    def half_rows(self) -> int | str:
        return "?" if self.dynamic else self.m // 2


def matmul(s: Sizes, t: str) -> str:
    a, b, r = tensor((s.rows, s.k), t), tensor((s.k, s.n), t), tensor((s.rows, s.n), t)
    return (
        f"func.func @main(%a: {a}, %b: {b}) -> {r} {{\n"
        + zero_acc("%a", s.rows, a, s.n, t)
        + f"  %r = linalg.matmul ins(%a, %b : {a}, {b}) outs(%acc : {r}) -> {r}\n"
        f"  func.return %r : {r}\n}}\n"
    )


def collapse_chain(s: Sizes, t: str) -> str:
    """A 3-d activation collapsed into the LHS: propagation moves the encoding above the collapse."""
    x, a, b, r = (
        tensor((2, s.half_rows, s.k), t),
        tensor((s.rows, s.k), t),
        tensor((s.k, s.n), t),
        tensor((s.rows, s.n), t),
    )
    return (
        f"func.func @main(%x: {x}, %b: {b}) -> {r} {{\n"
        f"  %a = tensor.collapse_shape %x [[0, 1], [2]] : {x} into {a}\n"
        + zero_acc("%a", s.rows, a, s.n, t)
        + f"  %r = linalg.matmul ins(%a, %b : {a}, {b}) outs(%acc : {r}) -> {r}\n"
        f"  func.return %r : {r}\n}}\n"
    )


def heads_chain(s: Sizes, t: str) -> str:
    """llama-like: heads merged into K (blocks propagation), then expand and collapse of the rows."""
    heads = 4
    x = tensor((s.rows, heads, s.k // heads), t)
    a, b, r = tensor((s.rows, s.k), t), tensor((s.k, s.n), t), tensor((s.rows, s.n), t)
    split = tensor((2, s.half_rows, s.k), t)
    if s.dynamic:
        sizes = (
            "  %c0 = arith.constant 0 : index\n  %c2 = arith.constant 2 : index\n"
            f"  %m = tensor.dim %x, %c0 : {x}\n  %half = arith.divui %m, %c2 : index\n"
        )
        shape = "[2, %half, " + str(s.k) + "]"
    else:
        sizes, shape = "", f"[2, {s.m // 2}, {s.k}]"
    return (
        f"func.func @main(%x: {x}, %b: {b}) -> {r} {{\n"
        f"  %merged = tensor.collapse_shape %x [[0], [1, 2]] : {x} into {a}\n"
        + sizes
        + f"  %split = tensor.expand_shape %merged [[0, 1], [2]] output_shape {shape} : {a} into {split}\n"
        f"  %a = tensor.collapse_shape %split [[0, 1], [2]] : {split} into {a}\n"
        + zero_acc("%a", s.rows, a, s.n, t)
        + f"  %r = linalg.matmul ins(%a, %b : {a}, {b}) outs(%acc : {r}) -> {r}\n"
        f"  func.return %r : {r}\n}}\n"
    )


def transposed_b(s: Sizes, t: str) -> str:
    """C[m, n] += A[m, k] * B[n, k] as a linalg.generic: K is innermost in both inputs."""
    a, b, r = tensor((s.rows, s.k), t), tensor((s.n, s.k), t), tensor((s.rows, s.n), t)
    maps = (
        "[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, "
        "affine_map<(d0, d1, d2) -> (d0, d1)>]"
    )
    return (
        f"func.func @main(%a: {a}, %b: {b}) -> {r} {{\n"
        + zero_acc("%a", s.rows, a, s.n, t)
        + f'  %r = linalg.generic {{indexing_maps = {maps}, iterator_types = ["parallel", "parallel", "reduction"]}} '
        f"ins(%a, %b : {a}, {b}) outs(%acc : {r}) {{\n" + body(t) + f"  }} -> {r}\n  func.return %r : {r}\n}}\n"
    )


def batch_contraction(s: Sizes, t: str) -> str:
    """A batched matmul (batch 2) fed by a collapse of the batch rows."""
    x = tensor((2, 2, s.half_rows, s.k), t)
    a, b, r = tensor((2, s.rows, s.k), t), tensor((2, s.k, s.n), t), tensor((2, s.rows, s.n), t)
    maps = (
        "[affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, "
        "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]"
    )
    acc_sizes = ""
    text = f"func.func @main(%x: {x}, %b: {b}) -> {r} {{\n"
    text += f"  %a = tensor.collapse_shape %x [[0], [1, 2], [3]] : {x} into {a}\n"
    if s.dynamic:
        text += f"  %c1 = arith.constant 1 : index\n  %rows = tensor.dim %a, %c1 : {a}\n"
        acc_sizes = "%rows"
    text += f"  %empty = tensor.empty({acc_sizes}) : {r}\n  %zero = {zero(t)}\n"
    text += f"  %acc = linalg.fill ins(%zero : {t}) outs(%empty : {r}) -> {r}\n"
    text += (
        f'  %r = linalg.generic {{indexing_maps = {maps}, iterator_types = ["parallel", "parallel", "parallel", "reduction"]}} '
        f"ins(%a, %b : {a}, {b}) outs(%acc : {r}) {{\n" + body(t) + f"  }} -> {r}\n  func.return %r : {r}\n}}\n"
    )
    return text


def matmul_chain(s: Sizes, t: str) -> str:
    """`(a @ b) @ c`: the first result is the LHS of the second matmul, with K = N of the first."""
    inner = s.k
    a, b, c = tensor((s.rows, s.k), t), tensor((s.k, inner), t), tensor((inner, s.n), t)
    r1, r2 = tensor((s.rows, inner), t), tensor((s.rows, s.n), t)
    text = f"func.func @main(%a: {a}, %b: {b}, %c: {c}) -> {r2} {{\n"
    text += zero_acc("%a", s.rows, a, inner, t)
    text += f"  %r1 = linalg.matmul ins(%a, %b : {a}, {b}) outs(%acc : {r1}) -> {r1}\n"
    text += zero_acc("%a", s.rows, a, s.n, t, name="acc2")
    text += f"  %r2 = linalg.matmul ins(%r1, %c : {r1}, {c}) outs(%acc2 : {r2}) -> {r2}\n"
    return text + f"  func.return %r2 : {r2}\n}}\n"


def reshaped_result(s: Sizes, t: str) -> str:
    """The matmul result is split into 2 x M/2 rows before it is returned (unset_encoding sinks)."""
    a, b, r = tensor((s.rows, s.k), t), tensor((s.k, s.n), t), tensor((s.rows, s.n), t)
    out = tensor((2, s.half_rows, s.n), t)
    text = f"func.func @main(%a: {a}, %b: {b}) -> {out} {{\n" + zero_acc("%a", s.rows, a, s.n, t)
    text += f"  %r = linalg.matmul ins(%a, %b : {a}, {b}) outs(%acc : {r}) -> {r}\n"
    if s.dynamic:
        text += "  %two = arith.constant 2 : index\n  %half = arith.divui %acc_rows, %two : index\n"
        shape = f"[2, %half, {s.n}]"
    else:
        shape = f"[2, {s.m // 2}, {s.n}]"
    text += f"  %o = tensor.expand_shape %r [[0, 1], [2]] output_shape {shape} : {r} into {out}\n"
    return text + f"  func.return %o : {out}\n}}\n"


PROGRAMS: dict[str, Callable[[Sizes, str], str]] = {
    "matmul": matmul,
    "collapse_chain": collapse_chain,
    "heads_chain": heads_chain,
    "transposed_b": transposed_b,
    "batch_contraction": batch_contraction,
    "matmul_chain": matmul_chain,
    "reshaped_result": reshaped_result,
}


# ---------------------------------------------------------------------------------------
# Random reshape chains
# ---------------------------------------------------------------------------------------


def _factors(rng: random.Random, n: int, parts: int) -> list[int]:
    """Split `n` into up to `parts` factors > 1 (fewer if `n` has too few): 24, 3 -> e.g. [2, 3, 4]."""
    out: list[int] = []
    rest = n
    for _ in range(parts - 1):
        divisors = [d for d in range(2, rest) if rest % d == 0]
        if not divisors:
            break
        d = rng.choice(divisors)
        out.append(d)
        rest //= d
    return [*out, rest] if rest > 1 or not out else out


@dataclass(frozen=True)
class RandomChain:
    """A random program: its text, and the logical M, K, N and element type of its matmul."""

    text: str
    m: int
    k: int
    n: int
    element: str
    transposed: bool


def _reshape(
    kind: str,
    value: str,
    result: str,
    runs_from: list[list[int]],
    runs_to: list[list[int]],
    sizes: list[int],
    element: str,
) -> str:
    """One collapse/expand between two partitions of the same atoms (`runs_*` are atom-index runs)."""
    shape_from = [prod(sizes[i] for i in run) for run in runs_from]
    shape_to = [prod(sizes[i] for i in run) for run in runs_to]
    fine, coarse = (runs_from, runs_to) if kind == "collapse_shape" else (runs_to, runs_from)
    groups: list[list[int]] = []
    position = 0
    for run in coarse:
        group: list[int] = []
        covered = 0
        while covered < len(run):
            group.append(position)
            covered += len(fine[position])
            position += 1
        groups.append(group)
    source_type, result_type = tensor(shape_from, element), tensor(shape_to, element)
    if kind == "collapse_shape":
        return f"  {result} = tensor.collapse_shape {value} {groups} : {source_type} into {result_type}\n"
    return f"  {result} = tensor.expand_shape {value} {groups} output_shape {shape_to} : {source_type} into {result_type}\n"


def _coarsen(rng: random.Random, runs: list[list[int]]) -> list[list[int]]:
    merged = [list(runs[0])]
    for run in runs[1:]:
        if rng.random() < 0.5:
            merged[-1] += run
        else:
            merged.append(list(run))
    return merged


def _refine(rng: random.Random, runs: list[list[int]]) -> list[list[int]]:
    out: list[list[int]] = []
    for run in runs:
        current = [run[0]]
        for atom in run[1:]:
            if rng.random() < 0.5:
                out.append(current)
                current = [atom]
            else:
                current.append(atom)
        out.append(current)
    return out


def random_chain_program(seed: int) -> RandomChain:
    """`@main(%x, %w)`: a chain of 1-4 random reshapes brings `%x` to M x K, the LHS of a matmul.

    M and K are split into atoms; each step merges adjacent dims or splits dims at atom
    boundaries (merging M atoms with K atoms too); a last expand/collapse lands on M x K.
    """
    rng = random.Random(seed)
    element = rng.choice(ELEMENT_TYPES)
    m = rng.choice((64, 96, 128, 192))
    k = rng.choice((160, 200, 250, 300, 384, 520, 1000))
    n = rng.choice((8, 24, 40))
    sizes = _factors(rng, m, rng.randint(1, 3)) + _factors(rng, k, rng.randint(1, 3))
    m_atoms = next(i for i in range(len(sizes) + 1) if prod(sizes[:i]) == m)
    atoms = list(range(len(sizes)))
    runs = _coarsen(rng, [[a] for a in atoms])
    x_shape = [prod(sizes[i] for i in run) for run in runs]
    text = ""
    value = "%x"
    for step in range(rng.randint(0, 3)):
        kind = rng.choice(("collapse_shape", "expand_shape"))
        new = _coarsen(rng, runs) if kind == "collapse_shape" else _refine(rng, runs)
        if new == runs:
            continue
        result = f"%r{step}"
        text += _reshape(kind, value, result, runs, new, sizes, element)
        runs, value = new, result
    target = [atoms[:m_atoms], atoms[m_atoms:]]
    atomic = [[a] for a in atoms]
    if runs != atomic and runs != target:
        text += _reshape("expand_shape", value, "%atoms", runs, atomic, sizes, element)
        runs, value = atomic, "%atoms"
    if runs != target:
        text += _reshape("collapse_shape", value, "%lhs", runs, target, sizes, element)
        value = "%lhs"
    transposed = rng.random() < 0.3
    a, r = tensor((m, k), element), tensor((m, n), element)
    w = tensor((n, k) if transposed else (k, n), element)
    acc = zero_acc(value, m, a, n, element)
    if transposed:
        maps = (
            "[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, "
            "affine_map<(d0, d1, d2) -> (d0, d1)>]"
        )
        mm = (
            f'  %r = linalg.generic {{indexing_maps = {maps}, iterator_types = ["parallel", "parallel", "reduction"]}} '
            f"ins({value}, %w : {a}, {w}) outs(%acc : {r}) {{\n" + body(element) + f"  }} -> {r}\n"
        )
    else:
        mm = f"  %r = linalg.matmul ins({value}, %w : {a}, {w}) outs(%acc : {r}) -> {r}\n"
    program = f"func.func @main(%x: {tensor(x_shape, element)}, %w: {w}) -> {r} {{\n{text}{acc}{mm}  func.return %r : {r}\n}}\n"
    return RandomChain(program, m, k, n, element, transposed)
