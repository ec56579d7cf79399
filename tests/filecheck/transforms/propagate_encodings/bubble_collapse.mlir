// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s

// set_encoding moves above collapse_shape while no K dim is merged: IREE 3.7.1's rule
// (cases a..l of docs/reference iree-oracle §4; the oracle test checks random programs).

func.func @bubble_set_encoding_through_collapse(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK-LABEL: func.func @bubble_set_encoding_through_collapse(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<2x8x32xf32>
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %[[X]] : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @no_bubble_set_encoding_when_k_dim_merged(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// Blocked: the IR is left exactly as it was.
// CHECK-LABEL: func.func @no_bubble_set_encoding_when_k_dim_merged(
// CHECK-NEXT:    %c = tensor.collapse_shape %arg0 {{\[}}[0 : i64], [1 : i64, 2 : i64]] : tensor<16x4x8xf32> into tensor<16x32xf32>
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %e

// -----

func.func @bubble_set_encoding_through_collapse_chain(%arg0: tensor<2x4x2x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<2x4x2x32xf32> into tensor<2x8x32xf32>
  %c1 = tensor.collapse_shape %c0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c1 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK-LABEL: func.func @bubble_set_encoding_through_collapse_chain(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<2x4x2x32xf32>
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %[[X]] : tensor<2x4x2x32xf32> -> tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>
// CHECK-NEXT:    %[[C0:.+]] = tensor.collapse_shape %[[E]] {{.*}} : tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>> into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[C1:.+]] = tensor.collapse_shape %[[C0]] {{.*}} : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[C1]]

// -----

func.func @bubble_set_encoding_through_dynamic_collapse(%arg0: tensor<?x8x32xf32>) -> tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// Sizes do not matter to matmul_k: a dynamic group that holds no K dim is fine.
// CHECK-LABEL: func.func @bubble_set_encoding_through_dynamic_collapse(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<?x8x32xf32> -> tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} : tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @no_bubble_set_encoding_when_dynamic_k_dim_merged(%arg0: tensor<?x4x?xf32>) -> tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %e = iree_encoding.set_encoding %c : tensor<?x?xf32> -> tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK-LABEL: func.func @no_bubble_set_encoding_when_dynamic_k_dim_merged(
// CHECK-NEXT:    %c = tensor.collapse_shape %arg0
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c : tensor<?x?xf32> -> tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %e

// -----

func.func @bubble_rhs_set_encoding_through_collapse(%arg0: tensor<32x4x4xf32>) -> tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<32x4x4xf32> into tensor<32x16xf32>
  %e = iree_encoding.set_encoding %c : tensor<32x16xf32> -> tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>
  func.return %e : tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>
}

// CHECK-LABEL: func.func @bubble_rhs_set_encoding_through_collapse(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<32x4x4xf32> -> tensor<32x4x4xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @bubble_acc_set_encoding_through_any_collapse(%arg0: tensor<2x8x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
}

// No K dim: nothing to keep apart.
// CHECK-LABEL: func.func @bubble_acc_set_encoding_through_any_collapse(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<2x8x4x8xf32> -> tensor<2x8x4x8xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @bubble_set_encoding_through_rank_0_collapse(%arg0: tensor<1x1xf32>) -> tensor<f32, #iree_encoding.matmul_k<k_dims = []>> {
  %c = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
  %e = iree_encoding.set_encoding %c : tensor<f32> -> tensor<f32, #iree_encoding.matmul_k<k_dims = []>>
  func.return %e : tensor<f32, #iree_encoding.matmul_k<k_dims = []>>
}

// CHECK-LABEL: func.func @bubble_set_encoding_through_rank_0_collapse(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<1x1xf32> -> tensor<1x1xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] [] : tensor<1x1xf32, #iree_encoding.matmul_k<k_dims = []>> into tensor<f32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @bubble_set_encoding_keeps_collapse_for_other_users(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32>) {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e, %c : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32>
}

// IREE case h: the old collapse stays for its other user; the encoded one is a copy.
// CHECK-LABEL: func.func @bubble_set_encoding_keeps_collapse_for_other_users(
// CHECK-NEXT:    %[[OLD:.+]] = tensor.collapse_shape %arg0 {{.*}} : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[NEW:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return %[[NEW]], %[[OLD]]

// -----

func.func @bubble_one_of_two_set_encodings(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>) {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %lhs = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %rhs = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
  func.return %lhs, %rhs : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
}

// IREE case k: K = [1] crosses, K = [0] sits in the merged group [0, 1] and keeps the old collapse.
// CHECK-LABEL: func.func @bubble_one_of_two_set_encodings(
// CHECK-NEXT:    %[[OLD:.+]] = tensor.collapse_shape %arg0 {{.*}} : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[NEW:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[RHS:.+]] = iree_encoding.set_encoding %[[OLD]] : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT:    func.return %[[NEW]], %[[RHS]]

// -----

func.func @bubble_two_set_encodings_of_one_chain(%arg0: tensor<2x4x2x32xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>) {
  %c0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<2x4x2x32xf32> into tensor<2x8x32xf32>
  %c1 = tensor.collapse_shape %c0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %a = iree_encoding.set_encoding %c1 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %b = iree_encoding.set_encoding %c1 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
  func.return %a, %b : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
}

// Each set_encoding gets its own copy of the chain; the old chain is dead and erased.
// CHECK-LABEL: func.func @bubble_two_set_encodings_of_one_chain(
// CHECK-NEXT:    %[[A:.+]] = iree_encoding.set_encoding %arg0 : tensor<2x4x2x32xf32> -> tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>
// CHECK-NEXT:    %[[A0:.+]] = tensor.collapse_shape %[[A]]
// CHECK-NEXT:    %[[A1:.+]] = tensor.collapse_shape %[[A0]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[B:.+]] = iree_encoding.set_encoding %arg0 : tensor<2x4x2x32xf32> -> tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %[[B0:.+]] = tensor.collapse_shape %[[B]]
// CHECK-NEXT:    %[[B1:.+]] = tensor.collapse_shape %[[B0]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    func.return %[[A1]], %[[B1]]

// -----

#opaque = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>
func.func @no_bubble_set_encoding_without_propagation_interface(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #opaque> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #opaque>
  func.return %e : tensor<16x32xf32, #opaque>
}

// IREE case i: an #iree_encoding.encoding without user_indexing_maps cannot record a reshape, so it never moves.
// CHECK-LABEL: func.func @no_bubble_set_encoding_without_propagation_interface(
// CHECK-NEXT:    %c = tensor.collapse_shape %arg0
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c
// CHECK-NEXT:    func.return %e

// -----

func.func @no_bubble_set_encoding_above_a_non_reshape(%arg0: tensor<?x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %cast = tensor.cast %arg0 : tensor<?x32xf32> to tensor<16x32xf32>
  %e = iree_encoding.set_encoding %cast : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// CHECK-LABEL: func.func @no_bubble_set_encoding_above_a_non_reshape(
// CHECK-NEXT:    %cast = tensor.cast %arg0
// CHECK-NEXT:    %e = iree_encoding.set_encoding %cast
// CHECK-NEXT:    func.return %e

// -----

func.func @no_bubble_set_encoding_that_refines_the_shape(%arg0: tensor<2x?xf32>) -> tensor<16xf32, #iree_encoding.matmul_k<k_dims = []>> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x?xf32> into tensor<?xf32>
  %e = iree_encoding.set_encoding %c : tensor<?xf32> -> tensor<16xf32, #iree_encoding.matmul_k<k_dims = []>>
  func.return %e : tensor<16xf32, #iree_encoding.matmul_k<k_dims = []>>
}

// The copy of the collapse could not yield tensor<16xf32> from tensor<2x?xf32>: stay.
// CHECK-LABEL: func.func @no_bubble_set_encoding_that_refines_the_shape(
// CHECK-NEXT:    %c = tensor.collapse_shape %arg0
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c : tensor<?xf32> -> tensor<16xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    func.return %e
