"""numpy kernels of `linalg.pack` / `linalg.unpack`, bit-exact against IREE's llvm-cpu execution.

Semantics (MLIR `LinalgRelayoutOps.td`): pack pads each tiled dim up to whole tiles with the
padding value, splits it into (outer, tile), applies `outer_dims_perm` to the outer dims and puts
the tiles last in `inner_dims_pos` order. unpack undoes that and keeps the leading slice of the
destination's size. Checked against IREE 3.13 in `tests/pytest/interpreters/test_linalg_oracle.py`.

Both return views when they can (no padding): a pack followed by mmt4d then hands BLAS the
original matrix, so the data-tiled matmul costs one `a @ b`, as the unpacked one does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from xdsl.utils.exceptions import InterpretationError

Array = np.ndarray[Any, Any]


def _outer_order(rank: int, outer_dims_perm: Sequence[int]) -> list[int]:
    return list(outer_dims_perm) if outer_dims_perm else list(range(rank))


def pack(
    source: Array,
    inner_dims_pos: Sequence[int],
    tiles: Sequence[int],
    outer_dims_perm: Sequence[int],
    padding: Any,
    dest_shape: Sequence[int],
) -> Array:
    """`linalg.pack` of `source` into a destination of runtime shape `dest_shape`."""
    rank = source.ndim
    order = _outer_order(rank, outer_dims_perm)
    tile_of = dict(zip(inner_dims_pos, tiles))
    outer_shape = [0] * rank
    for k, d in enumerate(order):
        outer_shape[d] = dest_shape[k]
    widths: list[tuple[int, int]] = []
    for d in range(rank):
        size = outer_shape[d] * tile_of.get(d, 1)
        if size < source.shape[d] or (d not in tile_of and size != source.shape[d]):
            raise InterpretationError(
                f"linalg.pack: destination of shape {tuple(dest_shape)} does not hold dim {d} (size "
                f"{source.shape[d]}) of the source"
            )
        widths.append((0, size - source.shape[d]))
    if any(w for _, w in widths):
        if padding is None:
            raise InterpretationError(
                "linalg.pack: the tiles do not divide the source and there is no padding_value (undefined in MLIR)"
            )
        source = np.pad(source, widths, constant_values=padding)
    split: list[int] = []
    position: dict[int, int] = {}
    for d in range(rank):
        position[d] = len(split)
        split += [outer_shape[d], tile_of[d]] if d in tile_of else [outer_shape[d]]
    tiled = source.reshape(split)
    axes = [position[d] for d in order] + [position[d] + 1 for d in inner_dims_pos]
    return tiled.transpose(axes)


def unpack(
    source: Array,
    inner_dims_pos: Sequence[int],
    tiles: Sequence[int],
    outer_dims_perm: Sequence[int],
    dest_shape: Sequence[int],
) -> Array:
    """`linalg.unpack` of the packed `source` into a destination of runtime shape `dest_shape`."""
    rank = len(dest_shape)
    order = _outer_order(rank, outer_dims_perm)
    if source.ndim != rank + len(tiles) or tuple(source.shape[rank:]) != tuple(tiles):
        raise InterpretationError(
            f"linalg.unpack: source of shape {source.shape} does not have the tiles {tuple(tiles)} innermost"
        )
    outer = source.transpose([*np.argsort(order).tolist(), *range(rank, source.ndim)])
    axes: list[int] = []
    for d in range(rank):
        axes.append(d)
        if d in inner_dims_pos:
            axes.append(rank + list(inner_dims_pos).index(d))
    tile_of = dict(zip(inner_dims_pos, tiles))
    merged = outer.transpose(axes).reshape([outer.shape[d] * tile_of.get(d, 1) for d in range(rank)])
    if any(have < want for have, want in zip(merged.shape, dest_shape)):
        raise InterpretationError(
            f"linalg.unpack: the packed data (unpacked shape {merged.shape}) is smaller than the destination "
            f"{tuple(dest_shape)}"
        )
    return merged[tuple(slice(0, s) for s in dest_shape)]


def softmax(x: Array, dimension: int) -> Array:
    """`exp(x - max) / sum(exp(x - max))` along `dimension`, in `x`'s dtype (MLIR's decomposition)."""
    with np.errstate(all="ignore"):
        shifted = np.exp(x - np.max(x, axis=dimension, keepdims=True))
        return shifted / np.sum(shifted, axis=dimension, keepdims=True, dtype=x.dtype)
