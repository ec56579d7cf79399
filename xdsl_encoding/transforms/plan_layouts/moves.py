"""The moves the plan makes: a set_encoding moves up (as `propagate-encodings` would move it) only if that pays.

`propagate-encodings` moves every encoding op as far as its encoding allows; whether the relayouts
then run on fewer bytes, or on constants, is not its question. Here each `set_encoding` is moved on a
copy of the module, with the same one-step moves and the same legality (`routes.plan_bubble`,
`elementwise.plan_bubble_through_generic`, fill check included), and the copy is kept only when its
relayout cost per call is strictly lower (`relayout_cost`). Unset_encodings are never sunk: a sink
gives every other operand of the op crossed a relayout (the bias of a bias + relu) and the result's
reader relays it out again anyway. Across the ops that change sizes (`tensor.pad`, `extract_slice`,
`insert_slice`) a set_encoding moves by the registry's rule (`SizeChangingRule`): the op is rebuilt
on the encoded types, where the rule allows it (`rule_refusals` says where it does not).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.interfaces import Blocked, propagation_rule_for
from xdsl_encoding.report.measure import constant_values, relayout_kind
from xdsl_encoding.report.measure import relayout_bytes as moved_bytes
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.plan_layouts.costs import relayout_bytes, runs_per_call
from xdsl_encoding.transforms.propagate_encodings.elementwise import (
    GenericMove,
    bubble_through_generic,
    plan_bubble_through_generic,
    plan_sink_through_generic,
    sink_through_generic,
)
from xdsl_encoding.transforms.propagate_encodings.routes import plan_bubble, plan_sink
from xdsl_encoding.transforms.propagate_encodings.rules import SizeChangingRule
from xdsl_encoding.transforms.propagate_encodings.steps import bubble_set_encoding, sink_unset_encoding, with_encoding
from xdsl_encoding.utils.encodings import contains_encoding
from xdsl_encoding.utils.hints import tensor_type, tensor_type_of
from xdsl_encoding.verify.module import ReshapeOp

__all__ = ["Move", "RuleRefusal", "paying_moves", "relayout_cost", "rule_refusals"]


@dataclass(frozen=True)
class Move:
    """An encoding op of the original module moved (a set_encoding up, an unset_encoding down), and the
    module's relayout cost per call before and after."""

    op: SetEncodingOp | UnsetEncodingOp
    crossed: int
    cost_before: int
    cost_after: int


@dataclass(frozen=True)
class RuleRefusal:
    """A set_encoding that stays below an op because the op's rule refuses the move, and why."""

    op: SetEncodingOp
    crossed: Operation
    rule: str
    why: str


def _size_changing(op: SetEncodingOp) -> tuple[Operation, SizeChangingRule] | None:
    """The producer of `op`'s source and its rule, when that is a `SizeChangingRule` (pad, slices)."""
    producer = op.source.owner
    if not isinstance(producer, Operation) or len(producer.results) != 1:
        return None
    rule = propagation_rule_for(producer)
    return (producer, rule) if isinstance(rule, SizeChangingRule) else None


def rule_bubble(
    op: SetEncodingOp, target: CpuTarget | None
) -> tuple[Operation, tuple[Attribute | None, ...]] | str | None:
    """The producer `op` may move above by its rule and the operands' encodings; why not (a refusal); None if
    the producer has no such rule."""
    found = _size_changing(op)
    if found is None:
        return None
    producer, rule = found
    if op.encoding_dims:
        return "the set_encoding has encoding_dims"
    if not producer.results[0].has_one_use():
        return f"the {producer.name} result has other users"
    moved = rule.bubble(producer, 0, tensor_type_of(op.result).encoding, target)
    return moved.reason if isinstance(moved, Blocked) else (producer, moved)


