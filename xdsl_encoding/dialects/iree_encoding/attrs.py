"""The layout attributes of `iree_encoding`: matmul_k, padding, identity, layout, packed_storage
(the testing attributes are in `testing_attrs.py`).

Syntax and rules follow compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingAttrs.{td,cpp} at
IREE 3.13 (b48a595) and, for `matmul_k` and the list form of `testing`, IREE 3.7.1 (cb2048e0).
Where this project is stricter than IREE the diagnostic starts with "stricter than IREE"
(docs/decisions.md lists every such rule).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, ComplexType, IndexType, IntAttr, IntegerType, TensorType
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.iree_encoding.dimwise import DimwiseElementwiseAttr
from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr, Size, StorageSizer
from xdsl_encoding.dialects.iree_encoding.syntax import (
    NoParameters,
    int_array,
    int_values,
    parse_array,
    parse_dynamic_list,
    parse_int,
    parse_struct,
    shown,
    verified,
)
from xdsl_encoding.interfaces import (
    CompositeLayoutAttr,
    ContractionEncodingAttr,
    EncodingPropagationAttr,
    ExplicitPaddingAttr,
    TensorEncodingAttr,
)
from xdsl_encoding.reshape.reassociation import Blocked, Reshape, project_to_collapsed, project_to_expanded

# ---------------------------------------------------------------------------------------
# matmul_k (IREE 3.7.1)
# ---------------------------------------------------------------------------------------


@irdl_attr_definition
class MatmulKAttr(
    ParametrizedAttribute,
    SerializableAttr,
    TensorEncodingAttr,
    EncodingPropagationAttr,
    ContractionEncodingAttr,
    DimwiseElementwiseAttr,
):
    """The reduction (K) dims of a tensor consumed by a matmul (IREE 3.7.1; 3.13 has no matmul_k).

    `#iree_encoding.matmul_k<k_dims = [1]>`: `linalg.matmul` LHS `[1]`, RHS `[0]`, ACC `[]`.
    The encoding records no sizes and no reshape history, so it may cross a reshape only
    while each K dim stays a dim of its own. At most one K dim: several cannot be materialized.
    """

    name = "iree_encoding.matmul_k"

    k_dims: ArrayAttr[IntAttr]

    def __init__(self, k_dims: Sequence[int]):
        super().__init__(int_array(k_dims))

    @property
    def dims(self) -> tuple[int, ...]:
        return int_values(self.k_dims)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<k_dims = [1]>` (a `struct` of one `DenseI32ArrayAttr`)."""
        start = parser.pos

        def k_dims() -> Attribute:
            return int_array(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: parse_int(parser, 32)))

        found = parse_struct(parser, {"k_dims": k_dims}, required=("k_dims",))
        return verified(parser, cls, (found["k_dims"],), start)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<k_dims = [{', '.join(str(d) for d in self.dims)}]>")

    def verify(self) -> None:
        dims = self.dims
        if any(d < 0 for d in dims):
            raise VerifyException(
                f"#iree_encoding.matmul_k: stricter than IREE: k_dims must be non-negative, got {list(dims)}"
            )
        if len(set(dims)) != len(dims):
            raise VerifyException(
                f"#iree_encoding.matmul_k: stricter than IREE: k_dims must be unique, got {list(dims)}"
            )
        if len(dims) > 1:
            raise VerifyException(
                "#iree_encoding.matmul_k: stricter than IREE: at most one K dim can be materialized, "
                f"got k_dims = {list(dims)}"
            )

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        rank = tensor.get_num_dims()
        for d in self.dims:
            if d >= rank:
                raise VerifyException(
                    f"#iree_encoding.matmul_k: stricter than IREE: K dim {d} is out of range "
                    f"for the rank-{rank} tensor {tensor}"
                )

    def reduction_dims(self) -> tuple[int, ...]:
        return self.dims

    def entries(self, rank: int) -> tuple[int, ...]:
        return tuple(int(d in self.dims) for d in range(rank))

    def with_entries(self, entries: Sequence[int]) -> Attribute | Blocked:
        return MatmulKAttr([d for d, k in enumerate(entries) if k])

    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        dims = project_to_collapsed(self.dims, reshape, unit_dims=unit_dims, label="K dim")
        return dims if isinstance(dims, Blocked) else MatmulKAttr(dims)

    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        dims = project_to_expanded(self.dims, reshape, unit_dims=unit_dims, label="K dim")
        return dims if isinstance(dims, Blocked) else MatmulKAttr(dims)


