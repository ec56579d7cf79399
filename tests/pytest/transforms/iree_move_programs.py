"""Dequantization / element-wise chains before a matmul, for "as far as IREE 3.13" (issue 23 item 4).

Each family is one way real models write the operands: a dequantization on the RHS or LHS with zero
points and scales (constants, broadcast tensors, dense constants), a transpose written as the
output map, a broadcast feeding a transpose, `extsi` chains, `extf` of `negf`, integer zero points,
and both sides shifted (IREE 3.13's wrong case, reference iree-encoding-next.md §3.2). Sizes: K = 7
(padded by VMVX's K tile 4), 16 and 128 (multiples of every K tile: no padding anywhere).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

ID = "affine_map<(d0, d1) -> (d0, d1)>"
T = "affine_map<(d0, d1) -> (d1, d0)>"
D0 = "affine_map<(d0, d1) -> (d0)>"
D1 = "affine_map<(d0, d1) -> (d1)>"
M, N = 8, 16
KS = (7, 16, 128)


@dataclass(frozen=True)
class MoveProgram:
    name: str
    text: str


def _generic(name: str, ins: list[tuple[str, str, str]], out: str, block: str, body: list[str]) -> str:
    """`%name = linalg.generic` over 2-D parallel loops: ins are (value, type, map); `block` the ^bb0 args."""
    values = ", ".join(v for v, _, _ in ins)
    types = ", ".join(t for _, t, _ in ins)
    maps = ", ".join([*(m for _, _, m in ins), out.split("|")[1]])
    out_type = out.split("|")[0]
    lines = "\n    ".join(body)
    return (
        f"  %{name}_init = tensor.empty() : {out_type}\n"
        f'  %{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = ["parallel", "parallel"]}} '
        f"ins({values} : {types}) outs(%{name}_init : {out_type}) {{\n  ^bb0({block}):\n    {lines}\n  }} -> {out_type}\n"
    )


def _matmul(k: int, lhs: str, rhs: str, lt: str = "f32", rt: str = "f32", ot: str = "f32") -> str:
    zero = "0.0" if ot.startswith("f") else "0"
    acc = f"tensor<{M}x{N}x{ot}>"
    return (
        f"  %zero = arith.constant {zero} : {ot}\n  %acc0 = tensor.empty() : {acc}\n"
        f"  %acc = linalg.fill ins(%zero : {ot}) outs(%acc0 : {acc}) -> {acc}\n"
        f"  %mm = linalg.matmul ins({lhs}, {rhs} : tensor<{M}x{k}x{lt}>, tensor<{k}x{N}x{rt}>) outs(%acc : {acc}) -> {acc}\n"
        f"  util.return %mm : {acc}\n}}\n"
    )


DEQUANT = ["%e = arith.extsi %a : i8 to i32", "%f = arith.sitofp %e : i32 to f32"]


def rhs_dequant(k: int, zp: str, scale: str) -> str:
    """RHS `(sitofp(x) - zp) * scale` per column, LHS plain f32; zp/scale: `const`, `tensor`, `dense`, `none`."""
    args = [f"%lhs: tensor<{M}x{k}xf32>", f"%x: tensor<{k}x{N}xi8>"]
    pre: list[str] = []
    ins = [("%x", f"tensor<{k}x{N}xi8>", ID)]
    block = ["%a: i8"]
    body = list(DEQUANT)
    value = "%f"
    for role, kind, op in (("zp", zp, "subf"), ("s", scale, "mulf")):
        if kind == "none":
            continue
        if kind == "const":
            pre.append(f"  %{role} = arith.constant {'3.0' if role == 'zp' else '0.5'} : f32\n")
            operand = f"%{role}"
        else:
            if kind == "tensor":
                args.append(f"%{role}: tensor<{N}xf32>")
            else:
                pre.append(f"  %{role} = arith.constant dense<{'3.0' if role == 'zp' else '0.25'}> : tensor<{N}xf32>\n")
            ins.append((f"%{role}", f"tensor<{N}xf32>", D1))
            block.append(f"%{role}_v: f32")
            operand = f"%{role}_v"
        body.append(f"%{role}_r = arith.{op} {value}, {operand} : f32")
        value = f"%{role}_r"
    body.append(f"linalg.yield {value} : f32")
    block.append("%o: f32")
    return (
        f"util.func public @main({', '.join(args)}) -> tensor<{M}x{N}xf32> {{\n"
        + "".join(pre)
        + _generic("r", ins, f"tensor<{k}x{N}xf32>|{ID}", ", ".join(block), body)
        + _matmul(k, "%lhs", "%r")
    )


def lhs_dequant_scaled(k: int) -> str:
    body = [*DEQUANT, "%z = arith.subf %f, %zp : f32", "%y = arith.mulf %z, %b : f32", "linalg.yield %y : f32"]
    return (
        f"util.func public @main(%x: tensor<{M}x{k}xi8>, %s: tensor<{M}xf32>, %rhs: tensor<{k}x{N}xf32>) -> tensor<{M}x{N}xf32> {{\n"
        "  %zp = arith.constant 3.0 : f32\n"
        + _generic(
            "l",
            [("%x", f"tensor<{M}x{k}xi8>", ID), ("%s", f"tensor<{M}xf32>", D0)],
            f"tensor<{M}x{k}xf32>|{ID}",
            "%a: i8, %b: f32, %o: f32",
            body,
        )
        + _matmul(k, "%l", "%rhs")
    )


def both_shifted(k: int) -> str:
    def side(name: str, shape: str, zp: str) -> str:
        body = [*DEQUANT, f"%z = arith.subf %f, %{zp} : f32", "linalg.yield %z : f32"]
        return _generic(
            name, [(f"%{name}_in", f"tensor<{shape}xi8>", ID)], f"tensor<{shape}xf32>|{ID}", "%a: i8, %o: f32", body
        )

    return (
        f"util.func public @main(%l_in: tensor<{M}x{k}xi8>, %r_in: tensor<{k}x{N}xi8>) -> tensor<{M}x{N}xf32> {{\n"
        "  %zl = arith.constant 3.0 : f32\n  %zr = arith.constant 5.0 : f32\n"
        + side("l", f"{M}x{k}", "zl")
        + side("r", f"{k}x{N}", "zr")
        + _matmul(k, "%l", "%r")
    )


def transposed_by_output_map(k: int, scaled: bool) -> str:
    ins = [("%x", f"tensor<{N}x{k}xi8>", ID)]
    block = "%a: i8, %o: f32"
    body = list(DEQUANT)
    args = [f"%lhs: tensor<{M}x{k}xf32>", f"%x: tensor<{N}x{k}xi8>"]
    value = "%f"
    if scaled:
        args.append("%s: tensor<16xf32>")
        ins.append(("%s", "tensor<16xf32>", D0))
        block = "%a: i8, %b: f32, %o: f32"
        body += ["%z = arith.subf %f, %zp : f32", "%y = arith.mulf %z, %b : f32"]
        value = "%y"
    body.append(f"linalg.yield {value} : f32")
    return (
        f"util.func public @main({', '.join(args)}) -> tensor<{M}x{N}xf32> {{\n  %zp = arith.constant 3.0 : f32\n"
        + _generic("r", ins, f"tensor<{k}x{N}xf32>|{T}", block, body)
        + _matmul(k, "%lhs", "%r")
    )


def broadcast_into_transpose(k: int, extend: bool) -> str:
    et = "f16" if extend else "f32"
    body = ["%e = arith.extf %a : f16 to f32", "linalg.yield %e : f32"] if extend else ["linalg.yield %a : f32"]
    return (
        f"util.func public @main(%lhs: tensor<{M}x{k}xf32>, %x: tensor<{k}x{et}>) -> tensor<{M}x{N}xf32> {{\n"
        + _generic(
            "b",
            [("%x", f"tensor<{k}x{et}>", D1)],
            f"tensor<{N}x{k}x{et}>|{ID}",
            f"%a: {et}, %o: {et}",
            [f"linalg.yield %a : {et}"],
        )
        + _generic("r", [("%b", f"tensor<{N}x{k}x{et}>", T)], f"tensor<{k}x{N}xf32>|{ID}", f"%a: {et}, %o: f32", body)
        + _matmul(k, "%lhs", "%r")
    )


def extsi_chain(k: int) -> str:
    return (
        f"util.func public @main(%lhs: tensor<{M}x{k}xi32>, %x: tensor<{k}x{N}xi8>) -> tensor<{M}x{N}xi32> {{\n"
        + _generic(
            "h",
            [("%x", f"tensor<{k}x{N}xi8>", ID)],
            f"tensor<{k}x{N}xi16>|{ID}",
            "%a: i8, %o: i16",
            ["%e = arith.extsi %a : i8 to i16", "linalg.yield %e : i16"],
        )
        + _generic(
            "r",
            [("%h", f"tensor<{k}x{N}xi16>", ID)],
            f"tensor<{k}x{N}xi32>|{ID}",
            "%a: i16, %o: i32",
            ["%e = arith.extsi %a : i16 to i32", "linalg.yield %e : i32"],
        )
        + _matmul(k, "%lhs", "%r", "i32", "i32", "i32")
    )


def extf_of_negf(k: int, one_body: bool) -> str:
    head = f"util.func public @main(%lhs: tensor<{M}x{k}xf32>, %x: tensor<{k}x{N}xf16>) -> tensor<{M}x{N}xf32> {{\n"
    if one_body:
        body = ["%n = arith.negf %a : f16", "%e = arith.extf %n : f16 to f32", "linalg.yield %e : f32"]
        return (
            head
            + _generic("r", [("%x", f"tensor<{k}x{N}xf16>", ID)], f"tensor<{k}x{N}xf32>|{ID}", "%a: f16, %o: f32", body)
            + _matmul(k, "%lhs", "%r")
        )
    return (
        head
        + _generic(
            "g",
            [("%x", f"tensor<{k}x{N}xf16>", ID)],
            f"tensor<{k}x{N}xf16>|{ID}",
            "%a: f16, %o: f16",
            ["%n = arith.negf %a : f16", "linalg.yield %n : f16"],
        )
        + _generic(
            "r",
            [("%g", f"tensor<{k}x{N}xf16>", ID)],
            f"tensor<{k}x{N}xf32>|{ID}",
            "%a: f16, %o: f32",
            ["%e = arith.extf %a : f16 to f32", "linalg.yield %e : f32"],
        )
        + _matmul(k, "%lhs", "%r")
    )


def integer_zero_point(k: int) -> str:
    return (
        f"util.func public @main(%x: tensor<{M}x{k}xi8>, %y: tensor<{k}x{N}xi8>) -> tensor<{M}x{N}xi32> {{\n  %zp = arith.constant 3 : i32\n"
        + _generic(
            "r",
            [("%y", f"tensor<{k}x{N}xi8>", ID)],
            f"tensor<{k}x{N}xi32>|{ID}",
            "%a: i8, %o: i32",
            ["%e = arith.extsi %a : i8 to i32", "%z = arith.subi %e, %zp : i32", "linalg.yield %z : i32"],
        )
        + _generic(
            "l",
            [("%x", f"tensor<{M}x{k}xi8>", ID)],
            f"tensor<{M}x{k}xi32>|{ID}",
            "%a: i8, %o: i32",
            ["%e = arith.extsi %a : i8 to i32", "linalg.yield %e : i32"],
        )
        + _matmul(k, "%l", "%r", "i32", "i32", "i32")
    )


FAMILIES: dict[str, Callable[[int], str]] = {
    "rhs_zp_scale": lambda k: rhs_dequant(k, "const", "tensor"),
    "rhs_zp_tensor_scale": lambda k: rhs_dequant(k, "tensor", "tensor"),
    "rhs_zp_const_scale": lambda k: rhs_dequant(k, "const", "const"),
    "rhs_zp_dense_scale": lambda k: rhs_dequant(k, "const", "dense"),
    "rhs_zp_only": lambda k: rhs_dequant(k, "const", "none"),
    "lhs_zp_scale": lhs_dequant_scaled,
    "both_shifted": both_shifted,
    "transpose_outmap": lambda k: transposed_by_output_map(k, scaled=False),
    "transpose_outmap_scaled": lambda k: transposed_by_output_map(k, scaled=True),
    "broadcast_into_transpose": lambda k: broadcast_into_transpose(k, extend=False),
    "broadcast_into_transpose_extf": lambda k: broadcast_into_transpose(k, extend=True),
    "extsi_chain": extsi_chain,
    "extf_of_negf": lambda k: extf_of_negf(k, one_body=False),
    "negf_extf_one_body": lambda k: extf_of_negf(k, one_body=True),
    "integer_zero_point": integer_zero_point,
}


def move_programs() -> list[MoveProgram]:
    return [MoveProgram(f"{name}_k{k}", make(k)) for name, make in FAMILIES.items() for k in KS]
