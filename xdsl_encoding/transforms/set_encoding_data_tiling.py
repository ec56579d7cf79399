"""`set-encoding{encoding=data-tiling}`: IREE 3.13's data-tiling encodings on every supported contraction.

What `iree-dispatch-creation-annotate-data-tiling-hints,iree-dispatch-creation-set-encoding`
write (DispatchCreation/{AnnotateDataTilingHints,SetEncoding}.cpp, Encoding/IR/EncodingTypes.cpp):
each operand of a contraction gets `#iree_encoding.encoding<operand_index, op_type = matmul,
element_types, user_indexing_maps = the op's maps, iteration_sizes = its static loop ranges>`,
the op is rebuilt on the encoded types and its result unset. Then, as IREE's greedy clean-up does
for the function: `set_encoding(linalg.fill)` becomes a fill of an encoded `tensor.empty`,
`tensor.dim` of a value whose shape is known is replaced by that size, and dead pure ops are
erased. (IREE's greedy driver also folds constants; this pass does not.)

If any op of a function already carries IREE's hint `iree.opt.data_tiling`, the annotation step
does nothing there and exactly the hinted ops are encoded, as in IREE.

IREE runs both passes on every `FunctionOpInterface` (`builtin.module(any(...))`): `func.func`,
`util.func` and `util.initializer`, so this pass does too, bodies of `flow.dispatch.region` and
`flow.dispatch.workgroups` included. A contraction inside a `flow.dispatch.region` that already
has a workgroup count region is left alone (`dataTilablePreCondition`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import arith, func, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, IndexType, IntegerAttr, ModuleOp, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import FillOp
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead
from xdsl.utils.exceptions import PassFailedException
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.convolution import ConvolutionDims, conv_element_types, data_tiling_convolution
from xdsl_encoding.data_tiling.encoding_info import ContractionDims
from xdsl_encoding.dialects import flow, util
from xdsl_encoding.dialects.iree_encoding import EncodingAttr, SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.layouts.data_tiling_contraction import data_tiling_contraction, element_types_with_signedness
from xdsl_encoding.layouts.encoding_factory import (
    DEFAULT_DATA_TILING_OP_TYPES,
    ContractionInfo,
    EncodingFactory,
    contraction_info,
)
from xdsl_encoding.utils.hints import tensor_type_of

DATA_TILING_HINT = "iree.opt.data_tiling"
"""IREE's `iree.opt.data_tiling` unit attribute (`IREE::Encoding::setDataTilingHint`)."""
COMPILATION_INFO = "compilation_info"
"""IREE's preset `#iree_codegen.compilation_info` attribute (`getCompilationInfo`): such an op is not data-tiled."""


def loop_size_source(op: LinalgStructuredOperation, result: int, dim: int) -> tuple[SSAValue, int] | None:
    """Where `LinalgOp::reifyResultShapes` reads dim `dim` of result `result`: the first operand
    (inputs, then inits) whose indexing map has that dim's loop as a plain result, and its position."""
    maps = [m.data for m in op.get_indexing_maps().data]
    loop = maps[len(op.inputs) + result].results[dim]
    if not isinstance(loop, AffineDimExpr):
        return None
    for operand, indexing in zip(op.operands, maps):
        for position, expr in enumerate(indexing.results):
            if isinstance(expr, AffineDimExpr) and expr.position == loop.position:
                return operand, position
    return None


def reified_dim(value: SSAValue, dim: int) -> SSAValue | tuple[SSAValue, int]:
    """What `tensor.dim value, dim` folds to under IREE's clean-up patterns: a known size, or the
    (value, dim) still measured.

    MLIR's `ReifyRankedShapedTypeOpInterface` decides: a linalg op's result dim is its loop's
    size, read from the first operand giving that loop (an input before the init, as
    `LinalgOp::reifyResultShapes`); `tensor.empty` has its dynamic size operands, `unset_encoding`
    its `result_dims`, `set_encoding` the shape of its source. Anything else (a
    `compute_barrier.start`, a block argument) keeps its `tensor.dim`.
    """
    while True:
        owner = value.owner
        t = value.type
        if not isa(t, TensorType[Attribute]) or t.get_shape()[dim] != DYNAMIC_INDEX:
            return value, dim
        if isinstance(owner, LinalgStructuredOperation) and isinstance(value, OpResult):
            source = loop_size_source(owner, value.index, dim)
            if source is None:
                return value, dim
            value, dim = source
        elif isinstance(owner, SetEncodingOp):
            value = owner.source
        elif isinstance(owner, tensor.EmptyOp | UnsetEncodingOp):
            before = sum(1 for s in t.get_shape()[:dim] if s == DYNAMIC_INDEX)
            sizes = owner.dynamic_sizes if isinstance(owner, tensor.EmptyOp) else owner.result_dims
            return sizes[before]
        else:
            return value, dim


