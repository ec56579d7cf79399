"""The index maps of a reshape: where an element of one side sits on the other, as affine maps.

`collapse [[0, 1], [2]] : 2x16x4 into 32x4` reads collapsed element `(i, k)` from expanded
`(i floordiv 16, i mod 16, k)` (`delinearizing_map`) and writes expanded `(b, m, k)` to collapsed
`(b * 16 + m, k)` (`linearizing_map`). Each group's inner sizes must be static (a dynamic one
would make the map semi-affine); the outermost may be dynamic. An encoding that records reshapes
(IREE's `user_indexing_maps` chains) appends one of these.
"""

from __future__ import annotations

from math import prod

from xdsl.ir.affine import AffineExpr, AffineMap

from xdsl_encoding.reshape.reassociation import Blocked, Reshape, is_dynamic


def _inner_sizes(reshape: Reshape, group: tuple[int, ...]) -> list[int] | Blocked:
    """The sizes of every dim of `group` but the outermost, which both maps need as constants."""
    sizes = [reshape.expanded_shape[d] for d in group[1:]]
    if any(is_dynamic(s) for s in sizes):
        dims = [d for d in group[1:] if is_dynamic(reshape.expanded_shape[d])]
        return Blocked(f"{reshape.kind} group {list(group)} has dynamic inner dims {dims}: no affine index map")
    return sizes


def delinearizing_map(reshape: Reshape) -> AffineMap | Blocked:
    """Collapsed dims -> expanded dims: `(d0, d1) -> (d0 floordiv 16, d0 mod 16, d1)` for `[[0, 1], [2]]`, `2x16x4`."""
    results: list[AffineExpr] = []
    for g, group in enumerate(reshape.groups):
        sizes = _inner_sizes(reshape, group)
        if isinstance(sizes, Blocked):
            return sizes
        d = AffineExpr.dimension(g)
        if len(group) == 1:
            results.append(d)
            continue
        for i in range(len(group)):
            stride = prod(sizes[i:])
            piece = d if i == len(group) - 1 else d // stride
            results.append(piece if i == 0 else piece % sizes[i - 1])
    return AffineMap(len(reshape.groups), 0, tuple(results))


def linearizing_map(reshape: Reshape) -> AffineMap | Blocked:
    """Expanded dims -> collapsed dims: `(d0, d1, d2) -> (d0 * 16 + d1, d2)` for `[[0, 1], [2]]`, `2x16x4`."""
    results: list[AffineExpr] = []
    for group in reshape.groups:
        sizes = _inner_sizes(reshape, group)
        if isinstance(sizes, Blocked):
            return sizes
        expr: AffineExpr | None = None
        for i, dim in enumerate(group):
            term = AffineExpr.dimension(dim)
            stride = prod(sizes[i:])
            term = term if stride == 1 else term * stride
            expr = term if expr is None else expr + term
        results.append(AffineExpr.constant(0) if expr is None else expr)
    return AffineMap(len(reshape.expanded_shape), 0, tuple(results))
