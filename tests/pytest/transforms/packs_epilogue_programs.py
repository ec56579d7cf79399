"""Encoded contractions followed by all-parallel epilogues, as propagation leaves them for materialization.

`epilogue_program` writes one `func.func`: `set_encoding` on the LHS, RHS and every epilogue
operand (a bias gets a chained `user_indexing_maps` entry, `[[map_out, bias_map]]`, as in
tests/data/iree/mlp_gemm_relu.dispatch.mlir), an encoded contraction into a filled encoded
`tensor.empty`, an all-parallel `linalg.generic` on the encoded result, and `unset_encoding`.
A size of -1 is dynamic: its `tensor.dim` feeds the empties and the `unset_encoding`.
"""

from __future__ import annotations

from dataclasses import dataclass

LHS_MAP = "affine_map<(d0, d1, d2) -> (d0, d2)>"
RHS_MAP = "affine_map<(d0, d1, d2) -> (d2, d1)>"
OUT_MAP = "affine_map<(d0, d1, d2) -> (d0, d1)>"
IDENTITY = "affine_map<(d0, d1) -> (d0, d1)>"
TRANSPOSE = "affine_map<(d0, d1) -> (d1, d0)>"
ON_N = "affine_map<(d0, d1) -> (d1)>"
ON_M = "affine_map<(d0, d1) -> (d0)>"

EPILOGUES = ("relu", "bias_n", "bias_m", "add", "index", "transpose_out", "transposed_in")


@dataclass(frozen=True)
class Elements:
    input: str
    out: str

    @property
    def is_float(self) -> bool:
        return self.out.startswith("f")


ELEMENTS = {"f32": Elements("f32", "f32"), "i8i32": Elements("i8", "i32")}


def _size(v: int) -> str:
    return "?" if v < 0 else str(v)


def _tensor(shape: tuple[int, ...], element: str, encoding: str = "") -> str:
    dims = "".join(f"{_size(s)}x" for s in shape)
    return f"tensor<{dims}{element}{', ' + encoding if encoding else ''}>"


def _encoding(index: int, elements: Elements, chain: str, sizes: tuple[int, int, int]) -> str:
    out_entry = f"[{OUT_MAP}, {chain}]" if chain else OUT_MAP
    maps = [LHS_MAP, RHS_MAP, OUT_MAP]
    maps[index] = out_entry if index == 2 else maps[index]
    types = f"[{elements.input}, {elements.input}, {elements.out}]"
    iteration = ", ".join(_size(s) for s in sizes)
    return (
        f"#iree_encoding.encoding<operand_index = {index} : index, op_type = matmul, element_types = {types}, "
        f"user_indexing_maps = [{', '.join(maps)}], iteration_sizes = [{iteration}]>"
    )


def _body(epilogue: str, e: Elements) -> list[str]:
    f = e.is_float
    zero = "%zero"
    if epilogue in ("relu", "transpose_out", "transposed_in"):
        op = "arith.maximumf" if f else "arith.maxsi"
        return [f"%r = {op} %x, {zero} : {e.out}"]
    if epilogue == "index":
        lines = ["%i0 = linalg.index 0 : index", "%i1 = linalg.index 1 : index", "%ii = arith.addi %i0, %i1 : index"]
        lines.append(f"%ic = arith.index_cast %ii : index to {'i32' if f else e.out}")
        if f:
            lines.append(f"%iv = arith.sitofp %ic : i32 to {e.out}")
            return [*lines, f"%r = arith.addf %x, %iv : {e.out}"]
        return [*lines, f"%r = arith.addi %x, %ic : {e.out}"]
    add = "arith.addf" if f else "arith.addi"
    return [f"%r = {add} %x, %y : {e.out}"]


