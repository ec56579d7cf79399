"""The SSA rules MLIR's verifier checks and xDSL 0.74's does not: every use is dominated by its definition,
and no value crosses into an `IsolatedFromAbove` region (a `func.func`, a `flow.dispatch.workgroups` body).

xDSL's parser resolves a name to its definition wherever that is, so `%12 = arith.mulf %11, %15` with `%15`
defined two lines later, or a value of one function used in another, parse and verify there; iree-opt
refuses both ("operand #1 does not dominate this use", "using value defined outside the region").

Within one block a definition must come first; across blocks of one region (a CFG) this does not compute
dominators and accepts the use (a lenient, never a wrong, answer); a module's body is a graph region.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.traits import IsolatedFromAbove
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.utils.diagnostics import located

__all__ = ["verify_dominance"]


def _ancestor_in(block: Block, user: Operation) -> Operation | None:
    """The op of `block` that is `user` or holds it, without crossing an isolated op; None if there is none."""
    op: Operation | None = user
    while op is not None and op.parent is not block:
        if op.has_trait(IsolatedFromAbove) and op is not user:
            return None
        op = op.parent_op()
    return op


def _region_holds(block: Block, user: Operation) -> bool:
    """True if `block`'s region holds `user` (in any of its blocks) without crossing an isolated op."""
    region = block.parent
    op: Operation | None = user
    while op is not None:
        parent_block = op.parent
        if parent_block is not None and parent_block.parent is region:
            return True
        if op is not user and op.has_trait(IsolatedFromAbove):
            return False
        op = op.parent_op()
    return False


def _problem(value: SSAValue, user: Operation, index: dict[Operation, int]) -> str | None:
    if isinstance(value, BlockArgument):
        block = value.block
        if _ancestor_in(block, user) is not None or _region_holds(block, user):
            return None
        return "block argument used outside its region"
    assert isinstance(value, OpResult)
    definition = value.op
    block = definition.parent
    if block is None:
        return None
    holder = _ancestor_in(block, user)
    if holder is None:
        if _region_holds(block, user):
            return None  # another block of the same CFG region: not checked here
        return "using value defined outside the region"
    if holder is definition:
        return "operand is used inside its own defining op"
    if isinstance(block.parent_op(), ModuleOp):
        return None  # a graph region: order does not matter
    if index[definition] > index[holder]:
        return "does not dominate this use"
    return None


def verify_dominance(root: Operation) -> None:
    """Raise a located `VerifyException` at the first op using a value its definition does not dominate."""
    index: dict[Operation, int] = {}
    for block in root.walk_blocks():
        for i, op in enumerate(block.ops):
            index[op] = i
    for op in root.walk():
        for number, operand in enumerate(op.operands):
            problem = _problem(operand, op, index)
            if problem is not None:
                name = f"%{operand.name_hint}" if operand.name_hint else "the value"
                raise located(op, VerifyException(f"operand #{number} ({name}) {problem}"))
