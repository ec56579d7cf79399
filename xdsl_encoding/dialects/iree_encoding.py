"""IREE's `iree_encoding` dialect, textually compatible with IREE 3.7.1.

Attributes and ops follow compiler/src/iree/compiler/Dialect/Encoding/IR/{EncodingAttrs,EncodingOps}.td
as of IREE v3.7.1 (cb2048e0). Verifiers are stricter than IREE's where the project decided so
(SPEC §2): `matmul_k` may name at most one K dim, and every encoding is checked against the rank
of the tensor it is attached to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    NoneAttr,
    StringAttr,
    TensorType,
)
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute, SSAValue, TypeAttribute
from xdsl.ir.affine import AffineMap
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_encoding.interfaces import (
    ContractionEncodingAttr,
    EncodingPropagationAttr,
    TensorEncodingAttr,
)
from xdsl_encoding.reshape.reassociation import (
    Blocked,
    Reshape,
    project_to_collapsed,
    project_to_expanded,
)
from xdsl_encoding.utils.hints import is_tensor_type
from xdsl_encoding.utils.shapes import shape_text

# ---------------------------------------------------------------------------------------
# Syntax helpers
# ---------------------------------------------------------------------------------------


def _parse_int(parser: AttrParser, bits: int) -> int:
    """An integer that fits a signed `bits`-bit element, as IREE's dense arrays require
    (k_dims: `DenseI32ArrayAttr`; paddings and sizes: `DenseI64ArrayAttr`)."""
    start = parser.pos
    value = parser.parse_integer(allow_boolean=False)
    if not _fits_signed(value, bits):
        parser.raise_error("integer value too large", start, parser.pos)
    return value


def _fits_signed(value: int, bits: int) -> bool:
    return -(2 ** (bits - 1)) <= value < 2 ** (bits - 1)


def _parse_int_or_question(parser: AttrParser) -> int:
    if parser.parse_optional_punctuation("?") is not None:
        return DYNAMIC_INDEX
    return _parse_int(parser, 64)


def _verified(
    parser: AttrParser, cls: type[ParametrizedAttribute], params: Sequence[Attribute], start: int
) -> Sequence[Attribute]:
    """Run the attribute's verifier at parse time, so a bad literal is a parse error at its location."""
    try:
        cls.new(params)
    except VerifyException as e:
        parser.raise_error(str(e), start, parser.pos)
    return params


def _ints(values: Sequence[int]) -> ArrayAttr[IntAttr]:
    return ArrayAttr(IntAttr(v) for v in values)


def _values(attr: ArrayAttr[IntAttr]) -> tuple[int, ...]:
    return tuple(v.data for v in attr.data)


# ---------------------------------------------------------------------------------------
# Encodings
# ---------------------------------------------------------------------------------------


