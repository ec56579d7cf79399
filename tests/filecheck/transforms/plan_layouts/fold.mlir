// RUN: xdsl-opt %s -p plan-layouts | filecheck %s

// An identity reshape pair (expand then collapse with the same groups) is its source: folded, so the
// relayouts on both sides see one value (here one set_encoding then serves both matmuls).

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
func.func @pair(%x: tensor<12x30xf32>) -> (tensor<12x30xf32, #lhs>, tensor<12x30xf32, #lhs>) {
  %ex = tensor.expand_shape %x [[0, 1], [2]] output_shape [3, 4, 30] : tensor<12x30xf32> into tensor<3x4x30xf32>
  %c = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<3x4x30xf32> into tensor<12x30xf32>
  %a = iree_encoding.set_encoding %c : tensor<12x30xf32> -> tensor<12x30xf32, #lhs>
  %b = iree_encoding.set_encoding %x : tensor<12x30xf32> -> tensor<12x30xf32, #lhs>
  func.return %a, %b : tensor<12x30xf32, #lhs>, tensor<12x30xf32, #lhs>
}

// CHECK:      func.func @pair(%x: tensor<12x30xf32>)
// CHECK-NEXT:   %a = iree_encoding.set_encoding %x
// CHECK-NEXT:   %b = iree_encoding.set_encoding %x
// CHECK-NEXT:   func.return %a, %b
