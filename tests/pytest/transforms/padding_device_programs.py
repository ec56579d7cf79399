"""Device functions (IREE's dispatch-level IR) reading and writing padded bindings, for the GPU resolver.

`device_program` writes one `func.func` with no arguments: a readonly binding of `shape x element`
carrying `source` (an unresolved `padding<[0, ..., ?]>`, a resolved `layout<[padding<...>]>`, or
none), loaded whole, through an element-wise `negf`, stored whole into a writeonly binding carrying
`target`; dynamic dims come from push constants, as IREE's outlined dispatches have them.
"""

from __future__ import annotations

import itertools

D = -1

LAYOUT = "#hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>]>"


def _encoding(kind: str, rank: int, last: int) -> str:
    zeros = ["0"] * (rank - 1)
    if kind == "unresolved":
        return ", #iree_encoding.padding<[" + ", ".join([*zeros, "?"]) + "]>"
    if kind == "resolved":
        return ", #iree_encoding.layout<[#iree_encoding.padding<[" + ", ".join([*zeros, str(last)]) + "]>]>"
    return ""


def device_program(name: str, shape: tuple[int, ...], element: str, source: str, target: str) -> str:
    dims = "x".join("?" if s == D else str(s) for s in shape)
    plain = f"tensor<{dims}x{element}>"
    rank = len(shape)
    src = f"tensor<{dims}x{element}{_encoding(source, rank, 32)}>"
    dst = f"tensor<{dims}x{element}{_encoding(target, rank, 16)}>"
    lines = [f"func.func @{name}() {{", "  %c0 = arith.constant 0 : index"]
    dyn: list[str] = []
    for i, s in enumerate(shape):
        if s == D:
            lines.append(f"  %p{i} = hal.interface.constant.load layout({LAYOUT}) ordinal({len(dyn)}) : i32")
            lines.append(f"  %d{i} = arith.index_castui %p{i} : i32 to index")
            dyn.append(f"%d{i}")
    braces = "{" + ", ".join(dyn) + "}" if dyn else ""
    sizes = ", ".join(f"%d{i}" if s == D else str(s) for i, s in enumerate(shape))
    zeros, ones = ", ".join(["0"] * rank), ", ".join(["1"] * rank)
    slice_ = f"offsets = [{zeros}], sizes = [{sizes}], strides = [{ones}]"
    lines += [
        f"  %in = hal.interface.binding.subspan layout({LAYOUT}) binding(0) alignment(64) offset(%c0) flags(ReadOnly)"
        f" : !iree_tensor_ext.dispatch.tensor<readonly:{src}>{braces}",
        f"  %out = hal.interface.binding.subspan layout({LAYOUT}) binding(1) alignment(64) offset(%c0)"
        f" : !iree_tensor_ext.dispatch.tensor<writeonly:{dst}>{braces}",
        f"  %x = iree_tensor_ext.dispatch.tensor.load %in, {slice_}"
        f" : !iree_tensor_ext.dispatch.tensor<readonly:{src}>{braces} -> {src}",
    ]
    value = "%x"
    if source != "none":
        lines.append(f"  %u = iree_encoding.unset_encoding %x : {src} -> {plain}{braces}")
        value = "%u"
    identity = f"affine_map<({', '.join(f'd{i}' for i in range(rank))}) -> ({', '.join(f'd{i}' for i in range(rank))})>"
    lines += [
        f"  %e = tensor.empty({', '.join(dyn)}) : {plain}",
        f"  %n = linalg.generic {{indexing_maps = [{identity}, {identity}], iterator_types = ["
        + ", ".join(['"parallel"'] * rank)
        + f"]}} ins({value} : {plain}) outs(%e : {plain}) {{",
        f"  ^bb0(%a: {element}, %b: {element}):",
        f"    %m = arith.negf %a : {element}",
        f"    linalg.yield %m : {element}",
        f"  }} -> {plain}",
    ]
    value = "%n"
    if target != "none":
        lines.append(f"  %s = iree_encoding.set_encoding %n : {plain} -> {dst}")
        value = "%s"
    lines += [
        f"  iree_tensor_ext.dispatch.tensor.store {value}, %out, {slice_}"
        f" : {dst} -> !iree_tensor_ext.dispatch.tensor<writeonly:{dst}>{braces}",
        "  return",
        "}",
    ]
    return "\n".join(lines)


SHAPES = [(16, 4096), (D, 1000), (8, 250), (2, D, 1337), (D, 128), (4, 300)]
ELEMENTS = ["f16", "f32", "bf16"]
KINDS = ["unresolved", "resolved", "none"]


def device_corpus() -> list[str]:
    programs: list[str] = []
    for i, (shape, element, source, target) in enumerate(itertools.product(SHAPES, ELEMENTS, KINDS, KINDS)):
        if source == target == "none":
            continue
        programs.append(device_program(f"d{i}", shape, element, source, target))
    return programs
