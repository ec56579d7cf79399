// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s

// unset_encoding moves below collapse_shape (the mirror of bubbling): unset(x) -> collapse
// becomes collapse'(x) -> unset, with collapse' yielding the encoded type.

func.func @sink_unset_encoding_through_collapse(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> tensor<16x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<2x8x32xf32>
  %c = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  func.return %c : tensor<16x32xf32>
}

// CHECK-LABEL: func.func @sink_unset_encoding_through_collapse(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[X]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[C]] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
// CHECK-NEXT:    func.return %[[U]]

// -----

func.func @no_sink_unset_encoding_when_k_dim_merged(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<16x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<2x8x32xf32>
  %c = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  func.return %c : tensor<16x32xf32>
}

// IREE case l: IREE never sinks; here K dim 1 would be merged with dim 0, so it stays too.
// CHECK-LABEL: func.func @no_sink_unset_encoding_when_k_dim_merged(
// CHECK-NEXT:    %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<2x8x32xf32>
// CHECK-NEXT:    %c = tensor.collapse_shape %u {{\[}}[0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-NEXT:    func.return %c

// -----

func.func @sink_unset_encoding_through_dynamic_collapse(%arg0: tensor<?x8x?xf32, #iree_encoding.matmul_k<k_dims = [2]>>, %m: index, %k: index) -> tensor<?x?xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<?x8x?xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<?x8x?xf32>{%m, %k}
  %c = tensor.collapse_shape %u [[0, 1], [2]] : tensor<?x8x?xf32> into tensor<?x?xf32>
  func.return %c : tensor<?x?xf32>
}

// The new unset's sizes are computed from the old one's: dim 0 = %m * 8, dim 1 = %k.
// CHECK-LABEL: func.func @sink_unset_encoding_through_dynamic_collapse(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<?x8x?xf32, #iree_encoding.matmul_k<k_dims = [2]>>, %[[M:[a-zA-Z0-9_]+]]: index, %[[K:[a-zA-Z0-9_]+]]: index
// CHECK-NEXT:    %[[C8:.+]] = arith.constant 8 : index
// CHECK-NEXT:    %[[M8:.+]] = arith.muli %[[M]], %[[C8]] : index
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[X]] {{.*}} : tensor<?x8x?xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[C]] : tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<?x?xf32>{%[[M8]], %[[K]]}
// CHECK-NEXT:    func.return %[[U]]

// -----

func.func @sink_unset_encoding_through_collapse_of_two_dynamic_dims(%arg0: tensor<?x?x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>, %a: index, %b: index) -> tensor<?x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<?x?x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<?x?x32xf32>{%a, %b}
  %c = tensor.collapse_shape %u [[0, 1], [2]] : tensor<?x?x32xf32> into tensor<?x32xf32>
  func.return %c : tensor<?x32xf32>
}

// CHECK-LABEL: func.func @sink_unset_encoding_through_collapse_of_two_dynamic_dims(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<?x?x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>, %[[A:[a-zA-Z0-9_]+]]: index, %[[B:[a-zA-Z0-9_]+]]: index
// CHECK-NEXT:    %[[AB:.+]] = arith.muli %[[A]], %[[B]] : index
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[X]]
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[C]] : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<?x32xf32>{%[[AB]]}
// CHECK-NEXT:    func.return %[[U]]

// -----

func.func @sink_unset_encoding_keeps_unset_for_other_users(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> (tensor<16x32xf32>, tensor<2x8x32xf32>) {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<2x8x32xf32>
  %c = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  func.return %c, %u : tensor<16x32xf32>, tensor<2x8x32xf32>
}

// CHECK-LABEL: func.func @sink_unset_encoding_keeps_unset_for_other_users(
// CHECK-NEXT:    %[[OLD:.+]] = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<2x8x32xf32>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %arg0
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[C]]
// CHECK-NEXT:    func.return %[[U]], %[[OLD]]

// -----

func.func @sink_unset_encoding_through_collapse_chain(%arg0: tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>) -> tensor<16x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>> -> tensor<2x4x2x32xf32>
  %c0 = tensor.collapse_shape %u [[0], [1, 2], [3]] : tensor<2x4x2x32xf32> into tensor<2x8x32xf32>
  %c1 = tensor.collapse_shape %c0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  func.return %c1 : tensor<16x32xf32>
}

// CHECK-LABEL: func.func @sink_unset_encoding_through_collapse_chain(
// CHECK-NEXT:    %[[C0:.+]] = tensor.collapse_shape %arg0 {{.*}} into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[C1:.+]] = tensor.collapse_shape %[[C0]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[C1]] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
// CHECK-NEXT:    func.return %[[U]]

// -----

func.func @sink_unset_encoding_into_two_branches(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> (tensor<16x32xf32>, tensor<2x256xf32>) {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<2x8x32xf32>
  %a = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %b = tensor.collapse_shape %u [[0], [1, 2]] : tensor<2x8x32xf32> into tensor<2x256xf32>
  func.return %a, %b : tensor<16x32xf32>, tensor<2x256xf32>
}

// One branch merges K dim 1 and keeps the old unset; the other merges it too: nothing moves.
// CHECK-LABEL: func.func @sink_unset_encoding_into_two_branches(
// CHECK-NEXT:    %u = iree_encoding.unset_encoding %arg0
// CHECK-NEXT:    %a = tensor.collapse_shape %u
// CHECK-NEXT:    %b = tensor.collapse_shape %u
// CHECK-NEXT:    func.return %a, %b

// -----

func.func @sink_unset_encoding_into_one_of_two_branches(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> (tensor<16x32xf32>, tensor<2x256xf32>) {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<2x8x32xf32>
  %a = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %b = tensor.collapse_shape %u [[0], [1, 2]] : tensor<2x8x32xf32> into tensor<2x256xf32>
  func.return %a, %b : tensor<16x32xf32>, tensor<2x256xf32>
}

// K dim 2 crosses %a but would be merged by %b, which keeps the old unset.
// CHECK-LABEL: func.func @sink_unset_encoding_into_one_of_two_branches(
// CHECK-NEXT:    %[[OLD:.+]] = iree_encoding.unset_encoding %arg0
// CHECK-NEXT:    %[[A:.+]] = tensor.collapse_shape %arg0 {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[UA:.+]] = iree_encoding.unset_encoding %[[A]]
// CHECK-NEXT:    %[[B:.+]] = tensor.collapse_shape %[[OLD]] {{.*}} : tensor<2x8x32xf32> into tensor<2x256xf32>
// CHECK-NEXT:    func.return %[[UA]], %[[B]]

// -----

func.func @no_sink_unset_encoding_that_refines_the_shape(%arg0: tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<2x8x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  func.return %x : tensor<2x8x32xf32>
}

// CHECK-LABEL: func.func @no_sink_unset_encoding_that_refines_the_shape(
// CHECK-NEXT:    %u = iree_encoding.unset_encoding %arg0
// CHECK-NEXT:    %x = tensor.expand_shape %u
// CHECK-NEXT:    func.return %x
