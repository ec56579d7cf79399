// RUN: xdsl-opt %s -p set-encoding --split-input-file | filecheck %s

// A transposed-B contraction (C[m, n] += A[m, k] * B[n, k]) written as linalg.generic:
// K is dim 1 of both inputs. The body may widen the inputs (f16 * f16 -> f32).

func.func @set_encoding_on_transposed_b_generic(%a: tensor<128x64xf16>, %b: tensor<32x64xf16>, %c: tensor<128x32xf32>) -> tensor<128x32xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<128x64xf16>, tensor<32x64xf16>) outs(%c : tensor<128x32xf32>) {
  ^bb0(%x: f16, %y: f16, %z: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %m = arith.mulf %xe, %ye : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<128x32xf32>
  func.return %r : tensor<128x32xf32>
}

// CHECK-LABEL: func.func @set_encoding_on_transposed_b_generic(
// CHECK-NEXT:    %[[LHS:.+]] = iree_encoding.set_encoding %a : tensor<128x64xf16> -> tensor<128x64xf16, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[RHS:.+]] = iree_encoding.set_encoding %b : tensor<32x64xf16> -> tensor<32x64xf16, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %[[ACC:.+]] = iree_encoding.set_encoding %c : tensor<128x32xf32> -> tensor<128x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %[[G:.+]] = linalg.generic {{.*}} ins(%[[LHS]], %[[RHS]] : {{.*}}) outs(%[[ACC]] : tensor<128x32xf32, #iree_encoding.matmul_k<k_dims = []>>) {
// CHECK:         } -> tensor<128x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %[[R:.+]] = iree_encoding.unset_encoding %[[G]] : tensor<128x32xf32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<128x32xf32>
// CHECK-NEXT:    func.return %[[R]]

// -----

// IREE's @matmul_f32f32f32_parallel_reduce_parallel: loops (d0, d1, d2) with d1 the reduction,
// maps (d0, d1), (d1, d2), (d2, d0): LHS [1], RHS [0], ACC [] (K positions come from the maps).

func.func @set_encoding_with_k_positions_from_maps(%a: tensor<16x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<16x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  func.return %r : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @set_encoding_with_k_positions_from_maps(
// CHECK-NEXT:    iree_encoding.set_encoding %a : tensor<16x8xf32> -> tensor<16x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    iree_encoding.set_encoding %b : tensor<8x4xf32> -> tensor<8x4xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT:    iree_encoding.set_encoding %c : tensor<4x16xf32> -> tensor<4x16xf32, #iree_encoding.matmul_k<k_dims = []>>

// -----

// A batched contraction (batch dim d0, K = d3) with an integer body: K positions [2], [1], [].

func.func @set_encoding_on_batch_contraction(%a: tensor<2x8x16xi32>, %b: tensor<2x16x4xi32>, %c: tensor<2x8x4xi32>) -> tensor<2x8x4xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x8x16xi32>, tensor<2x16x4xi32>) outs(%c : tensor<2x8x4xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.addi %z, %m : i32
    linalg.yield %s : i32
  } -> tensor<2x8x4xi32>
  func.return %r : tensor<2x8x4xi32>
}

// CHECK-LABEL: func.func @set_encoding_on_batch_contraction(
// CHECK-NEXT:    iree_encoding.set_encoding %a : tensor<2x8x16xi32> -> tensor<2x8x16xi32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    iree_encoding.set_encoding %b : tensor<2x16x4xi32> -> tensor<2x16x4xi32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    iree_encoding.set_encoding %c : tensor<2x8x4xi32> -> tensor<2x8x4xi32, #iree_encoding.matmul_k<k_dims = []>>

// -----

// Two reduction dims: matmul_k allows one K dim, so the contraction is left alone.

func.func @no_set_encoding_with_two_reduction_dims(%a: tensor<4x8x2xf32>, %b: tensor<8x2x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<4x8x2xf32>, tensor<8x2x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  func.return %r : tensor<4x5xf32>
}

// CHECK-LABEL: func.func @no_set_encoding_with_two_reduction_dims(
// CHECK-NEXT:    %r = linalg.generic
// CHECK-NOT:     iree_encoding
// CHECK:         func.return %r

// -----

// Not a multiply-add: a max-reduction is not a contraction.

func.func @no_set_encoding_on_max_reduction(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.maximumf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  func.return %r : tensor<4x5xf32>
}

// CHECK-LABEL: func.func @no_set_encoding_on_max_reduction(
// CHECK-NEXT:    %r = linalg.generic
// CHECK-NOT:     iree_encoding
// CHECK:         func.return %r

// -----

// Element-wise generics have no reduction dim: left alone.

func.func @no_set_encoding_on_elementwise(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.addf %z, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  func.return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @no_set_encoding_on_elementwise(
// CHECK-NEXT:    %r = linalg.generic
// CHECK-NOT:     iree_encoding
// CHECK:         func.return %r
