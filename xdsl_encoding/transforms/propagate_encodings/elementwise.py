"""One encoding op across one element-wise `linalg.generic`: the decision and the rewrite.

Bubbling mirrors `bubbleUpSetEncodingThroughGenericOp` (DispatchCreation/HoistEncodingOps.cpp, IREE
3.13): `set_encoding(generic(x, s))` -> `generic'(set_encoding'(x), set_encoding''(s))` on a new
encoded `tensor.empty`, each input's map (composed with the inverse output map) appended to the
encoding's chain. Sinking mirrors `SinkUnsetEncodingOp` with `generateSinkingEncodings`
(ExternalInterfaces/EncodingExternalModels.cpp): `generic(unset_encoding(e), b)` ->
`unset_encoding(generic'(e, set_encoding'(b)))`. What IREE lacks is the padding-value check: the
new elements a materialization creates pass through the moved-over op, and the encoding says
whether that may change a result (`fills.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import tensor
from xdsl.dialects.builtin import AnyFloat, IntegerType, TensorType
from xdsl.dialects.linalg.ops import GenericOp, IndexOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.interfaces import Blocked, ElementwisePropagationAttr
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.propagate_encodings.fills import (
    check_contraction_fills,
    evaluate_generic,
    fill_of_encoded,
    is_parallel_generic,
    scalar_fill,
)
from xdsl_encoding.transforms.propagate_encodings.steps import Refusal, erase_dead, set_encoding_refusal, with_encoding
from xdsl_encoding.utils.affine import is_permutation, projected_permutation_dims


@dataclass(frozen=True)
class GenericMove:
    """A planned move: the encoding of each operand of `generic` after it (None: left alone) and of its result."""

    op: SetEncodingOp | UnsetEncodingOp
    generic: GenericOp
    encodings: tuple[Attribute | None, ...]
    result_encoding: Attribute
    why: str
    """What crossing means for the new elements, for remarks (`K dim 1 is not padded`)."""


def _bitwidth(t: Attribute) -> int | None:
    return t.bitwidth if isinstance(t, IntegerType | AnyFloat) else None


def _tensor(v: SSAValue) -> TensorType[Attribute] | None:
    return v.type if isa(v.type, TensorType[Attribute]) else None


def producer_kind(op: GenericOp) -> str | None:
    """`bit-extend`, `broadcast` or `data movement`: the producers a set_encoding bubbles through.

    IREE's `isBitExtendOp` (wider output than the widest highest-rank input, no `math` op) and
    `isBroadcastingOp` (one input, identity output map, projected-permutation input map with
    fewer results, body only a yield); and, beyond IREE, a transpose (body only a yield).
    """
    body = list(op.body.block.ops)
    maps = [m.data for m in op.indexing_maps.data]
    inputs = [t for t in (_tensor(v) for v in op.inputs) if t is not None]
    result = _tensor(op.results[0])
    if result is None or not inputs:
        return None
    rank = max(t.get_num_dims() for t in inputs)
    widths = [_bitwidth(t.element_type) for t in inputs if t.get_num_dims() == rank]
    out_width = _bitwidth(result.element_type)
    if rank and out_width is not None and None not in widths:
        widest = max(w for w in widths if w is not None)
        if widest < out_width and not any(o.dialect_name() == "math" for o in body):
            return "bit-extend"
    yields_input = len(body) == 1 and len(op.inputs) == 1 and body[0].operands[:1] == (op.body.block.args[0],)
    if yields_input and len(maps[0].results) < len(maps[1].results) and maps[1] == AffineMap.identity(maps[1].num_dims):
        return "broadcast"
    if yields_input and is_permutation(maps[0]):
        return "data movement"
    return None


def generic_refusal(op: GenericOp) -> str | None:
    """What every move through `op` needs: one result, all-parallel, projected permutations, no `linalg.index`."""
    if not is_parallel_generic(op):
        return "it is not an all-parallel linalg.generic with one result"
    if len(op.outputs) != 1:
        return "it has more than one init"
    for i, m in enumerate(op.indexing_maps.data):
        if projected_permutation_dims(m.data) is None:
            return f"operand #{i} is read with {m.data}, not a projected permutation"
    if any(isinstance(o, IndexOp) for o in op.body.walk()):
        return "its body reads linalg.index, which would index the packed domain"
    return None


def plan_bubble_through_generic(op: SetEncodingOp, target: CpuTarget | None) -> GenericMove | Refusal:
    """May `op` move above the generic that produces its source, and with which encodings?"""
    encoding = op.result.type.encoding
    if not isinstance(encoding, ElementwisePropagationAttr):
        return Refusal(op, f"the encoding {encoding} does not say how it crosses element-wise ops")
    refusal = set_encoding_refusal(op)
    if refusal is not None:
        return refusal
    producer = op.source.owner
    if not isinstance(producer, GenericOp):
        origin = f"comes from {producer.name}" if isinstance(producer, Operation) else "is a block argument"
        return Refusal(op.source, f"the source {origin}, not a linalg.generic")
    if producer.parent_block() is not op.parent_block():
        return Refusal(producer, "it is in another block")
    why = generic_refusal(producer)
    if why is None and len(list(op.source.uses)) != 1:
        why = "its result has other users"
    if why is None and not isinstance(producer.outputs[0].owner, tensor.EmptyOp):
        why = "its init is not a tensor.empty"
    out_map = producer.indexing_maps.data[-1].data
    if why is None and not is_permutation(out_map):
        why = f"its output map {out_map} is not a permutation"
    if why is None and producer_kind(producer) is None:
        why = "it is not a bit-extend, broadcast or transpose (IREE moves through those only)"
    if why is not None:
        return Refusal(producer, why)
    inverse = out_map.inverse_permutation()
    assert inverse is not None, "a permutation is invertible"
    encodings: list[Attribute | None] = []
    for i, v in enumerate(producer.inputs):
        if _tensor(v) is None:
            encodings.append(None)  # scalars need no encoding
            continue
        moved = encoding.bubbled(producer.indexing_maps.data[i].data.compose(inverse))
        if isinstance(moved, Blocked):
            return Refusal(producer, moved.reason)
        encodings.append(moved)
    encodings.append(encoding)
    result_type = op.result.type
    assert isa(result_type, TensorType[Attribute])
    matters = encoding.new_elements_matter(result_type, target)
    if matters is None:
        return GenericMove(op, producer, tuple(encodings), encoding, "its new elements cannot change a result")
    fills = [
        fill_of_encoded(with_encoding(t, e), target, v)
        if (t := _tensor(v)) is not None and e is not None
        else scalar_fill(v)
        for v, e in zip(producer.inputs, encodings)
    ]
    conflict = check_contraction_fills(op, evaluate_generic(producer, fills), target)
    if conflict is not None:
        return Refusal(producer, f"{matters}, and {conflict}")
    return GenericMove(op, producer, tuple(encodings), encoding, f"{matters}, and the fills stay harmless")


def bubble_through_generic(rewriter: PatternRewriter, move: GenericMove) -> list[SetEncodingOp]:
    """Make a planned bubble; returns the new set_encodings (which may move on)."""
    op, producer = move.op, move.generic
    assert isinstance(op, SetEncodingOp)
    new_ops: list[Operation] = []
    new_sets: list[SetEncodingOp] = []
    operands: list[SSAValue] = []
    for v, e in zip(producer.inputs, move.encodings):
        t = _tensor(v)
        if t is None or e is None:
            operands.append(v)
            continue
        new_set = SetEncodingOp(v, with_encoding(t, e), op.encoding_dims)
        new_ops.append(new_set)
        new_sets.append(new_set)
        operands.append(new_set.result)
    old_init = producer.outputs[0].owner
    assert isinstance(old_init, tensor.EmptyOp)
    init_type = _tensor(producer.outputs[0])
    assert init_type is not None
    empty = tensor.EmptyOp(old_init.dynamic_sizes, with_encoding(init_type, move.result_encoding))
    new_ops.append(empty)
    operands.append(empty.tensor)
    generic = _clone_generic(producer, operands, [op.result.type])
    new_ops.append(generic)
    generic.results[0].name_hint = op.result.name_hint
    rewriter.insert(new_ops, InsertPoint.before(op))
    rewriter.replace_all_uses_with(op.result, generic.results[0])
    rewriter.erase(op)
    _erase_generic(rewriter, producer)
    return new_sets


def _erase_generic(rewriter: PatternRewriter, op: GenericOp) -> None:
    """Erase `op`, now unused, and what only it used. A generic on tensors has no side effect, but
    xDSL 0.74 does not know it (`is_trivially_dead` is false for it)."""
    producers = [v.owner for v in op.operands if isinstance(v.owner, Operation)]
    rewriter.erase(op)
    erase_dead(rewriter, producers)


def _clone_generic(op: GenericOp, operands: Sequence[SSAValue], result_types: Sequence[Attribute]) -> GenericOp:
    """`op` (attributes, maps, body) on new operands and result types."""
    return GenericOp.create(
        operands=list(operands),
        result_types=list(result_types),
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        regions=[op.body.clone()],
    )


def plan_sink_through_generic(op: UnsetEncodingOp, target: CpuTarget | None) -> GenericMove | Refusal:
    """May `op` move below its one user, an all-parallel generic? IREE's `isPropagableDown` and more."""
    source, result = _tensor(op.source), _tensor(op.result)
    assert source is not None, "unset_encoding's source is a tensor"
    assert result is not None, "unset_encoding's result is a tensor"
    encoding = source.encoding
    if not isinstance(encoding, ElementwisePropagationAttr):
        return Refusal(op, f"the encoding {encoding} does not say how it crosses element-wise ops")
    if source.get_shape() != result.get_shape():
        return Refusal(op, f"unset_encoding changes the shape {source} to {result}")
    uses = list(op.result.uses)
    if len(uses) != 1:
        return Refusal(op, "its result has no user or more than one")
    consumer, index = uses[0].operation, uses[0].index
    if not isinstance(consumer, GenericOp):
        return Refusal(op, f"its user is {consumer.name}, not a linalg.generic")
    why = generic_refusal(consumer)
    if why is None and consumer.parent_block() is not op.parent_block():
        why = "it is in another block"
    if why is None and index >= len(consumer.inputs):
        why = "the unset_encoding is its init"
    maps = [m.data for m in consumer.indexing_maps.data]
    if why is None and not is_permutation(maps[index]):
        why = f"it reads the encoded operand with {maps[index]}, a broadcast from it (IREE #24160)"
    init = consumer.outputs[0]
    init_type = _tensor(init)
    if (
        why is None
        and not isinstance(init.owner, tensor.EmptyOp)
        and (init_type is None or not init_type.has_static_shape())
    ):
        why = "its init is not a tensor.empty, so the sizes of the new unset_encoding are unknown"
    if why is not None:
        return Refusal(consumer, why)
    encodings: list[Attribute | None] = []
    for i, v in enumerate(consumer.operands):
        if i == index:
            encodings.append(encoding)
        elif _tensor(v) is None:
            encodings.append(None)
        else:
            moved = encoding.sunk(maps[index], maps[i])
            if isinstance(moved, Blocked):
                return Refusal(consumer, moved.reason)
            encodings.append(moved)
    result_encoding = encodings[-1]
    assert result_encoding is not None
    for v, e in zip(consumer.operands, encodings):
        t = _tensor(v)
        if t is not None and e is not None and isinstance(e, ElementwisePropagationAttr):
            matters = e.new_elements_matter(with_encoding(t, e), target)
            if matters is not None:
                return Refusal(consumer, f"{matters} on {t}, and sinking checks no fills")
    return GenericMove(op, consumer, tuple(encodings), result_encoding, "the new elements are dropped by the unset")


