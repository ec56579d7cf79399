"""`set-encoding{encoding=padding}`: IREE 3.13's `iree-dispatch-creation-set-encoding{encoding-option=padding}`.

DispatchCreation/SetEncoding.cpp (`getOperandsToPad`, `padProducerOfValue`, `padOperandsOfOp`) and
FusionUtils.cpp (`getProducerDispatchValueAndOpChain`), b48a595 = IREE 3.13. For every contraction
(`isaContractionOpInterface`) inside a `flow.dispatch.region`, with static reduction loops, a
parallel iteration space of at least 64 elements and no attention in the producer of its LHS or
RHS: each of operands 0 and 1 that a single-block `flow.dispatch.region` produces (directly or
through single-use `tensor.collapse_shape` / `expand_shape`) is re-produced by a copy of that
region yielding `set_encoding(reshapes(value))` as `tensor<..., #iree_encoding.padding<[0, ..., ?]>>`
(last dim `?`, for the resolver), and read back with `unset_encoding` right before the contraction.
Then, as IREE's greedy clean-up: `tensor.dim` of the operand is folded to the sizes the region and
the reshapes know (`affine.apply` for a collapsed group), and dead ops are erased.

Only values passed between dispatch regions are padded: a function without `flow.dispatch.region`
(run IREE's `form-dispatch-regions`, or write them) gets nothing, and a remark says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import prod

from xdsl.dialects import affine, arith, func, tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    TensorType,
    UnregisteredOp,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import is_side_effect_free
from xdsl.utils.hints import isa

from xdsl_encoding.dialects import flow, util
from xdsl_encoding.dialects.iree_encoding import PaddingAttr, SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.layouts.contraction import NotAContraction, contraction_interface_problem
from xdsl_encoding.layouts.encoding_factory import ContractionInfo, EncodingFactory
from xdsl_encoding.reshape.reassociation import groups_from_attr
from xdsl_encoding.transforms.set_encoding_data_tiling import is_dead, loop_size_source

SKINNY_MATMUL_THRESHOLD = 64
"""IREE's `kSkinnyMatmulThreshold`: a static parallel iteration space smaller than this is not padded."""

ATTENTION_OPS = ("iree_linalg_ext.attention", "iree_linalg_ext.online_attention")
"""A producer region holding one of these is never padded (IREE #21149)."""

Remark = Callable[[Operation, str], None]
FunctionLike = func.FuncOp | util.FuncOp | util.InitializerOp
Reshape = tensor.CollapseShapeOp | tensor.ExpandShapeOp


@dataclass(frozen=True)
class Measured:
    """A size only a `tensor.dim` gives (a block argument's, another op's): built as one."""

    value: SSAValue
    dim: int


Size = SSAValue | Measured | tuple[tuple["Size", ...], int]
"""A reified dynamic size: a value, a `tensor.dim` to build, or a product of sizes and a constant
(an `affine.apply` to build)."""


def contraction_problem(op: LinalgStructuredOperation) -> str | None:
    """Why `op` is not MLIR's `isaContractionOpInterface`, or None."""
    problem = contraction_interface_problem(op)
    if problem is NotAContraction.OPERAND_COUNT:
        return f"{len(op.inputs)} inputs and {len(op.outputs)} inits (a contraction has 2 and 1)"
    return None if problem is None else problem.value


def producer_chain(value: SSAValue) -> tuple[OpResult, list[Reshape]] | None:
    """`getProducerDispatchValueAndOpChain`: the single-use `flow.dispatch.region` result behind
    `value` and the single-use reshapes in between (consumer side first), or None."""
    if not isa(value.type, TensorType[Attribute]) or value.type.get_num_dims() == 0:
        return None
    chain: list[Reshape] = []
    while isinstance(value, OpResult) and not isinstance(value.owner, flow.DispatchRegionOp):
        if not value.has_one_use() or not isinstance(value.owner, Reshape):
            return None
        chain.append(value.owner)
        value = value.owner.src
    if not isinstance(value, OpResult) or not isinstance(value.owner, flow.DispatchRegionOp):
        return None
    if len(value.owner.body.blocks) != 1 or not value.has_one_use():
        return None
    return value, chain


