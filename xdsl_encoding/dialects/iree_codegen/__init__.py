"""IREE's `iree_codegen` dialect: `inner_tiled`, the op data-tiled contractions lower to.

compiler/src/iree/compiler/Codegen/Dialect/Codegen/IR/ (b48a595 = IREE 3.13). Its kinds and
semantics live in `iree_gpu` and `iree_cpu` and answer through `interfaces.py`.
"""

from xdsl.ir import Dialect

from xdsl_encoding.dialects.iree_codegen.configs import CompilationInfoAttr, LoweringConfigAttr, TranslationInfoAttr
from xdsl_encoding.dialects.iree_codegen.inner_tiled import InnerTiledOp
from xdsl_encoding.dialects.iree_codegen.interfaces import InnerTileDescAttr, InnerTiledSemanticsAttr
from xdsl_encoding.dialects.iree_codegen.query_tile_sizes import QueryTileSizesOp

__all__ = ["IREECodegen", "InnerTileDescAttr", "InnerTiledOp", "InnerTiledSemanticsAttr"]

IREECodegen = Dialect(
    "iree_codegen",
    [InnerTiledOp, QueryTileSizesOp],
    [LoweringConfigAttr, TranslationInfoAttr, CompilationInfoAttr],
)