def sink_through_generic(rewriter: PatternRewriter, move: GenericMove) -> UnsetEncodingOp:
    """Make a planned sink; returns the new unset_encoding (which may move on)."""
    op, consumer = move.op, move.generic
    assert isinstance(op, UnsetEncodingOp)
    new_ops: list[Operation] = []
    operands: list[SSAValue] = []
    for v, e in zip(consumer.operands, move.encodings):
        t = _tensor(v)
        if v is op.result:
            operands.append(op.source)
        elif t is None or e is None:
            operands.append(v)
        elif isinstance(v.owner, tensor.EmptyOp):
            new_ops.append(empty := tensor.EmptyOp(v.owner.dynamic_sizes, with_encoding(t, e)))
            operands.append(empty.tensor)
        else:
            new_ops.append(new_set := SetEncodingOp(v, with_encoding(t, e), op.encoding_dims))
            operands.append(new_set.result)
    result_type = _tensor(consumer.results[0])
    assert result_type is not None
    generic = _clone_generic(consumer, operands, [with_encoding(result_type, move.result_encoding)])
    init = consumer.outputs[0].owner
    sizes = init.dynamic_sizes if isinstance(init, tensor.EmptyOp) else ()
    unset = UnsetEncodingOp(generic.results[0], result_type, sizes, encoding_dims=op.encoding_dims)
    unset.result.name_hint = consumer.results[0].name_hint
    rewriter.insert([*new_ops, generic, unset], InsertPoint.before(consumer))
    rewriter.replace_all_uses_with(consumer.results[0], unset.result)
    _erase_generic(rewriter, consumer)
    return unset
