"""A scaled (MX) contraction on encoded tensors becomes a five-operand `iree_codegen.inner_tiled`.

IREE 3.13 (b48a595): `isaScaledContractionOpInterface` (LinalgExt/Utils/MatchUtils.cpp: four inputs,
one init, projected permutations, a body `out + f(a, sa) * g(b, sb)` whose product reads the LHS and
RHS arguments through `scaling_extf` / `extf` / `truncf`) and the `scaled_matmul` case of
`lowerContractionOrScaledContractionOpToInnerTiledOp` (GPUEncodingExternalModels.cpp): loops
`[B?, M?, N?, K?, Kb]`, LHS `(b, m, k, kb)`, RHS `(b, n, k, kb)`, LHS scales `(b, m, k)`, RHS scales
`(b, n, k)`, ACC `(b, m, n)`, each keeping the dims its encoding holds, iterator types the op's own.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap

from xdsl_encoding.data_tiling.encoding_info import OperandEncoding
from xdsl_encoding.data_tiling.gpu.scaled_layout import infer_scaled_contraction_dims
from xdsl_encoding.dialects.iree_codegen import InnerTileDescAttr, InnerTiledOp
from xdsl_encoding.layouts.contraction import is_scaled_contraction as is_scaled_contraction
from xdsl_encoding.layouts.contraction import is_scaled_contraction_body as is_scaled_contraction_body
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    drop_encodings,
    tensor_of,
)
from xdsl_encoding.transforms.materialize_encoding_into_packs.swizzled import refuse_untiled_gpu_contraction


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
