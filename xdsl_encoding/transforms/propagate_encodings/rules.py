"""The op-side propagation rules: how an encoding crosses each op the planner knows, in one registry.

Each rule is one `PropagationOpRule` (`xdsl_encoding/interfaces.py`) registered for its op class at
import: reshapes (the encoding's `to_collapsed` / `to_expanded` or its recorded map, as
`propagate-encodings` asks), element-wise `linalg.generic`, `linalg.transpose` and `linalg.broadcast`
(the encoding's `bubbled` / `sunk` on the op's index maps), and the structural ops that only forward
values: `scf.for` (init, iter_arg, yield and result j are one value), `scf.if` (both yields),
`flow.dispatch.region` (its `flow.return`), `func.call` / `util.call` (the callee's returns). A rule asks the encoding and never names one.
"""

from __future__ import annotations

from xdsl.dialects import func, scf, tensor
from xdsl.dialects.builtin import SymbolRefAttr
from xdsl.dialects.linalg.ops import BroadcastOp, GenericOp, TransposeOp
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.traits import SymbolTable

from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.flow.dispatch import DispatchRegionOp
from xdsl_encoding.interfaces import (
    Blocked,
    ElementwisePropagationAttr,
    PropagationOpRule,
    propagation_rule_for,
    register_propagation_rule,
    registered_rule,
)
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.propagate_encodings.elementwise import generic_refusal
from xdsl_encoding.transforms.propagate_encodings.steps import Refusal, encoding_across, with_encoding
from xdsl_encoding.utils.affine import is_permutation
from xdsl_encoding.utils.hints import tensor_type
from xdsl_encoding.verify.module import ReshapeOp

__all__ = ["BUILTIN_RULES", "propagation_rule_for", "register_all_rules"]

Encodings = tuple[Attribute | None, ...]


