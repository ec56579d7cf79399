"""Convolutions as IREE 3.13 data-tiles them on CPUs: recognition, dims, and the NCHWc layout.

Recognition is MLIR's `isaConvolutionOpInterface` and `inferConvolutionDims` (LinalgInterfaces.cpp,
its `ConvAccessExprWalker`): the input map's results are bare loop dims (unconvolved) or sums
`oi * stride + fl * dilation` (convolved), the filter and output maps are projected permutations,
and every loop is a batch, output image, output channel, filter loop, input channel or depth loop.
Poolings, `linalg.conv_2d`, depthwise and grouped convolutions all pass: IREE sets `op_type = conv`
encodings on them and its CPU resolver then keeps them in the identity layout.

The layout is `getEncodingInfoImpl`'s conv case (CPUEncodingExternalModels.cpp) and
`getEncodingInfoForConv` (Codegen/Dialect/Codegen/Utils/Utils.cpp): a 2-D convolution without
depth, dilation 1, with input and output channels, f32 x f32 -> f32, on x86_64 with `+avx512f`
(tiles OC x IC = 16 x 16) or aarch64 (8 x 8). Input `[N, IC/c0, H, W, c0]`, filter
`[OC/k0, IC/c0, KH, KW, c0, k0]`, output `[N, OC/k0, OH, OW, k0]`.

One difference from IREE (docs/decisions.md, "conv data tiling: image dims in input order"):
IREE orders the output's image dims, the filter's window dims and the strides by loop number,
the input's image dims by tensor position. A convolution whose loops put the output width before
the output height then packs the output transposed against the input, which gives wrong values
(or an unpack of the wrong shape). Here all three follow the input's image dims, which is IREE's
order whenever IREE is right.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, MemRefType, NoneAttr, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
)
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.linalg.window_ops import WindowOperation
from xdsl_encoding.targets.cpu import CpuTarget

CONV_IN, CONV_FILTER, CONV_OUT = 0, 1, 2
"""`IREE::Encoding::CONV_IN`, `CONV_FILTER`, `CONV_OUT`: the operand indices of a conv encoding."""


@dataclass
class InputWalk:
    """`ConvAccessExprWalker` over the input map: which loops are convolved, which bare, and their factors."""

    convolved: set[int]
    unconvolved: set[int]
    factor: dict[int, int]
    """A convolved loop's stride (output image) or dilation (filter loop); a symbol factor is absent."""
    pairs: dict[int, int]
    valid: bool
    """Every result had the walker's form (`isConvolutionInterfaceImpl` needs it; inference does not)."""


def _dim_and_factor(expr: AffineExpr) -> tuple[int, int | None] | None:
    """`getDimExprOrMulExprDimPos`: `d` (factor 1) or `d * c` / `c * d` (factor c)."""
    if isinstance(expr, AffineDimExpr):
        return expr.position, 1
    if isinstance(expr, AffineBinaryOpExpr) and expr.kind == AffineBinaryOpKind.Mul:
        dims = [e for e in (expr.lhs, expr.rhs) if isinstance(e, AffineDimExpr)]
        constants = [e for e in (expr.lhs, expr.rhs) if isinstance(e, AffineConstantExpr)]
        if dims and constants:
            return dims[0].position, constants[0].value
    return None


