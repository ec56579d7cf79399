// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s

// Like IREE 3.7.1's greedy driver (which folds and erases dead ops as it goes), the pass folds
// identity reshapes and erases dead ops, so its output matches IREE's on collapse programs.

func.func @fold_identity_collapse(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1]] : tensor<2x8xf32> into tensor<2x8xf32>
  %e = iree_encoding.set_encoding %c : tensor<2x8xf32> -> tensor<2x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<2x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK-LABEL: func.func @fold_identity_collapse(
// CHECK-NEXT:    %e = iree_encoding.set_encoding %arg0 : tensor<2x8xf32> -> tensor<2x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %e

// -----

func.func @erase_dead_encoding_ops(%arg0: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %arg0 : tensor<2x8x32xf32>
}

// CHECK-LABEL: func.func @erase_dead_encoding_ops(
// CHECK-NEXT:    func.return %arg0

// -----

func.func @sink_before_bubble(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> tensor<16x32xf32, #iree_encoding.padding<[0, 64]>> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<2x8x32xf32>
  %c = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
}

// Both could cross %c; unset_encodings sink first (as the greedy driver's forward walk does), so the
// unset/set pair meets below the collapse.
// CHECK-LABEL: func.func @sink_before_bubble(
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %arg0 {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[C]]
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %[[U]] : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT:    func.return %[[E]]
