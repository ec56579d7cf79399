"""`#iree_gpu.data_tiled_scaled_mma_layout`: the kind of a scaled (MX) `iree_codegen.inner_tiled`.

compiler/src/iree/compiler/Codegen/Dialect/GPU/IR/IREEGPUAttrs.td (b48a595 = IREE 3.13), a
`<struct(params)>`: intrinsic and the LHS, RHS, ACC element types are required; counts default to 1
and are not printed then; the interleaving and `unswizzled_operands` lists are printed when present.
Five operands: LHS, RHS, LHS scales, RHS scales (inputs), ACC (output).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, IntAttr, NoneAttr, StringAttr
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineMap
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_codegen.interfaces import InnerTiledSemanticsAttr
from xdsl_encoding.dialects.iree_encoding.syntax import parse_struct, print_struct
from xdsl_encoding.dialects.iree_gpu_mma import (
    COUNTS,
    INTERLEAVINGS,
    DataTiledLayoutAttr,
    GPUMMASemanticsAttr,
    intrinsic_field,
    optional_list,
    optional_values,
    struct_entries,
    struct_fields,
    unrolling_arguments,
    unrolling_parameters,
)
from xdsl_encoding.targets.contraction_dims import infer_contraction_dims
from xdsl_encoding.targets.gpu_scaled import ScaledMma, scaled_intrinsic, scaled_swizzle
from xdsl_encoding.targets.swizzle import TileSwizzle

__all__ = ["GPUDataTiledScaledMMAAttr"]

_TYPES = ("lhs_elem_type", "rhs_elem_type", "acc_elem_type")
_LISTS = (*INTERLEAVINGS, "unswizzled_operands")


@irdl_attr_definition
class GPUDataTiledScaledMMAAttr(DataTiledLayoutAttr):
    """`#iree_gpu.data_tiled_scaled_mma_layout<intrinsic = MFMA_SCALE_F32_16x16x128_B32, lhs_elem_type = ...>`."""

    name = "iree_gpu.data_tiled_scaled_mma_layout"

    EXPECTED_INPUTS: ClassVar[int] = 4

    lhs_elem_type: Attribute
    rhs_elem_type: Attribute
    acc_elem_type: Attribute
    unswizzled_operands: ArrayAttr[IntAttr] | NoneAttr

    def __init__(self, mma: ScaledMma, types: tuple[Attribute, Attribute, Attribute]):
        super().__init__(
            StringAttr(mma.intrinsic.name), *unrolling_parameters(mma), *types, optional_list(mma.unswizzled)
        )

    @property
    def mma(self) -> ScaledMma:
        found = scaled_intrinsic(self.intrinsic.data)
        assert found is not None  # verified
        lhs, rhs, acc = (str(t) for t in (self.lhs_elem_type, self.rhs_elem_type, self.acc_elem_type))
        unswizzled = optional_values(self.unswizzled_operands)
        return ScaledMma(found, lhs, rhs, acc, unswizzled, **unrolling_arguments(self))

    def swizzle(self, operand: int) -> TileSwizzle:
        return scaled_swizzle(self.mma, operand)

    def undistributed_semantics(self) -> InnerTiledSemanticsAttr:
        return GPUMMASemanticsAttr(False, False)

    def verify_indexing_maps(self, maps: list[AffineMap]) -> str | None:
        """`ScaledMMAAttr::verifyIndexingMaps`: LHS, RHS, ACC form a contraction; each scale reads only
        loops its operand reads."""
        if len(maps) != 5:
            return f"expected 5 indexing maps, got {len(maps)}"
        dims = infer_contraction_dims([maps[0], maps[1], maps[4]])
        if dims is None or not (dims.m or dims.n or dims.k):
            return "the LHS, RHS and ACC maps are not those of a contraction"
        for scales, of in ((2, 0), (3, 1)):
            if not set(maps[scales].used_dims()) <= set(maps[of].used_dims()):
                return f"the scales of operand {of} read loops that operand does not"
        return None

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        name = intrinsic_field(parser, "IREEGPU_ScaledMMAIntrinsic", scaled_intrinsic)
        fields: dict[str, Callable[[], Attribute]] = {"intrinsic": name}
        fields.update({k: parser.parse_type for k in _TYPES})
        fields.update(struct_fields(parser, COUNTS, _LISTS))
        return cls.declared_order(parse_struct(parser, fields, required=("intrinsic", *_TYPES)))

    def print_parameters(self, printer: Printer) -> None:
        entries: list[tuple[str, Callable[[], None]]] = [
            ("intrinsic", lambda: printer.print_string(self.intrinsic.data))
        ]
        for key in _TYPES:
            entries.append((key, lambda t=getattr(self, key): printer.print_attribute(t)))
        entries += struct_entries(printer, self, COUNTS, _LISTS)
        print_struct(printer, entries)

    def verify(self) -> None:
        if scaled_intrinsic(self.intrinsic.data) is None:
            raise VerifyException(f"#{self.name}: unknown intrinsic {self.intrinsic.data}")
        self.verify_counts()
