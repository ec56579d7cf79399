"""`materialize-encoding-into-padding`: lower encoded tensors to zero-padded plain tensors.

IREE's `iree-codegen-materialize-encoding-into-padding` (Codegen/Common/MaterializeEncodingIntoPadding.cpp,
April 2025) pads bindings on buffers; here the same layouts are materialized on tensors:
`set_encoding` -> `tensor.pad` with zeros, `unset_encoding` -> `tensor.extract_slice`, reshapes and
linalg ops run on the padded storage (`lowerings.py`), function signatures, calls, globals and
dispatches take and return padded storage (the shared driver, xdsl_encoding/transforms/materialization).
The padding of each encoded type comes from a resolver (`xdsl_encoding.resolvers`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.reshape.verify import verify_module
from xdsl_encoding.resolvers import ResolverOptions
from xdsl_encoding.transforms.materialization import materialize_module
from xdsl_encoding.transforms.materialize_encoding_into_padding.lowerings import PaddingLowering
from xdsl_encoding.utils.collector import pauses_cyclic_gc

__all__ = ["MaterializeEncodingIntoPaddingPass"]


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
    """How `matmul_k` (and each `?` of a `padding`) is padded: `cache-line` or `multiple`."""

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

    @pauses_cyclic_gc  # the clone doubles the live heap, so full collections would come: utils/collector.py
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        options = self.options()
        problem = options.problem()
        if problem is not None:
            raise PassFailedException(f"{self.name}: {problem}")
        verify_module(op, xdsl_verifier=False)  # xdsl-opt and run_passes verified it already
        # One layout for the whole module: paddings depend only on the types and the options.
        layout = PaddingLowering(options, self.remarks, PatternRewriter(InsertPoint.at_end(op.body.block)))
        materialize_module(op, self.name, lambda _: layout, remarks=self.remarks)
