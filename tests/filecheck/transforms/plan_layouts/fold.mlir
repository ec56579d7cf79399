// RUN: xdsl-opt %s -p 'plan-layouts{moves=false}' | filecheck %s
// RUN: xdsl-opt %s -p 'plan-layouts{remarks=true}' 2>&1 | filecheck %s --check-prefix=MOVE

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

// With moves (the default) the set_encoding of %c moves up across both reshapes, since that makes it the
// same relayout as %b's, which then serves both: one relayout instead of two.
// MOVE:      remark: @pair: iree_encoding.set_encoding %a: moved up across 2 ops: it lowers the relayout bytes per call (constants counted once) from 5760 to 2880
// MOVE:      remark: @pair: iree_encoding.set_encoding %b: relayout removed (one per value and layout)
// MOVE:      %a = iree_encoding.set_encoding %x
// MOVE-NEXT: func.return %a, %a