def producer_problem(value: SSAValue) -> str:
    """Why `producer_chain(value)` found no region to pad, in the words of its rules."""
    if not isa(value.type, TensorType[Attribute]) or value.type.get_num_dims() == 0:
        return "it is not a tensor of rank 1 or more"
    while isinstance(value, OpResult) and not isinstance(value.owner, flow.DispatchRegionOp):
        if not isinstance(value.owner, Reshape):
            break
        if not value.has_one_use():
            return f"the {value.owner.name} between it and its producer has {len(list(value.uses))} uses"
        value = value.owner.src
    if not isinstance(value, OpResult) or not isinstance(value.owner, flow.DispatchRegionOp):
        return "not produced by a flow.dispatch.region (through reshapes)"
    if len(value.owner.body.blocks) != 1:
        return "its producer flow.dispatch.region has more than one block"
    uses = len(list(value.uses))
    return (
        f"its producer flow.dispatch.region result has {uses} uses (IREE pads a single-use result only: "
        "the padded copy would serve one reader)"
    )


def skip_reason(op: LinalgStructuredOperation) -> str | None:
    """`getOperandsToPad`'s skip rules: dynamic K, a skinny problem, an attention producer."""
    kinds = [t.data for t in op.get_iterator_types().data]
    ranges = op.get_static_loop_ranges()
    dynamic_k = [d for d, (k, r) in enumerate(zip(kinds, ranges)) if k == IteratorType.REDUCTION and r == DYNAMIC_INDEX]
    if dynamic_k:
        return f"reduction loop d{dynamic_k[0]} is dynamic"
    parallel = [r for k, r in zip(kinds, ranges) if k != IteratorType.REDUCTION]
    if DYNAMIC_INDEX not in parallel and prod(parallel) < SKINNY_MATMUL_THRESHOLD:
        return f"skinny: the parallel loops span {prod(parallel)} < {SKINNY_MATMUL_THRESHOLD} elements"
    for i in (0, 1):
        found = producer_chain(op.operands[i])
        if found is None or len(found[0].owner.results) != 1:
            continue
        if any(op_name(nested) in ATTENTION_OPS for nested in found[0].owner.walk()):
            return f"the producer region of operand #{i} holds an attention op"
    return None


def op_name(op: Operation) -> str:
    """The name of `op`, also when its dialect is not registered (`--allow-unregistered-dialect`)."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def reified_size(value: SSAValue, dim: int) -> Size:
    """What IREE's clean-up folds `tensor.dim value, dim` to (`ReifyRankedShapedTypeOpInterface`)."""
    owner = value.owner
    if isinstance(owner, flow.DispatchRegionOp):
        assert isinstance(value, OpResult)
        before = sum(1 for r in owner.results[: value.index] for s in tensor_type(r).get_shape() if s == DYNAMIC_INDEX)
        before += sum(1 for s in tensor_type(value).get_shape()[:dim] if s == DYNAMIC_INDEX)
        return owner.result_dims[before]
    if isinstance(owner, tensor.EmptyOp):
        return owner.dynamic_sizes[sum(1 for s in tensor_type(value).get_shape()[:dim] if s == DYNAMIC_INDEX)]
    if isinstance(owner, tensor.ExpandShapeOp):
        static = owner.static_output_shape.get_values()
        return owner.dynamic_output_shape[sum(1 for s in static[:dim] if s == DYNAMIC_INDEX)]
    if isinstance(owner, UnsetEncodingOp):
        return owner.result_dims[sum(1 for s in tensor_type(value).get_shape()[:dim] if s == DYNAMIC_INDEX)]
    if isinstance(owner, SetEncodingOp):
        return reified_size(owner.source, dim)
    if isinstance(owner, LinalgStructuredOperation) and isinstance(value, OpResult):
        source = loop_size_source(owner, value.index, dim)
        return Measured(value, dim) if source is None else reified_size(*source)
    if not isinstance(owner, tensor.CollapseShapeOp):
        return Measured(value, dim)
    # MLIR's `getCollapsedOutputDimFromInputShape`: one `affine.apply` of the group's product, whose
    # operands are the source's `tensor.dim`s, each reified on its own (a nested collapse: its own apply)
    group = groups_from_attr(owner.reassociation)[dim]
    source_shape = tensor_type(owner.src).get_shape()
    factors: list[Size] = []
    constant = 1
    for d in group:
        if source_shape[d] != DYNAMIC_INDEX:
            constant *= source_shape[d]
            continue
        factors.append(reified_size(owner.src, d))
    if len(factors) == 1 and constant == 1:
        return factors[0]
    return tuple(factors), constant


def tensor_type(value: SSAValue) -> TensorType[Attribute]:
    t = value.type
    assert isa(t, TensorType[Attribute])
    return t


