"""Generated matmuls with reshapes around them, for data-tiling propagation across reshapes checked by execution.

`lhs[B*S, K] x rhs[K, N]` where the LHS comes from a `BxSxK` tensor by a collapse (M split, K kept),
possibly dequantized before it or between an expand and a collapse (reshape -> dequant -> reshape),
or from an `MxK1xK2` tensor (K merged); the RHS from `KxN1xN2` (N merged) or `K1xK2xN` (K merged),
possibly dequantized; the result expanded back to `BxSxN`, possibly with bias + relu after it.
Static sizes that do (`S = 16`) and do not (`S = 6`) divide the targets' M tiles.
"""

from __future__ import annotations

from dataclasses import dataclass

IDENTITY3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"


@dataclass(frozen=True)
class ReshapeProgram:
    batch: int
    rows: int
    k: int
    n: int
    lhs: str = "collapse"
    """`collapse`, `dequant-collapse`, `expand-dequant-collapse`, `k-merge`."""
    rhs: str = "plain"
    """`plain`, `n-merge`, `dequant-n-merge`, `k-merge`."""
    result: str = "expand"
    """`plain`, `expand`, `expand-bias-relu`."""
    integer: bool = False
    """i8 x i8 -> i32 (no dequantization): results must be bit-equal."""

    @property
    def m(self) -> int:
        return self.batch * self.rows

    @property
    def name(self) -> str:
        kind = "i8i8i32" if self.integer else "f32"
        return f"{self.batch}x{self.rows}x{self.k}x{self.n}_{kind}_{self.lhs}_{self.rhs}_{self.result}"

    @property
    def element(self) -> str:
        return "i8" if self.integer else "f32"

    @property
    def acc(self) -> str:
        return "i32" if self.integer else "f32"

    def text(self) -> str:
        args: list[str] = []
        body: list[str] = []
        lhs = self._lhs(args, body)
        rhs = self._rhs(args, body)
        m, n, k, e, acc = self.m, self.n, self.k, self.element, self.acc
        zero = "arith.constant 0 : i32" if self.integer else "arith.constant 0.0 : f32"
        body += [
            f"%zero = {zero}",
            f"%acc0 = tensor.empty() : tensor<{m}x{n}x{acc}>",
            f"%acc = linalg.fill ins(%zero : {acc}) outs(%acc0 : tensor<{m}x{n}x{acc}>) -> tensor<{m}x{n}x{acc}>",
            f"%mm = linalg.matmul ins({lhs}, {rhs} : tensor<{m}x{k}x{e}>, tensor<{k}x{n}x{e}>) "
            f"outs(%acc : tensor<{m}x{n}x{acc}>) -> tensor<{m}x{n}x{acc}>",
        ]
        result, result_type = self._result(args, body)
        lines = "\n  ".join(body)
        return (
            f"func.func @main({', '.join(args)}) -> {result_type} {{\n  {lines}\n"
            f"  func.return {result} : {result_type}\n}}\n"
        )

    def _dequant(self, name: str, source: str, shape: str, zero_point: float, body: list[str]) -> str:
        """`(sitofp(x) - zp)` on a rank-3 i8 tensor of `shape` (`2x16x8`)."""
        body.append(f"%{name}_zp = arith.constant {zero_point:.1f} : f32")
        body.append(f"%{name}_init = tensor.empty() : tensor<{shape}xf32>")
        body.append(
            f"%{name}_f = linalg.generic {{indexing_maps = [{IDENTITY3}, {IDENTITY3}], "
            f'iterator_types = ["parallel", "parallel", "parallel"]}} ins({source} : tensor<{shape}xi8>) '
            f"outs(%{name}_init : tensor<{shape}xf32>) {{\n  ^bb0(%q: i8, %o: f32):\n    "
            "%wide = arith.extsi %q : i8 to i32\n    %f = arith.sitofp %wide : i32 to f32\n    "
            f"%z = arith.subf %f, %{name}_zp : f32\n    linalg.yield %z : f32\n  }} -> tensor<{shape}xf32>"
        )
        return f"%{name}_f"

    def _operand(
        self,
        name: str,
        arg: str,
        arg_shape: str,
        groups: str,
        shape: str,
        dequant: float | None,
        args: list[str],
        body: list[str],
    ) -> str:
        """`%<name> = collapse(dequant?(%<arg>))`: `%<arg>` of `arg_shape` (i8 if dequantized) collapsed to `shape`."""
        e = self.element
        source = f"%{arg}"
        if dequant is None:
            args.append(f"%{arg}: tensor<{arg_shape}x{e}>")
        else:
            args.append(f"%{arg}: tensor<{arg_shape}xi8>")
            source = self._dequant(name, source, arg_shape, dequant, body)
        body.append(
            f"%{name} = tensor.collapse_shape {source} {groups} : tensor<{arg_shape}x{e}> into tensor<{shape}x{e}>"
        )
        return f"%{name}"

    def _lhs(self, args: list[str], body: list[str]) -> str:
        b, s, k, m = self.batch, self.rows, self.k, self.m
        if self.lhs == "k-merge":
            return self._operand("lhs", "x", f"{m}x2x{k // 2}", "[[0], [1, 2]]", f"{m}x{k}", None, args, body)
        if self.lhs != "expand-dequant-collapse":
            zero_point = 3.0 if self.lhs == "dequant-collapse" else None
            return self._operand("lhs", "x", f"{b}x{s}x{k}", "[[0, 1], [2]]", f"{m}x{k}", zero_point, args, body)
        args.append(f"%x: tensor<{m}x{k}xi8>")
        body.append(
            f"%x3 = tensor.expand_shape %x [[0, 1], [2]] output_shape [{b}, {s}, {k}] : "
            f"tensor<{m}x{k}xi8> into tensor<{b}x{s}x{k}xi8>"
        )
        source = self._dequant("lhs", "%x3", f"{b}x{s}x{k}", 3.0, body)
        body.append(
            f"%lhs = tensor.collapse_shape {source} [[0, 1], [2]] : tensor<{b}x{s}x{k}xf32> into tensor<{m}x{k}xf32>"
        )
        return "%lhs"

    def _rhs(self, args: list[str], body: list[str]) -> str:
        k, n = self.k, self.n
        if self.rhs == "plain":
            args.append(f"%w: tensor<{k}x{n}x{self.element}>")
            return "%w"
        if self.rhs == "k-merge":
            return self._operand("rhs", "w", f"2x{k // 2}x{n}", "[[0, 1], [2]]", f"{k}x{n}", None, args, body)
        zero_point = 5.0 if self.rhs == "dequant-n-merge" else None
        return self._operand("rhs", "w", f"{k}x2x{n // 2}", "[[0], [1, 2]]", f"{k}x{n}", zero_point, args, body)

    def _result(self, args: list[str], body: list[str]) -> tuple[str, str]:
        b, s, m, n, acc = self.batch, self.rows, self.m, self.n, self.acc
        if self.result == "plain":
            return "%mm", f"tensor<{m}x{n}x{acc}>"
        t3 = f"tensor<{b}x{s}x{n}x{acc}>"
        body.append(
            f"%out3 = tensor.expand_shape %mm [[0, 1], [2]] output_shape [{b}, {s}, {n}] : tensor<{m}x{n}x{acc}> into {t3}"
        )
        if self.result == "expand":
            return "%out3", t3
        args.append(f"%bias: tensor<{n}x{acc}>")
        body.append(f"%out_init = tensor.empty() : {t3}")
        body.append(
            f"%out = linalg.generic {{indexing_maps = [{IDENTITY3}, affine_map<(d0, d1, d2) -> (d2)>, {IDENTITY3}], "
            f'iterator_types = ["parallel", "parallel", "parallel"]}} ins(%out3, %bias : {t3}, tensor<{n}x{acc}>) '
            f"outs(%out_init : {t3}) {{\n  ^bb0(%v: f32, %bv: f32, %o: f32):\n    %sum = arith.addf %v, %bv : f32\n    "
            "%c0 = arith.constant 0.0 : f32\n    %act = arith.maximumf %sum, %c0 : f32\n    linalg.yield %act : f32\n"
            f"  }} -> {t3}"
        )
        return "%out", t3


