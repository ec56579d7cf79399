"""What the shared materialization driver asks of a layout (identity, padded, packed).

A layout says how a value of an encoded type is stored (`storage_type`, and `storage_sizes` for
its dynamic sizes), gives values born
in that storage their type (`bind`), converts a value to it where it leaves a body
(`to_storage`: returns, calls, global and dispatch stores) and lowers every other op through its
table of small lowerings (`LoweringTable`, op class -> function).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Generic, Protocol

from typing_extensions import TypeVar
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation, SSAValue

__all__ = ["Layout", "LoweringTable", "MaterializationError"]


class MaterializationError(Exception):
    """An op a materialization cannot handle, and why (a diagnostic at the original op)."""

    def __init__(self, op: Operation, message: str):
        super().__init__(message)
        self.op = op
        self.message = message


State = TypeVar("State")
Result = TypeVar("Result")
LoweringT = TypeVar("LoweringT", bound=Callable[..., Any])


class LoweringTable(Generic[State, Result]):
    """Op class -> its lowering; an op's class or its nearest registered base class decides."""

    def __init__(self) -> None:
        self.lowerings: dict[type[Operation], Callable[[State, Any], Result]] = {}

    def register(self, *kinds: type[Operation]) -> Callable[[LoweringT], LoweringT]:
        """Decorator: the function lowers the ops of these classes (and subclasses not registered themselves)."""

        def add(lowering: LoweringT) -> LoweringT:
            for kind in kinds:
                self.lowerings[kind] = lowering
            return lowering

        return add

    def lookup(self, op: Operation) -> Callable[[State, Any], Result] | None:
        for kind in type(op).__mro__:
            found = self.lowerings.get(kind)
            if found is not None:
                return found
        return None


class Layout(Protocol):
    """One function-like op's (or global's) materialization under one layout."""

    def storage_type(self, declared: TensorType[Attribute], at: Operation) -> TensorType[Attribute]:
        """The plain type a value of the encoded type `declared` is stored as (resolved at `at`)."""
        ...

    def storage_sizes(
        self, declared: TensorType[Attribute], sizes: Sequence[SSAValue], before: Operation
    ) -> list[SSAValue]:
        """The dynamic sizes of the storage of `declared`, computed before `before` from the logical
        dynamic `sizes` (the `{%d}` that dispatches, loads and stores carry beside their types)."""
        ...

    def bind(self, value: SSAValue, declared: TensorType[Attribute], at: Operation) -> SSAValue:
        """`value` (an argument, a call, load or region result) holds the storage of `declared`: retype it."""
        ...

    def to_storage(self, value: SSAValue, declared: TensorType[Attribute], user: Operation, what: str) -> SSAValue:
        """`value` converted to the storage of `declared`, to become an operand of `user`."""
        ...

    def lower(self, op: Operation) -> None:
        """Lower one op the driver does not own (through the layout's table)."""
        ...

    def finish(self, scope: Operation) -> None:
        """Complete the materialization of `scope` (after every op in it was lowered)."""
        ...

    def changed_ops(self) -> Iterable[Operation]:
        """The ops that may have become invalid or still hold an encoding (checked by the driver)."""
        ...
