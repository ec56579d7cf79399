"""IREE 3.13's GPU padding resolver (`xdsl_encoding.resolvers_gpu`) against the reference table and iree-opt 3.13.

The oracle: a module whose device is a ROCm target with `#iree_gpu.gpu_padding_resolver<>` and one
`stream.tensor.sizeof` per type; `iree-stream-specialize-encodings` resolves each `padding<[0, ..., ?]>`
to `layout<[padding<[0, ..., P]>]>` and `iree-stream-encode-host-tensors` turns each size into bytes
(reference/iree-gpu-encodings.md §A.3). Both must equal what `gpu_padding` and `host_storage_size` say.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX as D
from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, Float64Type, IntegerType
from xdsl.ir import Attribute

from testing.oracle import run_iree_opt
from xdsl_encoding.api import parse_module
from xdsl_encoding.dialects.iree_encoding import LayoutAttr, PaddingAttr
from xdsl_encoding.dialects.iree_gpu import GPUPaddingResolverAttr
from xdsl_encoding.layouts.executable_targets import executable_target
from xdsl_encoding.resolvers import Resolution, Unresolvable
from xdsl_encoding.resolvers_gpu import (
    HostSize,
    L1CacheInfo,
    cache_info,
    gpu_padding,
    host_storage_size,
    target_problem,
)

ELEMENTS: dict[str, Attribute] = {
    "i8": IntegerType(8),
    "f16": Float16Type(),
    "bf16": BFloat16Type(),
    "f32": Float32Type(),
    "i32": IntegerType(32),
    "f64": Float64Type(),
}
CACHE = L1CacheInfo()


def _pad(shape: tuple[int, ...], element: str, cache: L1CacheInfo | None = CACHE) -> tuple[int, ...]:
    encoding = PaddingAttr([0] * (len(shape) - 1) + [D])
    answer = gpu_padding(encoding, shape, ELEMENTS[element], cache)
    assert isinstance(answer, Resolution), answer
    return answer.padding


# reference/iree-gpu-encodings.md §A.3: last dim x type -> padding (gfx942 / gfx950 / gfx90a).
TABLE = [
    (4096, "f16", 64), (4095, "f16", 65), (4160, "f16", 0), (1000, "f16", 88), (1000, "i8", 152),
    (1024, "i8", 128), (2048, "i8", 128), (256, "f16", 64), (300, "f16", 20), (512, "i8", 128),
    (250, "f16", 0), (128, "f16", 0), (130, "f16", 0), (128, "i8", 0), (64, "f32", 0),
    (1337, "f32", 7), (1000, "f32", 56), (1000, "i32", 56), (4095, "f32", 33), (4096, "f32", 32),
    (2048, "i32", 32), (250, "f32", 38), (256, "f32", 32), (128, "f32", 32), (130, "f32", 30),
    (2048, "f32", 32), (4160, "f32", 0), (4160, "bf16", 0), (4096, "bf16", 64),
]  # fmt: skip


@pytest.mark.parametrize(("size", "element", "padding"), TABLE)
def test_reference_table(size: int, element: str, padding: int) -> None:
    assert _pad((D, size), element) == (0, padding)


def test_no_skinny_rule_and_other_dims_do_not_matter() -> None:
    assert _pad((8, 2048), "f32") == (0, 32)
    assert _pad((16, 128), "f32") == (0, 32)
    assert _pad((7, 250), "f32") == (0, 38)
    assert _pad((2, D, 1337), "i8") == (0, 0, 128 - 1337 % 128)


def test_targets_without_cache_info_pad_nothing() -> None:
    assert cache_info("gfx942") == cache_info("mi300x") == cache_info("gfx90a") == cache_info("mi355x") == CACHE
    assert cache_info("gfx1100") is None
    assert cache_info("sm_80") is None
    assert _pad((D, 4096), "f16", None) == (0, 0)
    # without cache info even what the resolver could not resolve is "no padding", as in IREE
    answer = gpu_padding(PaddingAttr([D, 0]), (4, 4), ELEMENTS["f32"], None)
    assert isinstance(answer, Resolution)
    assert answer.padding == (0, 0)


def test_what_iree_does_not_resolve() -> None:
    f32 = ELEMENTS["f32"]
    for encoding, shape in (
        (PaddingAttr([D, 0]), (4, 4096)),
        (PaddingAttr([8, D]), (4, 4096)),
        (PaddingAttr([0, D]), (4, D)),
    ):
        assert isinstance(gpu_padding(encoding, shape, f32, CACHE), Unresolvable)
    assert gpu_padding(PaddingAttr([0, 8]), (4, 4096), f32, CACHE) == Resolution((0, 8))
    layout = LayoutAttr([PaddingAttr([0, 64])])
    assert gpu_padding(layout, (4, 4), f32, None) == Resolution((0, 64))  # resolved layouts need no target


def test_sub_byte_and_wide_elements_are_not_padded() -> None:
    assert gpu_padding(PaddingAttr([0, D]), (4, 4096), IntegerType(4), CACHE) == Resolution(
        (0, 0), ("4-bit elements are not padded",)
    )
    wide = gpu_padding(PaddingAttr([0, D]), (4, 4096), IntegerType(256), CACHE)
    assert isinstance(wide, Resolution)
    assert wide.padding == (0, 0)


def test_host_sizes_and_targets() -> None:
    assert host_storage_size((D, 4096), ELEMENTS["f16"], (0, 64)) == HostSize(8320, (0,))
    assert host_storage_size((8, 2048), ELEMENTS["f32"], (0, 32)) == HostSize(66560, ())
    assert isinstance(host_storage_size((4, D), ELEMENTS["f32"], (0, 8)), str)
    assert target_problem("gfx942") is None
    assert target_problem("mi300x") is None
    assert target_problem("tpu_v4") is not None
    text = '#hal.executable.target<"rocm", "rocm-hsaco-fb", {iree.encoding.resolver = #iree_gpu.gpu_padding_resolver<>, iree_codegen.target_info = #iree_gpu.target<arch = "gfx950", features = "">}>'
    attr = parse_module(f"builtin.module attributes {{hal.executable.target = {text}}} {{\n}}").attributes[
        "hal.executable.target"
    ]
    target = executable_target(attr)  # the one reader of executable targets
    assert not isinstance(target, str)
    assert isinstance(target.resolver, GPUPaddingResolverAttr)
    assert target.gpu_arch() == "gfx950"


# ---------------------------------------------------------------------------------------------
# iree-opt 3.13: specialize-encodings (paddings) and encode-host-tensors (bytes)
# ---------------------------------------------------------------------------------------------

TARGET = (
    '#hal.executable.target<"rocm", "rocm-hsaco-fb", {{abi = "hip", iree.encoding.resolver = '
    '#iree_gpu.gpu_padding_resolver<>, iree_codegen.target_info = #iree_gpu.target<arch = "{arch}", features = "", '
    "wgp = <compute = fp32, storage = b32, subgroup = arithmetic, subgroup_size_choices = [64], "
    "max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, "
    "max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647]>>}}>"
)
SIZES = (8, 64, 128, 130, 250, 256, 300, 512, 1000, 1024, 1337, 2048, 4095, 4096, 4160)
SHAPES = [(8,), (D,), (2, D)]
CASES = [((*lead, size), element) for lead, size, element in itertools.product(SHAPES, SIZES, ELEMENTS)]


def _type(shape: tuple[int, ...], element: str) -> str:
    dims = "".join(("?" if s == D else str(s)) + "x" for s in shape)
    return f"tensor<{dims}{element}, #iree_encoding.padding<[{', '.join(['0'] * (len(shape) - 1) + ['?'])}]>>"


def _module(arch: str) -> str:
    lines = [
        "module attributes {stream.affinity.default = #hal.device.affinity<@dev>} {",
        f'util.global private @dev = #hal.device.target<"hip", [{TARGET.format(arch=arch)}]> : !hal.device',
        f"util.func public @sizes(%d: index) -> ({', '.join(['index'] * len(CASES))}) {{",
    ]
    for i, (shape, element) in enumerate(CASES):
        dyn = "{%d}" if D in shape else ""
        lines.append(
            f"  %s{i} = stream.tensor.sizeof on(#hal.device.affinity<@dev>) {_type(shape, element)}{dyn} : index"
        )
    lines.append(
        f"  util.return {', '.join(f'%s{i}' for i in range(len(CASES)))} : {', '.join(['index'] * len(CASES))}"
    )
    return "\n".join([*lines, "}", "}"])


def _iree_bytes(text: str) -> list[tuple[int, bool]]:
    constants = dict(re.findall(r"(%c\w*) = arith\.constant (\d+) : index", text))
    products = dict(re.findall(r"(%\w+) = arith\.muli %arg0, (%c\w*)", text))
    returned = re.search(r"util\.return (.*) :", text)
    assert returned is not None
    out: list[tuple[int, bool]] = []
    for name in returned.group(1).split(", "):
        out.append((int(constants[products[name]]), True) if name in products else (int(constants[name]), False))
    return out


@pytest.mark.parametrize("arch", ["gfx942", "gfx950", "gfx90a", "gfx1100"])
def test_paddings_and_host_sizes_match_iree_313(iree_opt_3_13: Path, arch: str) -> None:
    text = _module(arch)
    specialized = run_iree_opt(
        text, "builtin.module(iree-stream-specialize-encodings)", local_scope=True, iree_opt=iree_opt_3_13
    )
    theirs = [tuple(int(v) for v in p.split(", ")) for p in re.findall(r"padding<\[([\d, ]+)\]>\]>", specialized)]
    ours = [_pad(shape, element, cache_info(arch)) for shape, element in CASES]
    assert theirs == ours
    encoded = run_iree_opt(
        text,
        "builtin.module(iree-stream-specialize-encodings, util.func(iree-stream-encode-host-tensors))",
        iree_opt=iree_opt_3_13,
    )
    sizes = [host_storage_size(shape, ELEMENTS[element], p) for (shape, element), p in zip(CASES, ours)]
    assert all(isinstance(s, HostSize) for s in sizes)
    assert _iree_bytes(encoded) == [(s.constant, bool(s.dynamic_dims)) for s in sizes if isinstance(s, HostSize)]
    if arch != "gfx1100":
        assert sum(any(p) for p in ours) > len(CASES) // 3  # the corpus pads, not only declines


def test_resolver_attribute_prints_as_iree_313(iree_opt_3_13: Path) -> None:
    """`#iree_gpu.gpu_padding_resolver` (xdsl_encoding/dialects/iree_gpu.py) reads and prints as iree-opt does."""
    attrs = "cache_sets = 4, cache_line_bytes = 128", "", "cache_sets = 2"
    entries = ", ".join(f"a{i} = #iree_gpu.gpu_padding_resolver<{a}>" for i, a in enumerate(attrs))
    text = f"func.func @f() attributes {{{entries}}} {{\n  return\n}}\n"
    theirs = re.findall(r"#iree_gpu\.gpu_padding_resolver<[^>]*>", run_iree_opt(text, iree_opt=iree_opt_3_13))
    function = parse_module(text).body.block.first_op
    assert function is not None
    assert [str(function.attributes[f"a{i}"]) for i in range(len(attrs))] == theirs
    assert theirs[0] == "#iree_gpu.gpu_padding_resolver<cache_line_bytes = 128, cache_sets = 4>"
