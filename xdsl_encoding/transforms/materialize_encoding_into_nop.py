"""`materialize-encoding-into-nop`: drop every encoding; `set_encoding`/`unset_encoding` become identities.

IREE's `iree-codegen-materialize-encoding-into-nop` (Codegen/Common/MaterializeEncodingIntoNop.cpp):
an encoding is a layout hint that never changes a logical value, so erasing all of them gives
an equivalent program in plain tensors. It is also the reference the padding
materialization is compared against.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import tensor
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation, ParametrizedAttribute, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    TypeConversionPattern,
    attr_type_rewrite_pattern,
    op_type_rewrite_pattern,
)
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.reshape.verify import verify_module
from xdsl_encoding.utils.collector import pauses_cyclic_gc
from xdsl_encoding.utils.hints import is_tensor_type


def plain(t: TensorType[Attribute]) -> TensorType[Attribute]:
    """`tensor<4x8xf32, #enc>` -> `tensor<4x8xf32>`."""
    return TensorType(t.element_type, t.get_shape())


def contains_encoding(attr: Attribute) -> bool:
    """Whether an encoded tensor type sits anywhere inside `attr` (function types, arrays, dense values)."""
    # `isinstance` + `cast`, not `is_tensor_type(attr)`: this runs on every attribute of
    # every op, and `isa` with a generic alias builds a constraint on each call (about 100x slower).
    if isinstance(attr, TensorType):
        return not isinstance(cast(TensorType[Attribute], attr).encoding, NoneAttr)
    if isinstance(attr, ArrayAttr):
        return any(contains_encoding(a) for a in cast(ArrayAttr[Attribute], attr).data)
    if isinstance(attr, DictionaryAttr):
        return any(contains_encoding(a) for a in attr.data.values())
    if isinstance(attr, ParametrizedAttribute):
        return any(contains_encoding(p) for p in attr.parameters)
    return False


def drop_encodings(attr: Attribute) -> Attribute:
    """`attr` with every tensor type inside it made plain (the same object when nothing changes)."""
    if not contains_encoding(attr):
        return attr
    if isinstance(attr, TensorType):
        return plain(cast(TensorType[Attribute], attr))
    if isinstance(attr, ArrayAttr):
        return ArrayAttr(drop_encodings(a) for a in cast(ArrayAttr[Attribute], attr).data)
    if isinstance(attr, DictionaryAttr):
        return DictionaryAttr({k: drop_encodings(v) for k, v in attr.data.items()})
    assert isinstance(attr, ParametrizedAttribute)
    return type(attr).new([drop_encodings(p) for p in attr.parameters])


def holds_encoding(op: Operation) -> bool:
    """Whether the types, block arguments or attributes of `op` itself hold an encoding."""
    values: list[SSAValue] = [*op.operands, *op.results]
    values += [arg for region in op.regions for block in region.blocks for arg in block.args]
    attrs = [*op.attributes.values(), *op.properties.values()]
    return any(contains_encoding(v.type) for v in values) or any(contains_encoding(a) for a in attrs)


def first_encoded_op(root: Operation) -> Operation | None:
    """The first op (pre-order) whose types, block arguments or attributes still hold an encoding."""
    return next((op for op in root.walk() if holds_encoding(op)), None)


def check_no_encoding_left(root: Operation, pass_name: str) -> None:
    """Fail naming the first op that still holds an encoding."""
    leftover = first_encoded_op(root)
    if leftover is not None:
        raise PassFailedException(f"{pass_name}: an encoding is left on {leftover.name}: {leftover}")


def swap_module_body(module: ModuleOp, rewritten: ModuleOp) -> None:
    """Move the body of `rewritten` (a clone that was rewritten whole) into `module`, replacing its body.

    Passes rewrite a clone and swap it in only once everything succeeded, so a failure
    never leaves a half-rewritten module behind.
    """
    old = module.body.block
    module.body.add_block(rewritten.body.detach_block(0))
    module.body.erase_block(old, safe_erase=False)


@dataclass
class DropEncodingPattern(TypeConversionPattern):
    """`tensor<..., #enc>` -> `tensor<...>` in every type and attribute, nested ones included."""

    recursive: bool = True

    @attr_type_rewrite_pattern
    def convert_type(self, typ: TensorType[Attribute], /) -> Attribute | None:
        return None if isinstance(typ.encoding, NoneAttr) else plain(typ)


def forwarded(value: SSAValue, wanted: Attribute) -> tuple[list[Operation], SSAValue]:
    """`value` itself when it has type `wanted`, else a `tensor.cast` to it (shapes may differ in `?`s)."""
    if value.type == wanted:
        return [], value
    assert is_tensor_type(wanted)
    cast = tensor.CastOp(value, wanted)
    return [cast], cast.dest


class ForwardEncodingOpPattern(RewritePattern):
    """`set_encoding(x)` / `unset_encoding(x)` -> `x` (cast when the two types differ in static sizes)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SetEncodingOp | UnsetEncodingOp, rewriter: PatternRewriter, /) -> None:
        ops, value = forwarded(op.source, op.result.type)
        rewriter.replace(op, ops, [value])


@dataclass(frozen=True)
class MaterializeEncodingIntoNopPass(ModulePass):
    """Erase all encodings: types of values, function signatures, nested attributes; set/unset forward."""

    name = "materialize-encoding-into-nop"

    @pauses_cyclic_gc  # full collections would re-walk the module: xdsl_encoding/utils/collector.py
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        verify_module(op, xdsl_verifier=False)  # xdsl-opt and run_passes verified it already
        work = op.clone()
        PatternRewriteWalker(DropEncodingPattern(), apply_recursively=False).rewrite_module(work)
        PatternRewriteWalker(ForwardEncodingOpPattern(), apply_recursively=False).rewrite_module(work)
        check_no_encoding_left(work, self.name)
        swap_module_body(op, work)
