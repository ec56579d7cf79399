"""`flow.tensor.encode` as the `set_encoding` / `unset_encoding` each layout already lowers.

plain -> encoded is a `set_encoding`, encoded -> plain an `unset_encoding`, encoded -> another
encoding an `unset_encoding` then a `set_encoding` (IREE's stream lowering of `flow.tensor.encode`
re-lays the data out the same way: Dialect/Stream/Conversion/FlowToStream).
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import Rewriter

from xdsl_encoding.dialects.flow import TensorEncodeOp
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.transforms.materialization.layout import MaterializationError
from xdsl_encoding.utils.encodings import without_encoding
from xdsl_encoding.utils.hints import is_tensor_type

__all__ = ["expand_tensor_encodes"]


def _encoded(t: TensorType[Attribute]) -> bool:
    return not isinstance(t.encoding, NoneAttr)


def expand_tensor_encode(rewriter: Rewriter, op: TensorEncodeOp) -> list[Operation]:
    """The set/unset ops replacing `op` (none when it only changes a plain type into itself)."""
    source, result = op.source.type, op.result.type
    assert is_tensor_type(source)
    assert is_tensor_type(result)
    if not _encoded(source) and not _encoded(result):
        return []
    if without_encoding(source) != without_encoding(result):
        raise MaterializationError(op, f"changes the logical type ({source} -> {result}), not only the encoding")
    ops: list[Operation] = []
    value: SSAValue = op.source
    if _encoded(source):
        unset = UnsetEncodingOp(value, without_encoding(source), tuple(op.source_dims))
        ops.append(unset)
        value = unset.result
    if _encoded(result):
        ops.append(SetEncodingOp(value, result))
    rewriter.replace_op(op, ops, [ops[-1].results[0]])
    return ops


def expand_tensor_encodes(module: ModuleOp) -> dict[Operation, Operation]:
    """Replace every `flow.tensor.encode` of `module`; the encode op each new op stands for."""
    rewriter = Rewriter()
    origins: dict[Operation, Operation] = {}
    for op in [op for op in module.walk() if isinstance(op, TensorEncodeOp)]:
        for new in expand_tensor_encode(rewriter, op):
            origins[new] = op
    return origins
