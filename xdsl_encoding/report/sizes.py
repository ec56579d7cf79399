"""Sizes the cost model reads from a program: every contraction's kind, element type, FLOPs and operand
traffic, with dynamic sizes taken from the sizes the user gives or reported unknown (never 0).

A dynamic size is named as the user reads it in the printed program: `%m` for an index value (a
`tensor.dim` result, an index argument), `%a#0` for dim 0 of the tensor `%a`. `Extents` follows a
size through the ops that carry it (`tensor.empty`, `tensor.dim`, pads, slices, reshapes, packs,
encodings, destination-passing results, the loops of linalg ops) back to one of those names; a size
it cannot reach is recorded in `missing`, by the name the user would give it.

Contraction kinds (`ContractionFacts.kind`): `matmul` (linalg.matmul, batch_matmul, matvec, vecmat and
contraction linalg.generics: IREE compiles them with its default matmul codegen) and `mmt4d`
(linalg.mmt4d, batch_mmt4d, and iree_codegen.inner_tiled, which CPU data tiling lowers to the same
tile loops), and `conv` (multiply-add convolutions, named or generic, data-tiled or not: no profile
prices them yet, so a program with one is predicted unknown, never free). Their FLOPs are 2 x the
product of the loop sizes; for inner_tiled, 2 x the outer loops x the tile's multiply-adds, sqrt(lhs x rhs x acc inner elements) (each tile dim is in two of the three).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from xdsl.dialects import affine, arith, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, IntegerAttr, ShapedType, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr

from xdsl_encoding.dialects.iree_codegen.inner_tiled import InnerTiledOp
from xdsl_encoding.dialects.iree_encoding.ops import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.dialects.linalg.pack_ops import RelayoutOperation
from xdsl_encoding.report.measure import element_bits, is_contraction, is_convolution
from xdsl_encoding.targets.cpu_codegen import Contraction

__all__ = [
    "ELEMENT_KINDS",
    "ContractionFacts",
    "Extents",
    "contraction_facts",
    "element_kind",
    "is_any_contraction",
    "value_bytes",
]

ELEMENT_KINDS = ("f32", "f16", "bf16", "i8")
"""The element types a profile prices (the LHS's): other types are reported unpriced, never free."""

_MMT4D_KIND = ("linalg.mmt4d", "linalg.batch_mmt4d", "iree_codegen.inner_tiled")


def is_any_contraction(op: Operation) -> bool:
    """A linalg contraction (named or generic) or an `iree_codegen.inner_tiled`."""
    return isinstance(op, InnerTiledOp) or is_contraction(op)


def element_kind(t: Attribute) -> str:
    """`f32`, `f16`, `bf16`, `i8` (any 8-bit integer), else the type as printed."""
    element: Attribute = t.element_type if isinstance(t, TensorType) else t  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    text = str(element)  # pyright: ignore[reportUnknownArgumentType]
    if text in ("i8", "si8", "ui8"):
        return "i8"
    return text


@dataclass
class Extents:
    """Resolves the sizes of `top`'s values, static or given by name (module docstring)."""

    names: Mapping[SSAValue, str]
    """Printed names (without `%`) of the program's values."""
    sizes: dict[str, int] = field(default_factory=dict[str, int])
    """Given sizes by name: `%m`, `%a#0` (a leading `%` is optional)."""
    missing: set[str] = field(default_factory=set[str])

    def __post_init__(self) -> None:
        self.sizes = {k if k.startswith("%") else f"%{k}": v for k, v in self.sizes.items()}

    def learn(self, top: Operation, names: Mapping[SSAValue, str] | None = None) -> None:
        """Given `%m = tensor.dim %a, %c0`, a size for `%m` is also one for `%a#0`; and the argument dims
        one loop of a linalg op runs over are one size (`%a#0` of `matmul(%a, %w) outs(%c)` is `%c#0`).
        `top` may be another program with the same argument names (the original of a lowering), `names`
        its printed names."""
        own = self.names
        if names is not None:
            self.names = names
        try:
            self._learn(top)
        finally:
            self.names = own

    def _learn(self, top: Operation) -> None:
        for op in top.walk():
            if isinstance(op, tensor.DimOp):
                given = self.sizes.get(self._name(op.result))
                d = self._constant(op.index)
                if given is not None and d is not None:
                    self.sizes.setdefault(f"{self._name(op.source)}#{d}", given)
            if isinstance(op, LinalgStructuredOperation | InnerTiledOp):
                attr = op.indexing_maps if isinstance(op, InnerTiledOp) else op.get_indexing_maps()
                loops: dict[int, list[str]] = {}
                for value, m in zip(op.operands, attr.data):
                    if not isinstance(value, BlockArgument) or not isinstance(value.type, ShapedType):
                        continue
                    for position, expr in enumerate(m.data.results):
                        if isinstance(expr, AffineDimExpr) and value.type.get_shape()[position] == DYNAMIC_INDEX:
                            loops.setdefault(expr.position, []).append(f"{self._name(value)}#{position}")
                for keys in loops.values():
                    given = next((self.sizes[k] for k in keys if k in self.sizes), None)
                    if given is not None:
                        for k in keys:
                            self.sizes.setdefault(k, given)

    def _name(self, value: SSAValue) -> str:
        return f"%{self.names.get(value, '?')}"

    @staticmethod
    def _constant(value: SSAValue) -> int | None:
        owner = value.owner
        if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
            return owner.value.value.data  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        return None

    def index(self, value: SSAValue, depth: int = 0) -> int | None:
        """The value of an index SSA value, if known."""
        given = self.sizes.get(self._name(value))
        if given is not None:
            return given
        constant = self._constant(value)
        if constant is not None:
            return constant
        owner = value.owner
        if depth < 64 and isinstance(owner, tensor.DimOp):
            d = self._constant(owner.index)
            if d is not None:
                return self.dim(owner.source, d, depth + 1)
        if depth < 64 and isinstance(owner, arith.AddiOp | arith.SubiOp | arith.MuliOp | arith.CeilDivUIOp):
            a, b = self.index(owner.lhs, depth + 1), self.index(owner.rhs, depth + 1)
            if a is None or b is None:
                return None
            if isinstance(owner, arith.AddiOp):
                return a + b
            if isinstance(owner, arith.SubiOp):
                return a - b
            if isinstance(owner, arith.MuliOp):
                return a * b
            return -(-a // b) if b else None
        if depth < 64 and isinstance(owner, affine.ApplyOp):
            known = [self.index(v, depth + 1) for v in owner.mapOperands]
            if any(k is None for k in known):
                return None
            m = owner.map.data
            args = [k for k in known if k is not None]
            return m.eval(args[: m.num_dims], args[m.num_dims :])[0]
        self.missing.add(self._name(value))
        return None

    def dim(self, value: SSAValue, d: int, depth: int = 0) -> int | None:
        """Dim `d` of the tensor `value`, if static or known."""
        t = value.type
        if not isinstance(t, ShapedType):
            return None
        shape = t.get_shape()
        if d >= len(shape):
            return None
        if shape[d] != DYNAMIC_INDEX:
            return shape[d]
        key = f"{self._name(value)}#{d}"
        given = self.sizes.get(key)
        if given is not None:
            return given
        found = self._through(value, d, shape, depth) if depth < 64 else None
        if found is None and (isinstance(value, BlockArgument) or not self._traceable(value)):
            self.missing.add(key)
        return found

    @staticmethod
    def _traceable(value: SSAValue) -> bool:
        owner = value.owner
        return isinstance(
            owner,
            tensor.EmptyOp
            | tensor.PadOp
            | tensor.ExtractSliceOp
            | tensor.CastOp
            | tensor.CollapseShapeOp
            | tensor.ExpandShapeOp
            | SetEncodingOp
            | UnsetEncodingOp
            | RelayoutOperation
            | LinalgStructuredOperation
            | InnerTiledOp,
        )

    def _dynamic_operand(self, shape: tuple[int, ...], d: int, operands: tuple[SSAValue, ...]) -> SSAValue | None:
        position = sum(1 for s in shape[:d] if s == DYNAMIC_INDEX)
        return operands[position] if position < len(operands) else None

    def _through(self, value: SSAValue, d: int, shape: tuple[int, ...], depth: int) -> int | None:
        owner = value.owner
        if not isinstance(value, OpResult):
            return None
        if isinstance(owner, tensor.EmptyOp):
            operand = self._dynamic_operand(shape, d, tuple(owner.dynamic_sizes))
            return None if operand is None else self.index(operand, depth + 1)
        if isinstance(owner, tensor.CastOp | SetEncodingOp):
            return self.dim(owner.operands[0], d, depth + 1)
        if isinstance(owner, UnsetEncodingOp):
            operand = self._dynamic_operand(shape, d, tuple(owner.result_dims))
            if operand is not None:
                return self.index(operand, depth + 1)
            return self.dim(owner.source, d, depth + 1)
        if isinstance(owner, tensor.ExtractSliceOp):
            operand = self._dynamic_operand(
                tuple(owner.static_sizes.get_values()), d, tuple(owner.sizes)
            )  # the result's dims are the slice sizes (no rank reduction in the layouts here)
            return None if operand is None else self.index(operand, depth + 1)
        if isinstance(owner, tensor.PadOp):
            size = self.dim(owner.source, d, depth + 1)
            low = self._pad(tuple(owner.static_low.get_values()), tuple(owner.low), d, depth)
            high = self._pad(tuple(owner.static_high.get_values()), tuple(owner.high), d, depth)
            return None if size is None or low is None or high is None else size + low + high
        if isinstance(owner, tensor.CollapseShapeOp):
            return self._collapsed(owner, d, depth)
        if isinstance(owner, tensor.ExpandShapeOp):
            operand = self._dynamic_operand(shape, d, tuple(owner.dynamic_output_shape))
            return None if operand is None else self.index(operand, depth + 1)
        if isinstance(owner, RelayoutOperation):
            return self.dim(owner.dest, d, depth + 1)
        if isinstance(owner, LinalgStructuredOperation | InnerTiledOp):
            outputs = list(owner.outputs)
            if value.index < len(outputs):
                return self.dim(outputs[value.index], d, depth + 1)
        return None

    def _pad(self, static: tuple[int, ...], dynamic: tuple[SSAValue, ...], d: int, depth: int) -> int | None:
        if static[d] != DYNAMIC_INDEX:
            return static[d]
        operand = self._dynamic_operand(static, d, dynamic)
        return None if operand is None else self.index(operand, depth + 1)

    def _collapsed(self, op: tensor.CollapseShapeOp, d: int, depth: int) -> int | None:
        groups = [[int(i.value.data) for i in g.data] for g in op.reassociation.data]  # pyright: ignore
        sizes = [self.dim(op.src, i, depth + 1) for i in groups[d]]
        return None if any(s is None for s in sizes) else math.prod(s for s in sizes if s is not None)

    def loops(self, op: LinalgStructuredOperation | InnerTiledOp) -> list[int | None]:
        """Each loop's size, from the first operand dim indexed by it alone."""
        attr = op.indexing_maps if isinstance(op, InnerTiledOp) else op.get_indexing_maps()
        maps = [m.data for m in attr.data]
        bounds: list[int | None] = [None] * maps[0].num_dims
        for value, m in zip(op.operands, maps):
            for position, expr in enumerate(m.results):
                if isinstance(expr, AffineDimExpr) and bounds[expr.position] is None:
                    bounds[expr.position] = self.dim(value, position)
        return bounds


@dataclass(frozen=True)
class ContractionFacts:
    """What the cost model reads from one contraction (sizes as stored: the padding computes too)."""

    op: str
    kind: str
    """`matmul`, `mmt4d` or `conv` (module docstring)."""
    element: str
    """The LHS element type (`f32`, `f16`, `bf16`, `i8`, else as printed)."""
    flops: int | None
    operand_bytes: int | None
    """Bytes its inputs and init read plus its result written (None: a size is unknown)."""
    narrow: bool = False
    """A vector-matrix product: the parallel loops only one input reads run once (decode, M = 1)."""
    unaligned: bool = False
    """A loop the LHS does not own alone (N, K) is not a multiple of `ALIGNMENT`: IREE's default matmul
    code runs at a fraction of its rate on such sizes (packs pad them to tiles)."""
    codegen: Contraction | None = None
    """Its loops as IREE's default CPU code sees them (`xdsl_encoding.targets.cpu_codegen`): unit loops
    of generics folded, reductions innermost. None for `mmt4d` kinds and unknown sizes."""
    form: str = "matmul"
    """`matmul`, or `matmul_t` when the RHS is stored N x K (x @ W^T): IREE's code differs."""


def value_bytes(extents: Extents, value: SSAValue) -> int | None:
    """Bytes of the tensor `value` at its known sizes (None: a size is unknown)."""
    t = value.type
    if not isinstance(t, TensorType):
        return None
    bits = element_bits(t.element_type)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
    dims = [extents.dim(value, d) for d in range(len(t.get_shape()))]  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
    if bits is None or any(s is None for s in dims):
        return None
    return (math.prod(s for s in dims if s is not None) * bits + 7) // 8


def _inner_elements(op: InnerTiledOp, operand: int, extents: Extents) -> int | None:
    value = op.operands[operand]
    t = value.type
    if not isinstance(t, ShapedType):
        return None
    rank = len(t.get_shape())
    dims = [extents.dim(value, d) for d in range(op.outer_rank(operand), rank)]
    return None if any(s is None for s in dims) else math.prod(s for s in dims if s is not None)


def _flops(op: LinalgStructuredOperation | InnerTiledOp, extents: Extents) -> int | None:
    loops = extents.loops(op)
    if any(s is None for s in loops):
        return None
    outer = math.prod(s for s in loops if s is not None)
    if not isinstance(op, InnerTiledOp):
        return 2 * outer
    inner = [_inner_elements(op, i, extents) for i in range(3)]
    if any(s is None for s in inner):
        return None
    return 2 * outer * round(math.sqrt(math.prod(s for s in inner if s is not None)))


def contraction_facts(op: Operation, extents: Extents) -> ContractionFacts:
    """`op` must satisfy `is_any_contraction`."""
    assert isinstance(op, LinalgStructuredOperation | InnerTiledOp)
    traffic = [value_bytes(extents, v) for v in (*op.operands, *op.results)]
    total = None if any(b is None for b in traffic) else sum(b for b in traffic if b is not None)
    kind = "mmt4d" if op.name in _MMT4D_KIND else "conv" if is_convolution(op) else "matmul"
    element = element_kind(op.operands[0].type)
    codegen, form = _codegen(op, extents) if kind == "matmul" else (None, "matmul")
    return ContractionFacts(
        op.name,
        kind,
        element,
        _flops(op, extents),
        total,
        kind != "conv" and _narrow(op, extents),
        kind != "conv" and _unaligned(op, extents),
        codegen,
        form,
    )


def _codegen(op: LinalgStructuredOperation | InnerTiledOp, extents: Extents) -> tuple[Contraction | None, str]:
    """The loops IREE's default contraction code tiles: IREE's dispatch creation folds the unit loops of
    generics (not of named ops) and moves reductions innermost."""
    if isinstance(op, InnerTiledOp):
        return None, "matmul"
    maps = [m.data for m in op.get_indexing_maps().data]
    if len(maps) != 3 or len(op.operands) != 3:
        return None, "matmul"
    operand_loops = [[e.position for e in m.results if isinstance(e, AffineDimExpr)] for m in maps]
    if any(len(dims) != len(m.results) for dims, m in zip(operand_loops, maps)):
        return None, "matmul"
    bounds = extents.loops(op)
    if any(b is None for b in bounds):
        return None, "matmul"
    sizes = [b for b in bounds if b is not None]
    written = set(operand_loops[2])
    loops = [d for d in range(len(sizes)) if d in written] + [d for d in range(len(sizes)) if d not in written]
    if op.name == "linalg.generic":
        loops = [d for d in loops if sizes[d] != 1]
    order = {d: i for i, d in enumerate(loops)}
    rhs = [d for d in operand_loops[1] if d in order]
    form = "matmul_t" if rhs and rhs[-1] not in written else "matmul"
    elements = tuple(element_kind(v.type) for v in op.operands)
    shape = Contraction(
        bounds=tuple(sizes[d] for d in loops),
        reduction=tuple(order[d] for d in loops if d not in written),
        operand_loops=tuple(tuple(order[d] for d in dims if d in order) for dims in operand_loops),
        operand_elements=(elements[0], elements[1], elements[2]),
        named_batch_matmul=op.name == "linalg.batch_matmul",
    )
    return shape, form


ALIGNMENT = 16
"""Elements per vector register on the targets profiled (AVX-512: 16 f32)."""


def _unaligned(op: LinalgStructuredOperation | InnerTiledOp, extents: Extents) -> bool:
    if isinstance(op, InnerTiledOp) or op.name in _MMT4D_KIND:
        return False
    maps = [m.data for m in op.get_indexing_maps().data]
    if len(maps) < 3:
        return False
    loops = extents.loops(op)
    lhs, rhs = ({e.position for e in m.results if isinstance(e, AffineDimExpr)} for m in maps[:2])
    for d in rhs:  # N and K (and batch): the loops the RHS reads
        if d in lhs and d in {e.position for e in maps[2].results if isinstance(e, AffineDimExpr)}:
            continue  # batch
        size = loops[d]
        if size is not None and size % ALIGNMENT:
            return True
    return False


def _narrow(op: LinalgStructuredOperation | InnerTiledOp, extents: Extents) -> bool:
    attr = op.indexing_maps if isinstance(op, InnerTiledOp) else op.get_indexing_maps()
    maps = [m.data for m in attr.data]
    if isinstance(op, InnerTiledOp) or len(maps) < 3:
        return False
    loops = extents.loops(op)
    read = [{e.position for e in m.results if isinstance(e, AffineDimExpr)} for m in maps[:2]]
    written = {e.position for e in maps[2].results if isinstance(e, AffineDimExpr)}
    for mine, other in ((read[0], read[1]), (read[1], read[0])):
        only = (mine - other) & written
        if only and all(loops[d] == 1 for d in only):
            return True
    return False