DIVIDING = (2, 16, 8, 16)
"""S = 16 and N2 = 8 divide the M and N tiles of x86_64 (8x4x1) and VMVX (8x8x4), not avx512f's N0 = 16;
K = 8 divides every K tile."""
K_PADDED = (2, 16, 7, 16)
"""As DIVIDING, but VMVX's K tile 4 pads K = 7 to 8: zero points on both sides may not both move."""
NOT_DIVIDING = (3, 6, 7, 12)
"""S = 6 and N2 = 6 divide no M or N tile of these targets: M and N may not be split or merged."""


def programs() -> list[ReshapeProgram]:
    return [
        ReshapeProgram(*DIVIDING, lhs="collapse", rhs="n-merge", result="expand"),
        ReshapeProgram(*DIVIDING, lhs="dequant-collapse", rhs="dequant-n-merge", result="expand-bias-relu"),
        ReshapeProgram(*DIVIDING, lhs="expand-dequant-collapse", rhs="plain", result="plain"),
        ReshapeProgram(*DIVIDING, lhs="k-merge", rhs="k-merge", result="expand"),
        ReshapeProgram(*DIVIDING, lhs="collapse", rhs="n-merge", result="expand", integer=True),
        ReshapeProgram(*K_PADDED, lhs="dequant-collapse", rhs="dequant-n-merge", result="plain"),
        ReshapeProgram(*K_PADDED, lhs="expand-dequant-collapse", rhs="n-merge", result="expand-bias-relu"),
        ReshapeProgram(*NOT_DIVIDING, lhs="collapse", rhs="n-merge", result="expand"),
        ReshapeProgram(3, 6, 8, 12, lhs="collapse", rhs="k-merge", result="expand", integer=True),
    ]


def batch_merged_text() -> str:
    """A batch matmul whose batch dim 6 is merged from 2x3 before it and split after it: batch dims are
    never tiled, so this moves on every target and without one."""
    return """func.func @main(%x: tensor<2x3x5x7xf32>, %w: tensor<6x7x4xf32>) -> tensor<2x3x5x4xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2], [3]] : tensor<2x3x5x7xf32> into tensor<6x5x7xf32>
  %zero = arith.constant 0.0 : f32
  %acc0 = tensor.empty() : tensor<6x5x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<6x5x4xf32>) -> tensor<6x5x4xf32>
  %mm = linalg.batch_matmul ins(%c, %w : tensor<6x5x7xf32>, tensor<6x7x4xf32>) outs(%acc : tensor<6x5x4xf32>) -> tensor<6x5x4xf32>
  %e = tensor.expand_shape %mm [[0, 1], [2], [3]] output_shape [2, 3, 5, 4] : tensor<6x5x4xf32> into tensor<2x3x5x4xf32>
  func.return %e : tensor<2x3x5x4xf32>
}
"""


def program_texts() -> list[tuple[str, str]]:
    """Every generated program as (name, text), the batch matmul included."""
    return [(p.name, p.text()) for p in programs()] + [("batch_merged", batch_merged_text())]
