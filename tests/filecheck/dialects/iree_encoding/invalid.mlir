// RUN: xdsl-opt %s --parsing-diagnostics --verify-diagnostics --split-input-file | filecheck %s

// One broken rule per chunk, with its exact diagnostic. Attribute literals are verified while they are
// parsed (the error points at the literal); rules that need the tensor an encoding is attached to are
// checked by set_encoding / unset_encoding (and, on every other value, by `-p verify-encodings`, see
// tests/filecheck/transforms/verify_encodings/invalid.mlir).

// matmul_k

func.func @illegal_matmul_k_with_duplicate_dims(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1, 1]>>) {
  func.return
}

// CHECK: #iree_encoding.matmul_k: stricter than IREE: k_dims must be unique, got [1, 1]

// -----

func.func @illegal_matmul_k_with_negative_dim(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [-1]>>) {
  func.return
}

// CHECK: #iree_encoding.matmul_k: stricter than IREE: k_dims must be non-negative, got [-1]

// -----

// k_dims is a DenseI32ArrayAttr in IREE: iree-opt 3.7.1 says the same.
func.func @illegal_matmul_k_beyond_i32(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2147483648]>>) {
  func.return
}

// CHECK: integer value too large

// -----

func.func @illegal_operand_index_beyond_index(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 99999999999999999999 : index, op_type = matmul, element_types = [f32, f32, f32]>>) {
  func.return
}

// CHECK: integer constant out of range for attribute

// -----

func.func @illegal_padding_beyond_i64(%a: tensor<16x32xf32, #iree_encoding.padding<[0, 9223372036854775808]>>) {
  func.return
}

// CHECK: integer value too large

// -----

func.func @illegal_matmul_k_with_two_k_dims(%a: tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [0, 2]>>) {
  func.return
}

// CHECK: #iree_encoding.matmul_k: stricter than IREE: at most one K dim can be materialized, got k_dims = [0, 2]

// -----

func.func @illegal_matmul_k_with_out_of_range_dim(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return
}

// CHECK: Operation does not verify: #iree_encoding.matmul_k: stricter than IREE: K dim 2 is out of range for the rank-2 tensor tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>

// -----

func.func @illegal_matmul_k_with_question_mark(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [?]>>) {
  func.return
}

// CHECK: Expected integer literal

// -----

func.func @illegal_matmul_k_with_missing_keyword(%a: tensor<16x32xf32, #iree_encoding.matmul_k<[1]>>) {
  func.return
}

// CHECK: expected a parameter name in struct
// -----

// padding

func.func @illegal_padding_with_negative_value(%a: tensor<16x32xf32, #iree_encoding.padding<[0, -64]>>) {
  func.return
}

// CHECK: #iree_encoding.padding: expected all padding values need to be non-negative or dynamic
// -----

func.func @illegal_padding_with_length_not_rank(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0, 0, 64]>>
  func.return
}

// CHECK: Operation does not verify: #iree_encoding.padding: stricter than IREE: expected one padding value per dim of tensor<16x32xf32, #iree_encoding.padding<[0, 0, 64]>>, got 3

// -----

// layout

func.func @illegal_layout_with_no_members(%a: tensor<16x32xf32, #iree_encoding.layout<[]>>) {
  func.return
}

// CHECK: #iree_encoding.layout: expected non-empty layouts

// -----

func.func @illegal_layout_with_padding_length_not_rank(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[64]>]>>
  func.return
}

// CHECK: Operation does not verify: #iree_encoding.padding: stricter than IREE: expected one padding value per dim of tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[64]>]>>, got 1

// -----

// identity

func.func @illegal_identity_with_parameters(%a: tensor<16x32xf32, #iree_encoding.identity<1>>) {
  func.return
}

// CHECK: Expected '>' (#iree_encoding.identity takes no parameters)

// -----

// encoding

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @illegal_encoding_with_operand_index_past_maps(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 3 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2]>>) {
  func.return
}