def dynamic_size(rewriter: Rewriter, at: InsertPoint, value: SSAValue, dim: int) -> SSAValue:
    """The size of dynamic dim `dim` of `value`: a known value, else `arith.constant` + `tensor.dim` at `at`
    (a static size the reification reached folds to an `arith.constant`, as MLIR's `tensor.dim` folder does)."""
    reified = reified_dim(value, dim)
    if isinstance(reified, SSAValue):
        return reified
    value, dim = reified
    size = tensor_type_of(value).get_shape()[dim]
    if size != DYNAMIC_INDEX:
        constant = arith.ConstantOp(IntegerAttr(size, IndexType()))
        constant.result.name_hint = f"c{size}"
        rewriter.insert_op(constant, at)
        return constant.result
    index = arith.ConstantOp(IntegerAttr(dim, IndexType()))
    measured = tensor.DimOp(value, index)
    index.result.name_hint = f"c{dim}"
    measured.result.name_hint = "dim"
    rewriter.insert_op([index, measured], at)
    return measured.result


def dynamic_sizes(rewriter: Rewriter, at: InsertPoint, value: SSAValue) -> list[SSAValue]:
    """`tensor::getMixedSizes`, dynamic part only."""
    t = tensor_type_of(value)
    return [dynamic_size(rewriter, at, value, d) for d, s in enumerate(t.get_shape()) if s == DYNAMIC_INDEX]


def data_tiling_encoding(operand: int, info: ContractionInfo) -> Attribute | str:
    """The `data-tiling` factory: IREE's `#iree_encoding.encoding` of operand `operand`."""
    op = info.op
    assert isinstance(op, LinalgStructuredOperation)
    maps = [AffineMapAttr(m) for m in info.indexing_maps]
    return EncodingAttr(operand, "matmul", element_types_with_signedness(op), maps, list(info.iteration_sizes))


def encode_contraction(rewriter: Rewriter, op: LinalgStructuredOperation, encodings: Sequence[Attribute]) -> None:
    """`setDataTilingEncodings`: set_encoding x 3, the op on encoded types, unset_encoding."""
    at = InsertPoint.before(op)
    sizes = op.get_static_loop_ranges()
    loop_dims = [
        dynamic_size(rewriter, at, source.operand, source.dim_index)
        for source, size in zip(op.get_loop_bound_sources(), sizes)
        if size == DYNAMIC_INDEX
    ]
    operands = [*op.inputs, *op.outputs]
    sets: list[Operation] = []
    for value, encoding in zip(operands, encodings, strict=True):
        plain = tensor_type_of(value)
        encoded = TensorType(plain.element_type, plain.get_shape(), encoding)
        sets.append(SetEncodingOp(value, encoded, loop_dims))
    rewriter.insert_op(sets, at)
    attributes = {k: v for k, v in op.attributes.items() if k != DATA_TILING_HINT}
    rebuilt = type(op).create(
        operands=[s.results[0] for s in sets],
        result_types=[sets[-1].results[0].type],
        properties=dict(op.properties),
        attributes=attributes,
        regions=[op.detach_region(r) for r in list(op.regions)],
    )
    rewriter.insert_op(rebuilt, at)
    result_sizes = dynamic_sizes(rewriter, at, op.outputs[0])
    unset = UnsetEncodingOp(rebuilt.results[0], tensor_type_of(op.results[0]), result_sizes, encoding_dims=loop_dims)
    rewriter.insert_op(unset, at)
    rewriter.replace_op(op, [], [unset.results[0]])


def fold_fill_into_encoded_empty(rewriter: Rewriter, op: SetEncodingOp) -> bool:
    """`FoldFillWithSetEncoding`: `set_encoding(fill(x, outs))` -> `fill(x, outs tensor.empty : encoded)`."""
    fill = op.source.owner
    if not isinstance(fill, FillOp):
        return False
    at = InsertPoint.before(op)
    sizes = dynamic_sizes(rewriter, at, fill.outputs[0])
    empty = tensor.EmptyOp(sizes, op.result.type)
    new_fill = FillOp(fill.inputs, [empty.tensor], [op.result.type])
    rewriter.insert_op([empty, new_fill], at)
    rewriter.replace_op(op, [], [new_fill.results[0]])
    return True


def is_dead(op: Operation) -> bool:
    """Unused and without effects: what MLIR's greedy driver erases (linalg ops on tensors included)."""
    if any(r.first_use is not None for r in op.results) or not op.results:
        return False
    if isinstance(op, LinalgStructuredOperation):
        return all(isa(v.type, TensorType[Attribute]) or not isinstance(v.type, TensorType) for v in op.operands)
    return would_be_trivially_dead(op)


def erase_dead_ops(rewriter: Rewriter, function: FunctionLike) -> None:
    changed = True
    while changed:
        changed = False
        for op in reversed(list(function.body.walk())):
            if op.parent_op() is not None and is_dead(op):
                rewriter.erase_op(op)
                changed = True


Remark = Callable[[Operation, str], None]

FunctionLike = func.FuncOp | util.FuncOp | util.InitializerOp
"""The ops IREE's passes run on here: what implements `FunctionOpInterface` in these dialects."""


