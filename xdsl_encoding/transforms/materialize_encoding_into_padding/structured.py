"""Linalg structured ops on padded storage.

With projected-permutation maps, an op computes each logical element of its result from
logical elements of its operands only, so it may run over padded storage as long as every
operand has the same storage extent along each loop. Along a parallel loop the init's
padding is kept (the result is the init's storage); along a reduction loop padding is kept
only for multiply-add contractions whose inputs hold zeros there (`0 * x` adds nothing),
otherwise the loop runs over logical sizes. Operands that disagree are converted.

Everything here reads the storage the materializer has given values so far and returns a plan;
the padded layout (`lowerings.py`: `lower_structured`) makes the conversions it asks for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import YieldOp
from xdsl.ir import Block, BlockArgument, SSAValue

from xdsl_encoding.dialects.arith import TruncIOp
from xdsl_encoding.layouts.contraction import Contraction, is_projected_permutation, match_contraction
from xdsl_encoding.transforms.materialize_encoding_into_padding.builders import is_zero_constant
from xdsl_encoding.transforms.materialize_encoding_into_padding.storage import Padding, Stored, padding_of
from xdsl_encoding.utils.affine import projected_permutation_dims
from xdsl_encoding.utils.hints import is_tensor_type

ZERO_PRESERVING = (
    arith.AddfOp,
    arith.SubfOp,
    arith.MulfOp,
    arith.NegfOp,
    arith.MaximumfOp,
    arith.MinimumfOp,
    arith.AddiOp,
    arith.SubiOp,
    arith.MuliOp,
    arith.MaxSIOp,
    arith.MinSIOp,
    arith.MaxUIOp,
    arith.MinUIOp,
    arith.AndIOp,
    arith.OrIOp,
    arith.XOrIOp,
    arith.ExtFOp,
    arith.TruncFOp,
    arith.ExtSIOp,
    arith.ExtUIOp,
    arith.TruncIOp,
    TruncIOp,  # the `overflowFlags` variant IREE prints (xdsl_encoding.dialects.arith)
    arith.SIToFPOp,
    arith.UIToFPOp,
    arith.FPToSIOp,
    arith.FPToUIOp,
)
"""Ops that give zero when all their operands are zero."""


def zero_needed_args(block: Block) -> set[int] | None:
    """The body arguments that must be zero for the body to yield zeros, or None if zeros are not enough.

    `yield(a + b * c)` -> `{0, 1, 2}`; `yield(a)` (a fill) -> `{0}`; `yield(exp(a))` -> None.
    """
    terminator = block.last_op
    if not isinstance(terminator, YieldOp):
        return None
    needed: set[int] = set()

    def zero_if_args_zero(value: SSAValue) -> bool:
        if isinstance(value, BlockArgument) and value.block is block:
            needed.add(value.index)
            return True
        owner = value.owner
        if isinstance(owner, arith.ConstantOp):
            return is_zero_constant(value)
        if isinstance(owner, ZERO_PRESERVING):
            return all(zero_if_args_zero(v) for v in owner.operands)
        return False

    if all(zero_if_args_zero(v) for v in terminator.operands):
        return needed
    return None


@dataclass(frozen=True)
class OperandStorage:
    """The storage one tensor operand must have before the op runs on padded storage."""

    padding: Padding
    need_zero: bool
    """Whether its padding must hold zeros (it is read along a padded reduction loop)."""


@dataclass(frozen=True)
class StoragePlan:
    """How a structured op runs on padded storage: what each loop and each operand is padded by."""

    dims: tuple[tuple[int, ...], ...]
    """The loop dims each operand's indexing map reads, in order."""
    loops: tuple[int, ...]
    """The padding each loop runs over."""
    operands: tuple[OperandStorage | None, ...]
    """The storage each operand must be converted to (None: not a tensor)."""


def loop_paddings(
    op: LinalgStructuredOperation, dims: Sequence[tuple[int, ...]], stored: Mapping[SSAValue, Stored]
) -> tuple[int, ...]:
    """The padding each loop runs over: the init's along parallel loops, the inputs' largest along K."""
    kinds = [t.data for t in op.get_iterator_types().data]
    operands = tuple(op.operands)
    n_inputs = len(op.inputs)
    pads_k = isinstance(match_contraction(op), Contraction)
    target = [0] * len(kinds)
    for d, kind in enumerate(kinds):
        if kind == IteratorType.PARALLEL:
            for i in range(n_inputs, len(operands)):
                if d in dims[i]:
                    target[d] = padding_of(stored, operands[i])[dims[i].index(d)]
                    break
        elif kind == IteratorType.REDUCTION and pads_k:
            target[d] = max(
                (padding_of(stored, operands[i])[dims[i].index(d)] for i in range(n_inputs) if d in dims[i]),
                default=0,
            )
    return tuple(target)


def plan_storage(op: LinalgStructuredOperation, stored: Mapping[SSAValue, Stored]) -> StoragePlan | None:
    """The storage `op` runs on (see module doc), or None when its maps are not projected permutations."""
    operands = tuple(op.operands)
    maps = [a.data for a in op.get_indexing_maps().data]
    tensors = [is_tensor_type(v.type) for v in operands]
    if len(maps) != len(operands) or not all(is_projected_permutation(mp) for mp, t in zip(maps, tensors) if t):
        return None
    dims = tuple(projected_permutation_dims(mp) or () for mp in maps)
    target = loop_paddings(op, dims, stored)
    kinds = [t.data for t in op.get_iterator_types().data]
    n_inputs = len(op.inputs)
    wanted: list[OperandStorage | None] = []
    for i in range(len(operands)):
        if not tensors[i]:
            wanted.append(None)
            continue
        need_zero = i < n_inputs and any(target[d] and kinds[d] == IteratorType.REDUCTION for d in dims[i])
        wanted.append(OperandStorage(tuple(target[d] for d in dims[i]), need_zero))
    return StoragePlan(dims, target, tuple(wanted))


def result_is_zero_padded(op: LinalgStructuredOperation, plan: StoragePlan, stored: Mapping[SSAValue, Stored]) -> bool:
    """Whether the result's padding holds zeros: a zero-preserving body reading zeros at every padded point.

    Asked once the operands have their planned storage.
    """
    needed = zero_needed_args(op.body.block)
    if needed is None:
        return False
    kinds = [t.data for t in op.get_iterator_types().data]
    padded = {d for d, p in enumerate(plan.loops) if p and kinds[d] == IteratorType.PARALLEL}
    for i in needed:
        value = op.operands[i]
        if not is_tensor_type(value.type):
            if not is_zero_constant(value):
                return False
            continue
        storage = stored.get(value)
        if not padded <= set(plan.dims[i]) or (storage is not None and not storage.zero):
            return False
    return True
