// Our custom-form output is accepted by IREE 3.7.1, and IREE's custom output (with `#encoding` aliases) parses back.
// RUN: xdsl-opt %s --split-input-file | %iree-opt --split-input-file | xdsl-opt --split-input-file | filecheck %s

func.func @matmul_k(%a: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %1 = iree_encoding.unset_encoding %0 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}

// CHECK-LABEL: func.func @matmul_k(
// CHECK-SAME:    %[[A:[a-zA-Z0-9]+]]: tensor<16x32xf32>)
// CHECK:         %[[E:.+]] = iree_encoding.set_encoding %[[A]] : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[E]] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
// CHECK-NEXT:    func.return %[[U]] : tensor<16x32xf32>

// -----

func.func @padding_and_layout(%a: tensor<4x16x32xf32>) -> (tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>, tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>, #iree_encoding.identity]>>) {
  %0 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>
  %1 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>, #iree_encoding.identity]>>
  return %0, %1 : tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>, tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>, #iree_encoding.identity]>>
}

// CHECK-LABEL: func.func @padding_and_layout(
// CHECK:         iree_encoding.set_encoding {{.*}} -> tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>
// CHECK:         iree_encoding.set_encoding {{.*}} -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>, #iree_encoding.identity]>>

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#enc = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, [#map1, #map2], #map3], iteration_sizes = [?, 128, 64]>
func.func @encoding_with_dynamic_dims(%a: tensor<?x64xf32>, %d0: index) -> tensor<?x64xf32> {
  %0 = iree_encoding.set_encoding %a : tensor<?x64xf32> -> tensor<?x64xf32, #enc>
  %1 = iree_encoding.unset_encoding %0 : tensor<?x64xf32, #enc> -> tensor<?x64xf32>{%d0}
  return %1 : tensor<?x64xf32>
}

// CHECK-LABEL: func.func @encoding_with_dynamic_dims(
// CHECK-SAME:    %[[A:[a-zA-Z0-9]+]]: tensor<?x64xf32>, %[[D0:[a-zA-Z0-9]+]]: index)
// CHECK:         %[[E:.+]] = iree_encoding.set_encoding %[[A]] : tensor<?x64xf32> -> tensor<?x64xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1) -> (d1, d0)>], affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>>
// CHECK:         iree_encoding.unset_encoding %[[E]] : {{.*}} -> tensor<?x64xf32>{%[[D0]]}

// -----

#k2 = #iree_encoding.matmul_k<k_dims = [2]>
#k1 = #iree_encoding.matmul_k<k_dims = [1]>
func.func @reshapes_of_encoded_tensors(%a: tensor<2x8x32xf32>, %n: index) -> (tensor<2x8x32xf32, #k2>, tensor<?x8x32xf32, #k2>) {
  %0 = iree_encoding.set_encoding %a : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #k2>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #k2> into tensor<16x32xf32, #k1>
  %2 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32, #k1> into tensor<2x8x32xf32, #k2>
  %3 = tensor.cast %1 : tensor<16x32xf32, #k1> to tensor<?x32xf32, #k1>
  %4 = tensor.expand_shape %3 [[0, 1], [2]] output_shape [%n, 8, 32] : tensor<?x32xf32, #k1> into tensor<?x8x32xf32, #k2>
  return %2, %4 : tensor<2x8x32xf32, #k2>, tensor<?x8x32xf32, #k2>
}

// CHECK-LABEL: func.func @reshapes_of_encoded_tensors(
// CHECK-SAME:    %{{.+}}: tensor<2x8x32xf32>, %[[N:[a-zA-Z0-9]+]]: index)
// CHECK:         %[[C:.+]] = tensor.collapse_shape %{{.+}} {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK:         tensor.expand_shape %[[C]] {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [2, 8, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK:         tensor.expand_shape %{{.+}} {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [%[[N]], 8, 32] : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
