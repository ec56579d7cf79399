"""numpy implementation of `iree_codegen.inner_tiled` at tensor level (undistributed semantics).

Each operand's trailing dims are its swizzled tile; the kind's `swizzle(operand)` says how
(xdsl_encoding/data_tiling/swizzle.py). The op unswizzles the tiles to LHS `[M0, K0]`, RHS `[N0, K0]`,
ACC `[M0, N0]`, then for every point of the outer loops adds `LHS @ RHS^T` over the reduction
loops to the accumulator (the unrolled intrinsics tile M0/N0/K0 exactly, so one BLAS contraction
computes them all), in the accumulator's type, and swizzles the result back.
"""

from __future__ import annotations

from functools import cache
from math import prod
from typing import Any

import numpy as np
from xdsl.dialects.builtin import AffineMapAttr
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineDimExpr
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects.iree_codegen import InnerTiledOp
from xdsl_encoding.interpreters.iree_codegen_scaled import scaled_inner_tiled
from xdsl_encoding.interpreters.tensordot import contract
from xdsl_encoding.targets.swizzle import TileSwizzle, swizzle_array, unswizzle_array

Array = np.ndarray[Any, Any]


def _loops(m: AffineMapAttr) -> list[int]:
    found: list[int] = []
    for e in m.data.results:
        if not isinstance(e, AffineDimExpr):
            raise InterpretationError(f"iree_codegen.inner_tiled: indexing map result {e} is not a loop dim")
        found.append(e.position)
    return found


def _axes(
    loops: list[int], swizzle: TileSwizzle, order: list[tuple[str, int]], k_order: list[int] | None = None
) -> list[int]:
    """The axes of a swizzled operand in `order`: ("loop", l) an outer axis, ("group", g) the expanded
    dims of tile group g, outer to inner (so merging them gives the plain tile dim) or, for group 1,
    in `k_order` (a permutation of that group's dims)."""
    outer = len(loops)
    at = {e: outer + j for j, e in enumerate(swizzle.permutation)}
    start = [0, len(swizzle.groups[0])]
    axes: list[int] = []
    for kind, v in order:
        if kind == "loop":
            axes.append(loops.index(v))
            continue
        dims = k_order if v == 1 and k_order is not None else list(range(len(swizzle.groups[v])))
        axes += [at[start[v] + i] for i in dims]
    return axes


def _k_order(lhs: TileSwizzle, rhs: TileSwizzle) -> list[int] | None:
    """The K dims (group 1) in the order the LHS stores them, when the RHS splits K the same way.

    Any order of the K dims sums the same products; the stored order keeps the LHS's innermost run
    (an interleaved `intrinsics_k`) contiguous for `_transposed_copy`. None: keep the natural order."""
    if [d.size for d in lhs.groups[1]] != [d.size for d in rhs.groups[1]]:
        return None
    first = len(lhs.groups[0])
    stored = [p - first for p in lhs.permutation if p >= first]
    return stored


_RAW_ITEMS = {8: np.dtype(np.uint64), 16: np.dtype(np.complex128)}
"""Raw items numpy copies with aligned fixed-size loops (a same-type copy moves bytes, never values)."""


def _fixed_trailing(axes: list[int]) -> int:
    """How many trailing axes `np.transpose(x, axes)` leaves in place."""
    fixed = 0
    while fixed < len(axes) and axes[len(axes) - 1 - fixed] == len(axes) - 1 - fixed:
        fixed += 1
    return fixed


def _run_bytes(axes: list[int], x: Array) -> int:
    """Bytes of the contiguous run `np.transpose(x, axes)` shares with C-contiguous `x`."""
    return prod(x.shape[x.ndim - _fixed_trailing(axes) :]) * x.itemsize


def _transposed_copy(x: Array, axes: list[int]) -> Array:
    """`np.transpose(x, axes)` as a C-contiguous array. When the trailing axes stay in place and span
    8 or 16 bytes (an MFMA tile's 4-element K run), each run is copied as one raw item: numpy's strided
    copy then moves 2-4x fewer, wider items. The bytes are moved unchanged: the values are the same."""
    view = np.transpose(x, axes)
    if view.flags.c_contiguous or not x.flags.c_contiguous:
        return np.ascontiguousarray(view)
    fixed = _fixed_trailing(axes)
    run = prod(x.shape[x.ndim - fixed :])
    raw = _RAW_ITEMS.get(run * x.itemsize)
    if fixed == 0 or fixed == x.ndim or raw is None or x.size == 0:
        return np.ascontiguousarray(view)
    items = x.reshape((*x.shape[: x.ndim - fixed], run)).view(raw)[..., 0]
    moved = np.ascontiguousarray(np.transpose(items, axes[: len(axes) - fixed]))
    return moved.view(x.dtype).reshape(view.shape)


