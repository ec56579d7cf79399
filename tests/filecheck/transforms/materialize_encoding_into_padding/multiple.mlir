// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple}' --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple multiple=64}' --split-input-file | filecheck %s --check-prefix=M64
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple remarks=true}' --split-input-file 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// resolver=multiple pads every K dim up to a multiple of N (default 16), wherever it sits.

func.func @pad_k_to_multiple(%x: tensor<100x250xf32>) -> tensor<100x250xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<100x250xf32> -> tensor<100x250xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<100x250xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @pad_k_to_multiple(%x: tensor<100x250xf32>) -> tensor<100x256xf32> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[0, 6] {
// M64-LABEL:   func.func @pad_k_to_multiple(%x: tensor<100x250xf32>) -> tensor<100x256xf32> {

// -----

// The RHS of a matmul has K outermost: its rows are padded.

func.func @pad_outer_k_to_multiple(%x: tensor<250x500xf32>) -> tensor<250x500xf32, #iree_encoding.matmul_k<k_dims = [0]>> {
  %e = iree_encoding.set_encoding %x : tensor<250x500xf32> -> tensor<250x500xf32, #iree_encoding.matmul_k<k_dims = [0]>>
  func.return %e : tensor<250x500xf32, #iree_encoding.matmul_k<k_dims = [0]>>
}
// CHECK-LABEL: func.func @pad_outer_k_to_multiple(%x: tensor<250x500xf32>) -> tensor<256x500xf32> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[6, 0] {

// -----

// Already a multiple: nothing to pad.

func.func @no_pad_multiple_k(%x: tensor<7x256xi32>) -> tensor<7x256xi32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<7x256xi32> -> tensor<7x256xi32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<7x256xi32, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @no_pad_multiple_k(%x: tensor<7x256xi32>) -> tensor<7x256xi32> {
// CHECK-NEXT:    func.return %x
// M64-LABEL:   func.func @no_pad_multiple_k(%x: tensor<7x256xi32>) -> tensor<7x256xi32> {

// -----

// A dynamic K is not padded, and the remark says why.

func.func @no_pad_dynamic_k(%x: tensor<8x?xf32>) -> tensor<8x?xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<8x?xf32> -> tensor<8x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<8x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @no_pad_dynamic_k(%x: tensor<8x?xf32>) -> tensor<8x?xf32> {
// CHECK-NEXT:    func.return %x
// REMARK: remark: @no_pad_dynamic_k: iree_encoding.set_encoding %e: tensor<8x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>: K dim 1 not padded: K dim 1 is dynamic
