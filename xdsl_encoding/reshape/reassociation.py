"""The reassociation algebra of `tensor.collapse_shape` / `tensor.expand_shape`, as pure functions.

A reassociation is a tuple of groups; group `g` lists the dims of the *expanded* tensor that
form dim `g` of the *collapsed* one, e.g. `((0, 1), (2,))` collapses `2x8x32` into `16x32`.
Nothing here touches IR: functions take tuples of ints and say "impossible" with a value
(`None`, an error string or `Blocked`), never an exception.
Mirrors MLIR's `mlir/include/mlir/Dialect/Utils/ReshapeOpsUtils.h`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import prod
from typing import Literal

from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, IntegerAttr, i64

from xdsl_encoding.utils.shapes import shape_text

Groups = tuple[tuple[int, ...], ...]
Shape = tuple[int, ...]
"""A tensor shape; `DYNAMIC_INDEX` marks a dynamic (`?`) dim."""

ReshapeKind = Literal["collapse_shape", "expand_shape"]


@dataclass(frozen=True)
class Blocked:
    """Why something may not cross a reshape; a value, not an exception."""

    reason: str


@dataclass(frozen=True)
class Reshape:
    """One reshape seen from the side of the algebra: which op, its groups, its expanded shape."""

    kind: ReshapeKind
    groups: Groups
    expanded_shape: Shape


def is_dynamic(size: int) -> bool:
    return size == DYNAMIC_INDEX


def groups_from_attr(attr: ArrayAttr[ArrayAttr[IntegerAttr]]) -> Groups:
    """`[[0, 1], [2]]` as an attribute -> `((0, 1), (2,))`."""
    return tuple(tuple(i.value.data for i in g.data) for g in attr.data)


def groups_to_attr(groups: Sequence[Sequence[int]]) -> ArrayAttr[ArrayAttr[IntegerAttr]]:
    """`((0, 1), (2,))` -> the `[[0, 1], [2]]` attribute of the reshape ops."""
    return ArrayAttr(ArrayAttr(IntegerAttr(d, i64) for d in g) for g in groups)


def check_groups(groups: Groups, expanded_rank: int, collapsed_rank: int) -> str | None:
    """Return why `groups` is not a reassociation between these ranks, or None.

    Groups must be non-empty (except for rank-0 collapses) and cover `0..expanded_rank-1`
    contiguously in order: `((0, 1), (2,))` is valid for ranks 3 -> 2, `((1, 0), (2,))` is not.
    """
    if len(groups) != collapsed_rank:
        return f"expected {collapsed_rank} reassociation groups (the collapsed rank), found {len(groups)}"
    if collapsed_rank == 0:
        return None if all(len(g) == 0 for g in groups) else "rank-0 reshape takes no groups"
    expected = 0
    for index, group in enumerate(groups):
        if not group:
            return f"reassociation group {index} is empty"
        for dim in group:
            if dim != expected:
                return f"reassociation groups must list dims 0..{expanded_rank - 1} contiguously in order, group {index} has {list(group)}"
            expected += 1
    if expected != expanded_rank:
        return f"reassociation groups cover {expected} dims, but the expanded rank is {expanded_rank}"
    return None


def collapsed_dim_of(groups: Groups) -> tuple[int, ...]:
    """Map each expanded dim to its collapsed dim: `((0, 1), (2,))` -> `(0, 0, 1)`."""
    return tuple(g for g, group in enumerate(groups) for _ in group)


def collapse_shape(groups: Groups, expanded_shape: Shape) -> Shape:
    """Infer the collapsed shape: `((0, 1), (2,))`, `(2, 8, 32)` -> `(16, 32)`; any `?` in a group makes it `?`."""
    out: list[int] = []
    for group in groups:
        sizes = [expanded_shape[d] for d in group]
        out.append(DYNAMIC_INDEX if any(is_dynamic(s) for s in sizes) else prod(sizes))
    return tuple(out)


def check_shapes(groups: Groups, expanded_shape: Shape, collapsed_shape: Shape) -> str | None:
    """Return why the two shapes are not related by `groups`, or None.

    A static collapsed dim must equal the product of its group (all static); a group with a
    dynamic dim must collapse to a dynamic dim, and a dynamic collapsed dim needs a dynamic
    member (MLIR's rule). Example: `((0, 1),)`, `(2, 8)`, `(16,)` -> None; `(2, 8)`, `(15,)` -> error.
    """
    problem = check_groups(groups, len(expanded_shape), len(collapsed_shape))
    if problem is not None:
        return problem
    if not collapsed_shape and any(s != 1 for s in expanded_shape):
        return f"a rank-0 tensor can only be reshaped to static unit dims, got {shape_text(expanded_shape, 'list')}"
    for g, group in enumerate(groups):
        sizes = [expanded_shape[d] for d in group]
        size = collapsed_shape[g]
        dynamic_members = [d for d in group if is_dynamic(expanded_shape[d])]
        if is_dynamic(size):
            if not dynamic_members:
                return f"collapsed dim {g} is dynamic but its group {list(group)} has static sizes {sizes}"
        elif dynamic_members:
            return (
                f"collapsed dim {g} is static ({size}) but its group {list(group)} has dynamic dims {dynamic_members}"
            )
        elif prod(sizes) != size:
            return f"collapsed dim {g} has size {size}, but its group {list(group)} multiplies to {prod(sizes)}"
    return None


def _merged(label: str, dim: int, side: str, group: Sequence[int]) -> Blocked:
    """A collapse merges the group of a pinned dim: `dim` is on `side`, the group's dims on the source."""
    return Blocked(f"collapse_shape merges {label} {dim} of the {side} with source dims {list(group)}")


def project_to_collapsed(
    dims: Sequence[int], reshape: Reshape, *, unit_dims: bool, label: str
) -> tuple[int, ...] | Blocked:
    """Map pinned dims of the expanded tensor to the collapsed one, or say why not.

    A pinned dim (a K dim, a padded dim) may cross only if its group holds nothing else, or,
    with `unit_dims`, nothing else but static size-1 dims.
    `(2,)`, collapse `((0,), (1,), (2, 3))`, shape `(2, 8, 64, 10)` ->
    Blocked("collapse_shape merges K dim 2 of the source with source dims [2, 3]");
    `(1,)`, same reshape -> `(1,)`.
    """
    owner = collapsed_dim_of(reshape.groups)
    out: list[int] = []
    for d in dims:
        if not 0 <= d < len(owner):
            return Blocked(f"{label} {d} is out of range for rank {len(owner)}")
        g = owner[d]
        group = reshape.groups[g]
        others = [o for o in group if o != d]
        if others and not (unit_dims and all(reshape.expanded_shape[o] == 1 for o in others)):
            if reshape.kind == "collapse_shape":
                return _merged(label, d, "source", group)
            return Blocked(
                f"expand_shape splits source dim {g} into result dims {list(group)}, "
                f"which include {label} {d} of the result"
            )
        if g in out:
            return Blocked(f"{label}s {[x for x in dims if owner[x] == g]} fall into one group {list(group)}")
        out.append(g)
    return tuple(out)


def project_to_expanded(
    dims: Sequence[int], reshape: Reshape, *, unit_dims: bool, label: str
) -> tuple[int, ...] | Blocked:
    """Map pinned dims of the collapsed tensor to the expanded one, or say why not.

    A pinned dim's group must be a single dim, or, with `unit_dims`, a single dim that is not
    static 1 (if all are 1, the innermost is taken).
    `(1,)`, `((0, 1), (2,))`, `(2, 8, 32)` -> `(2,)`; `(1,)`, `((0,), (1, 2))`, `(4, 1, 32)` ->
    Blocked, or `(2,)` with `unit_dims`.
    """
    out: list[int] = []
    for d in dims:
        if not 0 <= d < len(reshape.groups):
            return Blocked(f"{label} {d} is out of range for rank {len(reshape.groups)}")
        group = reshape.groups[d]
        if len(group) == 1:
            out.append(group[0])
            continue
        if unit_dims:
            non_unit = [m for m in group if reshape.expanded_shape[m] != 1]
            if len(non_unit) <= 1:
                out.append(non_unit[0] if non_unit else group[-1])
                continue
        if reshape.kind == "collapse_shape":
            return _merged(label, d, "result", group)
        return Blocked(f"expand_shape splits {label} {d} of the source into result dims {list(group)}")
    return tuple(out)
