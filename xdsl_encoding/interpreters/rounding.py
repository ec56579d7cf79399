"""What a program rounds, and where: the model behind `compare`'s bound (docs/interpreter.md).

Every op of the first program is read as one of
* exact: it moves, widens or picks values and rounds nothing (`tensor.*`, packs, encodings, host
  ops, `linalg.fill`/`copy`/`transpose`/`broadcast`, `arith.extf`/`negf`/`maximumf`/`select`);
* an element-wise rounding (`arith.addf`/`subf`/`mulf`/`truncf`): one rounding to its result type;
* a reduction (a linalg structured op with a reduction loop, `linalg.reduce`): `K` terms summed in
  the precision the interpreter accumulates in, then rounded once to the result type;
* anything else on floats (`divf`, `math.*`, softmax, norms, loops, calls, chains of reductions).

The bound is tight (`RoundingModel.tight`) when nothing is of the last kind and one reduction, run
once, produces the results through exact ops only. Any other program is judged by the original's
own rounding (`RoundingModel.calibrated`): it is a continuous function of its float inputs, so a
correct rewrite rounds as much as the original does, whatever the ops. Only a discontinuity on floats
(`DISCONTINUOUS`: float to integer conversions, `floor`/`ceil`/`round`, `remf`, a float comparison that
decides anything but a `select` continuous where it switches) leaves `compare` with its conservative bound: a rounding there may
jump by a whole step.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import ml_dtypes
import numpy as np
from xdsl.dialects import arith
from xdsl.dialects import math as math_dialect
from xdsl.dialects.builtin import Float16Type, Float32Type, Float64Type, FloatAttr, ModuleOp
from xdsl.dialects.linalg import ops as linalg
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Attribute, Block, Operation, SSAValue

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects.arith import ScalingExtFOp
from xdsl_encoding.utils.affine import projected_permutation_dims


def finfo(float_format: np.dtype[Any]) -> Any:
    """`ml_dtypes.finfo` of a float format (ml_dtypes has no type stubs for it)."""
    return cast(Any, ml_dtypes.finfo(float_format))


UNIT_ROUNDOFF: dict[type[Attribute], float] = {t: float(finfo(f).eps) / 2 for t, f in values.FLOAT_FORMATS.items()}
"""Half the distance from 1 to the next float (`u` of Higham's analysis), per element type: f32's is 2^-24."""

UNDERFLOW: dict[type[Attribute], float] = {
    t: float(finfo(f).smallest_subnormal) / 2 for t, f in values.FLOAT_FORMATS.items()
}
"""Half the smallest subnormal: the absolute error of rounding a tiny value, per element type."""

_ROUNDING = (arith.AddfOp, arith.SubfOp, arith.MulfOp, arith.TruncFOp, ScalingExtFOp)
"""`scaling_extf` is MLIR's `mulf(extf(x), extf(scale))`: a product rounded to its result type."""
_EXACT_ARITH = (
    arith.ConstantOp,
    arith.ExtFOp,
    arith.NegfOp,
    arith.SelectOp,
    arith.MaximumfOp,
    arith.MinimumfOp,
    arith.MaxnumfOp,
    arith.MinnumfOp,
)
_EXACT_LINALG = ("linalg.fill", "linalg.copy", "linalg.transpose", "linalg.broadcast", "linalg.pack", "linalg.unpack")
_EXACT_DIALECTS = ("tensor", "flow", "hal", "util", "func", "iree_encoding", "iree_tensor_ext", "affine", "builtin")
DISCONTINUOUS = (
    "arith.fptosi",
    "arith.fptoui",
    "arith.remf",
    "arith.bitcast",
    "math.floor",
    "math.ceil",
    "math.round",
    "math.roundeven",
    "math.trunc",
)
"""Float ops whose result jumps by a whole step where the input crosses a point: a rounding of the input
may move it across (an `arith.cmpf` is one too unless every use is the condition of an `arith.select`
whose two values are equal where the comparison switches: `_continuous_select`)."""
_TERMINATORS = ("linalg.yield", "scf.yield", "flow.return", "tensor.yield")
_ENTRY_RETURNS = ("func.return", "util.return")
_CALLS = ("func.call", "util.call", "flow.dispatch")


def unit_roundoff_of(type_: Attribute) -> float:
    return UNIT_ROUNDOFF.get(type(values.element_type(type_)), 0.0)


def _is_float(type_: Attribute) -> bool:
    return type(values.element_type(type_)) in UNIT_ROUNDOFF


def _touches_floats(op: Operation) -> bool:
    return any(_is_float(v.type) for v in (*op.operands, *op.results))


_XDSL_MAP_ERRORS = (AssertionError, NotImplementedError, ValueError, IndexError)
"""What xDSL 0.74 raises computing the maps or iterators of some named ops (the interpreter reports those)."""


def is_reduction(op: Operation) -> bool:
    if isinstance(op, linalg.ReduceOp):
        return True
    if not isinstance(op, LinalgStructuredOperation):
        return False
    try:
        return any(it.data != IteratorType.PARALLEL for it in op.get_iterator_types())
    except _XDSL_MAP_ERRORS:
        return False


def _body(op: Operation) -> Block | None:
    return op.regions[0].blocks.first if op.regions else None


def _is_contraction(op: Operation) -> bool:
    """`acc + f(a) * g(b)` on projected permutations: the interpreter runs it as one numpy matmul,
    which accumulates f16 in float32 (bf16 and f8 are float32 already)."""
    body = _body(op)
    if not isinstance(op, LinalgStructuredOperation) or body is None or body.last_op is None:
        return False
    try:
        if not all(projected_permutation_dims(m.data) is not None for m in op.get_indexing_maps()):
            return False
    except _XDSL_MAP_ERRORS:
        return False
    yielded = body.last_op.operands
    if len(yielded) != 1 or not isinstance(add := yielded[0].owner, arith.AddfOp):
        return False
    accumulators = set(body.args[len(op.inputs) :])
    others = [v for v in add.operands if v not in accumulators]
    return len(others) == 1 and isinstance(others[0].owner, arith.MulfOp)


def _inside(op: Operation) -> Operation | None:
    """The closest enclosing reduction of `op`, if any."""
    parent = op.parent_op()
    while parent is not None:
        if is_reduction(parent):
            return parent
        parent = parent.parent_op()
    return None


def _computes(op: Operation) -> str | None:
    """None if `op` is exact (rounds and computes nothing), else what it is."""
    if isinstance(op, _EXACT_ARITH) or op.name in _EXACT_LINALG or op.name in _TERMINATORS:
        return None
    if op.name.split(".")[0] in _EXACT_DIALECTS and op.name not in _CALLS:
        return None
    if isinstance(op, linalg.GenericOp) and not is_reduction(op):
        body = _body(op)
        return None if body is None or all(_computes(o) is None for o in body.ops) else op.name
    if not _touches_floats(op) and not op.regions and op.name not in _CALLS:
        return None
    return op.name


@dataclass(frozen=True)
class Reduction:
    """One reduction that ran: its terms, and the unit roundoff its sum accumulates at."""

    name: str
    terms: int
    unit_roundoff: float
    statistical: bool
    """Whether its rounding errors act as independent and mean-zero (not so for an f16 sum, which stagnates)."""
    intermediate: float = 0.0
    """The unit roundoff of a rounding of the sum before the accumulator is added (a narrow contraction
    rounds `a @ b` to its type, then `acc + a @ b` again): one error of at most `u |a @ b|`."""
    declared: float = 0.0
    """The unit roundoff of the accumulator type MLIR's semantics sums in (the result type)."""


@dataclass(frozen=True)
class RoundingModel:
    """The roundings of a program: its reductions and element-wise roundings, and how far to trust them."""

    reductions: tuple[Reduction, ...]
    elementwise: tuple[float, ...]
    """The unit roundoff of each element-wise rounding op."""
    tight: bool
    reason: str
    """Why the bound is not the tight one of a single reduction ("" when tight)."""
    calibrated: bool = False
    """Not tight, but continuous on floats: judged by the original's own rounding (`comparison.OWN_MULTIPLE`)."""
    unmodelled: str = ""
    """What leaves the conservative bound, when neither `tight` nor `calibrated` ("" otherwise)."""

    @property
    def terms(self) -> int:
        return sum(r.terms for r in self.reductions)

    @property
    def unit_roundoff(self) -> float:
        return max((*(r.unit_roundoff for r in self.reductions), *self.elementwise), default=0.0)

    @property
    def statistical(self) -> bool:
        return all(r.statistical for r in self.reductions)

    @property
    def narrow_accumulator(self) -> bool:
        """Whether a reduction's declared accumulator is coarser than f32 (MLIR may round every partial sum)."""
        return any(r.declared > UNIT_ROUNDOFF[Float32Type] for r in self.reductions)

    @property
    def intermediate(self) -> float:
        return sum(r.intermediate for r in self.reductions)

    @property
    def spread(self) -> float:
        """`sqrt(sum K u^2)` over every rounding: the standard scale of the summed rounding errors."""
        squares = sum(r.terms * r.unit_roundoff**2 for r in self.reductions)
        return math.sqrt(squares + sum(u * u for u in self.elementwise))

    def describe(self) -> str:
        if self.tight and self.reductions:
            r = self.reductions[0]
            return f"{r.name} of K={r.terms} terms accumulating at u={r.unit_roundoff:.3g}"
        if self.tight:
            return f"{len(self.elementwise)} element-wise rounding(s)"
        if self.calibrated:
            return (
                f"whole program ({self.reason}): {len(self.reductions)} reduction(s) of K={self.terms} terms in all, "
                f"{len(self.elementwise)} other rounding op(s); bound from the original's own rounding"
            )
        return f"conservative bound ({self.unmodelled or self.reason}); K={self.terms}, u={self.unit_roundoff:.3g}"


def _accumulation(op: Operation) -> tuple[float, bool, float]:
    """(u, statistical, intermediate) of the sum `op` computes, as the interpreter runs it."""
    element = type(values.element_type(op.results[0].type)) if op.results else Float32Type
    u = UNIT_ROUNDOFF.get(element, 0.0)
    if element in (Float32Type, Float64Type):
        return u, True, 0.0
    if _is_contraction(op):
        return UNIT_ROUNDOFF[Float32Type], True, u
    if element is not Float16Type:
        return UNIT_ROUNDOFF[Float32Type], True, 0.0
    return u, False, 0.0


def _reaches_results_unchanged(op: Operation, entry: Operation) -> bool:
    """Whether every use of `op`'s results, followed through exact ops, ends in `entry`'s return."""
    work: list[SSAValue] = list(op.results)
    seen: set[Operation] = set()
    while work:
        for use in work.pop().uses:
            user = use.operation
            if user in seen:
                continue
            seen.add(user)
            if user.name in _ENTRY_RETURNS:
                if user.parent_op() is not entry:
                    return False
            elif user.name in _TERMINATORS:
                parent = user.parent_op()
                if parent is None or _computes(parent) is not None:
                    return False
                work.extend(parent.results)
            elif _computes(user) is None:
                work.extend(user.results)
            else:
                return False
    return True


def _discontinuity(op: Operation) -> str | None:
    """What makes `op` discontinuous on floats (`DISCONTINUOUS`), if it is."""
    if op.name in DISCONTINUOUS and any(_is_float(v.type) for v in op.operands):
        return op.name
    if isinstance(op, arith.CmpfOp):
        for use in op.result.uses:
            user = use.operation
            if not (isinstance(user, arith.SelectOp) and use.index == 0):
                return f"{op.name} deciding {user.name}"
            if _is_float(user.result.type) and not _continuous_select(op, user):
                return f"{op.name} picking values that differ where it switches"
    return None


def _continuous_select(compare: arith.CmpfOp, select: arith.SelectOp) -> bool:
    """Whether `select` picks the same value on both sides where `compare` switches: it picks the two
    values compared (`max`, a relu, a clamp), or, comparing `x` with a constant `c`, two expressions of
    `x` and constants equal at `x = c` (a leaky relu, an ELU)."""
    compared, picked = (compare.lhs, compare.rhs), (select.lhs, select.rhs)
    if {_key(v) for v in compared} == {_key(v) for v in picked}:
        return True
    for x, c in (compared, compared[::-1]):
        if (at := _constant(c)) is not None:
            a, b = (_at(v, x, at) for v in picked)
            if a is not None and b is not None and abs(a - b) <= 1e-6 * max(1.0, abs(a)):
                return True
    return False


def _key(value: SSAValue) -> object:
    """A value, or a constant's value: two constants of one value are the same value."""
    return ("constant", str(value.owner.value)) if isinstance(value.owner, arith.ConstantOp) else value


def _constant(value: SSAValue) -> float | None:
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, FloatAttr):
        return float(cast(FloatAttr[Any], owner.value).value.data)
    return None


