"""Remarks (`remarks=true` on a pass): one `remark: @fn: <op> %name: <message>` line per event, on stderr.

Every pass prints its remarks through here, so they read alike and a lit test can check them
(`2>&1 | filecheck --check-prefix=REMARK`). An op is named by its first result's SSA name as the
printer prints the IR the remark is about (`%lhs_1`, `%0`: `utils/printed_names.py`); an op
without results by its operands (`func.return (%r)`), and by its position in its function (`#3`)
only when it has neither.
"""

from __future__ import annotations

import sys
from collections.abc import Generator
from contextlib import contextmanager

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue

from xdsl_encoding.utils.printed_names import printed_names

__all__ = ["OpNamer", "names_of_input", "print_remark", "remark_on"]

_INPUT_NAMES: list[dict[SSAValue, str]] = []


@contextmanager
def names_of_input(top: Operation, enabled: bool = True) -> Generator[None]:
    """While a pass rewrites `top`, name values in remarks as the pass's input printed them.

    A value made by the pass itself is named as the IR being rewritten prints it then. Does
    nothing unless `enabled` (printing a module to name it is only worth it when remarks are on).
    """
    if not enabled:
        yield
        return
    try:
        snapshot = printed_names(top)
    except Exception:  # an input that cannot print: names come from the hints
        snapshot = {}
    _INPUT_NAMES.append(snapshot)
    try:
        yield
    finally:
        _INPUT_NAMES.pop()


class OpNamer:
    """Names ops and values for remarks; numbers unnamed ops once per function, only when needed.

    Names and positions are computed when first asked and kept: use one namer while the IR does not change.
    """

    def __init__(self) -> None:
        self._positions: dict[Operation, dict[Operation, int]] = {}
        self._names: dict[Operation | None, dict[SSAValue, str]] = {}

    def _printed(self, value: SSAValue) -> str | None:
        """The printed name of `value` in the symbol op holding it (names restart in each function)."""
        if _INPUT_NAMES and value in _INPUT_NAMES[-1]:
            return _INPUT_NAMES[-1][value]
        owner = value.owner
        op = owner if isinstance(owner, Operation) else owner.parent_op()
        scope = self.scope(op) if op is not None else None
        if scope not in self._names:
            try:
                self._names[scope] = printed_names(scope) if scope is not None else {}
            except Exception:  # IR in the middle of a rewrite need not print: fall back to the hints
                self._names[scope] = {}
        return self._names[scope].get(value)

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
        """`linalg.matmul %r`, `func.return (%r)` without results, `func.func #0` without operands either."""
        if op.results:
            return f"{op.name} {self.value(op.results[0])}"
        if op.operands:
            return f"{op.name} ({', '.join(self.value(v) for v in op.operands)})"
        return f"{op.name} #{self.position(op)}"

    def describe(self, op: Operation) -> str:
        """`@f: linalg.matmul %r`: where `op` is and which op it is."""
        return f"{self.scope_name(op)}: {self.op(op)}"

    def value(self, value: SSAValue) -> str:
        """`%x` as printed, else `%hint`, `block argument 0`, or `result #1 of <op>`."""
        printed = self._printed(value)
        if printed is not None:
            return f"%{printed}"
        if value.name_hint:
            return f"%{value.name_hint}"
        if isinstance(value, BlockArgument):
            return f"block argument {value.index}"
        assert isinstance(value, OpResult)
        return f"result #{value.index} of {value.op.name} #{self.position(value.op)}"

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