def rule_refusals(module: ModuleOp, target: CpuTarget | None) -> list[RuleRefusal]:
    """Each set_encoding below a pad or slice that its rule keeps there (for the remarks)."""
    found: list[RuleRefusal] = []
    for op in module.walk():
        if isinstance(op, SetEncodingOp) and op.result.uses:
            why = rule_bubble(op, target)
            if isinstance(why, str):
                producer, rule = _size_changing(op) or (op, None)
                found.append(RuleRefusal(op, producer, type(rule).__name__, why))
    return found


def bubble_by_rule(rewriter: PatternRewriter, op: SetEncodingOp, target: CpuTarget | None) -> list[SetEncodingOp]:
    """Move `op` above its pad / slice producer: a set_encoding of each operand the rule encodes, the
    producer rebuilt on the encoded types; returns the new set_encodings ([] when the rule refuses)."""
    found = rule_bubble(op, target)
    if not isinstance(found, tuple):
        return []
    producer, encodings = found
    new_sets: list[SetEncodingOp] = []
    operands: list[SSAValue] = []
    for value, encoding in zip(producer.operands, encodings):
        t = tensor_type(value.type)
        if encoding is None or t is None:
            operands.append(value)
            continue
        new_set = SetEncodingOp(value, with_encoding(t, encoding))
        rewriter.insert(new_set, InsertPoint.before(producer))
        new_sets.append(new_set)
        operands.append(new_set.result)
    rebuilt = type(producer).create(
        operands=operands,
        result_types=[op.result.type],
        properties=dict(producer.properties),
        attributes=dict(producer.attributes),
        regions=[producer.detach_region(r) for r in list(producer.regions)],
    )
    rewriter.insert(rebuilt, InsertPoint.before(producer))
    rewriter.replace_all_uses_with(op.result, rebuilt.results[0])
    rewriter.erase(op)
    rewriter.erase(producer)
    return new_sets


_ENCODED_RELAYOUTS = ("tensor.pad", "tensor.extract_slice")
"""Relayouts that still run on encoded tensors (on the storage): counted like plain ones."""


def relayout_cost(module: ModuleOp) -> int:
    """Relayout bytes per call on logical types: each used set/unset of a (value, encoded type) once, and each
    plain relayout op (a transpose, which a set_encoding moved above it makes a pack absorb), times the
    static trip counts around it; none for a relayout of a constant (hoisted: it runs once, not per call)."""
    total = 0
    for function in module.walk():
        if not isinstance(function, func.FuncOp | util.FuncOp | util.InitializerOp):
            continue
        constants = constant_values(function)
        seen: set[tuple[SSAValue, object]] = set()
        for op in function.walk():
            kind = relayout_kind(op)
            if (
                kind is not None
                and (not _encoded(op) or kind in _ENCODED_RELAYOUTS)
                and op.operands[0] not in constants
            ):
                total += (moved_bytes(op) or 0) * (runs_per_call(op) or 1)  # a transpose a pack may absorb
                continue
            if not isinstance(op, SetEncodingOp | UnsetEncodingOp) or not op.results[0].uses:
                continue
            key = (op.source, op.results[0].type)
            if key in seen or op.source in constants:
                continue
            seen.add(key)
            total += (relayout_bytes(op) or 0) * (runs_per_call(op) or 1)
    return total


def _encoded(op: Operation) -> bool:
    return any(contains_encoding(v.type) for v in (*op.operands, *op.results))


def bubble_all_the_way(module: ModuleOp, op: SetEncodingOp, target: CpuTarget | None) -> int:
    """Move `op` and the set_encodings it becomes up across reshapes and element-wise producers as far as
    `propagate-encodings` would; returns how many ops were crossed."""
    rewriter = PatternRewriter(InsertPoint.at_end(module.body.block))
    crossed = 0
    pending: deque[SetEncodingOp] = deque([op])
    while pending:
        current = pending.popleft()
        if current.parent is None:
            continue
        route = plan_bubble(current, unit_dims=False, target=target)
        if route.steps:
            uses = list(current.result.uses)
            bubble_set_encoding(rewriter, current, route.steps)
            crossed += len(route.steps)
            if not uses:
                continue
            top = uses[0].operation.operands[uses[0].index].owner  # the outermost rebuilt reshape
            for _ in range(len(route.steps)):
                assert isinstance(top, Operation)
                top = top.operands[0].owner
            assert isinstance(top, SetEncodingOp)
            current = top
        move = plan_bubble_through_generic(current, target)
        if isinstance(move, GenericMove):
            pending.extend(bubble_through_generic(rewriter, move))
            crossed += 1
            continue
        moved = bubble_by_rule(rewriter, current, target)
        if moved:
            pending.extend(moved)
            crossed += 1
    return crossed


