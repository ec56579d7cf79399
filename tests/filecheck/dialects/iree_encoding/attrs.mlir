// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// Every attribute of the dialect, as an attribute value and as a tensor encoding.
// Aliases at the top and the two-space `op_type =  matmul` are how iree-opt 3.7.1 prints them.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 0 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, [#map1, #map2], #map3], iteration_sizes = [?, 128, 64]>

"test.op"() {matmul_k_lhs = #iree_encoding.matmul_k<k_dims = [1]>} : () -> ()
"test.op"() {matmul_k_rhs = #iree_encoding.matmul_k<k_dims = [0]>} : () -> ()
"test.op"() {matmul_k_acc = #iree_encoding.matmul_k<k_dims = []>} : () -> ()
"test.op"() {padding = #iree_encoding.padding<[0, ?, 64]>} : () -> ()
"test.op"() {padding_static = #iree_encoding.padding<[0, 0]>} : () -> ()
"test.op"() {layout_padding = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>} : () -> ()
"test.op"() {layout_identity = #iree_encoding.layout<[#iree_encoding.identity]>} : () -> ()
"test.op"() {layout_two = #iree_encoding.layout<[#iree_encoding.padding<[?, 0]>, #iree_encoding.identity]>} : () -> ()
"test.op"() {identity = #iree_encoding.identity} : () -> ()
"test.op"() {identity_empty = #iree_encoding.identity<>} : () -> ()
"test.op"() {encoding_aliased = #encoding} : () -> ()
"test.op"() {encoding_one_space = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [#map, #map1, #map3]>} : () -> ()
"test.op"() {encoding_minimal = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>} : () -> ()
"test.op"() {encoding_keys_reordered = #iree_encoding.encoding<element_types = [i8, i8, i32], op_type = matmul, operand_index = 2 : index>} : () -> ()
"test.op"() {encoding_conv = #iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f16, f16, f32]>} : () -> ()
"test.op"() {encoding_static_sizes = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map3], iteration_sizes = [16, 8, 32]>} : () -> ()
"test.op"() {opaque_form = #iree_encoding<matmul_k<k_dims = [1]>>} : () -> ()

// CHECK:      builtin.module {
// CHECK-NEXT:   "test.op"() {matmul_k_lhs = #iree_encoding.matmul_k<k_dims = [1]>} : () -> ()
// CHECK-NEXT:   "test.op"() {matmul_k_rhs = #iree_encoding.matmul_k<k_dims = [0]>} : () -> ()
// CHECK-NEXT:   "test.op"() {matmul_k_acc = #iree_encoding.matmul_k<k_dims = []>} : () -> ()
// CHECK-NEXT:   "test.op"() {padding = #iree_encoding.padding<[0, ?, 64]>} : () -> ()
// CHECK-NEXT:   "test.op"() {padding_static = #iree_encoding.padding<[0, 0]>} : () -> ()
// CHECK-NEXT:   "test.op"() {layout_padding = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>} : () -> ()
// CHECK-NEXT:   "test.op"() {layout_identity = #iree_encoding.layout<[#iree_encoding.identity]>} : () -> ()
// CHECK-NEXT:   "test.op"() {layout_two = #iree_encoding.layout<[#iree_encoding.padding<[?, 0]>, #iree_encoding.identity]>} : () -> ()
// CHECK-NEXT:   "test.op"() {identity = #iree_encoding.identity} : () -> ()
// CHECK-NEXT:   "test.op"() {identity_empty = #iree_encoding.identity} : () -> ()
// CHECK-NEXT:   "test.op"() {encoding_aliased = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1) -> (d1, d0)>], affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>} : () -> ()
// CHECK-NEXT:   "test.op"() {encoding_one_space = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>} : () -> ()
// CHECK-NEXT:   "test.op"() {encoding_minimal = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>} : () -> ()
// CHECK-NEXT:   "test.op"() {encoding_keys_reordered = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32]>} : () -> ()
// CHECK-NEXT:   "test.op"() {encoding_conv = #iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f16, f16, f32]>} : () -> ()
// CHECK-NEXT:   "test.op"() {encoding_static_sizes = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 8, 32]>} : () -> ()
// CHECK-NEXT:   "test.op"() {opaque_form = #iree_encoding.matmul_k<k_dims = [1]>} : () -> ()

// CHECK-GENERIC:      "builtin.module"() ({
// CHECK-GENERIC-NEXT:   "test.op"() {matmul_k_lhs = #iree_encoding.matmul_k<k_dims = [1]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {matmul_k_rhs = #iree_encoding.matmul_k<k_dims = [0]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {matmul_k_acc = #iree_encoding.matmul_k<k_dims = []>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {padding = #iree_encoding.padding<[0, ?, 64]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {padding_static = #iree_encoding.padding<[0, 0]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {layout_padding = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {layout_identity = #iree_encoding.layout<[#iree_encoding.identity]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {layout_two = #iree_encoding.layout<[#iree_encoding.padding<[?, 0]>, #iree_encoding.identity]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {identity = #iree_encoding.identity} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {identity_empty = #iree_encoding.identity} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {encoding_aliased = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1) -> (d1, d0)>], affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {encoding_one_space = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {encoding_minimal = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {encoding_keys_reordered = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {encoding_conv = #iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f16, f16, f32]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {encoding_static_sizes = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 8, 32]>} : () -> ()
// CHECK-GENERIC-NEXT:   "test.op"() {opaque_form = #iree_encoding.matmul_k<k_dims = [1]>} : () -> ()

// -----

// The same attributes as tensor encodings, on block arguments and op results.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>

func.func @encoded_types(%lhs: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, %rhs: tensor<?x?xf32, #encoding>) -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>> {
  %0 = "test.op"() : () -> tensor<4x?x64xf32, #iree_encoding.padding<[0, ?, 64]>>
  %1 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
  %2 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.identity>
  %3 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
  %4 = "test.op"() : () -> tensor<16x16xf32, #iree_encoding.matmul_k<k_dims = []>>
  func.return %3 : tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
}

// CHECK:      func.func @encoded_types(%lhs: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, %rhs: tensor<?x?xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, ?, ?]>>) -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>> {
// CHECK-NEXT:   %0 = "test.op"() : () -> tensor<4x?x64xf32, #iree_encoding.padding<[0, ?, 64]>>
// CHECK-NEXT:   %1 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
// CHECK-NEXT:   %2 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.identity>
// CHECK-NEXT:   %3 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
// CHECK-NEXT:   %4 = "test.op"() : () -> tensor<16x16xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:   func.return %3 : tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
// CHECK-NEXT: }

// CHECK-GENERIC:      "func.func"() <{sym_name = "encoded_types", function_type = (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<?x?xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, ?, ?]>>) -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>}> ({
// CHECK-GENERIC-NEXT: ^bb0(%lhs: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, %rhs: tensor<?x?xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, ?, ?]>>):
// CHECK-GENERIC-NEXT:   %0 = "test.op"() : () -> tensor<4x?x64xf32, #iree_encoding.padding<[0, ?, 64]>>
// CHECK-GENERIC-NEXT:   %1 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
// CHECK-GENERIC-NEXT:   %2 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.identity>
// CHECK-GENERIC-NEXT:   %3 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
// CHECK-GENERIC-NEXT:   %4 = "test.op"() : () -> tensor<16x16xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-GENERIC-NEXT:   "func.return"(%3) : (tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>) -> ()
// CHECK-GENERIC-NEXT: }) : () -> ()
