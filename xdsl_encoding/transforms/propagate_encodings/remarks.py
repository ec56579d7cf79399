"""`remarks=true`: one line per encoding op saying how far it moved and what stopped it.

Printed to stderr as `remark: @fn: <op> moved up through 1 reshape, stopped at <op>: <reason>`
so a lit test can check them (`2>&1 | filecheck --check-prefix=REMARK`). Ops are named by their
result's SSA name in the input (`%e`), or by their position in the function (`#3`) when unnamed.
"""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import BlockArgument, Operation, SSAValue

from xdsl_encoding.transforms.propagate_encodings.routes import Route
from xdsl_encoding.transforms.propagate_encodings.steps import Refusal


class OpNamer:
    """Names ops and values for remarks; numbers unnamed ops once per function, only when needed."""

    def __init__(self) -> None:
        self._positions: dict[Operation, dict[Operation, int]] = {}

    def scope(self, op: Operation) -> Operation | None:
        parent = op.parent_op()
        while parent is not None and not isinstance(parent.properties.get("sym_name"), StringAttr):
            parent = parent.parent_op()
        return parent

    def scope_name(self, op: Operation) -> str:
        scope = self.scope(op)
        if scope is None:
            return "<module>"
        name = scope.properties["sym_name"]
        assert isinstance(name, StringAttr)
        return f"@{name.data}"

    def op(self, op: Operation) -> str:
        hints = [r.name_hint for r in op.results if r.name_hint]
        if hints:
            return f"{op.name} %{hints[0]}"
        return f"{op.name} #{self.position(op)}"

    def value(self, value: SSAValue) -> str:
        if value.name_hint:
            return f"%{value.name_hint}"
        if isinstance(value, BlockArgument):
            return f"block argument {value.index}"
        assert isinstance(value.owner, Operation)
        return self.op(value.owner)

    def position(self, op: Operation) -> int:
        scope = self.scope(op)
        if scope is None:
            return 0
        if scope not in self._positions:
            self._positions[scope] = {o: i for i, o in enumerate(scope.walk(), start=0)}
        return self._positions[scope].get(op, 0)


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
    text = f"{namer.scope_name(route.op)}: {namer.op(route.op)} {moved}"
    if not route.stops:
        return f"{text}, no reshape user left to cross"
    stops = sorted(route.stops, key=lambda s: namer.position(s.at) if isinstance(s.at, Operation) else 0)
    return f"{text}, stopped at " + "; at ".join(_stop(namer, s) for s in stops)


def describe_unused(namer: OpNamer, op: Operation) -> str:
    return f"{namer.scope_name(op)}: {namer.op(op)} is unused and was removed"
