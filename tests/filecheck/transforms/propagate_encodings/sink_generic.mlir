// RUN: xdsl-opt %s -p 'propagate-encodings{target=vmvx}' | filecheck %s
// RUN: xdsl-opt %s -p 'propagate-encodings{target=vmvx remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// unset_encoding sinks below an all-parallel consumer (IREE's `SinkUnsetEncodingOp`); the new
// elements of the result's encoding are rows and columns the final unset drops, so any body is free.
// Input: tests/pytest/transforms/elementwise_programs.py after set-encoding{encoding=data-tiling}.
// (materialize-encoding-into-packs does not lower the broadcast bias on the packed domain yet: branch `packs`.)


  func.func @one_side_against_zero_padding_and_bias_relu(%lhs: tensor<5x7xf32>, %rhs: tensor<7x3xi8>, %bias: tensor<3xf32>) -> tensor<5x3xf32> {
    %rhs_zp = arith.constant 5.000000e+00 : f32
    %rhs_init = tensor.empty() : tensor<7x3xf32>
    %rhs_f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rhs : tensor<7x3xi8>) outs(%rhs_init : tensor<7x3xf32>) {
    ^bb0(%x: i8, %o: f32):
      %e = arith.extsi %x : i8 to i32
      %f = arith.sitofp %e : i32 to f32
      %z = arith.subf %f, %rhs_zp : f32
      linalg.yield %z : f32
    } -> tensor<7x3xf32>
    %zero = arith.constant 0.000000e+00 : f32
    %0 = iree_encoding.set_encoding %lhs : tensor<5x7xf32> -> tensor<5x7xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %1 = iree_encoding.set_encoding %rhs_f : tensor<7x3xf32> -> tensor<7x3xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %2 = tensor.empty() : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>) -> tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %4 = linalg.matmul ins(%0, %1 : tensor<5x7xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>, tensor<7x3xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>) outs(%3 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>) -> tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %mm = iree_encoding.unset_encoding %4 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>> -> tensor<5x3xf32>
    %out_init = tensor.empty() : tensor<5x3xf32>
    %out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm, %bias : tensor<5x3xf32>, tensor<3xf32>) outs(%out_init : tensor<5x3xf32>) {
    ^bb0(%v: f32, %b: f32, %o_1: f32):
      %sum = arith.addf %v, %b : f32
      %c0 = arith.constant 0.000000e+00 : f32
      %act = arith.maximumf %sum, %c0 : f32
      linalg.yield %act : f32
    } -> tensor<5x3xf32>
    func.return %out : tensor<5x3xf32>
  }

// One dequantized side (sitofp(0) - 5) against a plain f32 side padded with 0: free. The result's
// unset_encoding sinks below the bias add + relu; the bias gets the result's encoding with its
// map appended ([#res, (d0, d1) -> (d1)]), and padded rows and columns are dropped by the unset.
// CHECK-LABEL: func.func @one_side_against_zero_padding_and_bias_relu(
// CHECK:         %[[A:.+]] = iree_encoding.set_encoding %lhs : tensor<5x7xf32>
// CHECK:         %[[B:.+]] = iree_encoding.set_encoding %rhs : tensor<7x3xi8>
// CHECK:         %[[RHS:.+]] = linalg.generic {{.*}} ins(%[[B]] :
// CHECK:         %[[MM:.+]] = linalg.matmul ins(%[[A]], %[[RHS]] :
// CHECK:         %[[BIAS:.+]] = iree_encoding.set_encoding %bias : tensor<3xf32> -> tensor<3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>]], iteration_sizes = [5, 3, 7]>>
// CHECK:         %[[OUT:.+]] = linalg.generic {{.*}} ins(%[[MM]], %[[BIAS]] :
// CHECK:         %out = iree_encoding.unset_encoding %[[OUT]] :
// CHECK:         func.return %out
// REMARK: remark: @one_side_against_zero_padding_and_bias_relu: iree_encoding.unset_encoding %mm moved down below linalg.generic %out: the new elements are dropped by the unset
// REMARK: remark: @one_side_against_zero_padding_and_bias_relu: iree_encoding.set_encoding %1 moved up above linalg.generic %rhs_f (bit-extend): K dim 0 of size 7 is padded to 8 (vmvx: K tile 4), and the fills stay harmless
