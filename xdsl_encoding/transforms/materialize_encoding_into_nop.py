"""`materialize-encoding-into-nop`: drop every encoding; `set_encoding`/`unset_encoding` become identities.

IREE's `iree-codegen-materialize-encoding-into-nop` (Codegen/Common/MaterializeEncodingIntoNop.cpp):
an encoding is a layout hint that never changes a logical value, so erasing all of them gives
an equivalent program in plain tensors. It is also the reference the padding
materialization is compared against. The identity layout of the shared driver
(xdsl_encoding/transforms/materialization): functions, calls, globals, dispatches and
`flow.tensor.encode` are the driver's; every other op just loses its encodings.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.transforms.materialization import materialize_module
from xdsl_encoding.utils.collector import pauses_cyclic_gc
from xdsl_encoding.utils.encodings import cast_to, contains_encoding, drop_encodings, holds_encoding, without_encoding
from xdsl_encoding.utils.hints import is_tensor_type
from xdsl_encoding.verify.module import verify_module

__all__ = ["IdentityLayout", "MaterializeEncodingIntoNopPass"]


@dataclass(eq=False)  # one object per materialization, hashed by identity
class IdentityLayout:
    """Every encoded tensor stored as its logical type: encodings dropped, values unchanged."""

    rewriter: Rewriter = field(default_factory=Rewriter)
    touched: dict[Operation, None] = field(default_factory=dict[Operation, None])

    def storage_type(self, declared: TensorType[Attribute], at: Operation) -> TensorType[Attribute]:
        return without_encoding(declared)

    def storage_sizes(
        self, declared: TensorType[Attribute], sizes: Sequence[SSAValue], before: Operation
    ) -> list[SSAValue]:
        return list(sizes)

    def retype(self, value: SSAValue, new_type: Attribute) -> SSAValue:
        new = self.rewriter.replace_value_with_new_type(value, new_type)
        self.touched.update(dict.fromkeys(use.operation for use in new.uses))
        return new

    def bind(self, value: SSAValue, declared: TensorType[Attribute], at: Operation) -> SSAValue:
        return self.retype(value, without_encoding(declared))

    def to_storage(self, value: SSAValue, declared: TensorType[Attribute], user: Operation, what: str) -> SSAValue:
        return value

    def lower(self, op: Operation) -> None:
        """`set_encoding(x)` / `unset_encoding(x)` -> `x` (cast where static sizes differ); others lose encodings."""
        if isinstance(op, SetEncodingOp | UnsetEncodingOp):
            result = op.result.type
            assert is_tensor_type(result)
            ops, value = cast_to(op.source, without_encoding(result))
            self.rewriter.replace_op(op, ops, [value])
            self.touched.update(dict.fromkeys(ops))
            self.touched.update(dict.fromkeys(use.operation for use in value.uses))
            return
        if not holds_encoding(op):
            return
        self.touched[op] = None
        values = [*op.results, *(arg for region in op.regions for block in region.blocks for arg in block.args)]
        for value in values:
            if contains_encoding(value.type):
                self.retype(value, drop_encodings(value.type))
        for attrs in (op.attributes, op.properties):
            for name, attr in tuple(attrs.items()):
                attrs[name] = drop_encodings(attr)

    def finish(self, scope: Operation) -> None:
        return None

    def changed_ops(self) -> Iterable[Operation]:
        return [op for op in self.touched if op.parent is not None]


@dataclass(frozen=True)
class MaterializeEncodingIntoNopPass(ModulePass):
    """Erase all encodings: types of values, function signatures, globals, dispatches; set/unset forward."""

    name = "materialize-encoding-into-nop"

    @pauses_cyclic_gc  # the clone doubles the live heap, so full collections would come: utils/collector.py
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        verify_module(op, xdsl_verifier=False)  # xdsl-opt and run_passes verified it already
        layout = IdentityLayout()
        materialize_module(op, self.name, lambda _: layout)
