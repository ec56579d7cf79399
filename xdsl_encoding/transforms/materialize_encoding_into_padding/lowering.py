"""The padding materialization of one module, op by op, in program order.

Every value that had an encoded type gets one storage (`Stored`): its padding is resolved
once where the value is born (`set_encoding`, a function argument, `tensor.empty`, a call
result) and derived where it is reshaped or computed. Users that need another storage get a
`tensor.pad` / `tensor.extract_slice` in between (`Materializer.convert`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects import arith, func, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, FunctionType, IntegerAttr, NoneAttr, TensorType, i64
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.utils.dynamic_index_list import get_dynamic_index_list
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.reshape.reassociation import Blocked, groups_from_attr
from xdsl_encoding.resolvers import ResolverOptions, Unresolvable, resolve_padding
from xdsl_encoding.transforms.materialize_encoding_into_padding.builders import (
    dim_size,
    extract_prefix,
    grown_sizes,
    index_constant,
    pad_with_zeros,
    slice_to_logical,
    zero_of,
)
from xdsl_encoding.transforms.materialize_encoding_into_padding.storage import (
    Padding,
    Stored,
    collapsed_padding,
    expanded_padding,
    padding_of,
)
from xdsl_encoding.transforms.materialize_encoding_into_padding.structured import plan_storage, result_is_zero_padded
from xdsl_encoding.utils.encodings import cast_to, contains_encoding, drop_encodings, without_encoding
from xdsl_encoding.utils.hints import is_tensor_type
from xdsl_encoding.utils.remarks import remark_on
from xdsl_encoding.utils.shapes import shape_text


class MaterializationError(Exception):
    """An op this materialization cannot handle, and why (turned into a diagnostic by the pass)."""

    def __init__(self, op: Operation, message: str):
        super().__init__(message)
        self.op = op
        self.message = message


@dataclass(frozen=True)
class Signature:
    """The storage paddings of a function's arguments and results (None: a plain type)."""

    inputs: tuple[Padding | None, ...]
    outputs: tuple[Padding | None, ...]


