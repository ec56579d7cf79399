"""`#iree_encoding.encoding<...>`, the verbose data-tiling encoding, and its `op_type` enum.

Syntax: `struct($operand_index, $op_type, $element_types, $original_element_type, $user_indexing_maps,
custom<DynamicI64ArrayAttr>($iteration_sizes))` and the verifier `EncodingAttr::verify`, from
compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingAttrs.{td,cpp} at IREE 3.13 (b48a595); IREE
3.7.1 (cb2048e0) has the same minus `original_element_type` and `scaled_matmul`. Every parameter keeps
its attribute as written: `operand_index = 0 : i64` and `0 : index` are different encodings to IREE.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    StringAttr,
    TensorType,
    i64,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.ir.affine import AffineMap
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.iree_encoding.external_models import K_PADDING_MODELS, RESHAPE_MODELS, ReshapeSide
from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr
from xdsl_encoding.interfaces import Blocked, ElementwisePropagationAttr, FillValue, ReshapeRecordingAttr
from xdsl_encoding.reshape.index_maps import delinearizing_map, linearizing_map
from xdsl_encoding.reshape.reassociation import Reshape
from xdsl_encoding.utils.fill_value import k_product_conflict

if TYPE_CHECKING:
    from xdsl_encoding.targets.cpu import CpuTarget

from xdsl_encoding.dialects.iree_encoding.syntax import (
    INT64_MIN,
    fits_signed,
    parse_array,
    parse_dynamic_list,
    parse_struct,
    print_struct,
    shown,
    verified,
)
from xdsl_encoding.interfaces import OperandEncodingAttr

OP_TYPES = ("matmul", "scaled_matmul", "conv")
"""IREE 3.13's `EncodingOpType` cases; 3.7.1 knows matmul and conv, and this project accepts the union."""


