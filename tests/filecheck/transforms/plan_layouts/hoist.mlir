// RUN: xdsl-opt %s --split-input-file -p plan-layouts | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'plan-layouts{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// A relayout of a value defined outside a loop leaves the loop: the weight is relaid out once per call,
// not once per iteration. The relayout of the loop-carried value stays in the loop.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @decode(%h0: tensor<8x30xf32>, %w: tensor<30x30xf32>, %z: tensor<8x30xf32, #acc>) -> tensor<8x30xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<8x30xf32>) {
    %lhs = iree_encoding.set_encoding %h : tensor<8x30xf32> -> tensor<8x30xf32, #lhs>
    %rhs = iree_encoding.set_encoding %w : tensor<30x30xf32> -> tensor<30x30xf32, #rhs>
    %y = linalg.matmul ins(%lhs, %rhs : tensor<8x30xf32, #lhs>, tensor<30x30xf32, #rhs>) outs(%z : tensor<8x30xf32, #acc>) -> tensor<8x30xf32, #acc>
    %y_1 = iree_encoding.unset_encoding %y : tensor<8x30xf32, #acc> -> tensor<8x30xf32>
    scf.yield %y_1 : tensor<8x30xf32>
  }
  func.return %r : tensor<8x30xf32>
}

// CHECK:      %rhs = iree_encoding.set_encoding %w
// CHECK-NEXT: %r = scf.for
// CHECK-NEXT:   %lhs = iree_encoding.set_encoding %h

// REMARK: remark: @decode: iree_encoding.set_encoding %rhs: relayout hoisted out of the loop: its operands are defined outside the loop (28800 -> 7200 bytes per call)

// -----

// A loop that runs once: hoisting would not lower the cost, so nothing moves.

#rhs = #iree_encoding.matmul_k<k_dims = [0]>
func.func @once(%w: tensor<30x30xf32>) -> tensor<30x30xf32, #rhs> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<30x30xf32, #rhs>
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %e) -> (tensor<30x30xf32, #rhs>) {
    %rhs = iree_encoding.set_encoding %w : tensor<30x30xf32> -> tensor<30x30xf32, #rhs>
    scf.yield %rhs : tensor<30x30xf32, #rhs>
  }
  func.return %r : tensor<30x30xf32, #rhs>
}

// CHECK-LABEL: @once
// CHECK:       scf.for
// CHECK-NEXT:    iree_encoding.set_encoding %w
