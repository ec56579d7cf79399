"""numpy implementation of `iree_codegen.inner_tiled` at tensor level (undistributed semantics).

Each operand's trailing dims are its swizzled tile; the kind's `swizzle(operand)` says how
(xdsl_encoding/data_tiling/swizzle.py). The op unswizzles the tiles to LHS `[M0, K0]`, RHS `[N0, K0]`,
ACC `[M0, N0]`, then for every point of the outer loops adds `LHS @ RHS^T` over the reduction
loops to the accumulator (the unrolled intrinsics tile M0/N0/K0 exactly, so one BLAS contraction
computes them all), in the accumulator's type, and swizzles the result back.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.dialects.builtin import AffineMapAttr
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir.affine import AffineDimExpr
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.data_tiling.swizzle import swizzle_array, unswizzle_array
from xdsl_encoding.dialects.iree_codegen import InnerTiledOp
from xdsl_encoding.interpreters.tensordot import contract

Array = np.ndarray[Any, Any]


def _loops(m: AffineMapAttr) -> list[int]:
    found: list[int] = []
    for e in m.data.results:
        if not isinstance(e, AffineDimExpr):
            raise InterpretationError(f"iree_codegen.inner_tiled: indexing map result {e} is not a loop dim")
        found.append(e.position)
    return found


def inner_tiled(op: InnerTiledOp, lhs: Array, rhs: Array, acc: Array) -> Array:
    """The accumulator after `op` on swizzled numpy operands."""
    if op.semantics.distributed:
        raise InterpretationError(
            "iree_codegen.inner_tiled: distributed semantics hold per-thread slices, not tensors to interpret"
        )
    kind = op.kind
    swizzles = [kind.swizzle(i) for i in range(3)]
    maps = [_loops(m) for m in op.indexing_maps.data]
    tiles = [unswizzle_array(x, s, len(m)) for x, s, m in zip((lhs, rhs, acc), swizzles, maps)]
    loops = len(op.iterator_types.data)
    sizes = [0] * loops
    for x, m in zip(tiles, maps):
        for axis, loop in enumerate(m):
            sizes[loop] = x.shape[axis]
    m0, k0 = swizzles[0].tile_shape
    n0, k1 = swizzles[1].tile_shape
    if k0 != k1 or swizzles[2].tile_shape != [m0, n0]:
        raise InterpretationError(f"iree_codegen.inner_tiled: tiles of {kind} do not form one MMA")
    tm, tn, tk = loops, loops + 1, loops + 2
    dtype = acc.dtype
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
        if len(args) != 3 or len(op.results) != 1:
            raise InterpretationError("iree_codegen.inner_tiled: only two inputs and one tensor output are interpreted")
        lhs, rhs, acc = (np.asarray(a) for a in args)
        out = inner_tiled(op, lhs, rhs, acc)
        return (values.as_type(np.ascontiguousarray(out), op.results[0].type, interpreter.index_bitwidth),)
