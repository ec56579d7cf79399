"""`iree_codegen.inner_tiled` interpreted at 512^3 against numpy's `c + a @ b` (goal: within 1.5x).

The op is taken from the materialized programs as IREE 3.13 lays them out: GPU gfx942 f32
(`MFMA_F32_16x16x4_F32`, intrinsics_k = 4: at 512x512 the chooser unrolls no further, 16x16x16 tiles) and CPU `enable_inner_tiled` AVX-512 f32
(`MMA_X86_AVX512_1x16x1_F32_F32` x 29). Its operands are swizzled outside the timed region, so the
time is the op's own: unswizzle, one BLAS contraction, re-swizzle.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from interpreter import Row, best_of

from xdsl_encoding.api import interpret, parse_module, run_passes

SIZE = 512
_MATMUL = """
func.func @mm(%a: tensor<{n}x{n}xf32>, %b: tensor<{n}x{n}xf32>, %c: tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>{attrs} {{
  %0 = linalg.matmul ins(%a, %b : tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>) outs(%c : tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>
  return %0 : tensor<{n}x{n}xf32>
}}
"""
CPU_TARGET = (
    ' attributes {hal.executable.target = #hal.executable.target<"llvm-cpu", "xyz", {target_triple = "x86_64-xyz-xyz", '
    'cpu_features = "+avx512f", enable_inner_tiled = true, iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>}'
)


def _split(materialized: str) -> tuple[str, str]:
    """(a function computing the swizzled operands, a function holding only the inner_tiled op)."""
    module = parse_module(materialized)
    lines = str(module).splitlines()
    op_line = next(line for line in lines if "iree_codegen.inner_tiled" in line)
    head = op_line.split("=", 1)[0].strip()
    operands = [*op_line.split("ins(", 1)[1].split(")", 1)[0].split(", "), op_line.split("outs(", 1)[1].split(")")[0]]
    types_text = op_line.rsplit(" : ", 1)[1]
    ins_types, out_type = types_text.split(" into ")
    types = [*ins_types.split(", "), out_type]
    body = lines[lines.index(next(x for x in lines if "func.func @mm" in x)) + 1 : lines.index(op_line)]
    prepare = (
        f"func.func @prepare(%a: tensor<{SIZE}x{SIZE}xf32>, %b: tensor<{SIZE}x{SIZE}xf32>, %c: tensor<{SIZE}x{SIZE}xf32>) "
        f"-> ({', '.join(types)}) {{\n"
        + "\n".join(body)
        + f"\n  func.return {', '.join(operands)} : {', '.join(types)}\n}}"
    )
    args = ", ".join(f"%x{i}: {t}" for i, t in enumerate(types))
    renamed = f"    {head} = iree_codegen.inner_tiled ins(%x0, %x1) outs(%x2) <" + op_line.split(") <", 1)[1]
    tiled = f"func.func @tiled({args}) -> {out_type} {{\n{renamed}\n  func.return {head} : {out_type}\n}}"
    return prepare, tiled


def _case(label: str, pipeline: str, attrs: str, repeat: int) -> Row:
    text = _MATMUL.format(n=SIZE, attrs=attrs)
    materialized = str(run_passes(parse_module(text), pipeline))
    prepare, tiled = _split(materialized)
    rng = np.random.default_rng(0)
    a, b, c = (rng.standard_normal((SIZE, SIZE)).astype(np.float32) for _ in range(3))
    module = parse_module(f"{prepare}\n{tiled}")
    swizzled: tuple[Any, ...] = interpret(module, "prepare", a, b, c)
    check = interpret(parse_module(materialized), "mm", a, b, c)[0]
    assert np.allclose(check, c + a @ b, rtol=1e-4, atol=1e-3), f"{label}: materialized matmul disagrees with numpy"
    t_numpy, t_op = best_of([lambda: c + a @ b, lambda: interpret(module, "tiled", *swizzled)], repeat)
    ratio = t_op / t_numpy
    return (f"inner_tiled {SIZE}^3 f32 {label}: interpret / numpy c + a @ b", ratio, "<= 1.5", ratio <= 1.5)


def run(repeat: int = 20) -> list[Row]:
    pipeline = "set-encoding{encoding=data-tiling},materialize-encoding-into-packs"
    return [
        _case("gfx942 (MFMA_F32_16x16x4_F32 k4, 16x16x16 tiles)", pipeline + "{target=gfx942}", "", repeat),
        _case("CPU AVX-512 enable_inner_tiled (29x16x1)", pipeline, CPU_TARGET, repeat),
    ]


if __name__ == "__main__":
    from timing import print_rows

    sys.exit(print_rows(run()))
