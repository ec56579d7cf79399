"""The padded layout: each encoded value stored zero-padded, with its padding known.

Every value that had an encoded type gets one storage (`Stored`): its padding is resolved
once where the value is born (`set_encoding`, a function argument, `tensor.empty`, a call
result) and derived where it is reshaped or computed (`lowerings.py`). Users that need another
storage get a `tensor.pad` / `tensor.extract_slice` in between (`PaddedLayout.convert`).
Values crossing functions, globals and dispatches are zero-padded with the padding their
declared type resolves to (`storage_type`, `bind`, `to_storage`: the shared driver asks these).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_encoding.resolvers import Resolution, ResolverOptions, Unresolvable, resolve_padding
from xdsl_encoding.transforms.materialization.layout import MaterializationError
from xdsl_encoding.transforms.materialize_encoding_into_padding.builders import (
    grown_sizes,
    pad_with_zeros,
    slice_to_logical,
    zero_of,
)
from xdsl_encoding.transforms.materialize_encoding_into_padding.storage import Padding, Stored, padding_of
from xdsl_encoding.utils.encodings import contains_encoding
from xdsl_encoding.utils.hints import is_tensor_type
from xdsl_encoding.utils.remarks import remark_on
from xdsl_encoding.utils.shapes import shape_text

__all__ = ["PaddedLayout", "PaddingRule"]

PaddingRule = Callable[[Attribute, Sequence[int], Attribute], Resolution | Unresolvable]
"""`(encoding, shape, element type) -> padding`: a resolver other than the options' (the GPU one)."""


