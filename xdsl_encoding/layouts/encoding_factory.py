"""What an encoding factory of `set-encoding{encoding=NAME}` is told and answers (the registry is the pass's).

An encoding is registered as a factory `factory(operand_index, info) -> Attribute | str`: the
encoding of operand `operand_index` (0 LHS, 1 RHS, 2 ACC) of the contraction `info` describes
(`ContractionInfo`: its K dims per operand, shapes, element types, indexing maps, loop sizes), or
a reason (a `str`) to leave the whole contraction alone, which `remarks=true` prints.

The factory is driven by the generic driver (`set-encoding`'s own rewrite: `set_encoding` on
each operand, the op on encoded types, `unset_encoding` of its result) unless it is registered
with a driver of its own (IREE 3.13's data-tiling mode also folds fills and honours hints).
The registry (`register_encoding`, with the built-ins `matmul_k`, `data-tiling`, `padding`)
belongs to the pass (`xdsl_encoding.transforms.set_encoding`); `xdsl_encoding.encoding_factories`
re-exports both halves under their documented names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineMap

from xdsl_encoding.layouts.contraction import dim_positions

__all__ = [
    "DATA_TILING_OP_TYPES",
    "DEFAULT_DATA_TILING_OP_TYPES",
    "ContractionInfo",
    "EncodingDriver",
    "EncodingFactory",
    "EncodingScheme",
    "OpTypeDriver",
    "contraction_info",
]


@dataclass(frozen=True)
class ContractionInfo:
    """One contraction, as a factory sees it (operands in order LHS, RHS, ACC)."""

    op: Operation
    """The linalg op, for anything else a factory wants to read (attributes, its body)."""
    k_dims: tuple[tuple[int, ...], ...]
    """Per operand, the tensor dims the reduction loops read: matmul `((1,), (0,), ())`."""
    shapes: tuple[tuple[int | None, ...], ...]
    """Per operand, its shape (`None` for a dynamic size)."""
    element_types: tuple[Attribute, ...]
    """Per operand, its element type."""
    indexing_maps: tuple[AffineMap, ...]
    """Per operand, its indexing map."""
    iteration_sizes: tuple[int | None, ...]
    """The static size of each loop (`None` when dynamic)."""
    reduction_loops: tuple[int, ...]
    """Which loops are reductions (K)."""


EncodingFactory = Callable[[int, ContractionInfo], Attribute | str]
"""`factory(operand_index, info)` -> the operand's encoding, or why the contraction is left alone."""

Remark = Callable[[Operation, str], None]
EncodingDriver = Callable[[ModuleOp, str, EncodingFactory, Remark | None], None]
"""`driver(module, name, factory, remark)`: encodes every contraction of `module` with `factory`."""
DATA_TILING_OP_TYPES = ("matmul", "scaled_matmul", "convolution")
"""The values of IREE's `data-tiling-op-types` (`EncodingOpType` literals of `Passes.h`)."""
DEFAULT_DATA_TILING_OP_TYPES = ("matmul", "scaled_matmul")
"""IREE's default (`AnnotateDataTilingHintsPass`: "Defaults to {matmul, scaled_matmul}")."""
OpTypeDriver = Callable[[ModuleOp, str, EncodingFactory, Remark | None, tuple[str, ...]], None]
"""A driver that also takes which op kinds to encode (`set-encoding{data-tiling-op-types=...}`)."""


@dataclass(frozen=True)
class EncodingScheme:
    """A registered encoding: its factory and the driver that applies it (None: the generic one)."""

    factory: EncodingFactory
    driver: EncodingDriver | None = None
    op_type_driver: OpTypeDriver | None = None
    """Set for an encoding whose driver chooses the op kinds it encodes (IREE's `data-tiling-op-types`)."""


def contraction_info(op: LinalgStructuredOperation) -> ContractionInfo:
    """What a factory is told about `op` (any linalg op on tensors with indexing maps)."""
    maps = tuple(m.data for m in op.get_indexing_maps().data)
    kinds = [t.data for t in op.get_iterator_types().data]
    reductions = tuple(d for d, k in enumerate(kinds) if k == IteratorType.REDUCTION)
    shapes: list[tuple[int | None, ...]] = []
    elements: list[Attribute] = []
    for value in op.operands:
        t = value.type
        if isinstance(t, TensorType):
            shapes.append(tuple(None if s == DYNAMIC_INDEX else s for s in t.get_shape()))
            elements.append(t.element_type)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        else:
            shapes.append(())
            elements.append(t)
    sizes = tuple(None if s == DYNAMIC_INDEX else s for s in op.get_static_loop_ranges())
    return ContractionInfo(
        op,
        tuple(dim_positions(m, reductions) for m in maps),
        tuple(shapes),
        tuple(elements),
        maps,
        sizes,
        reductions,
    )
