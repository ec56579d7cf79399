// RUN: xdsl-opt %s -p verify-encodings --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p verify-encodings --split-input-file --print-op-generic | xdsl-opt -p verify-encodings --split-input-file | filecheck %s

// Reshapes that verify-encodings accepts, and leaves unchanged.

// CHECK-LABEL: func.func @plain_reshapes
// CHECK-NEXT:    %0 = tensor.collapse_shape %a {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-NEXT:    %1 = tensor.expand_shape %0 {{\[\[}}0 : i64], [1 : i64, 2 : i64]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
// CHECK-NEXT:    %2 = tensor.collapse_shape %1 {{\[\[}}0 : i64, 1 : i64, 2 : i64]] : tensor<16x4x8xf32> into tensor<512xf32>
// CHECK-NEXT:    %3 = tensor.collapse_shape %b [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT:    func.return
func.func @plain_reshapes(%a: tensor<2x8x32xf32>, %b: tensor<1x1xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
  %2 = tensor.collapse_shape %1 [[0, 1, 2]] : tensor<16x4x8xf32> into tensor<512xf32>
  %3 = tensor.collapse_shape %b [] : tensor<1x1xf32> into tensor<f32>
  func.return
}

// -----

// Dynamic dims: a group with a `?` collapses to `?`; a dynamic expand takes its sizes as operands.

// CHECK-LABEL: func.func @dynamic_reshapes
// CHECK-NEXT:    %0 = tensor.collapse_shape %a {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<?x8x32xf32> into tensor<?x32xf32>
// CHECK-NEXT:    %1 = tensor.expand_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [%n, 4, 32] : tensor<?x32xf32> into tensor<?x4x32xf32>
// CHECK-NEXT:    %2 = tensor.expand_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [4, %n, 32] : tensor<?x32xf32> into tensor<4x?x32xf32>
// CHECK-NEXT:    %3 = tensor.collapse_shape %b {{\[\[}}0 : i64, 1 : i64]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT:    func.return
func.func @dynamic_reshapes(%a: tensor<?x8x32xf32>, %b: tensor<?x?xf32>, %n: index) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32> into tensor<?x4x32xf32>
  %2 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [4, %n, 32] : tensor<?x32xf32> into tensor<4x?x32xf32>
  %3 = tensor.collapse_shape %b [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  func.return
}

// -----

// matmul_k: the K dim stays a dim of its own; it is renumbered on the other side.

// CHECK-LABEL: func.func @matmul_k_reshapes
// CHECK-NEXT:    %0 = tensor.collapse_shape %a {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %1 = tensor.collapse_shape %b {{\[\[}}0 : i64], [1 : i64, 2 : i64]] : tensor<32x4x4xf32, #iree_encoding.matmul_k<k_dims = [0]>> into tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT:    %2 = tensor.expand_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [4, 4, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %3 = tensor.collapse_shape %c {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = []>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    %4 = tensor.collapse_shape %d {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<?x8x?xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    func.return
func.func @matmul_k_reshapes(%a: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>, %b: tensor<32x4x4xf32, #iree_encoding.matmul_k<k_dims = [0]>>, %c: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = []>>, %d: tensor<?x8x?xf32, #iree_encoding.matmul_k<k_dims = [2]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %1 = tensor.collapse_shape %b [[0], [1, 2]] : tensor<32x4x4xf32, #iree_encoding.matmul_k<k_dims = [0]>> into tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>
  %2 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  %3 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = []>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
  %4 = tensor.collapse_shape %d [[0, 1], [2]] : tensor<?x8x?xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return
}

// -----

// Unit dims are lenient (as `unit-dims=true` propagation produces them): a K dim may share its group
// with static size-1 dims only; when expanding, the K dim lands on the group's one non-unit dim.

// CHECK-LABEL: func.func @unit_dim_lenience
// CHECK-NEXT:    %0 = tensor.collapse_shape %a {{\[\[}}0 : i64], [1 : i64, 2 : i64]] : tensor<4x1x4096xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<4x4096xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:    %1 = tensor.expand_shape %0 {{\[\[}}0 : i64], [1 : i64, 2 : i64, 3 : i64]] output_shape [4, 1, 4096, 1] : tensor<4x4096xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<4x1x4096x1xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:    %2 = tensor.collapse_shape %b {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<1x1x8xf32, #iree_encoding.padding<[0, 16, 0]>> into tensor<1x8xf32, #iree_encoding.padding<[16, 0]>>
// CHECK-NEXT:    func.return
func.func @unit_dim_lenience(%a: tensor<4x1x4096xf32, #iree_encoding.matmul_k<k_dims = [2]>>, %b: tensor<1x1x8xf32, #iree_encoding.padding<[0, 16, 0]>>) {
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<4x1x4096xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<4x4096xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  %1 = tensor.expand_shape %0 [[0], [1, 2, 3]] output_shape [4, 1, 4096, 1] : tensor<4x4096xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<4x1x4096x1xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  %2 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<1x1x8xf32, #iree_encoding.padding<[0, 16, 0]>> into tensor<1x8xf32, #iree_encoding.padding<[16, 0]>>
  func.return
}

// -----

// padding and layout: padded dims keep their own group; unpadded dims merge freely; identity crosses anything.

// CHECK-LABEL: func.func @padding_and_layout_reshapes
// CHECK-NEXT:    %0 = tensor.collapse_shape %a {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>> into tensor<16x32xf32, #iree_encoding.padding<[0, ?]>>
// CHECK-NEXT:    %1 = tensor.expand_shape %0 {{\[\[}}0 : i64], [1 : i64, 2 : i64]] output_shape [16, 1, 32] : tensor<16x32xf32, #iree_encoding.padding<[0, ?]>> into tensor<16x1x32xf32, #iree_encoding.padding<[0, 0, ?]>>
// CHECK-NEXT:    %2 = tensor.collapse_shape %b {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>, #iree_encoding.identity]>> into tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>, #iree_encoding.identity]>>
// CHECK-NEXT:    %3 = tensor.collapse_shape %c {{\[\[}}0 : i64, 1 : i64, 2 : i64]] : tensor<2x8x32xf32, #iree_encoding.identity> into tensor<512xf32, #iree_encoding.identity>
// CHECK-NEXT:    func.return
func.func @padding_and_layout_reshapes(%a: tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>>, %b: tensor<2x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>, #iree_encoding.identity]>>, %c: tensor<2x8x32xf32, #iree_encoding.identity>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>> into tensor<16x32xf32, #iree_encoding.padding<[0, ?]>>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xf32, #iree_encoding.padding<[0, ?]>> into tensor<16x1x32xf32, #iree_encoding.padding<[0, 0, ?]>>
  %2 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>, #iree_encoding.identity]>> into tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>, #iree_encoding.identity]>>
  %3 = tensor.collapse_shape %c [[0, 1, 2]] : tensor<2x8x32xf32, #iree_encoding.identity> into tensor<512xf32, #iree_encoding.identity>
  func.return
}

// -----

// #iree_encoding.encoding is opaque to the reshape layer: it crosses a reshape only unchanged.

// CHECK-LABEL: func.func @opaque_encoding_reshape
// CHECK-NEXT:    %0 = tensor.collapse_shape %a {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>> into tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>>
// CHECK-NEXT:    func.return
func.func @opaque_encoding_reshape(%a: tensor<2x8x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>> into tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>>
  func.return
}