@dataclass(eq=False)  # one object per materialization, hashed by identity
class PaddedLayout:
    """The state of one padding materialization: options, the storage of each padded value."""

    options: ResolverOptions
    remarks: bool
    rewriter: PatternRewriter
    rule: PaddingRule | None = None
    """The resolver of this scope when not the options' (`resolvers_gpu.gpu_padding` for a GPU target)."""
    device: bool = False
    """Device code (it reads `hal.interface.binding.subspan`s): as IREE's device materialization, tensors
    stay logical and only the bindings are padded (`resolve_binding`); loads and stores keep their sizes."""
    stored: dict[SSAValue, Stored] = field(default_factory=dict[SSAValue, Stored])
    boundaries: dict[Attribute, Padding] = field(default_factory=dict[Attribute, Padding])
    """The padding of each declared type seen at a signature, call, global or dispatch (resolved once)."""
    conversions: dict[tuple[SSAValue, Padding], SSAValue] = field(
        default_factory=dict[tuple[SSAValue, Padding], SSAValue]
    )
    """Conversions already made, reused by later users in the same block (they come after it)."""
    touched: dict[Operation, None] = field(default_factory=dict[Operation, None])
    """Every op this materialization created, changed or retyped an operand of, in the order it did
    (an ordered set). Only these can have become invalid or still hold an encoding; the pass
    checks them instead of the whole module."""

    def __post_init__(self) -> None:
        self.rewriter.operation_insertion_handler.append(self.touch_with_nested)
        self.rewriter.operation_modification_handler.append(self.touch)

    def touch(self, op: Operation) -> None:
        self.touched[op] = None

    def touch_with_nested(self, op: Operation) -> None:
        self.touched.update(dict.fromkeys(op.walk()))

    def changed_ops(self) -> list[Operation]:
        """The touched ops still in the IR (replaced ones are detached)."""
        return [op for op in self.touched if op.parent is not None]

    # -- reporting ---------------------------------------------------------------------

    def remark(self, op: Operation, message: str) -> None:
        if self.remarks:
            remark_on(op, message)

    # -- resolution --------------------------------------------------------------------

    def answer(self, declared: TensorType[Attribute]) -> Resolution | Unresolvable:
        if self.rule is not None:
            return self.rule(declared.encoding, declared.get_shape(), declared.element_type)
        return resolve_padding(declared.encoding, declared.get_shape(), declared.element_type, self.options)

    def resolve(self, op: Operation, declared: TensorType[Attribute]) -> Padding:
        """The storage padding of a value of type `declared` born at `op` (none in device code)."""
        if self.device:
            return (0,) * declared.get_num_dims()
        return self.resolve_binding(op, declared)

    def resolve_binding(self, op: Operation, declared: TensorType[Attribute]) -> Padding:
        """The padding of `declared` as the resolver gives it (a binding's, in device code)."""
        answer = self.answer(declared)
        if isinstance(answer, Unresolvable):
            raise MaterializationError(op, f"cannot resolve the padding of {declared}: {answer.reason}")
        if any(answer.padding) and zero_of(declared.element_type) is None:
            raise MaterializationError(op, f"cannot pad {declared}: no zero of element type {declared.element_type}")
        if self.remarks:  # printing a type costs more than resolving it: only when asked
            for note in answer.remarks:
                self.remark(op, f"{declared}: {note}")
            if any(answer.padding):
                stored = shape_text(Stored(declared, answer.padding, True).storage.get_shape())
                self.remark(op, f"{declared}: padding {list(answer.padding)}, stored as {stored}")
        return answer.padding

    def padded_dims(self, declared: TensorType[Attribute]) -> tuple[int, ...]:
        """The dims the resolver pads in `declared` on its own (where its encoding puts K or padding)."""
        if self.device:
            return ()
        answer = self.answer(declared)
        return () if isinstance(answer, Unresolvable) else tuple(d for d, p in enumerate(answer.padding) if p)

    def padding_of(self, value: SSAValue) -> Padding:
        return padding_of(self.stored, value)

    def require_materialized(self, op: Operation) -> None:
        for i, value in enumerate(op.operands):
            if contains_encoding(value.type):
                raise MaterializationError(
                    op, f"operand #{i} has an encoded type but was not materialized before its use ({value.type})"
                )

    # -- storage conversions -------------------------------------------------------------

    def convert(self, value: SSAValue, target: Padding, need_zero: bool, user: Operation, what: str) -> SSAValue:
        """`value` in the storage `target` (zeros in the padding if `need_zero`), converted before `user`."""
        stored = self.stored.get(value)
        current = self.padding_of(value)
        zero = stored.zero if stored is not None else True
        if current == target and (zero or not need_zero):
            return value
        cached = self.conversions.get((value, target))
        if cached is not None and isinstance(cached.owner, Operation) and cached.owner.parent is user.parent:
            return cached
        t = value.type
        assert is_tensor_type(t)
        logical = stored.logical if stored is not None else t
        if zero and all(c <= w for c, w in zip(current, target)):
            ops, result = pad_with_zeros(value, [w - c for c, w in zip(current, target)])
            how = "extended with zeros"
        else:
            ops, result = slice_to_logical(value, logical, current) if any(current) else ([], value)
            if any(target):
                pad_ops, result = pad_with_zeros(result, target)
                ops += pad_ops
            how = "re-padded from its logical slice" if any(target) else "sliced to its logical shape"
        if any(target):
            result.name_hint = "padded"
        self.rewriter.insert(ops, InsertPoint.before(user))
        if any(target):
            declared = stored.declared if stored is not None else t
            self.stored[result] = Stored(declared, target, True)
        self.remark(user, f"{what}: storage padding {list(current)} {how} to {list(target)}")
        self.conversions[value, target] = result
        return result

    def set_operand(self, op: Operation, index: int, value: SSAValue) -> None:
        if op.operands[index] is not value:
            op.operands[index] = value
            self.rewriter.notify_op_modified(op)

    def retype(self, value: SSAValue, declared: TensorType[Attribute], padding: Padding, zero: bool) -> SSAValue:
        """Give a result or argument its storage type, and remember its storage."""
        stored = Stored(declared, padding, zero)
        new = self.new_type(value, stored.storage)
        if any(padding):
            self.stored[new] = stored
        return new

    def new_type(self, value: SSAValue, new_type: Attribute) -> SSAValue:
        """`value` retyped; its users see a new operand type, so they count as touched."""
        new = self.rewriter.replace_value_with_new_type(value, new_type)
        self.touched.update(dict.fromkeys(use.operation for use in new.uses))
        return new

    def involved(self, op: Operation) -> bool:
        """Whether `op` touches a padded value or an encoded type at all."""
        if any(v in self.stored for v in op.operands):
            return True
        if any(contains_encoding(v.type) for v in (*op.operands, *op.results)):
            return True
        if any(contains_encoding(a) for a in (*op.attributes.values(), *op.properties.values())):
            return True
        if any(contains_encoding(arg.type) for s in op.successors for arg in s.args):
            return True
        return any(contains_encoding(arg.type) for r in op.regions for b in r.blocks for arg in b.args)

    # -- what the driver asks --------------------------------------------------------------

    def boundary_padding(self, declared: TensorType[Attribute], at: Operation) -> Padding:
        """The padding of a value of type `declared` passed across a body (zeros in the padding)."""
        if declared not in self.boundaries:
            self.boundaries[declared] = self.resolve(at, declared)
        return self.boundaries[declared]

    def storage_type(self, declared: TensorType[Attribute], at: Operation) -> TensorType[Attribute]:
        return Stored(declared, self.boundary_padding(declared, at), True).storage

    def storage_sizes(
        self, declared: TensorType[Attribute], sizes: Sequence[SSAValue], before: Operation
    ) -> list[SSAValue]:
        ops, grown = grown_sizes(sizes, declared.get_shape(), self.boundary_padding(declared, before))
        self.rewriter.insert(ops, InsertPoint.before(before))
        return grown

    def bind(self, value: SSAValue, declared: TensorType[Attribute], at: Operation) -> SSAValue:
        return self.retype(value, declared, self.boundary_padding(declared, at), True)

    def to_storage(self, value: SSAValue, declared: TensorType[Attribute], user: Operation, what: str) -> SSAValue:
        return self.convert(value, self.boundary_padding(declared, user), True, user, what)

    def finish(self, scope: Operation) -> None:
        return None