def walk_input_map(input_map: AffineMap) -> InputWalk:
    """Visit every result, then `clearMultiUseDims`."""
    walk = InputWalk(set(), set(), {}, {}, True)

    def seen(d: int) -> bool:
        return d in walk.convolved or d in walk.unconvolved

    for expr in input_map.results:
        if isinstance(expr, AffineDimExpr):
            if seen(expr.position):
                walk.valid = False
            else:
                walk.unconvolved.add(expr.position)
            continue
        if not isinstance(expr, AffineBinaryOpExpr) or expr.kind != AffineBinaryOpKind.Add:
            walk.valid = False
            continue
        sides: list[int] = []
        for side in (expr.lhs, expr.rhs):
            found = _dim_and_factor(side)
            if found is None or seen(found[0]):
                break
            d, factor = found
            if factor is not None:
                walk.factor[d] = factor
            walk.convolved.add(d)
            sides.append(d)
        if len(sides) != 2:
            walk.valid = False
            continue
        walk.pairs[sides[0]] = sides[1]
        walk.pairs[sides[1]] = sides[0]
    for d in range(input_map.num_dims):
        if sum(1 for e in input_map.results if d in e.used_dims()) > 1:
            walk.convolved.discard(d)
            walk.unconvolved.discard(d)
            paired = walk.pairs.pop(d, None)
            if paired is not None:
                walk.convolved.discard(paired)
                walk.unconvolved.discard(paired)
                walk.factor.pop(paired, None)
                walk.pairs.pop(paired, None)
    return walk


def _bare_dims(indexing_map: AffineMap) -> set[int]:
    return {e.position for e in indexing_map.results if isinstance(e, AffineDimExpr)}


@dataclass(frozen=True)
class ConvolutionDims:
    """`linalg::ConvolutionDimensions`: loop dims by role, each sorted; strides per output image loop,
    dilations per filter loop (in loop order, or the op's own `strides` / `dilations`)."""

    batch: tuple[int, ...]
    output_image: tuple[int, ...]
    output_channel: tuple[int, ...]
    filter_loop: tuple[int, ...]
    input_channel: tuple[int, ...]
    depth: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]


def infer_convolution_dims(
    maps: Sequence[AffineMap],
    parallel: set[int] | None = None,
    strides: tuple[int, ...] | None = None,
    dilations: tuple[int, ...] | None = None,
) -> ConvolutionDims | None:
    """`inferConvolutionDims`: from an op (its parallel loops, its `strides` / `dilations`) or from maps
    alone (`inferConvolutionDims(ArrayRef<AffineMap>)`: loops of the output map are parallel)."""
    if len(maps) < 3:
        return None
    input_map, filter_map, output_map = maps[0], maps[1], maps[-1]
    if parallel is None:
        if projected_dims(output_map) is None:
            return None
        parallel = _bare_dims(output_map)
    walk = walk_input_map(input_map)
    filter_par = {d for d in _single_dims(filter_map) if d in parallel}
    filter_red = {d for d in _single_dims(filter_map) if d not in parallel}
    output_par = {d for d in _single_dims(output_map) if d in parallel}
    batch = (walk.unconvolved & output_par) - filter_par
    output_image = walk.convolved & output_par
    output_channel = (filter_par & output_par) - walk.unconvolved
    depth = filter_par & output_par & walk.unconvolved
    filter_loop = walk.convolved & filter_red
    input_channel = walk.unconvolved & filter_red
    if not output_image:
        return None
    oi, fl = tuple(sorted(output_image)), tuple(sorted(filter_loop))
    if strides is None:
        if any(d not in walk.factor for d in oi):
            return None  # a symbol stride: MLIR asserts on it
        strides = tuple(walk.factor[d] for d in oi)
    if dilations is None:
        if any(d not in walk.factor for d in fl):
            return None
        dilations = tuple(walk.factor[d] for d in fl)
    return ConvolutionDims(
        tuple(sorted(batch)),
        oi,
        tuple(sorted(output_channel)),
        fl,
        tuple(sorted(input_channel)),
        tuple(sorted(depth)),
        strides,
        dilations,
    )


def _single_dims(indexing_map: AffineMap) -> set[int]:
    """`findPermutationsIndexingOperand` without the iterator filter: bare dims used by one result only."""
    found: set[int] = set()
    for e in indexing_map.results:
        if isinstance(e, AffineDimExpr) and sum(1 for r in indexing_map.results if e.position in r.used_dims()) == 1:
            found.add(e.position)
    return found


def projected_dims(indexing_map: AffineMap) -> list[int] | None:
    """The loop dims of a projected permutation, in result order; None if it is not one."""
    dims: list[int] = []
    for e in indexing_map.results:
        if not isinstance(e, AffineDimExpr) or e.position in dims:
            return None
        dims.append(e.position)
    return dims


