"""One remark line per contraction after a materialization: its loops on logical and stored sizes.

`remark: @main: linalg.matmul %y: recap: loops 128x32x256 -> 128x32x288, FLOPs +12.5%` says at a
glance what each layout made each contraction run on (packs: `linalg.mmt4d` over tiles).
Contractions are paired in program order within each function, which materializations keep.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Operation

from xdsl_encoding.report.measure import contraction_flops, is_contraction
from xdsl_encoding.utils.remarks import OpNamer, print_remark

__all__ = ["contractions_by_function", "print_recaps"]


def contractions_by_function(top: Operation, namer: OpNamer) -> dict[str, list[LinalgStructuredOperation]]:
    found: dict[str, list[LinalgStructuredOperation]] = {}
    for op in top.walk():
        if is_contraction(op) and isinstance(op, LinalgStructuredOperation):
            found.setdefault(namer.scope_name(op), []).append(op)
    return found


def _loops(op: LinalgStructuredOperation) -> str:
    return "x".join("?" if s == DYNAMIC_INDEX else str(s) for s in op.get_static_loop_ranges())


def recap(before: LinalgStructuredOperation | None, after: LinalgStructuredOperation) -> str:
    stored = _loops(after)
    if before is None:
        return f"recap: loops {stored}"
    logical, flops_before, flops_after = _loops(before), contraction_flops(before), contraction_flops(after)
    change = ""
    if flops_before and flops_after is not None:
        change = f", FLOPs {100 * (flops_after - flops_before) / flops_before:+.1f}%"
    return f"recap: {before.name} loops {logical} -> {after.name} loops {stored}{change}"


def print_recaps(before: dict[str, list[LinalgStructuredOperation]], after: Operation) -> None:
    """A recap remark for each contraction of `after`, against the one at its position in `before`."""
    namer = OpNamer()
    for scope, ops in contractions_by_function(after, namer).items():
        logical = before.get(scope, [])
        for i, op in enumerate(ops):
            print_remark(f"{namer.describe(op)}: {recap(logical[i] if i < len(logical) else None, op)}")
