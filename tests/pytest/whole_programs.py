"""Whole-program families for `compare`: real layers, their correct rewrites, and wrong variants.

Used by tests/pytest/test_comparison_whole_programs.py (a small sweep) and tests/pytest/fuzz (longer K,
more seeds). Every family is a function `(ti, variant) -> MLIR text` of one `@main` returning an f32
result: inputs and weights in `ti` (f32, f16 or bf16), every matmul accumulating in f32, element-wise
work in f32 and truncated back to `ti` before the next matmul. `variant` is "" (the original), a
correct rewrite written by hand (`REWRITES`), or a mistake (`MUTANTS`): the output scaled by
`1 +- 1e-3`, one element moved, a bias dropped, operands swapped, an input read one row off, a
wrong activation or normalization.
"""

from __future__ import annotations

from typing import Protocol

K = 320
"""The long reductions (a few hundred terms: enough for an f32 sum's rounding to matter)."""
M, H, N = 8, 48, 16
"""Rows, hidden width and output width: results of 8x16 = 128 elements (over `OWN_MIN_ELEMENTS`)."""

ID = "affine_map<(d0, d1) -> (d0, d1)>"
ROW = "affine_map<(d0, d1) -> (d1)>"
"""A vector along the last dim, broadcast over rows (a bias, a norm's gamma)."""
VEC = "affine_map<(d0) -> (d0)>"
COL = "affine_map<(d0, d1) -> (d0)>"
"""A per-row value (a norm's statistics), or a reduction's output over the last dim."""

PIPELINES: dict[str, str] = {
    "padding": "set-encoding,materialize-encoding-into-padding",
    "nop": "set-encoding,materialize-encoding-into-nop",
    "propagate": "set-encoding,propagate-encodings,materialize-encoding-into-padding",
    "propagate-packs": "set-encoding{encoding=data-tiling},propagate-encodings,materialize-encoding-into-packs{target=x86_64}",
    "packs-x86": "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64}",
    "packs-avx512": 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu_features="+avx512f"}',
    "packs-arm": "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=aarch64}",
    "packs-riscv": 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=riscv64 cpu_features="+v"}',
    "packs-vmvx": "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=vmvx}",
    "packs-gfx942": "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=gfx942}",
}
"""Every pipeline of the package that rewrites a program's matmuls, on every kind of target."""

TYPES = ("f32", "f16", "bf16")


def _t(shape: tuple[int, ...], element: str) -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{element}>"


def _ext(value: str, element: str) -> str:
    """Body line(s) widening `value` of `element` to f32 into `%{value}w`: `%w` names that."""
    return "" if element == "f32" else f"    {value}w = arith.extf {value} : {element} to f32\n"


def _w(value: str, element: str) -> str:
    return value if element == "f32" else f"{value}w"


def _narrow(value: str, element: str) -> tuple[str, str]:
    """(line, name): `value` (f32) truncated to `element` in a body."""
    if element == "f32":
        return "", value
    return f"    {value}n = arith.truncf {value} : f32 to {element}\n", f"{value}n"


def matmul(name: str, lhs: str, rhs: str, m: int, k: int, n: int, ti: str, init: str = "%zero") -> str:
    """`%name = lhs @ rhs` (`m x k` @ `k x n` in `ti`) accumulated in f32 from `init` (a zero fill by default)."""
    out = _t((m, n), "f32")
    lines = ""
    if init == "%zero":
        lines = f"  %{name}_e = tensor.empty() : {out}\n"
        lines += f"  %{name}_0 = linalg.fill ins(%zero : f32) outs(%{name}_e : {out}) -> {out}\n"
        init = f"%{name}_0"
    return lines + (
        f"  %{name} = linalg.matmul ins({lhs}, {rhs} : {_t((m, k), ti)}, {_t((k, n), ti)}) outs({init} : {out}) -> {out}\n"
    )


