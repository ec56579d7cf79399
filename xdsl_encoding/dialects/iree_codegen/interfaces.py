"""The attribute interfaces `iree_codegen.inner_tiled` is generic over (IREECodegenInterfaces.td).

A *kind* (`InnerTileDescAttrInterface`) says how many inputs and outputs the op takes and how
each operand's inner tile is laid out; the interpreter and the verifier ask it, never a concrete
attribute. A *semantics* (`InnerTiledSemanticsAttrInterface`) says whether tiles are distributed.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.ir.affine import AffineMap

from xdsl_encoding.targets.contraction_dims import infer_contraction_dims
from xdsl_encoding.targets.swizzle import TileSwizzle


class InnerTileDescAttr(ParametrizedAttribute, ABC):
    """`kind = ...` of `iree_codegen.inner_tiled`: a data-tiled MMA on swizzled tiles."""

    EXPECTED_INPUTS: ClassVar[int] = 2
    EXPECTED_OUTPUTS: ClassVar[int] = 1

    @abstractmethod
    def swizzle(self, operand: int) -> TileSwizzle:
        """The swizzle of operand `operand`'s tile: LHS `[M0, K0]`, RHS `[N0, K0]`, ACC `[M0, N0]`."""

    @abstractmethod
    def undistributed_semantics(self) -> InnerTiledSemanticsAttr:
        """The semantics materialization pairs this kind with (tensor-level, undistributed tiles)."""

    def element_types(self) -> tuple[Attribute | None, Attribute | None, Attribute | None]:
        """The A, B, C element types the kind fixes (None: any)."""
        return (None, None, None)

    def verify_indexing_maps(self, maps: list[AffineMap]) -> str | None:
        """`verifyIndexingMaps`: the outer maps of a contraction (`inferContractionDims`)."""
        dims = infer_contraction_dims(maps)
        if dims is None or not (dims.m or dims.n or dims.k):
            return "the indexing maps are not those of a contraction"
        return None


class InnerTiledSemanticsAttr(ParametrizedAttribute, ABC):
    """`semantics = ...` of `iree_codegen.inner_tiled`."""

    @property
    @abstractmethod
    def distributed(self) -> bool:
        """Tiles are per-thread slices (not interpretable at tensor level)."""

    @property
    def opaque(self) -> bool:
        return False
