"""The questions an encoding answers about itself, and those an op answers about encodings crossing it.

Passes ask them and never name an encoding. Mirrors IREE's `EncodingPropagationAttrInterface`
(may I cross this op, and what do I become), `ContractionEncodingAttrInterface` (which tensor dims
are reduction dims) and, op side, `EncodingPropagationOpInterface` (`PropagationOpRule`, one
registry keyed by op class): compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingInterfaces.td.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Literal

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineMap

from xdsl_encoding.reshape.reassociation import Blocked, Reshape
from xdsl_encoding.utils.fill_value import FillValue

if TYPE_CHECKING:
    from xdsl_encoding.targets.cpu import CpuTarget

__all__ = [
    "Blocked",
    "CompositeLayoutAttr",
    "ContractionEncodingAttr",
    "ElementwisePropagationAttr",
    "EncodingPropagationAttr",
    "ExplicitPaddingAttr",
    "FillValue",
    "OperandEncodingAttr",
    "PropagationOpRule",
    "Reshape",
    "ReshapeRecordingAttr",
    "TensorEncodingAttr",
    "propagation_rule_for",
    "register_propagation_rule",
    "registered_rule",
]


class TensorEncodingAttr(ABC):
    """An encoding that can check itself against the tensor type it is attached to."""

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        """Raise VerifyException if this encoding makes no sense on `tensor` (rank, dims)."""
        return None


class EncodingPropagationAttr(ABC):
    """An encoding that knows how it maps across a reshape.

    Both methods are asked about the same reshape from opposite ends; they must agree:
    `to_collapsed(to_expanded(e)) == e` whenever `to_expanded` succeeds.
    """

    @abstractmethod
    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        """The encoding of the collapsed tensor, given this one on the expanded tensor."""

    @abstractmethod
    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        """The encoding of the expanded tensor, given this one on the collapsed tensor."""


class ReshapeRecordingAttr(ABC):
    """An encoding that crosses a reshape by recording it: it appends the reshape's index map to
    its own description of the tensor (IREE's `user_indexing_maps` chains), so the encodings on the
    two sides differ by that map. Whether the move keeps the materialized tensor exact can depend
    on the target's tiles, so that question takes the target.
    """

    @abstractmethod
    def recorded_across(self, reshape: Reshape, to: Literal["collapsed", "expanded"]) -> Attribute | Blocked:
        """This encoding on the `to` side of `reshape`, given it on the other side."""

    @abstractmethod
    def reshape_refusal(
        self, moved: Attribute, reshape: Reshape, to: Literal["collapsed", "expanded"], target: CpuTarget | None
    ) -> str | None:
        """Why a tensor encoded with `moved` (this encoding recorded across `reshape`) would not materialize
        to the reshape of this one's materialization; None when it does, element for element."""


class ContractionEncodingAttr(ABC):
    """An encoding that names the reduction (K) dims of the tensor it is attached to."""

    @abstractmethod
    def reduction_dims(self) -> tuple[int, ...] | None:
        """The K dims of the tensor, or None if the encoding cannot tell."""


class ElementwisePropagationAttr(ABC):
    """An encoding that knows how it crosses an element-wise `linalg.generic`, and what that costs.

    Mirrors IREE's `EncodingPropagationAttrInterface` on `EncodingAttr` (sinking) and the rewrite of
    `HoistEncodingOps.cpp` (bubbling), plus the rule IREE lacks: the elements a materialization
    creates (a pack's padding) pass through every op the encoding moved over, so the encoding
    says whether they reach a result (`new_elements_matter`) and, if they do, whether the values
    the moved-over ops make of them are harmless (`check_fills`).
    """

    @abstractmethod
    def bubbled(self, operand_map: AffineMap) -> Attribute | Blocked:
        """The encoding of a producer's input read with `operand_map` (from the result's dims)."""

    @abstractmethod
    def sunk(self, target_map: AffineMap, operand_map: AffineMap) -> Attribute | Blocked:
        """The encoding of a consumer's operand read with `operand_map`, the encoded one read with `target_map`."""

    @abstractmethod
    def new_elements_matter(self, tensor: TensorType[Attribute], target: CpuTarget | None) -> str | None:
        """Why elements that materializing `tensor` (with this encoding) creates may reach a result; None if they cannot."""

    @abstractmethod
    def padding_fill(self, tensor: TensorType[Attribute]) -> FillValue:
        """The value of those elements when they are created."""

    @abstractmethod
    def check_fills(self, own: FillValue, other: FillValue | None) -> str | None:
        """Why the new elements break the user op when they reach it as `own` and the other operand's as `other`.

        `other` is None when the user op is not in sight. None: they change nothing.
        """


class ExplicitPaddingAttr(ABC):
    """An encoding that says itself how many elements each dim appends (`#iree_encoding.padding`,
    and `#iree_encoding.identity`: none)."""

    @abstractmethod
    def padding_values(self, rank: int) -> tuple[int, ...]:
        """The padding of each dim of a rank-`rank` tensor as written (`DYNAMIC_INDEX`: a resolver decides);
        as many values as the encoding has, which the resolver checks against `rank`."""


class CompositeLayoutAttr(ABC):
    """An encoding made of layouts, one per possible target, that must agree (`#iree_encoding.layout<[...]>`)."""

    @abstractmethod
    def member_layouts(self) -> tuple[Attribute, ...]:
        """The member layouts, in order."""


class OperandEncodingAttr(ABC):
    """An encoding that names one operand of one encoded op (IREE's data-tiling `#iree_encoding.encoding`):
    what the data-tiling resolvers read from it."""

    @abstractmethod
    def operand_number(self) -> int:
        """Which operand of the encoded op the tensor is (`operand_index`)."""

    @abstractmethod
    def operand_element_types(self) -> tuple[Attribute, ...]:
        """The element types of all the encoded op's operands (`element_types`)."""

    @abstractmethod
    def encoded_op_type(self) -> str:
        """What the encoded op is (`op_type`: `matmul`, `scaled_matmul`, `conv`)."""

    @abstractmethod
    def user_map_entries(self) -> tuple[Attribute, ...] | None:
        """The `user_indexing_maps` entries as written (a map, or an array of maps to compose); None if absent."""

    @abstractmethod
    def operand_maps(self) -> tuple[AffineMap, ...] | None:
        """Each operand's map, chains composed; None if absent or not composable."""

    @abstractmethod
    def loop_sizes(self) -> tuple[int | None, ...] | None:
        """`iteration_sizes` with `?` as None; None if absent."""

    @abstractmethod
    def storage_original_type(self) -> Attribute | None:
        """The element type before a bitcast packed it into the tensor's storage (`original_element_type`); None if absent."""


class PropagationOpRule(ABC):
    """How encodings cross one kind of op (IREE's `EncodingPropagationOpInterface`), asked by the layout planner.

    A rule knows the op's structure (which operand dims feed which result dims, which values a region
    forwards); it asks the encoding's own interfaces whether it may cross and what it becomes, and
    never names an encoding. Supporting a new op is one subclass and one `register_propagation_rule`.
    Results are one entry per operand (`bubble`) or per result (`sink`): the encoding that value
    carries after the move, None for a value the move leaves alone (an index, a scalar).
    """

    @abstractmethod
    def bubble(
        self, op: Operation, result_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> tuple[Attribute | None, ...] | Blocked:
        """The encodings of `op`'s operands that make result `result_index` carry `encoding`."""

    @abstractmethod
    def sink(
        self, op: Operation, operand_index: int, encoding: Attribute, target: CpuTarget | None
    ) -> tuple[Attribute | None, ...] | Blocked:
        """The encodings of `op`'s results when operand `operand_index` carries `encoding`."""

    def forwarded(self, op: Operation, result_index: int) -> tuple[tuple[Operation, int], ...]:
        """Where a region of `op` yields the value of result `result_index` (`scf.yield` operand j of
        each branch, ...): the planner carries an encoding across only if every one agrees. () for
        an op without regions."""
        return ()


_PROPAGATION_RULES: dict[type[Operation], PropagationOpRule] = {}


def register_propagation_rule(op_type: type[Operation], rule: PropagationOpRule) -> None:
    """Make `rule` the answer for `op_type` (and its subclasses without a rule of their own)."""
    _PROPAGATION_RULES[op_type] = rule


def registered_rule(op_type: type[Operation]) -> PropagationOpRule | None:
    """The rule registered for exactly `op_type`, if any."""
    return _PROPAGATION_RULES.get(op_type)


def propagation_rule_for(op: Operation) -> PropagationOpRule | None:
    """The rule registered for `op`'s class or its nearest base class; None: encodings never cross it."""
    for cls in type(op).__mro__:
        rule = _PROPAGATION_RULES.get(cls)  # pyright: ignore[reportArgumentType]
        if rule is not None:
            return rule
    return None
