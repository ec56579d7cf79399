// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP
// RUN: xdsl-opt %s --split-input-file -p verify-encodings | filecheck %s

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>

func.func @set_and_unset_static(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #lhs>
  %1 = iree_encoding.set_encoding %b : tensor<32x8xf32> -> tensor<32x8xf32, #rhs>
  %2 = iree_encoding.set_encoding %c : tensor<16x8xf32> -> tensor<16x8xf32, #acc>
  %3 = iree_encoding.unset_encoding %2 : tensor<16x8xf32, #acc> -> tensor<16x8xf32>
  func.return %3 : tensor<16x8xf32>
}

// CHECK:      func.func @set_and_unset_static(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
// CHECK-NEXT:   %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:   %1 = iree_encoding.set_encoding %b : tensor<32x8xf32> -> tensor<32x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT:   %2 = iree_encoding.set_encoding %c : tensor<16x8xf32> -> tensor<16x8xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:   %3 = iree_encoding.unset_encoding %2 : tensor<16x8xf32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<16x8xf32>
// CHECK-NEXT:   func.return %3 : tensor<16x8xf32>
// CHECK-NEXT: }

// CHECK-GENERIC:      "func.func"() <{sym_name = "set_and_unset_static", function_type = (tensor<16x32xf32>, tensor<32x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>}> ({
// CHECK-GENERIC-NEXT: ^bb0(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>):
// CHECK-GENERIC-NEXT:   %0 = "iree_encoding.set_encoding"(%a) : (tensor<16x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-GENERIC-NEXT:   %1 = "iree_encoding.set_encoding"(%b) : (tensor<32x8xf32>) -> tensor<32x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-GENERIC-NEXT:   %2 = "iree_encoding.set_encoding"(%c) : (tensor<16x8xf32>) -> tensor<16x8xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-GENERIC-NEXT:   %3 = "iree_encoding.unset_encoding"(%2) {operandSegmentSizes = array<i32: 1, 0, 0>} : (tensor<16x8xf32, #iree_encoding.matmul_k<k_dims = []>>) -> tensor<16x8xf32>
// CHECK-GENERIC-NEXT:   "func.return"(%3) : (tensor<16x8xf32>) -> ()
// CHECK-GENERIC-NEXT: }) : () -> ()

// -----

// Dynamic dims: one index operand per dynamic dim of the unset_encoding result, glued to the type.

#pad = #iree_encoding.padding<[0, ?]>

func.func @unset_dynamic(%a: tensor<?x?xf32>, %d0: index, %d1: index) -> (tensor<?x?xf32>, tensor<?x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<?x?xf32> -> tensor<?x?xf32, #pad>
  %1 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #pad> -> tensor<?x?xf32>{%d0, %d1}
  %2 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #pad> -> tensor<?x32xf32>{%d0}
  func.return %1, %2 : tensor<?x?xf32>, tensor<?x32xf32>
}

// CHECK:      func.func @unset_dynamic(%a: tensor<?x?xf32>, %d0: index, %d1: index) -> (tensor<?x?xf32>, tensor<?x32xf32>) {
// CHECK-NEXT:   %0 = iree_encoding.set_encoding %a : tensor<?x?xf32> -> tensor<?x?xf32, #iree_encoding.padding<[0, ?]>>
// CHECK-NEXT:   %1 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #iree_encoding.padding<[0, ?]>> -> tensor<?x?xf32>{%d0, %d1}
// CHECK-NEXT:   %2 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #iree_encoding.padding<[0, ?]>> -> tensor<?x32xf32>{%d0}
// CHECK-NEXT:   func.return %1, %2 : tensor<?x?xf32>, tensor<?x32xf32>
// CHECK-NEXT: }

// CHECK-GENERIC:      %0 = "iree_encoding.set_encoding"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32, #iree_encoding.padding<[0, ?]>>
// CHECK-GENERIC-NEXT: %1 = "iree_encoding.unset_encoding"(%0, %d0, %d1) {operandSegmentSizes = array<i32: 1, 2, 0>} : (tensor<?x?xf32, #iree_encoding.padding<[0, ?]>>, index, index) -> tensor<?x?xf32>
// CHECK-GENERIC-NEXT: %2 = "iree_encoding.unset_encoding"(%0, %d0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (tensor<?x?xf32, #iree_encoding.padding<[0, ?]>>, index) -> tensor<?x32xf32>

