"""A reshape of encoded tensors becomes the reshape of their packs (what `propagate-encodings` produces).

`collapse(set_encoding'(x))` with `x : 2x16x7` is, packed, `collapse(pack'(x))` with groups that keep
each tile a dim of its own (`data_tiling/packed_reshape.py`, MLIR's pack propagation rule). Valid only
when both sides' layouts are related by the reshape; otherwise a diagnostic names the op and the rule.
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.ir import SSAValue

from xdsl_encoding.data_tiling.packed_reshape import packed_groups
from xdsl_encoding.reshape.reassociation import Blocked, groups_to_attr
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    packed_dynamic_sizes,
    tensor_of,
)
from xdsl_encoding.verify.module import ReshapeOp, reshape_of


def lower_reshape(lowering: Lowering, op: ReshapeOp) -> list[SSAValue]:
    source = tensor_of(lowering.logical_type(op.src), op)
    result = tensor_of(op.result.type, op)
    expanded, collapsed = (source, result) if isinstance(op, tensor.CollapseShapeOp) else (result, source)
    layouts = lowering.layouts
    groups = packed_groups(reshape_of(op), layouts.info(expanded), layouts.info(collapsed))
    if isinstance(groups, Blocked):
        raise LoweringError(
            op, f"{op.name}: the packed layouts of {source} and {result} are not related by it: {groups.reason}"
        )
    storage = layouts.storage_type(result)
    new_source = lowering.new(op.src)
    if isinstance(op, tensor.CollapseShapeOp):
        reshaped = tensor.CollapseShapeOp(
            operands=[new_source], result_types=[storage], properties={"reassociation": groups_to_attr(groups)}
        )
    else:
        sizes = [lowering.new(v) for v in op.dynamic_output_shape]
        if not layouts.info(result).is_identity:
            sizes = packed_dynamic_sizes(lowering, result, sizes, op)
        reshaped = tensor.ExpandShapeOp(new_source, sizes, groups_to_attr(groups), storage.get_shape(), storage)
    return [lowering.insert(reshaped, op).results[0]]
