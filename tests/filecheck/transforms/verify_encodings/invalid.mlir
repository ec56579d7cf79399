// RUN: xdsl-opt %s -p verify-encodings --parsing-diagnostics --verify-diagnostics --split-input-file | filecheck %s

// One inconsistent reshape or encoded type per chunk. xDSL's own verifier passes most of these (it has no
// collapse_shape shape check and knows no encodings); `verify-encodings` - which every pass of this package
// runs first - reports each at the offending op. A few expand_shape cases are caught by xDSL's verifier
// before ours and keep xDSL's message.

// Shapes of tensor.collapse_shape

func.func @illegal_collapse_shape_with_rank_increase(%a: tensor<16x32xf32>) {
  %0 = tensor.collapse_shape %a [[0], [1], []] : tensor<16x32xf32> into tensor<16x32x1xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: the source rank (2) must not be smaller than the other side's (3)

// -----

func.func @illegal_collapse_shape_with_too_few_groups(%a: tensor<2x8x32xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1, 2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected 2 reassociation groups (the collapsed rank), found 1 (tensor<2x8x32xf32> to tensor<16x32xf32>)

// -----

func.func @illegal_collapse_shape_with_uncovered_dim(%a: tensor<2x8x32xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %1 = tensor.collapse_shape %a [[0], [1]] : tensor<2x8x32xf32> into tensor<2x8xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: reassociation groups cover 2 dims, but the expanded rank is 3 (tensor<2x8x32xf32> to tensor<2x8xf32>)

// -----

func.func @illegal_collapse_shape_with_groups_not_from_zero(%a: tensor<2x8x32xf32>) {
  %0 = tensor.collapse_shape %a [[1, 2], [3]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: reassociation groups must list dims 0..2 contiguously in order, group 0 has [1, 2] (tensor<2x8x32xf32> to tensor<16x32xf32>)

// -----

func.func @illegal_collapse_shape_with_empty_group(%a: tensor<2x8x32xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [], [2]] : tensor<2x8x32xf32> into tensor<16x1x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: reassociation group 1 is empty (tensor<2x8x32xf32> to tensor<16x1x32xf32>)

// -----

func.func @illegal_collapse_shape_with_static_product_mismatch(%a: tensor<2x8x32xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<15x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: collapsed dim 0 has size 15, but its group [0, 1] multiplies to 16 (tensor<2x8x32xf32> to tensor<15x32xf32>)

// -----

func.func @illegal_collapse_shape_with_static_result_of_dynamic_group(%a: tensor<?x8x32xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<16x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: collapsed dim 0 is static (16) but its group [0, 1] has dynamic dims [0] (tensor<?x8x32xf32> to tensor<16x32xf32>)

// -----

func.func @illegal_collapse_shape_with_dynamic_result_of_static_group(%a: tensor<2x8x32xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<?x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: collapsed dim 0 is dynamic but its group [0, 1] has static sizes [2, 8] (tensor<2x8x32xf32> to tensor<?x32xf32>)

// -----

func.func @illegal_collapse_shape_with_non_unit_dims_to_rank_0(%a: tensor<1x4xf32>) {
  %0 = tensor.collapse_shape %a [] : tensor<1x4xf32> into tensor<f32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: a rank-0 tensor can only be reshaped to static unit dims, got [1, 4] (tensor<1x4xf32> to tensor<f32>)

// -----

func.func @illegal_collapse_shape_with_element_type_change(%a: tensor<2x8x32xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf16>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected the same element type, got tensor<2x8x32xf32> and tensor<16x32xf16>

// -----

// Shapes of tensor.expand_shape

func.func @illegal_expand_shape_with_static_product_mismatch(%a: tensor<16x32xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [3, 8, 32] : tensor<16x32xf32> into tensor<3x8x32xf32>
  func.return
}

// CHECK: Operation does not verify: expected dimension 0 of collapsed type to be static value of 24

// -----

func.func @illegal_expand_shape_with_output_shape_not_result_type(%a: tensor<16x32xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.expand_shape: output_shape dim 0 is 4 but the result type has 2

// -----

func.func @illegal_expand_shape_with_dynamic_output_shape_for_static_dim(%a: tensor<?x32xf32>, %n: index, %m: index) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, %m, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.expand_shape: output_shape dim 1 is dynamic but the result type has 8

// -----

func.func @illegal_expand_shape_with_missing_size_operand(%a: tensor<?x32xf32>) {
  %0 = "tensor.expand_shape"(%a) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 8, 32>}> : (tensor<?x32xf32>) -> tensor<?x8x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.expand_shape: output_shape has 1 dynamic sizes but 0 size operands

// -----

func.func @illegal_expand_shape_with_static_source_of_dynamic_group(%a: tensor<16x32xf32>, %n: index) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 8, 32] : tensor<16x32xf32> into tensor<?x8x32xf32>
  func.return
}

// CHECK: Operation does not verify: expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic

// -----

// Encodings across reshapes: the collapsed side carries exactly what the expanded side's encoding derives.

func.func @illegal_collapse_shape_with_stale_k_dim(%a: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected the result encoding to be #iree_encoding.matmul_k<k_dims = [1]> (derived from #iree_encoding.matmul_k<k_dims = [2]>), got #iree_encoding.matmul_k<k_dims = [2]>

// -----

func.func @illegal_collapse_shape_with_wrong_k_dim(%a: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected the result encoding to be #iree_encoding.matmul_k<k_dims = [1]> (derived from #iree_encoding.matmul_k<k_dims = [2]>), got #iree_encoding.matmul_k<k_dims = [0]>

// -----

func.func @illegal_expand_shape_with_stale_k_dim(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return
}

// CHECK: Operation does not verify: tensor.expand_shape: encoding #iree_encoding.matmul_k<k_dims = [1]> cannot cross this reshape: expand_shape splits source dim 0 into result dims [0, 1], which include K dim 1 of the result

// -----

func.func @illegal_collapse_shape_with_merged_k_dim(%a: tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>) {
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: encoding #iree_encoding.matmul_k<k_dims = [1]> cannot cross this reshape: collapse_shape merges K dim 1 of the source with source dims [1, 2]

// -----

func.func @illegal_expand_shape_with_split_k_dim(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) {
  %0 = tensor.expand_shape %a [[0], [1, 2]] output_shape [16, 4, 8] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return
}

// CHECK: Operation does not verify: tensor.expand_shape: encoding #iree_encoding.matmul_k<k_dims = [2]> cannot cross this reshape: expand_shape splits source dim 1 into result dims [1, 2], which include K dim 2 of the result

// -----

func.func @illegal_collapse_shape_with_k_dim_merged_with_dynamic_dim(%a: tensor<16x?x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) {
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<16x?x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: encoding #iree_encoding.matmul_k<k_dims = [2]> cannot cross this reshape: collapse_shape merges K dim 2 of the source with source dims [1, 2]

// -----

func.func @illegal_expand_shape_with_out_of_range_k_dim_on_result(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>
  func.return
}

// CHECK: Operation does not verify: #iree_encoding.matmul_k: stricter than IREE: K dim 3 is out of range for the rank-3 tensor tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>

// -----

func.func @illegal_expand_shape_with_padding_length_not_result_rank(%a: tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32, #iree_encoding.padding<[0, 64]>> into tensor<2x8x32xf32, #iree_encoding.padding<[0, 64]>>
  func.return
}

// CHECK: Operation does not verify: #iree_encoding.padding: stricter than IREE: expected one padding value per dim of tensor<2x8x32xf32, #iree_encoding.padding<[0, 64]>>, got 2

// -----

func.func @illegal_collapse_shape_with_merged_padded_dim(%a: tensor<2x8x32xf32, #iree_encoding.padding<[0, 64, 0]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.padding<[0, 64, 0]>> into tensor<16x32xf32, #iree_encoding.padding<[64, 0]>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: encoding #iree_encoding.padding<[0, 64, 0]> cannot cross this reshape: collapse_shape merges padded dim 1 of the source with source dims [0, 1]

// -----

func.func @illegal_collapse_shape_with_moved_padding(%a: tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.padding<[0, 0, ?]>> into tensor<16x32xf32, #iree_encoding.padding<[0, 64]>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected the result encoding to be #iree_encoding.padding<[0, ?]> (derived from #iree_encoding.padding<[0, 0, ?]>), got #iree_encoding.padding<[0, 64]>

// -----

func.func @illegal_collapse_shape_with_merged_layout_padding(%a: tensor<2x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 8, 0]>]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 8, 0]>]>> into tensor<16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[8, 0]>]>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: encoding #iree_encoding.layout<[#iree_encoding.padding<[0, 8, 0]>]> cannot cross this reshape: collapse_shape merges padded dim 1 of the source with source dims [0, 1]

// -----

func.func @illegal_collapse_shape_with_encoded_source_only(%a: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected the source and result to be both encoded or both plain, got tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> and tensor<16x32xf32>

// -----

func.func @illegal_expand_shape_with_encoded_result_only(%a: tensor<16x32xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32, #iree_encoding.identity>
  func.return
}

// CHECK: Operation does not verify: tensor.expand_shape: expected the source and result to be both encoded or both plain, got tensor<16x32xf32> and tensor<2x8x32xf32, #iree_encoding.identity>

// -----

func.func @illegal_collapse_shape_with_different_encoding_kind(%a: tensor<2x8x32xf32, #iree_encoding.identity>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.identity> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected the result encoding to be #iree_encoding.identity (derived from #iree_encoding.identity), got #iree_encoding.matmul_k<k_dims = []>

// -----

func.func @illegal_collapse_shape_with_changed_opaque_encoding(%a: tensor<2x8x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>> into tensor<16x32xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32]>>
  func.return
}

// CHECK: Operation does not verify: tensor.collapse_shape: expected one side's encoding to be the other's with this reshape's index map appended, got tensor<2x8x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>> and tensor<16x32xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32]>>

// -----

// Encoded types anywhere (not only on set_encoding / unset_encoding) must fit their tensor.

func.func @illegal_block_argument_with_out_of_range_k_dim(%a: tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>) {
  func.return
}

// CHECK: Operation does not verify: #iree_encoding.matmul_k: stricter than IREE: K dim 2 is out of range for the rank-2 tensor tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>

// -----

func.func @illegal_op_result_with_padding_length_not_rank() {
  %0 = "test.op"() : () -> tensor<16x32xf32, #iree_encoding.padding<[0, 0, 64]>>
  func.return
}

// CHECK: Operation does not verify: #iree_encoding.padding: stricter than IREE: expected one padding value per dim of tensor<16x32xf32, #iree_encoding.padding<[0, 0, 64]>>, got 3

// -----

func.func private @illegal_declaration_with_k_dim_out_of_range() -> tensor<4xf32, #iree_encoding.matmul_k<k_dims = [3]>>

// CHECK: Operation does not verify: #iree_encoding.matmul_k: stricter than IREE: K dim 3 is out of range for the rank-1 tensor tensor<4xf32, #iree_encoding.matmul_k<k_dims = [3]>>
