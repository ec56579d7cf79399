"""`linalg.pack` / `linalg.unpack`: the data-tiling relayouts IREE's CPU materialization emits.

Syntax and verification follow MLIR's `LinalgRelayoutOps.td` (`commonVerifierPackAndUnPackOp`), with
MLIR's diagnostics:
`linalg.pack %src [padding_value(%p : f32)] [outer_dims_perm = [1, 0]] inner_dims_pos = [0, 1]
 inner_tiles = [8, %t] into %dest [{attrs}] : tensor<15x7xf32> -> tensor<2x?x8x?xf32>`.
MLIR: https://mlir.llvm.org/docs/Dialects/Linalg/#linalgpack-linalgpackop
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar, Self

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IndexType, IndexTypeConstr, TensorType, i64
from xdsl.dialects.utils import parse_dynamic_index_list_without_types, print_dynamic_index_list
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.utils.hints import tensor_type_of


def packed_shape(
    unpacked: Sequence[int], inner_dims_pos: Sequence[int], tiles: Sequence[int], outer_dims_perm: Sequence[int]
) -> tuple[int, ...]:
    """The packed shape MLIR infers (`PackOp::inferPackedType`); `DYNAMIC_INDEX` where unknown."""
    outer = list(unpacked)
    for d, t in zip(inner_dims_pos, tiles):
        outer[d] = DYNAMIC_INDEX if outer[d] == DYNAMIC_INDEX or t == DYNAMIC_INDEX else -(-outer[d] // t)
    if outer_dims_perm:
        outer = [outer[p] for p in outer_dims_perm]
    return (*outer, *tiles)


def _shape_str(shape: Sequence[int], element: Attribute) -> str:
    dims = "x".join("?" if d == DYNAMIC_INDEX else str(d) for d in shape)
    return f"tensor<{dims}x{element}>" if dims else f"tensor<{element}>"


class RelayoutOperation(IRDLOperation, ABC):
    """What pack and unpack share: tiled dims, tile sizes (static or SSA), the outer permutation."""

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    inner_tiles = var_operand_def(IndexTypeConstr)
    outer_dims_perm = opt_prop_def(DenseArrayBase.constr(i64))
    inner_dims_pos = prop_def(DenseArrayBase.constr(i64))
    static_inner_tiles = prop_def(DenseArrayBase.constr(i64))
    result = result_def(TensorType)

    traits = traits_def(Pure())

    HAS_PADDING: ClassVar[bool] = False

    def __init__(
        self,
        source: SSAValue,
        dest: SSAValue,
        inner_dims_pos: Sequence[int],
        inner_tiles: Sequence[int | SSAValue],
        outer_dims_perm: Sequence[int] | None = None,
        padding_value: SSAValue | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        static = [t if isinstance(t, int) else DYNAMIC_INDEX for t in inner_tiles]
        dynamic = [t for t in inner_tiles if not isinstance(t, int)]
        operands: list[SSAValue | Sequence[SSAValue]] = [source, dest]
        if self.HAS_PADDING:
            operands.append([] if padding_value is None else [padding_value])
        elif padding_value is not None:
            raise VerifyException(f"{self.name} takes no padding_value")
        operands.append(dynamic)
        super().__init__(
            operands=operands,
            result_types=[dest.type],
            properties={
                "inner_dims_pos": DenseArrayBase.from_list(i64, inner_dims_pos),
                "static_inner_tiles": DenseArrayBase.from_list(i64, static),
                "outer_dims_perm": None if outer_dims_perm is None else DenseArrayBase.from_list(i64, outer_dims_perm),
            },
            attributes=attributes,
        )

    # -- accessors ---------------------------------------------------------------------

    def get_inner_dims_pos(self) -> tuple[int, ...]:
        return tuple(self.inner_dims_pos.get_values())

    def get_outer_dims_perm(self) -> tuple[int, ...]:
        return () if self.outer_dims_perm is None else tuple(self.outer_dims_perm.get_values())

    def get_static_inner_tiles(self) -> tuple[int, ...]:
        """Tile sizes, `DYNAMIC_INDEX` where the tile is an SSA value."""
        return tuple(self.static_inner_tiles.get_values())

    @abstractmethod
    def unpacked_type(self) -> TensorType: ...

    @abstractmethod
    def packed_type(self) -> TensorType: ...

    # -- verification ------------------------------------------------------------------

    def verify_(self) -> None:
        unpacked, packed = self.unpacked_type(), self.packed_type()
        rank = unpacked.get_num_dims()
        tiles = self.get_static_inner_tiles()
        positions = self.get_inner_dims_pos()
        perm = self.get_outer_dims_perm()
        if any(t == 0 for t in tiles):
            raise VerifyException("invalid zero tile factor")
        if len(set(positions)) != len(positions) or not all(0 <= d < rank for d in positions):
            raise VerifyException("invalid inner_dims_pos vector")
        if perm and sorted(perm) != list(range(rank)):
            raise VerifyException("invalid outer_dims_perm vector")
        if len(tiles) != len(positions):
            raise VerifyException("tiling factors must equal the number of dimensions to tile")
        dynamic = sum(1 for t in tiles if t == DYNAMIC_INDEX)
        if dynamic != len(self.inner_tiles) or any(t < 0 and t != DYNAMIC_INDEX for t in tiles):
            raise VerifyException(
                f"expected {dynamic} dynamic inner tile operands for the ? in static_inner_tiles, found "
                f"{len(self.inner_tiles)} (and tiles must be positive)"
            )
        if packed.get_num_dims() != rank + len(tiles):
            raise VerifyException(
                f"packed rank != (unpacked rank + num tiling factors), got {packed.get_num_dims()} != "
                f"{rank + len(tiles)}"
            )
        if unpacked.element_type != packed.element_type:
            raise VerifyException(
                f"expected the packed and unpacked element types to match, got {packed.element_type} and "
                f"{unpacked.element_type}"
            )
        packed_tiles = packed.get_shape()[rank:]
        for index, (have, tile) in enumerate(zip(packed_tiles, tiles)):
            if (tile == DYNAMIC_INDEX) != (have == DYNAMIC_INDEX) or (tile != DYNAMIC_INDEX and have != tile):
                raise VerifyException(
                    "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type at "
                    f"index {index}: got {'?' if have == DYNAMIC_INDEX else have} != "
                    f"{'?' if tile == DYNAMIC_INDEX else tile}"
                )
        expected = packed_shape(unpacked.get_shape(), positions, tiles, perm)
        if any(e != a and DYNAMIC_INDEX not in (e, a) for e, a in zip(expected, packed.get_shape())):
            raise VerifyException(
                f"expected '{_shape_str(expected, packed.element_type)}' for the packed domain value, got '{packed}'"
            )
        if self.result.type != self.dest.type:
            raise VerifyException(
                f"expected the result type to be the dest type {self.dest.type}, got {self.result.type}"
            )

    # -- syntax ------------------------------------------------------------------------

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        source = parser.parse_unresolved_operand()
        padding: SSAValue | None = None
        if cls.HAS_PADDING and parser.parse_optional_keyword("padding_value"):
            parser.parse_punctuation("(")
            unresolved_padding = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            padding = parser.resolve_operand(unresolved_padding, parser.parse_type())
            parser.parse_punctuation(")")
        perm: list[int] | None = None
        if parser.parse_optional_keyword("outer_dims_perm"):
            parser.parse_punctuation("=")
            perm = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_integer)
        parser.parse_keyword("inner_dims_pos")
        parser.parse_punctuation("=")
        positions = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_integer)
        parser.parse_keyword("inner_tiles")
        parser.parse_punctuation("=")
        dynamic, static = parse_dynamic_index_list_without_types(parser, DYNAMIC_INDEX)
        parser.parse_keyword("into")
        dest = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        dest_type = parser.parse_type()
        index = IndexType()
        dynamic_values = iter(parser.resolve_operands(dynamic, [index] * len(dynamic), pos))
        tiles = [t if t != DYNAMIC_INDEX else next(dynamic_values) for t in static]
        return cls(
            parser.resolve_operand(source, source_type),
            parser.resolve_operand(dest, dest_type),
            positions,
            tiles,
            perm,
            padding,
            attrs,
        )

    def padding(self) -> SSAValue | None:
        return None

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        padding = self.padding()
        if padding is not None:
            printer.print_string(" padding_value(")
            printer.print_ssa_value(padding)
            printer.print_string(" : ")
            printer.print_attribute(padding.type)
            printer.print_string(")")
        if self.outer_dims_perm is not None:
            printer.print_string(" outer_dims_perm = [")
            printer.print_list(self.get_outer_dims_perm(), printer.print_int)
            printer.print_string("]")
        printer.print_string(" inner_dims_pos = [")
        printer.print_list(self.get_inner_dims_pos(), printer.print_int)
        printer.print_string("] inner_tiles = ")
        print_dynamic_index_list(printer, DYNAMIC_INDEX, self.inner_tiles, self.get_static_inner_tiles())
        printer.print_string(" into ")
        printer.print_ssa_value(self.dest)
        extra = {k: v for k, v in self.attributes.items() if k != "operandSegmentSizes"}
        if extra:
            printer.print_string(" ")
            printer.print_attr_dict(extra)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.dest.type)


@irdl_op_definition
class PackOp(RelayoutOperation):
    """`dest = pack(pad(source), inner_dims_pos, inner_tiles, outer_dims_perm)`: tile dims, move tiles inward."""

    name = "linalg.pack"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    padding_value = opt_operand_def()
    inner_tiles = var_operand_def(IndexTypeConstr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    HAS_PADDING: ClassVar[bool] = True

    def padding(self) -> SSAValue | None:
        return self.padding_value

    def unpacked_type(self) -> TensorType:
        return tensor_type_of(self.source)

    def packed_type(self) -> TensorType:
        return tensor_type_of(self.dest)

    def verify_(self) -> None:
        super().verify_()
        element = self.unpacked_type().element_type
        if self.padding_value is not None:
            if self.padding_value.type != element:
                raise VerifyException(f"expected padding_value has '{element}' but got: '{self.padding_value.type}'")
            return
        for d, t in zip(self.get_inner_dims_pos(), self.get_static_inner_tiles()):
            size = self.unpacked_type().get_shape()[d]
            if size != DYNAMIC_INDEX and t != DYNAMIC_INDEX and size % t:
                raise VerifyException(
                    "invalid tile factor or output size provided. Only full tiles are supported when padding_value "
                    "is not set"
                )


@irdl_op_definition
class UnPackOp(RelayoutOperation):
    """The inverse of `pack`, then the leading `dest`-sized slice (padding is dropped)."""

    name = "linalg.unpack"

    def unpacked_type(self) -> TensorType:
        return tensor_type_of(self.dest)

    def packed_type(self) -> TensorType:
        return tensor_type_of(self.source)
