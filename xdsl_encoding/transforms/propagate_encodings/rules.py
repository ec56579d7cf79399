"""The op-side propagation rules: how an encoding crosses each op the planner knows, in one registry.

Each rule is one `PropagationOpRule` (`xdsl_encoding/interfaces.py`) registered for its op class at
import: reshapes (the encoding's `to_collapsed` / `to_expanded` or its recorded map, as
`propagate-encodings` asks), element-wise `linalg.generic`, `linalg.transpose` and `linalg.broadcast`
(the encoding's `bubbled` / `sunk` on the op's index maps), and the structural ops that only forward
values: `scf.for` (init, iter_arg, yield and result j are one value), `scf.if` (both yields),
`flow.dispatch.region` (its `flow.return`), `func.call` / `util.call` (the callee's returns), and the ops
that change sizes (`tensor.pad`, `tensor.extract_slice`, `tensor.insert_slice`: `SizeChangingRule`), which
an encoding crosses unchanged only when they leave every dim its storage changes (`changed_dims`) whole.
A rule asks the encoding and never names one.
"""

from __future__ import annotations

from abc import abstractmethod

from xdsl.dialects import arith, func, scf, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, FloatAttr, IntegerAttr, SymbolRefAttr
from xdsl.dialects.linalg.ops import BroadcastOp, GenericOp, TransposeOp
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.traits import SymbolTable

from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.flow.dispatch import DispatchRegionOp
from xdsl_encoding.interfaces import (
    Blocked,
    ContractionEncodingAttr,
    ElementwisePropagationAttr,
    ExplicitPaddingAttr,
    FillValue,
    OperandEncodingAttr,
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

__all__ = ["BUILTIN_RULES", "SizeChangingRule", "changed_dims", "propagation_rule_for", "register_all_rules"]

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


def changed_dims(encoding: Attribute, rank: int) -> frozenset[int] | Blocked:
    """The dims of a rank-`rank` tensor whose storage `encoding` may change (pad or tile), on any target.

    Asked of the encoding's interfaces: the dims it pads explicitly (`padding_values`; `?`, which a
    resolver decides, counts as padded), else its reduction dims (`matmul_k`: only K is padded). A
    data-tiling encoding (`OperandEncodingAttr`) tiles the dims of its operand; no materialization here
    slices or pads a tiled tensor, so it crosses none of these ops.
    """
    if isinstance(encoding, OperandEncodingAttr):
        return Blocked(f"the encoding {encoding} tiles its tensor, and no tiled tensor is sliced or padded in place")
    if isinstance(encoding, ExplicitPaddingAttr):
        values = encoding.padding_values(rank)
        if len(values) != rank:
            return Blocked(f"the encoding {encoding} has {len(values)} padding values for a rank-{rank} tensor")
        return frozenset(d for d, v in enumerate(values) if v != 0)
    if isinstance(encoding, ContractionEncodingAttr):
        dims = encoding.reduction_dims()
        if dims is None:
            return Blocked(f"the encoding {encoding} does not say which dims it pads")
        return frozenset(dims)
    return Blocked(f"the encoding {encoding} does not say which dims its storage changes")


def _whole(
    changed: frozenset[int],
    offsets: tuple[int, ...],
    sizes: tuple[int, ...],
    strides: tuple[int, ...],
    full: tuple[int, ...],
) -> str | None:
    """Why a slice of a tensor of shape `full` does not leave each changed dim whole; None if it does."""
    for d in sorted(changed):
        if offsets[d] != 0 or strides[d] != 1 or sizes[d] == DYNAMIC_INDEX or sizes[d] != full[d]:
            return f"it cuts dim {d}, whose storage the encoding changes (offset 0, stride 1 and the whole size are needed)"
    return None


def _pad_value(op: tensor.PadOp) -> FillValue | None:
    """The constant a `tensor.pad` writes, if its region yields one defined by an `arith.constant`."""
    terminator = op.region.block.last_op
    if terminator is None or len(terminator.operands) != 1:
        return None
    owner = terminator.operands[0].owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, FloatAttr | IntegerAttr):
        return FillValue.of(owner.value.value.data)
    return None


