"""The K tiles an encoding may get on any target this project lowers to: when no target is named.

Without `target=` the propagation cannot know the K tile, but it can know every tile a resolver here
would choose: a static K that all of them divide is never padded, so a move that is only unsafe
where K is padded is free (issue 23: "cases whose sizes divide the tiles ... the move is free").
The CPU and VMVX tables decide by a few features; each arch is enumerated over every combination
of the features its table reads, so no tile of `tiles.py` is missed; `enable_inner_tiled` and the
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
from xdsl_encoding.targets.cpu import TARGET_TRIPLES, CpuTarget
from xdsl_encoding.targets.gpu import gpu_target_named

KTileSource = Callable[[Attribute, int], Iterable[int]]
"""`(encoding, tensor dim of K) -> the K tiles one family of targets may use (DYNAMIC_INDEX: unknown)`."""

_FEATURES = {
    "x86_64": ("+avx", "+avx2", "+avx512f", "+avx512bw", "+avx512vnni", "+avx512bf16"),
    "aarch64": ("+dotprod", "+i8mm", "+bf16"),
    "riscv64": ("+v", "+zvl256b", "+zvl1024b", "+zvl4096b", "+zvfh", "+zvfhmin", "+zvfbfwma", "+xsmtvdot"),
}
"""Every feature `tiles.py` reads, per arch (a tile depends on no other)."""


def cpu_targets() -> Iterator[CpuTarget]:
    """Every CPU / VMVX target that differs in the tiles it may choose (VMVX ukernels excluded: refused)."""
    for arch, features in _FEATURES.items():
        for n in range(len(features) + 1):
            for combo in itertools.combinations(features, n):
                yield CpuTarget("llvm-cpu", TARGET_TRIPLES[arch], ",".join(combo))
    yield CpuTarget("llvm-cpu", TARGET_TRIPLES["riscv32"], ukernels="all")
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
    for name in GPU_ARCHS:
        target = gpu_target_named(name)
        if not isinstance(target, str):
            yield from _tile_at(choose_gpu_layout(target, encoding).info, pos)


GPU_ARCHS = ("gfx942", "gfx950", "gfx90a", "gfx1100", "gfx1201")

_SOURCES: list[KTileSource] = [cpu_k_tiles, gpu_k_tiles]


def register_k_tile_source(source: KTileSource) -> None:
    """Add a family of targets whose K tiles a target-less propagation must respect."""
    if source not in _SOURCES:
        _SOURCES.append(source)
        k_tiles_anywhere.cache_clear()


@cache
def k_tiles_anywhere(encoding: Attribute, pos: int) -> frozenset[int]:
    """Every K tile that dim `pos` of a tensor with `encoding` may be packed with, on any target."""
    return frozenset(tile for source in _SOURCES for tile in source(encoding, pos))