def _binary(fn: Callable[[float, float], float]) -> Callable[..., float]:
    return fn


def _unary(fn: Callable[[float], float]) -> Callable[..., float]:
    return fn


_AT: dict[type[Operation], Callable[..., float]] = {
    arith.AddfOp: _binary(lambda a, b: a + b),
    arith.SubfOp: _binary(lambda a, b: a - b),
    arith.MulfOp: _binary(lambda a, b: a * b),
    arith.DivfOp: _binary(lambda a, b: a / b),
    arith.MaximumfOp: _binary(max),
    arith.MinimumfOp: _binary(min),
    arith.NegfOp: _unary(lambda a: -a),
    arith.ExtFOp: _unary(lambda a: a),
    arith.TruncFOp: _unary(lambda a: a),
    math_dialect.ExpOp: math.exp,
    math_dialect.ExpM1Op: math.expm1,
    math_dialect.TanhOp: math.tanh,
    math_dialect.ErfOp: math.erf,
    math_dialect.AbsFOp: math.fabs,
}
"""What `_at` evaluates: the ops of the usual activations."""


def _at(value: SSAValue, x: SSAValue, at: float, depth: int = 0) -> float | None:
    """`value` as a function of `x` and constants, evaluated at `x = at` (None if it reads anything else)."""
    if value is x:
        return at
    if (constant := _constant(value)) is not None:
        return constant
    owner = value.owner
    if not isinstance(owner, Operation) or depth > 16 or (fn := _AT.get(type(owner))) is None:
        return None
    args = [_at(v, x, at, depth + 1) for v in owner.operands]
    if any(a is None for a in args):
        return None
    try:
        return float(fn(*args))
    except (ArithmeticError, ValueError):
        return None