// CHECK: #iree_encoding.encoding: `operandIndex` exceeds the size of `user_indexing_maps` (3 >= 3)
// -----

func.func @illegal_encoding_with_negative_operand_index(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = -1 : index, op_type = matmul, element_types = [f32, f32, f32]>>) {
  func.return
}

// CHECK: #iree_encoding.encoding: stricter than IREE: operand_index must be non-negative, got -1
// -----

func.func @illegal_encoding_with_non_integer_operand_index(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = "0", op_type = matmul, element_types = [f32, f32, f32]>>) {
  func.return
}

// CHECK: #iree_encoding.encoding: operand_index: invalid kind of attribute specified, expected an integer, got "0"
// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @illegal_encoding_with_non_composable_chain(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, [#map1, #map2], #map3]>>) {
  func.return
}

// CHECK: #iree_encoding.encoding: found a non-composable attribute in `user_indexing_maps` at index: 1 (stricter than IREE: a chain map with 3 dims follows one with 2 results (iree-opt asserts on it))
// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @illegal_encoding_with_non_map_in_chain(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [[#map, 1 : i64]]>>) {
  func.return
}

// CHECK: #iree_encoding.encoding: found a non-composable attribute in `user_indexing_maps` at index: 0 (the chain holds 1 : i64, not an affine map)
// -----

func.func @illegal_encoding_with_maps_not_a_list(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = affine_map<(d0, d1) -> (d0, d1)>>>) {
  func.return
}

// CHECK: #iree_encoding.encoding: user_indexing_maps: invalid kind of attribute specified, expected an array, got affine_map<(d0, d1) -> (d0, d1)>
// -----

func.func @illegal_encoding_with_iteration_sizes_without_maps(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], iteration_sizes = [16, 8, 32]>>) {
  func.return
}

// CHECK: #iree_encoding.encoding: found `iteration_sizes` without any corresponding `user_indexing_maps`

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @illegal_encoding_with_wrong_iteration_sizes_length(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [16, 32]>>) {
  func.return
}

// CHECK: #iree_encoding.encoding: found an encoding with 2 iteration sizes, but expected 3 based on the user indexing maps

// -----

func.func @illegal_encoding_with_unknown_key(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], round_dims_to = [16, 16, 16]>>) {
  func.return
}

// CHECK: duplicate or unknown struct parameter name: round_dims_to
// -----

func.func @illegal_encoding_with_duplicate_key(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, op_type = conv, element_types = [f32, f32, f32]>>) {
  func.return
}

// CHECK: duplicate or unknown struct parameter name: op_type
// -----

func.func @illegal_encoding_with_missing_key(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul>>) {
  func.return
}

// CHECK: struct is missing required parameter: element_types
// -----

func.func @illegal_encoding_with_bad_op_type(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = batch_matmul, element_types = [f32, f32, f32]>>) {
  func.return
}

// CHECK: expected ::mlir::iree_compiler::IREE::Encoding::EncodingOpType to be one of: matmul, scaled_matmul, conv
// -----

// set_encoding