def generic(
    name: str, ins: list[tuple[str, str, str]], out: tuple[tuple[int, ...], str], body: str, reduce: bool = False
) -> str:
    """`%name = linalg.generic` over 2-d loops: `ins` are (value, type, map), the body's block arguments
    `%i0, %i1, ...` and `%acc`; `reduce` makes d1 a reduction into `out` indexed by d0."""
    shape, element = out
    out_t = _t(shape, element)
    maps = ", ".join([m for _, _, m in ins] + [COL if reduce else ID])
    kinds = '"parallel", "reduction"' if reduce else '"parallel", "parallel"'
    if len(shape) == 1 and not reduce:  # element-wise on vectors
        maps, kinds = ", ".join([VEC] * (len(ins) + 1)), '"parallel"'
    args = ", ".join(f"%i{i}: {t.split('x')[-1].rstrip('>')}" for i, (_, t, _) in enumerate(ins))
    values = ", ".join(v for v, _, _ in ins)
    types = ", ".join(t for _, t, _ in ins)
    init = f"%{name}_init"
    head = f"  {init}_e = tensor.empty() : {out_t}\n"
    if reduce:
        head += f"  {init} = linalg.fill ins(%zero : f32) outs({init}_e : {out_t}) -> {out_t}\n"
    else:
        head = f"  {init} = tensor.empty() : {out_t}\n"
    return head + (
        f"  %{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{kinds}]}} "
        f"ins({values} : {types}) outs({init} : {out_t}) {{\n"
        f"  ^bb0({args}, %acc: {element}):\n{body}  }} -> {out_t}\n"
    )


def _function(args: list[tuple[str, str]], body: str, result: str, variant: str, shape: tuple[int, int]) -> str:
    """`@main(args) -> f32 result`, with the output mutants every family shares applied to `result`."""
    out = _t(shape, "f32")
    tail = ""
    if variant in ("scaled up", "scaled down"):
        factor = "1.001" if variant == "scaled up" else "0.999"
        tail = f"  %scale = arith.constant dense<{factor}> : {out}\n  %scaled = arith.mulf {result}, %scale : {out}\n"
        result = "%scaled"
    elif variant == "one element moved":
        tail = (
            "  %i1 = arith.constant 1 : index\n  %i2 = arith.constant 2 : index\n"
            f"  %el = tensor.extract {result}[%i1, %i2] : {out}\n"
            "  %delta = arith.constant 1.000000e-02 : f32\n  %moved = arith.addf %el, %delta : f32\n"
            f"  %one_moved = tensor.insert %moved into {result}[%i1, %i2] : {out}\n"
        )
        result = "%one_moved"
    signature = ", ".join(f"{n}: {t}" for n, t in args)
    return (
        f"func.func @main({signature}) -> {out} {{\n"
        "  %zero = arith.constant 0.000000e+00 : f32\n"
        f"{body}{tail}  func.return {result} : {out}\n}}"
    )


def _rolled(value: str, shape: tuple[int, int], element: str) -> tuple[str, str]:
    """(lines, name): `value` with its rows rolled by one (an off-by-one slice)."""
    m, k = shape
    t = _t(shape, element)
    lines = (
        f"  %rest = tensor.extract_slice {value}[1, 0] [{m - 1}, {k}] [1, 1] : {t} to {_t((m - 1, k), element)}\n"
        f"  %first = tensor.extract_slice {value}[0, 0] [1, {k}] [1, 1] : {t} to {_t((1, k), element)}\n"
        f"  %re = tensor.empty() : {t}\n"
        f"  %rx = tensor.insert_slice %rest into %re[0, 0] [{m - 1}, {k}] [1, 1] : {_t((m - 1, k), element)} into {t}\n"
        f"  %rolled = tensor.insert_slice %first into %rx[{m - 1}, 0] [1, {k}] [1, 1] : {_t((1, k), element)} into {t}\n"
    )
    return lines, "%rolled"


def _input(variant: str, ti: str, shape: tuple[int, int]) -> tuple[str, str]:
    """(lines, name) of the first input as the program reads it: rolled by the off-by-one mutant."""
    return _rolled("%x", shape, ti) if variant == "off by one row" else ("", "%x")


