// RUN: xdsl-opt %s --split-input-file -p propagate-encodings | filecheck %s

// padding and matmul_k cross element-wise ops (IREE moves neither): each dim's entry goes to the
// operand dim that reads it; a broadcast drops the entries of the dims its operand lacks.

#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @padding_through_transpose(%arg0: tensor<128x256xf16>) -> tensor<256x128xf32, #iree_encoding.padding<[0, 64]>> {
  %e = tensor.empty() : tensor<256x128xf32>
  %g = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<128x256xf16>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%in: f16, %out: f32):
    %x = arith.extf %in : f16 to f32
    linalg.yield %x : f32
  } -> tensor<256x128xf32>
  %s = iree_encoding.set_encoding %g : tensor<256x128xf32> -> tensor<256x128xf32, #iree_encoding.padding<[0, 64]>>
  func.return %s : tensor<256x128xf32, #iree_encoding.padding<[0, 64]>>
}

// CHECK-LABEL: func.func @padding_through_transpose(
// CHECK:         %[[S:.+]] = iree_encoding.set_encoding %arg0 : tensor<128x256xf16> -> tensor<128x256xf16, #iree_encoding.padding<[64, 0]>>
// CHECK:         %[[E:.+]] = tensor.empty() : tensor<256x128xf32, #iree_encoding.padding<[0, 64]>>
// CHECK:         %s = linalg.generic {{.*}} ins(%[[S]] : tensor<128x256xf16, #iree_encoding.padding<[64, 0]>>) outs(%[[E]] : tensor<256x128xf32, #iree_encoding.padding<[0, 64]>>)
// CHECK:         func.return %s

// -----

#b = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @matmul_k_through_broadcast(%arg0: tensor<32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>> {
  %e = tensor.empty() : tensor<16x32xf32>
  %g = linalg.generic {indexing_maps = [#b, #id], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<16x32xf32>
  %s = iree_encoding.set_encoding %g : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
  func.return %s : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
}

// The K dim (0) is broadcast: the operand has no K dim left.
// CHECK-LABEL: func.func @matmul_k_through_broadcast(
// CHECK:         %[[S:.+]] = iree_encoding.set_encoding %arg0 : tensor<32xf32> -> tensor<32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK:         linalg.generic {{.*}} ins(%[[S]] : tensor<32xf32, #iree_encoding.matmul_k<k_dims = []>>) outs(%{{.*}} : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>)
