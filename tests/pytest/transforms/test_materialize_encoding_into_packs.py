"""`materialize-encoding-into-packs` against IREE 3.13's `iree-codegen-materialize-device-encoding`.

Programs: contractions from `set_encoding_data_tiling_programs`, each function carrying a
`hal.executable.target`; both sides run data-tiling set-encoding first. Compared structurally
(pack attributes and tiles, mmt4d operand order, unpack), then interpreted against the input.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest
from packs_targets import TARGETS
from set_encoding_data_tiling_programs import KINDS, TYPES, contraction_program
from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp
from xdsl.utils.exceptions import PassFailedException

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import Comparison, compare, parse_module, random_inputs, run_passes
from xdsl_encoding.interpreters.values import DEFAULT_DYNAMIC_SIZE
from xdsl_encoding.targets.cpu import CpuTarget

IREE_PIPELINE = (
    "builtin.module(func.func(iree-dispatch-creation-annotate-data-tiling-hints,"
    "iree-dispatch-creation-set-encoding,iree-codegen-materialize-device-encoding))"
)
PIPELINE = "set-encoding{encoding=data-tiling},materialize-encoding-into-packs"

SIZES = {
    "odd": {"b": 2, "m": 15, "n": 30, "k": 7},
    "even": {"b": 2, "m": 32, "n": 16, "k": 8},
    "m1": {"b": 2, "m": 1, "n": 30, "k": 9},
    "n1": {"b": 2, "m": 20, "n": 1, "k": 9},
    "n3": {"b": 3, "m": 64, "n": 3, "k": 5},
    "dyn_m": {"b": 2, "m": DYNAMIC_INDEX, "n": 30, "k": 7},
    "dyn": {"b": DYNAMIC_INDEX, "m": DYNAMIC_INDEX, "n": DYNAMIC_INDEX, "k": DYNAMIC_INDEX},
}
KIND_NAMES = ["matmul", "transpose_b", "transpose_a", "batch", "matvec", "vecmat"]
TYPE_NAMES = ["f32", "f16f32", "i8i32"]


def _with_target(program: str, target: CpuTarget) -> str:
    head, rest = program.split(" {\n", 1)
    return f"{head} attributes {{hal.executable.target = {target.hal_target_text()}}} {{\n{rest}"


def corpus() -> list[tuple[str, str]]:
    """(name, function text) for targets x kinds x types x sizes x (fill or not)."""
    programs: list[tuple[str, str]] = []
    for i, (t, k, ty, s, fill) in enumerate(itertools.product(TARGETS, KIND_NAMES, TYPE_NAMES, SIZES, (False, True))):
        loops, operands = KINDS[k]
        name = f"f{i}_{t}_{k}_{ty}_{s}{'_fill' if fill else ''}"
        text = contraction_program(name, loops, operands, SIZES[s], TYPES[ty], fill=fill)
        programs.append((name, _with_target(text, TARGETS[t])))
    return programs


def _ours(text: str) -> ModuleOp:
    return run_passes(parse_module(text, allow_unregistered=True), PIPELINE)


def test_matches_iree_313(iree_opt_3_13: Path) -> None:
    text = "\n".join(p for _, p in corpus()[::3])  # every 3rd of 1,440: the whole corpus takes ~4 minutes
    theirs = parse_module(run_iree_opt(text, IREE_PIPELINE, iree_opt=iree_opt_3_13), allow_unregistered=True)
    ours = _ours(text)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    printed = str(ours)
    assert printed.count("linalg.mmt4d") > 50
    assert printed.count("linalg.batch_mmt4d") > 5


@pytest.mark.parametrize(("name", "text"), corpus()[::11], ids=lambda v: v if v.startswith("f") else "")
def test_interprets_as_the_original(name: str, text: str) -> None:
    report = _interpreted(name, text)
    if "_i8i32_" in name:  # integer results are bit-equal (default tolerance 0)
        assert report.max_abs_error == 0.0


def _interpreted(name: str, text: str) -> Comparison:
    """The original against ours on random inputs; `index` arguments are the `?` sizes."""
    original = parse_module(text, allow_unregistered=True)
    inputs = random_inputs(original, name, seed=len(name))
    # each `?` dim is DEFAULT_DYNAMIC_SIZE in random inputs, so every index argument is too
    inputs = tuple(
        np.int64(DEFAULT_DYNAMIC_SIZE) if np.ndim(x) == 0 and np.asarray(x).dtype.kind == "i" else x for x in inputs
    )
    report = compare(original, _ours(text), name, inputs=inputs)
    assert report.agree, report.summary()
    return report


def test_target_option_overrides_the_attribute() -> None:
    text = contraction_program("m", *KINDS["matmul"], SIZES["odd"], TYPES["f32"])
    out = str(
        run_passes(
            parse_module(text),
            "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=aarch64}",
        )
    )
    assert "inner_tiles = [8, 8]" in out
    assert "linalg.mmt4d" in out


def test_identity_without_tiles_drops_encodings() -> None:
    text = contraction_program("m", *KINDS["matmul"], SIZES["odd"], TYPES["i8i32"])
    out = str(
        run_passes(
            parse_module(text), "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=aarch64}"
        )
    )
    assert "linalg.pack" not in out
    assert "iree_encoding" not in out
    assert "linalg.generic" in out


def test_remarks(capsys: pytest.CaptureFixture[str]) -> None:
    text = contraction_program("m", *KINDS["matmul"], SIZES["odd"], TYPES["f32"])
    run_passes(
        parse_module(text),
        'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu_features="+avx" remarks=true}',
    )
    err = capsys.readouterr().err
    assert (
        "operand 1 tensor<7x30xf32>: packed as tensor<4x7x8x1xf32> (inner_dims_pos [1, 0], inner_tiles [8, 1], "
        "outer_dims_perm [1, 0]); x86_64 +avx, [f32, f32, f32]: tile 8x8x1 (M0xN0xK0)"
    ) in err


def test_missing_target_is_a_diagnostic() -> None:
    text = contraction_program("m", *KINDS["matmul"], SIZES["odd"], TYPES["f32"])
    module = run_passes(parse_module(text), "set-encoding{encoding=data-tiling}")
    before = str(module)
    with pytest.raises(PassFailedException, match="no target: give target="):
        run_passes(module, "materialize-encoding-into-packs")
    assert str(module) == before


def test_unknown_target_is_a_diagnostic() -> None:
    with pytest.raises(PassFailedException, match="unknown target 'sparc'"):
        run_passes(parse_module("func.func @f() {\n  return\n}"), "materialize-encoding-into-packs{target=sparc}")


def test_run_time_tiles_are_a_diagnostic() -> None:
    """VMVX with ukernels picks tiles at run time: a static `set_encoding` is refused, not packed by `?` tiles."""
    maps = "[affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]"
    enc = (
        "#iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [i8, i8, i32], "
        f"user_indexing_maps = {maps}, iteration_sizes = [?, ?, ?]>"
    )
    target = (
        '#hal.executable.target<"vmvx", "vmvx-bytecode-fb", '
        '{ukernels = "all", iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>}>'
    )
    module = parse_module(
        f"func.func @f(%x: tensor<5x5xi8>) -> tensor<5x5xi8, {enc}> attributes {{hal.executable.target = {target}}} {{\n"
        f"  %0 = iree_encoding.set_encoding %x : tensor<5x5xi8> -> tensor<5x5xi8, {enc}>\n"
        f"  func.return %0 : tensor<5x5xi8, {enc}>\n}}"
    )
    before = str(module)
    with pytest.raises(PassFailedException, match="VMVX with ukernels has run-time tile sizes"):
        run_passes(module, "materialize-encoding-into-packs")
    assert str(module) == before


def test_vmvx_ukernels_is_a_diagnostic() -> None:
    """IREE 3.13 queries VMVX ukernel tiles at run time (`iree_codegen.query_tile_sizes`): refused, module unchanged."""
    text = contraction_program("m", *KINDS["matmul"], {"b": 1, "m": 64, "n": 64, "k": 64}, TYPES["f32"])
    module = run_passes(
        parse_module(_with_target(text, CpuTarget("vmvx", ukernels="all"))), "set-encoding{encoding=data-tiling}"
    )
    before = str(module)
    with pytest.raises(
        PassFailedException, match=r"iree_encoding.set_encoding: VMVX with ukernels has run-time tile sizes"
    ):
        run_passes(module, "materialize-encoding-into-packs")
    assert str(module) == before


def unsigned_corpus() -> list[tuple[str, str]]:
    """Zero-extended (`ui8`) inputs: IREE zero-extends the packed operand with an `arith.extui` generic."""
    programs: list[tuple[str, str]] = []
    product = itertools.product(
        ("x86_avx512", "arm_i8mm", "vmvx"), KIND_NAMES, ("i8ui8i32", "ui8i8i32"), ("odd", "n1", "dyn_m")
    )
    for i, (t, k, ty, s) in enumerate(product):
        name = f"u{i}_{t}_{k}_{ty}_{s}"
        loops, operands = KINDS[k]
        programs.append(
            (name, _with_target(contraction_program(name, loops, operands, SIZES[s], TYPES[ty], fill=True), TARGETS[t]))
        )
    return programs


def test_unsigned_matches_iree_313(iree_opt_3_13: Path) -> None:
    text = "\n".join(p for _, p in unsigned_corpus())
    theirs = parse_module(run_iree_opt(text, IREE_PIPELINE, iree_opt=iree_opt_3_13), allow_unregistered=True)
    ours = _ours(text)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    assert str(ours).count("arith.extui") > 50


@pytest.mark.parametrize(("name", "text"), unsigned_corpus()[::9], ids=lambda v: v if v.startswith("u") else "")
def test_unsigned_interprets_bit_equal(name: str, text: str) -> None:
    assert _interpreted(name, text).max_abs_error == 0.0


@pytest.mark.parametrize(
    "resolver", ["#iree_gpu.gpu_padding_resolver<>", "#iree_encoding.unsupported_resolver", "#my.resolver<>"]
)
def test_a_resolver_we_do_not_implement_is_a_diagnostic(resolver: str) -> None:
    """Never the identity: a target whose resolver this pass does not implement keeps its encodings and fails."""
    text = contraction_program("m", *KINDS["matmul"], SIZES["odd"], TYPES["f32"])
    target = f'#hal.executable.target<"rocm", "rocm-hsaco-fb", {{iree.encoding.resolver = {resolver}}}>'
    head, rest = text.split(" {\n", 1)
    module = run_passes(
        parse_module(f"{head} attributes {{hal.executable.target = {target}}} {{\n{rest}", allow_unregistered=True),
        "set-encoding{encoding=data-tiling}",
    )
    before = str(module)
    with pytest.raises(PassFailedException, match="is not a data-tiling resolver this pass implements"):
        run_passes(module, "materialize-encoding-into-packs")
    assert str(module) == before


def test_identity_resolver_drops_encodings() -> None:
    text = contraction_program("m", *KINDS["matmul"], SIZES["odd"], TYPES["f32"])
    target = '#hal.executable.target<"llvm-cpu", "xyz", {iree.encoding.resolver = #iree_encoding.identity_resolver}>'
    out = str(run_passes(parse_module(_with_target_text(text, target)), PIPELINE))
    assert "iree_encoding.set_encoding" not in out
    assert "linalg.pack" not in out


def _with_target_text(program: str, target: str) -> str:
    head, rest = program.split(" {\n", 1)
    return f"{head} attributes {{hal.executable.target = {target}}} {{\n{rest}"


@pytest.mark.parametrize(
    ("options", "warned"),
    [
        ('target=x86_64 cpu-features="+avx512f"', "the target typed enables +avx512f"),
        ("target=aarch64", "the target typed is for aarch64"),
        ("target=x86_64", None),  # the CPU of IREE's own executable target: its layouts
    ],
)
def test_a_typed_target_richer_than_the_module_is_a_warning(
    options: str, warned: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    """IREE compiles the dispatches of its files for their `hal.executable.target` (a generic x86-64 CPU
    here), not for the CPU whose tiles `target=` chose: 16-wide tiles there are what IREE 3.13 refuses
    (`large vector sizes`) or, for a 4x1 by 16x1 `batch_mmt4d`, computes wrongly (issue 34)."""
    text = (Path(__file__).parents[2] / "data" / "iree" / "gated_mlp.dispatch.mlir").read_text()
    run_passes(parse_module(text), f"materialize-encoding-into-packs{{{options}}}")
    err = capsys.readouterr().err
    if warned is None:
        assert "warning" not in err
    else:
        assert f"warning: materialize-encoding-into-packs: {warned}, but IREE compiles" in err
        assert 'its own executable target (x86_64, cpu_features="")' in err