def _native(op: Operation, name: str) -> tuple[int, ...] | None:
    """The op's own `strides` / `dilations` (a window op that has them), else None: read from the maps."""
    if not isinstance(op, WindowOperation) or not op.window().strided:
        return None
    attr = op.properties.get(name)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        return tuple(int(v) for v in attr.get_values())
    return None


def convolution_problem(op: LinalgStructuredOperation) -> str | None:
    """Why `op` is not MLIR's `isaConvolutionOpInterface`, or None if it is."""
    if len(op.inputs) < 2 or len(op.outputs) != 1:
        return f"{len(op.inputs)} inputs and {len(op.outputs)} inits (expected at least 2 and 1)"
    maps = [m.data for m in op.get_indexing_maps().data]
    walk = walk_input_map(maps[0])
    if not walk.valid:
        return "the input map is not made of loop dims and sums `oi * stride + fl * dilation`"
    output_dims, filter_dims = projected_dims(maps[-1]), projected_dims(maps[1])
    if output_dims is None or filter_dims is None:
        return "the filter or output map is not a projected permutation"
    kinds = [t.data for t in op.get_iterator_types().data]
    seen: set[int] = set()
    for d in output_dims:
        in_filter = d in filter_dims
        if (d in walk.unconvolved and not in_filter) or (d in walk.convolved and not in_filter):
            pass  # batch / output image
        elif d not in walk.convolved and d not in walk.unconvolved and in_filter:
            pass  # output channel
        elif d in walk.unconvolved and in_filter:
            pass  # depth
        else:
            return f"loop d{d} of the output is no convolution loop"
        if kinds[d] != IteratorType.PARALLEL:
            return f"output loop d{d} is not parallel"
        seen.add(d)
    for d in filter_dims:
        if d in output_dims and d not in walk.unconvolved and d not in walk.convolved:
            continue
        if d in walk.unconvolved and d in output_dims:
            continue
        if (d in walk.convolved or d in walk.unconvolved) and d not in output_dims:
            if kinds[d] != IteratorType.REDUCTION:
                return f"filter loop d{d} is not a reduction"
            if d in seen:
                return f"loop d{d} is no convolution loop"
            seen.add(d)
            continue
        return f"loop d{d} of the filter is no convolution loop"
    if len(seen) != len(kinds):
        return "some loop is no convolution loop"
    if not walk.convolved:
        return "no convolved dims"
    return None


def op_convolution_dims(op: LinalgStructuredOperation) -> ConvolutionDims | None:
    """`linalg::inferConvolutionDims(linalgOp)`: two inputs, the op's iterators and strides/dilations."""
    if len(op.inputs) != 2 or len(op.outputs) != 1:
        return None
    maps = [m.data for m in op.get_indexing_maps().data]
    kinds = [t.data for t in op.get_iterator_types().data]
    parallel = {d for d, k in enumerate(kinds) if k == IteratorType.PARALLEL}
    return infer_convolution_dims(maps, parallel, _native(op, "strides"), _native(op, "dilations"))


def data_tiling_convolution(op: Operation) -> ConvolutionDims | str:
    """`isSupportedConvolutionOp`: the dims of `op` if IREE 3.13 sets conv encodings on it, else why not."""
    if not isinstance(op, LinalgStructuredOperation):
        return "not a linalg structured op"
    if any(isinstance(v.type, MemRefType) for v in op.operands) or not op.results:
        return "not on tensors"
    if any(isa(v.type, TensorType[Attribute]) and not isinstance(v.type.encoding, NoneAttr) for v in op.operands):
        return "an operand already carries an encoding"
    problem = convolution_problem(op)
    if problem is not None:
        return f"not a convolution: {problem}"
    dims = op_convolution_dims(op)
    if dims is None:
        return "not a convolution: its dims cannot be inferred"
    return dims