# ---------------------------------------------------------------------------------------
# padding, identity, layout
# ---------------------------------------------------------------------------------------


@irdl_attr_definition
class PaddingAttr(
    ParametrizedAttribute,
    SerializableAttr,
    TensorEncodingAttr,
    EncodingPropagationAttr,
    DimwiseElementwiseAttr,
    ExplicitPaddingAttr,
):
    """Elements appended to each dim: `#iree_encoding.padding<[0, 64]>`; `?` lets a resolver decide.

    The logical shape is unchanged; the storage of dim i holds `size_i + padding_i` elements.
    A padded dim may cross a reshape only while it stays a dim of its own. In Python `?` is
    `DYNAMIC_INDEX`; a written negative value is an error, so the two never meet.
    """

    name = "iree_encoding.padding"

    padding: ArrayAttr[IntAttr]

    def __init__(self, padding: Sequence[int]):
        super().__init__(int_array(padding))

    def storage_size(self, tensor: TensorType[Attribute], sizer: StorageSizer[Size]) -> Size | str | None:
        padding = self.padding_values(len(tensor.get_shape()))
        if len(padding) != len(tensor.get_shape()) or DYNAMIC_INDEX in padding:
            return f"{self} is not a resolved padding of {tensor}"
        return sizer.padded(padding)

    @property
    def values(self) -> tuple[int, ...]:
        """Per-dim padding, `DYNAMIC_INDEX` for `?`."""
        return int_values(self.padding)

    @property
    def padded_dims(self) -> tuple[int, ...]:
        return tuple(i for i, p in enumerate(self.values) if p != 0)

    def padding_values(self, rank: int) -> tuple[int, ...]:
        return self.values

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<[0, ?, 64]>`."""
        start = parser.pos
        with parser.in_angle_brackets():
            values = parse_dynamic_list(parser)
        if any(v is not None and v < 0 for v in values):
            parser.raise_error(
                "#iree_encoding.padding: expected all padding values need to be non-negative or dynamic",
                start,
                parser.pos,
            )
        return verified(parser, cls, (int_array([DYNAMIC_INDEX if v is None else v for v in values]),), start)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{shown([None if v == DYNAMIC_INDEX else v for v in self.values])}>")

    def verify(self) -> None:
        if any(p < 0 and p != DYNAMIC_INDEX for p in self.values):
            raise VerifyException(
                "#iree_encoding.padding: expected all padding values need to be non-negative or dynamic, "
                f"got {list(self.values)}"
            )

    def is_serialized(self) -> bool:
        return DYNAMIC_INDEX not in self.values

    def clone_with_layouts(self, layouts: Sequence[Attribute]) -> Attribute | None:
        """A `?` padding resolved by a target (`#iree_gpu.gpu_padding_resolver`): `layout<[padding<[0, 64]>]>`."""
        return LayoutAttr(layouts)

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        if len(self.values) != tensor.get_num_dims():
            raise VerifyException(
                f"#iree_encoding.padding: stricter than IREE: expected one padding value per dim of {tensor}, "
                f"got {len(self.values)}"
            )

    def entries(self, rank: int) -> tuple[int, ...]:
        return self.values

    def with_entries(self, entries: Sequence[int]) -> Attribute | Blocked:
        return PaddingAttr(entries)

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
class IdentityAttr(NoParameters, SerializableAttr, TensorEncodingAttr, EncodingPropagationAttr, ExplicitPaddingAttr):
    """`#iree_encoding.identity`: the same layout as no encoding; crosses every reshape."""

    name = "iree_encoding.identity"

    def padding_values(self, rank: int) -> tuple[int, ...]:
        return (0,) * rank

    def storage_size(self, tensor: TensorType[Attribute], sizer: StorageSizer[Size]) -> Size | str | None:
        return sizer.padded([0] * len(tensor.get_shape()))

    def is_serialized(self) -> bool:
        return True

    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        return self

    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        return self


