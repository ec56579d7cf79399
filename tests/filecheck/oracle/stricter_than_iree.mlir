// IREE 3.7.1 accepts (and propagates) several K dims; our dialect refuses them on purpose (SPEC §2: they cannot be
// materialized). This pins both behaviours so a change on either side is noticed.
// RUN: %iree-opt %s --pass-pipeline="builtin.module(func.func(iree-dispatch-creation-propagate-encodings))" --mlir-print-local-scope | filecheck %s --check-prefix=IREE
// RUN: xdsl-opt %s --parsing-diagnostics | filecheck %s --check-prefix=XDSL

func.func @two_k_dims(%arg0: tensor<4x2x8x32xf32>) -> tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [0, 2]>> {
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<4x2x8x32xf32> into tensor<4x16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [0, 2]>>
  return %1 : tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [0, 2]>>
}

// IREE:      iree_encoding.set_encoding %arg0 : tensor<4x2x8x32xf32> -> tensor<4x2x8x32xf32, #iree_encoding.matmul_k<k_dims = [0, 3]>>
// IREE-NEXT: tensor.collapse_shape {{.*}} into tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [0, 2]>>

// XDSL: #iree_encoding.matmul_k: stricter than {{IREE}}: at most one K dim can be materialized, got k_dims = [0, 2]
