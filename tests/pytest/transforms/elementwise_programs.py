"""Generated dequantized matmuls, for propagation through element-wise ops checked by execution.

`lhs[M,K] (i8 or f32) * rhs[K,N] (i8, or i8 [N,K] transposed by its dequantization) + bias[N]`
then an activation: the shapes IREE's `HoistEncodingOps` bubbles through (bit-extends with zero
points and scales, transposes, broadcasts) and sinks through (bias add, activations). Every
variant is a plain program; `set-encoding{encoding=data-tiling}` encodes it as IREE would.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass


@dataclass(frozen=True)
class Dequant:
    """How one operand is made f32: `(sitofp(x) - zp) * scale`, or `x / x` (0/0 = NaN on padding)."""

    zero_point: float | None = None
    scale: bool = False
    """A per-row (LHS) / per-column (RHS) scale tensor, broadcast."""
    divide: bool = False
    plain: bool = False
    """No dequantization: the operand is f32 already."""

    def label(self) -> str:
        if self.plain:
            return "f32"
        parts = ["i8"]
        if self.zero_point is not None:
            parts.append(f"zp{self.zero_point:g}")
        if self.scale:
            parts.append("scaled")
        if self.divide:
            parts.append("xdivx")
        return "-".join(parts)


@dataclass(frozen=True)
class Program:
    m: int
    n: int
    k: int
    lhs: Dequant
    rhs: Dequant
    rhs_transposed: bool = False
    bias: bool = False
    activation: str | None = None
    """`relu` (maximumf with 0) or `exp`."""

    @property
    def name(self) -> str:
        parts = [f"{self.m}x{self.n}x{self.k}", self.lhs.label(), self.rhs.label()]
        if self.rhs_transposed:
            parts.append("rhsT")
        if self.bias:
            parts.append("bias")
        if self.activation:
            parts.append(self.activation)
        return "_".join(parts)

    def text(self) -> str:
        m, n, k = self.m, self.n, self.k
        args: list[str] = []
        body: list[str] = []
        lhs = self._operand("lhs", (m, k), self.lhs, False, "d0", args, body)
        rhs = self._operand("rhs", (k, n), self.rhs, self.rhs_transposed, "d1", args, body)
        body += [
            "%zero = arith.constant 0.0 : f32",
            f"%acc0 = tensor.empty() : tensor<{m}x{n}xf32>",
            f"%acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>",
            f"%mm = linalg.matmul ins({lhs}, {rhs} : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) "
            f"outs(%acc : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>",
        ]
        result = "%mm"
        if self.bias or self.activation:
            result = self._consumer(args, body)
        signature = ", ".join(args)
        lines = "\n  ".join(body)
        return (
            f"func.func @main({signature}) -> tensor<{m}x{n}xf32> {{\n  {lines}\n"
            f"  func.return {result} : tensor<{m}x{n}xf32>\n}}\n"
        )

    def _operand(
        self,
        name: str,
        shape: tuple[int, int],
        dq: Dequant,
        transposed: bool,
        scale_dim: str,
        args: list[str],
        body: list[str],
    ) -> str:
        rows, cols = shape
        out_type = f"tensor<{rows}x{cols}xf32>"
        if dq.plain:
            args.append(f"%{name}: {out_type}")
            return f"%{name}"
        in_shape = (cols, rows) if transposed else shape
        args.append(f"%{name}: tensor<{in_shape[0]}x{in_shape[1]}xi8>")
        ins = [f"%{name}"]
        in_types = [f"tensor<{in_shape[0]}x{in_shape[1]}xi8>"]
        maps = ["affine_map<(d0, d1) -> (d1, d0)>" if transposed else "affine_map<(d0, d1) -> (d0, d1)>"]
        block_args = ["%x: i8"]
        ops = ["%e = arith.extsi %x : i8 to i32", "%f = arith.sitofp %e : i32 to f32"]
        value = "%f"
        if dq.zero_point is not None:
            body.append(f"%{name}_zp = arith.constant {dq.zero_point:.1f} : f32")
            ops.append(f"%z = arith.subf {value}, %{name}_zp : f32")
            value = "%z"
        if dq.scale:
            size = rows if scale_dim == "d0" else cols
            args.append(f"%{name}_scale: tensor<{size}xf32>")
            ins.append(f"%{name}_scale")
            in_types.append(f"tensor<{size}xf32>")
            maps.append(f"affine_map<(d0, d1) -> ({scale_dim})>")
            block_args.append("%s: f32")
            ops.append(f"%sc = arith.mulf {value}, %s : f32")
            value = "%sc"
        if dq.divide:
            ops.append(f"%q = arith.divf {value}, {value} : f32")
            value = "%q"
        maps.append("affine_map<(d0, d1) -> (d0, d1)>")
        block_args.append("%o: f32")
        body.append(f"%{name}_init = tensor.empty() : {out_type}")
        body.append(
            f"%{name}_f = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
            f'iterator_types = ["parallel", "parallel"]}} ins({", ".join(ins)} : {", ".join(in_types)}) '
            f"outs(%{name}_init : {out_type}) {{\n  ^bb0({', '.join(block_args)}):\n    "
            + "\n    ".join(ops)
            + f"\n    linalg.yield {value} : f32\n  }} -> {out_type}"
        )
        return f"%{name}_f"

    def _consumer(self, args: list[str], body: list[str]) -> str:
        m, n = self.m, self.n
        t = f"tensor<{m}x{n}xf32>"
        ins, types, maps, block_args = ["%mm"], [t], ["affine_map<(d0, d1) -> (d0, d1)>"], ["%v: f32"]
        ops: list[str] = []
        value = "%v"
        if self.bias:
            args.append(f"%bias: tensor<{n}xf32>")
            ins.append("%bias")
            types.append(f"tensor<{n}xf32>")
            maps.append("affine_map<(d0, d1) -> (d1)>")
            block_args.append("%b: f32")
            ops.append("%sum = arith.addf %v, %b : f32")
            value = "%sum"
        if self.activation == "relu":
            ops += ["%c0 = arith.constant 0.0 : f32", f"%act = arith.maximumf {value}, %c0 : f32"]
            value = "%act"
        elif self.activation == "exp":
            ops.append(f"%act = math.exp {value} : f32")
            value = "%act"
        maps.append("affine_map<(d0, d1) -> (d0, d1)>")
        block_args.append("%o: f32")
        body.append(f"%out_init = tensor.empty() : {t}")
        body.append(
            f"%out = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
            f'iterator_types = ["parallel", "parallel"]}} ins({", ".join(ins)} : {", ".join(types)}) '
            f"outs(%out_init : {t}) {{\n  ^bb0({', '.join(block_args)}):\n    "
            + "\n    ".join(ops)
            + f"\n    linalg.yield {value} : f32\n  }} -> {t}"
        )
        return "%out"


SIZES = ((5, 3, 7), (8, 4, 8), (4, 8, 16), (3, 5, 5))
"""K = 7 and 5 are padded by VMVX's K tile 4 (§3.2's 15 and 45); 8 and 16 divide it."""

SIDES = (
    Dequant(plain=True),
    Dequant(),
    Dequant(zero_point=3.0),
    Dequant(zero_point=5.0, scale=True),
    Dequant(divide=True),
)


PAIRS = (
    (SIDES[2], SIDES[2]),  # zero points on both sides: IREE 3.13's wrong case (reference §3.2)
    (SIDES[0], SIDES[3]),  # a plain side against a scaled dequantization
    (SIDES[2], SIDES[0]),
    (SIDES[1], SIDES[1]),  # sitofp only: 0 stays 0 on both sides
    (SIDES[4], SIDES[0]),  # 0/0 = NaN on padding
    (SIDES[3], SIDES[2]),
)


def programs() -> list[Program]:
    """The operand pairs on each size, and transposes, bias and activations on the first two sizes."""
    found = [Program(m, n, k, a, b) for (m, n, k), (a, b) in itertools.product(SIZES, PAIRS)]
    for m, n, k in SIZES[:2]:
        zp3, zp5 = Dequant(zero_point=3.0), Dequant(zero_point=5.0)
        found += [
            Program(m, n, k, zp3, zp5, rhs_transposed=True),
            Program(m, n, k, Dequant(plain=True), zp5, rhs_transposed=True, bias=True, activation="relu"),
            Program(m, n, k, zp3, Dequant(plain=True), bias=True),
            Program(m, n, k, Dequant(plain=True), Dequant(), activation="relu"),
        ]
    return found