@dataclass
class Materializer:
    """The state of one materialization: options, the storage of each padded value, function signatures."""

    options: ResolverOptions
    remarks: bool
    rewriter: PatternRewriter
    stored: dict[SSAValue, Stored] = field(default_factory=dict[SSAValue, Stored])
    signatures: dict[func.FuncOp, Signature] = field(default_factory=dict[func.FuncOp, Signature])
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

    def resolve(self, op: Operation, declared: TensorType[Attribute]) -> Padding:
        """The storage padding of a value of type `declared` born at `op`."""
        answer = resolve_padding(declared.encoding, declared.get_shape(), declared.element_type, self.options)
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
        answer = resolve_padding(declared.encoding, declared.get_shape(), declared.element_type, self.options)
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

    # -- functions -------------------------------------------------------------------------

    def signature(self, op: func.FuncOp) -> Signature:
        """Resolve a function's encoded argument and result types once (calls need them before the callee)."""
        if op not in self.signatures:
            ft = op.function_type

            def paddings(types: Sequence[Attribute]) -> tuple[Padding | None, ...]:
                return tuple(
                    self.resolve(op, t) if is_tensor_type(t) and not isinstance(t.encoding, NoneAttr) else None
                    for t in types
                )

            self.signatures[op] = Signature(paddings(ft.inputs.data), paddings(ft.outputs.data))
        return self.signatures[op]

    def lower_func(self, op: func.FuncOp) -> None:
        """Encoded argument and result types -> their storage types (zero-padded by convention)."""
        ft = op.function_type
        if not any(contains_encoding(t) for t in (*ft.inputs.data, *ft.outputs.data)):
            return
        sig = self.signature(op)

        def storage(t: Attribute, padding: Padding | None) -> Attribute:
            if padding is None or not is_tensor_type(t):
                return drop_encodings(t)
            return Stored(t, padding, True).storage

        inputs = [storage(t, p) for t, p in zip(ft.inputs.data, sig.inputs)]
        outputs = [storage(t, p) for t, p in zip(ft.outputs.data, sig.outputs)]
        if op.body.blocks:
            for arg, t, p in zip(tuple(op.body.block.args), ft.inputs.data, sig.inputs):
                if p is not None and is_tensor_type(t):
                    self.retype(arg, t, p, True)
        op.function_type = FunctionType.from_lists(inputs, outputs)
        self.rewriter.notify_op_modified(op)

    def lower_return(self, op: func.ReturnOp) -> None:
        parent = op.parent_op()
        if not isinstance(parent, func.FuncOp):
            raise MaterializationError(op, "expected to be directly inside a func.func")
        for i, (value, padding) in enumerate(zip(tuple(op.operands), self.signature(parent).outputs)):
            if padding is not None:
                self.set_operand(op, i, self.convert(value, padding, True, op, f"returned value #{i}"))

    def lower_call(self, op: func.CallOp) -> None:
        callee = SymbolTable.lookup_symbol(op, op.callee)
        if not isinstance(callee, func.FuncOp):
            raise MaterializationError(op, f"callee {op.callee} is not a func.func")
        sig = self.signature(callee)
        for i, (value, padding) in enumerate(zip(tuple(op.operands), sig.inputs)):
            if padding is not None:
                self.set_operand(op, i, self.convert(value, padding, True, op, f"argument #{i}"))
        for result, padding in zip(tuple(op.results), sig.outputs):
            declared = result.type
            if padding is not None and is_tensor_type(declared):
                self.retype(result, declared, padding, True)

    # -- encoding ops -------------------------------------------------------------------

    def lower_set_encoding(self, op: SetEncodingOp) -> None:
        """`set_encoding %x` -> `tensor.pad %x high[padding]` with zeros (nothing when nothing is padded)."""
        declared = op.result.type
        assert is_tensor_type(declared)
        padding = self.resolve(op, declared)
        ops, value = cast_to(op.source, without_encoding(declared))
        if any(padding):
            pad_ops, value = pad_with_zeros(value, padding)
            ops += pad_ops
        self.rewriter.replace(op, ops, [value])
        if any(padding):
            self.stored[value] = Stored(declared, padding, True)

    def lower_unset_encoding(self, op: UnsetEncodingOp) -> None:
        """`unset_encoding %e` -> `tensor.extract_slice` of the logical sizes (nothing when nothing is padded)."""
        result_type = op.result.type
        assert is_tensor_type(result_type)
        if not any(self.padding_of(op.source)):
            ops, value = cast_to(op.source, result_type)
        else:
            sizes = get_dynamic_index_list(result_type.get_shape(), op.result_dims, DYNAMIC_INDEX)
            ops, value = extract_prefix(op.source, sizes, result_type)
        self.rewriter.replace(op, ops, [value])

    # -- reshapes, empties ---------------------------------------------------------------------

    def lower_reshape(self, op: tensor.CollapseShapeOp | tensor.ExpandShapeOp) -> None:
        """The same reshape on the storage; the result's padding derived through the groups."""
        source = op.src
        source_padding = self.padding_of(source)
        stored = self.stored.get(source)
        declared = op.result.type
        assert is_tensor_type(declared)
        groups = groups_from_attr(op.reassociation)
        if isinstance(op, tensor.CollapseShapeOp):
            logical_source = stored.logical if stored is not None else source.type
            assert is_tensor_type(logical_source)
            padding = collapsed_padding(groups, logical_source.get_shape(), source_padding)
        else:
            prefer = self.padded_dims(declared) if any(source_padding) else ()  # only asked when something is padded
            padding = expanded_padding(groups, declared.get_shape(), source_padding, prefer)
        if isinstance(padding, Blocked):
            raise MaterializationError(op, f"cannot reshape the padded storage of {source.type}: {padding.reason}")
        if isinstance(op, tensor.ExpandShapeOp) and any(padding):
            self.grow_expand_output_shape(op, padding)
        self.retype(op.result, declared, padding, stored.zero if stored is not None else True)

    def grow_expand_output_shape(self, op: tensor.ExpandShapeOp, padding: Padding) -> None:
        static = tuple(op.static_output_shape.get_values())
        ops, sizes = grown_sizes(tuple(op.dynamic_output_shape), static, padding)
        self.rewriter.insert(ops, InsertPoint.before(op))
        grown = [s if s == DYNAMIC_INDEX else s + p for s, p in zip(static, padding)]
        op.static_output_shape = DenseArrayBase.from_list(i64, grown)
        op.operands = [op.src, *sizes]
        self.rewriter.notify_op_modified(op)

    def lower_empty(self, op: tensor.EmptyOp) -> None:
        """`tensor.empty` of an encoded type -> an empty of its storage type (contents unknown, not zero)."""
        declared = op.tensor.type
        assert is_tensor_type(declared)
        padding = self.resolve(op, declared)
        ops, sizes = grown_sizes(tuple(op.dynamic_sizes), declared.get_shape(), padding)
        empty = tensor.EmptyOp(sizes, Stored(declared, padding, False).storage)
        self.rewriter.replace(op, [*ops, empty], [empty.tensor])
        if any(padding):
            self.stored[empty.tensor] = Stored(declared, padding, False)

    def lower_dim(self, op: tensor.DimOp) -> None:
        """`tensor.dim` of a padded value at a constant index: the logical size, without a slice.

        A static size becomes a constant; an unpadded dynamic dim reads the storage as it is.
        """
        stored = self.stored.get(op.source)
        index = op.index.owner
        if stored is None or not isinstance(index, arith.ConstantOp) or not isinstance(index.value, IntegerAttr):
            self.lower_logical_use(op)
            return
        d = index.value.value.data
        if not 0 <= d < len(stored.padding):
            self.lower_logical_use(op)
            return
        size = stored.logical.get_shape()[d]
        if size != DYNAMIC_INDEX:
            constant = index_constant(size)
            self.rewriter.replace(op, [constant], [constant.result])
            return
        if stored.padding[d]:
            ops, value = dim_size(op.source, d, stored.padding[d])
            self.rewriter.replace(op, ops, [value])

    def lower_structured(self, op: LinalgStructuredOperation) -> None:
        """Run `op` on padded storage (`structured.py`); ops with other maps read logical slices."""
        plan = plan_storage(op, self.stored)
        if plan is None:
            self.remark(op, "indexing maps are not projected permutations: runs on logical slices")
            self.lower_logical_use(op)
            return
        for i, (value, wanted) in enumerate(zip(tuple(op.operands), plan.operands)):
            if wanted is not None:
                self.set_operand(op, i, self.convert(value, wanted.padding, wanted.need_zero, op, f"operand #{i}"))
        zero = result_is_zero_padded(op, plan, self.stored)
        for j, result in enumerate(tuple(op.res)):
            declared = result.type
            assert is_tensor_type(declared)
            self.retype(result, declared, self.padding_of(op.outputs[j]), zero)

    # -- everything else -----------------------------------------------------------------------

    def lower_logical_use(self, op: Operation) -> None:
        """Any other op reads logical values and produces plain ones: slice padded operands, drop encodings."""
        for region in op.regions:
            for block in region.blocks:
                if any(contains_encoding(arg.type) for arg in block.args):
                    raise MaterializationError(op, "cannot materialize encoded block arguments of this op's regions")
        for successor in op.successors:
            if any(contains_encoding(arg.type) for arg in successor.args):
                raise MaterializationError(op, "cannot materialize encoded block arguments of this op's successors")
        for i, value in enumerate(tuple(op.operands)):
            if any(self.padding_of(value)):
                self.set_operand(
                    op, i, self.convert(value, (0,) * len(self.padding_of(value)), False, op, f"operand #{i}")
                )
        for result in tuple(op.results):
            if contains_encoding(result.type):
                self.new_type(result, drop_encodings(result.type))
        for attrs in (op.attributes, op.properties):
            for name, attr in tuple(attrs.items()):
                attrs[name] = drop_encodings(attr)
        self.rewriter.notify_op_modified(op)

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

    def lower(self, op: Operation) -> None:
        """Materialize one op (its operands' definitions are materialized already)."""
        if isinstance(op, func.FuncOp):
            self.touch(op)
            self.lower_func(op)
            return
        if isinstance(op, SetEncodingOp):
            self.lower_set_encoding(op)
            return
        # Returns and calls follow the signatures even when their operands look plain:
        # a value may be stored unpadded (derived through a reshape) where the signature pads.
        always = UnsetEncodingOp | func.ReturnOp | func.CallOp
        if not isinstance(op, always) and not self.involved(op):
            return
        self.touch(op)
        self.require_materialized(op)
        if isinstance(op, UnsetEncodingOp):
            self.lower_unset_encoding(op)
        elif isinstance(op, func.ReturnOp):
            self.lower_return(op)
        elif isinstance(op, func.CallOp):
            self.lower_call(op)
        elif isinstance(op, tensor.CollapseShapeOp | tensor.ExpandShapeOp):
            self.lower_reshape(op)
        elif isinstance(op, tensor.EmptyOp):
            self.lower_empty(op)
        elif isinstance(op, tensor.DimOp):
            self.lower_dim(op)
        elif isinstance(op, LinalgStructuredOperation):
            self.lower_structured(op)
        else:
            self.lower_logical_use(op)
