"""Contraction kinds, targets and element types for data-tiling tests, and IREE 3.13 probes.

A probe is a function that only sets and unsets encodings on its arguments, carrying a
`hal.executable.target`: `iree-codegen-materialize-device-encoding` turns each `set_encoding`
into the `linalg.pack` of the layout IREE chose (no pack: identity layout).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    BFloat16Type,
    Float16Type,
    Float32Type,
    IntegerType,
    Signedness,
)
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.encoding_info import MaterializeEncodingInfo
from xdsl_encoding.dialects.iree_encoding import EncodingAttr
from xdsl_encoding.targets.cpu import CpuTarget


@dataclass(frozen=True)
class Kind:
    """A contraction: loop names in order, and the loops each operand indexes."""

    name: str
    loops: str
    operands: tuple[str, str, str]

    def maps(self) -> tuple[AffineMap, AffineMap, AffineMap]:
        n = len(self.loops)
        return tuple(
            AffineMap(n, 0, tuple(AffineExpr.dimension(self.loops.index(c)) for c in operand))
            for operand in self.operands
        )  # type: ignore[return-value]

    def shape(self, operand: int, sizes: dict[str, int]) -> tuple[int, ...]:
        return tuple(sizes[c] for c in self.operands[operand])


KINDS = {
    k.name: k
    for k in (
        Kind("matmul", "mnk", ("mk", "kn", "mn")),
        Kind("matmul_transpose_b", "mnk", ("mk", "nk", "mn")),
        Kind("matmul_transpose_a", "mnk", ("km", "kn", "mn")),
        Kind("batch_matmul", "bmnk", ("bmk", "bkn", "bmn")),
        Kind("matvec", "mk", ("mk", "k", "m")),
        Kind("vecmat", "nk", ("k", "kn", "n")),
    )
}

f32, f16, bf16 = Float32Type(), Float16Type(), BFloat16Type()
i4, i8, i16, i32 = (IntegerType(w) for w in (4, 8, 16, 32))
ui4 = IntegerType(4, Signedness.UNSIGNED)

ELEMENT_TYPES: dict[str, tuple[Attribute, Attribute, Attribute]] = {
    "f32": (f32, f32, f32),
    "f16f16f32": (f16, f16, f32),
    "f16": (f16, f16, f16),
    "bf16f32": (bf16, bf16, f32),
    "bf16": (bf16, bf16, bf16),
    "i8i32": (i8, i8, i32),
    "i16i32": (i16, i16, i32),
    "i8i4i32": (i8, i4, i32),
    "i16ui4i32": (i16, ui4, i32),
}

TARGETS: dict[str, CpuTarget] = {
    "x86_none": CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu"),
    "x86_avx": CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "+avx"),
    "x86_avx2": CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "+avx,+avx2,+fma"),
    "x86_avx512f": CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "+avx512f"),
    "x86_avx512bw": CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "+avx,+avx2,+avx512f,+avx512bw"),
    "x86_avx512vnni": CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "+avx,+avx2,+avx512f,+avx512vnni"),
    "x86_avx512bf16": CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "+avx512f,+avx512bf16"),
    "arm_none": CpuTarget("llvm-cpu", "aarch64-unknown-linux-gnu"),
    "arm_dotprod": CpuTarget("llvm-cpu", "aarch64-unknown-linux-gnu", "+dotprod"),
    "arm_i8mm": CpuTarget("llvm-cpu", "aarch64-unknown-linux-gnu", "+dotprod,+i8mm"),
    "arm_bf16": CpuTarget("llvm-cpu", "aarch64-unknown-linux-gnu", "+bf16"),
    "rv64_v": CpuTarget("llvm-cpu", "riscv64-unknown-linux-gnu", "+v"),
    "rv64_zvl256": CpuTarget("llvm-cpu", "riscv64-unknown-linux-gnu", "+v,+zvl256b"),
    "rv64_zvl512_zvfh": CpuTarget("llvm-cpu", "riscv64-unknown-linux-gnu", "+v,+zvl512b,+zvfh"),
    "rv64_zvfhmin": CpuTarget("llvm-cpu", "riscv64-unknown-linux-gnu", "+v,+zvfhmin"),
    "rv64_novec": CpuTarget("llvm-cpu", "riscv64-unknown-linux-gnu"),
    "wasm32": CpuTarget("llvm-cpu", "wasm32-unknown-unknown", "+simd128"),
    "vmvx": CpuTarget("vmvx"),
}


def encoding(kind: Kind, operand: int, types: Sequence[Attribute], sizes: dict[str, int]) -> EncodingAttr:
    return EncodingAttr(
        operand,
        "matmul",
        types,
        [AffineMapAttr(m) for m in kind.maps()],
        [None if sizes[c] == DYNAMIC_INDEX else sizes[c] for c in kind.loops],
    )


def _tensor(shape: Sequence[int], element: Attribute, enc: str = "") -> str:
    dims = "".join(("?" if s == DYNAMIC_INDEX else str(s)) + "x" for s in shape)
    return f"tensor<{dims}{element}{', ' + enc if enc else ''}>"


def probe_function(name: str, target: CpuTarget, kind: Kind, types: Sequence[Attribute], sizes: dict[str, int]) -> str:
    """`@name(%lhs, %rhs, %acc, %loop sizes...)`: set each operand's encoding and return the three.

    Returned, not unset: `unpack(pack(x))` would fold away when no padding is needed.

    IREE 3.13 wants one `encoding_dims` value per `?` of `iteration_sizes`; they are arguments here.
    """
    # Tensors of unsigned types are stored signless: IREE 3.13 builds an invalid `arith.constant 0 : ui4`
    # as the padding value of such a pack. The encoding's `element_types` keeps the unsigned type.
    storage: list[Attribute] = [IntegerType(t.bitwidth) if isa(t, IntegerType) else t for t in types]
    args = [_tensor(kind.shape(i, sizes), storage[i]) for i in range(3)]
    encoded = [_tensor(kind.shape(i, sizes), storage[i], str(encoding(kind, i, types, sizes))) for i in range(3)]
    loop_args = [f"%{c}" for c in kind.loops if sizes[c] == DYNAMIC_INDEX]
    encoding_dims = f" encoding_dims{{{', '.join(loop_args)}}}" if loop_args else ""
    body = [
        f"    %e{i} = iree_encoding.set_encoding %arg{i}{encoding_dims} : {args[i]} -> {encoded[i]}" for i in range(3)
    ]
    signature = ", ".join([*(f"%arg{i}: {t}" for i, t in enumerate(args)), *(f"{a}: index" for a in loop_args)])
    target_text = target.hal_target_text()
    return (
        f"  func.func @{name}({signature}) -> ({', '.join(encoded)}) attributes {{hal.executable.target = {target_text}}} {{\n"
        + "\n".join(body)
        + f"\n    return %e0, %e1, %e2 : {', '.join(encoded)}\n  }}"
    )


_FUNC = re.compile(r"func\.func @(\w+)\(")
_PACK = re.compile(
    r"linalg\.pack %arg(\d+)(?: padding_value\([^)]*\))?(?: outer_dims_perm = \[([\d, ]*)\])? "
    r"inner_dims_pos = \[([\d, ]*)\] inner_tiles = \[([\d, ]*)\]"
)


def _ints(text: str | None) -> tuple[int, ...]:
    return tuple(int(v) for v in text.split(",")) if text and text.strip() else ()


def parse_probe_output(text: str) -> dict[str, dict[int, MaterializeEncodingInfo]]:
    """Per function, per argument: the layout of its `linalg.pack` (arguments without one: identity)."""
    found: dict[str, dict[int, MaterializeEncodingInfo]] = {}
    starts = [(m.start(), m.group(1)) for m in _FUNC.finditer(text)]
    for (start, name), end in zip(starts, [s for s, _ in starts[1:]] + [len(text)]):
        layouts: dict[int, MaterializeEncodingInfo] = {i: MaterializeEncodingInfo() for i in range(3)}
        for m in _PACK.finditer(text, start, end):
            layouts[int(m.group(1))] = MaterializeEncodingInfo(_ints(m.group(3)), _ints(m.group(4)), _ints(m.group(2)))
        found[name] = layouts
    return found
