"""When a data-tiling encoding may cross a reshape: the packed layouts on both sides must be related by it.

`#iree_encoding.encoding` records the reshape in its `user_indexing_maps` chain (`EncodingAttr.recorded_across`);
this model, attached to it as IREE attaches external models, says whether that is exact once materialized:
K is never merged or split (the seed's rule, and IREE's for `matmul_k`), and the packs on the two sides must be
related as MLIR's pack propagation relates them (`packed_reshape.py`: the tile on the innermost dim of its
group, dividing its size). The tile sizes are the target's; without a target any tile is possible, so a
tiled M or N dim may not be merged or split at all.
"""

from __future__ import annotations

from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.encoding_info import (
    RESULT,
    ContractionDims,
    MaterializeEncodingInfo,
    OperandEncoding,
    choose_layout,
    infer_contraction_dims,
    info_for_matmul,
)
from xdsl_encoding.data_tiling.loop_pieces import dim_uses
from xdsl_encoding.data_tiling.packed_reshape import packed_groups
from xdsl_encoding.dialects.iree_encoding.external_models import ReshapeSide, attach_reshape_model
from xdsl_encoding.reshape.reassociation import Blocked, Reshape
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.tiles import Tile


def _reshaped(reshape: Reshape, role: str, dim: int) -> str:
    group = list(reshape.groups[dim])
    if reshape.kind == "collapse_shape":
        return f"collapse_shape merges source dims {group} into {role} dim {dim} of the result"
    return f"expand_shape splits {role} dim {dim} of the source into result dims {group}"


def _reshaped_role(view: OperandEncoding, dims: ContractionDims, reshape: Reshape, roles: str) -> str | None:
    """The first of `roles` (of "MNK") that a group of more than one dim holds, as a reason."""
    uses = dim_uses(view.operand_map)
    if isinstance(uses, str):
        return uses
    for role, role_dims in (("M", dims.m), ("N", dims.n), ("K", dims.k)):
        if role not in roles or not role_dims:
            continue
        for p, use in enumerate(uses):
            if role_dims[0] in use.loop_dims and len(reshape.groups[p]) > 1:
                return _reshaped(reshape, role, p)
    return None


def _untargeted_info(view: OperandEncoding, dims: ContractionDims) -> MaterializeEncodingInfo | str:
    """The layout's shape with unit tiles: what every target shares (where dims go, not how large tiles are)."""
    narrow = view.narrow(dims)
    transpose = view.operand_index == RESULT and narrow is not None and narrow.dim == "N"
    return info_for_matmul(view, dims, Tile(1, 1, 1), transpose=transpose)


def reshape_refusal(
    near: Attribute, moved: Attribute, reshape: Reshape, to: ReshapeSide, target: CpuTarget | None
) -> str | None:
    collapsed, expanded = (near, moved) if to == "expanded" else (moved, near)
    collapsed_view, expanded_view = OperandEncoding.of(collapsed), OperandEncoding.of(expanded)
    if isinstance(collapsed_view, str):
        return collapsed_view
    if isinstance(expanded_view, str):
        return expanded_view
    dims = infer_contraction_dims(collapsed_view.root_maps)
    if dims is None or any(len(d) > 1 for d in (dims.batch, dims.m, dims.n, dims.k)) or not dims.k:
        return None  # the identity layout on every target: the reshape stays a reshape of plain tensors
    k_reshaped = _reshaped_role(collapsed_view, dims, reshape, "K")
    if k_reshaped is not None:
        return f"{k_reshaped}: K is never merged or split"
    if target is None:
        tiled = _reshaped_role(collapsed_view, dims, reshape, "MN")
        if tiled is not None:
            return f"{tiled}: whether the tile divides the innermost dim depends on the target (no target= given)"
        collapsed_info = _untargeted_info(collapsed_view, dims)
        expanded_info = _untargeted_info(expanded_view, dims)
        where = "on every target"
    else:
        collapsed_choice, expanded_choice = choose_layout(target, collapsed), choose_layout(target, expanded)
        collapsed_info = collapsed_choice.problem or collapsed_choice.info
        expanded_info = expanded_choice.problem or expanded_choice.info
        where = f"on {target.describe()}"
    if isinstance(collapsed_info, str):
        return collapsed_info
    if isinstance(expanded_info, str):
        return expanded_info
    groups = packed_groups(reshape, expanded_info, collapsed_info)
    if isinstance(groups, Blocked):
        return f"the packed layouts {where} are not related by the {reshape.kind}: {groups.reason}"
    return None


attach_reshape_model(reshape_refusal)
MODEL_ATTACHED = True
"""Imported by the passes that ask the encoding, so the model is there before they ask."""
