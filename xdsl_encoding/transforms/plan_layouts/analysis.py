"""The layout plan: which encodings each value can carry, and which relayouts run.

Two lattices over every SSA value of the module (block arguments, `scf.for` iter_args and results,
`scf.if` and `flow.dispatch.region` results included), both built from the op-side rules of
`xdsl_encoding/interfaces.py` (`propagation_rule_for`) and the encodings' own interfaces:

* `available[v]`: the encodings `v` carries with no relayout: an `unset_encoding`'s result carries its
  source's encoding; a result of an op with a rule carries `E` when the rule sinks an available
  encoding of an operand to `E` and every operand the rule needs encoded is available so; an
  `scf.for` iter_arg or result when its init and its yield both do (the meet over every path, found by
  iterating from the init); an `scf.if` / region result when every yield does; a call's result when
  every return of the callee does.
* `wanted[v]`: the encodings `set_encoding` ops ask of `v`, each with the ops asking.

The choice, per (value, encoding) wanted, in order: no relayout when the value is an `unset_encoding`
of the same encoded type and the elements its storage adds are harmless to the readers (forward);
else one relayout per (value, layout) placed outside every `scf.for` the value is invariant in
(hoist, then CSE). A relayout costs the bytes it reads and writes on the logical types (the
materialized ones depend on the materialization) times the static trip counts of the loops around it;
a move that does not lower that cost (a hoist out of a loop that runs at most once) is not made.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects import func, scf, tensor
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.interfaces import Blocked, ElementwisePropagationAttr, propagation_rule_for
from xdsl_encoding.targets.cpu import CpuTarget, target_from_options
from xdsl_encoding.transforms.plan_layouts.costs import relayout_bytes, runs_per_call, times
from xdsl_encoding.transforms.plan_layouts.moves import Move, RuleRefusal, paying_moves, rule_refusals
from xdsl_encoding.transforms.propagate_encodings.fills import check_contraction_fills, fill_at
from xdsl_encoding.transforms.propagate_encodings.rules import callee_of, register_all_rules
from xdsl_encoding.utils.hints import tensor_type, tensor_type_of
from xdsl_encoding.utils.remarks import OpNamer
from xdsl_encoding.verify.module import ReshapeOp

__all__ = ["Decision", "LayoutPlan", "ValuePlan", "plan_layouts"]

MAX_LOOP_ROUNDS = 8
"""Iterations of a loop body until its iter_args' lattice is stable (it only shrinks: a few suffice)."""


# ---------------------------------------------------------------------------------------
# The plan
# ---------------------------------------------------------------------------------------


@dataclass
class Decision:
    """One relayout the plan removes, moves or keeps, and why."""

    kind: str
    """`forward` (an unset -> set pair with no relayout), `cse` (one relayout per value and layout),
    `hoist` (out of the loops the value is invariant in), `carry` (an `scf.for` iter_arg carries the
    encoded tensor, no relayout per iteration), `fold` (an identity reshape pair), `keep`."""
    op: Operation
    why: str
    bytes_before: int | None
    bytes_after: int | None
    into: Operation | None = None
    """`cse`: the op kept; `hoist`: the outermost loop left; `forward`: the unset_encoding bypassed;
    `carry`: the `scf.for` whose iter_arg then carries the encoded tensor."""
    index: int = 0
    """`carry`: which iter_arg."""


@dataclass
class ValuePlan:
    """What the plan knows and decides about one value."""

    value: SSAValue
    available: tuple[Attribute, ...]
    wanted: tuple[Attribute, ...]
    choice: str
    bytes_before: int | None
    bytes_after: int | None


