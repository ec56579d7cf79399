"""The K tiles an encoding may get on any target this project lowers to: when no target is named.

Without `target=` the propagation cannot know the K tile, but it can know every tile a resolver here
would choose: a static K that all of them divide is never padded, so a move that is only unsafe
where K is padded is free (issue 23: "cases whose sizes divide the tiles ... the move is free").
The CPU and VMVX tables decide by a few features; each arch of `targets.cpu.ARCHES` is enumerated
over every combination of the features its table reads (listed there, checked against the tables by
tests/pytest/targets/test_cpu.py), so no tile of `tiles.py` is missed; `enable_inner_tiled` and the
GPU chooser on every ROCm arch add theirs. Other families of targets add theirs with
`register_k_tile_source`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from functools import cache

from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.encoding_info import MaterializeEncodingInfo, choose_layout
from xdsl_encoding.data_tiling.inner_tiled import choose_cpu_inner_tiled_layout, choose_gpu_layout
from xdsl_encoding.targets import gpu
from xdsl_encoding.targets.cpu import ARCHES, CpuArch, CpuTarget
from xdsl_encoding.targets.gpu import gpu_target_named
from xdsl_encoding.utils.registry import NamedRegistry

KTileSource = Callable[[Attribute, int], Iterable[int]]
"""`(encoding, tensor dim of K) -> the K tiles one family of targets may use (DYNAMIC_INDEX: unknown)`."""


def _feature_sets(arch: CpuArch) -> Iterator[tuple[str, ...]]:
    """Every combination of the features `arch`'s table reads (of its exclusive ones: none or one)."""
    for n in range(len(arch.features) + 1):
        for combo in itertools.combinations(arch.features, n):
            yield combo
            for exclusive in arch.exclusive_features:
                yield (*combo, exclusive)


def cpu_targets() -> Iterator[CpuTarget]:
    """Every CPU / VMVX target that differs in the tiles it may choose (VMVX ukernels excluded: refused)."""
    for arch in ARCHES.values():
        if arch.features or arch.exclusive_features:
            for features in _feature_sets(arch):
                yield CpuTarget("llvm-cpu", arch.triple, ",".join(features))
    # riscv32's table is gated on ukernels alone (`tiles_riscv32`), which are off by default.
    yield CpuTarget("llvm-cpu", ARCHES["riscv32"].triple, ukernels="all")
    yield CpuTarget("vmvx", ukernels="none")


def _tile_at(info: MaterializeEncodingInfo, pos: int) -> Iterator[int]:
    if pos in info.inner_dims_pos:
        yield info.inner_tile_sizes[info.inner_dims_pos.index(pos)]


def cpu_k_tiles(encoding: Attribute, pos: int) -> Iterator[int]:
    """The mmt4d path of every CPU / VMVX target, and `enable_inner_tiled` on those that have it."""
    for target in cpu_targets():
        yield from _tile_at(choose_layout(target, encoding).info, pos)
        if target.backend == "llvm-cpu":
            inner = CpuTarget(target.backend, target.triple, target.cpu_features, enable_inner_tiled=True)
            yield from _tile_at(choose_cpu_inner_tiled_layout(inner, encoding).info, pos)


def gpu_k_tiles(encoding: Attribute, pos: int) -> Iterator[int]:
    """IREE's GPU chooser on every ROCm target with data-tiled MMAs (products differ only in WGP count)."""
    for name in gpu.ARCHES:
        target = gpu_target_named(name)
        if not isinstance(target, str):
            yield from _tile_at(choose_gpu_layout(target, encoding).info, pos)


GPU_ARCHS = gpu.ARCHES

_SOURCES: NamedRegistry[KTileSource, KTileSource] = NamedRegistry(
    "K tile source", {cpu_k_tiles: cpu_k_tiles, gpu_k_tiles: gpu_k_tiles}, option_names=False
)


def register_k_tile_source(source: KTileSource) -> None:
    """Add a family of targets whose K tiles a target-less propagation must respect."""
    if _SOURCES.get(source) is None:
        _SOURCES.register(source, source)
        k_tiles_anywhere.cache_clear()


@cache
def k_tiles_anywhere(encoding: Attribute, pos: int) -> frozenset[int]:
    """Every K tile that dim `pos` of a tensor with `encoding` may be packed with, on any target."""
    return frozenset(tile for _, source in _SOURCES.items() for tile in source(encoding, pos))
