"""Matmuls, the project's correct rewrites of them, and wrong programs that compute something else.

Used by tests/pytest/test_comparison.py (a small sweep) and tests/pytest/fuzz (a bigger one). Every
wrong program is the matmul with one mistake a materialization could make: a RHS column rolled, a K
term dropped, the result scaled by `1 + 2^-7`, the result transposed, a LHS row rolled, or (on the
padded program) padding with a non-zero value.
"""

from __future__ import annotations

from collections.abc import Callable

M = N = 24
"""Square results, so that a transposed result has the same type."""

TYPES: tuple[tuple[str, str], ...] = (
    ("f32", "f32"),
    ("f16", "f16"),
    ("f16", "f32"),
    ("bf16", "bf16"),
    ("bf16", "f32"),
    ("f8E4M3FN", "f32"),
    ("f8E5M2", "f32"),
    ("f8E4M3FNUZ", "f32"),
    ("f8E5M2FNUZ", "f32"),
    ("f8E4M3FN", "f8E4M3FN"),
    ("i8", "i32"),
)
"""(input, result) element types: f16 x f16 -> f32 accumulates in f32, i8 x i8 -> i32 is exact."""

PIPELINES: dict[str, str] = {
    "padding": "set-encoding,materialize-encoding-into-padding",
    "nop": "set-encoding,materialize-encoding-into-nop",
    "propagate": "set-encoding,propagate-encodings,materialize-encoding-into-padding",
    "packs-x86": 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu_features="+avx512f"}',
    "packs-arm": "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=aarch64}",
    "packs-riscv": 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=riscv64 cpu_features="+v"}',
}


def _is_int(t: str) -> bool:
    return t.startswith("i")


def _zero(t: str) -> str:
    return "0" if _is_int(t) else "0.000000e+00"


def matmul(k: int, ti: str, to: str, *, bias: bool = False) -> str:
    """`c + a @ b` (`24xK @ Kx24`), optionally followed by a bias add (a chain: the conservative bound)."""
    a, b, c = f"tensor<{M}x{k}x{ti}>", f"tensor<{k}x{N}x{ti}>", f"tensor<{M}x{N}x{to}>"
    add = "arith.addi" if _is_int(to) else "arith.addf"
    tail = f"  %s = {add} %r, %c : {c}\n  func.return %s : {c}" if bias else f"  func.return %r : {c}"
    return f"""func.func @main(%a: {a}, %b: {b}, %c: {c}) -> {c} {{
  %r = linalg.matmul ins(%a, %b : {a}, {b}) outs(%c : {c}) -> {c}
{tail}
}}"""


def _wrong(k: int, ti: str, to: str, prologue: str, lhs: str, rhs: str, epilogue: str, result: str) -> str:
    a, b, c = f"tensor<{M}x{k}x{ti}>", f"tensor<{k}x{N}x{ti}>", f"tensor<{M}x{N}x{to}>"
    return f"""func.func @main(%a: {a}, %b: {b}, %c: {c}) -> {c} {{
{prologue}  %r = linalg.matmul ins({lhs}, {rhs} : {a}, {b}) outs(%c : {c}) -> {c}
{epilogue}  func.return {result} : {c}
}}"""


def _roll_columns(k: int, ti: str) -> str:
    """`%b2`: `%b` with its columns rolled by one."""
    b = f"tensor<{k}x{N}x{ti}>"
    return f"""  %rest = tensor.extract_slice %b[0, 1] [{k}, {N - 1}] [1, 1] : {b} to tensor<{k}x{N - 1}x{ti}>
  %first = tensor.extract_slice %b[0, 0] [{k}, 1] [1, 1] : {b} to tensor<{k}x1x{ti}>
  %e = tensor.empty() : {b}
  %x = tensor.insert_slice %rest into %e[0, 0] [{k}, {N - 1}] [1, 1] : tensor<{k}x{N - 1}x{ti}> into {b}
  %b2 = tensor.insert_slice %first into %x[0, {N - 1}] [{k}, 1] [1, 1] : tensor<{k}x1x{ti}> into {b}
"""


def _roll_rows(k: int, ti: str) -> str:
    """`%a2`: `%a` with its rows rolled by one."""
    a = f"tensor<{M}x{k}x{ti}>"
    return f"""  %rest = tensor.extract_slice %a[1, 0] [{M - 1}, {k}] [1, 1] : {a} to tensor<{M - 1}x{k}x{ti}>
  %first = tensor.extract_slice %a[0, 0] [1, {k}] [1, 1] : {a} to tensor<1x{k}x{ti}>
  %e = tensor.empty() : {a}
  %x = tensor.insert_slice %rest into %e[0, 0] [{M - 1}, {k}] [1, 1] : tensor<{M - 1}x{k}x{ti}> into {a}
  %a2 = tensor.insert_slice %first into %x[{M - 1}, 0] [1, {k}] [1, 1] : tensor<1x{k}x{ti}> into {a}
"""


def _drop_term(k: int, ti: str) -> str:
    """`%b2`: `%b` with row `k // 2` zeroed: every element misses one term of its sum."""
    b = f"tensor<{k}x{N}x{ti}>"
    return f"""  %z = arith.constant {_zero(ti)} : {ti}
  %e = tensor.empty() : tensor<1x{N}x{ti}>
  %row = linalg.fill ins(%z : {ti}) outs(%e : tensor<1x{N}x{ti}>) -> tensor<1x{N}x{ti}>
  %b2 = tensor.insert_slice %row into %b[{k // 2}, 0] [1, {N}] [1, 1] : tensor<1x{N}x{ti}> into {b}
"""


def mutations(k: int, ti: str, to: str) -> dict[str, str]:
    """The wrong programs for one matmul, by name."""
    c = f"tensor<{M}x{N}x{to}>"
    found = {
        "rolled RHS column": _wrong(k, ti, to, _roll_columns(k, ti), "%a", "%b2", "", "%r"),
        "dropped K term": _wrong(k, ti, to, _drop_term(k, ti), "%a", "%b2", "", "%r"),
        "rolled LHS row": _wrong(k, ti, to, _roll_rows(k, ti), "%a2", "%b", "", "%r"),
        "transposed result": _wrong(
            k,
            ti,
            to,
            "",
            "%a",
            "%b",
            f"  %e = tensor.empty() : {c}\n  %t = linalg.transpose ins(%r : {c}) outs(%e : {c}) permutation = [1, 0]\n",
            "%t",
        ),
    }
    if not _is_int(to) and not to.startswith("f8"):  # 1 + 2^-7 is 1 in f8
        scale = f"  %f = arith.constant dense<1.0078125> : {c}\n  %s = arith.mulf %r, %f : {c}\n"
        found["result scaled by 1+2^-7"] = _wrong(k, ti, to, "", "%a", "%b", scale, "%s")
    return found


def wrong_padding(padded: str, ti: str) -> str | None:
    """The padded program padding with 0.25 (1 for integers) instead of 0, if it pads."""
    zero = f"arith.constant {_zero(ti)} : {ti}"
    if zero not in padded:
        return None
    return padded.replace(zero, f"arith.constant {'1' if _is_int(ti) else '2.500000e-01'} : {ti}")


Mutation = Callable[[int, str, str], dict[str, str]]
