// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s --check-prefix=NOTARGET
// RUN: xdsl-opt %s -p 'propagate-encodings{target=x86_64}' --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'propagate-encodings{target=x86_64 remarks=true}' --split-input-file 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// #iree_encoding.encoding crosses a reshape by appending the reshape's index map to its operand's
// user_indexing_maps chain (root maps and iteration_sizes stay), where the packs stay exact: K is
// never merged or split, and a merged or split M or N dim must put its tile on the innermost dim
// of its group and divide it (MLIR's pack propagation rule). x86_64 without features: f32 tiles 8x4x1.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [32, 16, 7]>
func.func @lhs_m_split(%x: tensor<2x16x7xf32>) -> tensor<32x7xf32, #lhs> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x16x7xf32> into tensor<32x7xf32>
  %e = iree_encoding.set_encoding %c : tensor<32x7xf32> -> tensor<32x7xf32, #lhs>
  func.return %e : tensor<32x7xf32, #lhs>
}

// NOTARGET-LABEL: func.func @lhs_m_split(
// NOTARGET-NEXT:    %c = tensor.collapse_shape %x
// NOTARGET-NEXT:    %e = iree_encoding.set_encoding %c

// CHECK-LABEL: func.func @lhs_m_split(
// CHECK-NEXT:    %e = iree_encoding.set_encoding %x : tensor<2x16x7xf32> -> tensor<2x16x7xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = {{\[}}[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1) -> ((d0 floordiv 16), (d0 mod 16), d1)>], affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [32, 16, 7]>>
// CHECK-NEXT:    %collapsed = tensor.collapse_shape %e [[0 : i64, 1 : i64], [2 : i64]] : tensor<2x16x7xf32, #iree_encoding.encoding<{{.*}}>> into tensor<32x7xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [32, 16, 7]>>
// CHECK-NEXT:    func.return %collapsed

// REMARK: remark: @lhs_m_split: iree_encoding.set_encoding %e moved up through 1 reshape, stopped at %x: the source is a block argument, not a reshape

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [18, 16, 7]>
func.func @lhs_m_split_not_dividing(%x: tensor<3x6x7xf32>) -> tensor<18x7xf32, #lhs> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<3x6x7xf32> into tensor<18x7xf32>
  %e = iree_encoding.set_encoding %c : tensor<18x7xf32> -> tensor<18x7xf32, #lhs>
  func.return %e : tensor<18x7xf32, #lhs>
}

// The LHS tile 4 would pad each group of 6 rows, not the 18 rows: the packs would differ.
// CHECK-LABEL: func.func @lhs_m_split_not_dividing(
// CHECK-NEXT:    %c = tensor.collapse_shape %x
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c

// REMARK: remark: @lhs_m_split_not_dividing: iree_encoding.set_encoding %e did not move, stopped at tensor.collapse_shape %c: the packed layouts on x86_64 (no cpu features) are not related by the collapse_shape: dim 0 is tiled by 4 and spans dims [0, 1]: the tile must divide the innermost one, of size 6

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [32, 16, 8]>
func.func @lhs_k_merged(%x: tensor<32x2x4xf32>) -> tensor<32x8xf32, #lhs> {
  %c = tensor.collapse_shape %x [[0], [1, 2]] : tensor<32x2x4xf32> into tensor<32x8xf32>
  %e = iree_encoding.set_encoding %c : tensor<32x8xf32> -> tensor<32x8xf32, #lhs>
  func.return %e : tensor<32x8xf32, #lhs>
}

// CHECK-LABEL: func.func @lhs_k_merged(
// CHECK-NEXT:    %c = tensor.collapse_shape %x
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c

// REMARK: remark: @lhs_k_merged: iree_encoding.set_encoding %e did not move, stopped at tensor.collapse_shape %c: collapse_shape merges source dims [1, 2] into K dim 1 of the result: K is never merged or split

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#acc = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [32, 16, 7]>
func.func @acc_m_expanded(%r: tensor<32x16xf32, #acc>) -> tensor<2x16x16xf32> {
  %u = iree_encoding.unset_encoding %r : tensor<32x16xf32, #acc> -> tensor<32x16xf32>
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [2, 16, 16] : tensor<32x16xf32> into tensor<2x16x16xf32>
  func.return %x : tensor<2x16x16xf32>
}

// CHECK-LABEL: func.func @acc_m_expanded(
// CHECK-NEXT:    %expanded = tensor.expand_shape %r [[0 : i64, 1 : i64], [2 : i64]] output_shape [2, 16, 16] : tensor<32x16xf32, #iree_encoding.encoding<{{.*}}>> into tensor<2x16x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> ((d0 floordiv 16), (d0 mod 16), d1)>]], iteration_sizes = [32, 16, 7]>>
// CHECK-NEXT:    %x = iree_encoding.unset_encoding %expanded
// CHECK-NEXT:    func.return %x

// REMARK: remark: @acc_m_expanded: iree_encoding.unset_encoding %u moved down through 1 reshape, no reshape user left to cross

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [6, 5, 3, 7]>
func.func @batch_merged(%x: tensor<2x3x5x7xf32>) -> tensor<6x5x7xf32, #lhs> {
  %c = tensor.collapse_shape %x [[0, 1], [2], [3]] : tensor<2x3x5x7xf32> into tensor<6x5x7xf32>
  %e = iree_encoding.set_encoding %c : tensor<6x5x7xf32> -> tensor<6x5x7xf32, #lhs>
  func.return %e : tensor<6x5x7xf32, #lhs>
}

// The batch dim is never tiled: merging it is exact whatever the tiles, so it moves without a target too.
// NOTARGET-LABEL: func.func @batch_merged(
// NOTARGET-NEXT:    %e = iree_encoding.set_encoding %x : tensor<2x3x5x7xf32> -> tensor<2x3x5x7xf32, #iree_encoding.encoding<{{.*}}user_indexing_maps = {{\[}}[affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> ((d0 floordiv 3), (d0 mod 3), d1, d2)>], {{.*}}iteration_sizes = [6, 5, 3, 7]>>
// NOTARGET-NEXT:    %collapsed = tensor.collapse_shape %e