def _as_one_matmul(
    maps: list[list[int]], swizzles: list[TileSwizzle], lhs: Array, rhs: Array, acc: Array
) -> Array | None:
    """The op as one (batched) `L @ R^T`: each operand copied once into a panel straight from its
    swizzled layout (`_transposed_copy`, K in the order the LHS stores it), the product plus the
    accumulator written once into the swizzled result, reading the product through a strided view.
    None when the outer maps are not `[B?, M, N, K]`-like."""
    a, b, c = (set(m) for m in maps)
    batch, m, n, k = sorted(a & b & c), sorted((a & c) - b), sorted((b & c) - a), sorted((a & b) - c)
    if len(batch) > 1 or len(m) != 1 or len(n) != 1 or len(k) != 1 or a | b | c != set(batch + m + n + k):
        return None
    lead: list[tuple[str, int]] = [("loop", batch[0])] if batch else []
    k_order = _k_order(swizzles[0], swizzles[1])
    lhs_order: list[tuple[str, int]] = [*lead, ("loop", m[0]), ("group", 0), ("loop", k[0]), ("group", 1)]
    rhs_order: list[tuple[str, int]] = [*lead, ("loop", n[0]), ("group", 0), ("loop", k[0]), ("group", 1)]
    lhs_axes = _axes(maps[0], swizzles[0], lhs_order, k_order)
    rhs_axes = _axes(maps[1], swizzles[1], rhs_order, k_order)
    acc_axes = _axes(maps[2], swizzles[2], [*lead, ("loop", m[0]), ("group", 0), ("loop", n[0]), ("group", 1)])
    nb = len(lead)
    lhs_p, rhs_p = _transposed_copy(lhs, lhs_axes), _transposed_copy(rhs, rhs_axes)
    rows: tuple[int, ...] = lhs_p.shape[nb : nb + 1 + len(swizzles[0].groups[0])]
    cols: tuple[int, ...] = rhs_p.shape[nb : nb + 1 + len(swizzles[1].groups[0])]
    shape = lhs_p.shape[:nb]
    lhs2 = lhs_p.reshape((*shape, prod(rows), -1))
    rhs2 = rhs_p.reshape((*shape, prod(cols), -1))
    run = _run_bytes(acc_axes, acc)
    acc_axes_t = _axes(maps[2], swizzles[2], [*lead, ("loop", n[0]), ("group", 1), ("loop", m[0]), ("group", 0)])
    if run < 32 and _run_bytes(acc_axes_t, acc) > run:
        # The accumulator's innermost run is along M (MFMA): `R @ L^T` lays the product out with that
        # run innermost, so it moves into the result as raw items; the same products, summed by BLAS.
        product_t = np.matmul(rhs2, np.swapaxes(lhs2, -1, -2)).reshape(tuple(acc.shape[i] for i in acc_axes_t))
        out = _transposed_copy(product_t, [acc_axes_t.index(i) for i in range(acc.ndim)])
        out += acc
        return out
    product = np.matmul(lhs2, np.swapaxes(rhs2, -1, -2)).reshape(tuple(acc.shape[i] for i in acc_axes))
    out = np.empty(acc.shape, acc.dtype)  # written once, in the swizzled layout
    if run >= 32:  # long runs: write them from the product as it lies (CPU tiles)
        np.add(product, np.transpose(acc, acc_axes), out=np.transpose(out, acc_axes))
    else:  # short runs: read the product through a strided view, write `out` in order
        np.add(np.transpose(product, [acc_axes.index(i) for i in range(acc.ndim)]), acc, out=out)
    return out


@cache
def _swizzles(kind: Attribute) -> list[TileSwizzle]:
    """The three operands' swizzles of `kind` (built once per kind; never modified)."""
    return [kind.swizzle(i) for i in range(3)]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]


def inner_tiled(op: InnerTiledOp, lhs: Array, rhs: Array, acc: Array) -> Array:
    """The accumulator after `op` on swizzled numpy operands."""
    if op.semantics.distributed:
        raise InterpretationError(
            "iree_codegen.inner_tiled: distributed semantics hold per-thread slices, not tensors to interpret"
        )
    kind = op.kind
    swizzles = _swizzles(kind)
    maps = [_loops(m) for m in op.indexing_maps.data]
    m0, k0 = swizzles[0].tile_shape
    n0, k1 = swizzles[1].tile_shape
    if k0 != k1 or swizzles[2].tile_shape != [m0, n0]:
        raise InterpretationError(f"iree_codegen.inner_tiled: tiles of {kind} do not form one MMA")
    dtype = acc.dtype
    fast = _as_one_matmul(maps, swizzles, lhs.astype(dtype, copy=False), rhs.astype(dtype, copy=False), acc)
    if fast is not None:
        return fast
    tiles = [unswizzle_array(x, s, len(m)) for x, s, m in zip((lhs, rhs, acc), swizzles, maps)]
    loops = len(op.iterator_types.data)
    sizes = [0] * loops
    for x, m in zip(tiles, maps):
        for axis, loop in enumerate(m):
            sizes[loop] = x.shape[axis]
    tm, tn, tk = loops, loops + 1, loops + 2
    product = contract(
        tiles[0].astype(dtype, copy=False),
        tiles[1].astype(dtype, copy=False),
        [*maps[0], tm, tk],
        [*maps[1], tn, tk],
        [*maps[2], tm, tn],
        [*sizes, m0, n0, k0],
    )
    result = tiles[2] + product
    return swizzle_array(result, swizzles[2], len(maps[2]))


@register_impls
class NumpyIreeCodegenFunctions(InterpreterFunctions):
    """`iree_codegen` on numpy arrays."""

    @impl(InnerTiledOp)
    def run_inner_tiled(self, interpreter: Interpreter, op: InnerTiledOp, args: PythonValues) -> PythonValues:
        if len(args) == 5 and len(op.results) == 1:
            out = scaled_inner_tiled(op, [np.asarray(a) for a in args])
            return (values.as_type(out, op.results[0].type, interpreter.index_bitwidth),)
        if len(args) != 3 or len(op.results) != 1:
            raise InterpretationError(
                "iree_codegen.inner_tiled: only two (or, scaled, four) inputs and one tensor output are interpreted"
            )
        lhs, rhs, acc = (np.asarray(a) for a in args)
        out = inner_tiled(op, lhs, rhs, acc)
        return (values.as_type(out, op.results[0].type, interpreter.index_bitwidth),)