def sink_all_the_way(module: ModuleOp, op: UnsetEncodingOp, target: CpuTarget | None) -> int:
    """Move `op` and the unset_encodings it becomes down across reshapes and all-parallel consumers as far as
    `propagate-encodings` would; returns how many ops were crossed."""
    rewriter = PatternRewriter(InsertPoint.at_end(module.body.block))
    crossed = 0
    pending: deque[UnsetEncodingOp] = deque([op])
    while pending:
        current = pending.popleft()
        if current.parent is None:
            continue
        route = plan_sink(current, unit_dims=False, target=target)
        for reshape, encoding in route.steps:
            unset = reshape.src.owner
            assert isinstance(unset, UnsetEncodingOp)
            pending.append(sink_unset_encoding(rewriter, reshape, unset, encoding))
            crossed += 1
        if _erased(current):  # its reshape users took it along
            continue
        move = plan_sink_through_generic(current, target)
        if isinstance(move, GenericMove):
            pending.append(sink_through_generic(rewriter, move))
            crossed += 1
    return crossed


def _can_move(op: SetEncodingOp | UnsetEncodingOp, target: CpuTarget | None) -> bool:
    """Whether `op` has a first legal step (planned on the IR as it is, nothing rewritten)."""
    if isinstance(op, SetEncodingOp):
        if isinstance(rule_bubble(op, target), tuple):
            return True
        if isinstance(op.source.owner, ReshapeOp):
            return bool(plan_bubble(op, unit_dims=False, target=target).steps)
        return isinstance(op.source.owner, GenericOp) and isinstance(
            plan_bubble_through_generic(op, target), GenericMove
        )
    if plan_sink(op, unit_dims=False, target=target).steps:
        return True
    return isinstance(plan_sink_through_generic(op, target), GenericMove)


def _erased(op: Operation) -> bool:
    return op.parent is None


def _move(module: ModuleOp, op: Operation, target: CpuTarget | None) -> int:
    if isinstance(op, SetEncodingOp):
        return bubble_all_the_way(module, op, target)
    assert isinstance(op, UnsetEncodingOp)
    return sink_all_the_way(module, op, target)


def paying_moves(module: ModuleOp, target: CpuTarget | None) -> tuple[ModuleOp, list[Move]]:
    """A copy of `module` with every move that lowers the relayout cost made, one set_encoding at a time.

    Each set_encoding is moved on a clone first; when the clone costs less, the same move is made on the
    copy (the moves are deterministic, so both end alike)."""
    current = module.clone()
    original_of = dict(zip(current.walk(), module.walk()))
    moves: list[Move] = []
    cost = relayout_cost(current)
    for op in [o for o in current.walk() if isinstance(o, SetEncodingOp | UnsetEncodingOp)]:
        if op.parent is None or not op.results[0].uses or not _can_move(op, target):
            continue  # only an op with a first legal step is worth a trial on a clone
        index = next(i for i, o in enumerate(current.walk()) if o is op)
        trial = current.clone()
        counterpart = list(trial.walk())[index]
        crossed = _move(trial, counterpart, target)
        after = relayout_cost(trial)
        if crossed and after < cost:
            original = original_of[op]
            assert isinstance(original, SetEncodingOp | UnsetEncodingOp)
            _move(current, op, target)
            moves.append(Move(original, crossed, cost, after))
            cost = after
    return current, moves
