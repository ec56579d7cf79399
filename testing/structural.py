"""Compare two modules by data flow, ignoring op order, SSA names and attribute aliases.

The differential tests put the same program through `iree-opt` (docs/iree-interop.md) and through our
passes, parse both outputs with xDSL (our dialect registered, so encodings become attribute objects)
and compare what each function computes: for every returned value, the tree of ops that produces it,
down to the function arguments by index. Text comparison would fail on `%collapsed` vs `%1`,
`#encoding1` vs `#encoding2`, `[[0, 1]]` vs `[[0 : i64, 1 : i64]]` and on the order of independent ops.

    diff = structural_diff(iree_output_text, our_module, labels=("iree-opt 3.7.1", "xdsl"))
    assert not diff, diff
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field
from typing import Literal, cast

from typing_extensions import TypeVar
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, Region, SSAValue

from xdsl_encoding.api import parse_module
from xdsl_encoding.dialects import util

Function = func.FuncOp | util.FuncOp | util.InitializerOp
"""What is compared one by one: `func.func`, IREE's `util.func` and `util.initializer` (host programs)."""

RETURNS = (func.ReturnOp, util.ReturnOp)


def _parse(text: str) -> ModuleOp:
    """Parsed and checked by xDSL's verifier only: a diff also shows programs our strict checks refuse."""
    module = parse_module(text, verify=False)
    module.verify()
    return module


# ---------------------------------------------------------------------------------------
# Shapes: values and ops as hashable trees
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class ValueShape:
    """Where a value comes from, without its SSA name.

    `arg`: function argument `position = (index,)`; `block_arg`: argument of a nested block,
    `position = (depth, region, block, index)`, rendered `^d1.r0.b0.arg0` (depth = ops between the
    block and the function); `result`: result `position = (index,)` of `op`.
    """

    kind: Literal["arg", "block_arg", "result"]
    type: Attribute
    position: tuple[int, ...]
    op: OpShape | None = None
    _hash: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.kind, self.type, self.position, self.op)))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other or (
            isinstance(other, ValueShape)
            and self._hash == other._hash
            and (self.kind, self.type, self.position, self.op) == (other.kind, other.type, other.position, other.op)
        )


@dataclass(frozen=True, eq=False)
class BlockShape:
    """A nested block: its argument types and the multiset of its ops (terminator included)."""

    arg_types: tuple[Attribute, ...]
    ops: frozenset[tuple[OpShape, int]]

    def __hash__(self) -> int:
        return hash((self.arg_types, self.ops))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BlockShape) and (self.arg_types, self.ops) == (other.arg_types, other.ops)


@dataclass(frozen=True, eq=False)
class OpShape:
    """An op as data flow: name, properties and attributes (merged), result types, operands, regions."""

    name: str
    attributes: tuple[tuple[str, Attribute], ...]
    result_types: tuple[Attribute, ...]
    operands: tuple[ValueShape, ...]
    regions: tuple[tuple[BlockShape, ...], ...]
    _hash: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash(self._key()))

    def _key(self) -> tuple[object, ...]:
        return (self.name, self.attributes, self.result_types, self.operands, self.regions)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other or (
            isinstance(other, OpShape) and self._hash == other._hash and self._key() == other._key()
        )


@dataclass(frozen=True)
class FunctionShape:
    """What a function computes: signature, one tree per returned value, and how many of each op it holds."""

    name: str
    arg_types: tuple[Attribute, ...]
    result_types: tuple[Attribute, ...]
    returns: tuple[tuple[ValueShape, ...], ...]
    """One tuple per `func.return` (in block order), one tree per returned value."""
    op_counts: frozenset[tuple[OpShape, int]]
    """Every op of the body but the returns: catches duplicated (un-CSE'd) and dead ops that trees hide."""


_Shape = TypeVar("_Shape", "ValueShape", "OpShape", "BlockShape")


