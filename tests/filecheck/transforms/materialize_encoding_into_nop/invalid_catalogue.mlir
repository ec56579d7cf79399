// RUN: xdsl-opt %s -p materialize-encoding-into-nop --split-input-file --verify-diagnostics | filecheck %s

// Inputs materialize-encoding-into-nop cannot handle: only modules that fail the strict checks (the
// pass itself drops any encoding). It checks first and rewrites a clone, so the printed module still
// has every encoding (`%kept`).

func.func @collapse_with_a_different_encoding(%x: tensor<4x8xf32>, %y: tensor<2x2x8xf32, #iree_encoding.identity>) -> (tensor<4x8xf32>, tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>) {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  %bad = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x2x8xf32, #iree_encoding.identity> into tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %u, %bad : tensor<4x8xf32>, tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK: tensor.collapse_shape: expected the result encoding to be #iree_encoding.identity (derived from #iree_encoding.identity), got #iree_encoding.matmul_k<k_dims = [1]>
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

func.func @encoded_value_of_the_wrong_rank_in_a_region(%x: tensor<4x8xf32>, %f: i1) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  scf.if %f {
    %e = tensor.empty() : tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 4]>]>>
    scf.yield
  }
  func.return %u : tensor<4x8xf32>
}

// CHECK: #iree_encoding.padding: stricter than IREE: expected one padding value per dim of tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 4]>]>>, got 3
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

func.func @dynamic_collapse_to_a_static_size(%x: tensor<4x8xf32>, %y: tensor<?x8xf32, #iree_encoding.identity>) -> (tensor<4x8xf32>, tensor<32xf32, #iree_encoding.identity>) {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  %bad = tensor.collapse_shape %y [[0, 1]] : tensor<?x8xf32, #iree_encoding.identity> into tensor<32xf32, #iree_encoding.identity>
  func.return %u, %bad : tensor<4x8xf32>, tensor<32xf32, #iree_encoding.identity>
}

// CHECK: tensor.collapse_shape: collapsed dim 0 is static (32) but its group [0, 1] has dynamic dims [0] (tensor<?x8xf32, #iree_encoding.identity> to tensor<32xf32, #iree_encoding.identity>)
// CHECK: %kept = "iree_encoding.set_encoding"(%x)
