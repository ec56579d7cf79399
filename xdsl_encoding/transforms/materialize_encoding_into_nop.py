"""`materialize-encoding-into-nop`: drop every encoding; `set_encoding`/`unset_encoding` become identities.

IREE's `iree-codegen-materialize-encoding-into-nop` (Codegen/Common/MaterializeEncodingIntoNop.cpp):
an encoding is a layout hint that never changes a logical value, so erasing all of them gives
an equivalent program in plain tensors. It is also the reference the padding
materialization is compared against.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    TypeConversionPattern,
    attr_type_rewrite_pattern,
    op_type_rewrite_pattern,
)

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.reshape.verify import verify_module
from xdsl_encoding.utils.collector import pauses_cyclic_gc
from xdsl_encoding.utils.encodings import cast_to, check_no_encoding_left, without_encoding


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
        return None if isinstance(typ.encoding, NoneAttr) else without_encoding(typ)


class ForwardEncodingOpPattern(RewritePattern):
    """`set_encoding(x)` / `unset_encoding(x)` -> `x` (cast when the two types differ in static sizes)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SetEncodingOp | UnsetEncodingOp, rewriter: PatternRewriter, /) -> None:
        ops, value = cast_to(op.source, op.result.type)
        rewriter.replace(op, ops, [value])


@dataclass(frozen=True)
class MaterializeEncodingIntoNopPass(ModulePass):
    """Erase all encodings: types of values, function signatures, nested attributes; set/unset forward."""

    name = "materialize-encoding-into-nop"

    @pauses_cyclic_gc  # the clone doubles the live heap, so full collections would come: utils/collector.py
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        verify_module(op, xdsl_verifier=False)  # xdsl-opt and run_passes verified it already
        work = op.clone()
        PatternRewriteWalker(DropEncodingPattern(), apply_recursively=False).rewrite_module(work)
        PatternRewriteWalker(ForwardEncodingOpPattern(), apply_recursively=False).rewrite_module(work)
        check_no_encoding_left(work.walk(), self.name)
        swap_module_body(op, work)
