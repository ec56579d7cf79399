"""IREE's `TileSwizzle`: how one operand tile of a data-tiled MMA is laid out in memory.

compiler/src/iree/compiler/Codegen/Dialect/GPU/IR/GPUTileSwizzleUtils.cpp and
Codegen/Utils/EncodingUtils (b48a595). Per tile dim (LHS `[M0, K0]`, RHS `[N0, K0]`, ACC `[M0, N0]`)
a group of sizes, outer to inner, whose product is the tile dim; the flattened groups are the
*expanded* tile, and swizzled dim j is expanded dim `permutation[j]`. Materialized, the tile is a
`tensor.expand_shape` (groups) then a `linalg.transpose` (permutation); the interpreter applies the
same two steps to numpy arrays, and their inverse.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from math import prod
from typing import Any

import numpy as np

Array = np.ndarray[Any, Any]


class DimKind(Enum):
    """`TileSwizzle::Dim::Kind`: what the IREE codegen distributes along a dim (drawing, remarks)."""

    INTERNAL = "internal"
    CROSS_THREAD = "cross-thread"
    CROSS_INTRINSIC = "cross-intrinsic"


@dataclass(frozen=True)
class Dim:
    size: int
    kind: DimKind = DimKind.INTERNAL


@dataclass
class TileSwizzle:
    """Groups of dims per tile dim and the permutation of their flattened list."""

    groups: list[list[Dim]] = field(default_factory=lambda: [[], []])
    permutation: list[int] = field(default_factory=list[int])

    def expand(self, group: int, dim: Dim) -> None:
        """`expand(swizzle, srcIdx, dim)`: `dim` becomes the outermost of `group`."""
        dst = sum(len(g) for g in self.groups[:group])
        self.permutation = [dst, *(p + 1 if p >= dst else p for p in self.permutation)]
        self.groups[group].insert(0, dim)

    def remove(self, group: int) -> None:
        """`remove(swizzle, idx)` (GPUTileSwizzleUtils.cpp): drop a group and its dims from the permutation."""
        start = sum(len(g) for g in self.groups[:group])
        end = start + len(self.groups[group])
        del self.groups[group]
        self.permutation = [p if p < start else p - (end - start) for p in self.permutation if not start <= p < end]

    @property
    def expanded_shape(self) -> list[int]:
        return [d.size for g in self.groups for d in g]

    @property
    def expanded_dims(self) -> list[Dim]:
        return [d for g in self.groups for d in g]

    @property
    def swizzled_shape(self) -> list[int]:
        expanded = self.expanded_shape
        return [expanded[p] for p in self.permutation]

    @property
    def tile_shape(self) -> list[int]:
        """The unswizzled tile (one size per group)."""
        return [prod(d.size for d in g) for g in self.groups]

    def copy(self) -> TileSwizzle:
        return TileSwizzle([list(g) for g in self.groups], list(self.permutation))


def collapse_reassociation(expanded: list[int], collapsed: list[int]) -> list[list[int]] | None:
    """MLIR's `getReassociationIndicesForCollapse` on static shapes: which expanded dims make each
    collapsed dim (greedy; trailing unit dims join the last group). IREE prints its swizzle
    `expand_shape`s with this reassociation, whatever group a unit dim came from."""
    groups: list[list[int]] = []
    source = 0
    for target in collapsed:
        current: list[int] = []
        product = 1
        while source < len(expanded) - 1 and product * expanded[source] < target:
            product *= expanded[source]
            current.append(source)
            source += 1
        if source >= len(expanded) or product * expanded[source] != target:
            return None
        current.append(source)
        source += 1
        groups.append(current)
    if len(groups) != len(collapsed):
        return None
    for rest in range(source, len(expanded)):
        if expanded[rest] != 1 or not groups:
            return None
        groups[-1].append(rest)
    return groups


def swizzle_array(tile: Array, swizzle: TileSwizzle, outer: int) -> Array:
    """Swizzle the trailing tile dims of `tile` (after `outer` leading dims): expand, transpose."""
    expanded = tile.reshape((*tile.shape[:outer], *swizzle.expanded_shape))
    return np.transpose(expanded, (*range(outer), *(outer + p for p in swizzle.permutation)))


def unswizzle_array(swizzled: Array, swizzle: TileSwizzle, outer: int) -> Array:
    """The inverse of `swizzle_array`: the plain `[T0, T1]` tiles of a swizzled operand."""
    inverse = [swizzle.permutation.index(i) for i in range(len(swizzle.permutation))]
    expanded = np.transpose(swizzled, (*range(outer), *(outer + p for p in inverse)))
    return expanded.reshape((*swizzled.shape[:outer], *swizzle.tile_shape))