@dataclass
class LayoutPlan:
    """The result of `plan_layouts`: the lattices, the decisions, and the relayout bytes per call."""

    target: CpuTarget | None
    available: dict[SSAValue, set[Attribute]]
    values: list[ValuePlan] = field(default_factory=list[ValuePlan])
    decisions: list[Decision] = field(default_factory=list[Decision])
    moves: list[Move] = field(default_factory=list[Move])
    """The set_encodings moved up because that lowers the relayout cost (`moves.py`), in order."""
    moved: ModuleOp | None = None
    """The copy of the module those moves were made on (the decisions are about its ops); None without moves."""
    refusals: list[RuleRefusal] = field(default_factory=list[RuleRefusal])
    """The set_encodings a pad or slice keeps below it, by its rule's answer (`moves.rule_refusals`)."""

    @property
    def bytes_before(self) -> int:
        return sum(v.bytes_before or 0 for v in self.values)

    @property
    def bytes_after(self) -> int:
        return sum(v.bytes_after or 0 for v in self.values)

    def removals(self, kind: str) -> list[Decision]:
        return [d for d in self.decisions if d.kind == kind]

    def __str__(self) -> str:
        namer = OpNamer()
        lines = [f"layout plan ({self.bytes_before} -> {self.bytes_after} relayout bytes per call, logical types)"]
        for move in self.moves:
            lines.append(
                f"  move: {namer.describe(move.op)} up across {move.crossed} op{'s' if move.crossed != 1 else ''}: "
                f"relayout bytes per call (constants once) {move.cost_before} -> {move.cost_after}"
            )
        for v in self.values:
            where = namer.scope_name(v.value.owner if isinstance(v.value.owner, Operation) else _block_op(v.value))
            lines.append(
                f"  {where}: {namer.value(v.value)}: available [{', '.join(map(str, v.available))}]"
                f", wanted [{', '.join(map(str, v.wanted))}]; {v.choice}; bytes {_shown(v.bytes_before)} -> "
                f"{_shown(v.bytes_after)}"
            )
        return "\n".join(lines)


def _shown(size: int | None) -> str:
    return "?" if size is None else str(size)


def _block_op(value: SSAValue) -> Operation:
    block = value.owner
    assert isinstance(block, Block)
    parent = block.parent_op()
    assert parent is not None
    return parent


# ---------------------------------------------------------------------------------------
# The availability lattice
# ---------------------------------------------------------------------------------------


class _Availability:
    """`available[v]` for every value, computed block by block in program order (see the module docstring)."""

    def __init__(self, target: CpuTarget | None) -> None:
        self.target = target
        self.available: dict[SSAValue, set[Attribute]] = {}
        self.visited: set[Operation] = set()

    def function(self, function: Operation) -> None:
        """Every block of a function-like op, once."""
        self.visited.add(function)
        for region in function.regions:
            for block in region.blocks:
                self.block(block)

    def of(self, value: SSAValue) -> set[Attribute]:
        return self.available.get(value, set())

    def block(self, block: Block) -> None:
        for op in block.ops:
            self.op(op)

    def op(self, op: Operation) -> None:
        if isinstance(op, UnsetEncodingOp):
            source = tensor_type_of(op.source)
            if source.get_shape() == tensor_type_of(op.result).get_shape():
                self.available[op.result] = {source.encoding}
            return
        if isinstance(op, scf.ForOp):
            self._loop(op)
            return
        for region in op.regions:
            for block in region.blocks:
                self.block(block)
        rule = propagation_rule_for(op)
        if rule is None:
            return
        callee = callee_of(op) if isinstance(op, func.CallOp | util.CallOp) else None
        if callee is not None and callee not in self.visited:
            self.function(callee)  # its returns first (a recursive call sees what is known so far)
        forwarding = bool(op.regions) or callee is not None
        for index, result in enumerate(op.results if forwarding else ()):
            forwarded = rule.forwarded(op, index)
            if forwarded:
                found: set[Attribute] = set[Attribute].intersection(*(self.of(o.operands[i]) for o, i in forwarded))
                if found:
                    self.available[result] = found
        if forwarding:
            return
        for index, operand in enumerate(op.operands):
            for encoding in list(self.of(operand)):
                moved = rule.sink(op, index, encoding, self.target)
                if isinstance(moved, Blocked):
                    continue
                for r, (result, result_encoding) in enumerate(zip(op.results, moved)):
                    if result_encoding is not None and self._operands_carry(op, r, result_encoding):
                        self.available.setdefault(result, set()).add(result_encoding)

    def _operands_carry(self, op: Operation, result_index: int, encoding: Attribute) -> bool:
        """Whether every operand `op` needs encoded to yield `encoding` is available so (an empty init is free)."""
        rule = propagation_rule_for(op)
        assert rule is not None
        needed = rule.bubble(op, result_index, encoding, self.target)
        if isinstance(needed, Blocked):
            return False
        return all(
            e is None or e in self.of(v) or isinstance(v.owner, tensor.EmptyOp) for v, e in zip(op.operands, needed)
        )

    def _loop(self, op: scf.ForOp) -> None:
        """Iter_arg j carries E when its init and its yield do: start from the init's, iterate the body until stable."""
        body = op.body.block
        args = body.args[1:]
        yielded = body.last_op
        carried = [set(self.of(v)) for v in op.iter_args]
        for _ in range(MAX_LOOP_ROUNDS):
            for arg, found in zip(args, carried):
                self.available[arg] = set(found)
            self.block(body)
            assert yielded is not None
            new = [c & self.of(v) for c, v in zip(carried, yielded.operands)]
            if new == carried:
                break
            carried = new
        else:
            carried = [set[Attribute]() for _ in carried]
            for arg in args:
                self.available[arg] = set()
            self.block(body)
        for result, found in zip(op.results, carried):
            if found:
                self.available[result] = set(found)


