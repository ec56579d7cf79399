"""Tensor contraction of two operands as one (batched) BLAS matmul.

Given which loop each axis of `a`, `b` and the result `c` follows, loops split into batch
(in a, b, c), M (a, c), N (b, c) and K (a, b): `c[batch, m, n] = sum_k a[batch, m, k] * b[batch, k, n]`.
Loops found only in `a` (or only in `b`) are summed out first. This is what `np.tensordot`
does, without its generality costs, so a plain matmul runs as one `a @ b`.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import prod
from typing import Any

import numpy as np

Array = np.ndarray[Any, Any]


def contract(
    a: Array, b: Array, a_dims: Sequence[int], b_dims: Sequence[int], c_dims: Sequence[int], sizes: Sequence[int]
) -> Array:
    """`sum over loops not in c of a * b`, laid out as `c_dims`.

    `contract(a, b, (0, 2), (2, 1), (0, 1), (M, N, K))` is `a @ b` (a plain matmul);
    `contract(a, b, (0, 2), (1, 2), (0, 1), ...)` is `a @ b.T`.
    """
    product, produced = contract_in_own_layout(a, b, a_dims, b_dims, c_dims, sizes)
    order = [produced.index(d) for d in c_dims]
    return product if order == sorted(order) else np.transpose(product, order)


def contract_in_own_layout(
    a: np.ndarray[Any, Any],
    b: np.ndarray[Any, Any],
    a_dims: Sequence[int],
    b_dims: Sequence[int],
    c_dims: Sequence[int],
    sizes: Sequence[int],
) -> tuple[np.ndarray[Any, Any], list[int]]:
    """The contraction as BLAS lays it out (batch, M, N), and the loop of each of its axes.

    Adding the accumulator in this layout walks memory in order; `contract` then only permutes
    the axes (a view), and a following unpack often permutes them back for free.
    """
    a, a_dims = _sum_private(a, a_dims, set(b_dims) | set(c_dims))
    b, b_dims = _sum_private(b, b_dims, set(a_dims) | set(c_dims))
    in_a, in_b = set(a_dims), set(b_dims)
    batch = [d for d in c_dims if d in in_a and d in in_b]
    m = [d for d in c_dims if d in in_a and d not in in_b]
    n = [d for d in c_dims if d in in_b and d not in in_a]
    k = [d for d in a_dims if d in in_b and d not in c_dims]
    lhs = _arrange(a, a_dims, [batch, m, k], sizes)
    rhs = _arrange(b, b_dims, [batch, k, n], sizes)
    product = np.matmul(lhs, rhs)
    product = product.reshape([sizes[d] for d in batch + m + n])
    produced = batch + m + n
    broadcast = [d for d in c_dims if d not in produced]
    if broadcast:
        product = np.broadcast_to(
            product.reshape(product.shape + (1,) * len(broadcast)), [sizes[d] for d in produced + broadcast]
        )
        produced = produced + broadcast
    return product, produced


def _sum_private(
    array: np.ndarray[Any, Any], dims: Sequence[int], shared: set[int]
) -> tuple[np.ndarray[Any, Any], list[int]]:
    """Sum out the axes whose loop appears in no other operand."""
    private = tuple(i for i, d in enumerate(dims) if d not in shared)
    if not private:
        return array, list(dims)
    summed = np.add.reduce(array, axis=private, dtype=array.dtype)
    return summed, [d for d in dims if d in shared]


def _arrange(
    array: np.ndarray[Any, Any], dims: Sequence[int], groups: list[list[int]], sizes: Sequence[int]
) -> np.ndarray[Any, Any]:
    """Transpose `array` to the order of `groups` and merge each group into one axis.

    A leading empty batch group is dropped so a plain matmul stays 2-D.
    """
    order = [list(dims).index(d) for group in groups for d in group]
    if order != list(range(len(order))):
        array = np.transpose(array, order)
    shape = [prod(sizes[d] for d in group) for group in groups]
    if not groups[0]:
        shape = shape[1:]
    return array.reshape(shape)