def _region_is_implied(op: Operation) -> bool:
    """Named linalg ops carry a body implied by their name; xDSL and MLIR build it differently (operand order)."""
    return op.name.startswith("linalg.") and op.name not in ("linalg.generic", "linalg.map", "linalg.reduce")


@dataclass
class _ShapeBuilder:
    """Builds shapes bottom-up, memoized per SSA value so shared subtrees are built once.

    Shapes are hash-consed in `interned` (shared by the two modules compared): equal subtrees are one
    object, so comparing two programs whose values are reused many times (a residual stream) is linear,
    not a walk of every path through the shared subtrees."""

    function: Function
    ignored_attributes: Collection[str]
    interned: dict[object, object] = field(default_factory=dict[object, object])
    values: dict[SSAValue, ValueShape] = field(default_factory=dict[SSAValue, ValueShape])
    ops: dict[Operation, OpShape] = field(default_factory=dict[Operation, OpShape])

    def value(self, value: SSAValue) -> ValueShape:
        if value not in self.values:
            self.values[value] = self._intern(self._value(value))
        return self.values[value]

    def _intern(self, shape: _Shape) -> _Shape:
        return cast(_Shape, self.interned.setdefault(shape, shape))

    def _value(self, value: SSAValue) -> ValueShape:
        if isinstance(value, OpResult):
            return ValueShape("result", value.type, (value.index,), self.op(value.op))
        if not isinstance(value, BlockArgument):
            raise ValueError(f"structural comparison: {value} is neither an op result nor a block argument")
        if value.block.parent_op() is self.function and value.block is self.function.body.blocks.first:
            return ValueShape("arg", value.type, (value.index,))
        return ValueShape("block_arg", value.type, self._block_position(value.block, value.index))

    def _block_position(self, block: Block, index: int) -> tuple[int, ...]:
        depth = 0
        region = block.parent_region()
        owner = block.parent_op()
        while owner is not None and owner is not self.function:
            depth += 1
            owner = owner.parent_op()
        if region is None or region.parent is None:
            return (depth, 0, 0, index)
        return (depth, region.parent.regions.index(region), list(region.blocks).index(block), index)

    def op(self, op: Operation) -> OpShape:
        if op not in self.ops:
            attributes = {**op.properties, **op.attributes}
            self.ops[op] = self._intern(
                OpShape(
                    op.name,
                    tuple(sorted((k, v) for k, v in attributes.items() if k not in self.ignored_attributes)),
                    tuple(r.type for r in op.results),
                    tuple(self.value(v) for v in op.operands),
                    () if _region_is_implied(op) else tuple(self._region(r) for r in op.regions),
                )
            )
        return self.ops[op]

    def _region(self, region: Region) -> tuple[BlockShape, ...]:
        return tuple(
            self._intern(
                BlockShape(tuple(a.type for a in block.args), frozenset(Counter(self.op(o) for o in block.ops).items()))
            )
            for block in region.blocks
        )


def function_shape(
    function: Function,
    *,
    ignored_attributes: Collection[str] = (),
    name: str | None = None,
    interned: dict[object, object] | None = None,
) -> FunctionShape:
    """The shape of one function (an initializer has no symbol: `name` gives it one); see `FunctionShape`.

    `interned`: the hash-consing table of `_ShapeBuilder`, shared by the functions to be compared."""
    builder = _ShapeBuilder(function, ignored_attributes, {} if interned is None else interned)
    returns: list[tuple[ValueShape, ...]] = []
    counts: Counter[OpShape] = Counter()
    for block in function.body.blocks:
        for op in block.ops:
            if isinstance(op, RETURNS):
                returns.append(tuple(builder.value(v) for v in op.operands))
            else:
                counts[builder.op(op)] += 1
    if name is None:
        assert not isinstance(function, util.InitializerOp), "an initializer is named by its position"
        name = function.sym_name.data
    return FunctionShape(
        name,
        tuple(function.function_type.inputs.data),
        tuple(function.function_type.outputs.data),
        tuple(returns),
        frozenset(counts.items()),
    )


