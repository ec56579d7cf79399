"""Reading indexing maps: shared by the contraction matcher, the padding lowering and the interpreter."""

from __future__ import annotations

from xdsl.ir.affine import AffineDimExpr, AffineMap


def projected_permutation_dims(indexing_map: AffineMap) -> tuple[int, ...] | None:
    """The loop dim of each result if every result is a distinct loop dim, else None.

    `(d0, d1, d2) -> (d2, d0)` gives `(2, 0)`; `(d0 + d1)`, `(d0, 0)`, `(d0, d0)` and maps with
    symbols give None.
    """
    if not indexing_map.is_projected_permutation():
        return None
    dims = tuple(e.position for e in indexing_map.results if isinstance(e, AffineDimExpr))
    return dims if len(dims) == len(indexing_map.results) else None


def is_permutation(indexing_map: AffineMap) -> bool:
    """MLIR's `AffineMap::isPermutation`: each loop dim exactly once, in some order."""
    dims = projected_permutation_dims(indexing_map)
    return dims is not None and len(dims) == indexing_map.num_dims
