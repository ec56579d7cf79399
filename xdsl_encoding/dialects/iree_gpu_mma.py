"""The `iree_gpu` attributes of `iree_codegen.inner_tiled`: `data_tiled_mma_layout`, `mma_semantics`.

compiler/src/iree/compiler/Codegen/Dialect/GPU/IR/IREEGPUAttrs.td (b48a595 = IREE 3.13), both
`<struct(params)>`: counts default to 1 and are not printed then; an interleaving list is printed
whenever present (even with its count 1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from xdsl.dialects.builtin import ArrayAttr, BoolAttr, IntAttr, IntegerAttr, NoneAttr, StringAttr
from xdsl.ir import Attribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_codegen.interfaces import InnerTileDescAttr, InnerTiledSemanticsAttr
from xdsl_encoding.dialects.iree_encoding.syntax import int_array, int_values, parse_struct, print_struct
from xdsl_encoding.targets.gpu_intrinsics import intrinsic
from xdsl_encoding.targets.gpu_mma import GpuMma, Unrolling, gpu_swizzle
from xdsl_encoding.targets.swizzle import TileSwizzle
from xdsl_encoding.utils.attribute_bases import attribute_base

__all__ = ["DataTiledLayoutAttr", "GPUDataTiledMMAAttr", "GPUMMASemanticsAttr"]

COUNTS = ("intrinsics_m", "subgroups_m", "intrinsics_n", "subgroups_n", "intrinsics_k", "subgroups_k")
INTERLEAVINGS = (
    "operands_interleaving_intrinsics_m",
    "operands_interleaving_intrinsics_n",
    "operands_interleaving_intrinsics_k",
)


def optional_list(values: tuple[int, ...] | None) -> ArrayAttr[IntAttr] | NoneAttr:
    return NoneAttr() if values is None else int_array(values)


def optional_values(attr: ArrayAttr[IntAttr] | NoneAttr) -> tuple[int, ...] | None:
    return None if isinstance(attr, NoneAttr) else int_values(attr)


def unrolling_parameters(mma: Unrolling) -> list[Attribute]:
    """The counts and interleaving lists of `mma`, as both data-tiled layouts declare them (in that order)."""
    counts = [IntAttr(getattr(mma, key)) for key in COUNTS]
    return [*counts, *(optional_list(v) for v in (mma.interleave_m, mma.interleave_n, mma.interleave_k))]


def unrolling_arguments(attr: Attribute) -> dict[str, Any]:
    """The keyword arguments of `Unrolling` that a data-tiled layout attribute holds."""
    m, n, k = (optional_values(getattr(attr, key)) for key in INTERLEAVINGS)
    return {**{key: getattr(attr, key).data for key in COUNTS}, "interleave_m": m, "interleave_n": n, "interleave_k": k}


def intrinsic_field(parser: AttrParser, enum: str, known: Callable[[str], object | None]) -> Callable[[], Attribute]:
    """The parser of `intrinsic = NAME`: an identifier `known` accepts, else IREE's error for `enum`."""

    def name() -> Attribute:
        start = parser.pos
        found = parser.parse_identifier()
        if known(found) is None:
            parser.raise_error(f"failed to parse {enum}: unknown intrinsic {found}", start, parser.pos)
        return StringAttr(found)

    return name


def struct_fields(
    parser: AttrParser, counts: Sequence[str], lists: Sequence[str]
) -> dict[str, Callable[[], Attribute]]:
    """Parsers of the counts (`intrinsics_m = 4`) and operand lists (`[0, 1]`) of a data-tiled MMA struct."""

    def count() -> Attribute:
        return IntAttr(parser.parse_integer(allow_boolean=False))

    def operands() -> Attribute:
        return int_array(
            parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: parser.parse_integer(False))
        )

    return {**{k: count for k in counts}, **{k: operands for k in lists}}


def struct_entries(
    printer: Printer, attr: Attribute, counts: Sequence[str], lists: Sequence[str]
) -> list[tuple[str, Callable[[], None]]]:
    """The printed entries of the counts that are not 1 and of the lists that are present."""
    entries: list[tuple[str, Callable[[], None]]] = []
    for key in counts:
        value: IntAttr = getattr(attr, key)
        if value.data != 1:
            entries.append((key, lambda v=value: printer.print_int(v.data)))
    for key in lists:
        lst: ArrayAttr[IntAttr] | NoneAttr = getattr(attr, key)
        if isinstance(lst, ArrayAttr):
            entries.append((key, lambda v=lst: printer.print_string(f"[{', '.join(str(x.data) for x in v)}]")))
    return entries


