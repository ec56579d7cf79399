// RUN: xdsl-opt %s -p propagate-encodings --split-input-file --verify-diagnostics | filecheck %s
// RUN: xdsl-opt %s -p 'propagate-encodings{unit-dims=true}' --split-input-file --verify-diagnostics | filecheck %s

// Inputs propagate-encodings cannot handle: it checks the whole module first and fails at the first
// offending op with a diagnostic, before any move. Each chunk also holds a set_encoding the pass would
// bubble (`%moved`); the printed module shows it still below its collapse_shape: nothing was rewritten.

func.func @collapse_with_wrong_size(%x: tensor<2x8x32xf32>, %y: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<15x32xf32>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %bad = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<15x32xf32>
  func.return %moved, %bad : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<15x32xf32>
}

// CHECK: tensor.collapse_shape: collapsed dim 0 has size 15, but its group [0, 1] multiplies to 16 (tensor<2x8x32xf32> to tensor<15x32xf32>)
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)

// -----

func.func @expand_with_wrong_output_shape(%x: tensor<2x8x32xf32>, %y: tensor<16xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<4x4xf32>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %bad = tensor.expand_shape %y [[0, 1]] output_shape [2, 8] : tensor<16xf32> into tensor<4x4xf32>
  func.return %moved, %bad : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<4x4xf32>
}

// CHECK: tensor.expand_shape: output_shape dim 0 is 2 but the result type has 4
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)

// -----

func.func @collapse_with_a_stale_encoding(%x: tensor<2x8x32xf32>, %y: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %bad = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
  func.return %moved, %bad : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
}

// CHECK: tensor.collapse_shape: expected the result encoding to be #iree_encoding.matmul_k<k_dims = [1]> (derived from #iree_encoding.matmul_k<k_dims = [2]>), got #iree_encoding.matmul_k<k_dims = [0]>
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)

// -----

func.func @collapse_that_merges_a_padded_dim(%x: tensor<2x8x32xf32>, %y: tensor<2x8x32xf32, #iree_encoding.padding<[0, 4, 0]>>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.padding<[4, 0]>>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %bad = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.padding<[0, 4, 0]>> into tensor<16x32xf32, #iree_encoding.padding<[4, 0]>>
  func.return %moved, %bad : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.padding<[4, 0]>>
}

// CHECK: tensor.collapse_shape: encoding #iree_encoding.padding<[0, 4, 0]> cannot cross this reshape: collapse_shape merges padded dim 1 of the source with source dims [0, 1]
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)

// -----

func.func @expand_that_drops_the_encoding(%x: tensor<2x8x32xf32>, %y: tensor<16x32xf32, #iree_encoding.identity>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<2x8x32xf32>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %bad = tensor.expand_shape %y [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32, #iree_encoding.identity> into tensor<2x8x32xf32>
  func.return %moved, %bad : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<2x8x32xf32>
}

// CHECK: tensor.expand_shape: expected the source and result to be both encoded or both plain, got tensor<16x32xf32, #iree_encoding.identity> and tensor<2x8x32xf32>
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)

// -----

func.func @argument_with_an_out_of_range_k_dim(%x: tensor<2x8x32xf32>, %y: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %moved : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK: #iree_encoding.matmul_k: stricter than IREE: K dim 2 is out of range for the rank-2 tensor tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)

// -----

func.func @bad_reshape_inside_a_region(%x: tensor<2x8x32xf32>, %y: tensor<2x8x32xf32>, %f: i1) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %r = scf.if %f -> (tensor<16x32xf32>) {
    %bad = tensor.collapse_shape %y [[0], [1, 2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    scf.yield %bad : tensor<16x32xf32>
  } else {
    %ok = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    scf.yield %ok : tensor<16x32xf32>
  }
  func.return %moved, %r : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32>
}

// CHECK: tensor.collapse_shape: collapsed dim 0 has size 16, but its group [0] multiplies to 2 (tensor<2x8x32xf32> to tensor<16x32xf32>)
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)

// -----

// The bad reshape is in another function: the first function is not rewritten either.

func.func @first(%x: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %moved : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

func.func @second(%y: tensor<?x8xf32>) -> tensor<16xf32> {
  %bad = tensor.collapse_shape %y [[0, 1]] : tensor<?x8xf32> into tensor<16xf32>
  func.return %bad : tensor<16xf32>
}

// CHECK: tensor.collapse_shape: collapsed dim 0 is static (16) but its group [0, 1] has dynamic dims [0] (tensor<?x8xf32> to tensor<16xf32>)
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)

// -----

func.func @collapse_that_changes_the_element_type(%x: tensor<2x8x32xf32>, %y: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf16>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %moved = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %bad = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf16>
  func.return %moved, %bad : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf16>
}

// CHECK: tensor.collapse_shape: expected the same element type, got tensor<2x8x32xf32> and tensor<16x32xf16>
// CHECK: %c = "tensor.collapse_shape"(%x)
// CHECK-NEXT: %moved = "iree_encoding.set_encoding"(%c)
