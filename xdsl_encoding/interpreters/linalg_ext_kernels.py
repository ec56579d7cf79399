"""numpy kernels of `iree_linalg_ext.scatter`, `sort`, `topk` and `arg_compare`, exact to IREE's
scalar implementations (`LinalgExt/IR/TilingInterfaceImpl.cpp`, b48a595), which IREE's CPU
backend runs:

* scatter: the batch in order, each update combined by the body as `body(update, current)`;
  duplicates therefore combine in batch order (a plain `yield %update`: the last one wins);
* sort: `n` bubble-sort sweeps swapping neighbours where the comparator does not yield "keep";
  with a non-strict `cmp` on the first operand (`oge`, `ole`, ...) and no NaN that is a stable sort;
* topk: every input element inserted in turn into the `k` outputs (ties: the lower index first);
* arg_compare: the reduced dim in order, `take = cmp(candidate, best)`; one numpy step per
  element of the reduced dim, or one argmax when the comparator is one plain `cmp`.

The comparator or combiner runs once on whole arrays when its ops are element-wise
(`regions.is_elementwise`), else once per element.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from xdsl.dialects import arith
from xdsl.interpreter import Interpreter
from xdsl.ir import Block, Operation, SSAValue
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.interpreters.regions import backward_slice, evaluate, is_elementwise, yielded_values

Array = np.ndarray[Any, Any]


def run_block(interpreter: Interpreter, block: Block, args: Sequence[Any]) -> Array:
    """The one value `block` yields for `args` (arrays of one shape, or broadcastable)."""
    (result,) = yielded_values(block)
    ops, _ = backward_slice(block, [result])
    if all(is_elementwise(o) for o in ops):
        env: dict[SSAValue, Any] = dict(zip(block.args, args))
        (out,) = evaluate(interpreter, block, env, [result], ops)
        return np.asarray(out)
    arrays = np.broadcast_arrays(*(np.asarray(a) for a in args))
    outs: list[Any] = []
    for point in np.ndindex(*arrays[0].shape):
        env = {arg: array[point] for arg, array in zip(block.args, arrays)}
        outs.append(evaluate(interpreter, block, env, [result], ops)[0])
    return np.asarray(outs).reshape(arrays[0].shape)


def plain_compare(block: Block) -> str | None:
    """`cmp <predicate>(%arg0, %arg1)` yielded as is: its predicate name (`ogt`, `sle`, ...), else None."""
    ops = list(block.ops)
    if len(ops) != 2 or len(block.args) < 2:
        return None
    cmp, _ = ops
    if not isinstance(cmp, arith.CmpfOp | arith.CmpiOp) or yielded_values(block) != (cmp.result,):
        return None
    if list(cmp.operands) != [block.args[0], block.args[1]]:
        return None
    names = arith.CMPF_COMPARISON_OPERATIONS if isinstance(cmp, arith.CmpfOp) else arith.CMPI_COMPARISON_OPERATIONS
    return names[cmp.predicate.value.data]


def _ordered(values: Array, predicate: str | None) -> Array | None:
    """`values` as a key that numpy orders like `predicate` (unsigned read for `u*` on integers)."""
    if predicate is None or (values.dtype.kind == "f" and bool(np.isnan(values).any())):
        return None
    if values.dtype.kind in "iu" and predicate[0] == "u":
        return values.view(values.dtype.str.replace("i", "u"))
    if (values.dtype.kind in "iu" and predicate[0] == "s") or (values.dtype.kind == "f" and predicate[0] == "o"):
        return values
    return None


def scatter(
    interpreter: Interpreter,
    block: Block,
    original: Array,
    updates: Array,
    indices: Array,
    mask: Array | None,
    dimension_map: Sequence[int],
    name: str,
) -> Array:
    """IREE's scatter: `original[idx(b) ++ s] = body(updates[b ++ s], original[idx(b) ++ s])` for each b in order."""
    depth = len(dimension_map)
    slice_rank = original.ndim - depth
    batch_shape = updates.shape[: updates.ndim - slice_rank]
    batch = int(np.prod(batch_shape, dtype=np.int64))
    index_rows = indices.reshape(batch, -1).astype(np.int64)
    if index_rows.shape[1] < depth:
        raise InterpretationError(f"{name}: indices hold {index_rows.shape[1]} values per update, need {depth}")
    coords = np.zeros((batch, depth), dtype=np.int64)
    for i, dim in enumerate(dimension_map):
        coords[:, dim] = index_rows[:, i]
    bounds = np.asarray(original.shape[:depth], dtype=np.int64)
    bad = (coords < 0) | (coords >= bounds)
    keep = np.ones(batch, dtype=bool) if mask is None else (mask.reshape(batch).astype(np.int64) & 1).astype(bool)
    if (bad & keep[:, None]).any():
        b = int(np.argwhere((bad & keep[:, None]).any(axis=1))[0][0])
        raise InterpretationError(f"{name}: update {b} indexes {coords[b].tolist()} outside {list(original.shape)}")
    out = np.array(original, copy=True)
    flat = out.reshape(int(np.prod(bounds, dtype=np.int64)), *original.shape[depth:])
    positions = np.ravel_multi_index(tuple(coords.T), tuple(bounds)) if depth else np.zeros(batch, np.int64)
    rows = updates.reshape(batch, *updates.shape[len(batch_shape) :])
    positions, rows = positions[keep], rows[keep]
    ops = list(block.ops)
    yielded = yielded_values(block)
    if len(ops) == 1 and yielded == (block.args[0],):
        last = len(positions) - 1 - np.unique(positions[::-1], return_index=True)[1]
        flat[positions[last]] = rows[last]
    elif (ufunc := _commutative_ufunc(block)) is not None:
        ufunc.at(flat, positions, rows.astype(flat.dtype))
    else:
        for position, row in zip(positions, rows):
            flat[position] = run_block(interpreter, block, [row, flat[position]]).astype(flat.dtype)
    return out


