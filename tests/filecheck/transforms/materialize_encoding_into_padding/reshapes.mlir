// RUN: xdsl-opt %s -p materialize-encoding-into-padding --split-input-file | filecheck %s

// A reshape of an encoded tensor becomes the same reshape of its padded storage. The padding
// of the result is derived from the source's through the groups (legal because propagation
// never merges or splits a padded dim, except with unit dims).

#k2 = #iree_encoding.matmul_k<k_dims = [2]>
#k1 = #iree_encoding.matmul_k<k_dims = [1]>
func.func @collapse_padded_storage(%x: tensor<2x?x4096xf16>) -> tensor<?x4096xf16> {
  %e = iree_encoding.set_encoding %x : tensor<2x?x4096xf16> -> tensor<2x?x4096xf16, #k2>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x?x4096xf16, #k2> into tensor<?x4096xf16, #k1>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %c, %c0 : tensor<?x4096xf16, #k1>
  %u = iree_encoding.unset_encoding %c : tensor<?x4096xf16, #k1> -> tensor<?x4096xf16>{%n}
  func.return %u : tensor<?x4096xf16>
}
// The tensor.dim of an unpadded dim reads the storage as it is.
// CHECK-LABEL: func.func @collapse_padded_storage(
// CHECK-NEXT:    %[[E:.+]] = tensor.pad %x low[0, 0, 0] high[0, 0, 64] {
// CHECK:         } : tensor<2x?x4096xf16> to tensor<2x?x4160xf16>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] : tensor<2x?x4160xf16> into tensor<?x4160xf16>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %[[N:.+]] = tensor.dim %[[C]], %c0 : tensor<?x4160xf16>
// CHECK-NEXT:    %[[U:.+]] = tensor.extract_slice %[[C]][0, 0] [%[[N]], 4096] [1, 1] : tensor<?x4160xf16> to tensor<?x4096xf16>
// CHECK-NEXT:    func.return %[[U]]

// -----

// expand_shape: the padded storage size goes into output_shape; a padded dynamic dim gets its
// size plus the padding.

#p2 = #iree_encoding.padding<[8, 0]>
#p3 = #iree_encoding.padding<[0, 8, 0]>
func.func @expand_padded_storage(%y: tensor<?x16xf32>, %n: index) -> tensor<1x?x16xf32> {
  %e = iree_encoding.set_encoding %y : tensor<?x16xf32> -> tensor<?x16xf32, #p2>
  %x = tensor.expand_shape %e [[0, 1], [2]] output_shape [1, %n, 16] : tensor<?x16xf32, #p2> into tensor<1x?x16xf32, #p3>
  %u = iree_encoding.unset_encoding %x : tensor<1x?x16xf32, #p3> -> tensor<1x?x16xf32>{%n}
  func.return %u : tensor<1x?x16xf32>
}
// CHECK-LABEL: func.func @expand_padded_storage(
// CHECK-SAME:      %[[Y:[a-zA-Z0-9_]+]]: tensor<?x16xf32>, %[[N:[a-zA-Z0-9_]+]]: index
// CHECK-NEXT:    %[[E:.+]] = tensor.pad %[[Y]] low[0, 0] high[8, 0] {
// CHECK:         } : tensor<?x16xf32> to tensor<?x16xf32>
// CHECK-NEXT:    %[[EIGHT:.+]] = arith.constant 8 : index
// CHECK-NEXT:    %[[GROWN:.+]] = arith.addi %[[N]], %[[EIGHT]] : index
// CHECK-NEXT:    %[[X:.+]] = tensor.expand_shape %[[E]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] output_shape [1, %[[GROWN]], 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
// CHECK-NEXT:    %[[U:.+]] = tensor.extract_slice %[[X]][0, 0, 0] [1, %[[N]], 16] [1, 1, 1] : tensor<1x?x16xf32> to tensor<1x?x16xf32>
// CHECK-NEXT:    func.return %[[U]]

// -----

// A padded K dim merged only with unit dims keeps its padding (what `unit-dims=true` propagation produces).

#k2 = #iree_encoding.matmul_k<k_dims = [2]>
#k1 = #iree_encoding.matmul_k<k_dims = [1]>
func.func @collapse_padded_dim_with_unit_dim(%x: tensor<64x1x4096xf16>) -> tensor<64x4096xf16> {
  %e = iree_encoding.set_encoding %x : tensor<64x1x4096xf16> -> tensor<64x1x4096xf16, #k2>
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<64x1x4096xf16, #k2> into tensor<64x4096xf16, #k1>
  %u = iree_encoding.unset_encoding %c : tensor<64x4096xf16, #k1> -> tensor<64x4096xf16>
  func.return %u : tensor<64x4096xf16>
}
// CHECK-LABEL: func.func @collapse_padded_dim_with_unit_dim(
// CHECK-NEXT:    %[[E:.+]] = tensor.pad %x low[0, 0, 0] high[0, 0, 64] {
// CHECK:         } : tensor<64x1x4096xf16> to tensor<64x1x4160xf16>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{\[}}[0 : i64], [1 : i64, 2 : i64]] : tensor<64x1x4160xf16> into tensor<64x4160xf16>
// CHECK-NEXT:    %[[U:.+]] = tensor.extract_slice %[[C]][0, 0] [64, 4096] [1, 1] : tensor<64x4160xf16> to tensor<64x4096xf16>
// CHECK-NEXT:    func.return %[[U]]

// -----

// The padding derived through a reshape wins over what the resolver would give the result type:
// K = dim 1 of 64x4096x1 is not innermost (unpadded), so the collapsed 64x4096 stays unpadded
// although a fresh set_encoding of 64x4096 would pad it. One value, one padding.

#k1 = #iree_encoding.matmul_k<k_dims = [1]>
func.func @derived_padding_wins(%x: tensor<64x4096x1xf16>) -> tensor<64x4096xf16> {
  %e = iree_encoding.set_encoding %x : tensor<64x4096x1xf16> -> tensor<64x4096x1xf16, #k1>
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<64x4096x1xf16, #k1> into tensor<64x4096xf16, #k1>
  %u = iree_encoding.unset_encoding %c : tensor<64x4096xf16, #k1> -> tensor<64x4096xf16>
  func.return %u : tensor<64x4096xf16>
}
// CHECK-LABEL: func.func @derived_padding_wins(
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %x {{\[}}[0 : i64], [1 : i64, 2 : i64]] : tensor<64x4096x1xf16> into tensor<64x4096xf16>
// CHECK-NEXT:    func.return %[[C]] : tensor<64x4096xf16>
