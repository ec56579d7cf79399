// IREE 3.7.1's own propagation, run on xdsl-opt's output (func.func), read back by xdsl-opt.
// RUN: xdsl-opt %s --split-input-file | %iree-opt --split-input-file --pass-pipeline="builtin.module(func.func(iree-dispatch-creation-propagate-encodings))" | xdsl-opt --split-input-file | filecheck %s

func.func @bubble_set_encoding_through_collapse_chain(%arg0: tensor<2x4x2x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<2x4x2x32xf32> into tensor<2x8x32xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %2 = iree_encoding.set_encoding %1 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  return %2 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK-LABEL: func.func @bubble_set_encoding_through_collapse_chain(
// CHECK-SAME:    %[[SRC:[a-zA-Z0-9]+]]: tensor<2x4x2x32xf32>)
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %[[SRC]] : tensor<2x4x2x32xf32> -> tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>
// CHECK-NEXT:    %[[C0:.+]] = tensor.collapse_shape %[[E]] {{\[\[}}0 : i64], [1 : i64, 2 : i64], [3 : i64]] : tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>> into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[C1:.+]] = tensor.collapse_shape %[[C0]] {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[C1]]

// -----

func.func @no_bubble_set_encoding_when_k_dim_merged(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  return %1 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK-LABEL: func.func @no_bubble_set_encoding_when_k_dim_merged(
// CHECK-SAME:    %[[SRC:[a-zA-Z0-9]+]]: tensor<16x4x8xf32>)
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[SRC]] {{\[\[}}0 : i64], [1 : i64, 2 : i64]] : tensor<16x4x8xf32> into tensor<16x32xf32>
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %[[C]] : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[E]]

// -----

func.func @bubble_set_encoding_keeps_collapse_for_other_users(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32>) {
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  return %1, %0 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32>
}

// CHECK-LABEL: func.func @bubble_set_encoding_keeps_collapse_for_other_users(
// CHECK-SAME:    %[[SRC:[a-zA-Z0-9]+]]: tensor<2x8x32xf32>)
// CHECK-DAG:     %[[KEPT:.+]] = tensor.collapse_shape %[[SRC]] {{.*}} : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-DAG:     %[[E:.+]] = iree_encoding.set_encoding %[[SRC]] : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK:         %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[C]], %[[KEPT]]
