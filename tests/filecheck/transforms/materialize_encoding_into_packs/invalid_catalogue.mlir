// RUN: xdsl-opt %s -p 'materialize-encoding-into-packs{target=x86_64}' --split-input-file --verify-diagnostics | filecheck %s

// Data-tiling encodings iree-opt 3.13 accepts but cannot materialize (its
// iree-codegen-materialize-device-encoding crashes on the first two, and lowers the third to an mmt4d
// that does not verify): refused before anything is rewritten, with the rule named
// (xdsl_encoding/data_tiling/well_formed.py). `%kept` would be packed: the printed module still has it.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [16, 24, 32]>
#short = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [16, 24, 32]>
func.func @element_types_shorter_than_the_maps(%a: tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32, #short>) {
  %kept = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #lhs>
  %u = iree_encoding.unset_encoding %kept : tensor<16x32xf32, #lhs> -> tensor<16x32xf32>
  %bad = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #short>
  func.return %u, %bad : tensor<16x32xf32>, tensor<16x32xf32, #short>
}

// CHECK: materialize-encoding-into-packs: malformed encoding on tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 24, 32]>>: element_types has 2 entries but user_indexing_maps has 3: one element type per operand of the encoded op
// CHECK: %kept = "iree_encoding.set_encoding"(%a)

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [16, 24, 32]>
#rank1 = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, #map1, #map2], iteration_sizes = [16, 24, 32]>
func.func @operand_map_of_another_rank(%a: tensor<16x32xf32>, %b: tensor<16xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32, #rank1>) {
  %kept = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #lhs>
  %u = iree_encoding.unset_encoding %kept : tensor<16x32xf32, #lhs> -> tensor<16x32xf32>
  %bad = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #rank1>
  func.return %u, %bad : tensor<16x32xf32>, tensor<16x32xf32, #rank1>
}

// CHECK: the user_indexing_maps entry of operand_index 0 ((d0, d1, d2) -> (d0)) has 1 result(s), but the tensor has rank 2
// CHECK: %kept = "iree_encoding.set_encoding"(%a)

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#unused = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [16, 24, 32]>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map1, #map, #map2], iteration_sizes = [16, 24, 32]>
#rhs = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map1, #map, #map2], iteration_sizes = [16, 24, 32]>
#acc = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map1, #map, #map2], iteration_sizes = [16, 24, 32]>
func.func @contraction_maps_are_not_the_encodings(%a: tensor<16x32xf32>, %b: tensor<32x24xf32>, %c: tensor<16x24xf32>) -> tensor<16x24xf32> {
  %kept = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #lhs>
  %1 = iree_encoding.set_encoding %b : tensor<32x24xf32> -> tensor<32x24xf32, #rhs>
  %2 = iree_encoding.set_encoding %c : tensor<16x24xf32> -> tensor<16x24xf32, #acc>
  %3 = linalg.matmul ins(%kept, %1 : tensor<16x32xf32, #lhs>, tensor<32x24xf32, #rhs>) outs(%2 : tensor<16x24xf32, #acc>) -> tensor<16x24xf32, #acc>
  %4 = iree_encoding.unset_encoding %3 : tensor<16x24xf32, #acc> -> tensor<16x24xf32>
  func.return %4 : tensor<16x24xf32>
}

// CHECK: materialize-encoding-into-packs: linalg.matmul: its indexing maps [(d0, d1, d2) -> (d0, d2), (d0, d1, d2) -> (d2, d1), (d0, d1, d2) -> (d0, d1)] are not the encodings' user_indexing_maps [(d0, d1, d2) -> (d2, d1), (d0, d1, d2) -> (d0, d2), (d0, d1, d2) -> (d0, d1)]
// CHECK: %kept = "iree_encoding.set_encoding"(%a)