def module_shape(
    module: ModuleOp, *, ignored_attributes: Collection[str] = (), interned: dict[object, object] | None = None
) -> dict[str, FunctionShape]:
    """Every function of `module` (nested modules included) by symbol name; initializers as `util.initializer#i`."""
    interned = {} if interned is None else interned
    shapes: dict[str, FunctionShape] = {}
    initializers = 0
    for op in module.walk():
        if not isinstance(op, Function):
            continue
        if isinstance(op, util.InitializerOp):
            name = f"util.initializer#{initializers}"
            initializers += 1
        else:
            name = op.sym_name.data
        if name in shapes:
            raise ValueError(f"structural comparison: function @{name} is defined twice")
        shapes[name] = function_shape(op, ignored_attributes=ignored_attributes, name=name, interned=interned)
    return shapes


# ---------------------------------------------------------------------------------------
# Rendering and diffing
# ---------------------------------------------------------------------------------------


def _attributes_text(shape: OpShape) -> str:
    if not shape.attributes:
        return ""
    return " {" + ", ".join(f"{k} = {v}" for k, v in shape.attributes) + "}"


def _value_label(value: ValueShape) -> str:
    if value.kind == "arg":
        return f"%arg{value.position[0]}"
    if value.op is None:
        depth, region, block, index = value.position
        return f"^d{depth}.r{region}.b{block}.arg{index}"
    suffix = f"#{value.position[0]}" if len(value.op.result_types) > 1 else ""
    return value.op.name + suffix


ONE_LINE_DEPTH = 4
"""Operands nested deeper than this print as `…`: a deeper difference shows in the deeper op's own count line."""


def one_line(value: ValueShape, depth: int = ONE_LINE_DEPTH) -> str:
    """A value as a nested call, types left out: `tensor.collapse_shape {…}(iree_encoding.set_encoding(%arg0))`."""
    if value.op is None:
        return _value_label(value)
    return _value_label(value) + _op_call(value.op, depth)


def _op_call(op: OpShape, depth: int = ONE_LINE_DEPTH) -> str:
    regions = f" <{len(op.regions)} regions>" if op.regions else ""
    operands = "…" if depth == 0 and op.operands else ", ".join(one_line(v, depth - 1) for v in op.operands)
    return f"{_attributes_text(op)}{regions}({operands})"


def _shared_values(roots: Iterator[ValueShape]) -> set[ValueShape]:
    """Values computed by an op and reached more than once from `roots` (each edge counted once)."""
    reached: set[ValueShape] = set()
    shared: set[ValueShape] = set()
    stack = list(roots)
    while stack:
        value = stack.pop()
        if value.op is None:
            continue
        if value in reached:
            shared.add(value)
            continue
        reached.add(value)
        stack.extend(value.op.operands)
    return shared


def _tree_lines(value: ValueShape, indent: int, shared: set[ValueShape], seen: dict[ValueShape, int]) -> Iterator[str]:
    """The tree below `value`; a subtree reached twice (a value used twice) is printed once, then referred to."""
    pad = "  " * indent
    line = f"{pad}{_value_label(value)}{_attributes_text(value.op) if value.op else ''} : {value.type}"
    if value in seen:
        yield f"{line}  (as [{seen[value]}] above)"
        return
    if value in shared:
        seen[value] = len(seen)
        line += f"  [{seen[value]}]"
    yield line
    if value.op is not None:
        yield from _region_lines(value.op, indent + 1)
        for operand in value.op.operands:
            yield from _tree_lines(operand, indent + 1, shared, seen)


def _region_lines(op: OpShape, indent: int) -> Iterator[str]:
    pad = "  " * indent
    for r, region in enumerate(op.regions):
        for b, block in enumerate(region):
            yield f"{pad}region {r} block {b} ({', '.join(str(t) for t in block.arg_types)}):"
            yield from sorted(_count_line(shape, count, indent + 1) for shape, count in block.ops)


