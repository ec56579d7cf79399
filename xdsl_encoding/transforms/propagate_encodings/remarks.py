"""`remarks=true`: one line per encoding op saying how far it moved and what stopped it.

Printed to stderr as `remark: @fn: <op> moved up through 1 reshape, stopped at <op>: <reason>`
through `xdsl_encoding.utils.remarks`, which names ops the same way in every pass.
"""

from __future__ import annotations

from xdsl.ir import Operation

from xdsl_encoding.transforms.propagate_encodings.routes import Route
from xdsl_encoding.transforms.propagate_encodings.steps import Refusal
from xdsl_encoding.utils.remarks import OpNamer


def _reshapes(count: int) -> str:
    return f"{count} reshape" if count == 1 else f"{count} reshapes"


def _stop(namer: OpNamer, refusal: Refusal) -> str:
    at = refusal.at
    where = namer.op(at) if isinstance(at, Operation) else namer.value(at)
    return f"{where}: {refusal.reason}"


def describe_route(namer: OpNamer, route: Route) -> str:
    """`@f: iree_encoding.set_encoding %e moved up through 1 reshape, stopped at tensor.collapse_shape %c: <why>`."""
    direction = "up" if route.op.name == "iree_encoding.set_encoding" else "down"
    moved = f"moved {direction} through {_reshapes(len(route.steps))}" if route.steps else "did not move"
    text = f"{namer.describe(route.op)} {moved}"
    if not route.stops:
        return f"{text}, no reshape user left to cross"
    stops = sorted(route.stops, key=lambda s: namer.position(s.at) if isinstance(s.at, Operation) else 0)
    return f"{text}, stopped at " + "; at ".join(_stop(namer, s) for s in stops)


def describe_unused(namer: OpNamer, op: Operation) -> str:
    return f"{namer.describe(op)} is unused and was removed"
