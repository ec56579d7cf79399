"""Diagnostics that name a place: `model.mlir:12:5: error: 'hal.tensor.export' (%4): <rule>`, as MLIR prints them.

xDSL 0.74 gives no source location to a verifier error: `Operation.verify` raises the rule's message
and notes the whole module, and some rules (`Redefinition of symbol`) name no op at all. Ops read by
`xdsl_encoding.parser.FaithfulParser` carry a `FileLineColLoc` (xDSL's own `op.location` field, which
it fills only from an explicit `loc(...)`), so a diagnostic can point at the op's text. Ops a pass
creates have none: they are named by their SSA name and the nearest located op around them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from xdsl.dialects.builtin import FileLineColLoc, StringAttr
from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException, VerifyException

__all__ = ["describe_op", "find_culprit", "located", "location_of", "verify_located"]

LOCATION = re.compile(r"[^\s:]+:\d+:\d+")
"""What a located diagnostic carries: `file:line:col` (a ParseError's first line, or our prefix)."""

_REDEFINITION = re.compile(r'Redefinition of symbol "(.*)"')


def location_of(op: Operation) -> str | None:
    """`file:line:col` of `op`'s text, if it was parsed from text."""
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
    return None


def describe_op(op: Operation) -> str:
    """`'hal.tensor.export' (%4)`, `'util.func' @main`, or `'func.return'`: how MLIR users name an op."""
    name = op.properties.get("sym_name") or op.attributes.get("sym_name")
    if isinstance(name, StringAttr):
        return f"'{op.name}' @{name.data}"
    hints = [f"%{r.name_hint}" for r in op.results if r.name_hint]
    return f"'{op.name}' ({', '.join(hints)})" if hints else f"'{op.name}'"


def _place(op: Operation) -> str:
    """`file:l:c: error: 'op' (%x)`; an op without text (made by a pass) names the located op around it,
    and with no located op at all, the op and its SSA name are the place."""
    where = location_of(op)
    if where is not None:
        return f"{where}: error: {describe_op(op)}"
    parent = op.parent_op()
    while parent is not None and location_of(parent) is None:
        parent = parent.parent_op()
    if parent is None:
        return describe_op(op)  # no text at all (stock xdsl-opt's parser): the op and its SSA name
    return f"{location_of(parent)}: error: {describe_op(op)} inside {describe_op(parent)}"


def located(op: Operation, error: DiagnosticException) -> DiagnosticException:
    """`error` with `op`'s place in front of its message; same class, notes (the marked module) kept."""
    message = str(error)
    if LOCATION.match(message):
        return error
    cls = type(error)
    try:
        new = cls(f"{_place(op)}: {message}")
    except TypeError:  # a subclass with another constructor
        base = VerifyException if isinstance(error, VerifyException) else DiagnosticException
        new = base(f"{_place(op)}: {message}")
    for note in getattr(error, "__notes__", ()):
        new.add_note(note)
    new.__cause__ = error.__cause__ or error
    return new


def _symbol_definitions(root: Operation) -> Iterator[tuple[Operation, str]]:
    for op in root.walk():
        name = op.properties.get("sym_name") or op.attributes.get("sym_name")
        if isinstance(name, StringAttr):
            yield op, name.data


def find_culprit(root: Operation, error: Exception) -> Operation | None:
    """The op `root.verify()` failed on: the second definition of a redefined symbol, else the first op
    (in verification order) whose own verifier raises that message, else the first one that fails."""
    message = str(error)
    if (match := _REDEFINITION.fullmatch(message)) is not None:
        seen: set[tuple[int, str]] = set()
        for op, name in _symbol_definitions(root):
            key = (id(op.parent), name)
            if name == match.group(1) and key in seen:
                return op
            seen.add(key)
    first: Operation | None = None
    for op in root.walk(region_first=True):
        try:
            op.verify(verify_nested_ops=False)
        except Exception as e:  # any failure of this op's own checks
            if str(e) == message:
                return op
            first = first or op
    return first


def verify_located(root: Operation) -> None:
    """`root.verify()`, its error carrying the offending op's place."""
    try:
        root.verify()
    except DiagnosticException as e:
        op = find_culprit(root, e)
        if op is None:
            raise
        raise located(op, e) from e
