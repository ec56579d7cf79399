// RUN: xdsl-opt %s -p materialize-encoding-into-nop --verify-diagnostics | filecheck %s

// Invalid input is rejected before anything changes.

func.func @illegal_reshape_that_splits_k(%x: tensor<4x64xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<4x8x8xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
  %e = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 8, 8] : tensor<4x64xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<4x8x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return %e : tensor<4x8x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
}
// CHECK: Operation does not verify: tensor.expand_shape: encoding #iree_encoding.matmul_k<k_dims = [2]> cannot cross this reshape