def _commutative_ufunc(block: Block) -> np.ufunc | None:
    """`addf`/`addi`/`mulf`/`muli` of the two arguments, yielded: numpy's ufunc (applied in order by `.at`)."""
    ops = list(block.ops)
    if len(ops) != 2 or yielded_values(block) != (ops[0].results[0],):
        return None
    if set(ops[0].operands) != set(block.args[:2]) or len(ops[0].operands) != 2:
        return None
    return _UFUNCS.get(type(ops[0]))


_UFUNCS: dict[type[Operation], np.ufunc] = {
    arith.AddfOp: np.add,
    arith.AddiOp: np.add,
    arith.MulfOp: np.multiply,
    arith.MuliOp: np.multiply,
}


def sort(interpreter: Interpreter, block: Block, operands: list[Array], dim: int) -> list[Array]:
    """IREE's bubble sort along `dim` of every operand, ordered by the comparator on all of them."""
    moved = [np.moveaxis(np.array(a, copy=True), dim, -1) for a in operands]
    n = moved[0].shape[-1]
    predicate = plain_compare(block)
    key = _ordered(moved[0], predicate)
    if key is not None and predicate is not None and predicate[1:] in ("le", "ge"):
        order = _stable_order(key, descending=predicate[1:] == "ge")
        return [np.moveaxis(np.take_along_axis(a, order, axis=-1), -1, dim) for a in moved]
    for _ in range(n):
        for j in range(n - 1):
            args: list[Array] = []
            for a in moved:
                args += [a[..., j], a[..., j + 1]]
            keep = run_block(interpreter, block, args).astype(bool)
            for a in moved:
                lhs, rhs = a[..., j].copy(), a[..., j + 1].copy()
                a[..., j] = np.where(keep, lhs, rhs)
                a[..., j + 1] = np.where(keep, rhs, lhs)
    return [np.moveaxis(a, -1, dim) for a in moved]


def _stable_order(key: Array, descending: bool) -> Array:
    """The stable sorting permutation of the last axis; descending keeps ties in their order too
    (the stable ascending order of the reversed key, reversed)."""
    if not descending:
        return np.argsort(key, axis=-1, kind="stable")
    n = key.shape[-1]
    return n - 1 - np.argsort(key[..., ::-1], axis=-1, kind="stable")[..., ::-1]