def build_size(rewriter: Rewriter, at: InsertPoint, size: Size) -> SSAValue:
    """A reified size as a value: `affine.apply affine_map<()[s0] -> (s0 * 2)>()[%m]` for a product."""
    if isinstance(size, SSAValue):
        return size
    if isinstance(size, Measured):
        index = arith.ConstantOp(IntegerAttr(size.dim, IndexType()))
        measured = tensor.DimOp(size.value, index)
        rewriter.insert_op([index, measured], at)
        return measured.result
    factors = [build_size(rewriter, at, f) for f in size[0]]
    constant = size[1]
    expr: AffineExpr | None = None
    for i in range(len(factors)):
        symbol = AffineExpr.symbol(i)
        expr = symbol if expr is None else expr * symbol
    assert expr is not None
    if constant != 1:
        expr = expr * constant
    apply = affine.ApplyOp(factors, AffineMapAttr(AffineMap(0, len(factors), (expr,))))
    rewriter.insert_op(apply, at)
    return apply.result


def pad_producer(rewriter: Rewriter, consumer: Operation, operand: SSAValue) -> tuple[SSAValue, list[SSAValue]] | None:
    """`padProducerOfValue`: a copy of the producer region yielding `operand` with the padding encoding,
    placed before the consumer region; its result and the operand's dynamic sizes, or None."""
    found = producer_chain(operand)
    if found is None:
        return None
    produced, chain = found
    producer = produced.owner
    assert isinstance(producer, flow.DispatchRegionOp)
    plain = tensor_type(operand)
    rank = plain.get_num_dims()
    encoded = TensorType(plain.element_type, plain.get_shape(), PaddingAttr([0] * (rank - 1) + [DYNAMIC_INDEX]))
    at = InsertPoint.before(consumer)
    sizes = [
        build_size(rewriter, at, reified_size(operand, d))
        for d, s in enumerate(plain.get_shape())
        if s == DYNAMIC_INDEX
    ]
    result_types: list[Attribute] = [r.type for r in producer.results]
    result_types[produced.index] = encoded
    dims: list[SSAValue] = []
    position = 0
    for r in producer.results:
        count = sum(1 for s in tensor_type(r).get_shape() if s == DYNAMIC_INDEX)
        dims += sizes if r is produced else list(producer.result_dims[position : position + count])
        position += count
    new = flow.DispatchRegionOp.build(
        operands=[dims, list(producer.workload)],
        result_types=[result_types],
        regions=[producer.body.clone(), producer.workgroup_count.clone()],
        attributes=dict(producer.attributes),
    )
    rewriter.insert_op(new, at)
    terminator = new.body.block.last_op
    assert isinstance(terminator, flow.ReturnOp)
    mapping: dict[SSAValue, SSAValue] = {produced: terminator.operands[produced.index]}
    for reshape in reversed(chain):
        clone = reshape.clone(value_mapper=mapping)
        rewriter.insert_op(clone, InsertPoint.before(terminator))
    set_op = SetEncodingOp(mapping[operand], encoded)
    rewriter.insert_op(set_op, InsertPoint.before(terminator))
    terminator.operands[produced.index] = set_op.result
    return new.results[produced.index], sizes


def is_dead_region(op: Operation) -> bool:
    """An unused `flow.dispatch.region` whose body has no effect (IREE's region has recursive effects;
    its workgroup count region only computes sizes)."""
    if not isinstance(op, flow.DispatchRegionOp) or any(r.first_use is not None for r in op.results):
        return False
    return all(
        isinstance(nested, flow.ReturnOp)
        or is_side_effect_free(nested)
        or (
            isinstance(nested, LinalgStructuredOperation)
            and not any(isinstance(v.type, MemRefType) for v in nested.operands)
        )
        for nested in op.body.block.ops
    )


REIFIABLE = (
    flow.DispatchRegionOp,
    tensor.EmptyOp,
    tensor.ExpandShapeOp,
    tensor.CollapseShapeOp,
    SetEncodingOp,
    UnsetEncodingOp,
    LinalgStructuredOperation,
)


def _dim_index(op: tensor.DimOp) -> int | None:
    """The dim a `tensor.dim` reads, when its index is a constant within the rank."""
    index = op.index.owner
    if not isinstance(index, arith.ConstantOp) or not isinstance(index.value, IntegerAttr):
        return None
    d = index.value.value.data
    return d if isa(op.source.type, TensorType[Attribute]) and 0 <= d < op.source.type.get_num_dims() else None


