"""Which loop of a contraction is batch, M, N, K (and Kb): ONE inference, from indexing maps.

MLIR's `linalg::inferContractionDims` and IREE's `inferScaledContractionDims`
(LinalgExt/Utils/MatchUtils.cpp, b48a595): a loop is a role when it is a result of its own, used
once, in the maps that role reads (`findPermutationsIndexingOperand`): batch in LHS, RHS and result;
M in LHS and result; N in RHS and result; K in both inputs. The parallel loops come from the result
map (or from the op's iterator types, `loop_contraction_dims`); a scaled contraction's K is read by
both scales, its Kb by LHS and RHS but not the scales.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.ir.affine import AffineDimExpr, AffineMap

__all__ = [
    "ContractionDims",
    "ScaledContractionDims",
    "infer_contraction_dims",
    "infer_scaled_contraction_dims",
    "loop_contraction_dims",
    "single_use_dims",
]


@dataclass(frozen=True)
class ContractionDims:
    """`linalg::ContractionDimensions`: loop dims by role, each sorted."""

    batch: tuple[int, ...]
    m: tuple[int, ...]
    n: tuple[int, ...]
    k: tuple[int, ...]


@dataclass(frozen=True)
class ScaledContractionDims(ContractionDims):
    """`ScaledContractionDimensions`: a contraction's roles and Kb, the reductions the scales do not read."""

    kb: tuple[int, ...]


def single_use_dims(indexing_map: AffineMap, dims: set[int]) -> set[int]:
    """`findPermutationsIndexingOperand`: dims of `dims` that are a result of their own, used once."""
    return {
        e.position
        for e in indexing_map.results
        if isinstance(e, AffineDimExpr)
        and e.position in dims
        and sum(1 for r in indexing_map.results if e.position in r.used_dims()) == 1
    }


def _parallel_roles(
    lhs: AffineMap, rhs: AffineMap, out: AffineMap, parallel: set[int]
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """(batch, M, N) of the parallel loops."""
    a, b, c = (single_use_dims(m, parallel) for m in (lhs, rhs, out))
    return tuple(sorted(a & b & c)), tuple(sorted((a & c) - b)), tuple(sorted((b & c) - a))


def _k(lhs: AffineMap, rhs: AffineMap, reduction: set[int]) -> set[int]:
    return single_use_dims(lhs, reduction) & single_use_dims(rhs, reduction)


def loop_contraction_dims(maps: Sequence[AffineMap], parallel: set[int], reduction: set[int]) -> ContractionDims:
    """`linalg::inferContractionDims(linalgOp)`: the roles, given which loops are parallel and reductions."""
    lhs, rhs, out = maps[:3]
    return ContractionDims(*_parallel_roles(lhs, rhs, out, parallel), tuple(sorted(_k(lhs, rhs, reduction))))


def infer_contraction_dims(maps: Sequence[AffineMap]) -> ContractionDims | None:
    """`linalg::inferContractionDims(indexingMaps)`: loops in the result are parallel, the others reductions."""
    if len(maps) != 3:
        return None
    out = maps[2]
    if not out.is_projected_permutation():
        return None
    parallel = {e.position for e in out.results if isinstance(e, AffineDimExpr)}
    return loop_contraction_dims(maps, parallel, set(range(out.num_dims)) - parallel)


def infer_scaled_contraction_dims(maps: Sequence[AffineMap]) -> ScaledContractionDims | None:
    """`inferScaledContractionDims(indexingMaps)`: iterators from the result map (operand 4)."""
    if len(maps) != 5 or not maps[4].is_projected_permutation():
        return None
    lhs, rhs, lhs_scales, rhs_scales, out = maps
    parallel = {e.position for e in out.results if isinstance(e, AffineDimExpr)}
    reduction = set(range(out.num_dims)) - parallel
    scales = _k(lhs_scales, rhs_scales, reduction)
    kb = _k(lhs, rhs, reduction) - scales
    return ScaledContractionDims(*_parallel_roles(lhs, rhs, out, parallel), tuple(sorted(scales)), tuple(sorted(kb)))
