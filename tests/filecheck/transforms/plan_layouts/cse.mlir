// RUN: xdsl-opt %s -p plan-layouts | filecheck %s
// RUN: xdsl-opt %s -p 'plan-layouts{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: xdsl-opt %s -p 'plan-layouts,materialize-encoding-into-padding{resolver=multiple}' | filecheck %s --check-prefix=PAD

// One relayout per (value, layout): Q, K and V read the same hidden state in the same layout, so one
// set_encoding serves the three (a set_encoding is pure: two of one value into one type are one tensor).

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @qkv(%h: tensor<12x30xf32>, %wq: tensor<30x20xf32>, %wk: tensor<30x20xf32>, %z: tensor<12x20xf32>) -> (tensor<12x20xf32>, tensor<12x20xf32>) {
  %lhs = iree_encoding.set_encoding %h : tensor<12x30xf32> -> tensor<12x30xf32, #lhs>
  %rhs = iree_encoding.set_encoding %wq : tensor<30x20xf32> -> tensor<30x20xf32, #rhs>
  %acc = iree_encoding.set_encoding %z : tensor<12x20xf32> -> tensor<12x20xf32, #acc>
  %q = linalg.matmul ins(%lhs, %rhs : tensor<12x30xf32, #lhs>, tensor<30x20xf32, #rhs>) outs(%acc : tensor<12x20xf32, #acc>) -> tensor<12x20xf32, #acc>
  %q_1 = iree_encoding.unset_encoding %q : tensor<12x20xf32, #acc> -> tensor<12x20xf32>
  %lhs_1 = iree_encoding.set_encoding %h : tensor<12x30xf32> -> tensor<12x30xf32, #lhs>
  %rhs_1 = iree_encoding.set_encoding %wk : tensor<30x20xf32> -> tensor<30x20xf32, #rhs>
  %acc_1 = iree_encoding.set_encoding %z : tensor<12x20xf32> -> tensor<12x20xf32, #acc>
  %k = linalg.matmul ins(%lhs_1, %rhs_1 : tensor<12x30xf32, #lhs>, tensor<30x20xf32, #rhs>) outs(%acc_1 : tensor<12x20xf32, #acc>) -> tensor<12x20xf32, #acc>
  %k_1 = iree_encoding.unset_encoding %k : tensor<12x20xf32, #acc> -> tensor<12x20xf32>
  func.return %q_1, %k_1 : tensor<12x20xf32>, tensor<12x20xf32>
}

// CHECK:      %lhs = iree_encoding.set_encoding %h
// CHECK-NEXT: %rhs = iree_encoding.set_encoding %wq
// CHECK-NEXT: %acc = iree_encoding.set_encoding %z
// CHECK-NEXT: %q = linalg.matmul ins(%lhs, %rhs
// CHECK:      %rhs_1 = iree_encoding.set_encoding %wk
// CHECK-NEXT: %k = linalg.matmul ins(%lhs, %rhs_1 : {{.*}}) outs(%acc :
// CHECK-NOT:  iree_encoding.set_encoding %h

// REMARK: remark: @qkv: iree_encoding.set_encoding %lhs_1: relayout removed (one per value and layout): iree_encoding.set_encoding %lhs already relays out %h into this layout (2880 -> 0 bytes per call)
// REMARK: remark: @qkv: iree_encoding.set_encoding %acc_1: relayout removed (one per value and layout): iree_encoding.set_encoding %acc already relays out %z into this layout (1920 -> 0 bytes per call)
// REMARK: remark: relayout bytes per call (logical types): 19200 -> 14400

// The hidden state is padded once (30 -> 32 along K), not twice.
// PAD-COUNT-1: tensor.pad %h
// PAD-NOT:     tensor.pad %h
