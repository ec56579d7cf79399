// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s

// The two cases of IREE's DispatchCreation/test/propagate_encodings.mlir (PR #20367), with
// func.func for util.func. test_propagate_encodings_oracle.py runs both through IREE 3.7.1 as well.

func.func @propagate_encoding_through_collapse_shape(%src: tensor<2x4096x640xf16>) -> tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %collapsed = tensor.collapse_shape %src [[0, 1], [2]] : tensor<2x4096x640xf16> into tensor<8192x640xf16>
  %0 = iree_encoding.set_encoding %collapsed : tensor<8192x640xf16> -> tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %0 : tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK-LABEL: func.func @propagate_encoding_through_collapse_shape(
// CHECK-SAME:      %[[SRC:[a-zA-Z0-9_]+]]: tensor<2x4096x640xf16>
// CHECK:         %[[SET:.+]] = iree_encoding.set_encoding %[[SRC]] : tensor<2x4096x640xf16> -> tensor<2x4096x640xf16, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[COLLAPSED:.+]] = tensor.collapse_shape %[[SET]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] : tensor<2x4096x640xf16, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[COLLAPSED]]

// -----

func.func @propagate_encoding_through_collapse_shape_chain(%src: tensor<2x4096x64x10xf16>) -> tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %collapsed = tensor.collapse_shape %src [[0], [1], [2, 3]] : tensor<2x4096x64x10xf16> into tensor<2x4096x640xf16>
  %collapsed_0 = tensor.collapse_shape %collapsed [[0, 1], [2]] : tensor<2x4096x640xf16> into tensor<8192x640xf16>
  %0 = iree_encoding.set_encoding %collapsed_0 : tensor<8192x640xf16> -> tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %0 : tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}

// The outer collapse keeps K (dim 1 -> dim 2) and is crossed; the inner one merges K (640 = 64x10): stop there.
// CHECK-LABEL: func.func @propagate_encoding_through_collapse_shape_chain(
// CHECK-SAME:      %[[SRC:[a-zA-Z0-9_]+]]: tensor<2x4096x64x10xf16>
// CHECK:         %[[INNER:.+]] = tensor.collapse_shape %[[SRC]] {{\[}}[0 : i64], [1 : i64], [2 : i64, 3 : i64]] : tensor<2x4096x64x10xf16> into tensor<2x4096x640xf16>
// CHECK-NEXT:    %[[SET:.+]] = iree_encoding.set_encoding %[[INNER]] : tensor<2x4096x640xf16> -> tensor<2x4096x640xf16, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[OUTER:.+]] = tensor.collapse_shape %[[SET]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] : tensor<2x4096x640xf16, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[OUTER]]
