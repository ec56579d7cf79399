// Ported from iree-org/iree compiler/src/iree/compiler/Codegen/Common/test/materialize_encoding_gfx1100.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --pass-pipeline="builtin.module(func.func(iree-codegen-materialize-device-encoding{test-gpu-encoding-resolver=gpu_data_tiling}))" \
// RUN:   --iree-gpu-test-target=gfx1100 \
// RUN:   --split-input-file %s | FileCheck %s

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_rhs = #iree_encoding.encoding<operand_index = 1, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_result = #iree_encoding.encoding<operand_index = 2, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
func.func @matmul_lowering_WMMAR3_F32_16x16x16_F16(
  %lhs: tensor<?x?xf16, #encoding_lhs>,
  %rhs: tensor<?x?xf16, #encoding_rhs>,
  %acc: tensor<?x?xf32, #encoding_result>
) -> tensor<?x?xf32, #encoding_result> {
  %result = linalg.matmul
    ins(%lhs, %rhs : tensor<?x?xf16, #encoding_lhs>, tensor<?x?xf16, #encoding_rhs>)
    outs(%acc : tensor<?x?xf32, #encoding_result>)
    -> tensor<?x?xf32, #encoding_result>
  return %result : tensor<?x?xf32, #encoding_result>
}

// -----

// Test that linalg.index ops are correctly remapped to account for packed dimensions.
// The output tensor is packed as tensor<8x29x8x2x16xf32> with swizzle permutation.
// Original dim 0 (M) maps to: d0 * 16 + (d3 + d2 * 2)
// Original dim 1 (N) maps to: d1 * 16 + d4

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 2, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [123, 456, 789]>
func.func @generic_with_linalg_index(
    %arg0: tensor<123x456xf32, #encoding>
) -> tensor<123x456xf32, #encoding> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<123x456xf32, #encoding>
  %1 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]
  } ins(%arg0 : tensor<123x456xf32, #encoding>) outs(%0 : tensor<123x456xf32, #encoding>) {
  ^bb0(%in: f32, %out: f32):
    %2 = linalg.index 0 : index
    %3 = linalg.index 1 : index
    %4 = arith.cmpi sge, %2, %3 : index
    %5 = arith.select %4, %cst, %cst_0 : f32
    %6 = arith.addf %in, %5 : f32
    linalg.yield %6 : f32
  } -> tensor<123x456xf32, #encoding>
  return %1 : tensor<123x456xf32, #encoding>
}
