// RUN: xdsl-opt %s -p plan-layouts | filecheck %s
// RUN: xdsl-opt %s -p 'plan-layouts{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: xdsl-opt %s -p 'plan-layouts,materialize-encoding-into-padding{resolver=multiple}' | filecheck %s --check-prefix=PAD

// An accumulation in a loop: every iteration relays the accumulator out and back. The loop yields a value
// unset from the encoded type its only reader asks for, so the loop carries the encoded tensor: one
// set_encoding before, one unset_encoding after, none per iteration (iter_args, scf.yield and the result
// all agree). The loop-invariant operands leave the loop.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @accumulate(%x: tensor<8x30xf32>, %w: tensor<30x30xf32>, %a: tensor<8x30xf32>) -> tensor<8x30xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<8x30xf32>) {
    %lhs = iree_encoding.set_encoding %a : tensor<8x30xf32> -> tensor<8x30xf32, #lhs>
    %rhs = iree_encoding.set_encoding %w : tensor<30x30xf32> -> tensor<30x30xf32, #rhs>
    %acc = iree_encoding.set_encoding %h : tensor<8x30xf32> -> tensor<8x30xf32, #acc>
    %y = linalg.matmul ins(%lhs, %rhs : tensor<8x30xf32, #lhs>, tensor<30x30xf32, #rhs>) outs(%acc : tensor<8x30xf32, #acc>) -> tensor<8x30xf32, #acc>
    %u = iree_encoding.unset_encoding %y : tensor<8x30xf32, #acc> -> tensor<8x30xf32>
    scf.yield %u : tensor<8x30xf32>
  }
  func.return %r : tensor<8x30xf32>
}

// CHECK:      %h = iree_encoding.set_encoding %x : tensor<8x30xf32> -> tensor<8x30xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT: %lhs = iree_encoding.set_encoding %a
// CHECK-NEXT: %rhs = iree_encoding.set_encoding %w
// CHECK-NEXT: %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h_1 = %h) -> (tensor<8x30xf32, #iree_encoding.matmul_k<k_dims = []>>) {
// CHECK-NEXT:   %y = linalg.matmul ins(%lhs, %rhs : {{.*}}) outs(%h_1 : {{.*}})
// CHECK-NEXT:   scf.yield %y : tensor<8x30xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT: }
// CHECK-NEXT: %r_1 = iree_encoding.unset_encoding %r : tensor<8x30xf32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<8x30xf32>
// CHECK-NEXT: func.return %r_1

// REMARK: remark: @accumulate: iree_encoding.set_encoding %lhs: relayout hoisted out of the loop: its operands are defined outside the loop (7680 -> 1920 bytes per call)
// REMARK: remark: @accumulate: iree_encoding.set_encoding %rhs: relayout hoisted out of the loop: its operands are defined outside the loop (28800 -> 7200 bytes per call)
// REMARK: remark: @accumulate: iree_encoding.set_encoding %acc: no relayout per iteration: the loop carries the encoded tensor: the loop yields a value unset from the same encoded type: the loop carries that (7680 -> 1920 bytes per call)

// The materialized loop pads nothing inside: both pads are before it.
// PAD:     tensor.pad %a
// PAD:     tensor.pad %w
// PAD:     scf.for
// PAD-NOT: tensor.pad