// -----

// A static source may get a dynamic encoded type and back (compatible shapes, as IREE's verifier allows).

func.func @compatible_shapes(%a: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<?x32xf32, #iree_encoding.identity>
  %1 = iree_encoding.unset_encoding %0 : tensor<?x32xf32, #iree_encoding.identity> -> tensor<16x32xf32>
  func.return %1 : tensor<16x32xf32>
}

// CHECK:      func.func @compatible_shapes(%a: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT:   %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<?x32xf32, #iree_encoding.identity>
// CHECK-NEXT:   %1 = iree_encoding.unset_encoding %0 : tensor<?x32xf32, #iree_encoding.identity> -> tensor<16x32xf32>
// CHECK-NEXT:   func.return %1 : tensor<16x32xf32>
// CHECK-NEXT: }

// CHECK-GENERIC:      %0 = "iree_encoding.set_encoding"(%a) : (tensor<16x32xf32>) -> tensor<?x32xf32, #iree_encoding.identity>
// CHECK-GENERIC-NEXT: %1 = "iree_encoding.unset_encoding"(%0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (tensor<?x32xf32, #iree_encoding.identity>) -> tensor<16x32xf32>

// -----

// The attribute dictionary comes first, as IREE's `attr-dict $source` format puts it.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 0 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, 128, 64]>

func.func @attr_dict(%a: tensor<?x64xf32>, %d0: index) -> tensor<?x64xf32> {
  %0 = iree_encoding.set_encoding {tag = "lhs", unit} %a : tensor<?x64xf32> -> tensor<?x64xf32, #encoding>
  %1 = iree_encoding.unset_encoding {tag = 1 : i32} %0 : tensor<?x64xf32, #encoding> -> tensor<?x64xf32>{%d0}
  func.return %1 : tensor<?x64xf32>
}

// CHECK:      func.func @attr_dict(%a: tensor<?x64xf32>, %d0: index) -> tensor<?x64xf32> {
// CHECK-NEXT:   %0 = iree_encoding.set_encoding {tag = "lhs", unit} %a : tensor<?x64xf32> -> tensor<?x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>>
// CHECK-NEXT:   %1 = iree_encoding.unset_encoding {tag = 1 : i32} %0 : tensor<?x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>> -> tensor<?x64xf32>{%d0}
// CHECK-NEXT:   func.return %1 : tensor<?x64xf32>
// CHECK-NEXT: }

// CHECK-GENERIC:      %0 = "iree_encoding.set_encoding"(%a) {tag = "lhs", unit} : (tensor<?x64xf32>) -> tensor<?x64xf32, #iree_encoding.encoding<
// CHECK-GENERIC-NEXT: %1 = "iree_encoding.unset_encoding"(%0, %d0) {tag = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0>} : (tensor<?x64xf32, #iree_encoding.encoding<

// -----

// Every encoding kind on set_encoding, including the layouts a materializer resolves to.

func.func @every_encoding(%a: tensor<4x16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>
  %1 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>>
  %2 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
  %3 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.identity>
  %4 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f32, f32, f32]>>
  %5 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return
}

// CHECK:      func.func @every_encoding(%a: tensor<4x16x32xf32>) {
// CHECK-NEXT:   %0 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>
// CHECK-NEXT:   %1 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>>
// CHECK-NEXT:   %2 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
// CHECK-NEXT:   %3 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.identity>
// CHECK-NEXT:   %4 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f32, f32, f32]>>
// CHECK-NEXT:   %5 = iree_encoding.set_encoding %a : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:   func.return
// CHECK-NEXT: }

// CHECK-GENERIC:      %0 = "iree_encoding.set_encoding"(%a) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>
// CHECK-GENERIC-NEXT: %1 = "iree_encoding.set_encoding"(%a) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>>
// CHECK-GENERIC-NEXT: %2 = "iree_encoding.set_encoding"(%a) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
// CHECK-GENERIC-NEXT: %3 = "iree_encoding.set_encoding"(%a) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32, #iree_encoding.identity>
// CHECK-GENERIC-NEXT: %4 = "iree_encoding.set_encoding"(%a) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f32, f32, f32]>>
// CHECK-GENERIC-NEXT: %5 = "iree_encoding.set_encoding"(%a) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>

