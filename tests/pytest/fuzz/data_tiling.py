"""Random contractions for the data-tiling pipeline, over CPU targets x element types x shapes.

`data_tiling_cases()` draws a contraction IREE data-tiles (`linalg.matmul` plain or transposed by
`indexing_maps`, `batch_matmul`, `matvec`, `vecmat`, or the same as a `linalg.generic`), static
sizes from 1 (narrow M/N, matvec-like) to 33 (tiles that do not divide), an element-type
combination (f32, f16, f16 -> f32, i8 -> i32, i16 -> i32), an init that is an argument or a `linalg.fill`, and a target: given as the pass's
`target=`/`cpu-features=` options or as the function's `#hal.executable.target`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from hypothesis import strategies as st

from xdsl_encoding.targets.cpu import CpuTarget

from .strategies import Program

X86, ARM, RV64 = "x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "riscv64-unknown-linux-gnu"
TARGETS: dict[str, tuple[str, str, CpuTarget]] = {
    # name: (target= option, cpu-features= option, the same as a hal.executable.target)
    "x86_64": ("x86_64", "", CpuTarget("llvm-cpu", X86)),
    "x86_64_avx2": ("x86_64", "+avx,+avx2,+fma", CpuTarget("llvm-cpu", X86, "+avx,+avx2,+fma")),
    "x86_64_avx512": (
        "x86_64",
        "+avx,+avx2,+fma,+avx512f,+avx512bw,+avx512vnni",
        CpuTarget("llvm-cpu", X86, "+avx,+avx2,+fma,+avx512f,+avx512bw,+avx512vnni"),
    ),
    "x86_64_avx512bf16": ("x86_64", "+avx512f,+avx512bf16", CpuTarget("llvm-cpu", X86, "+avx512f,+avx512bf16")),
    "aarch64": ("aarch64", "", CpuTarget("llvm-cpu", ARM)),
    "aarch64_dotprod": ("aarch64", "+dotprod", CpuTarget("llvm-cpu", ARM, "+dotprod")),
    "aarch64_i8mm": ("aarch64", "+dotprod,+i8mm", CpuTarget("llvm-cpu", ARM, "+dotprod,+i8mm")),
    "aarch64_bf16": ("aarch64", "+bf16", CpuTarget("llvm-cpu", ARM, "+bf16")),
    "riscv64_v": ("riscv64", "+v", CpuTarget("llvm-cpu", RV64, "+v")),
    "riscv64_zvl512b": ("riscv64", "+v,+zvl512b", CpuTarget("llvm-cpu", RV64, "+v,+zvl512b")),
    "wasm32": ("wasm32", "", CpuTarget("llvm-cpu", "wasm32-unknown-unknown")),
    "vmvx": ("vmvx", "", CpuTarget("vmvx")),
}

# (lhs, rhs, out, cast of the inputs in a generic's body)
ELEMENTS = {
    "f32": ("f32", "f32", "f32", ""),
    "f16f32": ("f16", "f16", "f32", "arith.extf"),
    "f16": ("f16", "f16", "f16", ""),
    "i8i32": ("i8", "i8", "i32", "arith.extsi"),
    "i16i32": ("i16", "i16", "i32", "arith.extsi"),
}

# kind: (loops, operand dims (lhs, rhs, out), named op or "" for generic-only)
KINDS = {
    "matmul": ("mnk", ("mk", "kn", "mn"), "matmul"),
    "transpose_a": ("mnk", ("km", "kn", "mn"), "matmul_maps"),
    "transpose_b": ("mnk", ("mk", "nk", "mn"), "matmul_maps"),
    "batch_matmul": ("bmnk", ("bmk", "bkn", "bmn"), "batch_matmul"),
    "matvec": ("mk", ("mk", "k", "m"), "matvec"),
    "vecmat": ("nk", ("k", "kn", "n"), "vecmat"),
}
_ITERATORS = {"b": "parallel", "m": "parallel", "n": "parallel", "k": "reduction"}
_DTYPES = {"f32": np.float32, "f16": np.float16, "i8": np.int8, "i16": np.int16, "i32": np.int32}


@dataclass(frozen=True, repr=False)
class DataTilingProgram(Program):
    """A `Program` whose inputs have each argument's own element type (i8, f16, ...)."""

    pipeline: str = ""
    integer: bool = False

    def inputs(self, seed: int = 0) -> tuple[Any, ...]:
        rng = np.random.default_rng(seed)
        values: list[Any] = []
        for shape, element in self.arguments:
            if element.startswith("i"):
                values.append(rng.integers(-8, 9, size=shape).astype(_DTYPES[element]))
            else:
                values.append(rng.uniform(-1.0, 1.0, size=shape).astype(_DTYPES[element]))
        return tuple(values)