@irdl_attr_definition
class MatmulKAttr(ParametrizedAttribute, TensorEncodingAttr, EncodingPropagationAttr, ContractionEncodingAttr):
    """The reduction (K) dims of a tensor consumed by a matmul.

    `#iree_encoding.matmul_k<k_dims = [1]>`: `linalg.matmul` LHS `[1]`, RHS `[0]`, ACC `[]`.
    The encoding records no sizes and no reshape history, so it may cross a reshape only
    while each K dim stays a dim of its own. At most one K dim: several cannot be materialized.
    """

    name = "iree_encoding.matmul_k"

    k_dims: ArrayAttr[IntAttr]

    def __init__(self, k_dims: Sequence[int]):
        super().__init__(_ints(k_dims))

    @property
    def dims(self) -> tuple[int, ...]:
        return _values(self.k_dims)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<k_dims = [1]>`."""
        start = parser.pos
        with parser.in_angle_brackets():
            parser.parse_keyword("k_dims")
            parser.parse_punctuation("=")
            dims = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_int(parser, 32))
        return _verified(parser, cls, (_ints(dims),), start)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<k_dims = [{', '.join(str(d) for d in self.dims)}]>")

    def verify(self) -> None:
        dims = self.dims
        if any(d < 0 for d in dims):
            raise VerifyException(f"#iree_encoding.matmul_k: k_dims must be non-negative, got {list(dims)}")
        if len(set(dims)) != len(dims):
            raise VerifyException(f"#iree_encoding.matmul_k: k_dims must be unique, got {list(dims)}")
        if len(dims) > 1:
            raise VerifyException(
                f"#iree_encoding.matmul_k: at most one K dim can be materialized, got k_dims = {list(dims)}"
            )

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        rank = tensor.get_num_dims()
        for d in self.dims:
            if d >= rank:
                raise VerifyException(
                    f"#iree_encoding.matmul_k: K dim {d} is out of range for the rank-{rank} tensor {tensor}"
                )

    def reduction_dims(self) -> tuple[int, ...]:
        return self.dims

    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        dims = project_to_collapsed(self.dims, reshape, unit_dims=unit_dims, label="K dim")
        return dims if isinstance(dims, Blocked) else MatmulKAttr(dims)

    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        dims = project_to_expanded(self.dims, reshape, unit_dims=unit_dims, label="K dim")
        return dims if isinstance(dims, Blocked) else MatmulKAttr(dims)


@irdl_attr_definition
class PaddingAttr(ParametrizedAttribute, TensorEncodingAttr, EncodingPropagationAttr):
    """Elements appended to each dim: `#iree_encoding.padding<[0, 64]>`; `?` lets a resolver decide.

    The logical shape is unchanged; the storage of dim i holds `size_i + padding_i` elements.
    A padded dim may cross a reshape only while it stays a dim of its own.
    """

    name = "iree_encoding.padding"

    padding: ArrayAttr[IntAttr]

    def __init__(self, padding: Sequence[int]):
        super().__init__(_ints(padding))

    @property
    def values(self) -> tuple[int, ...]:
        """Per-dim padding, `DYNAMIC_INDEX` for `?`."""
        return _values(self.padding)

    @property
    def padded_dims(self) -> tuple[int, ...]:
        return tuple(i for i, p in enumerate(self.values) if p != 0)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<[0, ?, 64]>`."""
        start = parser.pos
        with parser.in_angle_brackets():
            values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_int_or_question(parser))
        return _verified(parser, cls, (_ints(values),), start)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{shape_text(self.values, 'list')}>")

    def verify(self) -> None:
        if any(p < 0 and p != DYNAMIC_INDEX for p in self.values):
            raise VerifyException(
                f"#iree_encoding.padding: padding values must be non-negative or ?, got {shape_text(self.values, 'list')}"
            )

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        if len(self.values) != tensor.get_num_dims():
            raise VerifyException(
                f"#iree_encoding.padding: expected one padding value per dim of {tensor}, got {len(self.values)}"
            )

    def _moved(self, dims: tuple[int, ...] | Blocked, rank: int) -> Attribute | Blocked:
        if isinstance(dims, Blocked):
            return dims
        out = [0] * rank
        for src, dst in zip(self.padded_dims, dims):
            out[dst] = self.values[src]
        return PaddingAttr(out)

    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        dims = project_to_collapsed(self.padded_dims, reshape, unit_dims=unit_dims, label="padded dim")
        return self._moved(dims, len(reshape.groups))

    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        dims = project_to_expanded(self.padded_dims, reshape, unit_dims=unit_dims, label="padded dim")
        return self._moved(dims, len(reshape.expanded_shape))


@irdl_attr_definition
class IdentityAttr(ParametrizedAttribute, TensorEncodingAttr, EncodingPropagationAttr):
    """`#iree_encoding.identity`: the same layout as no encoding; crosses every reshape."""

    name = "iree_encoding.identity"

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """No parameters; an empty `<>` is accepted as `iree-opt` 3.7.1 does."""
        if parser.parse_optional_punctuation("<") is not None:
            parser.parse_punctuation(">", " (#iree_encoding.identity takes no parameters)")
        return ()

    def print_parameters(self, printer: Printer) -> None:
        return None

    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        return self

    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        return self


