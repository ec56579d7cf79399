// RUN: not xdsl-opt %s -p 'materialize-encoding-into-packs{target=x86_64}' 2>&1 | filecheck %s

// Written by hand (propagate-encodings never makes it): 6 rows per group, tile 4, so the packs differ.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [18, 16, 7]>
#lhs3 = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [[#map, affine_map<(d0, d1) -> (d0 floordiv 6, d0 mod 6, d1)>], #map1, #map2], iteration_sizes = [18, 16, 7]>
func.func @not_related(%x: tensor<3x6x7xf32>) -> tensor<18x7xf32, #lhs> {
  %e = iree_encoding.set_encoding %x : tensor<3x6x7xf32> -> tensor<3x6x7xf32, #lhs3>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<3x6x7xf32, #lhs3> into tensor<18x7xf32, #lhs>
  func.return %c : tensor<18x7xf32, #lhs>
}

// CHECK: materialize-encoding-into-packs: tensor.collapse_shape: the packed layouts of {{.*}} are not related by it: dim 0 is tiled by 4 and spans dims [0, 1]: the tile must divide the innermost one, of size 6
