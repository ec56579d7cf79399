// RUN: xdsl-opt %s -p set-encoding --split-input-file --verify-diagnostics | filecheck %s

// Inputs set-encoding cannot handle: it checks the module first (the strict reshape and encoding
// checks), so a bad op anywhere fails the pass before any matmul is encoded. The printed module shows
// the matmul still on plain tensors (`%kept`).

func.func @matmul_after_a_bad_collapse(%a: tensor<2x8x32xf32>, %b: tensor<32x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %a2 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %kept = linalg.matmul ins(%a2, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  func.return %kept : tensor<16x16xf32>
}

// CHECK: tensor.collapse_shape: collapsed dim 0 has size 16, but its group [0] multiplies to 2 (tensor<2x8x32xf32> to tensor<16x32xf32>)
// CHECK: %kept = "linalg.matmul"(%a2, %b, %c)

// -----

func.func @argument_with_a_short_padding(%a: tensor<16x32xf32>, %b: tensor<32x16xf32>, %c: tensor<16x16xf32>, %p: tensor<16x32xf32, #iree_encoding.padding<[4]>>) -> tensor<16x16xf32> {
  %kept = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  func.return %kept : tensor<16x16xf32>
}

// CHECK: #iree_encoding.padding: stricter than IREE: expected one padding value per dim of tensor<16x32xf32, #iree_encoding.padding<[4]>>, got 1
// CHECK: %kept = "linalg.matmul"(%a, %b, %c)

// -----

#k = #iree_encoding.matmul_k<k_dims = [3]>
func.func @loop_carried_value_with_an_out_of_range_k_dim(%a: tensor<16x32xf32>, %b: tensor<32x16xf32>, %c: tensor<16x16xf32>, %x: tensor<4x4xf32, #k>, %n: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %kept = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %x) -> (tensor<4x4xf32, #k>) {
    scf.yield %it : tensor<4x4xf32, #k>
  }
  func.return %kept : tensor<16x16xf32>
}

// CHECK: #iree_encoding.matmul_k: stricter than IREE: K dim 3 is out of range for the rank-2 tensor tensor<4x4xf32, #iree_encoding.matmul_k<k_dims = [3]>>
// CHECK: %kept = "linalg.matmul"(%a, %b, %c)

// -----

func.func @matmul_before_an_expand_with_too_few_sizes(%a: tensor<16x32xf32>, %b: tensor<32x16xf32>, %c: tensor<16x16xf32>, %y: tensor<?xf32>) -> (tensor<16x16xf32>, tensor<?x4xf32>) {
  %kept = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %bad = "tensor.expand_shape"(%y) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (tensor<?xf32>) -> tensor<?x4xf32>
  func.return %kept, %bad : tensor<16x16xf32>, tensor<?x4xf32>
}

// CHECK: tensor.expand_shape: output_shape has 1 dynamic sizes but 0 size operands
// CHECK: %kept = "linalg.matmul"(%a, %b, %c)
