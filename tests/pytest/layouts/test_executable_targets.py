"""The one reader of executable targets: what a parsed `#hal.executable.target` says."""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute

from xdsl_encoding.api import parse_module
from xdsl_encoding.dialects.iree_cpu import CPUEncodingResolverAttr
from xdsl_encoding.layouts.executable_targets import (
    affinity_device,
    attribute_name,
    device_executable_targets,
    device_global,
    executable_target,
)
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.gpu_target_info import TARGET_INFO

CPU = (
    '#hal.executable.target<"llvm-cpu", "xyz", {iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, '
    'target_triple = "x86_64-xyz-xyz", cpu_features = "+avx512f", ukernels = "none", enable_inner_tiled = true}>'
)


def _attr(text: str, *, allow_unregistered: bool = False) -> Attribute:
    module = parse_module(
        f"builtin.module attributes {{hal.executable.target = {text}}} {{\n}}", allow_unregistered=allow_unregistered
    )
    return module.attributes["hal.executable.target"]


def test_a_cpu_target_keeps_every_entry_the_resolvers_read() -> None:
    target = executable_target(_attr(CPU))
    assert not isinstance(target, str)
    assert target.backend == "llvm-cpu"
    assert isinstance(target.resolver, CPUEncodingResolverAttr)
    assert target.cpu_target() == CpuTarget("llvm-cpu", "x86_64-xyz-xyz", "+avx512f", "none", enable_inner_tiled=True)
    without = executable_target(_attr(CPU.replace(", enable_inner_tiled = true", "")))
    assert not isinstance(without, str)
    assert not without.cpu_target().enable_inner_tiled


def test_vmvx_reads_ukernels_alone() -> None:
    text = '#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "all"}>'
    target = executable_target(_attr(text))
    assert not isinstance(target, str)
    assert target.cpu_target() == CpuTarget("vmvx", ukernels="all")


def test_a_gpu_target_info_is_read_by_the_gpu_reader() -> None:
    text = (
        '#hal.executable.target<"rocm", "rocm-hsaco-fb", {iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver<>, '
        f"iree_codegen.target_info = {TARGET_INFO['mi210']}}}>"
    )
    target = executable_target(_attr(text))
    assert not isinstance(target, str)
    assert target.gpu_arch() == "gfx90a"
    gpu = target.gpu_target()
    assert gpu is not None
    assert not isinstance(gpu, str)
    assert gpu.wgp_count == 104


def test_an_unregistered_resolver_is_named_as_printed() -> None:
    text = '#hal.executable.target<"rocm", "x", {iree.encoding.resolver = #my.resolver<>}>'
    assert isinstance(executable_target(_attr(text, allow_unregistered=True)), str)  # strict: cannot be read
    target = executable_target(_attr(text, allow_unregistered=True), allow_unregistered=True)
    assert not isinstance(target, str)
    assert target.resolver is not None
    assert attribute_name(target.resolver) == "my.resolver"


def test_a_device_select_lists_the_targets_of_every_device() -> None:
    module = parse_module(
        f"""builtin.module {{
  util.global private @dev = #hal.device.select<[#hal.device.target<"local", [{CPU}]> : !hal.device, #hal.device.target<"local", [{CPU}]> : !hal.device]> : !hal.device
}}"""
    )
    assert isinstance(module, ModuleOp)
    device = device_global(module, "dev")
    assert device is not None
    assert device.initial_value is not None
    targets = device_executable_targets(device.initial_value)
    assert not isinstance(targets, str)
    assert [t.backend for t in targets] == ["llvm-cpu", "llvm-cpu"]
    scoped = parse_module("builtin.module attributes {stream.affinity = #hal.device.affinity<@dev>} {\n}")
    affinity = scoped.attributes["stream.affinity"]
    assert affinity_device(affinity) == "dev"
