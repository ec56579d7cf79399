"""Which linalg ops IREE 3.13 data-tiles: `iree-dispatch-creation-annotate-data-tiling-hints`.

`isSupportedContractionOp` (DispatchCreation/AnnotateDataTilingHints.cpp): tensors only, no
encoded operand, MLIR's `isaContractionOpInterface`, at most one batch, M, N and K loop
(M or N present, K present), and a matmul-like body `out + a * b` with `a`, `b` block
arguments or casts of them. The element types of the encoding mark an input `ui<N>` when
the body zero-extends it (`getContractionInputTypeWithSignedness`, EncodingTypes.cpp).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerType, MemRefType, NoneAttr, Signedness, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import YieldOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.encoding_info import ContractionDims, single_use_dims
from xdsl_encoding.dialects.arith import TruncIOp
from xdsl_encoding.layouts.contraction import is_multiply_add_body

_ADDS = (arith.AddfOp, arith.AddiOp)
_MULS = (arith.MulfOp, arith.MuliOp)
_CASTS = (
    arith.ExtFOp,
    arith.ExtSIOp,
    arith.ExtUIOp,
    arith.SIToFPOp,
    arith.UIToFPOp,
    arith.TruncFOp,
    arith.TruncIOp,
    TruncIOp,  # the `overflowFlags` variant IREE prints (xdsl_encoding.dialects.arith)
    arith.FPToSIOp,
    arith.FPToUIOp,
    arith.IndexCastOp,
    arith.BitcastOp,
)


def is_contraction_body(block: Block) -> bool:
    """MLIR's `isContractionBody` for mul/add: `yield(add(cast?(mul(cast?(in0), cast?(in1))), out))`."""
    return is_multiply_add_body(block, factor_casts=_CASTS, sum_casts=_CASTS)


def has_matmul_like_body(block: Block) -> bool:
    """IREE's `hasMatmulLikeBody`: `yield(add(mul(x, y), out))`, `x`, `y` block arguments or one cast of one."""
    terminator = block.last_op
    if not isinstance(terminator, YieldOp) or not terminator.operands or len(block.args) != 3:
        return False
    add = terminator.operands[0].owner
    if not isinstance(add, _ADDS):
        return False
    out = block.args[2]
    lhs, rhs = add.operands
    if not ((isinstance(lhs.owner, Operation) and rhs == out) or (isinstance(rhs.owner, Operation) and lhs == out)):
        return False
    mul = lhs.owner if isinstance(lhs.owner, Operation) else rhs.owner
    if not isinstance(mul, _MULS):
        return False
    for factor in mul.operands:
        if isinstance(factor, BlockArgument):
            continue
        if not isinstance(factor.owner, _CASTS) or not isinstance(factor.owner.operands[0], BlockArgument):
            return False
    return True


def op_contraction_dims(op: LinalgStructuredOperation) -> ContractionDims:
    """`linalg::inferContractionDims(linalgOp)`: from the op's own iterator types."""
    maps = [m.data for m in op.get_indexing_maps().data]
    kinds = [t.data for t in op.get_iterator_types().data]
    parallel = {d for d, k in enumerate(kinds) if k == IteratorType.PARALLEL}
    reduction = {d for d, k in enumerate(kinds) if k == IteratorType.REDUCTION}
    a, b, c = (single_use_dims(m, parallel) for m in maps[:3])
    ra, rb = (single_use_dims(m, reduction) for m in maps[:2])
    return ContractionDims(
        tuple(sorted(a & b & c)), tuple(sorted((a & c) - b)), tuple(sorted((b & c) - a)), tuple(sorted(ra & rb))
    )


def data_tiling_contraction(op: Operation) -> ContractionDims | str:
    """The contraction dims of `op` if IREE 3.13 data-tiles it, else why not (for remarks)."""
    if not isinstance(op, LinalgStructuredOperation):
        return "not a linalg structured op"
    if any(isinstance(v.type, MemRefType) for v in op.operands) or not op.results:
        return "not on tensors"
    if any(isa(v.type, TensorType[Attribute]) and not isinstance(v.type.encoding, NoneAttr) for v in op.operands):
        return "an operand already carries an encoding"
    if len(op.inputs) != 2 or len(op.outputs) != 1:
        return f"not a contraction: {len(op.inputs)} inputs and {len(op.outputs)} inits (expected 2 and 1)"
    kinds = [t.data for t in op.get_iterator_types().data]
    if IteratorType.REDUCTION not in kinds:
        return "not a contraction: no reduction loop"
    maps = [m.data for m in op.get_indexing_maps().data]
    if not all(m.is_projected_permutation() for m in maps):
        return "not a contraction: indexing maps are not projected permutations"
    if not is_contraction_body(op.body.block):
        return "not a contraction: the body is not a multiply-add"
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
