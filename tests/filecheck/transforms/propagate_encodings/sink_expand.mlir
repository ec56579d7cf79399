// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s

// unset_encoding moves below expand_shape while no K dim is split.

func.func @sink_unset_encoding_through_expand(%arg0: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<2x8x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  func.return %x : tensor<2x8x32xf32>
}

// CHECK-LABEL: func.func @sink_unset_encoding_through_expand(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[R:.+]] = tensor.expand_shape %[[X]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] output_shape [2, 8, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[R]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<2x8x32xf32>
// CHECK-NEXT:    func.return %[[U]]

// -----

func.func @no_sink_unset_encoding_when_k_dim_split(%arg0: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<16x4x8xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
  %x = tensor.expand_shape %u [[0], [1, 2]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
  func.return %x : tensor<16x4x8xf32>
}

// CHECK-LABEL: func.func @no_sink_unset_encoding_when_k_dim_split(
// CHECK-NEXT:    %u = iree_encoding.unset_encoding %arg0 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
// CHECK-NEXT:    %x = tensor.expand_shape %u {{\[}}[0 : i64], [1 : i64, 2 : i64]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
// CHECK-NEXT:    func.return %x

// -----

func.func @sink_unset_encoding_through_dynamic_expand(%arg0: tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, %m: index, %n: index) -> tensor<?x8x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<?x32xf32>{%m}
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [%n, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
  func.return %x : tensor<?x8x32xf32>
}

// The new unset's size is the expand's own output_shape operand.
// CHECK-LABEL: func.func @sink_unset_encoding_through_dynamic_expand(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, %[[M:[a-zA-Z0-9_]+]]: index, %[[N:[a-zA-Z0-9_]+]]: index
// CHECK-NEXT:    %[[R:.+]] = tensor.expand_shape %[[X]] {{.*}} output_shape [%[[N]], 8, 32] : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[R]] : tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<?x8x32xf32>{%[[N]]}
// CHECK-NEXT:    func.return %[[U]]

// -----

func.func @sink_unset_encoding_through_expand_with_static_output_shape(%arg0: tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = []>>, %m: index) -> tensor<?x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<?x32xf32>{%m}
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [2, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  func.return %c : tensor<?x32xf32>
}

// output_shape knows dim 0 is 2 although the type says ?: the sizes stay exact along the chain.
// CHECK-LABEL: func.func @sink_unset_encoding_through_expand_with_static_output_shape(
// CHECK-NEXT:    %[[R:.+]] = tensor.expand_shape %arg0 {{.*}} output_shape [2, 8, 32]
// CHECK-NEXT:    %[[C16:.+]] = arith.constant 16 : index
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[R]]
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[C]] : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<?x32xf32>{%[[C16]]}
// CHECK-NEXT:    func.return %[[U]]
