"""A program's float64 twin and what `compare` needs to bound its rounding errors.

`promote_to_float64` rewrites every f8, f16, bf16 and f32 in a copy of a module (types, literals,
function signatures) to f64, so the interpreter evaluates the same computation about 2^29 times
more precisely than f32. `magnitude_twin` is the twin that adds what the program subtracts, run on
`|x|` or `x^2`: on a sum of products it gives `sum |a b|` or `sum (a b)^2`, the sizes of the terms.
`unit_roundoff` is the precision a program rounds its op results to, and `ReductionLength` counts
the terms its reductions sum, at run time (dynamic shapes included), per op.
"""

from __future__ import annotations

from math import prod
from typing import Any, cast

import numpy as np
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    ArrayAttr,
    BytesAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    Float32Type,
    Float64Type,
    FloatAttr,
    ModuleOp,
)
from xdsl.dialects.linalg import ops as linalg
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.interpreter import Interpreter, PythonValues
from xdsl.ir import Attribute, Operation, ParametrizedAttribute
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern, op_type_rewrite_pattern
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.rounding as rounding
import xdsl_encoding.interpreters.values as values
from xdsl_encoding.interpreters.linalg import structured
from xdsl_encoding.interpreters.structured_engine import loop_sizes

_NARROW_FLOATS = tuple(t for t in values.FLOAT_FORMATS if t is not Float64Type)
_BELOW_F32 = tuple(t for t in _NARROW_FLOATS if t is not Float32Type)

_BIT_CASTS = (arith.BitcastOp,)

UNIT_ROUNDOFF = rounding.UNIT_ROUNDOFF

Wide = Float64Type | Float32Type


def _promote_literal(attr: FloatAttr[Any] | DenseIntOrFPElementsAttr[Any], promotion: _Promotion) -> Attribute:
    narrow, to = promotion.narrow, promotion.to
    if isinstance(attr, FloatAttr):
        return FloatAttr(attr.value.data, to) if isinstance(attr.type, narrow) else attr
    if not isinstance(attr.get_element_type(), narrow):
        return attr
    flat = np.asarray(values.dense_to_array(attr)).reshape(-1)[: len(attr)]
    storage = "<f8" if isinstance(to, Float64Type) else "<f4"
    promoted = promotion(attr.type)
    return DenseIntOrFPElementsAttr(promoted, BytesAttr(flat.astype(storage).tobytes()))  # pyright: ignore[reportArgumentType]


class _Promotion:
    """Replaces every float type of `narrow` inside an attribute by `to` (literal values kept), each
    distinct attribute once: a module repeats its few types on every op."""

    def __init__(self, narrow: tuple[type, ...], to: Wide) -> None:
        self.narrow, self.to = narrow, to
        self.done: dict[int, tuple[Attribute, Attribute]] = {}
        """`id(attr)` -> (attr, promoted): the attribute is kept so its id stays its own."""

    def __call__(self, attr: Attribute) -> Attribute:
        if (seen := self.done.get(id(attr))) is not None:
            return seen[1]
        promoted = self._promote(attr)
        self.done[id(attr)] = (attr, promoted)
        return promoted

    def _promote(self, attr: Attribute) -> Attribute:
        if isinstance(attr, self.narrow):
            return self.to
        if isinstance(attr, FloatAttr | DenseIntOrFPElementsAttr):
            return _promote_literal(cast(FloatAttr[Any] | DenseIntOrFPElementsAttr[Any], attr), self)
        if isinstance(attr, ParametrizedAttribute):
            parameters = [self(p) for p in attr.parameters]
            if any(new is not old for new, old in zip(parameters, attr.parameters)):
                return type(attr).new(parameters)
            return attr
        if isinstance(attr, ArrayAttr):
            array = cast(ArrayAttr[Attribute], attr)
            elements = tuple(self(a) for a in array.data)
            return ArrayAttr(elements) if any(n is not o for n, o in zip(elements, array.data)) else array
        if isinstance(attr, DictionaryAttr):
            entries = {k: self(v) for k, v in attr.data.items()}
            return DictionaryAttr(entries) if any(entries[k] is not v for k, v in attr.data.items()) else attr
        return attr


def promote_to_float64(module: ModuleOp, to: Wide | None = None) -> ModuleOp:
    """A copy of `module` computing in f64 (or `to`) wherever it computed in a narrower float.

    Casts between float types become f64 -> f64 (the identity). A program that reads a float's
    bits (`arith.bitcast`) is refused with an `InterpretationError`.
    """
    to = Float64Type() if to is None else to
    narrow = _NARROW_FLOATS if isinstance(to, Float64Type) else _BELOW_F32
    for op in module.walk():
        if isinstance(op, _BIT_CASTS) and any(
            isinstance(values.element_type(v.type), _NARROW_FLOATS) for v in (*op.operands, *op.results)
        ):
            raise InterpretationError(f"{op.name} reads the bits of a float: the program has no float64 twin")
    promoted = module.clone()
    # In place on the fresh clone: a pattern walker would rebuild every op it retypes (4x the time,
    # which `compare` pays on every call); nothing else holds these ops or values yet.
    promote = _Promotion(narrow, to)
    for op in promoted.walk():
        for value in op.results:
            value._type = promote(value.type)  # pyright: ignore[reportPrivateUsage]
        for table in (op.properties, op.attributes):
            for name, attr in table.items():
                if (new := promote(attr)) is not attr:
                    table[name] = new
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    arg._type = promote(arg.type)  # pyright: ignore[reportPrivateUsage]
    return promoted


