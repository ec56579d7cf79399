"""`propagate-encodings`: move set_encoding up and unset_encoding down across reshapes.

IREE 3.7.1's `iree-dispatch-creation-propagate-encodings` bubbles `set_encoding` with `matmul_k`
above `tensor.collapse_shape` when no K dim is merged (DispatchCreation/PropagateEncodings.cpp).
This pass does exactly that for any encoding that implements `EncodingPropagationAttr`, and the
same through `expand_shape` and, mirrored, for `unset_encoding`. It never names an encoding.
Then (`elementwise=true`, the default) it moves them across element-wise `linalg.generic` ops as
IREE 3.13's `HoistEncodingOps` does, plus the padding-value rule IREE lacks (`across_generics.py`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.propagate_encodings.across_generics import move_across_elementwise_ops
from xdsl_encoding.transforms.propagate_encodings.remarks import describe_route, describe_unused
from xdsl_encoding.transforms.propagate_encodings.routes import Route, is_used, plan_bubble, plan_sink
from xdsl_encoding.transforms.propagate_encodings.steps import (
    bubble_set_encoding,
    erase_dead,
    fold_identity_reshape,
    is_identity_reshape,
    sink_unset_encoding,
)
from xdsl_encoding.typed_targets import cpu_target_of_options
from xdsl_encoding.utils.layout_target import record_layout_target, refuse_replanning
from xdsl_encoding.utils.remarks import OpNamer, names_of_input, print_remark
from xdsl_encoding.verify.module import ReshapeOp, verify_module


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

    elementwise: bool = True
    """Also move set_encoding above element-wise producers and unset_encoding below all-parallel consumers."""

    target: str = ""
    """The target whose tiles decide where packs pad (`x86_64`, `vmvx`, ... as in
    materialize-encoding-into-packs); empty: any K dim may be padded."""

    cpu_features: str = ""
    """CPU features of `target` (`+avx512f,...`)."""

    ukernels: str = ""
    """IREE's `ukernels` config (`none`, `all`, `mmt4d`); empty: IREE's default. As in materialize-encoding-into-packs."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.target:
            refuse_replanning(op, self.name, self.target, self.cpu_features, self.ukernels)
        with names_of_input(op, self.remarks):  # remarks name values as the input prints them
            self._apply(op)
        if self.target:  # moves decided from this target's tiles: a materialization for another one is refused
            record_layout_target(op, self.name, self.target, self.cpu_features, self.ukernels)

    def _apply(self, op: ModuleOp) -> None:
        target = self._target()  # a bad option fails before anything is rewritten
        # A ModulePass gets a module xDSL has verified (xdsl-opt does before every pass): add our checks.
        found = _EncodingOps.of(op, verify_module(op, xdsl_verifier=False))
        rewriter = PatternRewriter(InsertPoint.at_end(op.body.block))
        remark = _Remarks() if self.remarks else None
        for reshape in found.reshapes:
            if is_identity_reshape(reshape) and is_used(reshape):
                fold_identity_reshape(rewriter, reshape)
        self._move_across_reshapes(found, rewriter, target, remark)
        erase_dead(rewriter, found.unused)
        if not self.elementwise:
            return
        for _ in range(MAX_ROUNDS):
            if not move_across_elementwise_ops(op, rewriter, target, remark):
                break
            if not self._move_across_reshapes(_EncodingOps.of(op, op.walk()), rewriter, target, remark):
                break
        # an unset sunk below a generic nobody reads is dead: erased now, as the next run would (idempotence)
        erase_dead(rewriter, [o for o in op.walk() if isinstance(o, SetEncodingOp | UnsetEncodingOp)])

    def _move_across_reshapes(
        self, found: _EncodingOps, rewriter: PatternRewriter, target: CpuTarget | None, remark: _Remarks | None
    ) -> bool:
        """The reshape phase: plan every move, then make each once. True if anything moved."""
        moved = False
        for route in self._routes(found.unsets, target, remark):
            for reshape, encoding in route.steps:
                unset = reshape.src.owner
                assert isinstance(unset, UnsetEncodingOp), "a planned sink starts below an unset_encoding"
                sink_unset_encoding(rewriter, reshape, unset, encoding)
                moved = True
        for route in self._routes(found.sets, target, remark):
            if route.steps:
                assert isinstance(route.op, SetEncodingOp)
                bubble_set_encoding(rewriter, route.op, route.steps)
                moved = True
        return moved

    def _target(self) -> CpuTarget | None:
        return cpu_target_of_options(self.name, self.target, self.cpu_features, self.ukernels)

    def _routes(
        self,
        ops: Sequence[SetEncodingOp] | Sequence[UnsetEncodingOp],
        target: CpuTarget | None,
        remark: _Remarks | None,
    ) -> list[Route]:
        """Plan every used op of one kind before any of them moves; report each if asked."""
        namer = OpNamer()
        routes: list[Route] = []
        for op in ops:
            if not is_used(op):
                if remark is not None:
                    remark(describe_unused(namer, op))
                continue
            if isinstance(op, SetEncodingOp):
                route = plan_bubble(op, unit_dims=self.unit_dims, target=target)
            else:
                route = plan_sink(op, unit_dims=self.unit_dims, target=target)
            if remark is not None:
                remark(describe_route(namer, route))
            routes.append(route)
        return routes


MAX_ROUNDS = 16
"""Element-wise and reshape phases alternate until neither moves; every round moves some op across
some op, so this bound only guards against a cycle the IR could not have."""


class _Remarks:
    """Prints each remark line once: later rounds re-plan ops that stopped and would repeat them."""

    def __init__(self) -> None:
        self._printed: set[str] = set()

    def __call__(self, text: str) -> None:
        if text not in self._printed:
            self._printed.add(text)
            print_remark(text)


@dataclass
class _EncodingOps:
    """What the pass works on, found in one walk: reshapes, encoding ops, and ops already unused."""

    reshapes: list[ReshapeOp] = field(default_factory=list[ReshapeOp])
    unsets: list[UnsetEncodingOp] = field(default_factory=list[UnsetEncodingOp])
    sets: list[SetEncodingOp] = field(default_factory=list[SetEncodingOp])
    unused: list[Operation] = field(default_factory=list[Operation])

    @staticmethod
    def of(module: ModuleOp, ops: Iterable[Operation]) -> _EncodingOps:
        """Sort `ops`, the ops of `module` in walk order."""
        found = _EncodingOps()
        for op in ops:
            if isinstance(op, ReshapeOp):
                found.reshapes.append(op)
            elif isinstance(op, UnsetEncodingOp):
                found.unsets.append(op)
            elif isinstance(op, SetEncodingOp):
                found.sets.append(op)
            if op is not module and not is_used(op):
                found.unused.append(op)
        return found
