"""`specialize-encodings` with `#iree_gpu.gpu_encoding_resolver` against iree-opt 3.13's `iree-stream-specialize-encodings`.

Programs beyond IREE's one lit case: every known AMD target (arches and products, whose chip changes
the chooser's WGP count), the element types of the chooser's table (iree-gpu-encodings.md §B.3),
LHS / RHS / ACC, dynamic and static iteration sizes, batch matmuls and a broadcast (matvec) RHS.
iree-opt must read our result as exactly the program its own pass printed (generic, local scope),
so the serialized `encoding_info` (tiles and swizzle, distribution factors included) is IREE's.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from xdsl.utils.exceptions import PassFailedException

from testing.iree_host import printed
from testing.oracle import run_iree_opt_chunks
from xdsl_encoding import api
from xdsl_encoding.targets.gpu_target_info import TARGET_INFO

PIPELINE = "builtin.module(iree-stream-specialize-encodings)"

_MATMUL = ("affine_map<(m, n, k) -> (m, k)>", "affine_map<(m, n, k) -> (k, n)>", "affine_map<(m, n, k) -> (m, n)>")
_BATCH = (
    "affine_map<(b, m, n, k) -> (b, m, k)>",
    "affine_map<(b, m, n, k) -> (b, k, n)>",
    "affine_map<(b, m, n, k) -> (b, m, n)>",
)
_MATVEC = ("affine_map<(m, k) -> (m, k)>", "affine_map<(m, k) -> (k)>", "affine_map<(m, k) -> (m)>")


def program(
    target: str,
    types: tuple[str, str, str],
    operand: int,
    shape: str = "?x?",
    maps: tuple[str, str, str] = _MATMUL,
    sizes: str = "",
    op_type: str = "matmul",
) -> str:
    """A `stream.tensor.sizeof` of one encoded operand on a device whose target is `TARGET_INFO[target]`."""
    dynamic = shape.count("?")
    dims = ", ".join(f"%d{i}" for i in range(dynamic))
    args = ", ".join(f"%d{i}: index" for i in range(dynamic))
    iteration = f", iteration_sizes = [{sizes}]" if sizes else ""
    return f"""