# ---------------------------------------------------------------------------------------
# The choice
# ---------------------------------------------------------------------------------------


def _defined_outside(value: SSAValue, loop: Operation) -> bool:
    owner = value.owner
    op = owner if isinstance(owner, Operation) else owner.parent_op()
    return op is None or not loop.is_ancestor(op) or (op is loop and not isinstance(owner, Block))


def hoist_target(op: SetEncodingOp) -> scf.ForOp | None:
    """The outermost `scf.for` `op` may leave: each loop crossed holds `op` directly in its body and
    defines none of its operands; None if it must stay."""
    found: scf.ForOp | None = None
    current: Operation = op
    while isinstance(loop := current.parent_op(), scf.ForOp) and all(_defined_outside(v, loop) for v in op.operands):
        found = loop
        current = loop
    return found


def forward_refusal(op: SetEncodingOp, target: CpuTarget | None) -> str | None:
    """Why `op` cannot be replaced by the encoded tensor its source was unset from; None if it can.

    Same encoded type: same storage on every target. The elements the storage adds hold what the
    unset value's producer left there, not the set's padding value: the encoding says whether they
    can reach a result (`new_elements_matter`), and if so whether those values are harmless to the
    contraction that reads them (`check_fills`, as for element-wise moves).
    """
    unset = op.source.owner
    if not isinstance(unset, UnsetEncodingOp):
        return "its source is not an unset_encoding"
    if unset.source.type != op.result.type:
        return f"the unset value's type {unset.source.type} is not the set's {op.result.type}"
    if tuple(unset.encoding_dims) != tuple(op.encoding_dims):
        return "the encoding_dims differ"
    encoding = tensor_type_of(op.result).encoding
    if not isinstance(encoding, ElementwisePropagationAttr):
        return f"the encoding {encoding} does not say what its new elements may reach"
    if encoding.new_elements_matter(tensor_type_of(op.result), target) is None:
        return None
    conflict = check_contraction_fills(op, fill_at(unset.source, target, {}), target)
    return None if conflict is None else f"the producer's new elements are not the padding the reader needs: {conflict}"


def carry_refusal(ops: Sequence[SetEncodingOp], target: CpuTarget | None) -> str | None:
    """Why the iter_arg `ops` relay out cannot carry their encoded type across the loop; None if it can.

    It can when every path agrees: the yielded value is unset from that encoded type (the init is too, or
    is set once before the loop), every use of the iter_arg is one of `ops`, the shape is static (the sizes stay the loop's), and the
    encoding's new elements cannot reach a result (the storage carried holds the producer's, not the
    padding a set_encoding writes).
    """
    value, result_type = ops[0].source, ops[0].result.type
    loop = value.owner.parent_op() if isinstance(value.owner, Block) else None
    if not isinstance(loop, scf.ForOp) or not isinstance(value.owner, Block) or value.owner is not loop.body.block:
        return "its source is not an scf.for iter_arg"
    index = loop.body.block.args.index(value) - 1  # pyright: ignore[reportArgumentType]
    if index < 0:
        return "its source is the induction variable"
    yielded = loop.body.block.last_op
    assert yielded is not None
    owner = yielded.operands[index].owner
    if not isinstance(owner, UnsetEncodingOp) or owner.source.type != result_type or owner.encoding_dims:
        return f"the loop's yielded value is not unset from {result_type}"
    uses = {use.operation for use in value.uses}
    if not uses <= set(ops):
        return "the iter_arg has users that read it unencoded"
    tensor = tensor_type_of(ops[0].result)
    if not tensor.has_static_shape() or ops[0].encoding_dims:
        return "the iter_arg has dynamic sizes"
    encoding = tensor.encoding
    if not isinstance(encoding, ElementwisePropagationAttr):
        return f"the encoding {encoding} does not say what its new elements may reach"
    matters = encoding.new_elements_matter(tensor, target)
    return None if matters is None else f"{matters}, and the loop carries the producer's values there"


