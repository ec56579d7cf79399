"""When a reshape of encoded tensors is a reshape of their packs, and which one.

MLIR's `bubbleUpPackOpThroughCollapseShape` / `pushDownUnPackOpThroughExpandShape`
(Linalg/Transforms/DataLayoutPropagation.cpp; reference iree-encoding-next.md §4): a tile of a
collapsed dim lands on the innermost dim of its group, whose size it must divide unless the group
is that dim alone; the outer dims keep their order group by group; each tile is a group of its own.
Then `pack(collapse(x)) == collapse'(pack'(x))`, element for element (padding included).
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX

from xdsl_encoding.data_tiling.encoding_info import MaterializeEncodingInfo
from xdsl_encoding.reshape.reassociation import Blocked, Groups, Reshape


def packed_groups(
    reshape: Reshape, expanded: MaterializeEncodingInfo, collapsed: MaterializeEncodingInfo
) -> Groups | Blocked:
    """The groups of the same reshape between the packed tensors, or why the packs are not related by one.

    `collapse [[0, 1], [2]] : 2x16x4 into 32x4`, collapsed packed `inner [0, 1] tiles [8, 1]`, expanded
    `outer [0, 1, 2] inner [1, 2] tiles [8, 1]` -> `[[0, 1], [2], [3], [4]]` (`2x2x4x8x1` into `4x4x8x1`).
    """
    groups, shape = reshape.groups, reshape.expanded_shape
    if expanded.is_identity and collapsed.is_identity:
        return groups
    if expanded.is_identity != collapsed.is_identity:
        return Blocked("one side of the reshape is packed and the other is not")
    projected: list[int] = []
    for p, tile in zip(collapsed.inner_dims_pos, collapsed.inner_tile_sizes):
        group = groups[p]
        innermost = group[-1]
        if len(group) > 1 and (DYNAMIC_INDEX in (shape[innermost], tile) or shape[innermost] % tile):
            size = "?" if shape[innermost] == DYNAMIC_INDEX else shape[innermost]
            return Blocked(
                f"dim {p} is tiled by {'?' if tile == DYNAMIC_INDEX else tile} and spans dims {list(group)}: "
                f"the tile must divide the innermost one, of size {size}"
            )
        projected.append(innermost)
    if tuple(projected) != expanded.inner_dims_pos or collapsed.inner_tile_sizes != expanded.inner_tile_sizes:
        return Blocked(
            f"the tiles {list(expanded.inner_tile_sizes)} at dims {list(expanded.inner_dims_pos)} are not the "
            f"tiles {list(collapsed.inner_tile_sizes)} of dims {list(collapsed.inner_dims_pos)} moved to the "
            "innermost dim of their groups"
        )
    collapsed_order = collapsed.outer_dims_perm or tuple(range(len(groups)))
    expanded_order = expanded.outer_dims_perm or tuple(range(len(shape)))
    if tuple(d for o in collapsed_order for d in groups[o]) != tuple(expanded_order):
        return Blocked(
            f"the outer dims {list(expanded_order)} are not the outer dims {list(collapsed_order)} group by group"
        )
    packed: list[tuple[int, ...]] = []
    start = 0
    for o in collapsed_order:
        packed.append(tuple(range(start, start + len(groups[o]))))
        start += len(groups[o])
    packed += [(start + i,) for i in range(len(collapsed.inner_dims_pos))]
    return tuple(packed)
