"""`materialize-encoding-into-padding`: lower encoded tensors to zero-padded plain tensors.

IREE's `iree-codegen-materialize-encoding-into-padding` (Codegen/Common/MaterializeEncodingIntoPadding.cpp,
April 2025) pads bindings on buffers; here the same layouts are materialized on tensors:
`set_encoding` -> `tensor.pad` with zeros, `unset_encoding` -> `tensor.extract_slice`, reshapes and
linalg ops run on the padded storage (`lowerings.py`), function signatures, calls, globals and
dispatches take and return padded storage (the shared driver, xdsl_encoding/transforms/materialization).
The padding of each encoded type comes from a resolver (`xdsl_encoding.resolvers`), or IREE 3.13's
GPU padding resolver (`xdsl_encoding.resolvers_gpu`) for `resolver=gpu target=...` and for every
function whose `hal.executable.target` (or device) names `#iree_gpu.gpu_padding_resolver` (`target.py`).
In device code (a function reading `hal.interface.binding.subspan`s) tensors stay logical and only the
bindings are padded, as IREE's device materialization does (`bindings.py`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.dialects.hal import InterfaceBindingSubspanOp
from xdsl_encoding.padding_rules import padding_rule_names
from xdsl_encoding.resolvers import ResolverOptions
from xdsl_encoding.resolvers_gpu import cache_info, gpu_padding, target_problem
from xdsl_encoding.transforms.materialization import materialize_module
from xdsl_encoding.transforms.materialize_encoding_into_padding.layout import PaddingRule
from xdsl_encoding.transforms.materialize_encoding_into_padding.table import PaddingLowering
from xdsl_encoding.transforms.materialize_encoding_into_padding.target import scope_gpu_target
from xdsl_encoding.utils.collector import pauses_cyclic_gc
from xdsl_encoding.utils.layout_target import check_layout_target
from xdsl_encoding.verify.module import verify_module

__all__ = ["MaterializeEncodingIntoPaddingPass"]


GPU = "gpu"


@dataclass(frozen=True)
class MaterializeEncodingIntoPaddingPass(ModulePass):
    """Store every encoded tensor as a plain tensor with zeros appended, keeping every logical value.

    Valid because the logical elements of a padded tensor are a prefix along every dim:
    slicing gives them back, reshapes that keep each padded dim whole keep them a prefix,
    and a multiply-add over zeros along K adds nothing. The module is rewritten as a clone
    and swapped in only when everything succeeded: a failure leaves it untouched.
    Calling convention: an encoded function argument, result, global or dispatch operand is
    passed as its padded storage, with zeros in the padding.
    """

    name = "materialize-encoding-into-padding"

    resolver: str = "cache-line"
    """How `matmul_k` (and each `?` of a `padding`) is padded: `cache-line`, `multiple` or `gpu` (IREE 3.13's
    `#iree_gpu.gpu_padding_resolver` for `target`). A function whose own target names that resolver
    uses it with its target's arch, whatever this option says (as IREE does)."""

    target: str = ""
    """gpu resolver: the GPU (`gfx942`, `gfx1100`, `mi300x`, ...); IREE's `--iree-gpu-test-target`."""

    cache_line_bytes: int = 128
    """cache-line resolver: the size of one cache line."""

    cache_sets: int = 4
    """cache-line resolver: how many lines form the span that rows must not start on together."""

    multiple: int = 16
    """multiple resolver: K is padded up to a multiple of this."""

    remarks: bool = False
    """Print, on stderr, each resolved padding, why dims were not padded, and each conversion inserted."""

    def options(self) -> ResolverOptions:
        return ResolverOptions(self.resolver, self.cache_line_bytes, self.cache_sets, self.multiple)

    def option_problem(self) -> str | None:
        if self.resolver == GPU:
            if not self.target:
                return "resolver=gpu needs target=... (gfx942, gfx950, gfx90a, gfx1100, mi300x, ...)"
            return target_problem(self.target)
        if self.target:
            return f"target={self.target} is an option of resolver=gpu, not of resolver={self.resolver}"
        if self.resolver not in padding_rule_names():
            return f"unknown resolver '{self.resolver}', expected one of {', '.join((*padding_rule_names(), GPU))}"
        return self.options().problem()

    @pauses_cyclic_gc  # the clone doubles the live heap, so full collections would come: utils/collector.py
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        problem = self.option_problem()
        if problem is not None:
            raise PassFailedException(f"{self.name}: {problem}")
        check_layout_target(op, self.name, self.target)
        options = self.options() if self.resolver != GPU else ResolverOptions()
        verify_module(op, xdsl_verifier=False)  # xdsl-opt and run_passes verified it already
        rewriter = PatternRewriter(InsertPoint.at_end(op.body.block))
        # One layout per resolver and kind of code: paddings depend only on the types and the resolver.
        layouts: dict[tuple[str | None, bool], PaddingLowering] = {}

        def layout_for(scope: Operation) -> PaddingLowering:
            found = scope_gpu_target(scope)
            if isinstance(found, str):
                raise PassFailedException(f"{self.name}: {found}")
            arch = found.arch if found is not None else self.target if self.resolver == GPU else None
            gpu = found is not None or self.resolver == GPU
            device = any(isinstance(o, InterfaceBindingSubspanOp) for o in scope.walk())
            key = (f"gpu:{arch}" if gpu else None, device)
            if key not in layouts:
                rule: PaddingRule | None = partial(gpu_padding, cache=cache_info(arch)) if gpu else None
                layouts[key] = PaddingLowering(options, self.remarks, rewriter, rule, device)
            return layouts[key]

        materialize_module(op, self.name, layout_for, remarks=self.remarks)