def has_workgroup_count(op: Operation) -> bool:
    """Inside a `flow.dispatch.region` whose workgroup count is already decided (IREE skips those)."""
    region = op.parent_op()
    while region is not None and not isinstance(region, flow.DispatchRegionOp):
        region = region.parent_op()
    return region is not None and bool(region.workgroup_count.blocks)


def precondition_problem(op: LinalgStructuredOperation) -> str | None:
    """`dataTilablePreCondition`'s rules that need more than the op's operands: its parents, its attributes."""
    if has_workgroup_count(op):
        return "not data-tiled: inside a flow.dispatch.region with a workgroup count region"
    if COMPILATION_INFO in op.attributes:
        return f"not data-tiled: the op has a preset {COMPILATION_INFO}"
    return None


def data_tiling_verdict(op: LinalgStructuredOperation) -> ContractionDims | str:
    """`data_tiling_contraction`, plus the preconditions that need the op's parents and attributes."""
    return precondition_problem(op) or data_tiling_contraction(op)


def conv_verdict(op: LinalgStructuredOperation) -> ConvolutionDims | str:
    """`isSupportedConvolutionOp`: `data_tiling_convolution` plus the same preconditions."""
    return precondition_problem(op) or data_tiling_convolution(op)


def conv_encodings(op: LinalgStructuredOperation) -> list[Attribute]:
    """`getEncodingProperties` on a convolution: `op_type = conv`, the element types as they are."""
    maps = [AffineMapAttr(m.data) for m in op.get_indexing_maps().data]
    sizes = [None if s == DYNAMIC_INDEX else s for s in op.get_static_loop_ranges()]
    types = conv_element_types(op)
    return [EncodingAttr(i, "conv", types, maps, sizes) for i in range(3)]


def annotated(op: LinalgStructuredOperation, op_types: tuple[str, ...]) -> tuple[str, str | None]:
    """What the annotation step makes of `op`: (`matmul` / `convolution` / `""`, why not for remarks)."""
    reasons: list[str] = []
    if "matmul" in op_types:
        verdict = data_tiling_verdict(op)
        if not isinstance(verdict, str):
            return "matmul", None
        reasons.append(verdict)
    if "convolution" in op_types:
        conv = conv_verdict(op)
        if not isinstance(conv, str):
            return "convolution", None
        if not reasons or "already carries" in conv or conv.startswith("not data-tiled"):
            reasons = [conv]
        else:
            reasons.append(conv.replace("not a convolution", "nor a convolution", 1))
    return "", "; ".join(
        reasons
    ) if reasons else "not data-tiled: data-tiling-op-types has neither matmul nor convolution"


def set_data_tiling_encodings(
    module: ModuleOp,
    name: str = "data-tiling",
    factory: EncodingFactory = data_tiling_encoding,
    remark: Remark | None = None,
    op_types: tuple[str, ...] = DEFAULT_DATA_TILING_OP_TYPES,
) -> None:
    """The two IREE passes on every function-like op of `module`; `remark(op, message)` says what was done and why.

    The driver of `encoding=data-tiling` (and of any factory registered with it): `factory` gives each
    contraction operand's encoding; a convolution (`op_types` has `convolution`) gets `op_type = conv`
    encodings. A hinted op is encoded whatever `op_types` says, as IREE's `set_encoding` does."""
    rewriter = Rewriter()
    for function in [op for op in module.walk() if isinstance(op, FunctionLike)]:
        ops = [op for op in function.body.walk() if isinstance(op, LinalgStructuredOperation)]
        hinted = [op for op in ops if DATA_TILING_HINT in op.attributes]
        candidates: list[tuple[LinalgStructuredOperation, str]] = []
        for op in ops:
            if hinted:
                if op not in hinted:
                    continue
                kind, _ = annotated(op, ("matmul", "convolution"))
                if not kind:
                    raise PassFailedException(
                        f"set-encoding{{encoding=data-tiling}}: {op.name} has the hint "
                        f"{DATA_TILING_HINT} but cannot be encoded: {data_tiling_verdict(op)}"
                    )
                candidates.append((op, kind))
                continue
            kind, why = annotated(op, op_types)
            if not kind:
                if remark is not None and why is not None and "already carries" not in why:
                    remark(op, why)
                continue
            candidates.append((op, kind))
        for op, kind in candidates:
            if kind == "convolution":
                if remark is not None:
                    remark(op, f"set conv encodings (iteration_sizes = {list(op.get_static_loop_ranges())})")
                encode_contraction(rewriter, op, conv_encodings(op))
                continue
            info = contraction_info(op)
            encodings = [factory(i, info) for i in range(len(op.operands))]
            refusal = next((e for e in encodings if isinstance(e, str)), None)
            if refusal is not None:
                if remark is not None:
                    remark(op, refusal)
                continue
            if remark is not None:
                remark(op, f"set {name} encodings (iteration_sizes = {list(op.get_static_loop_ranges())})")
            encode_contraction(rewriter, op, [e for e in encodings if not isinstance(e, str)])
        for op in [o for o in function.body.walk() if isinstance(o, SetEncodingOp)]:
            fold_fill_into_encoded_empty(rewriter, op)
        erase_dead_ops(rewriter, function)