def _count_line(op: OpShape, count: int, indent: int) -> str:
    types = ", ".join(str(t) for t in op.result_types)
    return f"{'  ' * indent}{count} x {op.name}{_op_call(op)} : ({types})"


def render_function(shape: FunctionShape, *, op_counts: bool = True) -> list[str]:
    """Readable lines: signature, each returned value's tree (indented), then the op counts, sorted."""
    args = ", ".join(str(t) for t in shape.arg_types)
    results = ", ".join(str(t) for t in shape.result_types)
    lines = [f"func @{shape.name}({args}) -> ({results})"]
    shared = _shared_values(value for values in shape.returns for value in values)
    seen: dict[ValueShape, int] = {}
    for r, values in enumerate(shape.returns):
        for i, value in enumerate(values):
            lines.append(f"  return {r} value {i}:")
            lines.extend(_tree_lines(value, 2, shared, seen))
    if op_counts:
        lines.append("  ops:")
        lines.extend(sorted(_count_line(op, count, 2) for op, count in shape.op_counts))
    return lines


def _function_diff(
    name: str, expected: FunctionShape, actual: FunctionShape, labels: tuple[str, str], op_counts: bool
) -> str:
    a, b = render_function(expected, op_counts=op_counts), render_function(actual, op_counts=op_counts)
    diff = list(difflib.unified_diff(a, b, f"{labels[0]} @{name}", f"{labels[1]} @{name}", lineterm="", n=20))
    if not diff:
        return f"@{name}: differs in attributes that print identically:\n  {expected!r}\n  {actual!r}"
    return "\n".join(diff)


def _same(expected: FunctionShape, actual: FunctionShape, op_counts: bool) -> bool:
    if op_counts:
        return expected == actual
    return (expected.arg_types, expected.result_types, expected.returns) == (
        actual.arg_types,
        actual.result_types,
        actual.returns,
    )


def structural_diff(
    expected: ModuleOp | str,
    actual: ModuleOp | str,
    *,
    labels: tuple[str, str] = ("expected", "actual"),
    op_counts: bool = True,
    ignored_attributes: Collection[str] = (),
) -> str:
    """ "" when both modules compute the same thing function by function, else a readable diff.

    Functions are matched by symbol name; each returned value is compared as a tree of
    (op name, properties + attributes, result types incl. encodings, operands recursively) down
    to function arguments by index. `op_counts` also compares how many of each op a function
    holds, so a duplicated or dead op is a difference even when the trees agree. Text is parsed
    with `xdsl_encoding.api.parse_module` and xDSL's verifier. `ignored_attributes` names attributes/properties left out everywhere.
    """
    interned: dict[object, object] = {}
    shapes = [
        module_shape(
            m if isinstance(m, ModuleOp) else _parse(m), ignored_attributes=ignored_attributes, interned=interned
        )
        for m in (expected, actual)
    ]
    reports: list[str] = []
    for name in sorted(shapes[0].keys() | shapes[1].keys()):
        left, right = shapes[0].get(name), shapes[1].get(name)
        if left is None or right is None:
            side = labels[0] if right is None else labels[1]
            reports.append(f"@{name}: only in {side}")
        elif not _same(left, right, op_counts):
            reports.append(_function_diff(name, left, right, labels, op_counts))
    return "\n\n".join(reports)


def assert_structurally_equal(
    expected: ModuleOp | str,
    actual: ModuleOp | str,
    *,
    labels: tuple[str, str] = ("expected", "actual"),
    op_counts: bool = True,
    ignored_attributes: Collection[str] = (),
) -> None:
    """`structural_diff`, raising `AssertionError` with the diff when it is not empty."""
    diff = structural_diff(expected, actual, labels=labels, op_counts=op_counts, ignored_attributes=ignored_attributes)
    if diff:
        raise AssertionError(f"modules differ structurally:\n{diff}")
