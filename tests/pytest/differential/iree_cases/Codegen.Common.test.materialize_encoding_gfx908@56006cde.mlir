// Ported from iree-org/iree compiler/src/iree/compiler/Codegen/Common/test/materialize_encoding_gfx908.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --pass-pipeline="builtin.module(func.func(iree-codegen-materialize-device-encoding{test-gpu-encoding-resolver=gpu_data_tiling}))" \
// RUN:   --iree-gpu-test-target=gfx908 \
// RUN:   --split-input-file %s | FileCheck %s

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_rhs = #iree_encoding.encoding<operand_index = 1, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_result = #iree_encoding.encoding<operand_index = 2, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
func.func @matmul_lowering_MFMA_i32_16x16x16_i8(
  %lhs: tensor<?x?xi8, #encoding_lhs>,
  %rhs: tensor<?x?xi8, #encoding_rhs>,
  %acc: tensor<?x?xi32, #encoding_result>
) -> tensor<?x?xi32, #encoding_result> {
  %result = linalg.matmul
    ins(%lhs, %rhs : tensor<?x?xi8, #encoding_lhs>,
                     tensor<?x?xi8, #encoding_rhs>)
    outs(%acc : tensor<?x?xi32, #encoding_result>)
    -> tensor<?x?xi32, #encoding_result>
  return %result : tensor<?x?xi32, #encoding_result>
}