class ReshapeRule(PropagationOpRule):
    """`tensor.collapse_shape` / `tensor.expand_shape`: the encoding says how it maps across (`steps.encoding_across`)."""

    def bubble(
        self, op: Operation, result_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        assert isinstance(op, ReshapeOp)
        moved = encoding_across(encoding, op, "up", unit_dims=False, target=target)
        if isinstance(moved, Refusal):
            return Blocked(moved.reason)
        return (moved, *(None for _ in op.operands[1:]))

    def sink(
        self, op: Operation, operand_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        assert isinstance(op, ReshapeOp)
        if operand_index != 0:
            return Blocked("the encoded value is a size operand")
        moved = encoding_across(encoding, op, "down", unit_dims=False, target=target)
        return Blocked(moved.reason) if isinstance(moved, Refusal) else (moved,)


def _new_elements_refusal(encoding: Attribute, op: Operation, target: CpuTarget | None) -> Blocked | None:
    """The planner moves an encoding across a computing op only where the elements its materialization
    creates cannot reach a result (the fill check that would allow more needs the contraction in sight)."""
    result = tensor_type(op.results[0].type)
    if not isinstance(encoding, ElementwisePropagationAttr) or result is None:
        return Blocked(f"the encoding {encoding} does not say how it crosses element-wise ops")
    matters = encoding.new_elements_matter(with_encoding(result, encoding), target)
    return None if matters is None else Blocked(f"{matters}, and the planner checks no fills")


def _across_maps(maps: list[AffineMap], operands: int, at: int, encoding: Attribute) -> Encodings | Blocked:
    """The encoding of every operand of an op whose operand `i` is read with `maps[i]` from its loops,
    given `encoding` on operand `at` (the init stands for the result)."""
    assert isinstance(encoding, ElementwisePropagationAttr)
    if not is_permutation(maps[at]):
        return Blocked(f"the encoded value is read with {maps[at]}, not a permutation")
    found: list[Attribute | None] = []
    for i in range(operands):
        moved = encoding.sunk(maps[at], maps[i])
        if isinstance(moved, Blocked):
            return moved
        found.append(moved)
    return tuple(found)


class ElementwiseGenericRule(PropagationOpRule):
    """An all-parallel `linalg.generic` whose maps are projected permutations: each operand dim takes the
    entry of the loop dim it reads (the encoding's `bubbled` / `sunk`)."""

    def bubble(
        self, op: Operation, result_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        assert isinstance(op, GenericOp)
        why = generic_refusal(op)
        if why is not None:
            return Blocked(why)
        blocked = _new_elements_refusal(encoding, op, target)
        if blocked is not None:
            return blocked
        maps = [m.data for m in op.indexing_maps.data]
        found = _across_maps(maps, len(op.operands), len(op.operands) - 1, encoding)
        if isinstance(found, Blocked):
            return found
        return tuple(e if tensor_type(v.type) is not None else None for v, e in zip(op.operands, found))

    def sink(
        self, op: Operation, operand_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        assert isinstance(op, GenericOp)
        why = generic_refusal(op)
        if why is not None:
            return Blocked(why)
        if operand_index >= len(op.inputs):
            return Blocked("the encoded value is the init")
        blocked = _new_elements_refusal(encoding, op, target)
        if blocked is not None:
            return blocked
        maps = [m.data for m in op.indexing_maps.data]
        found = _across_maps(maps, len(op.operands), operand_index, encoding)
        return found if isinstance(found, Blocked) else (found[-1],)


def _dim_map(rank: int, results: list[int]) -> AffineMap:
    return AffineMap(rank, 0, tuple(AffineExpr.dimension(d) for d in results))


class TransposeRule(PropagationOpRule):
    """`linalg.transpose`: result dim i is input dim `permutation[i]`."""

    def _maps(self, op: TransposeOp) -> list[AffineMap]:
        permutation = list(op.permutation.get_values())
        inverse = [permutation.index(j) for j in range(len(permutation))]
        return [_dim_map(len(permutation), inverse), AffineMap.identity(len(permutation))]

    def bubble(
        self, op: Operation, result_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        assert isinstance(op, TransposeOp)
        blocked = _new_elements_refusal(encoding, op, target)
        return blocked or _across_maps(self._maps(op), 2, 1, encoding)

    def sink(
        self, op: Operation, operand_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        assert isinstance(op, TransposeOp)
        if operand_index != 0:
            return Blocked("the encoded value is the init")
        blocked = _new_elements_refusal(encoding, op, target)
        found = blocked or _across_maps(self._maps(op), 2, 0, encoding)
        return found if isinstance(found, Blocked) else (found[-1],)


class BroadcastRule(PropagationOpRule):
    """`linalg.broadcast`: the input is read from the result dims not in `dimensions`; never sunk into
    (a broadcast from an encoded tensor repeats its new elements: IREE #24160)."""

    def bubble(
        self, op: Operation, result_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        assert isinstance(op, BroadcastOp)
        blocked = _new_elements_refusal(encoding, op, target)
        if blocked is not None:
            return blocked
        assert isinstance(encoding, ElementwisePropagationAttr)
        rank = len(tensor_type(op.init.type).get_shape())  # pyright: ignore[reportOptionalMemberAccess]
        added = set(op.dimensions.get_values())
        moved = encoding.bubbled(_dim_map(rank, [d for d in range(rank) if d not in added]))
        return moved if isinstance(moved, Blocked) else (moved, encoding)

    def sink(
        self, op: Operation, operand_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        return Blocked("a broadcast from an encoded tensor repeats its new elements (IREE #24160)")


class ForwardingRule(PropagationOpRule):
    """An op whose results are values its regions yield (`scf.for`, `scf.if`, `flow.dispatch.region`):
    a result carries an encoding when every yielded value does (`forwarded`); an `scf.for` init
    carries it into iter_arg j."""

    def bubble(
        self, op: Operation, result_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        if isinstance(op, scf.ForOp):
            return tuple(encoding if i == 3 + result_index else None for i in range(len(op.operands)))
        return tuple(None for _ in op.operands)

    def sink(
        self, op: Operation, operand_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        if isinstance(op, scf.ForOp) and operand_index >= 3:
            return tuple(encoding if i == operand_index - 3 else None for i in range(len(op.results)))
        return Blocked(f"operand #{operand_index} of {op.name} is not forwarded to a result")

    def forwarded(self, op: Operation, result_index: int) -> tuple[tuple[Operation, int], ...]:
        found: list[tuple[Operation, int]] = []
        for region in op.regions:
            for block in region.blocks:
                terminator = block.last_op
                if terminator is not None and len(terminator.operands) > result_index:
                    found.append((terminator, result_index))
        return tuple(found)


def callee_of(op: Operation) -> Operation | None:
    """The function a `func.call` / `util.call` calls, if the module holds its body."""
    callee = op.properties.get("callee")
    found = SymbolTable.lookup_symbol(op, callee) if isinstance(callee, SymbolRefAttr) else None
    if found is None or not found.regions or not found.regions[0].blocks:
        return None
    return found


class CallRule(PropagationOpRule):
    """`func.call` / `util.call`: result j is what the callee returns as result j, on every return; the
    encodings of its operands are the callee's signature, which a plan does not change."""

    def bubble(
        self, op: Operation, result_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        return Blocked(f"{op.name}: the callee's signature fixes its arguments' types")

    def sink(
        self, op: Operation, operand_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        return Blocked(f"{op.name}: the callee's signature fixes its arguments' types")

    def forwarded(self, op: Operation, result_index: int) -> tuple[tuple[Operation, int], ...]:
        callee = callee_of(op)
        if callee is None:
            return ()
        returns = [b.last_op for b in callee.regions[0].blocks if b.last_op is not None and not b.last_op.successors]
        return tuple((r, result_index) for r in returns if len(r.operands) > result_index)


BUILTIN_RULES: tuple[tuple[type[Operation], PropagationOpRule], ...] = (
    (tensor.CollapseShapeOp, ReshapeRule()),
    (tensor.ExpandShapeOp, ReshapeRule()),
    (GenericOp, ElementwiseGenericRule()),
    (TransposeOp, TransposeRule()),
    (BroadcastOp, BroadcastRule()),
    (scf.ForOp, ForwardingRule()),
    (scf.IfOp, ForwardingRule()),
    (DispatchRegionOp, ForwardingRule()),
    (func.CallOp, CallRule()),
    (util.CallOp, CallRule()),
)


def register_all_rules() -> None:
    """Register the rules above for each op class that has none yet (a user's own rule stays)."""
    for op_type, rule in BUILTIN_RULES:
        if registered_rule(op_type) is None:
            register_propagation_rule(op_type, rule)


register_all_rules()
