"""`propagate-encodings`: move set_encoding up and unset_encoding down across reshapes.

IREE 3.7.1's `iree-dispatch-creation-propagate-encodings` bubbles `set_encoding` with `matmul_k`
above `tensor.collapse_shape` when no K dim is merged (DispatchCreation/PropagateEncodings.cpp).
This pass does exactly that for any encoding that implements `EncodingPropagationAttr`, and the
same through `expand_shape` and, mirrored, for `unset_encoding`. It never names an encoding.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.transforms.dead_code_elimination import is_trivially_dead

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.reshape.verify import ReshapeOp, verify_module
from xdsl_encoding.transforms.propagate_encodings.remarks import OpNamer, describe_route, describe_unused
from xdsl_encoding.transforms.propagate_encodings.routes import Route, is_used, plan_bubble, plan_sink
from xdsl_encoding.transforms.propagate_encodings.steps import (
    bubble_set_encoding,
    fold_identity_reshape,
    is_identity_reshape,
    sink_unset_encoding,
)


def erase_dead_ops(root: Operation, rewriter: PatternRewriter) -> None:
    """Erase every op without uses or side effects, users before producers, as a greedy driver would."""
    for op in list(root.walk(reverse=True, region_first=True)):
        if op is not root and op.parent is not None and is_trivially_dead(op):
            rewriter.erase(op)


@dataclass(frozen=True)
class PropagateEncodingsPass(ModulePass):
    """Move each encoding op across as many reshapes as its encoding allows, inside every region.

    Valid because an encoding op does not change values: `set_encoding(collapse(x))` and
    `collapse(set_encoding'(x))` are the same tensor whenever the encoding names the same dims on
    both sides, which is what the encoding's `to_collapsed` / `to_expanded` promise. Blocked ops stay
    exactly where they are. Every move is planned first (one visit per reshape crossed), then made
    once; like IREE's greedy driver, identity reshapes are folded and dead ops erased, so the result
    equals `propagation_patterns` in a `GreedyRewritePatternApplier`.
    """

    name = "propagate-encodings"

    unit_dims: bool = False
    """Let a pinned dim (a K dim, a padded dim) share its reshape group with static size-1 dims."""

    remarks: bool = False
    """Print one `remark:` line per encoding op to stderr: how far it moved and what stopped it."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        verify_module(op)
        rewriter = PatternRewriter(InsertPoint.at_end(op.body.block))
        for reshape in [o for o in op.walk() if isinstance(o, ReshapeOp)]:
            if is_identity_reshape(reshape) and is_used(reshape):
                fold_identity_reshape(rewriter, reshape)
        for route in self._routes(op, UnsetEncodingOp):
            for reshape, encoding in route.steps:
                unset = reshape.src.owner
                assert isinstance(unset, UnsetEncodingOp), "a planned sink starts below an unset_encoding"
                sink_unset_encoding(rewriter, reshape, unset, encoding)
        for route in self._routes(op, SetEncodingOp):
            if route.steps:
                assert isinstance(route.op, SetEncodingOp)
                bubble_set_encoding(rewriter, route.op, route.steps)
        erase_dead_ops(op, rewriter)

    def _routes(self, module: ModuleOp, kind: type[SetEncodingOp] | type[UnsetEncodingOp]) -> list[Route]:
        """Plan every used op of `kind` before any of them moves; report each if asked."""
        namer = OpNamer()
        routes: list[Route] = []
        for op in module.walk():
            if not isinstance(op, kind):
                continue
            if not is_used(op):
                self._remark(lambda: describe_unused(namer, op))
                continue
            if isinstance(op, SetEncodingOp):
                route = plan_bubble(op, unit_dims=self.unit_dims)
            else:
                route = plan_sink(op, unit_dims=self.unit_dims)
            self._remark(lambda: describe_route(namer, route))
            routes.append(route)
        return routes

    def _remark(self, text: Callable[[], str]) -> None:
        if self.remarks:
            print(f"remark: {text()}", file=sys.stderr)
