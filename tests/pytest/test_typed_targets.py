"""Targets and CPU features typed in pass options: `host`, unknown names with their near ones, warnings."""

from __future__ import annotations

import pytest
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.api import parse_module, run_passes
from xdsl_encoding.targets.cpu import target_from_options
from xdsl_encoding.transforms.materialize_encoding_into_packs import MaterializeEncodingIntoPacksPass
from xdsl_encoding.transforms.materialize_encoding_into_padding import MaterializeEncodingIntoPaddingPass
from xdsl_encoding.transforms.propagate_encodings import PropagateEncodingsPass
from xdsl_encoding.typed_targets import TypedTargetError, check_typed_targets, known_cpu_features
from xdsl_encoding.utils.host_cpu import host_arch, host_cpu_features, host_triple

MATMUL = """\
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x3xf32>) -> tensor<4x3xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%acc : tensor<4x3xf32>) -> tensor<4x3xf32>
  func.return %c : tensor<4x3xf32>
}
"""


def warnings_of(p: ModulePass) -> list[str]:
    said: list[str] = []
    check_typed_targets(p, said.append)
    return said


@pytest.mark.parametrize(
    ("p", "message"),
    [
        (MaterializeEncodingIntoPacksPass(target="x86-64"), r"unknown target 'x86-64': .*; did you mean x86_64\?$"),
        (PropagateEncodingsPass(target="aarch46"), r"unknown target 'aarch46': .*; did you mean aarch64"),
        (MaterializeEncodingIntoPacksPass(target="x86"), r"unknown target 'x86'"),
        (MaterializeEncodingIntoPacksPass(target="x86_65-unknown-linux-gnu"), r"unknown target 'x86_65-unknown"),
        (MaterializeEncodingIntoPacksPass(target="gfx94"), r"unknown GPU target 'gfx94': .*did you mean gfx942"),
        (MaterializeEncodingIntoPacksPass(test_gpu_target="gfx1101"), r"unknown test-gpu-target 'gfx1101'"),
        (MaterializeEncodingIntoPaddingPass(resolver="gpu", target="xx942"), r"unknown GPU target 'xx942'"),
    ],
)
def test_an_unknown_target_is_an_error_with_the_near_names(p: ModulePass, message: str):
    with pytest.raises(TypedTargetError, match=message):
        check_typed_targets(p)


KNOWN_TARGETS = (
    *("x86_64", "aarch64", "riscv64", "riscv32", "wasm32", "vmvx", "host", "gfx942", "mi300x"),
    *("x86_64-pc-windows-msvc", "arm64-apple-darwin", "armv7-unknown-linux-gnueabihf", "i686-unknown-linux-gnu"),
)


@pytest.mark.parametrize("target", KNOWN_TARGETS)
def test_known_targets_and_triples_pass_quietly(target: str):
    assert warnings_of(MaterializeEncodingIntoPacksPass(target=target)) == []


def test_a_feature_the_arch_lacks_is_a_warning_naming_it_and_the_near_ones():
    said = warnings_of(MaterializeEncodingIntoPacksPass(target="x86_64", cpu_features="+avx51f,+avx2,-fma,+sse4.2"))
    assert said == [
        "cpu feature '+avx51f' is not a feature of x86_64; did you mean +avx512f or +avx512ifma or +avx512fp16?"
    ]
    said = warnings_of(PropagateEncodingsPass(target="aarch64", cpu_features="+dotprd,+i8mm,+avx2"))
    assert said[0] == "cpu feature '+dotprd' is not a feature of aarch64; did you mean +dotprod?"
    assert said[1].startswith("cpu feature '+avx2' is not a feature of aarch64")
    assert len(said) == 2


def test_a_feature_without_its_sign_enables_nothing_and_says_so():
    said = warnings_of(MaterializeEncodingIntoPacksPass(target="x86_64", cpu_features="avx512f,"))
    assert said == [
        "cpu feature 'avx512f' has no '+' or '-': IREE matches features literally, so it enables nothing; "
        "did you mean +avx512f?",
        "cpu-features='avx512f,' has an empty entry",
    ]


def test_options_the_target_makes_moot_are_warnings():
    said = warnings_of(MaterializeEncodingIntoPacksPass(cpu_features="+avx2", ukernels="all"))
    assert said == [
        "cpu-features=+avx2 and ukernels=all ignored without target=: each function's own hal.executable.target decides"
    ]
    assert warnings_of(MaterializeEncodingIntoPacksPass(target="vmvx", cpu_features="+avx2")) == [
        "cpu-features=+avx2 ignored: vmvx has no CPU features"
    ]
    assert warnings_of(MaterializeEncodingIntoPacksPass(target="gfx942", cpu_features="+avx2")) == [
        "cpu-features=+avx2 ignored: gfx942 is a GPU"
    ]
    said = warnings_of(MaterializeEncodingIntoPaddingPass(resolver="gpu", target="gfx94"))
    assert said[0].startswith("target=gfx94 is no GPU known here (gfx942, ")
    assert said[0].endswith("it has no cache info; did you mean gfx942 or gfx950 or gfx90a?")


def test_every_feature_the_tile_tables_read_is_known():
    assert {"+avx512vnni", "+avx512bf16", "+fma", "+avx512fp16"} <= known_cpu_features("x86_64")
    assert {"+dotprod", "+i8mm", "+bf16"} <= known_cpu_features("aarch64")
    assert {"+v", "+zvl4096b", "+zvfbfwma", "+xsmtvdot"} <= known_cpu_features("riscv64")


def test_host_is_this_machines_triple_and_features():
    found = target_from_options("host")
    assert not isinstance(found, str)
    assert found.triple == host_triple()
    assert found.cpu_features == host_cpu_features()
    assert found.arch == (host_arch() if host_arch() in ("x86_64", "aarch64", "riscv64") else None)
    given = target_from_options("host", "+avx2")  # typed features win, as IREE's explicit cpu_features do
    assert not isinstance(given, str)
    assert given.cpu_features == "+avx2"
    named = target_from_options("x86_64", "host")
    assert not isinstance(named, str)
    assert named.cpu_features == host_cpu_features()
    assert warnings_of(MaterializeEncodingIntoPacksPass(target="host")) == []
    assert warnings_of(MaterializeEncodingIntoPacksPass(target="x86_64", cpu_features="host")) == []


def test_target_host_lowers_as_the_host_triple_with_the_host_features():
    module = parse_module(MATMUL)
    packs = "set-encoding{encoding=data-tiling},materialize-encoding-into-packs"
    host = run_passes(module, f"{packs}{{target=host}}")
    spelled = run_passes(module, f'{packs}{{target="{host_triple()}" cpu-features="{host_cpu_features()}"}}')
    assert str(host) == str(spelled)
    if host_arch() in ("x86_64", "aarch64"):  # IREE's tile tables (and ukernels by default) for these
        assert "linalg.mmt4d" in str(host)


def test_an_unknown_target_in_a_pipeline_is_a_diagnostic_before_any_pass_runs():
    with pytest.raises(PassFailedException, match=r"materialize-encoding-into-packs: unknown target 'x86-64'.*x86_64"):
        run_passes(parse_module(MATMUL), "set-encoding,materialize-encoding-into-packs{target=x86-64}")
