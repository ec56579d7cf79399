"""IREE's matmul tile tables and tile chooser (CPUEncodingExternalModels.cpp, IREE 3.13).

`targets.cpu.enumerate_tiles` lists (through the arch table) the candidate `M0xN0xK0` tiles of a target for the element types
`(lhs, rhs, out)`, widest first; the narrower entries are truncations for narrow-M matmuls
(narrow-N is handled by swapping). No candidates means IREE does not data-tile: identity layout.
`choose_tile` is `chooseMatmulTile`: minimum padding penalty, then the largest tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    BFloat16Type,
    Float16Type,
    Float32Type,
    IntegerType,
    Signedness,
)
from xdsl.ir import Attribute
from xdsl.utils.hints import isa


class CpuTarget(Protocol):
    """What a tile table reads of a target (`targets.cpu.CpuTarget`): its features, whether ukernels are on."""

    def has_feature(self, feature: str) -> bool: ...

    def has_ukernel(self) -> bool: ...


@dataclass(frozen=True)
class Tile:
    """Inner tile sizes of a matmul; `DYNAMIC_INDEX` everywhere for VMVX ukernels (`query_tile_sizes`)."""

    m: int
    n: int
    k: int

    def swapped(self) -> Tile:
        return Tile(self.n, self.m, self.k)

    @property
    def is_dynamic(self) -> bool:
        return DYNAMIC_INDEX in (self.m, self.n, self.k)

    def __str__(self) -> str:
        return "x".join("?" if s == DYNAMIC_INDEX else str(s) for s in (self.m, self.n, self.k))


@dataclass(frozen=True)
class NarrowDim:
    """`MatmulNarrowDim`: which of M, N is narrow and its size rounded up to a power of two."""

    dim: Literal["M", "N"]
    size: int


def _tiles(n: int, k: int, ms: Sequence[int]) -> tuple[Tile, ...]:
    return tuple(Tile(m, n, k) for m in ms)


def _is_float(t: Attribute) -> bool:
    return isinstance(t, AnyFloat)


def _is_int(t: Attribute, width: int, signedness: Signedness = Signedness.SIGNLESS) -> bool:
    return isa(t, IntegerType) and t.bitwidth == width and t.signedness.data == signedness


def _is_f32(t: Attribute) -> bool:
    return isinstance(t, Float32Type)


def _is_f16(t: Attribute) -> bool:
    return isinstance(t, Float16Type)


def _is_bf16(t: Attribute) -> bool:
    return isinstance(t, BFloat16Type)


def _float_out(t: Attribute) -> bool:
    return _is_f32(t) or _is_f16(t) or _is_bf16(t)


def tiles_x86_64(lhs: Attribute, rhs: Attribute, out: Attribute, target: CpuTarget) -> tuple[Tile, ...]:
    """`enumerateMatmulTileX86_64`."""
    has = target.has_feature
    if _float_out(out):
        if _is_bf16(lhs) and _is_bf16(rhs) and (_is_bf16(out) or _is_f32(out)) and has("+avx512bf16"):
            return _tiles(16, 2, (16, 8, 4, 2, 1))
        if _is_float(lhs) and _is_float(rhs):
            if has("+avx512f"):
                return _tiles(16, 1, (16, 8, 4, 2, 1))
            if has("+avx"):
                return _tiles(8, 1, (8, 4, 2, 1))
            return _tiles(4, 1, (8, 4, 2, 1))
    if _is_int(out, 32) and ((_is_int(lhs, 8) and _is_int(rhs, 8)) or (_is_int(lhs, 16) and _is_int(rhs, 16))):
        if has("+avx512vnni") or has("+avx512bw"):
            return _tiles(16, 2, (16, 8, 4, 2, 1))
        if has("+avx2"):
            return _tiles(8, 2, (8, 4, 2, 1))
        return _tiles(4, 2, (8, 4, 2, 1))
    if _is_int(out, 32) and _is_int(lhs, 16) and _is_int(rhs, 4, Signedness.UNSIGNED) and has("+avx512vnni"):
        return (Tile(1, 32, 8),)
    return ()


def tiles_aarch64(lhs: Attribute, rhs: Attribute, out: Attribute, target: CpuTarget) -> tuple[Tile, ...]:
    """`enumerateMatmulTileArm64` (SVE sizes equal NEON's while scalable vectorization is off, its default)."""
    has = target.has_feature
    if _float_out(out):
        if _is_bf16(lhs) and _is_bf16(rhs) and (_is_bf16(out) or _is_f32(out)) and has("+bf16"):
            return _tiles(8, 4, (8, 4, 2, 1))
        if _is_float(lhs) and _is_float(rhs):
            return _tiles(8, 1, (8, 4, 2, 1))
    if _is_int(lhs, 8) and _is_int(rhs, 8) and _is_int(out, 32):
        if has("+i8mm"):
            return _tiles(8, 8, (8, 4, 2, 1))
        if has("+dotprod"):
            return _tiles(8, 4, (8, 4, 2, 1))
    if _is_int(lhs, 8) and _is_int(rhs, 4) and _is_int(out, 32):
        if has("+i8mm"):
            return _tiles(8, 16, (4, 2, 1))
        if has("+dotprod"):
            return _tiles(8, 8, (8, 4, 2, 1))
        return _tiles(16, 2, (4, 2, 1))
    return ()


_ZVL_VLENS = (65536, 32768, 16384, 8192, 4096, 2048, 1024, 512, 256)


def riscv_vlen(target: CpuTarget) -> int:
    """`getRISCVVVlenFromCPUFeatures`: the largest `+zvl<N>b`, else the V extension's minimum 128."""
    return next((v for v in _ZVL_VLENS if target.has_feature(f"+zvl{v}b")), 128)


def tiles_riscv64(lhs: Attribute, rhs: Attribute, out: Attribute, target: CpuTarget) -> tuple[Tile, ...]:
    """`enumerateMatmulTileRiscv64` with static VLEN (scalable vectorization off, IREE's default)."""
    has = target.has_feature
    if not has("+v"):
        return ()
    vlen = riscv_vlen(target)
    n0 = vlen // 8
    if _is_f32(lhs) and _is_f32(rhs) and _is_f32(out):
        return _tiles(n0, 1, (7, 4, 2, 1))
    if _is_f16(lhs) and _is_f16(rhs):
        if has("+zvfh"):
            return _tiles(n0, 1, (7, 4, 2, 1))
        if has("+zvfhmin"):
            return _tiles(n0, 1, (6, 4, 2, 1))
    if _is_bf16(lhs) and _is_bf16(rhs) and _is_f32(out) and has("+zvfbfwma"):
        return _tiles(n0, 1, (7, 4, 2, 1))
    if _is_int(lhs, 8) and _is_int(rhs, 8) and _is_int(out, 32):
        atom = {256: 4, 1024: 8, 4096: 16}.get(vlen, 0)
        if has("+xsmtvdot") and atom:
            return (Tile(3 * atom, 4 * atom, 2 * atom),)
        return _tiles(n0, 1, (7, 4, 2, 1))
    return ()


def tiles_riscv32(target: CpuTarget) -> tuple[Tile, ...]:
    """`enumerateMatmulTileRiscv32`: only with ukernels, any element types."""
    return _tiles(8, 4, (8, 4, 2, 1)) if target.has_ukernel() else ()


def tiles_vmvx(target: CpuTarget, *, batched: bool, narrow: NarrowDim | None) -> tuple[Tile, ...]:
    """`enumerateVMVXMatmulTiles`: dynamic tiles with ukernels, unless batched or narrow."""
    if target.has_ukernel() and not batched and narrow is None:
        return (Tile(DYNAMIC_INDEX, DYNAMIC_INDEX, DYNAMIC_INDEX),)
    return _tiles(8, 4, (8, 4, 2, 1))


def power_of_two_ceil(n: int) -> int:
    """`llvm::PowerOf2Ceil`: 0 -> 0, 7 -> 8, 8 -> 8."""
    return 0 if n <= 0 else 1 << (n - 1).bit_length()


def narrow_dim(m: int, n: int) -> NarrowDim | None:
    """`getPo2MatmulNarrowDim` on the M and N iteration sizes (`DYNAMIC_INDEX` for `?`)."""
    if m == DYNAMIC_INDEX and n == DYNAMIC_INDEX:
        return None
    if m == DYNAMIC_INDEX or (n != DYNAMIC_INDEX and n < m):
        return NarrowDim("N", power_of_two_ceil(n))
    if n == DYNAMIC_INDEX or m < n:
        return NarrowDim("M", power_of_two_ceil(m))
    return None


def choose_tile(candidates: Sequence[Tile], narrow: NarrowDim | None) -> Tile:
    """`chooseMatmulTile`: narrow-N by swapping, else least padding beyond the narrow M, then largest."""
    assert candidates, "choose_tile needs at least one candidate"
    if narrow is not None and narrow.dim == "N":
        return choose_tile(candidates, NarrowDim("M", narrow.size)).swapped()
    dynamic = [t for t in candidates if t.is_dynamic]
    if dynamic:
        return dynamic[0]

    def penalty(tile: Tile) -> int:
        # IREE rounds the narrow size up to a power of two a second time; that is idempotent.
        return max(tile.m - power_of_two_ceil(narrow.size), 0) if narrow is not None else 0

    best_penalty = min(penalty(t) for t in candidates)
    best: Tile | None = None
    for tile in candidates:  # first of the largest wins, as IREE's strict `<`
        if penalty(tile) == best_penalty and (best is None or best.m * best.n * best.k < tile.m * tile.n * tile.k):
            best = tile
    assert best is not None
    return best
