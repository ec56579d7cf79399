"""Convolution programs for the conv data-tiling tests: IREE's #24710 matrix, one function each.

`conv_program(name, Conv(...))` writes a `func.func` holding one convolution (named op or generic),
optionally a `tensor.pad` of its input, a bias and a relu consumer, and a matmul beside it. The
targets are `#hal.executable.target`s of `TARGETS`, attached to the function.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

TARGETS = {
    "x86_64_avx512": '{target_triple="x86_64-xyz-xyz", cpu_features="+avx512f"}',
    "x86_64_avx2": '{target_triple="x86_64-xyz-xyz", cpu_features="+avx,+avx2,+fma"}',
    "aarch64": '{target_triple="aarch64-xyz-xyz"}',
    "riscv64": '{target_triple="riscv64-xyz-xyz", cpu_features="+m,+a,+f,+d,+v"}',
}
"""Target configurations (the resolver is added by `hal_target`)."""


def hal_target(target: str) -> str:
    config = TARGETS[target][1:-1]
    return (
        f'#hal.executable.target<"llvm-cpu", "xyz", {{{config}, '
        "iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>"
    )


@dataclass(frozen=True)
class Conv:
    """One convolution: its kind, sizes, and what surrounds it."""

    kind: str = "nhwc_hwcf"
    """`nhwc_hwcf`, `nchw_fchw`, `nhwc_fhwc` (named), `generic_nhwc` (the same as a generic),
    `generic_batchless`, `generic_swapped` (output width loop before height), `grouped`, `depthwise`,
    `conv1d`, `conv3d`, `pooling_sum`, `pooling_max`, `conv_2d` (no channels)."""
    n: int = 1
    ic: int = 4
    oc: int = 8
    h: int = 10
    w: int = 9
    kh: int = 3
    kw: int = 3
    stride: tuple[int, int] = (1, 1)
    dilation: tuple[int, int] = (1, 1)
    pad: int = 0
    element: str = "f32"
    """`f32`, `f16` (f16 inputs, f32 output), `i8` (i8 inputs, i32 output)."""
    bias: bool = False
    relu: bool = False
    matmul: bool = False
    dynamic_batch: bool = False
    fill: bool = True

    @property
    def out_hw(self) -> tuple[int, int]:
        h = (self.h + 2 * self.pad - self.dilation[0] * (self.kh - 1) - 1) // self.stride[0] + 1
        w = (self.w + 2 * self.pad - self.dilation[1] * (self.kw - 1) - 1) // self.stride[1] + 1
        return h, w


def _t(shape: Sequence[int | None], element: str) -> str:
    return "tensor<" + "x".join("?" if s is None else str(s) for s in shape) + f"x{element}>"


def _types(c: Conv) -> tuple[str, str]:
    """Input and output element types."""
    return {"f32": ("f32", "f32"), "f16": ("f16", "f32"), "i8": ("i8", "i32")}[c.element]


def _shapes(c: Conv) -> tuple[list[int | None], list[int], list[int | None], str]:
    """Input (after padding), filter and output shapes and the named op / generic maps."""
    h, w = c.h + 2 * c.pad, c.w + 2 * c.pad
    oh, ow = c.out_hw
    n: int | None = None if c.dynamic_batch else c.n
    kinds: dict[str, tuple[list[int | None], list[int], list[int | None], str]] = {
        "nhwc_hwcf": ([n, h, w, c.ic], [c.kh, c.kw, c.ic, c.oc], [n, oh, ow, c.oc], "conv_2d_nhwc_hwcf"),
        "generic_nhwc": ([n, h, w, c.ic], [c.kh, c.kw, c.ic, c.oc], [n, oh, ow, c.oc], ""),
        "generic_swapped": ([n, h, w, c.ic], [c.kh, c.kw, c.ic, c.oc], [n, oh, ow, c.oc], ""),
        "generic_batchless": ([h, w, c.ic], [c.kh, c.kw, c.ic, c.oc], [oh, ow, c.oc], ""),
        "nchw_fchw": ([n, c.ic, h, w], [c.oc, c.ic, c.kh, c.kw], [n, c.oc, oh, ow], "conv_2d_nchw_fchw"),
        "nhwc_fhwc": ([n, h, w, c.ic], [c.oc, c.kh, c.kw, c.ic], [n, oh, ow, c.oc], "conv_2d_nhwc_fhwc"),
        "grouped": ([n, 2, c.ic, h, w], [c.oc, 2, c.ic, c.kh, c.kw], [n, 2, c.oc, oh, ow], "conv_2d_ngchw_fgchw"),
        "depthwise": ([n, h, w, c.ic], [c.kh, c.kw, c.ic], [n, oh, ow, c.ic], "depthwise_conv_2d_nhwc_hwc"),
        "conv1d": ([n, w, c.ic], [c.kw, c.ic, c.oc], [n, ow, c.oc], "conv_1d_nwc_wcf"),
        "conv3d": ([n, 4, h, w, c.ic], [2, c.kh, c.kw, c.ic, c.oc], [n, 3, oh, ow, c.oc], "conv_3d_ndhwc_dhwcf"),
        "pooling_sum": ([n, h, w, c.ic], [c.kh, c.kw], [n, oh, ow, c.ic], "pooling_nhwc_sum"),
        "pooling_max": ([n, h, w, c.ic], [c.kh, c.kw], [n, oh, ow, c.ic], "pooling_nhwc_max"),
        "conv_2d": ([h, w], [c.kh, c.kw], [oh, ow], "conv_2d"),
    }
    return kinds[c.kind]


def _generic_maps(c: Conv) -> tuple[str, str, str, str]:
    """Maps and iterator types of the generic kinds."""
    (sh, sw), (dh, dw) = c.stride, c.dilation

    def window(o: str, k: str, s: int, d: int) -> str:
        return f"{o}{f' * {s}' if s != 1 else ''} + {k}{f' * {d}' if d != 1 else ''}"

    iters = '["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]'
    if c.kind == "generic_nhwc":
        loops = "(n, oh, ow, oc, kh, kw, ic)"
        prefix, out = "n, ", "n, oh, ow, oc"
    elif c.kind == "generic_swapped":
        loops = "(n, ow, oh, oc, kh, kw, ic)"
        prefix, out = "n, ", "n, oh, ow, oc"
    else:
        loops = "(oh, ow, oc, kh, kw, ic)"
        prefix, out = "", "oh, ow, oc"
        iters = '["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]'
    source = f"affine_map<{loops} -> ({prefix}{window('oh', 'kh', sh, dh)}, {window('ow', 'kw', sw, dw)}, ic)>"
    return source, f"affine_map<{loops} -> (kh, kw, ic, oc)>", f"affine_map<{loops} -> ({out})>", iters


def _zero(element: str) -> str:
    return "0" if element.startswith("i") else "0.0"


def conv_program(name: str, c: Conv) -> str:
    """`func.func @name` computing the convolution `c` (and what surrounds it)."""
    input_element, output_element = _types(c)
    in_shape, f_shape, out_shape, op = _shapes(c)
    raw_in = list(in_shape)
    spatial = [i for i, s in enumerate(in_shape) if s is not None and i not in _channel_dims(c)]
    if c.pad:
        for i in spatial:
            size = raw_in[i]
            assert size is not None
            raw_in[i] = size - 2 * c.pad
    args = [f"%input: {_t(raw_in, input_element)}", f"%filter: {_t(f_shape, input_element)}"]
    if not c.fill:
        args.append(f"%init: {_t(out_shape, output_element)}")
    if c.bias:
        args.append(f"%bias: {_t([_bias_size(c)], output_element)}")
    if c.matmul:
        args += ["%lhs: tensor<7x12xf32>", "%rhs: tensor<12x5xf32>"]
    lines = [f"  %zero = arith.constant {_zero(output_element)} : {output_element}"]
    lines.append(f"  %pad_value = arith.constant {_zero(input_element)} : {input_element}")
    source = "%input"
    if c.pad:
        low = ", ".join(str(c.pad) if i in spatial else "0" for i in range(len(in_shape)))
        lines.append(
            f"  %padded = tensor.pad %input low[{low}] high[{low}] {{\n"
            f"  ^bb0({', '.join(f'%i{i}: index' for i in range(len(in_shape)))}):\n"
            f"    tensor.yield %pad_value : {input_element}\n"
            f"  }} : {_t(raw_in, input_element)} to {_t(in_shape, input_element)}"
        )
        source = "%padded"
    out_t = _t(out_shape, output_element)
    dyn = ""
    if c.dynamic_batch:
        lines.append("  %c0 = arith.constant 0 : index")
        lines.append(f"  %batch = tensor.dim %input, %c0 : {_t(raw_in, input_element)}")
        dyn = "%batch"
    if c.fill:
        lines.append(f"  %empty = tensor.empty({dyn}) : {out_t}")
        lines.append(f"  %init = linalg.fill ins(%zero : {output_element}) outs(%empty : {out_t}) -> {out_t}")
    ins = f"ins({source}, %filter : {_t(in_shape, input_element)}, {_t(f_shape, input_element)}) outs(%init : {out_t})"
    if op:
        attrs = ""
        if op.startswith(("conv_2d_n", "depthwise_conv_2d", "pooling")):
            attrs = (
                f" {{dilations = dense<[{c.dilation[0]}, {c.dilation[1]}]> : tensor<2xi64>, "
                f"strides = dense<[{c.stride[0]}, {c.stride[1]}]> : tensor<2xi64>}}"
            )
        lines.append(f"  %conv = linalg.{op}{attrs} {ins} -> {out_t}")
    else:
        source_map, filter_map, out_map, iters = _generic_maps(c)
        lines.append(
            f"  %conv = linalg.generic {{indexing_maps = [{source_map}, {filter_map}, {out_map}], "
            f"iterator_types = {iters}}} {ins} {{\n"
            f"  ^bb0(%x: {input_element}, %y: {input_element}, %acc: {output_element}):\n"
            f"    %m = arith.mulf %x, %y : {output_element}\n"
            f"    %s = arith.addf %acc, %m : {output_element}\n"
            f"    linalg.yield %s : {output_element}\n"
            f"  }} -> {out_t}"
        )
    result = "%conv"
    rank = len(out_shape)
    identity = f"affine_map<({', '.join(f'd{i}' for i in range(rank))}) -> ({', '.join(f'd{i}' for i in range(rank))})>"
    parallel = ", ".join(['"parallel"'] * rank)
    if c.bias:
        channel = _bias_dim(c)
        bias_map = f"affine_map<({', '.join(f'd{i}' for i in range(rank))}) -> (d{channel})>"
        lines.append(f"  %bias_empty = tensor.empty({dyn}) : {out_t}")
        lines.append(
            f"  %biased = linalg.generic {{indexing_maps = [{identity}, {bias_map}, {identity}], "
            f"iterator_types = [{parallel}]}} ins({result}, %bias : {out_t}, {_t([_bias_size(c)], output_element)}) "
            f"outs(%bias_empty : {out_t}) {{\n"
            f"  ^bb0(%v: {output_element}, %b: {output_element}, %o: {output_element}):\n"
            f"    %sum = arith.addf %v, %b : {output_element}\n"
            f"    linalg.yield %sum : {output_element}\n"
            f"  }} -> {out_t}"
        )
        result = "%biased"
    if c.relu:
        lines.append(f"  %relu_empty = tensor.empty({dyn}) : {out_t}")
        lines.append(
            f"  %relu = linalg.generic {{indexing_maps = [{identity}, {identity}], iterator_types = [{parallel}]}} "
            f"ins({result} : {out_t}) outs(%relu_empty : {out_t}) {{\n"
            f"  ^bb0(%v: {output_element}, %o: {output_element}):\n"
            f"    %r = arith.maximumf %v, %zero : {output_element}\n"
            f"    linalg.yield %r : {output_element}\n"
            f"  }} -> {out_t}"
        )
        result = "%relu"
    results = [(result, out_t)]
    if c.matmul:
        lines.append("  %mm_zero = arith.constant 0.0 : f32")
        lines.append("  %mm_empty = tensor.empty() : tensor<7x5xf32>")
        lines.append(
            "  %mm_init = linalg.fill ins(%mm_zero : f32) outs(%mm_empty : tensor<7x5xf32>) -> tensor<7x5xf32>"
        )
        lines.append(
            "  %mm = linalg.matmul ins(%lhs, %rhs : tensor<7x12xf32>, tensor<12x5xf32>) "
            "outs(%mm_init : tensor<7x5xf32>) -> tensor<7x5xf32>"
        )
        results.append(("%mm", "tensor<7x5xf32>"))
    lines.append(f"  return {', '.join(r for r, _ in results)} : {', '.join(t for _, t in results)}")
    signature = f"({', '.join(args)}) -> ({', '.join(t for _, t in results)})"
    return f"func.func @{name}{signature} {{\n" + "\n".join(lines) + "\n}\n"


def with_target(program: str, target: str) -> str:
    """`program` with `hal.executable.target = target` on its function."""
    head, rest = program.split(" {\n", 1)
    return f"{head} attributes {{hal.executable.target = {hal_target(target)}}} {{\n{rest}"


def _channel_dims(c: Conv) -> tuple[int, ...]:
    """Dims of the input that are not spatial (batch and channels)."""
    rank = len(_shapes(c)[0])
    return {
        "nchw_fchw": (0, 1),
        "grouped": (0, 1, 2),
        "generic_batchless": (2,),
        "conv_2d": (),
        "conv3d": (0, 1, 4),
    }.get(c.kind, (0, rank - 1))


def _bias_dim(c: Conv) -> int:
    out_rank = len(_shapes(c)[2])
    if c.kind in ("nchw_fchw",):
        return 1
    if c.kind == "grouped":
        return 2
    if c.kind == "conv_2d":
        return 1
    return out_rank - 1


def _bias_size(c: Conv) -> int:
    size = _shapes(c)[2][_bias_dim(c)]
    assert size is not None
    return size


def matrix(seed: int = 24710) -> list[Conv]:
    """IREE #24710's matrix: channels multiple and not of the tiles, kernel 1-5, stride 1-2, dilation,
    padding, grouped, depthwise, 1-D / 3-D, batch, bias / relu consumers, a matmul beside (all combined)."""
    cases: list[Conv] = []
    for kind, (ic, oc) in itertools.product(
        ("nhwc_hwcf", "nchw_fchw", "nhwc_fhwc", "generic_nhwc"), ((4, 8), (16, 16), (17, 33), (8, 24), (32, 3))
    ):
        cases.append(Conv(kind, ic=ic, oc=oc))
    rng = random.Random(seed)
    for kind in ("nhwc_hwcf", "nchw_fchw", "nhwc_fhwc", "generic_nhwc", "generic_batchless"):
        for kernel in range(1, 6):
            k2 = rng.randint(1, 5)
            stride = (rng.randint(1, 2), rng.randint(1, 2))
            base = Conv(
                kind,
                n=1 if kind == "generic_batchless" else rng.choice((1, 2)),
                ic=rng.choice((3, 8, 16, 17)),
                oc=rng.choice((5, 8, 16, 20)),
                h=rng.randint(kernel + 2, 12),
                w=rng.randint(k2 + 2, 13),
                kh=kernel,
                kw=k2,
                stride=stride,
                pad=rng.choice((0, 0, 1, 2)),
                bias=rng.random() < 0.5,
                relu=rng.random() < 0.5,
                matmul=rng.random() < 0.3,
            )
            cases.append(base)
    for kind in ("nhwc_hwcf", "nchw_fchw", "generic_nhwc"):
        cases.append(Conv(kind, dilation=(2, 2), h=12, w=11))
        cases.append(Conv(kind, dilation=(1, 2), h=12, w=11, stride=(2, 1)))
    for kind in ("grouped", "depthwise", "conv1d", "conv3d", "pooling_sum", "pooling_max", "conv_2d"):
        cases.append(Conv(kind))
        cases.append(
            Conv(kind, bias=True, relu=True, stride=(2, 2) if kind not in ("conv1d", "conv3d", "conv_2d") else (1, 1))
        )
    for element in ("f16", "i8"):
        cases.append(Conv("nhwc_hwcf", element=element))
    cases.append(Conv("nhwc_hwcf", n=2, dynamic_batch=True, bias=True, relu=True))
    cases.append(Conv("nchw_fchw", n=3, fill=False, matmul=True))
    cases.append(Conv("nhwc_hwcf", n=2, ic=16, oc=32, h=8, w=8, bias=True, relu=True, matmul=True, pad=1))
    return cases


def sampled(cases: list[tuple[str, Conv]], count: int, seed: int = 0) -> list[tuple[str, Conv]]:
    """A fixed sample of `cases` (the default run); the fuzz run takes them all."""
    if count >= len(cases):
        return cases
    return random.Random(seed).sample(cases, count)


def named(cases: list[Conv]) -> list[tuple[str, Conv]]:
    return [(f"conv{i}_{c.kind}", c) for i, c in enumerate(cases)]


__all__ = ["TARGETS", "Conv", "conv_program", "hal_target", "matrix", "named", "replace", "sampled", "with_target"]
