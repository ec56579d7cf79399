"""A scaled (MX) contraction on encoded tensors becomes a five-operand `iree_codegen.inner_tiled`.

IREE 3.13 (b48a595): `isaScaledContractionOpInterface` (LinalgExt/Utils/MatchUtils.cpp: four inputs,
one init, projected permutations, a body `out + f(a, sa) * g(b, sb)` whose product reads the LHS and
RHS arguments through `scaling_extf` / `extf` / `truncf`) and the `scaled_matmul` case of
`lowerContractionOrScaledContractionOpToInnerTiledOp` (GPUEncodingExternalModels.cpp): loops
`[B?, M?, N?, K?, Kb]`, LHS `(b, m, k, kb)`, RHS `(b, n, k, kb)`, LHS scales `(b, m, k)`, RHS scales
`(b, n, k)`, ACC `(b, m, n)`, each keeping the dims its encoding holds, iterator types the op's own.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import GenericOp, YieldOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.traits import is_side_effect_free

from xdsl_encoding.data_tiling.encoding_info import OperandEncoding
from xdsl_encoding.data_tiling.gpu.scaled_layout import infer_scaled_contraction_dims
from xdsl_encoding.dialects.arith import ScalingExtFOp
from xdsl_encoding.dialects.iree_codegen import InnerTileDescAttr, InnerTiledOp
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    drop_encodings,
    tensor_of,
)
from xdsl_encoding.transforms.materialize_encoding_into_packs.swizzled import refuse_untiled_gpu_contraction

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


def lower_scaled_contraction(lowering: Lowering, op: LinalgStructuredOperation) -> list[SSAValue]:
    """The scaled contraction as `iree_codegen.inner_tiled` with the result layout's scaled kind."""
    assert isinstance(op, GenericOp)  # `is_scaled_contraction`
    result = tensor_of(op.results[0].type, op)
    kind = lowering.layouts.choice(result).kind if lowering.layouts.target is not None else None
    types = [tensor_of(lowering.logical_type(v), op) for v in op.operands]
    refuse_untiled_gpu_contraction(lowering, op)
    if all(lowering.layouts.info(t).is_identity for t in types):
        return drop_encodings(lowering, op)  # IREE's CPU resolvers: the op cloned with the encodings dropped
    if kind is None or lowering.layouts.info(result).is_identity:
        raise LoweringError(
            op,
            f"{op.name}: a scaled_matmul contraction is materialized only by the GPU data-tiling resolver "
            "(#iree_gpu.data_tiled_scaled_mma_layout); this target packs some operands but gives the result no "
            "scaled inner_tiled layout",
        )
    if not isinstance(kind, InnerTileDescAttr) or kind.EXPECTED_INPUTS != 4:
        raise LoweringError(op, f"{op.name}: {kind} is not a scaled inner_tiled kind")
    views = [OperandEncoding.of(t.encoding) for t in types]
    first = views[0]
    if isinstance(first, str):
        raise LoweringError(op, f"{op.name}: {first}")
    dims = infer_scaled_contraction_dims(first.root_maps)
    if dims is None or len(dims.k) != 1 or len(dims.kb) != 1:
        raise LoweringError(op, f"{op.name}: inner_tiled needs a scaled contraction with one K and one Kb dim")
    roles = [r for r, loop in (("b", dims.batch), ("m", dims.m), ("n", dims.n), ("k", dims.k)) if loop] + ["kb"]
    expr = {r: AffineExpr.dimension(i) for i, r in enumerate(roles)}
    loop_of = {"m": dims.m, "n": dims.n, "k": dims.k}
    maps: list[AffineMap] = []
    for index, (view, wanted) in enumerate(zip(views, ("mk", "nk", "mk", "nk", "mn"))):
        if isinstance(view, str):
            raise LoweringError(op, f"{op.name}: operand #{index}: {view}")
        held = ["b"] if dims.batch else []
        held += [r for r in "mnk" if r in wanted and r in expr and view.position(loop_of[r][0]) is not None]
        if index < 2:
            held.append("kb")
        maps.append(AffineMap(len(roles), 0, tuple(expr[r] for r in held)))
    operands = [lowering.new(v) for v in op.operands]
    inner = InnerTiledOp(
        operands[:4],
        operands[4:],
        ArrayAttr([AffineMapAttr(x) for x in maps]),
        op.iterator_types,
        kind,
        kind.undistributed_semantics(),
    )
    return [lowering.insert(inner, op).results[0]]
