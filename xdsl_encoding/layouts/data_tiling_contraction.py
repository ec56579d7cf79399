"""Which linalg ops IREE 3.13 data-tiles: `iree-dispatch-creation-annotate-data-tiling-hints`.

The contraction itself is recognized by `layouts/contraction.py` (the one recognizer); this is
IREE's data-tiling policy on top of it.

`isSupportedContractionOp` (DispatchCreation/AnnotateDataTilingHints.cpp): tensors only, no
encoded operand, MLIR's `isaContractionOpInterface`, at most one batch, M, N and K loop
(M or N present, K present), and a matmul-like body `out + a * b` with `a`, `b` block
arguments or casts of them. The element types of the encoding mark an input `ui<N>` when
the body zero-extends it (`getContractionInputTypeWithSignedness`, EncodingTypes.cpp).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerType, NoneAttr, Signedness, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Attribute, Operation
from xdsl.utils.hints import isa

from xdsl_encoding.layouts.contraction import (
    NotAContraction,
    contraction_interface_problem,
    has_matmul_like_body,
)
from xdsl_encoding.layouts.contraction import is_contraction_body as is_contraction_body
from xdsl_encoding.targets.contraction_dims import ContractionDims, loop_contraction_dims


def op_contraction_dims(op: LinalgStructuredOperation) -> ContractionDims:
    """`linalg::inferContractionDims(linalgOp)`: from the op's own iterator types."""
    maps = [m.data for m in op.get_indexing_maps().data]
    kinds = [t.data for t in op.get_iterator_types().data]
    parallel = {d for d, k in enumerate(kinds) if k == IteratorType.PARALLEL}
    reduction = {d for d, k in enumerate(kinds) if k == IteratorType.REDUCTION}
    return loop_contraction_dims(maps, parallel, reduction)


def data_tiling_contraction(op: Operation) -> ContractionDims | str:
    """The contraction dims of `op` if IREE 3.13 data-tiles it, else why not (for remarks)."""
    if not isinstance(op, LinalgStructuredOperation):
        return "not a linalg structured op"
    problem = contraction_interface_problem(op)
    if problem is NotAContraction.NOT_ON_TENSORS:
        return "not on tensors"
    if any(isa(v.type, TensorType[Attribute]) and not isinstance(v.type.encoding, NoneAttr) for v in op.operands):
        return "an operand already carries an encoding"
    if problem is NotAContraction.OPERAND_COUNT:
        return f"not a contraction: {len(op.inputs)} inputs and {len(op.outputs)} inits (expected 2 and 1)"
    if problem is not None:
        return f"not a contraction: {problem.value}"
    dims = op_contraction_dims(op)
    counts = {"batch": dims.batch, "M": dims.m, "N": dims.n, "K": dims.k}
    many = [f"{len(v)} {k} dims" for k, v in counts.items() if len(v) > 1]
    if many:
        return f"not data-tiled: {', '.join(many)} (at most one of each)"
    if (not dims.m and not dims.n) or not dims.k:
        return "not data-tiled: needs an M or N dim and a K dim"
    if not has_matmul_like_body(op.body.block):
        return "not data-tiled: the body is not `out + a * b` on (casts of) block arguments"
    return dims


def element_types_with_signedness(op: LinalgStructuredOperation) -> tuple[Attribute, Attribute, Attribute]:
    """Each operand's element type, `ui<N>` when the body zero-extends that block argument."""
    block = op.body.block
    types: list[Attribute] = []
    for index, value in enumerate(op.operands[:3]):
        t = value.type
        element = t.element_type if isa(t, TensorType[Attribute]) else t
        arg = block.args[index]
        if any(isinstance(use.operation, arith.ExtUIOp) for use in arg.uses) and isa(element, IntegerType):
            element = IntegerType(element.bitwidth, Signedness.UNSIGNED)
        types.append(element)
    return types[0], types[1], types[2]