@attribute_base
class DataTiledLayoutAttr(InnerTileDescAttr):
    """What `data_tiled_mma_layout` and `data_tiled_scaled_mma_layout` both declare first (IREEGPUAttrs.td):
    the intrinsic, its counts (default 1) and the operands interleaving each unrolling."""

    intrinsic: StringAttr
    intrinsics_m: IntAttr
    subgroups_m: IntAttr
    intrinsics_n: IntAttr
    subgroups_n: IntAttr
    intrinsics_k: IntAttr
    subgroups_k: IntAttr
    operands_interleaving_intrinsics_m: ArrayAttr[IntAttr] | NoneAttr
    operands_interleaving_intrinsics_n: ArrayAttr[IntAttr] | NoneAttr
    operands_interleaving_intrinsics_k: ArrayAttr[IntAttr] | NoneAttr

    @classmethod
    def declared_order(cls, found: dict[str, Attribute]) -> tuple[Attribute, ...]:
        """The parsed `found` as the parameters, in their declared order; a count left out is 1, a list absent."""
        return tuple(
            found.get(key, IntAttr(1) if key in COUNTS else NoneAttr())
            for key, _ in cls.get_irdl_definition().parameters
        )

    def verify_counts(self) -> None:
        for key in COUNTS:
            if getattr(self, key).data < 1:
                raise VerifyException(f"#{self.name}: {key} must be positive")


@irdl_attr_definition
class GPUDataTiledMMAAttr(DataTiledLayoutAttr):
    """`#iree_gpu.data_tiled_mma_layout<intrinsic = MFMA_F32_16x16x4_F32, intrinsics_m = 4, ...>`."""

    name = "iree_gpu.data_tiled_mma_layout"

    def __init__(self, mma: GpuMma):
        super().__init__(StringAttr(mma.intrinsic.name), *unrolling_parameters(mma))

    @property
    def mma(self) -> GpuMma:
        found = intrinsic(self.intrinsic.data)
        assert found is not None  # verified
        return GpuMma(found, **unrolling_arguments(self))

    def swizzle(self, operand: int) -> TileSwizzle:
        return gpu_swizzle(self.mma, operand)

    def undistributed_semantics(self) -> InnerTiledSemanticsAttr:
        return GPUMMASemanticsAttr(False, False)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        name = intrinsic_field(parser, "IREEGPU_MMAIntrinsic", intrinsic)
        fields: dict[str, Callable[[], Attribute]] = {
            "intrinsic": name,
            **struct_fields(parser, COUNTS, INTERLEAVINGS),
        }
        return cls.declared_order(parse_struct(parser, fields, required=("intrinsic",)))

    def print_parameters(self, printer: Printer) -> None:
        entries: list[tuple[str, Callable[[], None]]] = [
            ("intrinsic", lambda: printer.print_string(self.intrinsic.data))
        ]
        entries += struct_entries(printer, self, COUNTS, INTERLEAVINGS)
        print_struct(printer, entries)

    def verify(self) -> None:
        found = intrinsic(self.intrinsic.data)
        if found is None:
            raise VerifyException(f"#{self.name}: unknown intrinsic {self.intrinsic.data}")
        self.verify_counts()
        try:
            for operand in range(3):
                found.layout(operand)
        except ValueError as error:
            raise VerifyException(f"#{self.name}: {error}") from error


@irdl_attr_definition
class GPUMMASemanticsAttr(InnerTiledSemanticsAttr):
    """`#iree_gpu.mma_semantics<distributed = false, opaque = false>` (both required)."""

    name = "iree_gpu.mma_semantics"

    distributed_: IntegerAttr
    opaque_: IntegerAttr

    def __init__(self, distributed: bool, opaque: bool):
        super().__init__(BoolAttr.from_bool(distributed), BoolAttr.from_bool(opaque))

    @property
    def distributed(self) -> bool:
        return bool(self.distributed_.value.data)

    @property
    def opaque(self) -> bool:
        return bool(self.opaque_.value.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        def boolean() -> Attribute:
            return BoolAttr.from_bool(parser.parse_boolean())

        found = parse_struct(parser, {"distributed": boolean, "opaque": boolean}, required=("distributed", "opaque"))
        return (found["distributed"], found["opaque"])

    def print_parameters(self, printer: Printer) -> None:
        print_struct(
            printer,
            [
                ("distributed", lambda: printer.print_string(str(self.distributed).lower())),
                ("opaque", lambda: printer.print_string(str(self.opaque).lower())),
            ],
        )
