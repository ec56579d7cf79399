// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s --check-prefix=STRICT
// RUN: xdsl-opt %s -p 'propagate-encodings{unit-dims=true}' --split-input-file | filecheck %s --check-prefix=UNIT

// unit-dims=true lets a K group also hold static size-1 dims (IREE never did: its rule is "group of one").

func.func @bubble_set_encoding_through_unit_dim_collapse(%arg0: tensor<4x1x32xf32>) -> tensor<4x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<4x1x32xf32> into tensor<4x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<4x32xf32> -> tensor<4x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// STRICT-LABEL: func.func @bubble_set_encoding_through_unit_dim_collapse(
// STRICT-NEXT:    %c = tensor.collapse_shape %arg0
// STRICT-NEXT:    %e = iree_encoding.set_encoding %c
// STRICT-NEXT:    func.return %e

// The K dim lands on the one non-unit dim of its group.
// UNIT-LABEL: func.func @bubble_set_encoding_through_unit_dim_collapse(
// UNIT-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<4x1x32xf32> -> tensor<4x1x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// UNIT-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} : tensor<4x1x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<4x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// UNIT-NEXT:    func.return %[[C]]

// -----

func.func @no_bubble_set_encoding_through_non_unit_collapse(%arg0: tensor<4x2x32xf32>) -> tensor<4x64xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<4x2x32xf32> into tensor<4x64xf32>
  %e = iree_encoding.set_encoding %c : tensor<4x64xf32> -> tensor<4x64xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4x64xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// Both modes: 2 is not a unit dim.
// STRICT-LABEL: func.func @no_bubble_set_encoding_through_non_unit_collapse(
// STRICT-NEXT:    %c = tensor.collapse_shape %arg0
// UNIT-LABEL:   func.func @no_bubble_set_encoding_through_non_unit_collapse(
// UNIT-NEXT:      %c = tensor.collapse_shape %arg0
// UNIT-NEXT:      %e = iree_encoding.set_encoding %c
// UNIT-NEXT:      func.return %e

// -----

func.func @no_bubble_set_encoding_through_dynamic_unit_candidate(%arg0: tensor<4x?x32xf32>) -> tensor<4x?xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<4x?x32xf32> into tensor<4x?xf32>
  %e = iree_encoding.set_encoding %c : tensor<4x?xf32> -> tensor<4x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// Only *static* size-1 dims count: ? might be anything.
// UNIT-LABEL: func.func @no_bubble_set_encoding_through_dynamic_unit_candidate(
// UNIT-NEXT:    %c = tensor.collapse_shape %arg0
// UNIT-NEXT:    %e = iree_encoding.set_encoding %c
// UNIT-NEXT:    func.return %e

// -----

func.func @bubble_set_encoding_through_unit_dim_expand(%arg0: tensor<4x32xf32>) -> tensor<4x1x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
  %x = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 1, 32] : tensor<4x32xf32> into tensor<4x1x32xf32>
  %e = iree_encoding.set_encoding %x : tensor<4x1x32xf32> -> tensor<4x1x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return %e : tensor<4x1x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
}

// STRICT-LABEL: func.func @bubble_set_encoding_through_unit_dim_expand(
// STRICT-NEXT:    %x = tensor.expand_shape %arg0
// STRICT-NEXT:    %e = iree_encoding.set_encoding %x

// UNIT-LABEL: func.func @bubble_set_encoding_through_unit_dim_expand(
// UNIT-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<4x32xf32> -> tensor<4x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// UNIT-NEXT:    %[[X:.+]] = tensor.expand_shape %[[E]] {{.*}} into tensor<4x1x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// UNIT-NEXT:    func.return %[[X]]

// -----

func.func @sink_unset_encoding_through_unit_dim_collapse(%arg0: tensor<4x1x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> tensor<4x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<4x1x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<4x1x32xf32>
  %c = tensor.collapse_shape %u [[0], [1, 2]] : tensor<4x1x32xf32> into tensor<4x32xf32>
  func.return %c : tensor<4x32xf32>
}

// STRICT-LABEL: func.func @sink_unset_encoding_through_unit_dim_collapse(
// STRICT-NEXT:    %u = iree_encoding.unset_encoding %arg0
// STRICT-NEXT:    %c = tensor.collapse_shape %u

// UNIT-LABEL: func.func @sink_unset_encoding_through_unit_dim_collapse(
// UNIT-NEXT:    %[[C:.+]] = tensor.collapse_shape %arg0 {{.*}} into tensor<4x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// UNIT-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[C]]
// UNIT-NEXT:    func.return %[[U]]

// -----

func.func @sink_unset_encoding_through_unit_dim_expand(%arg0: tensor<4x32xf32, #iree_encoding.padding<[0, 64]>>) -> tensor<4x1x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<4x32xf32, #iree_encoding.padding<[0, 64]>> -> tensor<4x32xf32>
  %x = tensor.expand_shape %u [[0], [1, 2]] output_shape [4, 1, 32] : tensor<4x32xf32> into tensor<4x1x32xf32>
  func.return %x : tensor<4x1x32xf32>
}

// STRICT-LABEL: func.func @sink_unset_encoding_through_unit_dim_expand(
// STRICT-NEXT:    %u = iree_encoding.unset_encoding %arg0
// STRICT-NEXT:    %x = tensor.expand_shape %u

// The padding goes to the non-unit piece of the split dim.
// UNIT-LABEL: func.func @sink_unset_encoding_through_unit_dim_expand(
// UNIT-NEXT:    %[[X:.+]] = tensor.expand_shape %arg0 {{.*}} into tensor<4x1x32xf32, #iree_encoding.padding<[0, 0, 64]>>
// UNIT-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[X]]
// UNIT-NEXT:    func.return %[[U]]
