// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: xdsl-opt %s --split-input-file --print-op-generic | xdsl-opt --split-input-file | filecheck %s

// Texts iree-opt accepts that an earlier version of this dialect refused. Each chunk was checked when
// written: iree-opt 3.13 (and 3.7.1, except where a comment says the text is one version's only) prints
// the same generic IR for the original and for our print of it.

func.func @operand_index_widths(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32]>>, %b: tensor<4xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32]>>, %c: tensor<4xf32, #iree_encoding.encoding<operand_index = 1 : i8, op_type = conv, element_types = [f32]>>) {
  return
}

// CHECK: func.func @operand_index_widths(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32]>>, %b: tensor<4xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32]>>, %c: tensor<4xf32, #iree_encoding.encoding<operand_index = 1 : i8, op_type = conv, element_types = [f32]>>) {

// -----

func.func @encoding_maps_not_tied_to_the_tensor_rank(%a: tensor<4x16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>>) {
  return
}

// CHECK: func.func @encoding_maps_not_tied_to_the_tensor_rank(%a: tensor<4x16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>>) {

// -----

// IREE 3.13 only (3.7.1 has neither scaled_matmul nor original_element_type).
func.func @scaled_matmul_and_original_element_type(%a: tensor<4x8xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = scaled_matmul, element_types = [f4E2M1FN, f4E2M1FN, f8E8M0FNU, f8E8M0FNU, f32], original_element_type = i4>>) {
  return
}

// CHECK: func.func @scaled_matmul_and_original_element_type(%a: tensor<4x8xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = scaled_matmul, element_types = [f4E2M1FN, f4E2M1FN, f8E8M0FNU, f8E8M0FNU, f32], original_element_type = i4>>) {

// -----

func.func @negative_and_dynamic_iteration_sizes(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, -8, ?]>>) {
  return
}

// CHECK: func.func @negative_and_dynamic_iteration_sizes(%a: tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, -8, ?]>>) {

// -----

// IREE 3.13 only (3.7.1's packed_storage is no SerializableAttr).
func.func @layout_members(%a: tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.layout<[#iree_encoding.identity]>, #iree_encoding.testing<>, #iree_encoding.specialized<7, i32>, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32]>]>>, %b: tensor<16x4xi4, #iree_encoding.layout<[#iree_encoding.packed_storage]>>) {
  return
}

// CHECK: func.func @layout_members(%a: tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.layout<[#iree_encoding.identity]>, #iree_encoding.testing<>, #iree_encoding.specialized<7, i32>, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32]>]>>, %b: tensor<16x4xi4, #iree_encoding.layout<[#iree_encoding.packed_storage]>>) {

// -----

// IREE 3.7.1 only (3.13 has no matmul_k): a matmul_k layout member.
func.func @layout_of_matmul_k(%a: tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.matmul_k<k_dims = [1]>]>>) {
  return
}

// CHECK: func.func @layout_of_matmul_k(%a: tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.matmul_k<k_dims = [1]>]>>) {

// -----

func.func @attributes_without_parameters(%a: tensor<4xi4, #iree_encoding.packed_storage>, %b: tensor<4xf32, #iree_encoding.unknown>, %c: tensor<4xf32, #iree_encoding.identity_resolver>, %d: tensor<4xf32, #iree_encoding.unsupported_resolver>, %e: tensor<4xf32, #iree_encoding.specialization_resolver<-5>>) {
  return
}

// CHECK: func.func @attributes_without_parameters(%a: tensor<4xi4, #iree_encoding.packed_storage>, %b: tensor<4xf32, #iree_encoding.unknown>, %c: tensor<4xf32, #iree_encoding.identity_resolver>, %d: tensor<4xf32, #iree_encoding.unsupported_resolver>, %e: tensor<4xf32, #iree_encoding.specialization_resolver<-5>>) {

// -----

// IREE 3.13 only (3.7.1 writes testing<[...]> and has no original_element_type).
func.func @testing_with_original_element_type(%a: tensor<4xi8, #iree_encoding.testing<layouts = [#iree_encoding.specialized<1>], original_element_type = i4>>, %b: tensor<4xi8, #iree_encoding.testing<original_element_type = i4>>) {
  return
}

// CHECK: func.func @testing_with_original_element_type(%a: tensor<4xi8, #iree_encoding.testing<layouts = [#iree_encoding.specialized<1>], original_element_type = i4>>, %b: tensor<4xi8, #iree_encoding.testing<original_element_type = i4>>) {