def _split_matmul(name: str, lhs: str, rhs: str, m: int, k: int, n: int, ti: str) -> str:
    """`lhs @ rhs` as two matmuls over halves of K, added (split-K): a correct rewrite that rounds differently."""
    lines = ""
    for i, (offset, size) in enumerate(((0, k // 2), (k // 2, k - k // 2))):
        lines += f"  %{name}_a{i} = tensor.extract_slice {lhs}[0, {offset}] [{m}, {size}] [1, 1] : {_t((m, k), ti)} to {_t((m, size), ti)}\n"
        lines += f"  %{name}_b{i} = tensor.extract_slice {rhs}[{offset}, 0] [{size}, {n}] [1, 1] : {_t((k, n), ti)} to {_t((size, n), ti)}\n"
        lines += matmul(f"{name}_p{i}", f"%{name}_a{i}", f"%{name}_b{i}", m, size, n, ti)
    out = _t((m, n), "f32")
    return lines + f"  %{name} = arith.addf %{name}_p0, %{name}_p1 : {out}\n"


def _dense(name: str, lhs: str, rhs: str, m: int, k: int, n: int, ti: str, split: bool) -> str:
    return _split_matmul(name, lhs, rhs, m, k, n, ti) if split else matmul(name, lhs, rhs, m, k, n, ti)


def mlp(ti: str, variant: str = "", k: int = K) -> str:
    """`relu(x @ w1 + b1) @ w2 + b2`."""
    prologue, x = _input(variant, ti, (M, k))
    if variant == "operands swapped":
        prologue += (
            f"  %w2s = tensor.extract_slice %w1[0, 0] [{H}, {N}] [1, 1] : {_t((k, H), ti)} to {_t((H, N), ti)}\n"
        )
    w2 = "%w2s" if variant == "operands swapped" else "%w2"
    body = prologue + _dense("h", x, "%w1", M, k, H, ti, variant == "split-K")
    act = (
        "    %l = arith.mulf %s, %slope : f32\n    %m = arith.maximumf %s, %l : f32\n"
        if variant == "wrong activation"
        else "    %m = arith.maximumf %s, %zero : f32\n"
    )
    add = (
        "    %s = arith.addf %i0, %i1 : f32\n"
        if variant != "bias dropped"
        else "    %s = arith.addf %i0, %zero : f32\n"
    )
    narrow, a = _narrow("%m", ti)
    if variant == "wrong activation":
        body += "  %slope = arith.constant 1.000000e-01 : f32\n"
    body += generic(
        "a",
        [("%h", _t((M, H), "f32"), ID), ("%b1", _t((H,), "f32"), ROW)],
        ((M, H), ti),
        f"{add}{act}{narrow}    linalg.yield {a} : {ti}\n",
    )
    body += matmul("o", "%a", w2, M, H, N, ti)
    body += generic(
        "y",
        [("%o", _t((M, N), "f32"), ID), ("%b2", _t((N,), "f32"), ROW)],
        ((M, N), "f32"),
        "    %s = arith.addf %i0, %i1 : f32\n    linalg.yield %s : f32\n",
    )
    args = [("%x", _t((M, k), ti)), ("%w1", _t((k, H), ti)), ("%b1", _t((H,), "f32"))]
    args += [("%w2", _t((H, N), ti)), ("%b2", _t((N,), "f32"))]
    return _function(args, body, "%y", variant, (M, N))


def swiglu(ti: str, variant: str = "", k: int = K) -> str:
    """`(silu(x @ wg) * (x @ wu)) @ wd`, silu `g / (1 + exp(-g))`."""
    prologue, x = _input(variant, ti, (M, k))
    split = variant == "split-K"
    gate, up = ("%wu", "%wg") if variant == "operands swapped" else ("%wg", "%wu")
    body = prologue + _dense("g", x, gate, M, k, H, ti, split) + _dense("u", x, up, M, k, H, ti, split)
    if variant == "wrong activation":  # sigmoid(g) * u: the gate without its factor g
        silu = "    %n = arith.negf %i0 : f32\n    %e = math.exp %n : f32\n    %d = arith.addf %e, %one : f32\n    %s = arith.divf %one, %d : f32\n"
    else:
        silu = "    %n = arith.negf %i0 : f32\n    %e = math.exp %n : f32\n    %d = arith.addf %e, %one : f32\n    %s = arith.divf %i0, %d : f32\n"
    narrow, a = _narrow("%p", ti)
    body += "  %one = arith.constant 1.000000e+00 : f32\n"
    body += generic(
        "a",
        [("%g", _t((M, H), "f32"), ID), ("%u", _t((M, H), "f32"), ID)],
        ((M, H), ti),
        f"{silu}    %p = arith.mulf %s, %i1 : f32\n{narrow}    linalg.yield {a} : {ti}\n",
    )
    body += matmul("y", "%a", "%wd", M, H, N, ti)
    args = [("%x", _t((M, k), ti)), ("%wg", _t((k, H), ti)), ("%wu", _t((k, H), ti)), ("%wd", _t((H, N), ti))]
    return _function(args, body, "%y", variant, (M, N))


S = 32
"""Attention's sequence length; its head width is `K`."""


def attention(ti: str, variant: str = "", k: int = K) -> str:
    """`softmax(q @ k^T / sqrt(K)) @ v` (q, k, v: `S x K`), the softmax as generics (max, exp, sum,
    divide) or as `linalg.softmax` ("softmax op"); "softmax without max" skips subtracting the row max
    (a correct rewrite on these scores)."""
    prologue, q = _input(variant, ti, (S, k))
    keys, vals = ("%v", "%k") if variant == "operands swapped" else ("%k", "%v")
    body = prologue + f"  %kt_e = tensor.empty() : {_t((k, S), ti)}\n"
    body += (
        f"  %kt = linalg.transpose ins({keys} : {_t((S, k), ti)}) outs(%kt_e : {_t((k, S), ti)}) permutation = [1, 0]\n"
    )
    body += matmul("qk", q, "%kt", S, k, S, ti)
    scale = 1 / k**0.5 if variant != "wrong scale" else 1 / k
    body += f"  %qscale = arith.constant {scale:.9e} : f32\n"
    sq = _t((S, S), "f32")
    body += generic(
        "sc", [("%qk", sq, ID)], ((S, S), "f32"), "    %m = arith.mulf %i0, %qscale : f32\n    linalg.yield %m : f32\n"
    )
    if variant == "softmax op":
        body += f"  %p_e = tensor.empty() : {sq}\n  %p = linalg.softmax dimension(1) ins(%sc : {sq}) outs(%p_e : {sq}) -> {sq}\n"
    else:
        if variant == "softmax without max":
            shifted = "%sc"
        else:
            body += f"  %ninf = arith.constant -3.40282347E+38 : f32\n  %mx_e = tensor.empty() : {_t((S,), 'f32')}\n"
            body += f"  %mx_0 = linalg.fill ins(%ninf : f32) outs(%mx_e : {_t((S,), 'f32')}) -> {_t((S,), 'f32')}\n"
            body += (
                f'  %mx = linalg.generic {{indexing_maps = [{ID}, {COL}], iterator_types = ["parallel", "reduction"]}} '
                f"ins(%sc : {sq}) outs(%mx_0 : {_t((S,), 'f32')}) {{\n  ^bb0(%i0: f32, %acc: f32):\n"
                f"    %m = arith.maximumf %i0, %acc : f32\n    linalg.yield %m : f32\n  }} -> {_t((S,), 'f32')}\n"
            )
            body += generic(
                "sh",
                [("%sc", sq, ID), ("%mx", _t((S,), "f32"), COL)],
                ((S, S), "f32"),
                "    %d = arith.subf %i0, %i1 : f32\n    linalg.yield %d : f32\n",
            )
            shifted = "%sh"
        body += generic(
            "ex", [(shifted, sq, ID)], ((S, S), "f32"), "    %e = math.exp %i0 : f32\n    linalg.yield %e : f32\n"
        )
        body += generic(
            "sum",
            [("%ex", sq, ID)],
            ((S,), "f32"),
            "    %s = arith.addf %i0, %acc : f32\n    linalg.yield %s : f32\n",
            reduce=True,
        )
        body += generic(
            "p",
            [("%ex", sq, ID), ("%sum", _t((S,), "f32"), COL)],
            ((S, S), "f32"),
            "    %d = arith.divf %i0, %i1 : f32\n    linalg.yield %d : f32\n",
        )
    narrow, a = _narrow("%i0", ti)
    if ti != "f32":
        body += generic("pn", [("%p", sq, ID)], ((S, S), ti), f"{narrow}    linalg.yield {a} : {ti}\n")
    body += matmul("y", "%pn" if ti != "f32" else "%p", vals, S, S, k, ti)
    args = [("%x", _t((S, k), ti)), ("%k", _t((S, k), ti)), ("%v", _t((S, k), ti))]
    return _function(args, body, "%y", variant, (S, k))


def norm_matmul(ti: str, variant: str = "", layer: bool = False, k: int = K) -> str:
    """RMSNorm (`x rsqrt(mean(x^2) + eps) gamma`) or LayerNorm (`(x - mean) rsqrt(var + eps) gamma + beta`)
    of `x` (`M x K`), then `@ w`. "wrong eps" uses 1e-2 for 1e-5; "biased variance" divides by K - 1."""
    prologue, x = _input(variant, ti, (M, k))
    xt = _t((M, k), ti)
    vec = _t((M,), "f32")
    eps = 1e-2 if variant == "wrong eps" else 1e-5
    count = k - 1 if variant == "biased variance" else k
    body = prologue + f"  %eps = arith.constant {eps:.6e} : f32\n  %count = arith.constant {float(count):.6e} : f32\n"
    body += "  %one = arith.constant 1.000000e+00 : f32\n"
    centred = x
    ct = xt
    if layer:
        body += generic(
            "mean_s",
            [(x, xt, ID)],
            ((M,), "f32"),
            _ext("%i0", ti) + f"    %s = arith.addf {_w('%i0', ti)}, %acc : f32\n    linalg.yield %s : f32\n",
            reduce=True,
        )
        body += generic(
            "mean",
            [("%mean_s", vec, COL)],
            ((M,), "f32"),
            "    %d = arith.divf %i0, %count : f32\n    linalg.yield %d : f32\n",
        )
        ct = _t((M, k), "f32")
        body += generic(
            "xc",
            [(x, xt, ID), ("%mean", vec, COL)],
            ((M, k), "f32"),
            _ext("%i0", ti) + f"    %d = arith.subf {_w('%i0', ti)}, %i1 : f32\n    linalg.yield %d : f32\n",
        )
        centred = "%xc"
    square = _ext("%i0", ti) if not layer else ""
    v = _w("%i0", ti) if not layer else "%i0"
    body += generic(
        "ss",
        [(centred, ct, ID)],
        ((M,), "f32"),
        f"{square}    %q = arith.mulf {v}, {v} : f32\n    %s = arith.addf %q, %acc : f32\n    linalg.yield %s : f32\n",
        reduce=True,
    )
    body += generic(
        "r",
        [("%ss", vec, COL)],
        ((M,), "f32"),
        "    %d = arith.divf %i0, %count : f32\n    %e = arith.addf %d, %eps : f32\n    %r = math.rsqrt %e : f32\n    linalg.yield %r : f32\n",
    )
    narrow, a = _narrow("%y", ti)
    ins = [(centred, ct, ID), ("%r", vec, COL), ("%gamma", _t((k,), "f32"), ROW)]
    shift = ""
    if layer:
        ins.append(("%beta", _t((k,), "f32"), ROW))
        shift = (
            "    %y = arith.addf %yg, %i3 : f32\n"
            if variant != "bias dropped"
            else "    %y = arith.addf %yg, %zero : f32\n"
        )
    scaled = "%yg" if layer else "%y"
    ext = _ext("%i0", ti) if not layer else ""
    body += generic(
        "nx",
        ins,
        ((M, k), ti),
        f"{ext}    %yr = arith.mulf {v}, %i1 : f32\n    {scaled} = arith.mulf %yr, %i2 : f32\n{shift}{narrow}    linalg.yield {a} : {ti}\n",
    )
    body += matmul("y", "%nx", "%w", M, k, N, ti)
    args = [("%x", xt), ("%gamma", _t((k,), "f32"))]
    if layer:
        args.append(("%beta", _t((k,), "f32")))
    args.append(("%w", _t((k, N), ti)))
    return _function(args, body, "%y", variant, (M, N))


def rmsnorm(ti: str, variant: str = "", k: int = K) -> str:
    return norm_matmul(ti, variant, k=k)


def layernorm(ti: str, variant: str = "", k: int = K) -> str:
    return norm_matmul(ti, variant, layer=True, k=k)


def gelu(ti: str, variant: str = "", form: str = "tanh", k: int = K) -> str:
    """`gelu(x @ w1 + b1) @ w2`, gelu's tanh form `0.5 h (1 + tanh(sqrt(2/pi) (h + 0.044715 h^3)))` or its
    erf form `0.5 h (1 + erf(h / sqrt 2))`; "wrong activation" computes the other form."""
    if variant == "wrong activation":
        form = "erf" if form == "tanh" else "tanh"
    prologue, x = _input(variant, ti, (M, k))
    body = prologue + _dense("h", x, "%w1", M, k, H, ti, variant == "split-K")
    body += "  %half = arith.constant 5.000000e-01 : f32\n  %one = arith.constant 1.000000e+00 : f32\n"
    add = (
        "    %hb = arith.addf %i0, %i1 : f32\n"
        if variant != "bias dropped"
        else "    %hb = arith.addf %i0, %zero : f32\n"
    )
    if form == "tanh":
        body += "  %c0 = arith.constant 7.978845608e-01 : f32\n  %c1 = arith.constant 4.471500000e-02 : f32\n"
        act = (
            "    %h2 = arith.mulf %hb, %hb : f32\n    %h3 = arith.mulf %h2, %hb : f32\n    %t0 = arith.mulf %h3, %c1 : f32\n"
            "    %t1 = arith.addf %hb, %t0 : f32\n    %t2 = arith.mulf %t1, %c0 : f32\n    %t = math.tanh %t2 : f32\n"
        )
    else:
        body += "  %c0 = arith.constant 7.071067812e-01 : f32\n"
        act = "    %t2 = arith.mulf %hb, %c0 : f32\n    %t = math.erf %t2 : f32\n"
    act += "    %t3 = arith.addf %t, %one : f32\n    %t4 = arith.mulf %t3, %hb : f32\n    %g = arith.mulf %t4, %half : f32\n"
    narrow, a = _narrow("%g", ti)
    body += generic(
        "a",
        [("%h", _t((M, H), "f32"), ID), ("%b1", _t((H,), "f32"), ROW)],
        ((M, H), ti),
        f"{add}{act}{narrow}    linalg.yield {a} : {ti}\n",
    )
    body += matmul("y", "%a", "%w2", M, H, N, ti)
    args = [("%x", _t((M, k), ti)), ("%w1", _t((k, H), ti)), ("%b1", _t((H,), "f32")), ("%w2", _t((H, N), ti))]
    return _function(args, body, "%y", variant, (M, N))


def gelu_tanh(ti: str, variant: str = "", k: int = K) -> str:
    return gelu(ti, variant, "tanh", k)


def gelu_erf(ti: str, variant: str = "", k: int = K) -> str:
    return gelu(ti, variant, "erf", k)


D = 64
"""The width of the `call` family's second layer (the residual and loop families are `k` wide)."""


def residual(ti: str, variant: str = "", k: int = K) -> str:
    """`x + relu(x @ w1) @ w2` (`x`: `M x k` in f32, read as `ti` by the matmul)."""
    xt, wt = _t((M, k), "f32"), _t((k, k), ti)
    prologue, x = _input(variant, "f32", (M, k))
    w1, w2 = ("%w2", "%w1") if variant == "operands swapped" else ("%w1", "%w2")
    narrow_x, xn = _narrow("%i0", ti)
    body = prologue
    if ti != "f32":
        body += generic("xn", [(x, xt, ID)], ((M, k), ti), f"{narrow_x}    linalg.yield {xn} : {ti}\n")
    lhs = "%xn" if ti != "f32" else x
    body += matmul("h", lhs, w1, M, k, k, ti)
    narrow, a = _narrow("%m", ti)
    body += generic(
        "a",
        [("%h", xt, ID)],
        ((M, k), ti),
        f"    %m = arith.maximumf %i0, %zero : f32\n{narrow}    linalg.yield {a} : {ti}\n",
    )
    body += matmul("o", "%a", w2, M, k, k, ti)
    skip = "%o" if variant == "bias dropped" else x
    body += f"  %y = arith.addf %o, {skip} : {xt}\n"
    args = [("%x", xt), ("%w1", wt), ("%w2", wt)]
    return _function(args, body, "%y", variant, (M, k))


def loop(ti: str, variant: str = "", k: int = K) -> str:
    """`h = tanh(h @ w_i)` for the 3 weights `w: 3 x k x k`, in an `scf.for` (`h` starts as `x` in `ti`)."""
    t, wt = _t((M, k), ti), _t((3, k, k), ti)
    ft = _t((M, k), "f32")
    prologue, x = _input(variant, ti, (M, k))
    steps = 2 if variant == "one step short" else 3
    narrow, a = _narrow("%t", ti)
    inner = matmul("p", "%h", "%wi", M, k, k, ti).replace("\n  ", "\n    ")
    inner = "    " + inner.rstrip("\n") + "\n"
    act = generic(
        "q", [("%p", ft, ID)], ((M, k), ti), f"    %t = math.tanh %i0 : f32\n{narrow}    linalg.yield {a} : {ti}\n"
    )
    act = "".join("  " + line + "\n" for line in act.rstrip("\n").split("\n"))
    body = prologue + (
        f"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %cn = arith.constant {steps} : index\n"
        f"  %last = scf.for %i = %c0 to %cn step %c1 iter_args(%h = {x}) -> ({t}) {{\n"
        f"    %wi = tensor.extract_slice %w[%i, 0, 0] [1, {k}, {k}] [1, 1, 1] : {wt} to {_t((k, k), ti)}\n"
        f"{inner}{act}    scf.yield %q : {t}\n  }}\n"
    )
    body += generic(
        "y", [("%last", t, ID)], ((M, k), "f32"), _ext("%i0", ti) + f"    linalg.yield {_w('%i0', ti)} : f32\n"
    )
    return _function([("%x", t), ("%w", wt)], body, "%y", variant, (M, k))


def call(ti: str, variant: str = "", k: int = K) -> str:
    """Two layers through one `func.call @layer(x, w, b) = relu(x @ w + b)` (f32 out, truncated to `ti`
    between them); "bias dropped" passes the first layer a zero bias."""
    xt, wt = _t((M, k), ti), _t((k, D), ti)
    ht, w2t = _t((M, D), ti), _t((D, D), ti)
    prologue, x = _input(variant, ti, (M, k))
    body = prologue
    bias = "%b"
    if variant == "bias dropped":
        body += f"  %bz_e = tensor.empty() : {_t((D,), 'f32')}\n  %bz = linalg.fill ins(%zero : f32) outs(%bz_e : {_t((D,), 'f32')}) -> {_t((D,), 'f32')}\n"
        bias = "%bz"
    body += f"  %l1 = func.call @layer_k({x}, %w1, {bias}) : ({xt}, {wt}, {_t((D,), 'f32')}) -> {_t((M, D), 'f32')}\n"
    narrow, a = _narrow("%i0", ti)
    if ti != "f32":
        body += generic("l1n", [("%l1", _t((M, D), "f32"), ID)], ((M, D), ti), f"{narrow}    linalg.yield {a} : {ti}\n")
    l1 = "%l1n" if ti != "f32" else "%l1"
    body += f"  %y = func.call @layer_d({l1}, %w2, %b) : ({ht}, {w2t}, {_t((D,), 'f32')}) -> {_t((M, D), 'f32')}\n"
    args = [("%x", xt), ("%w1", wt), ("%w2", w2t), ("%b", _t((D,), "f32"))]
    main = _function(args, body, "%y", variant, (M, D))
    return main + "\n" + _layer("layer_k", k, ti) + "\n" + _layer("layer_d", D, ti)


def _layer(name: str, k: int, ti: str) -> str:
    out = _t((M, D), "f32")
    body = matmul("h", "%lx", "%lw", M, k, D, ti)
    body += generic(
        "r",
        [("%h", out, ID), ("%lb", _t((D,), "f32"), ROW)],
        ((M, D), "f32"),
        "    %s = arith.addf %i0, %i1 : f32\n    %m = arith.maximumf %s, %zero : f32\n    linalg.yield %m : f32\n",
    )
    return (
        f"func.func @{name}(%lx: {_t((M, k), ti)}, %lw: {_t((k, D), ti)}, %lb: {_t((D,), 'f32')}) -> {out} {{\n"
        f"  %zero = arith.constant 0.000000e+00 : f32\n{body}  func.return %r : {out}\n}}"
    )


class Family(Protocol):
    """A family: `(ti, variant, k) -> MLIR text` (`k` the long reductions' length)."""

    def __call__(self, ti: str, variant: str = "", k: int = K) -> str: ...


FAMILIES: dict[str, Family] = {
    "mlp": mlp,
    "swiglu": swiglu,
    "attention": attention,
    "rmsnorm": rmsnorm,
    "layernorm": layernorm,
    "gelu-tanh": gelu_tanh,
    "gelu-erf": gelu_erf,
    "residual": residual,
    "loop": loop,
    "call": call,
}

SHARED_MUTANTS = ("scaled up", "scaled down", "one element moved", "off by one row")
MUTANTS: dict[str, tuple[str, ...]] = {
    "mlp": (*SHARED_MUTANTS, "bias dropped", "operands swapped", "wrong activation"),
    "swiglu": (*SHARED_MUTANTS, "operands swapped", "wrong activation"),
    "attention": (*SHARED_MUTANTS, "operands swapped", "wrong scale"),
    "rmsnorm": (*SHARED_MUTANTS, "wrong eps"),
    "layernorm": (*SHARED_MUTANTS, "wrong eps", "biased variance", "bias dropped"),
    "gelu-tanh": (*SHARED_MUTANTS, "bias dropped", "wrong activation"),
    "gelu-erf": (*SHARED_MUTANTS, "bias dropped", "wrong activation"),
    "residual": (*SHARED_MUTANTS, "bias dropped", "operands swapped"),
    "loop": (*SHARED_MUTANTS, "one step short"),
    "call": (*SHARED_MUTANTS, "bias dropped"),
}
"""The wrong variants of each family ("bias dropped" of the residual drops the skip connection)."""

REWRITES: dict[str, tuple[str, ...]] = {
    "mlp": ("split-K",),
    "swiglu": ("split-K",),
    "attention": ("softmax op", "softmax without max"),
    "gelu-tanh": ("split-K",),
    "gelu-erf": ("split-K",),
}
"""The correct rewrites written by hand, besides every pipeline's."""
