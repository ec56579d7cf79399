"""The propagation as rewrite patterns, one move per match, for use in any `GreedyRewritePatternApplier`.

The pass plans all moves at once and gives the same IR (tested); these are for composing with
other patterns. List them in the order of `propagation_patterns`, which is the order the pass
applies its phases in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects import tensor
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.propagate_encodings.steps import (
    Refusal,
    bubble_set_encoding,
    fold_identity_reshape,
    is_identity_reshape,
    set_encoding_refusal,
    sink_unset_encoding,
    step_down,
    step_up,
    unset_encoding_refusal,
)
from xdsl_encoding.utils.hints import tensor_type_of
from xdsl_encoding.verify.module import ReshapeOp

RefusalHandler = Callable[[Refusal], None]
"""Told why a pattern did not fire (e.g. `list.append`); the patterns stay silent without one."""


@dataclass(frozen=True)
class _EncodingPattern(RewritePattern):
    unit_dims: bool = False
    """Let a pinned dim (a K dim, a padded dim) share its group with static size-1 dims."""

    on_refusal: RefusalHandler | None = None
    """Told why a match was refused."""

    target: CpuTarget | None = None
    """The target whose tiles decide whether a data-tiling encoding's packs stay exact across a reshape."""

    def _refused(self, refusal: Refusal) -> None:
        if self.on_refusal is not None:
            self.on_refusal(refusal)


class _BubbleSetEncodingPattern(_EncodingPattern):
    reshape_type: ClassVar[type[ReshapeOp]]

    def _bubble(self, op: SetEncodingOp, rewriter: PatternRewriter) -> None:
        producer = op.source.owner
        if not isinstance(producer, self.reshape_type):
            return
        refusal = set_encoding_refusal(op)
        step = refusal or step_up(
            op.source, tensor_type_of(op.result).encoding, unit_dims=self.unit_dims, target=self.target
        )
        if isinstance(step, Refusal):
            self._refused(step)
            return
        bubble_set_encoding(rewriter, op, [step])


@dataclass(frozen=True)
class BubbleSetEncodingThroughCollapseShapePattern(_BubbleSetEncodingPattern):
    """`set_encoding(collapse_shape(x))` -> `collapse_shape(set_encoding'(x))` when the encoding allows it."""

    reshape_type = tensor.CollapseShapeOp

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SetEncodingOp, rewriter: PatternRewriter, /) -> None:
        self._bubble(op, rewriter)


@dataclass(frozen=True)
class BubbleSetEncodingThroughExpandShapePattern(_BubbleSetEncodingPattern):
    """`set_encoding(expand_shape(x))` -> `expand_shape(set_encoding'(x))` when the encoding allows it."""

    reshape_type = tensor.ExpandShapeOp

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SetEncodingOp, rewriter: PatternRewriter, /) -> None:
        self._bubble(op, rewriter)


class _SinkUnsetEncodingPattern(_EncodingPattern):
    def _sink(self, op: ReshapeOp, rewriter: PatternRewriter) -> None:
        unset = op.src.owner
        if not isinstance(unset, UnsetEncodingOp):
            return
        refusal = unset_encoding_refusal(unset)
        moved = refusal or step_down(
            op, tensor_type_of(unset.source).encoding, unit_dims=self.unit_dims, target=self.target
        )
        if isinstance(moved, Refusal):
            self._refused(moved)
            return
        sink_unset_encoding(rewriter, op, unset, moved)


@dataclass(frozen=True)
class SinkUnsetEncodingThroughCollapseShapePattern(_SinkUnsetEncodingPattern):
    """`collapse_shape(unset_encoding(x))` -> `unset_encoding(collapse_shape'(x))` when the encoding allows it."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tensor.CollapseShapeOp, rewriter: PatternRewriter, /) -> None:
        self._sink(op, rewriter)


@dataclass(frozen=True)
class SinkUnsetEncodingThroughExpandShapePattern(_SinkUnsetEncodingPattern):
    """`expand_shape(unset_encoding(x))` -> `unset_encoding(expand_shape'(x))` when the encoding allows it."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tensor.ExpandShapeOp, rewriter: PatternRewriter, /) -> None:
        self._sink(op, rewriter)


@dataclass(frozen=True)
class FoldIdentityReshapePattern(RewritePattern):
    """`reshape(x) : T into T` -> `x`, as MLIR's folder does in IREE's greedy driver."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReshapeOp, rewriter: PatternRewriter, /) -> None:
        if is_identity_reshape(op):
            fold_identity_reshape(rewriter, op)


def propagation_patterns(
    *, unit_dims: bool = False, on_refusal: RefusalHandler | None = None, target: CpuTarget | None = None
) -> list[RewritePattern]:
    """All patterns, in the order that makes a greedy driver agree with the pass: fold, sink, then bubble."""
    return [
        FoldIdentityReshapePattern(),
        SinkUnsetEncodingThroughCollapseShapePattern(unit_dims, on_refusal, target),
        SinkUnsetEncodingThroughExpandShapePattern(unit_dims, on_refusal, target),
        BubbleSetEncodingThroughCollapseShapePattern(unit_dims, on_refusal, target),
        BubbleSetEncodingThroughExpandShapePattern(unit_dims, on_refusal, target),
    ]
