"""What a data-tiling encoding must say before it can be materialized, beyond what IREE's verifier checks.

iree-opt 3.13 accepts `#iree_encoding.encoding` with `element_types` shorter than `user_indexing_maps`,
or with an operand map of another rank than its tensor (EncodingAttr::verify checks neither), and then
crashes in `iree-codegen-materialize-device-encoding` (an out-of-range index, verified with the oracle).
`materialize-encoding-into-packs` refuses such an encoding before rewriting anything, naming the rule;
the dialect still accepts it, as iree-opt does. Longer `element_types` are read as IREE reads them (the
first three). An encoded contraction whose own indexing maps are not the encoding's is refused too:
IREE lowers it to an `mmt4d` that does not verify.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineMap

from xdsl_encoding.interfaces import OperandEncodingAttr

__all__ = ["contraction_maps_problem", "malformed_encoding"]


def malformed_encoding(t: TensorType[Attribute]) -> str | None:
    """Why `t`'s data-tiling encoding cannot be materialized, or None (also when it is not one)."""
    encoding = t.encoding
    if not isinstance(encoding, OperandEncodingAttr):
        return None
    maps = encoding.operand_maps()
    if maps is None:
        return None  # no maps: the identity layout, as IREE
    types = encoding.operand_element_types()
    if len(types) < len(maps):
        return (
            f"element_types has {len(types)} entries but user_indexing_maps has {len(maps)}: "
            "one element type per operand of the encoded op"
        )
    index = encoding.operand_number()
    if index >= len(maps):
        return None  # EncodingAttr::verify refuses this already
    if len(maps[index].results) != t.get_num_dims():
        return (
            f"the user_indexing_maps entry of operand_index {index} ({maps[index]}) has "
            f"{len(maps[index].results)} result(s), but the tensor has rank {t.get_num_dims()}"
        )
    return None


def contraction_maps_problem(op_maps: Sequence[AffineMap], encoded_maps: Sequence[AffineMap]) -> str | None:
    """Why an encoded contraction does not match its encodings' `user_indexing_maps`, or None."""
    if tuple(op_maps) == tuple(encoded_maps):
        return None
    mine = ", ".join(str(m) for m in op_maps)
    theirs = ", ".join(str(m) for m in encoded_maps)
    return f"its indexing maps [{mine}] are not the encodings' user_indexing_maps [{theirs}]"
