// RUN: xdsl-opt %s -p materialize-encoding-into-padding --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple multiple=32}' --split-input-file | filecheck %s --check-prefix=MULT

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @matmul_on_padded_k(%a: tensor<128x1000xf32>, %b: tensor<1000x64xf32>, %c: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %lhs = iree_encoding.set_encoding %a : tensor<128x1000xf32> -> tensor<128x1000xf32, #lhs>
  %rhs = iree_encoding.set_encoding %b : tensor<1000x64xf32> -> tensor<1000x64xf32, #rhs>
  %acc = iree_encoding.set_encoding %c : tensor<128x64xf32> -> tensor<128x64xf32, #acc>
  %r = linalg.matmul ins(%lhs, %rhs : tensor<128x1000xf32, #lhs>, tensor<1000x64xf32, #rhs>) outs(%acc : tensor<128x64xf32, #acc>) -> tensor<128x64xf32, #acc>
  %u = iree_encoding.unset_encoding %r : tensor<128x64xf32, #acc> -> tensor<128x64xf32>
  func.return %u : tensor<128x64xf32>
}

// A contraction whose LHS and RHS carry the same K padding runs on the padded operands: zeros
// along K add nothing. With the cache-line rule the RHS (K outermost) is not padded by its
// own encoding, so its padding is extended with zeros to the LHS's (56 rows) before the matmul.
// The accumulator has no K dim: it is stored unpadded, and unset_encoding vanishes.

// CHECK-LABEL: func.func @matmul_on_padded_k(
// CHECK-SAME:      %[[A:[a-zA-Z0-9_]+]]: tensor<128x1000xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<1000x64xf32>, %[[C:[a-zA-Z0-9_]+]]: tensor<128x64xf32>
// CHECK-NEXT:    %[[LHS:.+]] = tensor.pad %[[A]] low[0, 0] high[0, 56] {
// CHECK:         } : tensor<128x1000xf32> to tensor<128x1056xf32>
// CHECK-NEXT:    %[[RHS:.+]] = tensor.pad %[[B]] low[0, 0] high[56, 0] {
// CHECK:         } : tensor<1000x64xf32> to tensor<1056x64xf32>
// CHECK-NEXT:    %[[R:.+]] = linalg.matmul ins(%[[LHS]], %[[RHS]] : tensor<128x1056xf32>, tensor<1056x64xf32>) outs(%[[C]] : tensor<128x64xf32>) -> tensor<128x64xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<128x64xf32>

// With resolver=multiple both K dims are padded by their own encodings to 1024: no extra op.
// MULT-LABEL: func.func @matmul_on_padded_k(
// MULT-NEXT:    %[[LHS:.+]] = tensor.pad %{{.*}} low[0, 0] high[0, 24] {
// MULT:         } : tensor<128x1000xf32> to tensor<128x1024xf32>
// MULT-NEXT:    %[[RHS:.+]] = tensor.pad %{{.*}} low[0, 0] high[24, 0] {
// MULT:         } : tensor<1000x64xf32> to tensor<1024x64xf32>
// MULT-NEXT:    %[[R:.+]] = linalg.matmul ins(%[[LHS]], %[[RHS]] : tensor<128x1024xf32>, tensor<1024x64xf32>) outs(%{{.*}} : tensor<128x64xf32>) -> tensor<128x64xf32>
// MULT-NEXT:    func.return %[[R]]

// -----

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [1]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @transposed_b_on_padded_k(%a: tensor<128x1000xf16>, %b: tensor<64x1000xf16>, %c: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %lhs = iree_encoding.set_encoding %a : tensor<128x1000xf16> -> tensor<128x1000xf16, #lhs>
  %rhs = iree_encoding.set_encoding %b : tensor<64x1000xf16> -> tensor<64x1000xf16, #rhs>
  %acc = iree_encoding.set_encoding %c : tensor<128x64xf32> -> tensor<128x64xf32, #acc>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%lhs, %rhs : tensor<128x1000xf16, #lhs>, tensor<64x1000xf16, #rhs>) outs(%acc : tensor<128x64xf32, #acc>) {
  ^bb0(%x: f16, %y: f16, %z: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %m = arith.mulf %xe, %ye : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<128x64xf32, #acc>
  %u = iree_encoding.unset_encoding %r : tensor<128x64xf32, #acc> -> tensor<128x64xf32>
  func.return %u : tensor<128x64xf32>
}

// Transposed B: K is innermost in both inputs, both padded alike (f16: 88 elements).

// CHECK-LABEL: func.func @transposed_b_on_padded_k(
// CHECK-NEXT:    %[[LHS:.+]] = tensor.pad %a low[0, 0] high[0, 88] {
// CHECK:         } : tensor<128x1000xf16> to tensor<128x1088xf16>
// CHECK-NEXT:    %[[RHS:.+]] = tensor.pad %b low[0, 0] high[0, 88] {
// CHECK:         } : tensor<64x1000xf16> to tensor<64x1088xf16>
// CHECK-NEXT:    %[[R:.+]] = linalg.generic {{.*}} ins(%[[LHS]], %[[RHS]] : tensor<128x1088xf16>, tensor<64x1088xf16>) outs(%c : tensor<128x64xf32>) {
// CHECK:         } -> tensor<128x64xf32>
// CHECK-NEXT:    func.return %[[R]]

// -----

#p = #iree_encoding.padding<[0, 24]>
func.func @max_reduction_reads_logical_k(%a: tensor<64x1000xf32>, %c: tensor<64xf32>) -> tensor<64xf32> {
  %e = iree_encoding.set_encoding %a : tensor<64x1000xf32> -> tensor<64x1000xf32, #p>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<64x1000xf32, #p>) outs(%c : tensor<64xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.maximumf %z, %x : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  func.return %r : tensor<64xf32>
}

// A reduction that is not a multiply-add (a max) would see the zeros: it reads the logical slice.

// CHECK-LABEL: func.func @max_reduction_reads_logical_k(
// CHECK-NEXT:    %[[E:.+]] = tensor.pad %a low[0, 0] high[0, 24] {
// CHECK:         } : tensor<64x1000xf32> to tensor<64x1024xf32>
// CHECK-NEXT:    %[[L:.+]] = tensor.extract_slice %[[E]][0, 0] [64, 1000] [1, 1] : tensor<64x1024xf32> to tensor<64x1000xf32>
// CHECK-NEXT:    %[[R:.+]] = linalg.generic {{.*}} ins(%[[L]] : tensor<64x1000xf32>) outs(%c : tensor<64xf32>) {
