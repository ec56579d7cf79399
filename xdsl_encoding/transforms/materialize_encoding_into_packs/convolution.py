"""A convolution on `op_type = conv` encodings: IREE 3.13's `lowerConvolutionOpWithEncoding`.

Under the identity layout the op is cloned on plain types (`dropEncodingAndCloneOp`). Under NCHWc
(`data_tiling/convolution.py`) it becomes the 9-D `linalg.generic` of `getDataTiledConvIterationSpace`
over the packed input `[N, IC/c0, H, W, c0]`, filter `[OC/k0, IC/c0, KH, KW, c0, k0]` and output
`[N, OC/k0, OH, OW, k0]`, with IREE's body `addf(mulf(in, filter), out)`. A batch-less convolution
packs to rank 4: the input and output are expanded with a unit batch around the generic, whose
result is collapsed back, as IREE does.

Strides and dilations follow the input's image dims in tensor order (IREE takes them in loop
order; docs/decisions.md, "conv data tiling: image dims in input order").
"""

from __future__ import annotations

from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import AffineMapAttr, AnyFloat, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import GenericOp, YieldOp
from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.convolution import (
    TILED_CONV_ITERATORS,
    convolution_problem,
    image_pairs,
    op_convolution_dims,
    tiled_conv_maps,
)
from xdsl_encoding.data_tiling.encoding_info import OperandEncoding
from xdsl_encoding.interfaces import OperandEncodingAttr
from xdsl_encoding.layouts.contraction import has_matmul_like_body
from xdsl_encoding.reshape.reassociation import groups_to_attr
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    drop_encodings,
    reified_dynamic_sizes,
    tensor_of,
)

BATCH_GROUPS = [[0, 1], [2], [3], [4]]
"""The reassociation restoring (and removing) the unit batch of a batch-less packed operand."""


def conv_encoded(lowering: Lowering, op: LinalgStructuredOperation) -> bool:
    """Does an operand of `op` carry an `op_type = conv` encoding?"""
    for value in op.operands:
        t = lowering.logical_type(value)
        if isa(t, TensorType[Attribute]) and isinstance(t.encoding, OperandEncodingAttr):
            if t.encoding.encoded_op_type() == "conv":
                return True
    return False


def lower_convolution(lowering: Lowering, op: LinalgStructuredOperation) -> list[SSAValue]:
    """`lowerConvolutionOpWithEncoding`: the op on plain types, or the 9-D generic on the packed operands."""
    types = [tensor_of(lowering.logical_type(v), op) for v in op.operands]
    views = [OperandEncoding.of(t.encoding) for t in types]
    if [v.operand_index if isinstance(v, OperandEncoding) else None for v in views] != [0, 1, 2]:
        raise LoweringError(
            op, f"{op.name}: operands must carry conv encodings with operand_index 0, 1, 2 (input, filter, output)"
        )
    if lowering.layouts.info(tensor_of(op.results[0].type, op)).is_identity:
        return drop_encodings(lowering, op)
    problem = convolution_problem(op)
    dims = op_convolution_dims(op) if problem is None else None
    if dims is None:
        raise LoweringError(op, f"{op.name}: its operands are packed for a convolution but it is none ({problem})")
    pairs = image_pairs(op.get_indexing_maps().data[0].data, dims)
    if pairs is None or len(pairs.strides) != 2:
        raise LoweringError(op, f"{op.name}: not a 2-D convolution with one output image and filter loop per image dim")
    if not has_matmul_like_body(op.body.block) or not isinstance(types[2].element_type, AnyFloat):
        raise LoweringError(
            op,
            f"{op.name}: the packed convolution computes out + in * filter on floats; this op's body or element "
            "type is another (the zeros that pad the channels would change its result)",
        )
    packed_input, packed_filter, packed_output = (lowering.new(v) for v in op.operands)
    input_rank = tensor_of(packed_input.type, op).get_num_dims()
    output_type = tensor_of(packed_output.type, op)
    filter_rank = tensor_of(packed_filter.type, op).get_num_dims()
    if input_rank not in (4, 5) or input_rank != output_type.get_num_dims() or filter_rank != 6:
        raise LoweringError(op, f"{op.name}: packed operands of ranks {input_rank}, {filter_rank}, {output_type}")
    batchless = input_rank == 4
    if batchless:
        packed_input = _with_unit_batch(lowering, op, packed_input)
        packed_output = _with_unit_batch(lowering, op, packed_output)
    element = tensor_of(packed_output.type, op).element_type
    block = Block(arg_types=[tensor_of(packed_input.type, op).element_type, types[1].element_type, element])
    mul = arith.MulfOp(block.args[0], block.args[1])
    add = arith.AddfOp(mul.result, block.args[2])
    block.add_ops([mul, add, YieldOp(add.result)])
    maps = tiled_conv_maps(pairs.strides, pairs.dilations)
    generic = GenericOp(
        [packed_input, packed_filter],
        [packed_output],
        Region(block),
        [AffineMapAttr(m) for m in maps],
        [IteratorTypeAttr(t) for t in TILED_CONV_ITERATORS],
        [packed_output.type],
    )
    result = lowering.insert(generic, op).results[0]
    if batchless:
        collapse = tensor.CollapseShapeOp(
            operands=[result], result_types=[output_type], properties={"reassociation": groups_to_attr(BATCH_GROUPS)}
        )
        result = lowering.insert(collapse, op).results[0]
    return [result]


def _with_unit_batch(lowering: Lowering, op: LinalgStructuredOperation, value: SSAValue) -> SSAValue:
    """`[C/c, H, W, c]` -> `[1, C/c, H, W, c]` (IREE's `prependUnitBatchDim`)."""
    t = tensor_of(value.type, op)
    expanded = TensorType(t.element_type, (1, *t.get_shape()))
    sizes = reified_dynamic_sizes(lowering, value, op)
    expand = tensor.ExpandShapeOp(value, sizes, groups_to_attr(BATCH_GROUPS), expanded.get_shape(), expanded)
    return lowering.insert(expand, op).results[0]
