// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s

// padding and layout<[padding]> move by the same rule as matmul_k: a padded dim must stay a dim
// of its own. The pass does not know these encodings; each answers for itself.

func.func @bubble_padding_through_collapse(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.padding<[0, 64]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
}

// CHECK-LABEL: func.func @bubble_padding_through_collapse(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, 64]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} : tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, 64]>> into tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @no_bubble_padding_when_padded_dim_merged(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.padding<[16, 0]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[16, 0]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.padding<[16, 0]>>
}

// CHECK-LABEL: func.func @no_bubble_padding_when_padded_dim_merged(
// CHECK-NEXT:    %c = tensor.collapse_shape %arg0
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[16, 0]>>
// CHECK-NEXT:    func.return %e

// -----

func.func @bubble_unresolved_padding_through_expand(%arg0: tensor<16x32xf32>) -> tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>> {
  %x = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  %e = iree_encoding.set_encoding %x : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>>
  func.return %e : tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>>
}

// CHECK-LABEL: func.func @bubble_unresolved_padding_through_expand(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0, ?]>>
// CHECK-NEXT:    %[[X:.+]] = tensor.expand_shape %[[E]] {{.*}} into tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>>
// CHECK-NEXT:    func.return %[[X]]

// -----

func.func @bubble_layout_through_collapse(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
}

// CHECK-LABEL: func.func @bubble_layout_through_collapse(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @no_bubble_layout_when_padded_dim_merged(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
}

// CHECK-LABEL: func.func @no_bubble_layout_when_padded_dim_merged(
// CHECK-NEXT:    %c = tensor.collapse_shape %arg0
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
// CHECK-NEXT:    func.return %e

// -----

func.func @bubble_zero_padding_through_any_collapse(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.padding<[0, 0]>> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0, 0]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.padding<[0, 0]>>
}

// No dim is padded: every reshape is fine.
// CHECK-LABEL: func.func @bubble_zero_padding_through_any_collapse(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<16x4x8xf32> -> tensor<16x4x8xf32, #iree_encoding.padding<[0, 0, 0]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<16x32xf32, #iree_encoding.padding<[0, 0]>>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @bubble_identity_through_any_collapse(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.identity> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.identity>
  func.return %e : tensor<16x32xf32, #iree_encoding.identity>
}

// CHECK-LABEL: func.func @bubble_identity_through_any_collapse(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<16x4x8xf32> -> tensor<16x4x8xf32, #iree_encoding.identity>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<16x32xf32, #iree_encoding.identity>
// CHECK-NEXT:    func.return %[[C]]

// -----

func.func @sink_padding_through_expand(%arg0: tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>, %m: index, %n: index) -> tensor<?x4x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<?x32xf32, #iree_encoding.padding<[0, 64]>> -> tensor<?x32xf32>{%m}
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32> into tensor<?x4x32xf32>
  func.return %x : tensor<?x4x32xf32>
}

// CHECK-LABEL: func.func @sink_padding_through_expand(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>, %[[M:[a-zA-Z0-9_]+]]: index, %[[N:[a-zA-Z0-9_]+]]: index
// CHECK-NEXT:    %[[R:.+]] = tensor.expand_shape %[[X]] {{.*}} into tensor<?x4x32xf32, #iree_encoding.padding<[0, 0, 64]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[R]] : tensor<?x4x32xf32, #iree_encoding.padding<[0, 0, 64]>> -> tensor<?x4x32xf32>{%[[N]]}
// CHECK-NEXT:    func.return %[[U]]

// -----

func.func @no_sink_layout_when_padded_dim_split(%arg0: tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>) -> tensor<16x4x8xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>> -> tensor<16x32xf32>
  %x = tensor.expand_shape %u [[0], [1, 2]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
  func.return %x : tensor<16x4x8xf32>
}

// CHECK-LABEL: func.func @no_sink_layout_when_padded_dim_split(
// CHECK-NEXT:    %u = iree_encoding.unset_encoding %arg0
// CHECK-NEXT:    %x = tensor.expand_shape %u
// CHECK-NEXT:    func.return %x
