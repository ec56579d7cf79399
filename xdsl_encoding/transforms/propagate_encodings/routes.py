"""The analysis half of the pass: how far each encoding op travels, decided before anything moves.

Each step asks the encoding once (`steps.step_up` / `steps.step_down`), so planning costs one
visit per reshape crossed, and rewriting then touches each crossed reshape once. A greedy driver
reaches the same result one step per match, re-reading the IR between steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.ir import Operation

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.propagate_encodings.steps import (
    Refusal,
    Step,
    set_encoding_refusal,
    step_down,
    step_up,
    unset_encoding_refusal,
)
from xdsl_encoding.utils.hints import tensor_type_of
from xdsl_encoding.verify.module import ReshapeOp


@dataclass
class Route:
    """The reshapes an encoding op crosses, in rewrite order, and what stopped it.

    A set_encoding walks up a chain and stops once; an unset_encoding walks down a tree of users
    and stops once per blocked branch (a branch that ends at a non-reshape user is not a stop).
    """

    op: SetEncodingOp | UnsetEncodingOp
    steps: list[Step] = field(default_factory=list[Step])
    stops: list[Refusal] = field(default_factory=list[Refusal])


def is_used(op: Operation) -> bool:
    return any(result.uses for result in op.results)


def plan_bubble(op: SetEncodingOp, *, unit_dims: bool, target: CpuTarget | None = None) -> Route:
    """`set_encoding(c1(c2(x)))` where c1 lets it pass and c2 merges its K dim -> steps `[c1]`, stop at c2."""
    route = Route(op)
    refusal = set_encoding_refusal(op)
    if refusal is not None:
        route.stops.append(refusal)
        return route
    value, encoding = op.source, tensor_type_of(op.result).encoding
    seen: set[Operation] = set()
    while True:
        step = step_up(value, encoding, unit_dims=unit_dims, target=target)
        if isinstance(step, Refusal):
            route.stops.append(step)
            return route
        reshape, encoding = step
        if reshape in seen:
            route.stops.append(Refusal(reshape, "the reshapes form a cycle"))  # xDSL does not check dominance
            return route
        seen.add(reshape)
        route.steps.append(step)
        value = reshape.src


def plan_sink(op: UnsetEncodingOp, *, unit_dims: bool, target: CpuTarget | None = None) -> Route:
    """The tree of reshapes below `op` that its encoding may cross, parents before children."""
    route = Route(op)
    refusal = unset_encoding_refusal(op)
    if refusal is not None:
        route.stops.append(refusal)
        return route
    pending = [(op.result, tensor_type_of(op.source).encoding)]
    while pending:
        value, encoding = pending.pop()
        for use in value.uses:
            user = use.operation
            if not isinstance(user, ReshapeOp) or not is_used(user):
                continue
            moved = step_down(user, encoding, unit_dims=unit_dims, target=target)
            if isinstance(moved, Refusal):
                route.stops.append(moved)
                continue
            route.steps.append((user, moved))
            pending.append((user.result, moved))
    return route