def conv_element_types(op: LinalgStructuredOperation) -> tuple[Attribute, Attribute, Attribute]:
    """Input, filter and output element types, as they are (no signedness inference for convolutions)."""
    types: list[Attribute] = []
    for value in (op.inputs[0], op.inputs[1], op.outputs[0]):
        t = value.type
        types.append(t.element_type if isa(t, TensorType[Attribute]) else t)
    return types[0], types[1], types[2]


# ---------------------------------------------------------------------------------------
# The layout
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ConvTile:
    """`TileOCxIC`: the output- and input-channel tiles (k0, c0)."""

    oc: int
    ic: int

    def __str__(self) -> str:
        return f"{self.oc}x{self.ic}"


def conv_tiles(target: CpuTarget, element_types: Sequence[Attribute]) -> list[ConvTile]:
    """`enumerateCPUConvTiles`: f32 only; aarch64 8x8, x86_64 with `+avx512f` 16x16, nothing elsewhere."""
    if target.backend != "llvm-cpu" or len(element_types) < 3:
        return []
    if not all(str(t) == "f32" for t in element_types[:3]):
        return []
    if target.arch == "aarch64":
        return [ConvTile(8, 8)]
    if target.arch == "x86_64" and target.has_feature("+avx512f"):
        return [ConvTile(16, 16)]
    return []


@dataclass(frozen=True)
class ImagePairs:
    """Per image dim of the input, in tensor order: its output image loop and filter loop, stride, dilation."""

    input_positions: tuple[int, ...]
    output_image: tuple[int, ...]
    filter_loop: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]


def image_pairs(input_map: AffineMap, dims: ConvolutionDims) -> ImagePairs | None:
    """The input's convolved dims in tensor order, each with its `oi * stride + fl * dilation` parts."""
    positions: list[int] = []
    oi: list[int] = []
    fl: list[int] = []
    for position, expr in enumerate(input_map.results):
        if isinstance(expr, AffineDimExpr):
            continue
        if not isinstance(expr, AffineBinaryOpExpr) or expr.kind != AffineBinaryOpKind.Add:
            return None
        sides = [_dim_and_factor(s) for s in (expr.lhs, expr.rhs)]
        if any(s is None for s in sides):
            return None
        loops = [s[0] for s in sides if s is not None]
        image = [d for d in loops if d in dims.output_image]
        window = [d for d in loops if d in dims.filter_loop]
        if len(image) != 1 or len(window) != 1:
            return None
        positions.append(position)
        oi.append(image[0])
        fl.append(window[0])
    if sorted(oi) != list(dims.output_image) or sorted(fl) != list(dims.filter_loop):
        return None
    stride = dict(zip(dims.output_image, dims.strides))
    dilation = dict(zip(dims.filter_loop, dims.dilations))
    return ImagePairs(
        tuple(positions), tuple(oi), tuple(fl), tuple(stride[d] for d in oi), tuple(dilation[d] for d in fl)
    )


@dataclass(frozen=True)
class ConvPacking:
    """The `linalg.pack` of one conv operand (all empty: the identity layout) and why."""

    inner_dims_pos: tuple[int, ...]
    inner_tile_sizes: tuple[int, ...]
    outer_dims_perm: tuple[int, ...]
    reason: str


def _position(operand_map: AffineMap, loop: int) -> int | None:
    """`mapDimToOperandIndex`: the tensor dim where loop `loop` is a bare result."""
    for i, e in enumerate(operand_map.results):
        if isinstance(e, AffineDimExpr) and e.position == loop:
            return i
    return None