def identity_reshape_pairs(ops: Iterable[Operation]) -> list[tuple[ReshapeOp, ReshapeOp]]:
    """`collapse(expand(x))` / `expand(collapse(x))` with the same groups yielding `x`'s type: (outer, inner)."""
    pairs: list[tuple[ReshapeOp, ReshapeOp]] = []
    for op in ops:
        if not isinstance(op, ReshapeOp) or not op.result.uses:
            continue
        inner = op.src.owner
        if (
            isinstance(inner, ReshapeOp)
            and type(inner) is not type(op)
            and inner.reassociation == op.reassociation
            and inner.src.type == op.result.type
        ):
            pairs.append((op, inner))
    return pairs


def _key(op: SetEncodingOp) -> tuple[SSAValue, Attribute, tuple[SSAValue, ...]]:
    return (op.source, op.result.type, tuple(op.encoding_dims))


def dominates(first: Operation, second: Operation) -> bool:
    """`first` runs before `second` on every path: it precedes in its block `second` or an op holding it."""
    block = first.parent_block()
    current: Operation | None = second
    while current is not None and current.parent_block() is not block:
        current = current.parent_op()
    return current is not None and current is not first and first.is_before_in_block(current)


def _choose(
    ops: Sequence[SetEncodingOp], target: CpuTarget | None, plan: LayoutPlan, namer: OpNamer
) -> tuple[str, int | None, int | None]:
    """The decisions for the set_encodings asking one value for one layout; returns (choice, before, after)."""
    size = relayout_bytes(ops[0])
    before_each = [times(size, runs_per_call(op)) for op in ops]
    before = None if None in before_each else sum(b for b in before_each if b is not None)
    refusal = forward_refusal(ops[0], target)
    if refusal is None:
        unset = ops[0].source.owner
        assert isinstance(unset, UnsetEncodingOp)
        for op, b in zip(ops, before_each):
            why = f"the value was unset from {namer.value(unset.source)} of the same encoded type"
            plan.decisions.append(Decision("forward", op, why, b, 0, unset))
        return f"forwarded from {namer.value(unset.source)} (no relayout)", before, 0
    carry = carry_refusal(ops, target) if refusal == "its source is not an unset_encoding" else refusal
    if carry is None:
        loop = ops[0].source.owner.parent_op()  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
        assert isinstance(loop, scf.ForOp)
        index = loop.body.block.args.index(ops[0].source) - 1  # pyright: ignore[reportArgumentType]
        after_loop = times(size, runs_per_call(loop))
        why = "the loop yields a value unset from the same encoded type: the loop carries that"
        for op, b in zip(ops, before_each):
            plan.decisions.append(Decision("carry", op, why, b, after_loop, loop, index))
            after_loop = 0
        return (
            "carried encoded across the loop's iter_arg (one unset after the loop)",
            before,
            times(size, runs_per_call(loop)),
        )
    placed: list[tuple[SetEncodingOp, Operation]] = []  # (op, the op it will sit before or be)
    for op, b in zip(ops, before_each):
        loop = hoist_target(op)
        runs_in = runs_per_call(op)
        runs_out = runs_per_call(loop) if loop is not None else None
        pays = loop is not None and (runs_in is None or runs_out is None or runs_in > runs_out)
        if loop is not None and pays:
            plan.decisions.append(
                Decision("hoist", op, "its operands are defined outside the loop", b, times(size, runs_out), loop)
            )
            placed.append((op, loop))
        else:
            placed.append((op, op))
    after = 0 if size is not None else None
    kept: list[tuple[SetEncodingOp, Operation]] = []
    for op, at in placed:
        dominating = next((k for k, k_at in kept if dominates(k_at, at) or k_at is at), None)
        if dominating is not None:
            plan.decisions.append(
                Decision(
                    "cse",
                    op,
                    f"{namer.op(dominating)} already relays out {namer.value(op.source)} into this layout",
                    times(size, runs_per_call(op)),
                    0,
                    dominating,
                )
            )
            continue
        kept.append((op, at))
        cost = times(size, runs_per_call(at))
        after = None if after is None or cost is None else after + cost
    for op, at in kept:
        if at is not op:
            continue  # its hoist decision says it
        if refusal != "its source is not an unset_encoding":
            why = f"not forwarded: {refusal}"
        elif carry != "its source is not an scf.for iter_arg":
            why = f"not carried across the loop: {carry}"
        else:
            why = f"the one relayout of {namer.value(op.source)} into this layout, where its value is read"
        runs = times(size, runs_per_call(at))
        plan.decisions.append(Decision("keep", op, why, runs, runs))
    hoisted = sum(1 for op, at in kept if at is not op)
    choice = f"{len(kept)} relayout{'s' if len(kept) != 1 else ''} (was {len(ops)})"
    if hoisted:
        choice += f", {hoisted} hoisted out of loops"
    return choice, before, after


