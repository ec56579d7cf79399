"""numpy implementation of `iree_codegen.inner_tiled` at tensor level (undistributed semantics).

Each operand's trailing dims are its swizzled tile; the kind's `swizzle(operand)` says how
(xdsl_encoding/data_tiling/swizzle.py). The op unswizzles the tiles to LHS `[M0, K0]`, RHS `[N0, K0]`,
ACC `[M0, N0]`, then for every point of the outer loops adds `LHS @ RHS^T` over the reduction
loops to the accumulator (the unrolled intrinsics tile M0/N0/K0 exactly, so one BLAS contraction
computes them all), in the accumulator's type, and swizzles the result back.
"""

from __future__ import annotations

from math import prod
from typing import Any

import numpy as np
from xdsl.dialects.builtin import AffineMapAttr
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir.affine import AffineDimExpr
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.data_tiling.swizzle import TileSwizzle, swizzle_array, unswizzle_array
from xdsl_encoding.dialects.iree_codegen import InnerTiledOp
from xdsl_encoding.interpreters.iree_codegen_scaled import scaled_inner_tiled
from xdsl_encoding.interpreters.tensordot import contract

Array = np.ndarray[Any, Any]


def _loops(m: AffineMapAttr) -> list[int]:
    found: list[int] = []
    for e in m.data.results:
        if not isinstance(e, AffineDimExpr):
            raise InterpretationError(f"iree_codegen.inner_tiled: indexing map result {e} is not a loop dim")
        found.append(e.position)
    return found


def _labelled(x: Array, loops: list[int], swizzle: TileSwizzle, order: list[tuple[str, int]]) -> Array:
    """A view of swizzled `x` with its axes in `order`: ("loop", l) an outer axis, ("group", g) the
    expanded dims of tile group g, outer to inner (so merging them gives the plain tile dim)."""
    outer = len(loops)
    at = {e: outer + j for j, e in enumerate(swizzle.permutation)}
    start = [0, len(swizzle.groups[0])]
    axes: list[int] = []
    for kind, v in order:
        axes += [loops.index(v)] if kind == "loop" else [at[start[v] + i] for i in range(len(swizzle.groups[v]))]
    return np.transpose(x, axes)


def _as_one_matmul(
    maps: list[list[int]], swizzles: list[TileSwizzle], lhs: Array, rhs: Array, acc: Array
) -> Array | None:
    """The op as one (batched) `L @ R^T`: each operand copied once into a panel straight from its
    swizzled layout, the product plus the accumulator written once into the swizzled result.
    None when the outer maps are not `[B?, M, N, K]`-like."""
    a, b, c = (set(m) for m in maps)
    batch, m, n, k = sorted(a & b & c), sorted((a & c) - b), sorted((b & c) - a), sorted((a & b) - c)
    if len(batch) > 1 or len(m) != 1 or len(n) != 1 or len(k) != 1 or a | b | c != set(batch + m + n + k):
        return None
    lead: list[tuple[str, int]] = [("loop", batch[0])] if batch else []
    lhs_v = _labelled(lhs, maps[0], swizzles[0], [*lead, ("loop", m[0]), ("group", 0), ("loop", k[0]), ("group", 1)])
    rhs_v = _labelled(rhs, maps[1], swizzles[1], [*lead, ("loop", n[0]), ("group", 0), ("loop", k[0]), ("group", 1)])
    acc_order = [*lead, ("loop", m[0]), ("group", 0), ("loop", n[0]), ("group", 1)]
    acc_v = _labelled(acc, maps[2], swizzles[2], acc_order)
    nb = len(lead)
    rows: tuple[int, ...] = lhs_v.shape[nb : nb + 1 + len(swizzles[0].groups[0])]
    cols: tuple[int, ...] = rhs_v.shape[nb : nb + 1 + len(swizzles[1].groups[0])]
    shape = lhs_v.shape[:nb]
    lhs2 = lhs_v.reshape((*shape, prod(rows), -1))
    rhs2 = rhs_v.reshape((*shape, prod(cols), -1))
    product = np.matmul(lhs2, np.swapaxes(rhs2, -1, -2)).reshape(acc_v.shape)
    out = np.empty(acc.shape, acc.dtype)  # written once, in the swizzled layout
    np.add(product, acc_v, out=_labelled(out, maps[2], swizzles[2], acc_order))
    return out


def inner_tiled(op: InnerTiledOp, lhs: Array, rhs: Array, acc: Array) -> Array:
    """The accumulator after `op` on swizzled numpy operands."""
    if op.semantics.distributed:
        raise InterpretationError(
            "iree_codegen.inner_tiled: distributed semantics hold per-thread slices, not tensors to interpret"
        )
    kind = op.kind
    swizzles = [kind.swizzle(i) for i in range(3)]
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
