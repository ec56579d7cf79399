"""Programs for `set-encoding{encoding=data-tiling}` and their IREE 3.13 counterparts.

`contraction_program` writes one `func.func` holding one `linalg.generic` contraction (or
`linalg.matmul`) on plain tensors, optionally initialized by a `linalg.fill`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import DYNAMIC_INDEX

ITERATORS = {"b": "parallel", "m": "parallel", "n": "parallel", "k": "reduction", "l": "reduction", "p": "parallel"}


@dataclass(frozen=True)
class Types:
    lhs: str
    rhs: str
    out: str
    lhs_cast: str = ""
    rhs_cast: str = ""

    def is_float(self) -> bool:
        return self.out.startswith(("f", "bf"))


TYPES = {
    "f32": Types("f32", "f32", "f32"),
    "f16f32": Types("f16", "f16", "f32", "arith.extf", "arith.extf"),
    "i8i32": Types("i8", "i8", "i32", "arith.extsi", "arith.extsi"),
    "i8ui8i32": Types("i8", "i8", "i32", "arith.extsi", "arith.extui"),
    "ui8i8i32": Types("i8", "i8", "i32", "arith.extui", "arith.extsi"),
}


def _tensor(dims: str, sizes: dict[str, int], element: str) -> str:
    shape = "".join(("?" if sizes[c] == DYNAMIC_INDEX else str(sizes[c])) + "x" for c in dims)
    return f"tensor<{shape}{element}>"


def _map(loops: str, dims: str) -> str:
    names = [f"d{i}" for i in range(len(loops))]
    return f"affine_map<({', '.join(names)}) -> ({', '.join(names[loops.index(c)] for c in dims)})>"


def contraction_program(
    name: str,
    loops: str,
    operands: tuple[str, str, str],
    sizes: dict[str, int],
    types: Types,
    *,
    fill: bool = False,
    named_matmul: bool = False,
    body: str = "muladd",
) -> str:
    """`@name(%a, %b[, %c])`: `c = a . b` over `loops` (k, l reductions), the init filled with 0 if `fill`."""
    ta, tb, tc = (_tensor(d, sizes, t) for d, t in zip(operands, (types.lhs, types.rhs, types.out)))
    args = [f"%a: {ta}", f"%b: {tb}"]
    lines: list[str] = []
    if fill:
        dyn = [c for c in operands[2] if sizes[c] == DYNAMIC_INDEX]
        args += [f"%s{c}: index" for c in dyn]
        zero = "0.0" if types.is_float() else "0"
        lines.append(f"  %zero = arith.constant {zero} : {types.out}")
        lines.append(f"  %empty = tensor.empty({', '.join(f'%s{c}' for c in dyn)}) : {tc}")
        lines.append(f"  %init = linalg.fill ins(%zero : {types.out}) outs(%empty : {tc}) -> {tc}")
        init = "%init"
    else:
        args.append(f"%c: {tc}")
        init = "%c"
    if named_matmul:
        lines.append(f"  %r = linalg.matmul ins(%a, %b : {ta}, {tb}) outs({init} : {tc}) -> {tc}")
    else:
        maps = ", ".join(_map(loops, d) for d in operands)
        iterators = ", ".join(f'"{ITERATORS[c]}"' for c in loops)
        add, mul = ("arith.addf", "arith.mulf") if types.is_float() else ("arith.addi", "arith.muli")
        if body == "max":
            add = "arith.maximumf" if types.is_float() else "arith.maxsi"
        x, y = "%x", "%y"
        region = [f"  ^bb0(%x: {types.lhs}, %y: {types.rhs}, %z: {types.out}):"]
        if types.lhs_cast:
            region.append(f"    %x1 = {types.lhs_cast} %x : {types.lhs} to {types.out}")
            x = "%x1"
        if types.rhs_cast:
            region.append(f"    %y1 = {types.rhs_cast} %y : {types.rhs} to {types.out}")
            y = "%y1"
        region.append(f"    %p = {mul} {x}, {y} : {types.out}")
        region.append(f"    %s = {add} %z, %p : {types.out}")
        region.append(f"    linalg.yield %s : {types.out}")
        lines.append(
            f"  %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iterators}]}} "
            f"ins(%a, %b : {ta}, {tb}) outs({init} : {tc}) {{"
        )
        lines += region
        lines.append(f"  }} -> {tc}")
    lines.append(f"  return %r : {tc}")
    return f"func.func @{name}({', '.join(args)}) -> {tc} {{\n" + "\n".join(lines) + "\n}"


KINDS: dict[str, tuple[str, tuple[str, str, str]]] = {
    "matmul": ("mnk", ("mk", "kn", "mn")),
    "transpose_b": ("mnk", ("mk", "nk", "mn")),
    "transpose_a": ("mnk", ("km", "kn", "mn")),
    "transpose_c": ("mnk", ("mk", "kn", "nm")),
    "batch": ("bmnk", ("bmk", "bkn", "bmn")),
    "batch_last": ("mnkb", ("bmk", "bkn", "bmn")),
    "matvec": ("mk", ("mk", "k", "m")),
    "vecmat": ("nk", ("k", "kn", "n")),
    "two_k": ("mnkl", ("mkl", "kln", "mn")),
    "two_m": ("mpnk", ("mpk", "kn", "mpn")),
    "no_m_no_n": ("bk", ("bk", "bk", "b")),
    "dot": ("k", ("k", "k", "")),
}
