// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple}' --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p materialize-encoding-into-padding --split-input-file | filecheck %s --check-prefix=CACHE

// Calling convention: an encoded function argument or result is passed in its padded storage,
// with zeros in the padding. Signatures, calls and returns follow it.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @callee(%a: tensor<8x30xf32, #lhs>, %b: tensor<30x4xf32, #rhs>, %c: tensor<8x4xf32, #acc>) -> tensor<8x4xf32, #acc> {
  %r = linalg.matmul ins(%a, %b : tensor<8x30xf32, #lhs>, tensor<30x4xf32, #rhs>) outs(%c : tensor<8x4xf32, #acc>) -> tensor<8x4xf32, #acc>
  func.return %r : tensor<8x4xf32, #acc>
}
func.func private @declared(tensor<8x30xf32, #lhs>) -> tensor<8x30xf32, #lhs>
func.func @caller(%a: tensor<8x30xf32>, %b: tensor<30x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %ea = iree_encoding.set_encoding %a : tensor<8x30xf32> -> tensor<8x30xf32, #lhs>
  %eb = iree_encoding.set_encoding %b : tensor<30x4xf32> -> tensor<30x4xf32, #rhs>
  %ec = iree_encoding.set_encoding %c : tensor<8x4xf32> -> tensor<8x4xf32, #acc>
  %r = func.call @callee(%ea, %eb, %ec) : (tensor<8x30xf32, #lhs>, tensor<30x4xf32, #rhs>, tensor<8x4xf32, #acc>) -> tensor<8x4xf32, #acc>
  %u = iree_encoding.unset_encoding %r : tensor<8x4xf32, #acc> -> tensor<8x4xf32>
  func.return %u : tensor<8x4xf32>
}

// The callee takes padded storage and runs its matmul on it directly.
// CHECK-LABEL: func.func @callee(%a: tensor<8x32xf32>, %b: tensor<32x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:    %r = linalg.matmul ins(%a, %b : tensor<8x32xf32>, tensor<32x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:    func.return %r : tensor<8x4xf32>
// CHECK:       func.func private @declared(tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-LABEL: func.func @caller(
// CHECK:         %[[R:.+]] = func.call @callee(%{{.*}}, %{{.*}}, %c) : (tensor<8x32xf32>, tensor<32x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<8x4xf32>

// -----

// A returned value whose padding region is not known to be zero (an element-wise exp) is
// re-padded from its logical slice before it leaves the function.

#p = #iree_encoding.padding<[0, 2]>
func.func @rezero_returned_value(%a: tensor<8x30xf32, #p>) -> tensor<8x30xf32, #p> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<8x30xf32, #p>) {
  ^bb0(%o: f32):
    %y = math.exp %o : f32
    linalg.yield %y : f32
  } -> tensor<8x30xf32, #p>
  func.return %r : tensor<8x30xf32, #p>
}
// CHECK-LABEL: func.func @rezero_returned_value(%a: tensor<8x32xf32>) -> tensor<8x32xf32> {
// CHECK-NEXT:    %[[R:.+]] = linalg.generic {{.*}} outs(%a : tensor<8x32xf32>) {
// CHECK:         } -> tensor<8x32xf32>
// CHECK-NEXT:    %[[L:.+]] = tensor.extract_slice %[[R]][0, 0] [8, 30] [1, 1] : tensor<8x32xf32> to tensor<8x30xf32>
// CHECK-NEXT:    %[[P:.+]] = tensor.pad %[[L]] low[0, 0] high[0, 2] {
// CHECK:         } : tensor<8x30xf32> to tensor<8x32xf32>
// CHECK-NEXT:    func.return %[[P]] : tensor<8x32xf32>

// -----

// A value returned in another storage than its own. Under the cache-line rule, K = dim 1 of
// 64x4096x1 is not innermost: unpadded; the collapsed value keeps that (derived) storage, but
// the signature's 64x4096 type resolves to [0, 64]: the return extends it with zeros.

#k1 = #iree_encoding.matmul_k<k_dims = [1]>
func.func @return_converts_storage(%x: tensor<64x4096x1xf16>) -> tensor<64x4096xf16, #k1> {
  %e = iree_encoding.set_encoding %x : tensor<64x4096x1xf16> -> tensor<64x4096x1xf16, #k1>
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<64x4096x1xf16, #k1> into tensor<64x4096xf16, #k1>
  func.return %c : tensor<64x4096xf16, #k1>
}
// CACHE-LABEL: func.func @return_converts_storage(%x: tensor<64x4096x1xf16>) -> tensor<64x4160xf16> {
// CACHE-NEXT:    %[[C:.+]] = tensor.collapse_shape %x {{\[}}[0 : i64], [1 : i64, 2 : i64]] : tensor<64x4096x1xf16> into tensor<64x4096xf16>
// CACHE-NEXT:    %[[P:.+]] = tensor.pad %[[C]] low[0, 0] high[0, 64] {
// CACHE:         } : tensor<64x4096xf16> to tensor<64x4160xf16>
// CACHE-NEXT:    func.return %[[P]] : tensor<64x4160xf16>
