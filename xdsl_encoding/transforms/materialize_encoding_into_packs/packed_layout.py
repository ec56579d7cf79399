"""The packed layout: the shared driver's view of one function-like op materialized into packs.

Lowered ops stay in place until the scope is done (their operands keep the encoded types the
lowerings read) and `Lowering.mapping` gives the value standing for each of their results;
`finish` redirects the uses, erases the lowered ops and runs IREE's folds (`cleanup.py`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.hints import isa

from xdsl_encoding.interfaces import OperandEncodingAttr
from xdsl_encoding.layouts.packed import LayoutFailure, PackedLayouts
from xdsl_encoding.transforms.materialization.layout import MaterializationError
from xdsl_encoding.transforms.materialize_encoding_into_packs.cleanup import clean_up
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    is_encoded,
    packed_dynamic_sizes,
)
from xdsl_encoding.transforms.materialize_encoding_into_packs.table import PACKS_LOWERINGS
from xdsl_encoding.utils.remarks import remark_on

__all__ = ["PackedLayout", "layout_remark"]


def layout_remark(layouts: PackedLayouts, t: TensorType[Attribute]) -> str:
    """`operand 1 of tensor<7x30xf32>: packed as tensor<4x7x8x1xf32> (inner_dims_pos [1, 0], ...); why`."""
    plain = TensorType(t.element_type, t.get_shape())
    choice = layouts.choice(t)
    encoding = t.encoding
    role = f"operand {encoding.operand_number()}" if isinstance(encoding, OperandEncodingAttr) else "tensor"
    if choice.info.is_identity:
        return f"{role} {plain}: {choice.reason}"
    info = choice.info
    return (
        f"{role} {plain}: packed as {layouts.storage_type(t)} (inner_dims_pos {list(info.inner_dims_pos)}, "
        f"inner_tiles {list(info.inner_tile_sizes)}, outer_dims_perm {list(info.outer_dims_perm)}); {choice.reason}"
    )


def _message(err: LoweringError) -> str:
    """The lowering's message without the op name it starts with (the driver names the op)."""
    text = str(err)
    prefix = f"{err.op.name}: "
    return text[len(prefix) :] if text.startswith(prefix) else text


@dataclass(eq=False)  # one object per scope, hashed by identity
class PackedLayout:
    """One scope (function-like op or global) under one target's packed layouts."""

    lowering: Lowering
    remarks: bool
    lowered: list[Operation] = field(default_factory=list[Operation])
    scopes: list[Operation] = field(default_factory=list[Operation])

    def storage_type(self, declared: TensorType[Attribute], at: Operation) -> TensorType[Attribute]:
        try:
            return self.lowering.layouts.storage_type(declared)
        except LayoutFailure as err:
            raise MaterializationError(at, str(err)) from None

    def storage_sizes(
        self, declared: TensorType[Attribute], sizes: Sequence[SSAValue], before: Operation
    ) -> list[SSAValue]:
        """A tiled dynamic dim's outer size is `s0 ceildiv tile` (an `affine.apply`), in `outer_dims_perm` order."""
        lowering = self.lowering
        given = [lowering.new(s) for s in sizes]
        if self._identity(declared, before):
            return given
        try:
            return packed_dynamic_sizes(lowering, declared, given, before)
        except LoweringError as err:
            raise MaterializationError(err.op, _message(err)) from None

    def _identity(self, declared: TensorType[Attribute], at: Operation) -> bool:
        try:
            return self.lowering.layouts.info(declared).is_identity
        except LayoutFailure as err:
            raise MaterializationError(at, str(err)) from None

    def bind(self, value: SSAValue, declared: TensorType[Attribute], at: Operation) -> SSAValue:
        new = self.lowering.rewriter.replace_value_with_new_type(value, self.storage_type(declared, at))
        self.lowering.argument_types[new] = declared
        return new

    def to_storage(self, value: SSAValue, declared: TensorType[Attribute], user: Operation, what: str) -> SSAValue:
        new = self.lowering.new(value)
        storage = self.storage_type(declared, user)
        if new.type != storage:
            raise MaterializationError(user, f"{what}: {new.type} is not the storage {storage} of {declared}")
        return new

    def lower(self, op: Operation) -> None:
        parent = op.parent_op()
        if isinstance(parent, LinalgStructuredOperation):
            return  # bodies of linalg ops hold scalars
        lowering = self.lowering
        touches = any(is_encoded(lowering.logical_type(v)) for v in op.operands) or any(
            is_encoded(r.type) for r in op.results
        )
        if not touches:
            return
        lower = PACKS_LOWERINGS.lookup(op)
        if lower is None:
            raise MaterializationError(op, "on encoded tensors is not materialized into packs")
        try:
            new = lower(lowering, op)
        except LoweringError as err:
            raise MaterializationError(err.op, _message(err)) from None
        except LayoutFailure as err:
            raise MaterializationError(op, str(err)) from None
        self.lowered.append(op)
        for old, value in zip(op.results, new):
            lowering.mapping[old] = value
            if self.remarks and isa(old.type, TensorType[Attribute]) and is_encoded(old.type):
                remark_on(op, layout_remark(lowering.layouts, old.type))

    def finish(self, scope: Operation) -> None:
        """Redirect the uses of lowered results to their materialized values, erase the lowered ops, fold."""
        gone = set(self.lowered)
        for old, value in self.lowering.mapping.items():
            old.replace_uses_with_if(value, lambda use: use.operation not in gone)
        for op in reversed(self.lowered):
            self.lowering.rewriter.erase_op(op, safe_erase=False)
        self.lowered.clear()
        self.lowering.mapping.clear()
        clean_up(scope)
        self.scopes.append(scope)

    def changed_ops(self) -> Iterable[Operation]:
        for scope in self.scopes:
            yield from scope.walk()
