// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s

// set_encoding moves above expand_shape while no K dim's source dim is split (IREE issue #20388).

func.func @bubble_set_encoding_through_expand(%arg0: tensor<16x32xf32>) -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
  %x = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  %e = iree_encoding.set_encoding %x : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return %e : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
}

// CHECK-LABEL: func.func @bubble_set_encoding_through_expand(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<16x32xf32>
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %[[X]] : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[R:.+]] = tensor.expand_shape %[[E]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] output_shape [2, 8, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    func.return %[[R]]

// -----

func.func @no_bubble_set_encoding_when_k_dim_split(%arg0: tensor<16x32xf32>) -> tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
  %x = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
  %e = iree_encoding.set_encoding %x : tensor<16x4x8xf32> -> tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return %e : tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
}

// K dim 2 is a piece of source dim 1: the encoding could not name it on the source.
// CHECK-LABEL: func.func @no_bubble_set_encoding_when_k_dim_split(
// CHECK-NEXT:    %x = tensor.expand_shape %arg0 {{\[}}[0 : i64], [1 : i64, 2 : i64]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
// CHECK-NEXT:    %e = iree_encoding.set_encoding %x : tensor<16x4x8xf32> -> tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    func.return %e

// -----

func.func @bubble_set_encoding_through_dynamic_expand(%arg0: tensor<?x32xf32>, %n: index) -> tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
  %x = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%n, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
  %e = iree_encoding.set_encoding %x : tensor<?x8x32xf32> -> tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return %e : tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
}

// The output_shape operands are carried over.
// CHECK-LABEL: func.func @bubble_set_encoding_through_dynamic_expand(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<?x32xf32>, %[[N:[a-zA-Z0-9_]+]]: index
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %[[X]] : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[R:.+]] = tensor.expand_shape %[[E]] {{.*}} output_shape [%[[N]], 8, 32] : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    func.return %[[R]]

// -----

func.func @bubble_set_encoding_through_collapse_then_expand(%arg0: tensor<4x8x64xf32>) -> tensor<2x16x64xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
  %x = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32>
  %e = iree_encoding.set_encoding %x : tensor<2x16x64xf32> -> tensor<2x16x64xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return %e : tensor<2x16x64xf32, #iree_encoding.matmul_k<k_dims = [2]>>
}

// A chain of mixed reshapes (llama3's collapse -> expand, IREE issue #20388) is crossed as a whole.
// CHECK-LABEL: func.func @bubble_set_encoding_through_collapse_then_expand(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<4x8x64xf32> -> tensor<4x8x64xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} : tensor<4x8x64xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<32x64xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[X:.+]] = tensor.expand_shape %[[C]] {{.*}} : tensor<32x64xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<2x16x64xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    func.return %[[X]]

// -----

func.func @bubble_set_encoding_through_expand_stops_at_collapse(%arg0: tensor<4x16xf32>) -> tensor<2x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x16xf32> into tensor<64xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [2, 32] : tensor<64xf32> into tensor<2x32xf32>
  %e = iree_encoding.set_encoding %x : tensor<2x32xf32> -> tensor<2x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<2x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// K dim 1 is split out of dim 0 of the expand's source: no move at all.
// CHECK-LABEL: func.func @bubble_set_encoding_through_expand_stops_at_collapse(
// CHECK-NEXT:    %c = tensor.collapse_shape %arg0
// CHECK-NEXT:    %x = tensor.expand_shape %c
// CHECK-NEXT:    %e = iree_encoding.set_encoding %x
// CHECK-NEXT:    func.return %e