LAYOUT_MEMBERS: tuple[type[Attribute], ...] = (PaddingAttr, IdentityAttr)
"""Serialized (resolved) layouts that may sit inside `#iree_encoding.layout<[...]>`."""


@irdl_attr_definition
class LayoutAttr(ParametrizedAttribute, TensorEncodingAttr, EncodingPropagationAttr):
    """A resolved layout: `#iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>`.

    It crosses a reshape when every member does, and becomes the layout of the moved members.
    """

    name = "iree_encoding.layout"

    layouts: ArrayAttr[Attribute]

    def __init__(self, layouts: Sequence[Attribute]):
        super().__init__(ArrayAttr(layouts))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<[#iree_encoding.padding<[0, 64]>]>`."""
        start = parser.pos
        with parser.in_angle_brackets():
            layouts = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute)
        return _verified(parser, cls, (ArrayAttr(layouts),), start)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets(), printer.in_square_brackets():
            printer.print_list(self.layouts.data, printer.print_attribute)

    def verify(self) -> None:
        if not self.layouts.data:
            raise VerifyException("#iree_encoding.layout: expected non-empty layouts")
        for member in self.layouts.data:
            if not isinstance(member, LAYOUT_MEMBERS):
                raise VerifyException(
                    f"#iree_encoding.layout: expected every member to be a resolved layout "
                    f"(#iree_encoding.padding or #iree_encoding.identity), got {member}"
                )

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        for member in self.layouts.data:
            if isinstance(member, TensorEncodingAttr):
                member.verify_for_tensor(tensor)

    def _moved(self, reshape: Reshape, unit_dims: bool, collapse: bool) -> Attribute | Blocked:
        members: list[Attribute] = []
        for member in self.layouts.data:
            assert isinstance(member, EncodingPropagationAttr)
            moved = (
                member.to_collapsed(reshape, unit_dims=unit_dims)
                if collapse
                else member.to_expanded(reshape, unit_dims=unit_dims)
            )
            if isinstance(moved, Blocked):
                return moved
            members.append(moved)
        return LayoutAttr(members)

    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        return self._moved(reshape, unit_dims, collapse=True)

    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        return self._moved(reshape, unit_dims, collapse=False)


OP_TYPES = ("matmul", "conv")
"""The `op_type`s IREE 3.7.1 knows (`scaled_matmul` came later and 3.7.1 rejects it)."""


def _composed_map(entry: Attribute) -> AffineMap | str:
    """An entry of `user_indexing_maps` as one map: a map, or a chain composed last∘…∘first."""
    if isinstance(entry, AffineMapAttr):
        return entry.data
    if isa(entry, ArrayAttr[Attribute]) and entry.data:
        maps: list[AffineMap] = []
        for m in entry.data:
            if not isinstance(m, AffineMapAttr):
                return f"expected affine maps in the chain, got {m}"
            maps.append(m.data)
        composed = maps[0]
        for m in maps[1:]:
            if m.num_dims != len(composed.results):
                return "found a non-composable chain"
            try:
                composed = m.compose(composed)
            except (NotImplementedError, ZeroDivisionError) as e:
                # xDSL 0.74 cannot compose semi-affine maps and folds constant division eagerly.
                return f"cannot compose the chain: {e}"
        return composed
    return f"expected an affine map or a list of affine maps, got {entry}"


