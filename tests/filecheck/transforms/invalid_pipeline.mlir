// RUN: xdsl-opt %s -p 'set-encoding,propagate-encodings,materialize-encoding-into-padding' --split-input-file --verify-diagnostics | filecheck %s

// The whole pipeline on inputs its last pass cannot handle. set-encoding and propagate-encodings
// succeed; materialize-encoding-into-padding fails with a diagnostic on the module it was given:
// the encodings the first two passes made are there (the LHS set_encoding above the collapse), no
// tensor.pad is.

#l = #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]>
func.func @matmul_next_to_an_unresolvable_layout(%a: tensor<2x8x32xf32>, %b: tensor<32x16xf32>, %c: tensor<16x16xf32>, %x: tensor<4x8xf32, #l>) -> (tensor<16x16xf32>, tensor<4x8xf32>) {
  %a2 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %r = linalg.matmul ins(%a2, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %u = iree_encoding.unset_encoding %x : tensor<4x8xf32, #l> -> tensor<4x8xf32>
  func.return %r, %u : tensor<16x16xf32>, tensor<4x8xf32>
}

// CHECK: materialize-encoding-into-padding: func.func: cannot resolve the padding of tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]>>
// CHECK: [[SET:%[a-z0-9_]+]] = "iree_encoding.set_encoding"(%a)
// CHECK-NEXT: = "tensor.collapse_shape"([[SET]])
// CHECK-NOT: tensor.pad

// -----

func.func @matmul_in_a_while_loop(%a: tensor<2x8x32xf32>, %b: tensor<32x16xf32>, %c: tensor<16x16xf32>, %f: i1) -> tensor<16x16xf32> {
  %r = scf.while (%acc = %c) : (tensor<16x16xf32>) -> tensor<16x16xf32> {
    scf.condition(%f) %acc : tensor<16x16xf32>
  } do {
  ^bb0(%it: tensor<16x16xf32>):
    %a2 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %m = linalg.matmul ins(%a2, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%it : tensor<16x16xf32>) -> tensor<16x16xf32>
    scf.yield %m : tensor<16x16xf32>
  }
  %e = iree_encoding.set_encoding %r : tensor<16x16xf32> -> tensor<16x16xf32, #iree_encoding.padding<[0, 4]>>
  %w = scf.while (%v = %e) : (tensor<16x16xf32, #iree_encoding.padding<[0, 4]>>) -> tensor<16x16xf32, #iree_encoding.padding<[0, 4]>> {
    scf.condition(%f) %v : tensor<16x16xf32, #iree_encoding.padding<[0, 4]>>
  } do {
  ^bb0(%n: tensor<16x16xf32, #iree_encoding.padding<[0, 4]>>):
    scf.yield %n : tensor<16x16xf32, #iree_encoding.padding<[0, 4]>>
  }
  %u = iree_encoding.unset_encoding %w : tensor<16x16xf32, #iree_encoding.padding<[0, 4]>> -> tensor<16x16xf32>
  func.return %u : tensor<16x16xf32>
}

// CHECK: materialize-encoding-into-padding: scf.while: cannot materialize encoded block arguments of this op's regions
// CHECK: [[SET:%[a-z0-9_]+]] = "iree_encoding.set_encoding"(%a)
// CHECK-NEXT: = "tensor.collapse_shape"([[SET]])
// CHECK-NOT: tensor.pad
