"""The element-wise phase of the pass: unset_encodings sink, then set_encodings bubble, until each stops.

The pass alternates this phase with the reshape moves until neither moves anything, so a
set_encoding climbs reshape -> dequantization -> reshape chains.

Like IREE's greedy driver on `BubbleUpSetEncodingOp` / `SinkUnsetEncodingOp`, every op moves one
generic at a time and the ops a move creates move on. Set_encodings are taken in program order and
each one's new set_encodings right after it, so the first operand of a contraction moves before
the second is decided against it (the padding rule looks at both).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter

from xdsl_encoding.data_tiling.padding_rule import MODEL_ATTACHED
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.propagate_encodings.elementwise import (
    GenericMove,
    bubble_through_generic,
    plan_bubble_through_generic,
    plan_sink_through_generic,
    producer_kind,
    sink_through_generic,
)
from xdsl_encoding.transforms.propagate_encodings.steps import Refusal
from xdsl_encoding.utils.remarks import OpNamer

Remark = Callable[[str], None]
"""Prints one remark line."""


def move_across_elementwise_ops(
    module: ModuleOp, rewriter: PatternRewriter, target: CpuTarget | None, remark: Remark | None
) -> bool:
    """Make every move this phase can; True if any op moved (the pass then tries reshapes again)."""
    assert MODEL_ATTACHED, "EncodingAttr's K-padding model answers the padding questions"
    moved = False
    unsets = deque(o for o in module.walk() if isinstance(o, UnsetEncodingOp))
    while unsets:
        unset = unsets.popleft()
        if unset.parent is None or not unset.result.uses:
            continue
        plan = plan_sink_through_generic(unset, target)
        _remark(remark, unset, plan, "down below")
        if isinstance(plan, GenericMove):
            moved = True
            unsets.appendleft(sink_through_generic(rewriter, plan))
    sets = deque(o for o in module.walk() if isinstance(o, SetEncodingOp))
    while sets:
        op = sets.popleft()
        if op.parent is None:
            continue
        plan = plan_bubble_through_generic(op, target)
        _remark(remark, op, plan, "up above")
        if isinstance(plan, GenericMove):
            moved = True
            sets.extendleft(reversed(bubble_through_generic(rewriter, plan)))
    return moved


def _remark(remark: Remark | None, op: Operation, plan: GenericMove | Refusal, direction: str) -> None:
    """`@f: iree_encoding.set_encoding %e moved up above linalg.generic %d (bit-extend): <why>`, or where it stopped."""
    if remark is None:
        return
    namer = OpNamer()  # the IR changes between remarks: count positions afresh
    if isinstance(plan, Refusal) and not _next_to_generic(op):
        return  # nothing element-wise to cross: the reshape phase's remark said where it stopped
    if isinstance(plan, Refusal):
        at = plan.at
        where = namer.op(at) if isinstance(at, Operation) else namer.value(at)
        remark(f"{namer.describe(op)} stopped at {where}: {plan.reason}")
        return
    kind = f" ({producer_kind(plan.generic)})" if isinstance(plan.op, SetEncodingOp) else ""
    remark(f"{namer.describe(plan.op)} moved {direction} {namer.op(plan.generic)}{kind}: {plan.why}")


def _next_to_generic(op: Operation) -> bool:
    """A set_encoding of a generic's result, or an unset_encoding a generic reads."""
    if isinstance(op, SetEncodingOp):
        return isinstance(op.source.owner, GenericOp)
    return any(isinstance(use.operation, GenericOp) for use in op.results[0].uses)
