"""Where the padding of a data-tiling pack lands, and when it changes a contraction's result.

`materialize-encoding-into-packs` (IREE: `lowerSetEncodingOpToPackOp`) pads every tiled dim of an
`#iree_encoding.encoding` tensor with zeros. Padded M rows and N columns produce result elements
the final unpack drops, so whatever values they hold, they are free. Padded K positions enter the
reduction: there `lhs' * rhs'` must be 0, where `'` is the value after the ops the encodings were
moved over (reference iree-encoding-next.md §3.2: IREE 3.13 on VMVX is off by 15 when both sides
map 0 to -3 and -5); `utils/fill_value.py` has that product rule.

Attached to `EncodingAttr` from here, as IREE attaches its propagation interface from outside the
dialect (ExternalInterfaces/EncodingExternalModels.cpp): the layouts build on the dialect.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.any_target import k_tiles_anywhere
from xdsl_encoding.data_tiling.encoding_info import RESULT, OperandEncoding, choose_layout, infer_contraction_dims
from xdsl_encoding.dialects.iree_encoding.external_models import attach_k_padding_model
from xdsl_encoding.targets.cpu import CpuTarget


def k_padding(encoding: Attribute, tensor: TensorType[Attribute], target: CpuTarget | None) -> str | None:
    """Why `tensor` may be padded along its K dim when materialized; None if it never is."""
    view = OperandEncoding.of(encoding)
    if isinstance(view, str):
        return None  # identity layout: nothing is padded
    dims = infer_contraction_dims(view.root_maps)
    if dims is None or not dims.k or view.operand_index == RESULT:
        return None  # no K, or the result: its padded rows and columns are dropped by the unpack
    pos = view.position(dims.k[0])
    if pos is None:
        return None  # broadcast along K: the tensor has no K dim to pad
    size = tensor.get_shape()[pos]
    if target is None:
        return _padded_on_some_target(encoding, pos, size)
    info = choose_layout(target, encoding).info
    if pos not in info.inner_dims_pos:
        return None
    tile = info.inner_tile_sizes[info.inner_dims_pos.index(pos)]
    if DYNAMIC_INDEX in (size, tile):
        return f"K dim {pos} may be padded ({target.describe()}: K tile {'?' if tile == DYNAMIC_INDEX else tile})"
    if size % tile == 0:
        return None
    return f"K dim {pos} of size {size} is padded to {-(-size // tile) * tile} ({target.describe()}: K tile {tile})"


def _padded_on_some_target(encoding: Attribute, pos: int, size: int) -> str | None:
    """Without a target: padded unless every K tile of every target divides the static size."""
    tiles = k_tiles_anywhere(encoding, pos)
    if size == DYNAMIC_INDEX or DYNAMIC_INDEX in tiles:
        return f"K dim {pos} may be padded (no target: the K tile is unknown)"
    misfits = sorted(t for t in tiles if size % t)
    if not misfits:
        return None
    return (
        f"K dim {pos} of size {size} may be padded (no target: some target's K tile, "
        f"{', '.join(map(str, misfits))}, does not divide it)"
    )


attach_k_padding_model(k_padding)
MODEL_ATTACHED = True
"""Imported by the passes that ask the encoding, so the model is there before they ask."""
