"""Remarks (`remarks=true` on a pass): one `remark: @fn: <op> %name: <message>` line per event, on stderr.

Every pass prints its remarks through here, so they read alike and a lit test can check them
(`2>&1 | filecheck --check-prefix=REMARK`). An op is named by its first result's SSA name
(`%e`), or by its position in its function (`#3`) when it has none.
"""

from __future__ import annotations

import sys

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import BlockArgument, Operation, SSAValue

__all__ = ["OpNamer", "print_remark", "remark_on"]


class OpNamer:
    """Names ops and values for remarks; numbers unnamed ops once per function, only when needed.

    Positions are counted when first asked and kept: use one namer while the IR does not change.
    """

    def __init__(self) -> None:
        self._positions: dict[Operation, dict[Operation, int]] = {}

    def scope(self, op: Operation) -> Operation | None:
        """The nearest symbol (`func.func`, ...) holding `op`, `op` itself included."""
        scope: Operation | None = op
        while scope is not None and not isinstance(scope.properties.get("sym_name"), StringAttr):
            scope = scope.parent_op()
        return scope

    def scope_name(self, op: Operation) -> str:
        """`@f`, or `<module>` outside any symbol."""
        scope = self.scope(op)
        if scope is None:
            return "<module>"
        name = scope.properties["sym_name"]
        assert isinstance(name, StringAttr)
        return f"@{name.data}"

    def op(self, op: Operation) -> str:
        """`linalg.matmul %r`, or `linalg.matmul #3` when no result is named."""
        hints = [r.name_hint for r in op.results if r.name_hint]
        if hints:
            return f"{op.name} %{hints[0]}"
        return f"{op.name} #{self.position(op)}"

    def describe(self, op: Operation) -> str:
        """`@f: linalg.matmul %r`: where `op` is and which op it is."""
        return f"{self.scope_name(op)}: {self.op(op)}"

    def value(self, value: SSAValue) -> str:
        """`%x`, `block argument 0`, or the op that defines `value`."""
        if value.name_hint:
            return f"%{value.name_hint}"
        if isinstance(value, BlockArgument):
            return f"block argument {value.index}"
        assert isinstance(value.owner, Operation)
        return self.op(value.owner)

    def position(self, op: Operation) -> int:
        """Where `op` is in the walk of its function (0 outside any symbol)."""
        scope = self.scope(op)
        if scope is None:
            return 0
        if scope not in self._positions:
            self._positions[scope] = {o: i for i, o in enumerate(scope.walk(), start=0)}
        return self._positions[scope].get(op, 0)


def print_remark(text: str) -> None:
    """`remark: <text>` on stderr."""
    print(f"remark: {text}", file=sys.stderr)


def remark_on(op: Operation, message: str, namer: OpNamer | None = None) -> None:
    """`remark: @f: linalg.matmul %r: <message>`. Without a namer, positions are counted afresh
    (right for passes that rewrite between remarks)."""
    print_remark(f"{(namer or OpNamer()).describe(op)}: {message}")
