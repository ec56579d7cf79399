// RUN: xdsl-opt %s -p propagate-encodings --split-input-file | filecheck %s

// The pass works in every function and nested region, each encoding op on its own.

func.func @bubble_set_encoding_inside_a_region(%arg0: tensor<2x8x32xf32>, %cond: i1) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %r = scf.if %cond -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) {
    %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
    scf.yield %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  } else {
    %z = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %f = iree_encoding.set_encoding %z : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
    scf.yield %f : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  }
  func.return %r : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}

// The moved ops stay where the set_encoding was; the collapse outside the region dies with its only user.
// CHECK-LABEL: func.func @bubble_set_encoding_inside_a_region(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<2x8x32xf32>, %[[COND:[a-zA-Z0-9_]+]]: i1
// CHECK-NEXT:    %[[R:.+]] = scf.if %[[COND]]
// CHECK-NEXT:      %[[E:.+]] = iree_encoding.set_encoding %[[X]] : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:      %[[C:.+]] = tensor.collapse_shape %[[E]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:      scf.yield %[[C]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[F:.+]] = iree_encoding.set_encoding %[[X]] : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:      %[[Z:.+]] = tensor.collapse_shape %[[F]]
// CHECK-NEXT:      scf.yield %[[Z]]
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[R]]

// -----

func.func @sink_unset_encoding_into_a_loop(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>, %lb: index, %ub: index, %step: index, %init: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<2x8x32xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (tensor<16x32xf32>) {
    %c = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    scf.yield %c : tensor<16x32xf32>
  }
  func.return %r : tensor<16x32xf32>
}

// CHECK-LABEL: func.func @sink_unset_encoding_into_a_loop(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[R:.+]] = scf.for
// CHECK-NEXT:      %[[C:.+]] = tensor.collapse_shape %[[X]] {{.*}} into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:      %[[U:.+]] = iree_encoding.unset_encoding %[[C]]
// CHECK-NEXT:      scf.yield %[[U]]
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[R]]

// -----

builtin.module {
  func.func @first(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
    %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
    func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  }
  builtin.module {
    func.func @nested(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
      %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
      %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
      func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
    }
  }
}

// CHECK-LABEL: func.func @first(
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[E]]
// CHECK-NEXT:    func.return %[[C]]
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:    %c = tensor.collapse_shape %arg0
// CHECK-NEXT:    %e = iree_encoding.set_encoding %c
// CHECK-NEXT:    func.return %e
