// RUN: xdsl-opt %s -p 'materialize-encoding-into-packs{target=x86_64}' | filecheck %s

// What propagate-encodings{target=x86_64} makes of a collapse before a matmul's LHS and an expand after
// its result: reshapes of encoded tensors, which become reshapes of the packs (MLIR's pack propagation:
// the tile on the innermost dim of the group, each tile a group of its own). x86_64, f32: 8x4x1.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#split = affine_map<(d0, d1) -> (d0 floordiv 16, d0 mod 16, d1)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [32, 64, 7]>
#lhs3 = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [[#map, #split], #map1, #map2], iteration_sizes = [32, 64, 7]>
#acc = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [32, 64, 7]>
#acc3 = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, [#map2, #split]], iteration_sizes = [32, 64, 7]>
func.func @reshapes_of_packs(%x: tensor<2x16x7xf32>, %r: tensor<32x64xf32, #acc>) -> (tensor<32x7xf32, #lhs>, tensor<2x16x64xf32>) {
  %e = iree_encoding.set_encoding %x : tensor<2x16x7xf32> -> tensor<2x16x7xf32, #lhs3>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x16x7xf32, #lhs3> into tensor<32x7xf32, #lhs>
  %x3 = tensor.expand_shape %r [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32, #acc> into tensor<2x16x64xf32, #acc3>
  %u = iree_encoding.unset_encoding %x3 : tensor<2x16x64xf32, #acc3> -> tensor<2x16x64xf32>
  func.return %c, %u : tensor<32x7xf32, #lhs>, tensor<2x16x64xf32>
}

// CHECK-LABEL: func.func @reshapes_of_packs(%x: tensor<2x16x7xf32>, %r: tensor<4x16x8x4xf32>) -> (tensor<4x7x8x1xf32>, tensor<2x16x64xf32>)
// CHECK:         %e = linalg.pack %x outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 1] into %{{.*}} : tensor<2x16x7xf32> -> tensor<2x2x7x8x1xf32>
// CHECK-NEXT:    %c = tensor.collapse_shape %e [[0 : i64, 1 : i64], [2 : i64], [3 : i64], [4 : i64]] : tensor<2x2x7x8x1xf32> into tensor<4x7x8x1xf32>
// CHECK-NEXT:    %x3 = tensor.expand_shape %r [[0 : i64, 1 : i64], [2 : i64], [3 : i64], [4 : i64]] output_shape [2, 2, 16, 8, 4] : tensor<4x16x8x4xf32> into tensor<2x2x16x8x4xf32>
// CHECK:         %u = linalg.unpack %x3 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 4] into %{{.*}} : tensor<2x2x16x8x4xf32> -> tensor<2x16x64xf32>

