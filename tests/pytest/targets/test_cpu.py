"""The CPU arch table (`targets.cpu.ARCHES`) agrees with the tile tables it names.

The features an arch lists are exactly the features its tile table (and its ukernel default) reads,
recorded on fuzzed targets: a feature read but not listed would be missed by the target-less
enumeration of `data_tiling/any_target.py` (a move that pads K there would look free).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

import pytest
from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, Float64Type, IntegerType, Signedness
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.any_target import cpu_targets
from xdsl_encoding.targets.cpu import ARCHES, TARGET_TRIPLES, CpuArch, CpuTarget, arch_names, target_from_options

_READ: set[str] = set()

ELEMENTS: tuple[Attribute, ...] = (
    Float32Type(),
    Float16Type(),
    BFloat16Type(),
    Float64Type(),
    IntegerType(8),
    IntegerType(4),
    IntegerType(4, Signedness.UNSIGNED),
    IntegerType(16),
    IntegerType(32),
)


@dataclass(frozen=True)
class _Recording(CpuTarget):
    """A target that records every feature asked of it."""

    def has_feature(self, feature: str) -> bool:
        _READ.add(feature)
        return super().has_feature(feature)


def _read_by(arch: CpuArch, seed: int) -> set[str]:
    _READ.clear()
    rng = random.Random(seed)
    exclusive: list[tuple[str, ...]] = [(), *((f,) for f in arch.exclusive_features)]
    subsets = [(*(f for f in arch.features if rng.random() < 0.5), *rng.choice(exclusive)) for _ in range(80)]
    subsets += [(*arch.features, *e) for e in exclusive]
    for subset in subsets:
        target = _Recording("llvm-cpu", arch.triple, ",".join(subset))
        target.has_ukernel()
        for lhs, rhs, out in itertools.product(ELEMENTS, repeat=3):
            arch.tiles(lhs, rhs, out, target)
    return set(_READ)


@pytest.mark.parametrize("name", list(ARCHES))
def test_listed_features_are_the_ones_the_tile_table_reads(name: str) -> None:
    arch = ARCHES[name]
    assert _read_by(arch, seed=len(name)) == set(arch.all_features)


def test_aliases_name_their_arch() -> None:
    for arch in ARCHES.values():
        assert arch.aliases[0] == arch.name
        for alias in arch.aliases:
            assert CpuTarget("llvm-cpu", f"{alias}-unknown-linux-gnu").arch == arch.name
    assert CpuTarget("llvm-cpu", "wasm32-unknown-unknown").arch is None


def test_bits32_and_ukernel_defaults_come_from_the_table() -> None:
    assert CpuTarget("llvm-cpu", TARGET_TRIPLES["riscv32"]).bits32
    assert CpuTarget("llvm-cpu", "wasm32-unknown-unknown").bits32
    assert CpuTarget("llvm-cpu", "i686-pc-linux-gnu").bits32
    assert not CpuTarget("llvm-cpu", TARGET_TRIPLES["x86_64"]).bits32
    assert CpuTarget("llvm-cpu", TARGET_TRIPLES["aarch64"]).has_ukernel()
    assert not CpuTarget("llvm-cpu", TARGET_TRIPLES["riscv64"], "+v").has_ukernel()
    assert CpuTarget("llvm-cpu", TARGET_TRIPLES["riscv64"], "+v,+xsmtvdot").has_ukernel()
    assert not CpuTarget("vmvx").has_ukernel()


def test_the_target_less_enumeration_covers_every_listed_feature() -> None:
    seen: dict[str, set[str]] = {}
    for target in cpu_targets():
        if target.arch is not None:
            seen.setdefault(target.arch, set()).update(target.features)
    for arch in ARCHES.values():
        assert seen.get(arch.name, set()) == set(arch.all_features)


def test_messages_list_the_arches_of_the_table() -> None:
    assert arch_names() == "x86_64, aarch64, riscv64, riscv32"
    problem = target_from_options("loongarch64")
    assert problem == (
        "unknown target 'loongarch64': expected one of x86_64, aarch64, riscv64, riscv32, wasm32, vmvx, host, or a target triple"
    )
