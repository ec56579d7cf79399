"""Which loop dims each dim of an encoded tensor holds, once its encoding recorded reshapes.

An `#iree_encoding.encoding` chain that crossed reshapes (`reshape/index_maps.py`) composes to
results like `d0 floordiv 16` and `d0 mod 16` (loop dim 0 split over two tensor dims) or
`d0 * 16 + d1` (two loop dims merged into one). A pack tiles a loop dim where its unit-stride
piece is (`d0 mod 16`, the `d1` of `d0 * 16 + d1`): MLIR's pack propagation likewise moves a tile
to the innermost dim of its reassociation group. Plain results (`d0`) are the IREE case.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
)


@dataclass(frozen=True)
class TensorDimUse:
    """One tensor dim: the loop dims it is made of, and the one it holds at unit stride (None: none)."""

    loop_dims: tuple[int, ...]
    inner: int | None


def _piece(e: AffineExpr) -> tuple[int, bool] | None:
    """`d` / `d mod c` -> (d, unit stride); `d floordiv c` / `(d floordiv c) mod c'` -> (d, not unit stride)."""
    if isinstance(e, AffineDimExpr):
        return e.position, True
    if not isinstance(e, AffineBinaryOpExpr) or not isinstance(e.rhs, AffineConstantExpr):
        return None
    if e.kind == AffineBinaryOpKind.FloorDiv and isinstance(e.lhs, AffineDimExpr):
        return e.lhs.position, False
    if e.kind == AffineBinaryOpKind.Mod:
        inner = _piece(e.lhs)
        return None if inner is None else (inner[0], inner[1])
    return None


def _summands(e: AffineExpr) -> list[AffineExpr]:
    if isinstance(e, AffineBinaryOpExpr) and e.kind == AffineBinaryOpKind.Add:
        return [*_summands(e.lhs), *_summands(e.rhs)]
    return [e]


def _use(e: AffineExpr) -> TensorDimUse | None:
    dims: list[int] = []
    inner: int | None = None
    for term in _summands(e):
        scaled = (
            isinstance(term, AffineBinaryOpExpr)
            and term.kind == AffineBinaryOpKind.Mul
            and isinstance(term.rhs, AffineConstantExpr)
        )
        piece = _piece(term.lhs if scaled and isinstance(term, AffineBinaryOpExpr) else term)
        if piece is None or piece[0] in dims:
            return None
        dims.append(piece[0])
        if piece[1] and not scaled:
            inner = piece[0]
    return TensorDimUse(tuple(dims), inner)


def _simplified(e: AffineExpr, m: AffineMap) -> AffineExpr:
    """`(d0 floordiv 16) * 16 + d0 mod 16` -> `d0`: a collapse after an expand of the same dims undoes it."""
    try:
        return e.simplify(m.num_dims, m.num_symbols)
    except NotImplementedError:  # semi-affine: xDSL 0.74 does not simplify it
        return e


def dim_uses(operand_map: AffineMap) -> tuple[TensorDimUse, ...] | str:
    """Each result of an operand's composed map as a `TensorDimUse`, or why one is not a reshape of loop dims.

    `(d0, d1, d2) -> (d0 floordiv 16, d0 mod 16, d2)` -> `[{d0}, {d0, inner d0}, {d2, inner d2}]`.
    """
    uses: list[TensorDimUse] = []
    for i, e in enumerate(operand_map.results):
        use = _use(e) or _use(_simplified(e, operand_map))
        if use is None:
            return f"tensor dim {i} is indexed by {e}, not by a reshape of loop dims"
        uses.append(use)
    return tuple(uses)