#t = #hal.executable.target<"rocm", "rocm-hsaco-fb", {{abi = "hip", iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver<>, iree_codegen.target_info = {TARGET_INFO[target]}, ukernels = "none"}}>
#dev = #hal.device.target<"local", {{ordinal = 0 : index}}, [#t]> : !hal.device
#encoding = #iree_encoding.encoding<operand_index = {operand} : index, op_type = {op_type}, element_types = [{", ".join(types)}], user_indexing_maps = [{", ".join(maps)}]{iteration}>
util.global private @device_a = #dev
util.func public @sizeof({args}) -> index {{
  %size = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<{shape}x{types[operand]}, #encoding>{{{dims}}} : index
  util.return %size : index
}}
"""


_TYPES: tuple[tuple[str, str, str], ...] = (
    ("f32", "f32", "f32"),
    ("f16", "f16", "f32"),
    ("bf16", "bf16", "f32"),
    ("i8", "i8", "i32"),
    ("f16", "f16", "f16"),
    ("f8E4M3FNUZ", "f8E4M3FNUZ", "f32"),
    ("f8E4M3FN", "f8E4M3FN", "f32"),
)
_TARGETS = ("gfx942", "gfx950", "gfx90a", "gfx1100", "gfx1201", "mi300x", "rx7900xtx")


def _programs() -> dict[str, str]:
    found: dict[str, str] = {}
    for target in _TARGETS:
        for types in _TYPES:
            for operand in range(3):
                found[f"{target}-{'-'.join(types)}-op{operand}"] = program(target, types, operand)
    for target in ("gfx942", "mi300x", "gfx1100"):
        for operand in range(3):
            shape = ("600x600", "600x600", "600x600")[operand]
            found[f"{target}-static600-op{operand}"] = program(
                target, ("f16", "f16", "f32"), operand, shape, sizes="600, 600, 600"
            )
            found[f"{target}-static-100x70x40-op{operand}"] = program(
                target,
                ("f32", "f32", "f32") if target != "gfx1100" else ("f16", "f16", "f32"),
                operand,
                ("100x40", "40x70", "100x70")[operand],
                sizes="100, 70, 40",
            )
            found[f"{target}-batch-op{operand}"] = program(
                target, ("f16", "f16", "f32"), operand, "2x?x?", _BATCH, sizes="2, ?, 70, 40"
            )
    return found


def _matvec_programs() -> dict[str, str]:
    return {
        f"{target}-matvec-op{operand}": program(
            target,
            ("f32", "f32", "f32") if target != "gfx1100" else ("f16", "f16", "f32"),
            operand,
            ("?x?", "?", "?")[operand],
            _MATVEC,
        )
        for target in ("gfx942", "gfx1100")
        for operand in range(3)
    }


@cache
def _iree() -> dict[str, str | None]:
    programs = _programs()
    results = run_iree_opt_chunks(list(programs.values()), PIPELINE, generic=True, local_scope=True, version="3.13.0")
    return {name: r.output if r.ok else None for name, r in zip(programs, results, strict=True)}


@cache
def _ours() -> dict[str, str | None]:
    found: dict[str, str | None] = {}
    for name, text in _programs().items():
        try:
            found[name] = printed(api.run_passes(api.parse_module(text), "specialize-encodings"))
        except PassFailedException:
            found[name] = None
    return found


@cache
def _read_by_iree() -> dict[str, str]:
    ours = {name: text for name, text in _ours().items() if text is not None}
    results = run_iree_opt_chunks(list(ours.values()), generic=True, local_scope=True, version="3.13.0")
    assert all(r.ok for r in results), [r.diagnostics for r in results if not r.ok]
    return {name: r.output for name, r in zip(ours, results, strict=True)}


@pytest.mark.parametrize("name", list(_programs()))
def test_same_layout_as_iree(name: str, iree_opt_3_13: object) -> None:
    iree = _iree()[name]
    if iree is None:
        assert _ours()[name] is None, f"{name}: IREE refuses it, we do not"
        return
    assert _ours()[name] is not None, f"{name}: IREE specializes it, we refuse it"
    assert _read_by_iree()[name] == iree, f"{name}: iree-opt reads our layout otherwise than its own"


def test_the_programs_cover_swizzles_identities_and_distribution_factors(iree_opt_3_13: object) -> None:
    texts = [t for t in _iree().values() if t is not None]
    assert any("swizzle" in t for t in texts)
    assert any("innerDimsPos = []" in t for t in texts), "no case where IREE's chooser finds no MMA"
    assert any('"CrossThread", 1 : i16, 2 : i8' in t for t in texts), "no tstride-0 thread dim (RDNA)"
    assert any('"CrossThread", 2 : i16, 2 : i8' in t for t in texts), "no LHS subgroups dim shared by N subgroups"


def _layout_text(module_text: str) -> list[str]:
    """The `#iree_encoding.layout<...>` of each line (integer arrays without their `: i64`)."""
    return re.findall(r"#iree_encoding\.layout<.*?>\]>", module_text.replace(" : i64", ""))


@pytest.mark.parametrize("name", list(_matvec_programs()))
def test_vector_operands_get_the_layout_iree_prints(name: str, iree_opt_3_13: object) -> None:
    """IREE serializes a vector operand's swizzle with two groups for its one tile (its own verifier then
    rejects the printed layout: "swizzle expandShape size (2) does not match innerTileSizes size (1)"),
    so iree-opt cannot read either result back; the layouts are compared as printed."""
    text = _matvec_programs()[name]
    (iree,) = run_iree_opt_chunks([text], PIPELINE, local_scope=True, version="3.13.0")
    assert iree.ok, iree.diagnostics
    ours = printed(api.run_passes(api.parse_module(text), "specialize-encodings"))
    assert _layout_text(ours) == _layout_text(iree.output) != []


def test_what_is_not_implemented_is_refused() -> None:
    scaled = program("gfx950", ("f4E2M1FN", "f4E2M1FN", "f32"), 0, op_type="scaled_matmul", maps=_MATMUL)
    with pytest.raises(PassFailedException, match=r"'stream\.tensor\.sizeof' op failed to resolve.*scaled_matmul"):
        api.run_passes(api.parse_module(scaled), "specialize-encodings")
    provider = program("gfx942", ("f16", "f16", "f32"), 0).replace(
        'ukernels = "none"', 'ukernels = "none", iree_codegen.ukernel_provider = #iree_encoding.identity_resolver'
    )
    with pytest.raises(PassFailedException, match=r"ukernel provider"):
        api.run_passes(api.parse_module(provider), "specialize-encodings")


HOST_PIPELINE = "builtin.module(iree-stream-specialize-encodings, util.func(iree-stream-encode-host-tensors))"
_HOST_NAMES = [name for name in _programs() if name.endswith("op0") or "static" in name or "batch" in name]


@cache
def _host_sizes() -> dict[str, tuple[str | None, str | None]]:
    """(IREE's, ours) host program after specialization and encode-host-tensors, both canonicalized."""
    programs = {**_programs(), **_matvec_programs()}
    names = [*_HOST_NAMES, *_matvec_programs()]
    iree = run_iree_opt_chunks([programs[n] for n in names], HOST_PIPELINE, version="3.13.0")
    ours: list[str | None] = []
    for name in names:
        try:
            module = api.run_passes(api.parse_module(programs[name]), "specialize-encodings,encode-host-tensors")
            ours.append(printed(module))
        except PassFailedException:
            ours.append(None)
    texts = [r.output for r in iree if r.ok] + [o for o in ours if o is not None]
    canonical = run_iree_opt_chunks(texts, "builtin.module(util.func(canonicalize,cse))", version="3.13.0")
    assert all(r.ok for r in canonical), [r.diagnostics for r in canonical if not r.ok]
    outputs = iter(r.output for r in canonical)
    theirs = [next(outputs) if r.ok else None for r in iree]
    mine = [next(outputs) if o is not None else None for o in ours]
    return dict(zip(names, zip(theirs, mine, strict=True), strict=True))


@pytest.mark.parametrize("name", [*_HOST_NAMES, *_matvec_programs()])
def test_host_sizes_of_gpu_layouts_as_iree(name: str, iree_opt_3_13: object) -> None:
    """`specialize-encodings,encode-host-tensors`: the byte arithmetic of each GPU layout is IREE's."""
    theirs, mine = _host_sizes()[name]
    assert (theirs is None) == (mine is None), f"{name}: IREE {'refuses' if theirs is None else 'encodes'} it"
    assert theirs == mine