def info_for_conv(
    operand_index: int, operand_map: AffineMap, input_map: AffineMap, dims: ConvolutionDims, tile: ConvTile
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | str:
    """`getEncodingInfoForConv`: (inner_dims_pos, inner_tiles, outer_dims_perm) of one operand, or why none."""
    if not dims.input_channel or not dims.output_channel:
        return "no input or output channel dim"
    if dims.depth:
        return "a depth (grouped or depthwise) dim"
    pairs = image_pairs(input_map, dims)
    if pairs is None:
        return "the input's image dims are not each one `oi * stride + fl * dilation`"

    def bare(loops: Sequence[int]) -> list[int]:
        return [p for p in (_position(operand_map, d) for d in loops) if p is not None]

    batch, oc, ic = bare(dims.batch), bare(dims.output_channel), bare(dims.input_channel)
    if operand_index == CONV_IN:
        if not ic:
            return "the input holds no input channel"
        rest = [p for p in range(len(operand_map.results)) if p not in (*batch, *ic)]
        return (ic[0],), (tile.ic,), (*batch, *ic, *rest)
    if operand_index == CONV_FILTER:
        if not oc or not ic:
            return "the filter holds no input or output channel"
        return (ic[0], oc[0]), (tile.ic, tile.oc), (*oc, *ic, *bare(pairs.filter_loop))
    if operand_index == CONV_OUT:
        if not oc:
            return "the output holds no output channel"
        return (oc[0],), (tile.oc,), (*batch, *oc, *bare(pairs.output_image))
    return f"operand_index {operand_index} is not CONV_IN, CONV_FILTER or CONV_OUT"


def conv_packing(
    target: CpuTarget,
    operand_index: int,
    operand_map: AffineMap,
    root_maps: Sequence[AffineMap],
    element_types: Sequence[Attribute],
) -> ConvPacking:
    """`getEncodingInfoImpl` on an `op_type = conv` encoding: NCHWc, or the identity layout saying why."""

    def identity(why: str) -> ConvPacking:
        return ConvPacking((), (), (), f"identity layout: {why}")

    dims = infer_convolution_dims(root_maps)
    if dims is None:
        return identity("not a convolution")
    if dims.depth:
        return identity("grouped or depthwise convolution")
    if len(dims.output_image) != 2:
        return identity(f"a {len(dims.output_image)}-D convolution (only 2-D ones are tiled)")
    if any(d != 1 for d in dims.dilations):
        return identity(f"dilations {list(dims.dilations)}")
    types = ", ".join(str(t) for t in element_types[:3])
    tiles = conv_tiles(target, element_types)
    if not tiles:
        return identity(f"{target.describe()} has no conv tiles for [{types}]")
    info = info_for_conv(operand_index, operand_map, root_maps[CONV_IN], dims, tiles[0])
    if isinstance(info, str):
        return identity(info)
    return ConvPacking(*info, f"{target.describe()}, [{types}]: conv tile {tiles[0]} (OCxIC), NCHWc")


# ---------------------------------------------------------------------------------------
# The data-tiled convolution
# ---------------------------------------------------------------------------------------

TILED_CONV_ITERATORS = (
    IteratorType.PARALLEL,  # d0 = n
    IteratorType.PARALLEL,  # d1 = oc outer
    IteratorType.PARALLEL,  # d2 = oh
    IteratorType.PARALLEL,  # d3 = ow
    IteratorType.REDUCTION,  # d4 = ic outer
    IteratorType.REDUCTION,  # d5 = kh
    IteratorType.REDUCTION,  # d6 = kw
    IteratorType.PARALLEL,  # d7 = oc inner (k0)
    IteratorType.REDUCTION,  # d8 = ic inner (c0)
)
"""`getDataTiledConvIterationSpace`'s iterator types."""


def tiled_conv_maps(strides: Sequence[int], dilations: Sequence[int]) -> tuple[AffineMap, AffineMap, AffineMap]:
    """`getDataTiledConvIterationSpace`'s indexing maps: input `[N, IC/c0, H, W, c0]`, filter
    `[OC/k0, IC/c0, KH, KW, c0, k0]`, output `[N, OC/k0, OH, OW, k0]` over 9 loops."""
    d = [AffineExpr.dimension(i) for i in range(9)]
    sh, sw = strides
    dh, dw = dilations
    return (
        AffineMap(9, 0, (d[0], d[4], d[2] * sh + d[5] * dh, d[3] * sw + d[6] * dw, d[8])),
        AffineMap(9, 0, (d[1], d[4], d[5], d[6], d[8], d[7])),
        AffineMap(9, 0, (d[0], d[1], d[2], d[3], d[7])),
    )
