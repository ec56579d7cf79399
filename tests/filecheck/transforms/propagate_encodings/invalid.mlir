// RUN: xdsl-opt %s -p propagate-encodings --split-input-file --verify-diagnostics | filecheck %s

// Malformed input fails with a diagnostic before anything is rewritten.

func.func @illegal_collapse_shape_sizes(%arg0: tensor<2x8x32xf32>) -> tensor<15x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<15x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<15x32xf32> -> tensor<15x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<15x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK: Operation does not verify: tensor.collapse_shape: collapsed dim 0 has size 15, but its group [0, 1] multiplies to 16

// -----

func.func @illegal_encoded_collapse(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
  func.return %c : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected the result encoding to be #iree_encoding.matmul_k<k_dims = [1]> (derived from #iree_encoding.matmul_k<k_dims = [2]>), got #iree_encoding.matmul_k<k_dims = [0]>
