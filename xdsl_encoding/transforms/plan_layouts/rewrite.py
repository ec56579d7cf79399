"""`plan-layouts`: apply the layout plan (`analysis.py`), removing the relayouts it finds redundant.

Each removal keeps every value: a `set_encoding` is pure, so two of the same value into the same
encoded type are one tensor (CSE), and one whose operands are defined outside a loop computes the
same tensor before it (hoist); an `unset_encoding` followed by a `set_encoding` of the same encoded
type gives back the stored tensor, up to the elements its storage adds, which the encoding says are
harmless (forward); `collapse(expand(x))` with the same groups is `x` (fold). The pass makes no other
move (`propagate-encodings` moves encodings as far as they go, whether that pays or not).

With a target, the module records it (`iree.encoding.materialized_layout_target`, IREE's name), and a
materialization for another target refuses the module up front (`utils/layout_target.py`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import scf
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.transforms.plan_layouts.analysis import Decision, LayoutPlan, plan_layouts
from xdsl_encoding.transforms.propagate_encodings.steps import erase_dead
from xdsl_encoding.typed_targets import cpu_target_of_options
from xdsl_encoding.utils.hints import tensor_type_of
from xdsl_encoding.utils.layout_target import record_layout_target, refuse_replanning
from xdsl_encoding.utils.remarks import OpNamer, names_of_input, print_remark
from xdsl_encoding.verify.module import ReshapeOp, verify_module


@dataclass(frozen=True)
class PlanLayoutsPass(ModulePass):
    """Remove redundant relayouts: one per value and layout, none for an unset -> set pair of one encoded
    type, none inside a loop the value is invariant in, no identity reshape pair."""

    name = "plan-layouts"

    target: str = ""
    """The target the plan is for (`x86_64`, `aarch64`, `vmvx`, a triple, as in materialize-encoding-into-packs);
    it decides which new elements of a data-tiling encoding matter, and is recorded in the module."""

    cpu_features: str = ""
    """CPU features of `target` (`+avx512f,...`)."""

    ukernels: str = ""
    """IREE's `ukernels` config (`none`, `all`, `mmt4d`); empty: IREE's default."""

    moves: bool = True
    """Also move set_encodings up (across reshapes and element-wise producers, as propagate-encodings does)
    where that lowers the relayout bytes per call, e.g. onto constant weights."""

    remarks: bool = False
    """Print one `remark:` line per move made and per relayout removed or kept: which, why, and its bytes per call."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        with names_of_input(op, self.remarks):
            self._apply(op)

    def _apply(self, op: ModuleOp) -> None:
        target = self._target()  # a bad option fails before anything is rewritten
        if self.target:
            refuse_replanning(op, self.name, self.target, self.cpu_features, self.ukernels)
        verify_module(op, xdsl_verifier=False)
        plan = plan_layouts(op, target, moves=self.moves)
        if self.remarks:
            _print_remarks(plan)
        apply_plan(op, plan)
        if self.target:
            record_layout_target(op, self.name, self.target, self.cpu_features, self.ukernels)

    def _target(self) -> CpuTarget | None:
        return cpu_target_of_options(self.name, self.target, self.cpu_features, self.ukernels)


def apply_plan(module: ModuleOp, plan: LayoutPlan) -> None:
    """Make the plan's removals: folds, forwards, hoists, then CSE onto the relayouts kept."""
    if plan.moved is not None:  # the decisions are about the moved copy's ops: it becomes the module
        old = module.body.block
        module.body.add_block(plan.moved.body.detach_block(0))
        module.body.erase_block(old, safe_erase=False)
        plan.moved = None
    rewriter = PatternRewriter(InsertPoint.at_end(module.body.block))
    dead: list[Operation] = []
    for decision in plan.removals("fold"):
        outer, inner = decision.op, decision.into
        assert isinstance(outer, ReshapeOp)
        assert isinstance(inner, ReshapeOp)
        rewriter.replace_all_uses_with(outer.result, inner.src)
        dead.append(outer)
    for decision in plan.removals("forward"):
        op, unset = decision.op, decision.into
        assert isinstance(op, SetEncodingOp)
        assert isinstance(unset, UnsetEncodingOp)
        rewriter.replace_all_uses_with(op.result, unset.source)
        dead.append(op)
    carried: set[tuple[Operation, int]] = set()
    for decision in plan.removals("carry"):
        loop = decision.into
        assert isinstance(loop, scf.ForOp)
        if (loop, decision.index) not in carried:
            carried.add((loop, decision.index))
            dead.extend(_carry_encoded(rewriter, loop, decision.index, decision.op.results[0].type))
    for decision in plan.removals("carry"):
        op = decision.op
        assert isinstance(op, SetEncodingOp)
        rewriter.replace_all_uses_with(op.result, op.source)
        dead.append(op)
    for decision in plan.removals("hoist"):
        op, loop = decision.op, decision.into
        assert loop is not None
        op.detach()
        rewriter.insert(op, InsertPoint.before(loop))
    for decision in plan.removals("cse"):
        op, kept = decision.op, decision.into
        assert isinstance(op, SetEncodingOp)
        assert isinstance(kept, SetEncodingOp)
        rewriter.replace_all_uses_with(op.result, kept.result)
        dead.append(op)
    erase_dead(rewriter, dead)


