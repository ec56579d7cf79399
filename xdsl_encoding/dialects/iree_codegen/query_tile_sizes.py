"""`iree_codegen.query_tile_sizes`: the tile sizes a backend chose for an encoded tensor type.

`%0:2 = iree_codegen.query_tile_sizes tensor<16x16xi8, #encoding> -> index, index`; materialization
replaces it by constants (IREE's `Codegen/Dialect/Codegen/IR/IREECodegenOps.td`). IREE checks only that
`tensor_type` is a tensor type, not the number of results.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, TensorType, UnrankedTensorType
from xdsl.irdl import IRDLOperation, base, irdl_op_definition, prop_def, traits_def, var_result_def
from xdsl.traits import Pure


@irdl_op_definition
class QueryTileSizesOp(IRDLOperation):
    name = "iree_codegen.query_tile_sizes"
    tensor_type = prop_def(base(TensorType) | base(UnrankedTensorType))
    results_ = var_result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict $tensor_type `->` type($results_)"