@irdl_attr_definition
class EncodingAttr(ParametrizedAttribute, TensorEncodingAttr):
    """The data-tiling encoding of a contraction operand (verbose form).

    `#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32],
    user_indexing_maps = [#map, [#map1, #map2], #map3], iteration_sizes = [?, 128, 64]>`.
    Parsed, printed and verified; the passes of this package treat it as opaque.
    """

    name = "iree_encoding.encoding"

    operand_index: IntegerAttr
    op_type: StringAttr
    element_types: ArrayAttr[Attribute]
    user_indexing_maps: ArrayAttr[Attribute] | NoneAttr
    iteration_sizes: ArrayAttr[IntAttr] | NoneAttr

    KEYS: ClassVar[tuple[str, ...]] = (
        "operand_index",
        "op_type",
        "element_types",
        "user_indexing_maps",
        "iteration_sizes",
    )

    def __init__(
        self,
        operand_index: int,
        op_type: str,
        element_types: Sequence[Attribute],
        user_indexing_maps: Sequence[Attribute] | None = None,
        iteration_sizes: Sequence[int] | None = None,
    ):
        super().__init__(
            IntegerAttr(operand_index, IndexType()),
            StringAttr(op_type),
            ArrayAttr(element_types),
            NoneAttr() if user_indexing_maps is None else ArrayAttr(user_indexing_maps),
            NoneAttr() if iteration_sizes is None else _ints(iteration_sizes),
        )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<operand_index = 0 : index, op_type = matmul, element_types = [...], ...>`, keys in any order."""
        found: dict[str, Attribute] = {}
        start = parser.pos

        def parse_entry() -> None:
            pos = parser.pos
            key = parser.parse_identifier()
            if key not in cls.KEYS:
                parser.raise_error(
                    f"#iree_encoding.encoding: unknown parameter '{key}', expected one of {', '.join(cls.KEYS)}", pos
                )
            if key in found:
                parser.raise_error(f"#iree_encoding.encoding: duplicate parameter '{key}'", pos)
            parser.parse_punctuation("=")
            found[key] = cls._parse_value(parser, key)

        with parser.in_angle_brackets():
            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
        for required in ("operand_index", "op_type", "element_types"):
            if required not in found:
                parser.raise_error(f"#iree_encoding.encoding: missing parameter '{required}'")
        params = (
            found["operand_index"],
            found["op_type"],
            found["element_types"],
            found.get("user_indexing_maps", NoneAttr()),
            found.get("iteration_sizes", NoneAttr()),
        )
        return _verified(parser, cls, params, start)

    @staticmethod
    def _parse_value(parser: AttrParser, key: str) -> Attribute:
        pos = parser.pos
        if key == "operand_index":
            value = parser.parse_attribute()
            if not isinstance(value, IntegerAttr):
                parser.raise_error("#iree_encoding.encoding: operand_index must be an integer", pos)
            if not _fits_signed(value.value.data, 64):  # an index is 64 bits wide, as in iree-opt
                parser.raise_error("integer constant out of range for attribute", pos, parser.pos)
            return IntegerAttr(value.value.data, IndexType())
        if key == "op_type":
            op_type = parser.parse_identifier()
            if op_type not in OP_TYPES:
                parser.raise_error(
                    f"#iree_encoding.encoding: op_type must be one of {', '.join(OP_TYPES)}, got '{op_type}'", pos
                )
            return StringAttr(op_type)
        if key == "element_types":
            return ArrayAttr(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_type))
        if key == "user_indexing_maps":
            maps = parser.parse_attribute()
            if not isa(maps, ArrayAttr[Attribute]):
                parser.raise_error("#iree_encoding.encoding: user_indexing_maps must be a list", pos)
            return maps
        return _ints(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_int_or_question(parser)))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(
            f"<operand_index = {self.operand_index.value.data} : index, op_type = {self.op_type.data}, "
        )
        printer.print_string("element_types = ")
        with printer.in_square_brackets():
            printer.print_list(self.element_types.data, printer.print_attribute)
        if isinstance(self.user_indexing_maps, ArrayAttr):
            printer.print_string(", user_indexing_maps = ")
            printer.print_attribute(self.user_indexing_maps)
        if isinstance(self.iteration_sizes, ArrayAttr):
            printer.print_string(f", iteration_sizes = {shape_text(_values(self.iteration_sizes), 'list')}")
        printer.print_string(">")

    def indexing_maps(self) -> tuple[AffineMap, ...] | None:
        """Each operand's map, chains composed; None without `user_indexing_maps`."""
        if not isinstance(self.user_indexing_maps, ArrayAttr):
            return None
        maps: list[AffineMap] = []
        for entry in self.user_indexing_maps.data:
            composed = _composed_map(entry)
            if isinstance(composed, str):
                return None
            maps.append(composed)
        return tuple(maps)

    def verify(self) -> None:
        if self.op_type.data not in OP_TYPES:
            raise VerifyException(f"#iree_encoding.encoding: op_type must be one of {', '.join(OP_TYPES)}")
        for t in self.element_types.data:
            if not isinstance(t, TypeAttribute):
                raise VerifyException(f"#iree_encoding.encoding: element_types must be types, got {t}")
        index = self.operand_index.value.data
        if index < 0:
            raise VerifyException(f"#iree_encoding.encoding: operand_index must be non-negative, got {index}")
        maps = self.user_indexing_maps
        if isinstance(maps, NoneAttr):
            if isinstance(self.iteration_sizes, ArrayAttr):
                raise VerifyException(
                    "#iree_encoding.encoding: found `iteration_sizes` without any corresponding `user_indexing_maps`"
                )
            return
        if index >= len(maps.data):
            raise VerifyException(
                f"#iree_encoding.encoding: `operandIndex` ({index}) exceeds the size of `user_indexing_maps` ({len(maps.data)})"
            )
        composed: list[AffineMap] = []
        for i, entry in enumerate(maps.data):
            c = _composed_map(entry)
            if isinstance(c, str):
                raise VerifyException(
                    f"#iree_encoding.encoding: found a non-composable attribute in `user_indexing_maps` at index: {i} ({c})"
                )
            composed.append(c)
        if isinstance(self.iteration_sizes, ArrayAttr):
            sizes = _values(self.iteration_sizes)
            if any(s < 0 and s != DYNAMIC_INDEX for s in sizes):
                raise VerifyException(
                    f"#iree_encoding.encoding: iteration_sizes must be non-negative or ?, got {shape_text(sizes, 'list')}"
                )
            expected = composed[index].num_dims
            if len(sizes) != expected:
                raise VerifyException(
                    f"#iree_encoding.encoding: found an encoding with {len(sizes)} iteration sizes, "
                    f"but expected {expected} based on the user indexing maps"
                )

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        maps = self.indexing_maps()
        if maps is None:
            return
        operand_map = maps[self.operand_index.value.data]
        if len(operand_map.results) != tensor.get_num_dims():
            raise VerifyException(
                f"#iree_encoding.encoding: the indexing map of operand {self.operand_index.value.data} has "
                f"{len(operand_map.results)} results, but the tensor {tensor} has rank {tensor.get_num_dims()}"
            )


ENCODINGS: tuple[type[Attribute], ...] = (MatmulKAttr, PaddingAttr, LayoutAttr, EncodingAttr, IdentityAttr)


# ---------------------------------------------------------------------------------------
# Ops
# ---------------------------------------------------------------------------------------


def verify_encoding_on(tensor: TensorType[Attribute], where: str) -> None:
    """Check that `tensor`'s encoding is one of ours and fits the tensor's rank."""
    encoding = tensor.encoding
    if not isinstance(encoding, TensorEncodingAttr):
        raise VerifyException(f"{where} expected to have a valid #iree_encoding tensor encoding, got {tensor}")
    encoding.verify_for_tensor(tensor)


def _verify_logical_shape(op_name: str, plain: TensorType[Attribute], encoded: TensorType[Attribute]) -> None:
    if plain.get_num_dims() != encoded.get_num_dims():
        raise VerifyException(f"{op_name}: cannot change the rank of the tensor ({plain} vs {encoded})")
    for a, b in zip(plain.get_shape(), encoded.get_shape()):
        if a != b and DYNAMIC_INDEX not in (a, b):
            raise VerifyException(
                f"{op_name}: expected to preserve the logical shape of the tensor ({plain} vs {encoded})"
            )
    if plain.element_type != encoded.element_type:
        raise VerifyException(f"{op_name}: expected to preserve the element type of the tensor ({plain} vs {encoded})")


@irdl_op_definition
class SetEncodingOp(IRDLOperation):
    """Attach an encoding to a tensor; the logical value is unchanged.

    `%e = iree_encoding.set_encoding %x : tensor<16x32xf32> -> tensor<16x32xf32, #enc>`
    """

    name = "iree_encoding.set_encoding"

    source = operand_def(TensorType)
    result = result_def(TensorType)

    assembly_format = "attr-dict $source `:` type($source) `->` type($result)"

    traits = traits_def(Pure())

    def __init__(self, source: SSAValue, result_type: TensorType[Attribute]):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source = self.source.type
        result = self.result.type
        assert is_tensor_type(source)
        assert is_tensor_type(result)
        if not isinstance(source.encoding, NoneAttr):
            raise VerifyException(f"{self.name}: source of set_encoding op cannot have a tensor encoding, got {source}")
        if isinstance(result.encoding, NoneAttr):
            raise VerifyException(
                f"{self.name}: result of set_encoding op expected to have a valid tensor encoding, got {result}"
            )
        verify_encoding_on(result, f"{self.name}: result of set_encoding op")
        _verify_logical_shape(self.name, source, result)


@irdl_op_definition
class UnsetEncodingOp(IRDLOperation):
    """Drop the encoding of a tensor; one index operand per dynamic dim of the result.

    `%u = iree_encoding.unset_encoding %e : tensor<?x32xf32, #enc> -> tensor<?x32xf32>{%d0}`
    """

    name = "iree_encoding.unset_encoding"

    source = operand_def(TensorType)
    result_dims = var_operand_def(IndexType)
    result = result_def(TensorType)

    traits = traits_def(Pure())

    def __init__(
        self,
        source: SSAValue,
        result_type: TensorType[Attribute],
        result_dims: Sequence[SSAValue] = (),
        attributes: dict[str, Attribute] | None = None,
    ):
        super().__init__(operands=[source, result_dims], result_types=[result_type], attributes=attributes)

    @classmethod
    def parse(cls, parser: Parser) -> UnsetEncodingOp:
        attributes = parser.parse_optional_attr_dict()
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        dims = parser.parse_optional_comma_separated_list(parser.Delimiter.BRACES, parser.parse_unresolved_operand)
        resolved_dims = [parser.resolve_operand(d, IndexType()) for d in dims or ()]
        if not is_tensor_type(result_type):
            parser.raise_error(f"{cls.name}: expected a tensor result type, got {result_type}")
        return cls(parser.resolve_operand(source, source_type), result_type, resolved_dims, attributes)

    def print(self, printer: Printer) -> None:
        if self.attributes:
            printer.print_string(" ")
            printer.print_attr_dict(self.attributes)
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)
        if self.result_dims:
            with printer.in_braces():
                printer.print_list(self.result_dims, printer.print_ssa_value)

    def verify_(self) -> None:
        source = self.source.type
        result = self.result.type
        assert is_tensor_type(source)
        assert is_tensor_type(result)
        if not isinstance(result.encoding, NoneAttr):
            raise VerifyException(
                f"{self.name}: result of unset_encoding op cannot have a tensor encoding, got {result}"
            )
        if isinstance(source.encoding, NoneAttr):
            raise VerifyException(
                f"{self.name}: source of unset_encoding op expected to have a valid tensor encoding, got {source}"
            )
        verify_encoding_on(source, f"{self.name}: source of unset_encoding op")
        _verify_logical_shape(self.name, result, source)
        dynamic = sum(1 for s in result.get_shape() if s == DYNAMIC_INDEX)
        if dynamic != len(self.result_dims):
            raise VerifyException(
                f"{self.name}: result type set has {dynamic} dynamic dimensions but only "
                f"{len(self.result_dims)} dimension values are attached"
            )


IREEEncoding = Dialect(
    "iree_encoding",
    [SetEncodingOp, UnsetEncodingOp],
    [MatmulKAttr, PaddingAttr, LayoutAttr, EncodingAttr, IdentityAttr],
)
