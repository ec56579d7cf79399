"""`materialize-encoding-into-padding` with IREE 3.13's GPU padding resolver.

* Device code: the cases of IREE's Codegen/Common/test/materialize_encoding_into_padding.mlir (ported
  under tests/filecheck/transforms/materialize_encoding_into_padding/iree_ports/), each structurally equal
  to iree-opt 3.13's `materialize-device-encoding{test-gpu-encoding-resolver=gpu_padding}` on gfx942.
* Device code generated (padding_device_programs.py: unresolved, resolved and no encodings on the
  bindings, static and dynamic shapes, f16/bf16/f32), the same, for the test target gfx942 and for
  gfx950 / gfx90a / gfx1100 named by each function's `hal.executable.target`.
* Host code: what `set-encoding{encoding=padding}` makes of generated programs, materialized for a GPU
  named by the option, the function's `hal.executable.target` or its device, computes what the
  original computes; the paddings are the resolver's (checked against iree-opt in test_resolvers_gpu.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from padding_device_programs import device_corpus
from set_encoding_padding_programs import D, padding_program
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from testing.oracle import run_iree_opt
from testing.structural import assert_structurally_equal
from xdsl_encoding.api import compare, parse_module, run_passes

PORT = (
    Path(__file__).parents[2]
    / "filecheck"
    / "transforms"
    / "materialize_encoding_into_padding"
    / "iree_ports"
    / "materialize_encoding_into_padding.mlir"
)
IREE_PIPELINE = (
    "builtin.module(func.func(iree-codegen-materialize-device-encoding{test-gpu-encoding-resolver=gpu_padding}))"
)
GFX942 = "materialize-encoding-into-padding{resolver=gpu target=gfx942}"


def _name(chunk: str) -> str:
    found = re.search(r"func\.func @(\w+)", chunk)
    assert found is not None
    return found[1]


CHUNKS = [c for c in re.split(r"^// -----$", PORT.read_text(), flags=re.M) if "func.func @" in c]


@pytest.mark.parametrize("text", [pytest.param(c, id=_name(c)) for c in CHUNKS])
def test_device_case_matches_iree_313(iree_opt_3_13: Path, text: str) -> None:
    theirs = run_iree_opt(text, IREE_PIPELINE, extra_args=["--iree-gpu-test-target=gfx942"], iree_opt=iree_opt_3_13)
    assert_structurally_equal(theirs, run_passes(parse_module(text), GFX942), labels=("iree-opt 3.13", "ours"))


def test_every_case_is_ported() -> None:
    assert len(CHUNKS) == 8


def test_device_corpus_matches_iree_313_for_the_test_target(iree_opt_3_13: Path) -> None:
    text = "\n".join(device_corpus())
    theirs = run_iree_opt(text, IREE_PIPELINE, extra_args=["--iree-gpu-test-target=gfx942"], iree_opt=iree_opt_3_13)
    ours = run_passes(parse_module(text), GFX942)
    assert_structurally_equal(theirs, ours, labels=("iree-opt 3.13", "ours"))
    assert str(ours).count("x4160x") > 10  # the corpus pads (4096 f16 -> 4160), not only declines


@pytest.mark.parametrize("arch", ["gfx950", "gfx90a", "gfx1100"])
def test_device_corpus_matches_iree_313_for_executable_targets(iree_opt_3_13: Path, arch: str) -> None:
    """IREE's test flag on an arch without cache info reads an empty optional (undefined); the
    executable-target path is the defined one, so targets without cache info are tested through it."""
    attribute = f"() attributes {{hal.executable.target = {TARGET.format(arch=arch)}}} {{"
    text = "\n".join(p.replace("() {", attribute, 1) for p in device_corpus())
    theirs = run_iree_opt(
        text, "builtin.module(func.func(iree-codegen-materialize-device-encoding))", iree_opt=iree_opt_3_13
    )
    assert_structurally_equal(
        theirs, run_passes(parse_module(text), "materialize-encoding-into-padding"), labels=("iree-opt 3.13", "ours")
    )


# ---------------------------------------------------------------------------------------------
# host code
# ---------------------------------------------------------------------------------------------

TARGET = (
    '#hal.executable.target<"rocm", "rocm-hsaco-fb", {{abi = "hip", iree.encoding.resolver = '
    '#iree_gpu.gpu_padding_resolver<>, iree_codegen.target_info = #iree_gpu.target<arch = "{arch}", features = "", '
    "wgp = <compute = fp32, storage = b32, subgroup = arithmetic, subgroup_size_choices = [64], "
    "max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, "
    "max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647]>>}}>"
)
PROGRAMS: list[tuple[str, dict[str, int], str, str]] = [
    ("matmul", {"b": 1, "m": D, "n": 160, "k": 256}, "f32", "none"),  # LHS ?x256 -> 288, RHS 256x160 -> 0
    ("generic_mmt", {"b": 1, "m": 8, "n": 64, "k": 1000}, "f16", "none"),  # K = 1000 f16 -> 88
    ("batch_matmul", {"b": 2, "m": 8, "n": 300, "k": 128}, "f16", "collapse"),  # RHS N = 300 f16 -> 20
    ("generic_kn", {"b": 1, "m": 16, "n": 250, "k": 130}, "f32", "expand_collapse"),  # 2K = 260: N 250 -> 38
    ("generic_batch", {"b": D, "m": 4, "n": 16, "k": 512}, "bf16", "none"),  # K = 512 bf16 -> 64
    ("matmul", {"b": 1, "m": 2, "n": 16, "k": 4096}, "f32", "none"),  # skinny (32): nothing padded
]


Program = tuple[str, dict[str, int], str, str]


def _original(program: Program) -> str:
    kind, sizes, element, chain = program
    return padding_program("f", kind, sizes, element, chain=chain)


def _encoded(program: Program) -> str:
    return str(run_passes(parse_module(_original(program)), "set-encoding{encoding=padding}"))


def _check(original: str, materialized_text: str, pipeline: str, padded: bool) -> None:
    materialized = run_passes(parse_module(materialized_text), pipeline)
    printed = str(materialized)
    assert "iree_encoding" not in printed
    assert ("tensor.pad" in printed) == padded
    report = compare(parse_module(original), materialized, "f", seed=5)
    assert report.agree, report.summary()


@pytest.mark.parametrize("program", PROGRAMS, ids=[p[0] for p in PROGRAMS])
def test_host_program_with_target_option(program: Program) -> None:
    original, encoded = _original(program), _encoded(program)
    _check(original, encoded, GFX942, padded=program[1]["m"] * program[1]["n"] != 32)
    _check(original, encoded, "materialize-encoding-into-padding{resolver=gpu target=gfx1100}", padded=False)


def test_host_program_with_executable_target() -> None:
    original, encoded = _original(PROGRAMS[0]), _encoded(PROGRAMS[0])
    for arch, padded in (("gfx950", True), ("gfx1100", False)):
        with_target = encoded.replace(
            ") -> tensor<?x160xf32> {",
            f") -> tensor<?x160xf32> attributes {{hal.executable.target = {TARGET.format(arch=arch)}}} {{",
            1,
        )
        assert "hal.executable.target" in with_target
        _check(original, with_target, "materialize-encoding-into-padding", padded)


def test_host_program_with_device_affinity() -> None:
    original, encoded = _original(PROGRAMS[1]), _encoded(PROGRAMS[1])
    body = encoded.removeprefix("builtin.module {").rstrip().removesuffix("}")
    device = f'util.global private @dev = #hal.device.target<"hip", [{TARGET.format(arch="gfx942")}]> : !hal.device'
    module = (
        f"builtin.module attributes {{stream.affinity.default = #hal.device.affinity<@dev>}} {{\n{device}\n{body}}}"
    )
    _check(original, module, "materialize-encoding-into-padding", padded=True)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ("resolver=gpu", "resolver=gpu needs target="),
        ("resolver=gpu target=tpu_v4", "unknown GPU target"),
        ("target=gfx942", "is an option of resolver=gpu"),
        ("resolver=tpu", "unknown resolver 'tpu'"),
    ],
)
def test_bad_options_are_diagnostics(options: str, message: str) -> None:
    with pytest.raises(PassFailedException, match=re.escape(message)):
        run_passes(parse_module(_encoded(PROGRAMS[0])), f"materialize-encoding-into-padding{{{options}}}")


def test_unresolvable_padding_is_a_diagnostic_and_leaves_the_module() -> None:
    text = (
        "func.func @f(%a: tensor<4x4096xf32>) -> tensor<4x4096xf32> {\n"
        "  %e = iree_encoding.set_encoding %a : tensor<4x4096xf32> -> tensor<4x4096xf32, #iree_encoding.padding<[?, 0]>>\n"
        "  %u = iree_encoding.unset_encoding %e : tensor<4x4096xf32, #iree_encoding.padding<[?, 0]>> -> tensor<4x4096xf32>\n"
        "  return %u : tensor<4x4096xf32>\n}"
    )
    module = parse_module(text)
    before = str(module)
    with pytest.raises(DiagnosticException, match="only the innermost entry may be `\\?`"):
        run_passes(module, GFX942)
    assert str(module) == before
