"""Recognize contractions among linalg ops: ONE home for every pass that asks "is this a contraction?".

`match_contraction`: what `set-encoding` encodes and what may run on padded K;
`contraction_interface_problem`: MLIR's `isaContractionOpInterface`, as a reason its callers word
themselves (set-encoding's data-tiling and padding modes); `is_contraction_body`,
`has_matmul_like_body`: MLIR's and IREE's body checks; `is_scaled_contraction`: IREE's
`isaScaledContractionOpInterface`. The dims of a contraction come from `targets/contraction_dims.py`.

A contraction here is MLIR's `isaContractionOpInterface` restricted to what this package
needs: two tensor inputs and one tensor init, projected-permutation indexing maps, a
multiply-add body, every reduction dim read by both inputs and not by the init, every
parallel dim written by the init. Zeros appended along a reduction dim of such an op add
nothing to its result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from xdsl.dialects import arith
from xdsl.dialects.builtin import MemRefType, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import GenericOp, MatmulOp, YieldOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.traits import is_side_effect_free

from xdsl_encoding.dialects.arith import ScalingExtFOp, TruncIOp
from xdsl_encoding.dialects.linalg.contraction_ops import BatchMatmulOp
from xdsl_encoding.utils.affine import projected_permutation_dims

_ADDS = (arith.AddfOp, arith.AddiOp)
_MULS = (arith.MulfOp, arith.MuliOp)
_EXTENSIONS = (arith.ExtFOp, arith.ExtSIOp, arith.ExtUIOp, arith.SIToFPOp, arith.UIToFPOp)


@dataclass(frozen=True)
class Contraction:
    """A recognized contraction: the maps of LHS, RHS and ACC, and its reduction loop dims."""

    maps: tuple[AffineMap, AffineMap, AffineMap]
    reduction_dims: tuple[int, ...]

    def k_positions(self, operand: int) -> tuple[int, ...]:
        """Where the reduction dims sit in operand `operand`: matmul LHS `(d0, d2)` with K = d2 -> `(1,)`."""
        return dim_positions(self.maps[operand], self.reduction_dims)


def dim_positions(indexing_map: AffineMap, loop_dims: Sequence[int]) -> tuple[int, ...]:
    """The tensor dims that `indexing_map` reads from `loop_dims`: `(d2, d1)`, `[2]` -> `(0,)`."""
    return tuple(
        i for i, e in enumerate(indexing_map.results) if isinstance(e, AffineDimExpr) and e.position in loop_dims
    )


def is_projected_permutation(indexing_map: AffineMap) -> bool:
    """Every result a distinct loop dim, no symbols, no constants: `(d0, d2)` yes, `(d0 + d1)` no."""
    return projected_permutation_dims(indexing_map) is not None


def _skip(value: SSAValue, kinds: tuple[type[Operation], ...]) -> SSAValue:
    while isinstance(value.owner, kinds):
        value = value.owner.operands[0]
    return value


def is_multiply_add_body(
    block: Block,
    factor_casts: tuple[type[Operation], ...] = _EXTENSIONS,
    sum_casts: tuple[type[Operation], ...] = (),
) -> bool:
    """The body yields `acc + a * b` (any operand order) with `a`, `b` the inputs.

    `a`, `b` may go through `factor_casts` (widenings, by default), the sum and its operands
    through `sum_casts` (none, by default; MLIR's `isContractionBody` allows any cast).
    """
    if len(block.args) != 3:
        return False
    terminator = block.last_op
    if not isinstance(terminator, YieldOp) or len(terminator.operands) != 1:
        return False
    add = _skip(terminator.operands[0], sum_casts).owner
    if not isinstance(add, _ADDS):
        return False
    lhs, rhs = (_skip(v, sum_casts) for v in add.operands)
    acc = block.args[2]
    product = rhs if lhs == acc else lhs if rhs == acc else None
    if product is None or not isinstance(product.owner, _MULS):
        return False
    factors = {_skip(v, factor_casts) for v in product.owner.operands}
    return factors == {block.args[0], block.args[1]}


def _loop_kinds(op: LinalgStructuredOperation) -> tuple[IteratorType, ...]:
    return tuple(t.data for t in op.get_iterator_types().data)


def match_contraction(op: Operation) -> Contraction | str:
    """The contraction `op` computes, or why it is not one (a reason, for remarks)."""
    if not isinstance(op, GenericOp | MatmulOp | BatchMatmulOp):  # the contractions IREE encodes
        return "not a linalg.matmul, linalg.batch_matmul or linalg.generic"
    if len(op.inputs) != 2 or len(op.outputs) != 1:
        return f"expected 2 inputs and 1 init, found {len(op.inputs)} and {len(op.outputs)}"
    if not all(isinstance(v.type, TensorType) for v in op.operands) or len(op.res) != 1:
        return "not on tensors"
    maps = tuple(m.data for m in op.get_indexing_maps().data)
    if len(maps) != 3 or not all(is_projected_permutation(m) for m in maps):
        return "indexing maps are not projected permutations"
    if isinstance(op, GenericOp) and not is_multiply_add_body(op.body.block):
        return "the body is not a multiply-add"
    kinds = _loop_kinds(op)
    reductions = tuple(d for d, k in enumerate(kinds) if k == IteratorType.REDUCTION)
    parallels = tuple(d for d, k in enumerate(kinds) if k == IteratorType.PARALLEL)
    if len(reductions) + len(parallels) != len(kinds):
        return "has window loops"
    lhs, rhs, acc = (set(projected_permutation_dims(m) or ()) for m in maps)
    for d in reductions:
        if d not in lhs or d not in rhs or d in acc:
            return f"reduction dim d{d} must be read by both inputs and not by the init"
    for d in parallels:
        if d not in acc:
            return f"parallel dim d{d} is not written by the init"
    return Contraction((maps[0], maps[1], maps[2]), reductions)


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


class NotAContraction(Enum):
    """Why an op is not MLIR's `isaContractionOpInterface` (each caller words the reason its own way)."""

    NOT_ON_TENSORS = "not on tensors"
    OPERAND_COUNT = "not 2 inputs and 1 init"
    NO_REDUCTION = "no reduction loop"
    NOT_PROJECTED = "indexing maps are not projected permutations"
    NOT_MULTIPLY_ADD = "the body is not a multiply-add"


def contraction_interface_problem(op: LinalgStructuredOperation) -> NotAContraction | None:
    """The first check of `isaContractionOpInterface` `op` fails (in this order), or None."""
    if any(isinstance(v.type, MemRefType) for v in op.operands) or not op.results:
        return NotAContraction.NOT_ON_TENSORS
    if len(op.inputs) != 2 or len(op.outputs) != 1:
        return NotAContraction.OPERAND_COUNT
    if IteratorType.REDUCTION not in [t.data for t in op.get_iterator_types().data]:
        return NotAContraction.NO_REDUCTION
    if not all(m.data.is_projected_permutation() for m in op.get_indexing_maps().data):
        return NotAContraction.NOT_PROJECTED
    if not is_contraction_body(op.body.block):
        return NotAContraction.NOT_MULTIPLY_ADD
    return None


_PAIRS = ((arith.AddfOp, arith.MulfOp), (arith.AddiOp, arith.MuliOp), (arith.OrIOp, arith.AndIOp))
_SCALING_CASTS = (arith.ExtFOp, arith.TruncFOp, ScalingExtFOp)


def _op(value: SSAValue) -> Operation | None:
    return value.owner if isinstance(value, OpResult) else None


def _skip_unary(value: SSAValue) -> SSAValue:
    """`getSourceSkipUnary`: up through one-operand side-effect-free ops."""
    while (op := _op(value)) is not None and len(op.operands) == 1 and is_side_effect_free(op):
        value = op.operands[0]
    return value


def _skip_scaling(value: SSAValue) -> SSAValue:
    """`getSourceSkipIrrelevant`: up through the two-operand casts (`scaling_extf`) to the scaled value."""
    while (op := _op(value)) is not None and isinstance(op, _SCALING_CASTS) and len(op.operands) != 1:
        value = op.operands[0]
    return value


def is_scaled_contraction_body(block: Block) -> bool:
    """`isScaledContractionBody`: `yield(add(out, mul(scaled(in0), scaled(in1))))` modulo unary casts."""
    if len(block.args) != 5 or not isinstance(block.last_op, YieldOp) or len(block.last_op.operands) != 1:
        return False
    reduction = _op(_skip_unary(block.last_op.operands[0]))
    if reduction is None or len(reduction.operands) != 2:
        return False
    lhs, rhs = (_skip_unary(v) for v in reduction.operands)
    if block.args[4] not in (lhs, rhs):
        return False
    product = _op(_skip_unary(rhs if isinstance(lhs, BlockArgument) else lhs))
    if product is None or len(product.operands) != 2:
        return False
    if not any(isinstance(reduction, add) and isinstance(product, mul) for add, mul in _PAIRS):
        return False
    factors = [_skip_scaling(v) for v in product.operands]
    return set(factors) == {block.args[0], block.args[1]} and factors[0] != factors[1]


def is_scaled_contraction(op: LinalgStructuredOperation) -> bool:
    """`isaScaledContractionOpInterface`."""
    if not isinstance(op, GenericOp) or len(op.inputs) != 4 or len(op.outputs) != 1:
        return False
    maps = [m.data for m in op.indexing_maps.data]
    if all(t.data != IteratorType.REDUCTION for t in op.iterator_types.data):
        return False
    return all(m.is_projected_permutation() for m in maps) and is_scaled_contraction_body(op.body.block)