class SizeChangingRule(PropagationOpRule):
    """`tensor.pad`, `tensor.extract_slice`, `tensor.insert_slice`: the encoding crosses unchanged when the op
    leaves whole every dim whose storage the encoding changes (`changed_dims`); the op then runs as it is
    on the storage, which holds the same elements as a relayout of its result would.

    `SizeChangingRule` ops are the ones the planner moves a set_encoding across by rebuilding the op on
    the encoded types (`plan_layouts/moves.py`)."""

    def refusal(self, op: Operation, encoding: Attribute, target: CpuTarget | None) -> str | None:
        """Why `encoding` cannot cross `op` (it is the same on every tensor operand and the result)."""
        result = tensor_type(op.results[0].type)
        assert result is not None
        rank = len(result.get_shape())
        changed = changed_dims(encoding, rank)
        if isinstance(changed, Blocked):
            return changed.reason
        return self.structure_refusal(op, changed, encoding, target)

    @abstractmethod
    def structure_refusal(
        self, op: Operation, changed: frozenset[int], encoding: Attribute, target: CpuTarget | None
    ) -> str | None:
        """Why `op` does not leave the `changed` dims whole; None if it does."""

    @abstractmethod
    def encoded_operands(self, op: Operation) -> tuple[bool, ...]:
        """Which operands carry the encoding (the tensors the op moves)."""

    def bubble(
        self, op: Operation, result_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        why = self.refusal(op, encoding, target)
        if why is not None:
            return Blocked(why)
        return tuple(encoding if e else None for e in self.encoded_operands(op))

    def sink(
        self, op: Operation, operand_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> Encodings | Blocked:
        if not self.encoded_operands(op)[operand_index]:
            return Blocked(f"operand #{operand_index} of {op.name} is an index or a scalar")
        why = self.refusal(op, encoding, target)
        return Blocked(why) if why is not None else (encoding,)


def _static(values: tuple[int, ...], what: str) -> str | None:
    return f"its {what} are dynamic" if DYNAMIC_INDEX in values else None


class ExtractSliceRule(SizeChangingRule):
    """`tensor.extract_slice`: rank-preserving, whole along every changed dim (the rows of a padded K, say,
    are sliced along M only)."""

    def encoded_operands(self, op: Operation) -> tuple[bool, ...]:
        return tuple(i == 0 for i in range(len(op.operands)))

    def structure_refusal(
        self, op: Operation, changed: frozenset[int], encoding: Attribute, target: CpuTarget | None
    ) -> str | None:
        assert isinstance(op, tensor.ExtractSliceOp)
        source, result = tensor_type(op.source.type), tensor_type(op.result.type)
        assert source is not None
        assert result is not None
        if len(source.get_shape()) != len(result.get_shape()):
            return "it drops dims (a rank-reducing slice)"
        offsets, sizes = tuple(op.static_offsets.get_values()), tuple(op.static_sizes.get_values())
        strides = tuple(op.static_strides.get_values())
        return _whole(changed, offsets, sizes, strides, tuple(source.get_shape()))


class InsertSliceRule(SizeChangingRule):
    """`tensor.insert_slice`: the inserted tensor and the destination carry the encoding, and the insertion
    is whole along every changed dim (both tensors' new elements there are the encoding's)."""

    def encoded_operands(self, op: Operation) -> tuple[bool, ...]:
        return tuple(i < 2 for i in range(len(op.operands)))

    def structure_refusal(
        self, op: Operation, changed: frozenset[int], encoding: Attribute, target: CpuTarget | None
    ) -> str | None:
        assert isinstance(op, tensor.InsertSliceOp)
        source, dest = tensor_type(op.source.type), tensor_type(op.dest.type)
        assert source is not None
        assert dest is not None
        if len(source.get_shape()) != len(dest.get_shape()):
            return "it inserts a tensor of lower rank"
        offsets, sizes = tuple(op.static_offsets.get_values()), tuple(op.static_sizes.get_values())
        strides = tuple(op.static_strides.get_values())
        return _whole(changed, offsets, sizes, strides, tuple(dest.get_shape()))


class PadRule(SizeChangingRule):
    """`tensor.pad`: no low or high padding on a changed dim, and the value it writes is the encoding's
    fill (`padding_fill`): the rows the pad adds cross the encoding's own padding, where a relayout of the
    result writes the fill and the pad on the storage writes its value. Another value would be harmless
    only where the encoding's new elements reach no result (`new_elements_matter`), and even then a
    reader that needs the fill would rewrite the padding: a relayout more, not fewer."""

    def encoded_operands(self, op: Operation) -> tuple[bool, ...]:
        return tuple(i == 0 for i in range(len(op.operands)))

    def structure_refusal(
        self, op: Operation, changed: frozenset[int], encoding: Attribute, target: CpuTarget | None
    ) -> str | None:
        assert isinstance(op, tensor.PadOp)
        low, high = tuple(op.static_low.get_values()), tuple(op.static_high.get_values())
        for d in sorted(changed):
            if low[d] != 0 or high[d] != 0:
                return f"it pads dim {d}, whose storage the encoding changes"
        why = _static(low, "low pads") or _static(high, "high pads")
        if why is not None:
            return why
        if not changed:
            return None
        if not isinstance(encoding, ElementwisePropagationAttr):
            return f"the encoding {encoding} does not say what its new elements hold"
        result = tensor_type(op.result.type)
        assert result is not None
        value, fill = _pad_value(op), encoding.padding_fill(with_encoding(result, encoding))
        if value is None or value.value != fill.value:
            shown = "an unknown value" if value is None else value.text()
            return f"it writes {shown} where the encoding's new elements hold {fill.text()}"
        return None


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
    (tensor.PadOp, PadRule()),
    (tensor.ExtractSliceOp, ExtractSliceRule()),
    (tensor.InsertSliceOp, InsertSliceRule()),
)


def register_all_rules() -> None:
    """Register the rules above for each op class that has none yet (a user's own rule stays)."""
    for op_type, rule in BUILTIN_RULES:
        if registered_rule(op_type) is None:
            register_propagation_rule(op_type, rule)


register_all_rules()
