// RUN: xdsl-opt %s --split-input-file -p plan-layouts | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'plan-layouts{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// An unset_encoding whose value is set again into the same encoded type: no relayout at all. The
// stored tensor is the same on every target, and the encoding says the elements its storage adds
// cannot reach a result (an accumulator's padding only reaches the padding of the result).

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @residual(%a: tensor<12x30xf32, #lhs>, %b: tensor<30x20xf32, #rhs>, %z: tensor<12x20xf32, #acc>) -> tensor<12x20xf32> {
  %y1 = linalg.matmul ins(%a, %b : tensor<12x30xf32, #lhs>, tensor<30x20xf32, #rhs>) outs(%z : tensor<12x20xf32, #acc>) -> tensor<12x20xf32, #acc>
  %u = iree_encoding.unset_encoding %y1 : tensor<12x20xf32, #acc> -> tensor<12x20xf32>
  %acc = iree_encoding.set_encoding %u : tensor<12x20xf32> -> tensor<12x20xf32, #acc>
  %y2 = linalg.matmul ins(%a, %b : tensor<12x30xf32, #lhs>, tensor<30x20xf32, #rhs>) outs(%acc : tensor<12x20xf32, #acc>) -> tensor<12x20xf32, #acc>
  %r = iree_encoding.unset_encoding %y2 : tensor<12x20xf32, #acc> -> tensor<12x20xf32>
  func.return %r : tensor<12x20xf32>
}

// CHECK:      %y1 = linalg.matmul
// CHECK-NEXT: %y2 = linalg.matmul ins(%a, %b : {{.*}}) outs(%y1 : tensor<12x20xf32, #iree_encoding.matmul_k<k_dims = []>>)
// CHECK-NEXT: %r = iree_encoding.unset_encoding %y2

// REMARK: remark: @residual: iree_encoding.set_encoding %acc: no relayout: forwarded: the value was unset from %y1 of the same encoded type (1920 -> 0 bytes per call)

// -----

// Another encoded type: the relayout stays, and the remark says why.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @chain(%a: tensor<12x20xf32, #lhs>, %b: tensor<20x20xf32, #rhs>, %z: tensor<12x20xf32, #acc>) -> tensor<12x20xf32> {
  %y1 = linalg.matmul ins(%a, %b : tensor<12x20xf32, #lhs>, tensor<20x20xf32, #rhs>) outs(%z : tensor<12x20xf32, #acc>) -> tensor<12x20xf32, #acc>
  %u = iree_encoding.unset_encoding %y1 : tensor<12x20xf32, #acc> -> tensor<12x20xf32>
  %lhs2 = iree_encoding.set_encoding %u : tensor<12x20xf32> -> tensor<12x20xf32, #lhs>
  %y2 = linalg.matmul ins(%lhs2, %b : tensor<12x20xf32, #lhs>, tensor<20x20xf32, #rhs>) outs(%z : tensor<12x20xf32, #acc>) -> tensor<12x20xf32, #acc>
  %r = iree_encoding.unset_encoding %y2 : tensor<12x20xf32, #acc> -> tensor<12x20xf32>
  func.return %r : tensor<12x20xf32>
}

// CHECK-LABEL: @chain
// CHECK:       %lhs2 = iree_encoding.set_encoding %u

// REMARK: remark: @chain: iree_encoding.set_encoding %lhs2: relayout kept: not forwarded: the unset value's type tensor<12x20xf32, #iree_encoding.matmul_k<k_dims = []>> is not the set's tensor<12x20xf32, #iree_encoding.matmul_k<k_dims = [1]>>