@irdl_attr_definition
class EncodingOpTypeAttr(ParametrizedAttribute):
    """`#iree_encoding.optype<matmul>`; inside an encoding it is written bare: `op_type = matmul`."""

    name = "iree_encoding.optype"

    value: StringAttr

    def __init__(self, value: str):
        super().__init__(StringAttr(value))

    @classmethod
    def parse_keyword(cls, parser: AttrParser) -> EncodingOpTypeAttr:
        pos = parser.pos
        keyword = parser.parse_optional_identifier()
        if keyword is None:
            parser.raise_error("expected valid keyword or string", pos)
        if keyword not in OP_TYPES:
            parser.raise_error(
                f"expected ::mlir::iree_compiler::IREE::Encoding::EncodingOpType to be one of: {', '.join(OP_TYPES)}",
                pos,
                parser.pos,
            )
        return cls(keyword)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<matmul>`."""
        with parser.in_angle_brackets():
            op_type = cls.parse_keyword(parser)
        return (op_type.value,)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.value.data}>")

    def verify(self) -> None:
        if self.value.data not in OP_TYPES:
            raise VerifyException(f"#iree_encoding.optype: expected one of {', '.join(OP_TYPES)}, got {self.value}")


def _chain_dims(entry: Attribute) -> int | str | None:
    """Loop dims of an entry of `user_indexing_maps` (a map, or a chain composed last∘…∘first).

    None for an empty chain (IREE: no map); a string says why the entry is not composable.
    Only dim/result counts are checked, which is all composing needs.
    """
    if isinstance(entry, AffineMapAttr):
        return entry.data.num_dims
    if not isa(entry, ArrayAttr[Attribute]):
        return "not an affine map or a list of affine maps"
    maps: list[AffineMap] = []
    for m in entry.data:
        if not isinstance(m, AffineMapAttr):
            return f"the chain holds {m}, not an affine map"
        maps.append(m.data)
    if not maps:
        return None
    for inner, outer in itertools.pairwise(maps):
        if outer.num_dims != len(inner.results):
            return (
                f"stricter than IREE: a chain map with {outer.num_dims} dims follows one with "
                f"{len(inner.results)} results (iree-opt asserts on it)"
            )
    return maps[0].num_dims


def _composed(entry: Attribute) -> AffineMap | None:
    if isinstance(entry, AffineMapAttr):
        return entry.data
    if not isa(entry, ArrayAttr[AffineMapAttr]) or not entry.data:
        return None
    composed = entry.data[0].data
    for m in entry.data[1:]:
        try:
            composed = m.data.compose(composed)
        except (NotImplementedError, ZeroDivisionError):
            return None  # xDSL 0.74 cannot compose semi-affine maps and folds constant division eagerly
    return composed


@irdl_attr_definition
class EncodingAttr(
    ParametrizedAttribute, SerializableAttr, ElementwisePropagationAttr, OperandEncodingAttr, ReshapeRecordingAttr
):
    """The data-tiling encoding of a contraction operand (verbose, not serialized).

    `#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32],
    user_indexing_maps = [#map, [#map1, #map2], #map3], iteration_sizes = [?, 128, 64]>`.
    Parsed, printed and verified; the passes of this package treat it as opaque. The maps describe the
    user op's iteration space and are not tied to the rank of the tensor (IREE does not tie them).
    """

    name = "iree_encoding.encoding"

    operand_index: IntegerAttr
    op_type: EncodingOpTypeAttr
    element_types: ArrayAttr[Attribute]
    original_element_type: TypeAttribute | NoneAttr
    user_indexing_maps: ArrayAttr[Attribute] | NoneAttr
    iteration_sizes: ArrayAttr[IntegerAttr] | NoneAttr

    REQUIRED: ClassVar[tuple[str, ...]] = ("operand_index", "op_type", "element_types")

    def __init__(
        self,
        operand_index: int | IntegerAttr,
        op_type: str,
        element_types: Sequence[Attribute],
        user_indexing_maps: Sequence[Attribute] | None = None,
        iteration_sizes: Sequence[int | None] | None = None,
        original_element_type: TypeAttribute | None = None,
    ):
        """`operand_index` as an int becomes `N : index` (IREE's builder); `None` in `iteration_sizes` is `?`."""
        super().__init__(
            operand_index
            if isinstance(operand_index, IntegerAttr)
            else IntegerAttr[IndexType](operand_index, IndexType()),
            EncodingOpTypeAttr(op_type),
            ArrayAttr(element_types),
            NoneAttr() if original_element_type is None else original_element_type,
            NoneAttr() if user_indexing_maps is None else ArrayAttr(user_indexing_maps),
            NoneAttr() if iteration_sizes is None else _sizes_attr(iteration_sizes),
        )

    def clone_with_layouts(self, layouts: Sequence[Attribute]) -> Attribute | None:
        """IREE's `EncodingAttr::cloneWithLayouts`: `#iree_encoding.layout<[layouts]>`."""
        from xdsl_encoding.dialects.iree_encoding.attrs import LayoutAttr

        return LayoutAttr(layouts)

    @property
    def index(self) -> int:
        """The operand index as a Python int."""
        return self.operand_index.value.data

    def operand_number(self) -> int:
        return self.index

    def operand_element_types(self) -> tuple[Attribute, ...]:
        return tuple(self.element_types.data)

    def encoded_op_type(self) -> str:
        return self.op_type.value.data

    def user_map_entries(self) -> tuple[Attribute, ...] | None:
        return None if isinstance(self.user_indexing_maps, NoneAttr) else tuple(self.user_indexing_maps.data)

    def operand_maps(self) -> tuple[AffineMap, ...] | None:
        return self.indexing_maps()

    def loop_sizes(self) -> tuple[int | None, ...] | None:
        return self.iteration_size_values

    def storage_original_type(self) -> Attribute | None:
        return None if isinstance(self.original_element_type, NoneAttr) else self.original_element_type

    @property
    def iteration_size_values(self) -> tuple[int | None, ...] | None:
        """`iteration_sizes` with `?` as None; None when absent."""
        if isinstance(self.iteration_sizes, NoneAttr):
            return None
        return tuple(None if s.value.data == INT64_MIN else s.value.data for s in self.iteration_sizes.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<operand_index = 0 : index, op_type = matmul, element_types = [...], ...>`, keys in any order."""
        start = parser.pos

        def operand_index() -> Attribute:
            pos = parser.pos
            value = parser.parse_attribute()
            if not isa(value, IntegerAttr[IntegerType | IndexType]):
                parser.raise_error(
                    f"#iree_encoding.encoding: operand_index: invalid kind of attribute specified, "
                    f"expected an integer, got {value}",
                    pos,
                )
            if not fits_signed(value.value.data, 64):
                parser.raise_error("integer constant out of range for attribute", pos, parser.pos)
            return value

        def original_element_type() -> Attribute:
            pos = parser.pos
            value = parser.parse_attribute()
            if not isinstance(value, TypeAttribute):
                parser.raise_error(
                    f"#iree_encoding.encoding: original_element_type: invalid kind of attribute specified, "
                    f"expected a type, got {value}",
                    pos,
                )
            return value

        fields: dict[str, Callable[[], Attribute]] = {
            "operand_index": operand_index,
            "op_type": lambda: EncodingOpTypeAttr.parse_keyword(parser),
            "element_types": lambda: parse_array(parser, "#iree_encoding.encoding: element_types"),
            "original_element_type": original_element_type,
            "user_indexing_maps": lambda: parse_array(parser, "#iree_encoding.encoding: user_indexing_maps"),
            "iteration_sizes": lambda: _sizes_attr(parse_dynamic_list(parser)),
        }
        found = parse_struct(parser, fields, cls.REQUIRED)
        params = tuple(found.get(key, NoneAttr()) for key in fields)
        return verified(parser, cls, params, start)

    def print_parameters(self, printer: Printer) -> None:
        entries: list[tuple[str, Callable[[], None]]] = [
            ("operand_index", lambda: printer.print_attribute(self.operand_index)),
            ("op_type", lambda: printer.print_string(self.op_type.value.data)),
            ("element_types", lambda: printer.print_attribute(self.element_types)),
        ]
        original, maps, sizes = self.original_element_type, self.user_indexing_maps, self.iteration_size_values
        if not isinstance(original, NoneAttr):
            entries.append(("original_element_type", lambda: printer.print_attribute(original)))
        if isinstance(maps, ArrayAttr):
            entries.append(("user_indexing_maps", lambda: printer.print_attribute(maps)))
        if sizes is not None:
            entries.append(("iteration_sizes", lambda: printer.print_string(shown(sizes))))
        print_struct(printer, entries)

    def indexing_maps(self) -> tuple[AffineMap, ...] | None:
        """Each operand's map, chains composed; None without `user_indexing_maps` or if one cannot be composed."""
        if isinstance(self.user_indexing_maps, NoneAttr):
            return None
        maps: list[AffineMap] = []
        for entry in self.user_indexing_maps.data:
            composed = _composed(entry)
            if composed is None:
                return None
            maps.append(composed)
        return tuple(maps)

    def with_operand_map(self, m: AffineMap) -> EncodingAttr | Blocked:
        """IREE's `cloneWithNewOperandIndexingMap`: append `m` to the chain of entry `operand_index`.

        `[#root, #m1, #m2]` with operand 1 and `m` -> `[#root, [#m1, m], #m2]`; the root maps stay.
        """
        maps = self.user_indexing_maps
        if isinstance(maps, NoneAttr):
            return Blocked("the encoding has no user_indexing_maps to extend")
        entry = maps.data[self.index]
        chain = [entry] if isinstance(entry, AffineMapAttr) else list(cast_chain(entry))
        if not chain:
            return Blocked(f"the encoding's entry {self.index} of user_indexing_maps is empty")
        last = chain[-1].data
        if len(last.results) != m.num_dims:
            return Blocked(
                f"the map {m} has {m.num_dims} dims, the encoding's operand map has {len(last.results)} results"
            )
        entries = list(maps.data)
        entries[self.index] = ArrayAttr([*chain, AffineMapAttr(m)])
        return EncodingAttr(
            self.operand_index,
            self.op_type.value.data,
            self.element_types.data,
            entries,
            self.iteration_size_values,
            None if isinstance(self.original_element_type, NoneAttr) else self.original_element_type,
        )

    def bubbled(self, operand_map: AffineMap) -> Attribute | Blocked:
        """`HoistEncodingOps.cpp` bubbling: the input's map (already composed with the inverse output map) is appended, identity too."""
        return self.with_operand_map(operand_map)

    def sunk(self, target_map: AffineMap, operand_map: AffineMap) -> Attribute | Blocked:
        """`generateSinkingEncodings`: append `inverse(target_map)`, then `operand_map`, each unless identity."""
        encoding: EncodingAttr | Blocked = self
        inverse = target_map.inverse_permutation()
        for m in (inverse, operand_map):
            if m is None:
                return Blocked(f"the map {target_map} is not invertible")
            if isinstance(encoding, EncodingAttr) and m != AffineMap.identity(m.num_dims):
                encoding = encoding.with_operand_map(m)
        return encoding

    def new_elements_matter(self, tensor: TensorType[Attribute], target: CpuTarget | None) -> str | None:
        """Whether a pack may pad `tensor` along K: decided by the model `data_tiling/padding_rule.py` attaches."""
        if not K_PADDING_MODELS:
            return "K may be padded (no data-tiling layout model is loaded)"
        return K_PADDING_MODELS[-1](self, tensor, target)

    def padding_fill(self, tensor: TensorType[Attribute]) -> FillValue:
        """Packs pad with zero (`lowerSetEncodingOpToPackOp`)."""
        return FillValue.of(0.0 if not isinstance(tensor.element_type, IntegerType | IndexType) else 0)

    def check_fills(self, own: FillValue, other: FillValue | None) -> str | None:
        """New elements only matter along K, where they are summed: `own * other` must be 0."""
        return k_product_conflict(own, other)

    def recorded_across(self, reshape: Reshape, to: ReshapeSide) -> Attribute | Blocked:
        """The reshape's index map appended to this operand's chain (`reshape/index_maps.py`): to the
        expanded side `(d0, d1) -> (d0 floordiv 16, d0 mod 16, d1)`, to the collapsed one
        `(d0, d1, d2) -> (d0 * 16 + d1, d2)`. Root maps and `iteration_sizes` stay: the loops are the matmul's."""
        m = delinearizing_map(reshape) if to == "expanded" else linearizing_map(reshape)
        return m if isinstance(m, Blocked) else self.with_operand_map(m)

    def reshape_refusal(
        self, moved: Attribute, reshape: Reshape, to: ReshapeSide, target: CpuTarget | None
    ) -> str | None:
        """Decided by the model `data_tiling/reshape_rule.py` attaches (it knows the packed layouts)."""
        if not RESHAPE_MODELS:
            return "no data-tiling layout model is loaded to say whether the packed layout stays exact"
        return RESHAPE_MODELS[-1](self, moved, reshape, to, target)

    def num_dynamic_encoding_dims(self) -> int:
        """IREE's `getNumDynamicEncodingDims`: one `encoding_dims` value per `?` in `iteration_sizes`."""
        sizes = self.iteration_size_values
        return 0 if sizes is None else sum(1 for s in sizes if s is None)

    def verify(self) -> None:
        where = "#iree_encoding.encoding"
        for t in self.element_types.data:
            if not isinstance(t, TypeAttribute):
                raise VerifyException(f"{where}: stricter than IREE: element_types must be types, got {t}")
        index = self.index
        if index < 0:
            raise VerifyException(f"{where}: stricter than IREE: operand_index must be non-negative, got {index}")
        for size in self.iteration_sizes.data if isinstance(self.iteration_sizes, ArrayAttr) else ():
            if size.type != i64:
                raise VerifyException(f"{where}: iteration_sizes must be i64 values, got {size}")
        operand_dims: int | None = None
        maps = self.user_indexing_maps
        if isinstance(maps, ArrayAttr):
            if index >= len(maps.data):
                raise VerifyException(
                    f"{where}: `operandIndex` exceeds the size of `user_indexing_maps` ({index} >= {len(maps.data)})"
                )
            for i, entry in enumerate(maps.data):
                dims = _chain_dims(entry)
                if isinstance(dims, str):
                    raise VerifyException(
                        f"{where}: found a non-composable attribute in `user_indexing_maps` at index: {i} ({dims})"
                    )
                if i == index:
                    operand_dims = dims
        sizes = self.iteration_size_values
        if sizes is None:
            return
        if operand_dims is None:
            raise VerifyException(f"{where}: found `iteration_sizes` without any corresponding `user_indexing_maps`")
        if len(sizes) != operand_dims:
            raise VerifyException(
                f"{where}: found an encoding with {len(sizes)} iteration sizes, but expected {operand_dims} "
                "based on the user indexing maps"
            )


def cast_chain(entry: Attribute) -> Sequence[AffineMapAttr]:
    """The maps of a verified `user_indexing_maps` chain entry."""
    assert isa(entry, ArrayAttr[AffineMapAttr]), "a verified chain holds affine maps"
    return entry.data


def _sizes_attr(sizes: Sequence[int | None]) -> ArrayAttr[IntegerAttr]:
    return ArrayAttr(IntegerAttr(INT64_MIN if s is None else s, i64) for s in sizes)