func.func @illegal_set_encoding_with_encoded_source(%a: tensor<16x32xf32, #iree_encoding.identity>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32, #iree_encoding.identity> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.set_encoding: source of set_encoding op cannot have a tensor encoding, got tensor<16x32xf32, #iree_encoding.identity>

// -----

func.func @illegal_set_encoding_with_plain_result(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.set_encoding: result of set_encoding op expected to have a valid tensor encoding, got tensor<16x32xf32>

// -----

func.func @illegal_set_encoding_with_foreign_encoding(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, "lhs">
  func.return
}

// CHECK: Operation does not verify: iree_encoding.set_encoding: result of set_encoding op expected to have a valid tensor encoding, got tensor<16x32xf32, "lhs">
// -----

func.func @illegal_set_encoding_with_rank_change(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<512xf32, #iree_encoding.identity>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.set_encoding: cannot change the rank of the tensor (tensor<16x32xf32> vs tensor<512xf32, #iree_encoding.identity>)

// -----

func.func @illegal_set_encoding_with_shape_change(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x96xf32, #iree_encoding.padding<[0, 64]>>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.set_encoding: expected to preserve the logical shape of the tensor (tensor<16x32xf32> vs tensor<16x96xf32, #iree_encoding.padding<[0, 64]>>)

// -----

func.func @illegal_set_encoding_with_element_type_change(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.set_encoding: stricter than IREE: expected to preserve the element type of the tensor (tensor<16x32xf32> vs tensor<16x32xf16, #iree_encoding.matmul_k<k_dims = [1]>>)
// -----

func.func @illegal_set_encoding_with_non_tensor_source(%a: memref<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : memref<16x32xf32> -> tensor<16x32xf32, #iree_encoding.identity>
  func.return
}

// CHECK: memref<16x32xf32> should be of base attribute tensor

// -----

// unset_encoding

func.func @illegal_unset_encoding_with_plain_source(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.unset_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.unset_encoding: source of unset_encoding op expected to have a valid tensor encoding, got tensor<16x32xf32>

// -----

func.func @illegal_unset_encoding_with_encoded_result(%a: tensor<16x32xf32, #iree_encoding.identity>) {
  %0 = iree_encoding.unset_encoding %a : tensor<16x32xf32, #iree_encoding.identity> -> tensor<16x32xf32, #iree_encoding.identity>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.unset_encoding: result of unset_encoding op cannot have a tensor encoding, got tensor<16x32xf32, #iree_encoding.identity>

// -----

func.func @illegal_unset_encoding_with_out_of_range_k_dim(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [5]>>) {
  %0 = iree_encoding.unset_encoding %a : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [5]>> -> tensor<16x32xf32>
  func.return
}

// CHECK: Operation does not verify: #iree_encoding.matmul_k: stricter than IREE: K dim 5 is out of range for the rank-2 tensor tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [5]>>

// -----

func.func @illegal_unset_encoding_with_rank_change(%a: tensor<16x32xf32, #iree_encoding.identity>) {
  %0 = iree_encoding.unset_encoding %a : tensor<16x32xf32, #iree_encoding.identity> -> tensor<16x32x1xf32>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.unset_encoding: cannot change the rank of the tensor (tensor<16x32x1xf32> vs tensor<16x32xf32, #iree_encoding.identity>)

// -----

func.func @illegal_unset_encoding_with_shape_change(%a: tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>) {
  %0 = iree_encoding.unset_encoding %a : tensor<16x32xf32, #iree_encoding.padding<[0, 64]>> -> tensor<16x96xf32>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.unset_encoding: expected to preserve the logical shape of the tensor (tensor<16x96xf32> vs tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>)

// -----

func.func @illegal_unset_encoding_with_element_type_change(%a: tensor<16x32xf32, #iree_encoding.identity>) {
  %0 = iree_encoding.unset_encoding %a : tensor<16x32xf32, #iree_encoding.identity> -> tensor<16x32xi32>
  func.return
}

// CHECK: Operation does not verify: iree_encoding.unset_encoding: stricter than IREE: expected to preserve the element type of the tensor (tensor<16x32xi32> vs tensor<16x32xf32, #iree_encoding.identity>)
// -----

func.func @illegal_unset_encoding_with_missing_result_dim(%a: tensor<?x?xf32, #iree_encoding.identity>, %d0: index) {
  %0 = iree_encoding.unset_encoding %a : tensor<?x?xf32, #iree_encoding.identity> -> tensor<?x?xf32>{%d0}
  func.return
}

// CHECK: Operation does not verify: iree_encoding.unset_encoding: result type set has 2 dynamic dimensions but only 1 dimension values are attached

// -----

func.func @illegal_unset_encoding_with_extra_result_dim(%a: tensor<16x32xf32, #iree_encoding.identity>, %d0: index) {
  %0 = iree_encoding.unset_encoding %a : tensor<16x32xf32, #iree_encoding.identity> -> tensor<16x32xf32>{%d0}
  func.return
}

// CHECK: Operation does not verify: iree_encoding.unset_encoding: result type set has 0 dynamic dimensions but only 1 dimension values are attached

// -----

func.func @illegal_unset_encoding_with_non_index_result_dim(%a: tensor<?x32xf32, #iree_encoding.identity>, %d0: i64) {
  %0 = iree_encoding.unset_encoding %a : tensor<?x32xf32, #iree_encoding.identity> -> tensor<?x32xf32>{%d0}
  func.return
}

// CHECK: operand is used with type index, but has been previously used or defined with type i64

// -----

func.func @illegal_unset_encoding_with_non_tensor_result(%a: tensor<16x32xf32, #iree_encoding.identity>) {
  %0 = iree_encoding.unset_encoding %a : tensor<16x32xf32, #iree_encoding.identity> -> memref<16x32xf32>
  func.return
}

// CHECK: memref<16x32xf32> should be of base attribute tensor
// -----

// malformed syntax

func.func @illegal_matmul_k_with_missing_angle_bracket(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>) {
  func.return
}

// CHECK: Expected '>' after builtin parameter list

// -----

func.func @illegal_matmul_k_with_truncated_text(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1

// CHECK: ']' expected

// -----

func.func @illegal_set_encoding_with_truncated_text(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.padding<[0,

// CHECK: Expected integer literal

// -----

func.func @illegal_padding_with_missing_square_bracket(%a: tensor<16x32xf32, #iree_encoding.padding<[0, 64>>) {
  func.return
}

// CHECK: ']' expected

// -----

func.func @illegal_set_encoding_with_missing_arrow(%a: tensor<16x32xf32>) {
  %0 = iree_encoding.set_encoding %a : tensor<16x32xf32> tensor<16x32xf32, #iree_encoding.identity>
  func.return
}

// CHECK: Expected '->'

// -----

func.func @illegal_unset_encoding_with_unclosed_result_dims(%a: tensor<?x32xf32, #iree_encoding.identity>, %d0: index) {
  %0 = iree_encoding.unset_encoding %a : tensor<?x32xf32, #iree_encoding.identity> -> tensor<?x32xf32>{%d0
  func.return
}

// CHECK: Expected '}'
// -----

func.func @illegal_encoding_with_truncated_text(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_ty

// CHECK: duplicate or unknown struct parameter name: element_ty

// -----

// `encoding_dims{}` is IREE 3.13's spelling of "no dims" (only no list at all is 3.7.1's): iree-opt 3.13
// refuses it for an encoding with a `?` iteration size, and so do we.
func.func @illegal_set_encoding_with_empty_encoding_dims(%a: tensor<?x32xf32>) -> tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 24, 32]>> {
  %0 = iree_encoding.set_encoding %a encoding_dims{} : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 24, 32]>>
  func.return %0 : tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 24, 32]>>
}

// CHECK: iree_encoding.set_encoding: encoding expects 1 dynamic encoding dimension(s), but 0 provided

// -----

func.func @illegal_unset_encoding_with_empty_encoding_dims(%a: tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 24, 32]>>, %d0: index) -> tensor<?x32xf32> {
  %0 = iree_encoding.unset_encoding %a encoding_dims{} : tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 24, 32]>> -> tensor<?x32xf32>{%d0}
  func.return %0 : tensor<?x32xf32>
}

// CHECK: iree_encoding.unset_encoding: encoding expects 1 dynamic encoding dimension(s), but 0 provided

// -----

// IREE 3.13's generic form carries `operandSegmentSizes`: an encoding_dims segment of 0 is checked too.
func.func @illegal_generic_unset_encoding_without_encoding_dims(%a: tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 24, 32]>>, %d0: index) -> tensor<?x32xf32> {
  %0 = "iree_encoding.unset_encoding"(%a, %d0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 24, 32]>>, index) -> tensor<?x32xf32>
  func.return %0 : tensor<?x32xf32>
}

// CHECK: iree_encoding.unset_encoding: encoding expects 1 dynamic encoding dimension(s), but 0 provided
