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

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import IndexType, IntegerType, ModuleOp
from xdsl.interpreter import Interpreter
from xdsl.ir import Attribute, Block, Operation, OpResult, SSAValue
from xdsl.traits import ConstantLike

from xdsl_encoding.interpreters.values import dtype_of


@dataclass(frozen=True)
class FillValue:
    """One scalar of the abstract evaluation: a known value, or unknown (`value is None`)."""

    value: int | float | bool | None
    finite: bool
    """Known not to be NaN or an infinity."""
    origin: str | None = None
    """The op that first made the fill non-zero (`subf`), if one did."""

    @staticmethod
    def of(value: Any, origin: str | None = None) -> FillValue:
        v = cast(int | float | bool, value.item() if isinstance(value, np.generic) else value)
        finite = not isinstance(v, float) or math.isfinite(v)
        return FillValue(v, finite, origin)

    @staticmethod
    def unknown(type_: Attribute) -> FillValue:
        """An element nobody padded: any value of `type_` (integers are always finite)."""
        return FillValue(None, isinstance(type_, IntegerType | IndexType))

    @property
    def is_zero(self) -> bool:
        """Exactly zero (`-0.0` too): a product with a finite value is zero."""
        return self.value is not None and self.value == 0

    def text(self) -> str:
        """`-3`, `0`, `nan`, `an unknown value`."""
        if self.value is None:
            return "an unknown finite value" if self.finite else "an unknown value"
        if isinstance(self.value, bool):
            return str(int(self.value))
        return f"{self.value:g}" if isinstance(self.value, float) else str(self.value)

    def maps(self, fill: str = "0") -> str:
        """`subf maps 0 to -3`, or `0 stays 0`."""
        if self.is_zero:
            return f"{fill} stays 0"
        return f"{self.origin or 'the region'} maps {fill} to {self.text()}"


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


def _propagate_unknown(op: Operation, inputs: Sequence[FillValue], type_: Attribute) -> FillValue:
    """An op with an unknown input: unknown; the first non-zero origin among the inputs is kept."""
    origin = next((i.origin for i in inputs if i.origin is not None), None)
    return FillValue(None, isinstance(type_, IntegerType | IndexType), origin or _short_name(op))