// -----

// Reshapes of encoded tensors carry the encoding each side's own rule derives.

#k2 = #iree_encoding.matmul_k<k_dims = [2]>
#k1 = #iree_encoding.matmul_k<k_dims = [1]>

func.func @encoded_reshapes(%a: tensor<2x8x32xf32>) -> tensor<4x4x32xf32, #k2> {
  %0 = iree_encoding.set_encoding %a : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #k2>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #k2> into tensor<16x32xf32, #k1>
  %2 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32, #k1> into tensor<4x4x32xf32, #k2>
  func.return %2 : tensor<4x4x32xf32, #k2>
}

// CHECK:      func.func @encoded_reshapes(%a: tensor<2x8x32xf32>) -> tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
// CHECK-NEXT:   %0 = iree_encoding.set_encoding %a : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:   %1 = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT:   %2 = tensor.expand_shape %1 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [4, 4, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT:   func.return %2 : tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: }

// CHECK-GENERIC:      %1 = "tensor.collapse_shape"(%0) <{reassociation = {{\[\[}}0 : i64, 1 : i64], [2 : i64]]}> : (tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-GENERIC-NEXT: %2 = "tensor.expand_shape"(%1) <{reassociation = {{\[\[}}0 : i64, 1 : i64], [2 : i64]], static_output_shape = array<i64: 4, 4, 32>}> : (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>

// -----

// Dynamic output_shape of an expand_shape, padded and layout encodings across reshapes.

#p3 = #iree_encoding.padding<[0, 0, 64]>
#p2 = #iree_encoding.padding<[0, 64]>

func.func @dynamic_reshapes(%a: tensor<?x32xf32>, %n: index) -> tensor<?x32xf32, #p2> {
  %0 = iree_encoding.set_encoding %a : tensor<?x32xf32> -> tensor<?x32xf32, #p2>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%n, 8, 32] : tensor<?x32xf32, #p2> into tensor<?x8x32xf32, #p3>
  %2 = tensor.collapse_shape %1 [[0, 1], [2]] : tensor<?x8x32xf32, #p3> into tensor<?x32xf32, #p2>
  %3 = iree_encoding.set_encoding %a : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
  %4 = tensor.expand_shape %3 [[0, 1], [2]] output_shape [%n, 8, 32] : tensor<?x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>> into tensor<?x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>>
  func.return %2 : tensor<?x32xf32, #p2>
}

// CHECK:      func.func @dynamic_reshapes(%a: tensor<?x32xf32>, %n: index) -> tensor<?x32xf32, #iree_encoding.padding<[0, 64]>> {
// CHECK-NEXT:   %0 = iree_encoding.set_encoding %a : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT:   %1 = tensor.expand_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [%n, 8, 32] : tensor<?x32xf32, #iree_encoding.padding<[0, 64]>> into tensor<?x8x32xf32, #iree_encoding.padding<[0, 0, 64]>>
// CHECK-NEXT:   %2 = tensor.collapse_shape %1 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<?x8x32xf32, #iree_encoding.padding<[0, 0, 64]>> into tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT:   %3 = iree_encoding.set_encoding %a : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
// CHECK-NEXT:   %4 = tensor.expand_shape %3 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [%n, 8, 32] : tensor<?x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>> into tensor<?x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>>
// CHECK-NEXT:   func.return %2 : tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT: }

// CHECK-GENERIC:      %1 = "tensor.expand_shape"(%0, %n) <{reassociation = {{\[\[}}0 : i64, 1 : i64], [2 : i64]], static_output_shape = array<i64: -9223372036854775808, 8, 32>}> : (tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>, index) -> tensor<?x8x32xf32, #iree_encoding.padding<[0, 0, 64]>>
// CHECK-GENERIC-NEXT: %2 = "tensor.collapse_shape"(%1) <{reassociation = {{\[\[}}0 : i64, 1 : i64], [2 : i64]]}> : (tensor<?x8x32xf32, #iree_encoding.padding<[0, 0, 64]>>) -> tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