def topk(
    interpreter: Interpreter,
    block: Block,
    values: Array,
    indices: Array | None,
    out_values: Array,
    out_indices: Array,
    dim: int,
) -> tuple[Array, Array]:
    """IREE's topk: each input element in turn walks the `k` outputs, swapping in where it wins."""
    src = np.moveaxis(values, dim, -1)
    idx = None if indices is None else np.moveaxis(indices, dim, -1)
    kv = np.moveaxis(np.array(out_values, copy=True), dim, -1)
    ki = np.moveaxis(np.array(out_indices, copy=True), dim, -1)
    for n in range(src.shape[-1]):
        carry_v = src[..., n].copy()
        carry_i = (np.full(carry_v.shape, n, dtype=ki.dtype) if idx is None else idx[..., n]).astype(ki.dtype)
        for k in range(kv.shape[-1]):
            cur_v, cur_i = kv[..., k].copy(), ki[..., k].copy()
            forward = run_block(interpreter, block, [carry_v, cur_v]).astype(bool)
            reverse = run_block(interpreter, block, [cur_v, carry_v]).astype(bool)
            take_index = forward | ((forward == reverse) & (carry_i < cur_i))
            kv[..., k] = np.where(forward, carry_v, cur_v)
            ki[..., k] = np.where(take_index, carry_i, cur_i)
            carry_v = np.where(forward, cur_v, carry_v)
            carry_i = np.where(take_index, cur_i, carry_i)
    return np.moveaxis(kv, -1, dim), np.moveaxis(ki, -1, dim)


def arg_compare(
    interpreter: Interpreter,
    block: Block,
    source: Array,
    source_index: Array | None,
    best_value: Array,
    best_index: Array,
    dim: int,
    base: int,
) -> tuple[Array, Array]:
    """IREE's arg_compare: along `dim` in order, `take = cmp(candidate, best)` selects value and index."""
    steps = np.moveaxis(source, dim, -1)
    n = steps.shape[-1]
    if n == 0:
        return np.array(best_value, copy=True), np.array(best_index, copy=True)
    candidates = (
        np.moveaxis(source_index, dim, -1)
        if source_index is not None
        else np.broadcast_to(np.arange(n, dtype=np.int64) + base, steps.shape)
    )
    predicate = plain_compare(block)
    key = _ordered(steps, predicate)
    init = _ordered(np.asarray(best_value), predicate)
    if key is not None and init is not None and predicate is not None and predicate[1:] in ("gt", "ge", "lt", "le"):
        return _arg_by_numpy(steps, candidates, key, init, best_value, best_index, predicate[1:])
    value, index = np.array(best_value, copy=True), np.array(best_index, copy=True)
    for j in range(n):
        take = run_block(interpreter, block, [steps[..., j], value]).astype(bool)
        value = np.where(take, steps[..., j], value)
        index = np.where(take, candidates[..., j], index)
    return value, index


def _arg_by_numpy(
    steps: Array, candidates: Array, key: Array, init: Array, best_value: Array, best_index: Array, kind: str
) -> tuple[Array, Array]:
    """The sequential selection in closed form: the first (strict) or last (non-strict) extreme wins
    if it beats the initial best."""
    extreme = key.max(axis=-1) if kind[0] == "g" else key.min(axis=-1)
    hit = key == extreme[..., None]
    n = key.shape[-1]
    at = hit.argmax(axis=-1) if kind[1] == "t" else n - 1 - hit[..., ::-1].argmax(axis=-1)
    at_key = np.take_along_axis(key, at[..., None], axis=-1)[..., 0]
    beats = {"gt": at_key > init, "ge": at_key >= init, "lt": at_key < init, "le": at_key <= init}[kind]
    value = np.take_along_axis(steps, at[..., None], axis=-1)[..., 0]
    index = np.take_along_axis(candidates, at[..., None], axis=-1)[..., 0]
    return np.where(beats, value, best_value), np.where(beats, index, best_index).astype(np.asarray(best_index).dtype)