@irdl_attr_definition
class LayoutAttr(
    ParametrizedAttribute, SerializableAttr, TensorEncodingAttr, EncodingPropagationAttr, CompositeLayoutAttr
):
    """Resolved layouts, one per possible target: `#iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>`.

    Every member implements `SerializableAttr` (padding, identity, `#iree_cpu.cpu_encoding_resolver<...>`, ...).
    It crosses a reshape when every member does, and becomes the layout of the moved members.
    """

    name = "iree_encoding.layout"

    layouts: ArrayAttr[Attribute]

    def __init__(self, layouts: Sequence[Attribute]):
        super().__init__(ArrayAttr(layouts))

    def storage_size(self, tensor: TensorType[Attribute], sizer: StorageSizer[Size]) -> Size | str | None:
        """The largest size any member gives (IREE's `LayoutAttr::calculateStorageSizeInBytes`)."""
        result: Size | None = None
        for layout in self.layouts.data:
            nested = isinstance(layout, LayoutAttr)
            size = layout.storage_size(tensor, sizer) if isinstance(layout, SerializableAttr) and not nested else None
            if size is None:
                return f"the storage size of layout {layout} is not computed here"
            if isinstance(size, str):
                return size
            result = size if result is None else sizer.maximum(result, size)
        return f"{self} has no layouts" if result is None else result

    def member_layouts(self) -> tuple[Attribute, ...]:
        return tuple(self.layouts.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<[#iree_encoding.padding<[0, 64]>]>`: `$layouts`, any array attribute."""
        start = parser.pos
        with parser.in_angle_brackets():
            layouts = parse_array(parser, "#iree_encoding.layout: layouts")
        return verified(parser, cls, (layouts,), start)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets(), printer.in_square_brackets():
            printer.print_list(self.layouts.data, printer.print_attribute)

    def verify(self) -> None:
        if not self.layouts.data:
            raise VerifyException("#iree_encoding.layout: expected non-empty layouts")
        for member in self.layouts.data:
            if not isinstance(member, SerializableAttr):
                raise VerifyException(
                    f"#iree_encoding.layout: expected all the layout attributes to implement SerializableAttr, "
                    f"got {member}"
                )

    def is_serialized(self) -> bool:
        return all(isinstance(m, SerializableAttr) and m.is_serialized() for m in self.layouts.data)

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        for member in self.layouts.data:
            if isinstance(member, TensorEncodingAttr):
                member.verify_for_tensor(tensor)

    def _moved(self, reshape: Reshape, unit_dims: bool, collapse: bool) -> Attribute | Blocked:
        members: list[Attribute] = []
        for member in self.layouts.data:
            if not isinstance(member, EncodingPropagationAttr):
                return Blocked(f"the layout member {member} does not say how it crosses a reshape")
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


# ---------------------------------------------------------------------------------------
# packed_storage
# ---------------------------------------------------------------------------------------


def bit_width(element_type: Attribute) -> int | None:
    """IREE's `getTypeBitWidth`: integers and floats by their width, complex twice its element; else None."""
    if isa(element_type, IntegerType):
        return element_type.width.data
    if isinstance(element_type, ComplexType):
        inner = bit_width(element_type.parameters[0])
        return None if inner is None else 2 * inner
    width = getattr(element_type, "bitwidth", None)
    return width if isinstance(width, int) else None


@irdl_attr_definition
class PackedStorageAttr(NoParameters, SerializableAttr, TensorEncodingAttr):
    """`#iree_encoding.packed_storage`: sub-byte elements stored back to back (i1, i2, i4)."""

    name = "iree_encoding.packed_storage"

    def is_serialized(self) -> bool:
        return True

    def storage_size(self, tensor: TensorType[Attribute], sizer: StorageSizer[Size]) -> Size | str | None:
        return sizer.dense(packed=True)

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        element = tensor.get_element_type()
        width = bit_width(element)
        if width is None:
            kind = "index" if isinstance(element, IndexType) else str(element)
            raise VerifyException(
                f"#iree_encoding.packed_storage: stricter than IREE: the element type {kind} has no bit width "
                "(iree-opt 3.13 crashes on it)"
            )
        if width > 7:
            raise VerifyException(
                f"#iree_encoding.packed_storage: bit-width of the element type is {width} but packed_storage "
                "is currently only supported for sub-byte types"
            )
        if width & (width - 1):
            raise VerifyException(
                f"#iree_encoding.packed_storage: bit-width of the element type is {width} but packed_storage "
                "currently only supports types with power-of-two bitwidth"
            )
