"""What the layout report counts in one function: bytes of types, relayout ops, contractions, constants.

A relayout is an op that only moves elements: `tensor.pad`, `tensor.extract_slice`, `linalg.pack`,
`linalg.unpack`, `linalg.transpose` and a `linalg.generic` that only permutes. Its bytes moved are
the bytes it reads plus the bytes it writes: a pad or pack reads its source and writes its result;
a slice or unpack reads only the elements it keeps, as many as it writes. A value is constant when
it is computed from constants, immutable globals and empty tensors by relayouts, reshapes and fills
only: a relayout of a constant runs once if hoisted (IREE's const-eval), the others on every call.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from xdsl.dialects import tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import GenericOp, YieldOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.traits import ConstantLike, SymbolTable

from xdsl_encoding.data_tiling.convolution import convolution_problem
from xdsl_encoding.dialects.linalg.contraction_ops import ContractionOperation
from xdsl_encoding.layouts.contraction import has_matmul_like_body, match_contraction
from xdsl_encoding.targets.element_types import index_as_64_bits
from xdsl_encoding.utils.affine import projected_permutation_dims

__all__ = ["constant_values", "contraction_flops", "is_contraction", "relayout_kind", "type_bytes"]

PADDING_RELAYOUTS = ("tensor.pad", "linalg.pack")
"""The relayouts whose result holds more elements than their source (padding overhead)."""

_RELAYOUTS = ("tensor.pad", "tensor.extract_slice", "linalg.pack", "linalg.unpack", "linalg.transpose")
_CONSTANT_THROUGH = (*_RELAYOUTS, "tensor.collapse_shape", "tensor.expand_shape", "tensor.empty", "linalg.fill")


element_bits = index_as_64_bits
"""An element's width for the report (`index` estimated as 64 bits): `targets/element_types.py`."""


def type_bytes(t: Attribute) -> int | None:
    """Bytes of a static tensor (`tensor<4x8xf16>` -> 64); None if dynamic or of no fixed width."""
    if not isinstance(t, TensorType):
        return None
    shape = t.get_shape()  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    bits = element_bits(t.element_type)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
    if bits is None or DYNAMIC_INDEX in shape:
        return None
    return (prod(shape) * bits + 7) // 8  # pyright: ignore[reportUnknownArgumentType]


def is_transpose(op: GenericOp) -> bool:
    """A generic with one input and one init, all parallel, yielding its input through a non-identity permutation."""
    if len(op.inputs) != 1 or len(op.outputs) != 1:
        return False
    if any(t.data != IteratorType.PARALLEL for t in op.get_iterator_types().data):
        return False
    block = op.body.block
    terminator = block.last_op
    if not isinstance(terminator, YieldOp) or list(terminator.operands) != [block.args[0]]:
        return False
    source, result = (m.data for m in op.get_indexing_maps().data)
    identity = AffineMap.identity(result.num_dims)
    permuted = projected_permutation_dims(source)
    return result == identity and source != identity and permuted is not None and len(permuted) == result.num_dims


def relayout_kind(op: Operation) -> str | None:
    """`tensor.pad`, ..., `transpose` (a permuting generic), or None if `op` computes."""
    if op.name in _RELAYOUTS:
        return op.name
    if isinstance(op, GenericOp) and is_transpose(op):
        return "transpose"
    return None


def relayout_bytes(op: Operation) -> int | None:
    """Bytes read plus bytes written (module docstring)."""
    source, result = type_bytes(op.operands[0].type), type_bytes(op.results[0].type)
    if source is None or result is None:
        return None
    if op.name in ("tensor.extract_slice", "linalg.unpack"):
        return 2 * result
    return source + result


def is_contraction(op: Operation) -> bool:
    """A contraction, or a multiply-add convolution (named or generic, the 9-D data-tiled one included):
    its FLOPs count as a contraction's."""
    if isinstance(op, ContractionOperation):
        return True
    if isinstance(op, GenericOp) and not isinstance(match_contraction(op), str):
        return True
    return is_convolution(op)


def is_convolution(op: Operation) -> bool:
    """A multiply-add convolution that is not also a contraction (`is_contraction` counts both)."""
    if isinstance(op, ContractionOperation):
        return False
    if isinstance(op, GenericOp) and not isinstance(match_contraction(op), str):
        return False
    return (
        isinstance(op, LinalgStructuredOperation)
        and convolution_problem(op) is None
        and has_matmul_like_body(op.body.block)
    )


def contraction_flops(op: LinalgStructuredOperation) -> int | None:
    """2 x the product of the loop sizes (one multiply and one add per point); None if one is dynamic."""
    sizes = op.get_static_loop_ranges()
    return None if DYNAMIC_INDEX in sizes else 2 * prod(sizes)


def _is_constant_source(op: Operation) -> bool:
    if op.has_trait(ConstantLike):
        return True
    if op.name == "util.global.load":
        if op.properties.get("is_immutable") is not None:
            return True
        symbol = op.properties.get("global")
        found = SymbolTable.lookup_symbol(op, symbol) if symbol is not None else None  # pyright: ignore[reportArgumentType]
        return found is not None and found.properties.get("is_mutable") is None
    return False


@dataclass
class _Constants:
    values: set[SSAValue]

    def all_constant(self, op: Operation) -> bool:
        return all(v in self.values for v in op.operands)


def constant_values(function: Operation) -> set[SSAValue]:
    """The values of `function` computed from constants only (module docstring)."""
    found = _Constants(set())
    for op in function.walk():
        constant = _is_constant_source(op) or (
            (op.name in _CONSTANT_THROUGH or (isinstance(op, GenericOp) and is_transpose(op)))
            and found.all_constant(op)
        )
        if constant or isinstance(op, tensor.YieldOp):
            found.values.update(op.results)
    return found.values