def rounding_model(module: ModuleOp, entry: Operation, runs: dict[Operation, list[int]]) -> RoundingModel:
    """The roundings of `module` run from `entry`; `runs` gives the terms each reduction summed, per run."""
    reductions: list[Reduction] = []
    reduction_ops: list[Operation] = []
    elementwise: list[float] = []
    unmodelled: list[str] = []
    discontinuous: list[str] = []
    for op in module.walk():
        if (jump := _discontinuity(op)) is not None:
            discontinuous.append(jump)
        enclosing = _inside(op)
        if enclosing is not None:
            if _computes(op) is not None and not isinstance(op, _ROUNDING):
                unmodelled.append(f"{op.name} in {enclosing.name}")
            continue
        if is_reduction(op):
            if not any(_is_float(r.type) for r in op.results):
                continue
            u, statistical, intermediate = _accumulation(op)
            reduction_ops.append(op)
            for terms in runs.get(op, []):
                declared = unit_roundoff_of(op.results[0].type)
                reductions.append(Reduction(op.name, terms, u, statistical, intermediate, declared))
        elif isinstance(op, _ROUNDING):
            elementwise.append(unit_roundoff_of(op.results[0].type))
        elif (what := _computes(op)) is not None and (_touches_floats(op) or op.regions):
            unmodelled.append(what)
            elementwise.extend(unit_roundoff_of(r.type) for r in op.results if _is_float(r.type))
    reason = ""
    if unmodelled:
        reason = f"{', '.join(sorted(set(unmodelled))[:3])} beyond one reduction"
    elif len(reduction_ops) > 1 or len(reductions) > 1:
        reason = f"{len(reductions)} reductions in a chain"
    elif reduction_ops and not _reaches_results_unchanged(reduction_ops[0], entry):
        reason = f"the result of {reduction_ops[0].name} is computed on"
    jumps = f"{', '.join(sorted(set(discontinuous))[:3])} not continuous" if discontinuous else ""
    tight = not reason
    return RoundingModel(tuple(reductions), tuple(elementwise), tight, reason, not tight and not jumps, jumps)