def fold_dims(rewriter: Rewriter, function: FunctionLike) -> None:
    """IREE's clean-up on the `tensor.dim`s of the function: a static dim becomes a constant (one per
    value, at the function's entry, as MLIR's folder materializes them); a dynamic dim of a region
    result, `tensor.empty`, reshape, linalg result or set/unset_encoding the size it is built from."""
    constants: dict[int, arith.ConstantOp] = {}
    for op in [o for o in function.body.walk() if isinstance(o, tensor.DimOp)]:
        d = _dim_index(op)
        if d is None:
            continue
        size = tensor_type(op.source).get_shape()[d]
        if size != DYNAMIC_INDEX:
            if size not in constants:
                constants[size] = arith.ConstantOp(IntegerAttr(size, IndexType()))
                rewriter.insert_op(constants[size], InsertPoint.at_start(function.body.block))
            op.result.replace_all_uses_with(constants[size].result)
        elif isinstance(op.source.owner, REIFIABLE):
            op.result.replace_all_uses_with(build_size(rewriter, InsertPoint.before(op), reified_size(op.source, d)))


def erase_dead(rewriter: Rewriter, function: FunctionLike) -> None:
    """The greedy driver's dead-code removal: pure unused ops, linalg ops on tensors, unused regions."""
    changed = True
    while changed:
        changed = False
        for op in reversed(list(function.body.walk())):
            if op.parent_op() is None:
                continue
            if is_dead(op) or is_dead_region(op):
                rewriter.erase_op(op)
                changed = True


def set_padding_encodings(module: Operation, remark: Remark | None = None) -> None:
    """The pass on every function-like op of `module`; `remark(op, message)` says what was done and why."""
    rewriter = Rewriter()
    for function in [op for op in module.walk() if isinstance(op, FunctionLike)]:
        if not any(isinstance(op, flow.DispatchRegionOp) for op in function.body.walk()):
            if remark is not None:
                remark(
                    function,
                    "no flow.dispatch.region: nothing padded (only values passed between dispatch regions are; "
                    "form the regions first, e.g. with IREE's iree-dispatch-creation-form-dispatch-regions)",
                )
            fold_dims(rewriter, function)
            erase_dead(rewriter, function)
            continue
        candidates: list[LinalgStructuredOperation] = []
        for op in function.body.walk():
            if not isinstance(op, LinalgStructuredOperation):
                continue
            reason = contraction_problem(op)
            if reason is None:
                reason = skip_reason(op)
            if reason is None:
                candidates.append(op)
            elif remark is not None and len(op.inputs) == 2 and "not on tensors" not in reason:
                remark(
                    op,
                    f"not padded: {reason}"
                    if reason.startswith(("skinny", "reduction", "the producer"))
                    else f"not padded: not a contraction ({reason})",
                )
        for op in candidates:
            pad_operands(rewriter, op, remark)
        fold_dims(rewriter, function)
        erase_dead(rewriter, function)


def pad_operands(rewriter: Rewriter, op: LinalgStructuredOperation, remark: Remark | None) -> None:
    """`padOperandsOfOp`: LHS and RHS of a contraction inside a dispatch region."""
    region = op.parent_op()
    while region is not None and not isinstance(region, flow.DispatchRegionOp):
        region = region.parent_op()
    if region is None:
        if remark is not None:
            remark(op, "not padded: not inside a flow.dispatch.region")
        return
    padded: list[str] = []
    for i in (0, 1):
        operand = op.operands[i]
        found = pad_producer(rewriter, region, operand)
        if found is None:
            if remark is not None:
                remark(op, f"operand #{i} not padded: {producer_problem(operand)}")
            continue
        value, sizes = found
        unset = UnsetEncodingOp(value, tensor_type(operand), sizes)
        rewriter.insert_op(unset, InsertPoint.before(op))
        op.operands[i] = unset.result
        padded.append(f"#{i} {value.type}")
    if padded and remark is not None:
        remark(op, f"padded operands {', '.join(padded)}")


def padding_encoding(operand_index: int, info: ContractionInfo) -> Attribute | str:
    """The encoding IREE's padding option sets: `padding<[0, ..., ?]>` on LHS and RHS, none on the ACC."""
    if operand_index >= 2:
        return "the accumulator is not encoded by the padding option"
    rank = len(info.shapes[operand_index])
    return PaddingAttr([0] * (rank - 1) + [DYNAMIC_INDEX])


def set_padding_encodings_with(module: ModuleOp, name: str, factory: EncodingFactory, remark: Remark | None) -> None:
    """The padding option's own driver: only operands produced by another dispatch region are encoded."""
    set_padding_encodings(module, remark)