def plan_layouts(
    module: ModuleOp,
    target: CpuTarget | str | None = None,
    *,
    cpu_features: str = "",
    ukernels: str = "",
    moves: bool = True,
) -> LayoutPlan:
    """The layout plan of `module` for `target` (module docstring): lattices, choice and costs; changes nothing.

    `target` as `plan-layouts` takes it (`"x86_64"`, with `cpu_features` and `ukernels`) or a `CpuTarget`;
    `print(plan)` shows, per value, the encodings it carries and is asked for, the choice, and the bytes.
    `moves`: also move set_encodings up where that lowers the relayout cost (on a copy: `plan.moved`).
    """
    if isinstance(target, str):
        found = target_from_options(target, cpu_features, ukernels or None) if target else None
        if isinstance(found, str):
            raise DiagnosticException(f"plan_layouts: {found}")
        target = found
    register_all_rules()
    made: list[Move] = []
    if moves:
        moved, made = paying_moves(module, target)
        module = moved if made else module
    availability = _Availability(target)
    for function in list(module.body.block.ops):
        if function not in availability.visited:
            availability.function(function)
    plan = LayoutPlan(target, availability.available, moves=made, moved=module if made else None)
    plan.refusals = rule_refusals(module, target) if moves else []
    namer = OpNamer()
    groups: dict[tuple[SSAValue, Attribute, tuple[SSAValue, ...]], list[SetEncodingOp]] = {}
    for op in module.walk():
        if isinstance(op, SetEncodingOp) and op.result.uses:
            groups.setdefault(_key(op), []).append(op)
    by_value: dict[SSAValue, list[tuple[Attribute, str, int | None, int | None]]] = {}
    for (value, result_type, _), ops in groups.items():
        choice, before, after = _choose(ops, target, plan, namer)
        by_value.setdefault(value, []).append((result_type, choice, before, after))
    for value, chosen in by_value.items():
        befores = [b for _, _, b, _ in chosen]
        afters = [a for _, _, _, a in chosen]
        wanted = tuple(tensor_type(t).encoding for t, _, _, _ in chosen if tensor_type(t) is not None)  # pyright: ignore[reportOptionalMemberAccess]
        plan.values.append(
            ValuePlan(
                value,
                tuple(sorted(plan.available.get(value, set()), key=str)),
                wanted,
                "; ".join(c for _, c, _, _ in chosen),
                None if None in befores else sum(b for b in befores if b is not None),
                None if None in afters else sum(a for a in afters if a is not None),
            )
        )
    for outer, inner in identity_reshape_pairs(module.walk()):
        plan.decisions.append(Decision("fold", outer, f"it undoes {namer.op(inner)}", None, None, inner))
    return plan