def as_float64(value: values.Value, dtype: type[np.floating[Any]] = np.float64) -> values.Value:
    """An input of the original program as the float64 program takes it (floats widened, exactly)."""
    array = np.asarray(value)
    if array.dtype.kind != "f" or array.dtype == dtype:
        return value
    return array.astype(dtype) if array.ndim else dtype(array[()])


class _AddWhatIsSubtracted(RewritePattern):
    """`a - b` -> `a + b`, `-a` -> `a`, `min` -> `max`: on non-negative values each gives a magnitude."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SubfOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, arith.AddfOp(op.lhs, op.rhs, op.fastmath, op.result.type))


class _DropNegation(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.NegfOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, [], [op.operand])


class _MinIsMax(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.MinimumfOp | arith.MinnumfOp, rewriter: PatternRewriter) -> None:
        kind = arith.MaximumfOp if isinstance(op, arith.MinimumfOp) else arith.MaxnumfOp
        rewriter.replace(op, kind(op.lhs, op.rhs, op.fastmath, op.result.type))


class _MagnitudeLiterals(RewritePattern):
    """Float literals become `|c|` or `c^2`, like the inputs."""

    def __init__(self, squares: bool) -> None:
        super().__init__()
        self.squares = squares

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.ConstantOp, rewriter: PatternRewriter) -> None:
        value = op.value
        if isinstance(value, FloatAttr):
            x = value.value.data
            new = x * x if self.squares else abs(x)
            if new != x:
                rewriter.replace(op, arith.ConstantOp(FloatAttr(new, cast(Any, value.type))))
        elif isinstance(value, DenseIntOrFPElementsAttr) and isinstance(value.get_element_type(), Wide):
            dense = cast(DenseIntOrFPElementsAttr[Any], value)
            flat = np.asarray(values.dense_to_array(dense)).reshape(-1)[: len(dense)]
            new = np.square(flat) if self.squares else np.abs(flat)
            if not np.array_equal(new, flat):
                data = BytesAttr(new.astype(flat.dtype.newbyteorder("<")).tobytes())
                rewriter.replace(op, arith.ConstantOp(DenseIntOrFPElementsAttr(dense.type, data)))  # pyright: ignore[reportArgumentType]


def magnitude_twin(module: ModuleOp, squares: bool, to: Wide | None = None) -> ModuleOp:
    """The twin that adds what `module` subtracts (`subf` -> `addf`, no `negf`, `min` -> `max`), its
    float literals as `|c|` (or `c^2` with `squares`). Run on `|x|` it gives `sum |a b|` for a sum of
    products; run on `x^2`, `sum (a b)^2`: the squared 2-norm of the terms of every element."""
    twin = promote_to_float64(module, to)
    for pattern in (_AddWhatIsSubtracted(), _DropNegation(), _MinIsMax(), _MagnitudeLiterals(squares)):
        PatternRewriteWalker(pattern, apply_recursively=False).rewrite_module(twin)
    return twin


def nearby_input(value: values.Value, type_: Attribute, rng: np.random.Generator) -> values.Value:
    """A float input of type `type_` moved by about one rounding of that type, element by element (other
    inputs as they are): the original program's rounding errors there are another sample of its own."""
    u = rounding.unit_roundoff_of(type_)
    array = np.asarray(value)
    if u == 0 or array.dtype.kind != "f":
        return value
    with np.errstate(all="ignore"):
        moved = array.astype(np.float64) * (1 + 2 * u * rng.uniform(-1, 1, array.shape))
    return values.as_type(moved if array.ndim else moved[()], type_)


def magnitude_input(value: values.Value, squares: bool, dtype: type[np.floating[Any]] = np.float64) -> values.Value:
    """An input of the original program as `magnitude_twin` takes it: `|x|` or `x^2` (floats only)."""
    wide = as_float64(value, dtype)
    if np.asarray(wide).dtype.kind != "f":
        return wide
    with np.errstate(all="ignore"):
        return np.square(wide) if squares else np.abs(wide)


def unit_roundoff(module: ModuleOp) -> float:
    """The largest unit roundoff among the float types that `module`'s ops produce.

    Constants are excluded (their values are exact in their type), so a mixed-precision
    program that widens f16 inputs and accumulates in f32 rounds at f32's `2^-24`.
    """
    found = 0.0
    for op in module.walk():
        if isinstance(op, arith.ConstantOp):
            continue
        for result in op.results:
            found = max(found, UNIT_ROUNDOFF.get(type(values.element_type(result.type)), 0.0))
    return found


class ReductionLength(Interpreter.Listener):
    """Counts the terms summed by every reduction that runs: `K` of a matmul, `K1 + K2` of two.

    Summing over all reductions bounds the longest chain of them, whatever the data flow.
    """

    def __init__(self, index_bitwidth: int = 64) -> None:
        self.terms = 0
        self.index_bitwidth = index_bitwidth
        self.runs: dict[Operation, list[int]] = {}
        """The terms each reduction op summed, one entry per time it ran."""

    def _count(self, op: Operation, terms: int) -> None:
        self.terms += terms
        self.runs.setdefault(op, []).append(terms)

    def will_interpret_op(self, op: Operation, args: PythonValues) -> None:
        if isinstance(op, linalg.ReduceOp):
            shape = np.shape(args[0])
            self._count(op, prod(shape[d] for d in op.dimensions.get_values() if 0 <= d < len(shape)))
        elif isinstance(op, LinalgStructuredOperation):
            try:
                s = structured(op, self.index_bitwidth)
                sizes = loop_sizes(s, args)
            except InterpretationError:
                return  # the op itself reports the problem when it runs
            reduced = [n for n, parallel in zip(sizes, s.parallel) if not parallel]
            if reduced:
                self._count(op, prod(reduced))