def _tensor(dims: str, sizes: dict[str, int], element: str) -> str:
    return f"tensor<{''.join(f'{sizes[c]}x' for c in dims)}{element}>"


def _map(loops: str, dims: str) -> str:
    names = [f"d{i}" for i in range(len(loops))]
    return f"affine_map<({', '.join(names)}) -> ({', '.join(names[loops.index(c)] for c in dims)})>"


@st.composite
def data_tiling_cases(draw: st.DrawFn) -> DataTilingProgram:
    kind = draw(st.sampled_from(sorted(KINDS)))
    loops, dims, named = KINDS[kind]
    element = draw(st.sampled_from(sorted(ELEMENTS)))
    lhs, rhs, out, cast = ELEMENTS[element]
    size = st.one_of(st.integers(1, 4), st.integers(5, 33))
    sizes = {c: draw(size) for c in loops}
    if "b" in sizes:
        sizes["b"] = draw(st.integers(1, 3))
    fill = draw(st.booleans())
    generic = not named or draw(st.booleans())
    target_name = draw(st.sampled_from(sorted(TARGETS)))
    option, features, target = TARGETS[target_name]
    as_attribute = draw(st.booleans())

    ta, tb, tc = _tensor(dims[0], sizes, lhs), _tensor(dims[1], sizes, rhs), _tensor(dims[2], sizes, out)
    args = [f"%a: {ta}", f"%b: {tb}"]
    arguments = [(tuple(sizes[c] for c in dims[0]), lhs), (tuple(sizes[c] for c in dims[1]), rhs)]
    lines: list[str] = []
    if fill:
        zero = "0" if out.startswith("i") else "0.0"
        lines += [
            f"  %zero = arith.constant {zero} : {out}",
            f"  %empty = tensor.empty() : {tc}",
            f"  %init = linalg.fill ins(%zero : {out}) outs(%empty : {tc}) -> {tc}",
        ]
        init = "%init"
    else:
        args.append(f"%c: {tc}")
        arguments.append((tuple(sizes[c] for c in dims[2]), out))
        init = "%c"
    maps = ", ".join(_map(loops, d) for d in dims)
    if not generic:
        op = "matmul" if named == "matmul_maps" else named
        attr = f" indexing_maps = [{maps}]" if named == "matmul_maps" else ""
        lines.append(f"  %r = linalg.{op}{attr} ins(%a, %b : {ta}, {tb}) outs({init} : {tc}) -> {tc}")
    else:
        iterators = ", ".join(f'"{_ITERATORS[c]}"' for c in loops)
        add, mul = ("arith.addi", "arith.muli") if out.startswith("i") else ("arith.addf", "arith.mulf")
        body = [f"  ^bb0(%x: {lhs}, %y: {rhs}, %z: {out}):"]
        x, y = "%x", "%y"
        if cast:
            body += [f"    %x1 = {cast} %x : {lhs} to {out}", f"    %y1 = {cast} %y : {rhs} to {out}"]
            x, y = "%x1", "%y1"
        body += [f"    %p = {mul} {x}, {y} : {out}", f"    %s = {add} %z, %p : {out}", f"    linalg.yield %s : {out}"]
        lines.append(
            f"  %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iterators}]}} "
            f"ins(%a, %b : {ta}, {tb}) outs({init} : {tc}) {{"
        )
        lines += [*body, f"  }} -> {tc}"]
    lines.append(f"  func.return %r : {tc}")
    attrs = f" attributes {{hal.executable.target = {target.hal_target_text()}}}" if as_attribute else ""
    text = f"func.func @main({', '.join(args)}) -> {tc}{attrs} {{\n" + "\n".join(lines) + "\n}\n"
    if as_attribute:
        materialize = "materialize-encoding-into-packs"
    else:
        materialize = f"materialize-encoding-into-packs{{target={option}" + (
            f' cpu-features="{features}"}}' if features else "}"
        )
    pipeline = f"set-encoding{{encoding=data-tiling}},{materialize}"
    return DataTilingProgram(text, tuple(arguments), None, pipeline, out.startswith("i"))
