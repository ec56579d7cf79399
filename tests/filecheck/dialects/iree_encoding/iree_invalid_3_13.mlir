// RUN: xdsl-opt %s --parsing-diagnostics --verify-diagnostics --split-input-file -p verify-encodings | filecheck %s

// Ported from iree-org/iree@b48a5955575c (IREE 3.13 sources, 3.12.0.dev):compiler/src/iree/compiler/Dialect/Encoding/IR/test/invalid.mlir, every case, inputs unchanged.
// iree-opt 3.13 rejects each case; each CHECK is IREE's own diagnostic, which ours contains.
// `-p verify-encodings` checks the encodings of function arguments against their tensors
// (iree-opt does that while building the tensor type).

// iree-opt: expected-error @+2 {{expected valid keyword}}
// iree-opt: expected-error @+1 {{expected a parameter name in struct}}
#encoding = #iree_encoding.encoding<>
func.func @illegal_encoding_attr_missing_operand_index(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: expected a parameter name in struct

// -----

// iree-opt: expected-error @+1 {{struct is missing required parameter: op_type}}
#encoding = #iree_encoding.encoding<operand_index = 0>
func.func @illegal_encoding_attr_missing_operand_index(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: struct is missing required parameter: op_type

// -----

// iree-opt: expected-error @+1 {{struct is missing required parameter: element_types}}
#encoding = #iree_encoding.encoding<operand_index = 0, op_type = matmul>
func.func @illegal_encoding_attr_missing_operand_index(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: struct is missing required parameter: element_types

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// iree-opt: expected-error @+1 {{`operandIndex` exceeds the size of `user_indexing_maps`}}
#encoding = #iree_encoding.encoding<operand_index = 2 : i64, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1]>
func.func @illegal_encoding_attr_with_operand_index_exceeding_indexing_maps(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: `operandIndex` exceeds the size of `user_indexing_maps`

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// iree-opt: expected-error @+1 {{found a non-composable attribute in `user_indexing_maps` at index: 2}}
#encoding = #iree_encoding.encoding<operand_index = 2 : i64, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, 1]>
func.func @illegal_encoding_attr_with_invalid_attr(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: found a non-composable attribute in `user_indexing_maps` at index: 2

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// iree-opt: expected-error @+1 {{found a non-composable attribute in `user_indexing_maps` at index: 0}}
#encoding = #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [[[#map, #map1]]]>
func.func @illegal_encoding_attr_with_too_many_nested_levels(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: found a non-composable attribute in `user_indexing_maps` at index: 0

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// iree-opt: expected-error @+1 {{found `iteration_sizes` without any corresponding `user_indexing_maps`}}
#encoding = #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32], iteration_sizes = [?, ?]>
func.func @illegal_encoding_attr_with_iteration_sizes_but_no_user_indexing_maps(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: found `iteration_sizes` without any corresponding `user_indexing_maps`

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// iree-opt: expected-error @+1 {{found an encoding with 2 iteration sizes, but expected 4 based on the user indexing maps}}
#encoding = #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?]>
func.func @illegal_encoding_attr_with_invalid_iteration_sizes(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: found an encoding with 2 iteration sizes, but expected 4 based on the user indexing maps

// -----

func.func @illegal_set_encoding_op_with_no_result_encoding(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32> {
  // iree-opt: expected-error @+1 {{result of set_encoding op expected to have a valid tensor encoding}}
  %0 = iree_encoding.set_encoding %arg0: tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: result of set_encoding op expected to have a valid tensor encoding

// -----

#encoding = #iree_encoding.testing<>
func.func @illegal_set_encoding_op_with_source_encoding(%arg0 : tensor<?x?xf32, #encoding>) -> tensor<?x?xf32> {
  // iree-opt: expected-error @+1 {{source of set_encoding op cannot have a tensor encoding}}
  %0 = iree_encoding.set_encoding %arg0: tensor<?x?xf32, #encoding> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: source of set_encoding op cannot have a tensor encoding

// -----

func.func @illegal_set_encoding_op_with_unknown(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32, "gemm_lhs"> {
  // iree-opt: expected-error @+1 {{result of set_encoding op expected to have a valid tensor encoding}}
  %0 = iree_encoding.set_encoding %arg0: tensor<?x?xf32> -> tensor<?x?xf32, "gemm_lhs">
  return %0 : tensor<?x?xf32, "gemm_lhs">
}

// CHECK: result of set_encoding op expected to have a valid tensor encoding

// -----

#encoding = #iree_encoding.testing<>
func.func @illegal_set_encoding_op_with_rank_change(%arg0 : tensor<?x?xf32>) -> tensor<?xf32, #encoding> {
  // iree-opt: expected-error @+1 {{cannot change the rank of the tensor}}
  %0 = iree_encoding.set_encoding %arg0: tensor<?x?xf32> -> tensor<?xf32, #encoding>
  return %0 : tensor<?xf32, #encoding>
}

// CHECK: cannot change the rank of the tensor

// -----

#encoding = #iree_encoding.testing<>
func.func @illegal_set_encoding_op_with_shape_change(%arg0 : tensor<10x20xf32>) -> tensor<20x30xf32, #encoding> {
  // iree-opt: expected-error @+1 {{expected to preserve the logical shape of the tensor}}
  %0 = iree_encoding.set_encoding %arg0: tensor<10x20xf32> -> tensor<20x30xf32, #encoding>
  return %0 : tensor<20x30xf32, #encoding>
}

// CHECK: expected to preserve the logical shape of the tensor

// -----

func.func @illegal_unset_encoding_op_with_no_source_encoding(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32> {
  // iree-opt: expected-error @+1 {{source of unset_encoding op expected to have a valid tensor encoding}}
  %0 = iree_encoding.unset_encoding %arg0: tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: source of unset_encoding op expected to have a valid tensor encoding

// -----

#encoding = #iree_encoding.testing<>
func.func @illegal_unset_encoding_op_with_result_encoding(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  // iree-opt: expected-error @+1 {{result of unset_encoding op cannot have a tensor encoding}}
  %0 = iree_encoding.unset_encoding %arg0: tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: result of unset_encoding op cannot have a tensor encoding

// -----

func.func @illegal_unset_encoding_op_with_unknown(%arg0 : tensor<?x?xf32, "gemm_lhs">) -> tensor<?x?xf32> {
  // iree-opt: expected-error @+1 {{source of unset_encoding op expected to have a valid tensor encoding}}
  %0 = iree_encoding.unset_encoding %arg0: tensor<?x?xf32, "gemm_lhs"> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: source of unset_encoding op expected to have a valid tensor encoding

// -----

#encoding = #iree_encoding.testing<>
func.func @illegal_unset_encoding_op_with_rank_change(%arg0 : tensor<?x?xf32, #encoding>) -> tensor<?xf32> {
  // iree-opt: expected-error @+1 {{cannot change the rank of the tensor}}
  %0 = iree_encoding.unset_encoding %arg0: tensor<?x?xf32, #encoding> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK: cannot change the rank of the tensor

// -----

#encoding = #iree_encoding.testing<>
func.func @illegal_unset_encoding_op_with_shape_change(%arg0 : tensor<20x30xf32, #encoding>) -> tensor<10x20xf32> {
  // iree-opt: expected-error @+1 {{expected to preserve the logical shape of the tensor}}
  %0 = iree_encoding.unset_encoding %arg0: tensor<20x30xf32, #encoding> -> tensor<10x20xf32>
  return %0 : tensor<10x20xf32>
}

// CHECK: expected to preserve the logical shape of the tensor

// -----

// iree-opt: expected-error @+1 {{expected non-empty layouts}}
#encoding = #iree_encoding.layout<[]>
func.func @illegal_layout_encoding_without_any_layout(%arg0: tensor<?x?xf32, #encoding>) -> tensor<?x?xf32, #encoding> {
  return %arg0 : tensor<?x?xf32, #encoding>
}

// CHECK: expected non-empty layouts

// -----

// iree-opt: expected-error @+1 {{expected all the layout attributes to implement SerializableAttr}}
#encoding = #iree_encoding.layout<[#iree_encoding.unknown]>
func.func @illegal_layout_encoding_with_invalid_layouts(%arg0: tensor<?x?xf32, #encoding>) -> tensor<?x?xf32, #encoding> {
  return %arg0 : tensor<?x?xf32, #encoding>
}

// CHECK: expected all the layout attributes to implement SerializableAttr

// -----

// iree-opt: expected-error @+1 {{expected all padding values need to be non-negative or dynamic}}
#encoding = #iree_encoding.padding<[0, ?, -1]>
func.func @negative_layout_encoding(%arg0: tensor<?x?x?xf32, #encoding>) -> tensor<?x?x?xf32, #encoding> {
  return %arg0 : tensor<?x?x?xf32, #encoding>
}

// CHECK: expected all padding values need to be non-negative or dynamic

// -----

// iree-opt: expected-error @+1 {{bit-width of the element type is 12 but packed_storage is currently only supported for sub-byte types}}
func.func @negative_packed_storage_superbyte(%arg0: tensor<?x4xi12, #iree_encoding.packed_storage>) -> tensor<?x4xi12, #iree_encoding.packed_storage> {
  return %arg0 : tensor<?x4xi12, #iree_encoding.packed_storage>
}

// CHECK: bit-width of the element type is 12 but packed_storage is currently only supported for sub-byte types

// -----

// iree-opt: expected-error @+1 {{bit-width of the element type is 3 but packed_storage currently only supports types with power-of-two bitwidth}}
func.func @negative_packed_storage_non_po2(%arg0: tensor<?x4xi3, #iree_encoding.packed_storage>) -> tensor<?x4xi3, #iree_encoding.packed_storage> {
  return %arg0 : tensor<?x4xi3, #iree_encoding.packed_storage>
}

// CHECK: bit-width of the element type is 3 but packed_storage currently only supports types with power-of-two bitwidth

// -----

// Test the verification of `#iree_encoding.layout`. `packed_storage` is just used as a utility here to check that the error gets propagated.

// iree-opt: expected-error @+1 {{bit-width of the element type is 32 but packed_storage is currently only supported for sub-byte types}}
func.func @negative_layout_packed_storage_superbyte(%arg0: tensor<?x4xf32, #iree_encoding.layout<[#iree_encoding.packed_storage]>>) -> tensor<?x4xf32, #iree_encoding.layout<[#iree_encoding.packed_storage]>> {
  return %arg0 : tensor<?x4xf32, #iree_encoding.layout<[#iree_encoding.packed_storage]>>
}

// CHECK: bit-width of the element type is 32 but packed_storage is currently only supported for sub-byte types

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map, #map], iteration_sizes = [?, ?, ?]>
func.func @illegal_set_encoding_missing_encoding_dims(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  // iree-opt: expected-error @+1 {{encoding expects 3 dynamic encoding dimension(s), but 0 provided}}
  %0 = iree_encoding.set_encoding %arg0: tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// Accepted on purpose: IREE 3.7.1 has no encoding_dims and accepts this text; no
// encoding_dims at all is read as 3.7.1's spelling (docs/decisions.md). A wrong non-zero count is rejected.
// CHECK-LABEL: func.func @illegal_set_encoding_missing_encoding_dims
// CHECK: iree_encoding.

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map, #map], iteration_sizes = [?, ?, ?]>
func.func @illegal_set_encoding_wrong_encoding_dims_count(%arg0 : tensor<?x?xf32>, %m: index) -> tensor<?x?xf32, #encoding> {
  // iree-opt: expected-error @+1 {{encoding expects 3 dynamic encoding dimension(s), but 1 provided}}
  %0 = iree_encoding.set_encoding %arg0 encoding_dims{%m}: tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  return %0 : tensor<?x?xf32, #encoding>
}

// CHECK: encoding expects 3 dynamic encoding dimension(s), but 1 provided

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map, #map], iteration_sizes = [?, ?, ?]>
func.func @illegal_unset_encoding_missing_encoding_dims(%arg0 : tensor<?x?xf32, #encoding>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  // iree-opt: expected-error @+1 {{encoding expects 3 dynamic encoding dimension(s), but 0 provided}}
  %0 = iree_encoding.unset_encoding %arg0: tensor<?x?xf32, #encoding> -> tensor<?x?xf32>{%d0, %d1}
  return %0 : tensor<?x?xf32>
}

// Accepted on purpose: IREE 3.7.1 has no encoding_dims and accepts this text; no
// encoding_dims at all is read as 3.7.1's spelling (docs/decisions.md). A wrong non-zero count is rejected.
// CHECK-LABEL: func.func @illegal_unset_encoding_missing_encoding_dims
// CHECK: iree_encoding.

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map, #map], iteration_sizes = [?, 1, ?]>
func.func @illegal_unset_encoding_wrong_encoding_dims_count(%arg0 : tensor<?x?xf32, #encoding>, %d0: index, %d1: index, %m: index) -> tensor<?x?xf32> {
  // iree-opt: expected-error @+1 {{encoding expects 2 dynamic encoding dimension(s), but 1 provided}}
  %0 = iree_encoding.unset_encoding %arg0 encoding_dims{%m}: tensor<?x?xf32, #encoding> -> tensor<?x?xf32>{%d0, %d1}
  return %0 : tensor<?x?xf32>
}

// CHECK: encoding expects 2 dynamic encoding dimension(s), but 1 provided
