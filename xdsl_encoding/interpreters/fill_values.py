"""What an element-wise region makes of a padding value: a small abstract evaluation on scalars.

Materializing an encoding can create new elements (a pack's `padding_value`). After an encoding op
moved across an element-wise op, those elements pass through that op's body. Whether that is safe
depends on the value the body makes of the fill, so the body is *evaluated* on it, op by op, with
the numpy interpreter's own implementations; nothing is matched against a list of op names.

Each value is known exactly (`FillValue.of(0.0)`) or unknown (a real element of an operand that is
not padded, or a result computed from one). Unknown integers are finite; unknown floats may be
anything, NaN and infinities included. A known value remembers the first op that turned the
fill into something other than zero, for remarks (`subf maps 0 to -3`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import IndexType, IntegerType, ModuleOp
from xdsl.interpreter import Interpreter
from xdsl.ir import Attribute, Block, Operation, OpResult, SSAValue
from xdsl.traits import ConstantLike

from xdsl_encoding.interpreters.values import dtype_of
from xdsl_encoding.utils.fill_value import FillValue


@cache
def _interpreter() -> Interpreter:
    """One interpreter with every implementation, used only to run single scalar ops."""
    from xdsl_encoding.interpreters import new_interpreter

    return new_interpreter(ModuleOp([]))


def _short_name(op: Operation) -> str:
    return op.name.split(".", 1)[-1]


def _run(op: Operation, inputs: Sequence[FillValue]) -> list[FillValue]:
    """`op` on known inputs, with the interpreter's numpy implementation; unknown results if it cannot run."""
    unknown = [FillValue.unknown(r.type) for r in op.results]
    try:
        args = [np.array(i.value, dtype=dtype_of(o.type))[()] for i, o in zip(inputs, op.operands)]
        with np.errstate(all="ignore"):
            results = _interpreter().run_op(op, tuple(args))
    except Exception:  # an op the interpreter cannot run on scalars: its results are unknown
        return unknown
    origin = next((i.origin for i in inputs if i.origin is not None), None)
    out: list[FillValue] = []
    for r, u in zip(results, unknown):
        if not isinstance(r, np.generic | int | float | bool):
            out.append(u)
            continue
        value = FillValue.of(r)
        was_zero = all(i.is_zero for i in inputs)
        out.append(FillValue(value.value, value.finite, None if value.is_zero else origin or _short_name(op)))
        if was_zero and not value.is_zero:
            out[-1] = FillValue(value.value, value.finite, _short_name(op))
    return out


def evaluate_block(block: Block, args: Sequence[FillValue]) -> list[FillValue]:
    """The values `block` yields when its arguments are `args` (a `linalg.generic` payload)."""
    env: dict[SSAValue, FillValue] = dict(zip(block.args, args))

    def lookup(v: SSAValue) -> FillValue:
        if v not in env:
            env[v] = defined_above(v)
        return env[v]

    for op in block.ops:
        inputs = [lookup(v) for v in op.operands]
        if op is block.last_op:
            return inputs  # the terminator: what the region yields
        if op.regions:
            results = [FillValue.unknown(r.type) for r in op.results]
        elif all(i.value is not None for i in inputs):
            results = _run(op, inputs)
        else:
            results = [_propagate_unknown(op, inputs, r.type) for r in op.results]
        env.update(zip(op.results, results))
    return []


def defined_above(value: SSAValue) -> FillValue:
    """A value the region captures: known if a constant-like op makes it, else unknown."""
    owner = value.owner
    if isinstance(owner, Operation) and not owner.operands and owner.has_trait(ConstantLike):
        known = _run(owner, [])[value.index if isinstance(value, OpResult) else 0]
        return FillValue(known.value, known.finite)  # not made from the fill: no origin
    return FillValue.unknown(value.type)


def constant_elements(value: SSAValue) -> FillValue | None:
    """The elements of a constant tensor (`arith.constant dense<...>`) as one value, None if not a constant.

    A splat is known exactly; other constants are unknown but finite when every element is.
    """
    owner = value.owner
    if not (isinstance(owner, Operation) and not owner.operands and owner.has_trait(ConstantLike)):
        return None
    try:
        with np.errstate(all="ignore"):
            (array,) = _interpreter().run_op(owner, ())
    except Exception:  # a constant the interpreter cannot build: nothing is known
        return None
    if not isinstance(array, np.ndarray):
        return None
    flat = cast("np.ndarray[Any, np.dtype[Any]]", array).reshape(-1)
    if flat.size == 0:
        return None
    if bool(np.all(flat == flat[0])) or bool(np.all(np.isnan(flat))):
        return FillValue.of(flat[0])
    finite = not np.issubdtype(flat.dtype, np.floating) or bool(np.all(np.isfinite(flat)))
    return FillValue(None, finite)


def _propagate_unknown(op: Operation, inputs: Sequence[FillValue], type_: Attribute) -> FillValue:
    """An op with an unknown input: unknown; the first non-zero origin among the inputs is kept."""
    origin = next((i.origin for i in inputs if i.origin is not None), None)
    return FillValue(None, isinstance(type_, IntegerType | IndexType), origin or _short_name(op))
