"""Already serialized layouts materialize by the tiles they record, as IREE 3.13 does.

`#iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = ...}>]>`
(and `#iree_cpu.vmvx_encoding_resolver`) on `set_encoding` / `tensor.empty` / `linalg.fill` /
an all-parallel `linalg.generic` / `unset_encoding` / function arguments: IREE's
`getEncodingInfoFromType` prefers the recorded tiles to the target's choice
(Codegen/Utils/EncodingUtils.cpp). Compared structurally with `iree-opt` 3.13, then interpreted.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from xdsl.utils.exceptions import PassFailedException

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import compare, parse_module, random_inputs, run_passes
from xdsl_encoding.targets.cpu import CpuTarget

IREE_PIPELINE = "builtin.module(func.func(iree-codegen-materialize-device-encoding))"
PIPELINE = "materialize-encoding-into-packs"
TARGETS = {
    "x86": CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "+avx512f"),
    "vmvx": CpuTarget("vmvx"),
}
RESOLVERS = {"x86": "cpu_encoding_resolver", "vmvx": "vmvx_encoding_resolver"}
# (shape, inner_dims_pos, inner_tiles, outer_dims_perm); -1 is dynamic
LAYOUTS = [
    ((15, 30), (0, 1), (8, 16), (0, 1)),
    ((15, 30), (1, 0), (16, 1), (1, 0)),
    ((16, 32), (0, 1), (8, 8), (0, 1)),
    ((7, 9), (1,), (4,), (1, 0)),
    ((2, 15, 30), (1, 2), (8, 4), (0, 1, 2)),
    ((2, 15, 30), (2, 1), (8, 1), (0, 2, 1)),
    ((-1, 30), (0, 1), (8, 16), (0, 1)),
    ((-1, -1), (1, 0), (4, 2), (1, 0)),
]
KINDS = ("roundtrip", "add", "bias", "argument")


def _ints(v: tuple[int, ...]) -> str:
    return "[" + ", ".join(map(str, v)) + "]"


def _layout(resolver: str, pos: tuple[int, ...], tiles: tuple[int, ...], perm: tuple[int, ...]) -> str:
    info = f"innerDimsPos = {_ints(pos)}, innerTileSizes = {_ints(tiles)}, outerDimsPerm = {_ints(perm)}"
    return f"#iree_encoding.layout<[#iree_cpu.{resolver}<configuration = {{encoding_info = {{{info}}}}}>]>"


def _t(shape: tuple[int, ...], encoding: str = "") -> str:
    dims = "".join(("?" if s < 0 else str(s)) + "x" for s in shape)
    return f"tensor<{dims}f32{', ' + encoding if encoding else ''}>"


def serialized_program(name: str, target: str, layout: int, kind: str) -> str:
    shape, pos, tiles, perm = LAYOUTS[layout]
    lay = _layout(RESOLVERS[target], pos, tiles, perm)
    plain, enc = _t(shape), _t(shape, lay)
    rank = len(shape)
    ids = [f"d{i}" for i in range(rank)]
    identity = f"affine_map<({', '.join(ids)}) -> ({', '.join(ids)})>"
    dyn = [i for i, s in enumerate(shape) if s < 0]
    head_target = f"attributes {{hal.executable.target = {TARGETS[target].hal_target_text()}}}"
    lines = ["  %cst = arith.constant 1.5 : f32"]
    sizes = ", ".join(f"%s{i}" for i in dyn)
    dims = f"{{{sizes}}}" if dyn else ""
    if kind == "argument":  # `tensor.dim` of a packed argument does not materialize (in IREE either): sizes passed
        lines.append(f"  %u = iree_encoding.unset_encoding %a : {enc} -> {plain}{dims}")
        lines.append(f"  return %u : {plain}")
        params = ", ".join([f"%a: {enc}", *(f"%s{i}: index" for i in dyn)])
        return "\n".join([f"func.func @{name}({params}) -> {plain} {head_target} {{", *lines, "}"])
    for i in dyn:
        lines += [f"  %c{i} = arith.constant {i} : index", f"  %s{i} = tensor.dim %a, %c{i} : {plain}"]
    args = [f"%a: {plain}"]
    lines.append(f"  %ea = iree_encoding.set_encoding %a : {plain} -> {enc}")
    lines.append(f"  %e = tensor.empty({sizes}) : {enc}")
    lines.append(f"  %f = linalg.fill ins(%cst : f32) outs(%e : {enc}) -> {enc}")
    result = "%ea"
    if kind in ("add", "bias"):
        ins, maps, types = ["%ea"], [identity], [enc]
        if kind == "add":
            args.append(f"%b: {plain}")
            lines.append(f"  %eb = iree_encoding.set_encoding %b : {plain} -> {enc}")
            ins.append("%eb")
            maps.append(identity)
            types.append(enc)
        else:  # a bias on the last dim, packed on its own dim when the layout tiles it
            last = rank - 1
            bias_pos = tuple(0 for p in pos if p == last)
            bias_tiles = tuple(t for p, t in zip(pos, tiles) if p == last)
            bias_lay = _layout(RESOLVERS[target], bias_pos, bias_tiles, (0,))
            bias_plain, bias_enc = _t((shape[last],)), _t((shape[last],), bias_lay)
            args.append(f"%c: {bias_plain}")
            lines.append(f"  %ec = iree_encoding.set_encoding %c : {bias_plain} -> {bias_enc}")
            ins.append("%ec")
            maps.append(f"affine_map<({', '.join(ids)}) -> ({ids[last]})>")
            types.append(bias_enc)
        all_maps = ", ".join([*maps, identity])
        iterators = ", ".join(['"parallel"'] * rank)
        lines.append(
            f"  %g = linalg.generic {{indexing_maps = [{all_maps}], iterator_types = [{iterators}]}} "
            f"ins({', '.join(ins)} : {', '.join(types)}) outs(%f : {enc}) {{"
        )
        lines.append("  ^bb0(%x: f32, %y: f32, %o: f32):")
        lines.append("    %s = arith.addf %x, %y : f32")
        lines.append("    %r = arith.mulf %s, %o : f32")
        lines.append("    linalg.yield %r : f32")
        lines.append(f"  }} -> {enc}")
        result = "%g"
    lines.append(f"  %u = iree_encoding.unset_encoding {result} : {enc} -> {plain}{dims}")
    lines.append(f"  return %u : {plain}")
    return "\n".join([f"func.func @{name}({', '.join(args)}) -> {plain} {head_target} {{", *lines, "}"])


def corpus() -> list[tuple[str, str]]:
    programs: list[tuple[str, str]] = []
    for i, (t, layout, kind) in enumerate(itertools.product(TARGETS, range(len(LAYOUTS)), KINDS)):
        name = f"s{i}_{t}_{layout}_{kind}"
        programs.append((name, serialized_program(name, t, layout, kind)))
    return programs


def test_matches_iree_313(iree_opt_3_13: Path) -> None:
    text = "\n".join(p for _, p in corpus())
    theirs = parse_module(run_iree_opt(text, IREE_PIPELINE, iree_opt=iree_opt_3_13), allow_unregistered=True)
    ours = run_passes(parse_module(text, allow_unregistered=True), PIPELINE)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    printed = str(ours)
    assert "iree_encoding" not in printed
    assert printed.count("linalg.unpack") > len(corpus()) - 4  # unpadded round trips fold away, in IREE too


@pytest.mark.parametrize(
    ("name", "text"),
    [c for c in corpus() if not c[0].endswith("argument")],
    ids=lambda v: v if v.startswith("s") else "",
)
def test_interprets_as_the_original(name: str, text: str) -> None:
    original = parse_module(text, allow_unregistered=True)
    inputs = random_inputs(original, name, seed=len(name))
    report = compare(original, run_passes(parse_module(text), PIPELINE), name, inputs=inputs)
    assert report.agree, report.summary()


def test_two_layouts_are_a_diagnostic() -> None:
    lay = _layout("cpu_encoding_resolver", (0, 1), (8, 16), (0, 1))
    resolver = lay.removeprefix("#iree_encoding.layout<[").removesuffix("]>")
    two = f"#iree_encoding.layout<[{resolver}, {resolver}]>"
    text = serialized_program("m", "x86", 0, "roundtrip").replace(lay, two)
    assert two in text
    module = parse_module(text)
    with pytest.raises(PassFailedException, match="must hold exactly one resolved layout"):
        run_passes(module, PIPELINE)