def epilogue_program(name: str, m: int, n: int, k: int, elements: Elements, epilogue: str, target: str) -> str:
    """`@name(%a, %b[, %c])`: `epilogue(a . b [, c])` with every tensor encoded, under the `#hal.executable.target` `target`."""
    e = elements
    sizes = (m, n, k)
    lhs = _encoding(0, e, "", sizes)
    rhs = _encoding(1, e, "", sizes)
    res = _encoding(2, e, "", sizes)
    a_t, b_t = _tensor((m, k), e.input), _tensor((k, n), e.input)
    out_shape = (m, n)
    args = [f"%a: {a_t}", f"%b: {b_t}"]
    extra: tuple[str, tuple[int, ...], str, str] | None = None  # (chain, shape, generic map, encoding)
    if epilogue == "bias_n":
        extra = (ON_N, (n,), ON_N, "")
    elif epilogue == "bias_m":
        extra = (ON_M, (m,), ON_M, "")
    elif epilogue == "add":
        extra = (IDENTITY, (m, n), IDENTITY, "")
    elif epilogue == "transposed_in":
        extra = (TRANSPOSE, (n, m), TRANSPOSE, "")
    body_lines = [f"  %zero = arith.constant {'0.0' if e.is_float else '0'} : {e.out}"]
    dims: dict[str, str] = {}
    if m < 0:
        body_lines.append("  %c0 = arith.constant 0 : index")
        body_lines.append(f"  %dm = tensor.dim %a, %c0 : {a_t}")
        dims["m"] = "%dm"
    if n < 0:
        body_lines.append("  %c1 = arith.constant 1 : index")
        body_lines.append(f"  %dn = tensor.dim %b, %c1 : {b_t}")
        dims["n"] = "%dn"
    dyn = [dims[d] for d, s in (("m", m), ("n", n)) if s < 0]
    enc_dims = f" encoding_dims{{{', '.join(dyn)}}}" if dyn else ""

    def set_encoding(value: str, plain: str, encoded: str) -> str:
        return f"iree_encoding.set_encoding {value}{enc_dims} : {plain} -> {encoded}"

    body_lines.append(f"  %ea = {set_encoding('%a', a_t, _tensor((m, k), e.input, lhs))}")
    body_lines.append(f"  %eb = {set_encoding('%b', b_t, _tensor((k, n), e.input, rhs))}")
    ins = [("%acc", _tensor(out_shape, e.out, res), IDENTITY)]
    if extra is not None:
        chain, shape, generic_map, _ = extra
        c_t = _tensor(shape, e.out)
        args.append(f"%c: {c_t}")
        c_enc = _tensor(shape, e.out, _encoding(2, e, chain, sizes))
        body_lines.append(f"  %ec = {set_encoding('%c', c_t, c_enc)}")
        ins.append(("%ec", c_enc, generic_map))
    empty_sizes = ", ".join(dyn)
    body_lines.append(f"  %e = tensor.empty({empty_sizes}) : {ins[0][1]}")
    body_lines.append(f"  %f = linalg.fill ins(%zero : {e.out}) outs(%e : {ins[0][1]}) -> {ins[0][1]}")
    mul = (
        ["%p = arith.mulf %x, %y : f32", "%s = arith.addf %o, %p : f32"]
        if e.is_float
        else [
            f"%xe = arith.extsi %x : {e.input} to {e.out}",
            f"%ye = arith.extsi %y : {e.input} to {e.out}",
            f"%p = arith.muli %xe, %ye : {e.out}",
            f"%s = arith.addi %o, %p : {e.out}",
        ]
    )
    body_lines.append(
        f'  %acc = linalg.generic {{indexing_maps = [{LHS_MAP}, {RHS_MAP}, {OUT_MAP}], iterator_types = ["parallel", '
        f'"parallel", "reduction"]}} ins(%ea, %eb : {_tensor((m, k), e.input, lhs)}, {_tensor((k, n), e.input, rhs)}) '
        f"outs(%f : {ins[0][1]}) {{"
    )
    body_lines.append(f"  ^bb0(%x: {e.input}, %y: {e.input}, %o: {e.out}):")
    body_lines.extend(f"    {line}" for line in mul)
    body_lines.append(f"    linalg.yield %s : {e.out}")
    body_lines.append(f"  }} -> {ins[0][1]}")
    out_t = _tensor(out_shape, e.out, res)
    out_map = IDENTITY
    result_shape = out_shape
    if epilogue == "transpose_out":
        result_shape = (n, m)
        out_t = _tensor(result_shape, e.out, _encoding(2, e, TRANSPOSE, sizes))
        out_map = TRANSPOSE
        body_lines.append(f"  %e2 = tensor.empty({', '.join(reversed(dyn))}) : {out_t}")
        init = "%e2"
    else:
        init = "%e"
    maps = ", ".join([m_ for _, _, m_ in ins] + [out_map])
    values = ", ".join(v for v, _, _ in ins)
    types = ", ".join(t for _, t, _ in ins)
    args_block = ", ".join([f"%x: {e.out}", *(["%y: " + e.out] if extra is not None else []), f"%o: {e.out}"])
    body_lines.append(
        f'  %g = linalg.generic {{indexing_maps = [{maps}], iterator_types = ["parallel", "parallel"]}} '
        f"ins({values} : {types}) outs({init} : {out_t}) {{"
    )
    body_lines.append(f"  ^bb0({args_block}):")
    body_lines.extend(f"    {line}" for line in _body(epilogue, e))
    body_lines.append(f"    linalg.yield %r : {e.out}")
    body_lines.append(f"  }} -> {out_t}")
    plain = _tensor(result_shape, e.out)
    unset_dims = ", ".join(reversed(dyn) if epilogue == "transpose_out" else dyn)
    suffix = f"{{{unset_dims}}}" if unset_dims else ""
    body_lines.append(f"  %u = iree_encoding.unset_encoding %g{enc_dims} : {out_t} -> {plain}{suffix}")
    body_lines.append(f"  return %u : {plain}")
    head = f"func.func @{name}({', '.join(args)}) -> {plain} attributes {{hal.executable.target = {target}}} {{"
    return "\n".join([head, *body_lines, "}"])
