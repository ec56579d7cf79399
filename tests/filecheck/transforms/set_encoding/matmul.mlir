// RUN: xdsl-opt %s -p set-encoding --split-input-file | filecheck %s

// A plain matmul: K is dim 1 of the LHS, dim 0 of the RHS, absent from the accumulator
// (IREE's SetEncoding{encoding-option=matmulk} test @matmul_f32f32f32).

func.func @set_encoding_on_matmul(%a: tensor<100x250xf32>, %b: tensor<250x500xf32>, %c: tensor<100x500xf32>) -> tensor<100x500xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<100x250xf32>, tensor<250x500xf32>) outs(%c : tensor<100x500xf32>) -> tensor<100x500xf32>
  func.return %r : tensor<100x500xf32>
}

// CHECK-LABEL: func.func @set_encoding_on_matmul(
// CHECK-SAME:      %[[A:[a-zA-Z0-9_]+]]: tensor<100x250xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<250x500xf32>, %[[C:[a-zA-Z0-9_]+]]: tensor<100x500xf32>
// CHECK-NEXT:    %[[LHS:.+]] = iree_encoding.set_encoding %[[A]] : tensor<100x250xf32> -> tensor<100x250xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[RHS:.+]] = iree_encoding.set_encoding %[[B]] : tensor<250x500xf32> -> tensor<250x500xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT:    %[[ACC:.+]] = iree_encoding.set_encoding %[[C]] : tensor<100x500xf32> -> tensor<100x500xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %[[MM:.+]] = linalg.matmul ins(%[[LHS]], %[[RHS]] : tensor<100x250xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<250x500xf32, #iree_encoding.matmul_k<k_dims = [0]>>) outs(%[[ACC]] : tensor<100x500xf32, #iree_encoding.matmul_k<k_dims = []>>) -> tensor<100x500xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %[[R:.+]] = iree_encoding.unset_encoding %[[MM]] : tensor<100x500xf32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<100x500xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<100x500xf32>

// -----

// Dynamic result dims are measured on the original accumulator with tensor.dim.

func.func @set_encoding_on_dynamic_matmul(%a: tensor<?x?xi32>, %b: tensor<?x?xi32>, %c: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xi32>, tensor<?x?xi32>) outs(%c : tensor<?x?xi32>) -> tensor<?x?xi32>
  func.return %r : tensor<?x?xi32>
}

// CHECK-LABEL: func.func @set_encoding_on_dynamic_matmul(
// CHECK-SAME:      %[[A:[a-zA-Z0-9_]+]]: tensor<?x?xi32>, %[[B:[a-zA-Z0-9_]+]]: tensor<?x?xi32>, %[[C:[a-zA-Z0-9_]+]]: tensor<?x?xi32>
// CHECK:         %[[MM:.+]] = linalg.matmul {{.*}} -> tensor<?x?xi32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.+]] = tensor.dim %[[C]], %[[C0]] : tensor<?x?xi32>
// CHECK-NEXT:    %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[D1:.+]] = tensor.dim %[[C]], %[[C1]] : tensor<?x?xi32>
// CHECK-NEXT:    %[[R:.+]] = iree_encoding.unset_encoding %[[MM]] : tensor<?x?xi32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<?x?xi32>{%[[D0]], %[[D1]]}
// CHECK-NEXT:    func.return %[[R]]

// -----

// Operands that already carry an encoding are left alone (the pass is idempotent).

func.func @no_set_encoding_when_already_encoded(%a: tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>, %b: tensor<8x2xf32, #iree_encoding.matmul_k<k_dims = [0]>>, %c: tensor<4x2xf32, #iree_encoding.matmul_k<k_dims = []>>) -> tensor<4x2xf32, #iree_encoding.matmul_k<k_dims = []>> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<8x2xf32, #iree_encoding.matmul_k<k_dims = [0]>>) outs(%c : tensor<4x2xf32, #iree_encoding.matmul_k<k_dims = []>>) -> tensor<4x2xf32, #iree_encoding.matmul_k<k_dims = []>>
  func.return %r : tensor<4x2xf32, #iree_encoding.matmul_k<k_dims = []>>
}

// CHECK-LABEL: func.func @no_set_encoding_when_already_encoded(
// CHECK-NEXT:    %r = linalg.matmul ins(%a, %b
// CHECK-NEXT:    func.return %r

// -----

// Memref matmuls have no values to encode.

func.func @no_set_encoding_on_memref_matmul(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  func.return
}

// CHECK-LABEL: func.func @no_set_encoding_on_memref_matmul(
// CHECK-NEXT:    linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
// CHECK-NEXT:    func.return