def _carry_encoded(rewriter: PatternRewriter, loop: scf.ForOp, index: int, encoded: Attribute) -> list[Operation]:
    """Make iter_arg `index` of `loop` carry `encoded`: the yielded value loses its unset, the init its unset
    (or is set once before the loop), one unset after the loop serves the result's users. Returns the
    unsets that may be left unused."""
    init, yielded = loop.iter_args[index], loop.body.block.last_op
    assert yielded is not None
    init_unset, yield_unset = init.owner, yielded.operands[index].owner
    assert isinstance(yield_unset, UnsetEncodingOp)
    assert isa(encoded, TensorType[Attribute])
    rewriter.replace_value_with_new_type(loop.body.block.args[index + 1], encoded)
    if isinstance(init_unset, UnsetEncodingOp) and init_unset.source.type == encoded:
        loop.operands[3 + index] = init_unset.source
    else:  # set once before the loop, not once per iteration
        init_set = SetEncodingOp(init, encoded)
        init_set.result.name_hint = loop.body.block.args[index + 1].name_hint
        rewriter.insert(init_set, InsertPoint.before(loop))
        loop.operands[3 + index] = init_set.result
    yielded.operands[index] = yield_unset.source
    plain = tensor_type_of(loop.results[index])
    result = rewriter.replace_value_with_new_type(loop.results[index], encoded)
    users = list(result.uses)
    if users:
        unset = UnsetEncodingOp(result, plain, [])
        unset.result.name_hint = result.name_hint
        rewriter.insert(unset, InsertPoint.after(loop))
        for use in users:
            use.operation.operands[use.index] = unset.result
    return [o for o in (init_unset, yield_unset) if isinstance(o, Operation)]


_SAID = {
    "forward": "no relayout: forwarded",
    "cse": "relayout removed (one per value and layout)",
    "hoist": "relayout hoisted out of the loop",
    "fold": "identity reshape pair folded",
    "carry": "no relayout per iteration: the loop carries the encoded tensor",
    "keep": "relayout kept",
}


def _print_remarks(plan: LayoutPlan) -> None:
    namer = OpNamer()
    for move in plan.moves:
        print_remark(
            f"{namer.describe(move.op)}: moved up across {move.crossed} op{'s' if move.crossed != 1 else ''}: it lowers "
            f"the relayout bytes per call (constants counted once) from {move.cost_before} to {move.cost_after}"
        )
    for refusal in plan.refusals:
        print_remark(
            f"{namer.describe(refusal.op)}: not moved above {namer.op(refusal.crossed)} "
            f"(rule {refusal.rule}): {refusal.why}"
        )
    for decision in plan.decisions:
        print_remark(f"{namer.describe(decision.op)}: {_SAID[decision.kind]}: {decision.why}{_bytes(decision)}")
    print_remark(f"relayout bytes per call (logical types): {plan.bytes_before} -> {plan.bytes_after}")


def _bytes(decision: Decision) -> str:
    if decision.bytes_before is None and decision.bytes_after is None:
        return ""
    shown = ["?" if b is None else str(b) for b in (decision.bytes_before, decision.bytes_after)]
    return f" ({shown[0]} -> {shown[1]} bytes per call)"
