"""One encoding op across one reshape: the decision (asked of the encoding) and the rewrite.

Shared by the patterns, which make one move per match, and by the pass, which plans every move
first and then makes each once; so both produce the same IR. Mirrors IREE's
`SwapEncodingOpWithTensorCollapseShapeOp` (compiler/src/iree/compiler/DispatchCreation/PropagateEncodings.cpp,
v3.7.1), which only bubbles through collapse_shape.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import prod
from typing import Literal

from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerAttr, TensorType
from xdsl.dialects.utils.dynamic_index_list import get_dynamic_index_list
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.transforms.dead_code_elimination import is_trivially_dead

from xdsl_encoding.data_tiling.reshape_rule import MODEL_ATTACHED
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.dialects.iree_encoding.external_models import ReshapeSide
from xdsl_encoding.interfaces import EncodingPropagationAttr, ReshapeRecordingAttr
from xdsl_encoding.reshape.reassociation import Blocked, Reshape, groups_from_attr
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.utils.caching import cache_immutable
from xdsl_encoding.utils.hints import tensor_type_of
from xdsl_encoding.verify.module import ReshapeOp, reshape_of

Direction = Literal["up", "down"]
"""`up`: a set_encoding moves above a reshape; `down`: an unset_encoding moves below one."""

Step = tuple[ReshapeOp, Attribute]
"""A reshape crossed, and the encoding the moved op carries on its far side."""


@dataclass(frozen=True)
class Refusal:
    """Why an encoding op stops: where (the op that refused, or the value it could not see past) and why.

    Every bail-out of the propagation is one, so each has a reason for `remarks=true`.
    """

    at: Operation | SSAValue
    reason: str


@cache_immutable(maxsize=1024)
def with_encoding(t: TensorType[Attribute], encoding: Attribute) -> TensorType[Attribute]:
    """`t` carrying `encoding` instead. Cached: a model moves the same few types through every layer,
    and building a verified type costs more than looking it up (attributes are immutable)."""
    return TensorType(t.element_type, t.get_shape(), encoding)


def encoding_across(
    encoding: Attribute, op: ReshapeOp, direction: Direction, *, unit_dims: bool, target: CpuTarget | None = None
) -> Attribute | Refusal:
    """The encoding on the far side of `op`, as the encoding itself says, or why it may not cross.

    Up through a collapse and down through an expand go from the collapsed to the expanded side.
    `matmul_k<[1]>` up through `collapse [[0, 1], [2]] : 2x8x32 into 16x32` -> `matmul_k<[2]>`;
    up through `collapse [[0], [1, 2]] : 16x4x8 into 16x32` ->
    "collapse_shape merges K dim 1 of the result with source dims [1, 2]".
    """
    reshape = reshape_of(op)
    if isinstance(encoding, ReshapeRecordingAttr):
        return _recorded_across(encoding, op, reshape, direction, target)
    if not isinstance(encoding, EncodingPropagationAttr):
        return Refusal(op, f"the encoding {encoding} does not say how it crosses reshapes")
    if (direction == "up") == (reshape.kind == "collapse_shape"):
        moved = encoding.to_expanded(reshape, unit_dims=unit_dims)
    else:
        moved = encoding.to_collapsed(reshape, unit_dims=unit_dims)
    if isinstance(moved, Blocked):
        return Refusal(op, moved.reason)
    return moved


def _recorded_across(
    encoding: ReshapeRecordingAttr, op: ReshapeOp, reshape: Reshape, direction: Direction, target: CpuTarget | None
) -> Attribute | Refusal:
    """An encoding that records the reshape (IREE's data-tiling encoding): it appends the index map, then
    says whether the packed layout stays exact (`to` is the side the encoding op moves to)."""
    assert MODEL_ATTACHED, "EncodingAttr's reshape model answers whether the packs stay exact"
    to: ReshapeSide = "expanded" if (direction == "up") == (reshape.kind == "collapse_shape") else "collapsed"
    moved = encoding.recorded_across(reshape, to)
    if isinstance(moved, Blocked):
        return Refusal(op, moved.reason)
    refusal = encoding.reshape_refusal(moved, reshape, to, target)
    return moved if refusal is None else Refusal(op, refusal)


# ---------------------------------------------------------------------------------------
# Bubbling set_encoding up
# ---------------------------------------------------------------------------------------


def set_encoding_refusal(op: SetEncodingOp) -> Refusal | None:
    """A set_encoding that also refines the static shape cannot move: the rebuilt reshape could not yield its type."""
    source, result = tensor_type_of(op.source), tensor_type_of(op.result)
    if source.get_shape() != result.get_shape():
        return Refusal(op, f"set_encoding changes the shape {source} to {result}")
    return None


def step_up(
    value: SSAValue, encoding: Attribute, *, unit_dims: bool, target: CpuTarget | None = None
) -> Step | Refusal:
    """May a set_encoding of `value` with `encoding` move above the reshape that produces `value`?"""
    producer = value.owner
    if not isinstance(producer, ReshapeOp):
        origin = f"comes from {producer.name}" if isinstance(producer, Operation) else "is a block argument"
        return Refusal(value, f"the source {origin}, not a reshape")
    moved = encoding_across(encoding, producer, "up", unit_dims=unit_dims, target=target)
    return moved if isinstance(moved, Refusal) else (producer, moved)


def rebuild_reshape(op: ReshapeOp, source: SSAValue, result_type: TensorType[Attribute]) -> ReshapeOp:
    """`op` with the same groups (and output_shape operands) on a new source, yielding `result_type`.

    Named `%collapsed` / `%expanded`, as MLIR prints them.
    """
    if isinstance(op, tensor.CollapseShapeOp):
        rebuilt = tensor.CollapseShapeOp.build(
            operands=[source], result_types=[result_type], properties={"reassociation": op.reassociation}
        )
        rebuilt.result.name_hint = "collapsed"
        return rebuilt
    rebuilt = tensor.ExpandShapeOp(
        source, op.dynamic_output_shape, op.reassociation, op.static_output_shape, result_type
    )
    rebuilt.result.name_hint = "expanded"
    return rebuilt


def bubble_set_encoding(rewriter: PatternRewriter, op: SetEncodingOp, route: Sequence[Step]) -> None:
    """`set_encoding(r1(...rn(x)))` -> `r1'(...rn'(set_encoding'(x)))`, with one new set_encoding.

    `route[i]` is the i-th reshape above `op` and the encoding on its source; each rebuilt reshape
    yields its old type with the encoding from one step below, so `r1'` yields `op`'s type.
    """
    top, top_encoding = route[-1]
    new_set = SetEncodingOp(top.src, with_encoding(tensor_type_of(top.src), top_encoding), op.encoding_dims)
    new_ops: list[Operation] = [new_set]
    value: SSAValue = new_set.result
    below = [tensor_type_of(op.result).encoding, *(encoding for _, encoding in route[:-1])]
    for (reshape, _), result_encoding in zip(reversed(route), reversed(below)):
        rebuilt = rebuild_reshape(reshape, value, with_encoding(tensor_type_of(reshape.result), result_encoding))
        new_ops.append(rebuilt)
        value = rebuilt.result
    # the moved op keeps its name (remarks and readers find it); rebuilt reshapes are named by kind,
    # so one bubble over n reshapes prints like n single-step bubbles
    new_set.result.name_hint = op.result.name_hint
    rewriter.insert(new_ops, InsertPoint.before(op))
    rewriter.replace_all_uses_with(op.result, value)
    rewriter.erase(op)
    erase_dead(rewriter, [route[0][0]])


# ---------------------------------------------------------------------------------------
# Sinking unset_encoding down
# ---------------------------------------------------------------------------------------


def unset_encoding_refusal(op: UnsetEncodingOp) -> Refusal | None:
    """An unset_encoding that also changes the static shape cannot move, for the same reason as set_encoding."""
    source, result = tensor_type_of(op.source), tensor_type_of(op.result)
    if source.get_shape() != result.get_shape():
        return Refusal(op, f"unset_encoding changes the shape {source} to {result}")
    return None


Size = int | SSAValue
"""A dim size: static, or the index value that holds it."""


def known_size(value: SSAValue) -> Size:
    """A size operand, as an int when it is a constant: `%c = arith.constant 2 : index` -> `2`."""
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return value


def unset_sizes(op: UnsetEncodingOp) -> list[Size]:
    """The size of every dim of `op`'s result: `tensor<?x8xf32>{%d}` -> `[%d, 8]`."""
    return get_dynamic_index_list(tensor_type_of(op.result).get_shape(), op.result_dims, DYNAMIC_INDEX)


def _factors_of_result_dims(reshape: ReshapeOp, source_sizes: Sequence[Size]) -> list[list[Size]]:
    """Each result dim of `reshape` as a product of known sizes (one factor when the reshape names it)."""
    if isinstance(reshape, tensor.ExpandShapeOp):
        static = reshape.static_output_shape.get_values()
        return [[size] for size in get_dynamic_index_list(static, reshape.dynamic_output_shape, DYNAMIC_INDEX)]
    return [[source_sizes[d] for d in group] for group in groups_from_attr(reshape.reassociation)]


def multiply_sizes(factors: Sequence[Size]) -> tuple[list[Operation], SSAValue]:
    """Ops computing the product of `factors`: `[%a, 4, %b]` -> `(%a * %b) * 4`; a lone value needs no op.

    Constant factors are multiplied out: `[%c2, 8]` with `%c2 = arith.constant 2` -> `16`.
    """
    if len(factors) == 1 and isinstance(factors[0], SSAValue):
        return [], factors[0]
    known = [known_size(f) if isinstance(f, SSAValue) else f for f in factors]
    values = [f for f in known if isinstance(f, SSAValue)]
    static = prod(f for f in known if isinstance(f, int))
    ops: list[Operation] = []
    if static != 1 or not values:
        ops.append(constant := arith.ConstantOp(IntegerAttr(static, IndexType())))
        constant.result.name_hint = f"c{static}"
        values.append(constant.result)
    result = values[0]
    for v in values[1:]:
        ops.append(product := arith.MuliOp(result, v))
        product.result.name_hint = "size"
        result = product.result
    return ops, result


def result_dim_values(reshape: ReshapeOp, unset: UnsetEncodingOp) -> tuple[list[Operation], list[SSAValue]]:
    """The `{...}` operands of an unset_encoding yielding `reshape`'s result type, from the sizes `unset` knows.

    Carried over from expand_shape's output_shape; for collapse_shape, the product of the group's sizes.
    """
    ops: list[Operation] = []
    values: list[SSAValue] = []
    factors = _factors_of_result_dims(reshape, unset_sizes(unset))
    for size, dim_factors in zip(tensor_type_of(reshape.result).get_shape(), factors):
        if size == DYNAMIC_INDEX:
            new_ops, value = multiply_sizes(dim_factors)
            ops.extend(new_ops)
            values.append(value)
    return ops, values


def step_down(
    reshape: ReshapeOp, encoding: Attribute, *, unit_dims: bool, target: CpuTarget | None = None
) -> Attribute | Refusal:
    """May an unset_encoding of a value with `encoding` move below `reshape`, one of its users?"""
    return encoding_across(encoding, reshape, "down", unit_dims=unit_dims, target=target)


def sink_unset_encoding(
    rewriter: PatternRewriter, reshape: ReshapeOp, unset: UnsetEncodingOp, encoding: Attribute
) -> UnsetEncodingOp:
    """`reshape(unset_encoding(x))` -> `unset_encoding(reshape'(x))`; the old unset stays for its other users.

    `reshape'` yields `reshape`'s type with `encoding`; the new unset's dynamic sizes come from `unset`'s.
    """
    rebuilt = rebuild_reshape(reshape, unset.source, with_encoding(tensor_type_of(reshape.result), encoding))
    size_ops, sizes = result_dim_values(reshape, unset)
    new_unset = UnsetEncodingOp(
        rebuilt.result, tensor_type_of(reshape.result), sizes, encoding_dims=unset.encoding_dims
    )
    rewriter.replace(reshape, [*size_ops, rebuilt, new_unset])
    erase_dead(rewriter, [unset])
    return new_unset


# ---------------------------------------------------------------------------------------
# Cleanup
# ---------------------------------------------------------------------------------------


def is_identity_reshape(op: ReshapeOp) -> bool:
    """A reshape whose source type is its result type; IREE's greedy driver folds it (MLIR's `foldReshapeOp`)."""
    return op.src.type == op.result.type


def fold_identity_reshape(rewriter: PatternRewriter, op: ReshapeOp) -> None:
    """Replace `op` by its source; its `output_shape` producers (`tensor.dim`, constants) go if now dead.

    Without the second step a second run would erase them, so the pass would not be idempotent.
    """
    size_producers = [v.owner for v in op.operands[1:] if isinstance(v.owner, Operation)]
    rewriter.replace(op, [], [op.src])
    erase_dead(rewriter, size_producers)


def erase_dead(rewriter: PatternRewriter, candidates: Iterable[Operation]) -> None:
    """Erase each candidate that is unused and side-effect free, then its producers that become so.

    A bypassed chain `c2(c1(x))` goes in one call from `c2`: what a greedy driver's dead-code
    elimination would erase over several sweeps, and nothing else.
    """
    worklist = list(candidates)
    while worklist:
        op = worklist.pop()
        if op.parent is None or not is_trivially_dead(op):
            continue
        producers = [v.owner for inner in op.walk() for v in inner.operands if isinstance(v.owner, Operation)]
        rewriter.erase(op)
        worklist.extend(producers)
