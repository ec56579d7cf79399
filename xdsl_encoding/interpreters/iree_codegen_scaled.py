"""numpy implementation of a scaled (MX) `iree_codegen.inner_tiled` at tensor level.

Five operands (`#iree_gpu.data_tiled_scaled_mma_layout`): LHS `[M0, K0, Kb]`, RHS `[N0, K0, Kb]`, LHS
scales `[M0, K0]`, RHS scales `[N0, K0]`, ACC `[M0, N0]` once unswizzled. What the intrinsic computes
is what the scaled contraction it came from computes: `acc + sum over K, Kb of (lhs * lhs_scale) *
(rhs * rhs_scale)`, one scale per block of Kb elements (MLIR's `scaling_extf` is `extf(x) *
extf(scale)`), in the accumulator's type; the result is swizzled back.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.dialects.builtin import AffineMapAttr
from xdsl.ir.affine import AffineDimExpr
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.dialects.iree_codegen import InnerTiledOp
from xdsl_encoding.targets.swizzle import swizzle_array, unswizzle_array

Array = np.ndarray[Any, Any]
_TILE_LETTERS = ("MKB", "NKB", "MK", "NK", "MN")
"""The einsum letters of each operand's tile dims (outer loops are lower-case)."""


def _letters(m: AffineMapAttr) -> str:
    found = ""
    for e in m.data.results:
        if not isinstance(e, AffineDimExpr) or e.position >= 26:
            raise InterpretationError(f"iree_codegen.inner_tiled: indexing map result {e} is not a loop dim")
        found += chr(ord("a") + e.position)
    return found


def scaled_inner_tiled(op: InnerTiledOp, operands: list[Array]) -> Array:
    """The accumulator after a scaled `op` on its five swizzled numpy operands."""
    if op.semantics.distributed:
        raise InterpretationError(
            "iree_codegen.inner_tiled: distributed semantics hold per-thread slices, not tensors to interpret"
        )
    kind = op.kind
    swizzles = [kind.swizzle(i) for i in range(5)]
    if [len(s.groups) for s in swizzles] != [3, 3, 2, 2, 2]:
        raise InterpretationError(
            f"iree_codegen.inner_tiled: {kind}: operand tiles with a removed (broadcast) dim are not interpreted"
        )
    outer = [_letters(m) for m in op.indexing_maps.data]
    tiles = [unswizzle_array(x, s, len(o)) for x, s, o in zip(operands, swizzles, outer)]
    subs = [o + t for o, t in zip(outer, _TILE_LETTERS)]
    for scales, of in ((2, 0), (3, 1)):
        if not set(subs[scales]) <= set(subs[of]):
            raise InterpretationError(f"iree_codegen.inner_tiled: operand {scales} scales dims operand {of} lacks")
    dtype = operands[4].dtype
    with np.errstate(all="ignore"):
        lhs = np.einsum(f"{subs[0]},{subs[2]}->{subs[0]}", tiles[0].astype(dtype), tiles[2].astype(dtype))
        rhs = np.einsum(f"{subs[1]},{subs[3]}->{subs[1]}", tiles[1].astype(dtype), tiles[3].astype(dtype))
        product = np.einsum(f"{subs[0]},{subs[1]}->{subs[4]}", lhs, rhs, optimize=True)
        result = (tiles[4] + product).astype(dtype, copy=False)
    return swizzle_array(result, swizzles[4], len(outer[4]))
