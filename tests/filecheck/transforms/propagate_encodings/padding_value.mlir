// RUN: xdsl-opt %s --split-input-file -p 'propagate-encodings{target=vmvx}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'propagate-encodings{target=vmvx remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: xdsl-opt %s --split-input-file -p 'propagate-encodings{target=vmvx},materialize-encoding-into-packs{target=vmvx}' | filecheck %s --check-prefix=PACKS

// The padding-value rule. A pack pads K with 0; after a set_encoding moved above a dequantization,
// the padded elements pass through it. At each padded K position lhs' x rhs' must be 0.
// Inputs: tests/pytest/transforms/elementwise_programs.py after set-encoding{encoding=data-tiling}.
// Reference iree-encoding-next.md §3.2 for the wrong result of IREE 3.13 on the first case.

// PACKS-LABEL: func.func @iree_3_13_wrong_case(
// PACKS:         linalg.pack %lhs padding_value({{.*}} : i8) {{.*}} : tensor<5x7xi8> -> tensor<1x2x8x4xi8>
// PACKS:         linalg.pack {{.*}} padding_value({{.*}} : f32) {{.*}} : tensor<7x3xf32> -> tensor<1x2x4x4xf32>
// PACKS-LABEL: func.func @k_divides_the_tile(
// PACKS:         linalg.pack %lhs padding_value({{.*}} : i8) {{.*}} : tensor<5x8xi8> -> tensor<1x2x8x4xi8>
// PACKS:         linalg.pack %rhs padding_value({{.*}} : i8) {{.*}} : tensor<8x3xi8> -> tensor<1x2x4x4xi8>
// PACKS:         linalg.mmt4d

  func.func @iree_3_13_wrong_case(%lhs: tensor<5x7xi8>, %rhs: tensor<7x3xi8>) -> tensor<5x3xf32> {
    %lhs_zp = arith.constant 3.000000e+00 : f32
    %lhs_init = tensor.empty() : tensor<5x7xf32>
    %lhs_f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lhs : tensor<5x7xi8>) outs(%lhs_init : tensor<5x7xf32>) {
    ^bb0(%x: i8, %o: f32):
      %e = arith.extsi %x : i8 to i32
      %f = arith.sitofp %e : i32 to f32
      %z = arith.subf %f, %lhs_zp : f32
      linalg.yield %z : f32
    } -> tensor<5x7xf32>
    %rhs_zp = arith.constant 5.000000e+00 : f32
    %rhs_init = tensor.empty() : tensor<7x3xf32>
    %rhs_f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rhs : tensor<7x3xi8>) outs(%rhs_init : tensor<7x3xf32>) {
    ^bb0(%x_1: i8, %o_1: f32):
      %e_1 = arith.extsi %x_1 : i8 to i32
      %f_1 = arith.sitofp %e_1 : i32 to f32
      %z_1 = arith.subf %f_1, %rhs_zp : f32
      linalg.yield %z_1 : f32
    } -> tensor<7x3xf32>
    %zero = arith.constant 0.000000e+00 : f32
    %0 = iree_encoding.set_encoding %lhs_f : tensor<5x7xf32> -> tensor<5x7xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %1 = iree_encoding.set_encoding %rhs_f : tensor<7x3xf32> -> tensor<7x3xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %2 = tensor.empty() : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>) -> tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %4 = linalg.matmul ins(%0, %1 : tensor<5x7xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>, tensor<7x3xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>) outs(%3 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>) -> tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
    %mm = iree_encoding.unset_encoding %4 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>> -> tensor<5x3xf32>
    func.return %mm : tensor<5x3xf32>
  }

// The LHS moves first: its fill becomes sitofp(0) - 3 = -3 and meets the RHS's plain zero padding.
// Then the RHS may not follow: -3 x -5 at the padded K position would add 15 (IREE 3.13 does it).
// CHECK-LABEL: func.func @iree_3_13_wrong_case(
// CHECK:         %[[RHS:.+]] = linalg.generic {{.*}} ins(%rhs : tensor<7x3xi8>)
// CHECK:         %[[LHS_E:.+]] = iree_encoding.set_encoding %lhs : tensor<5x7xi8> -> tensor<5x7xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = {{\[}}[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1) -> (d0, d1)>], affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
// CHECK:         %[[LHS:.+]] = linalg.generic {{.*}} ins(%[[LHS_E]] : tensor<5x7xi8, #iree_encoding.encoding
// CHECK:         %[[RHS_E:.+]] = iree_encoding.set_encoding %[[RHS]] : tensor<7x3xf32> -> tensor<7x3xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 7]>>
// CHECK:         linalg.matmul ins(%[[LHS]], %[[RHS_E]] :
// REMARK: remark: @iree_3_13_wrong_case: iree_encoding.set_encoding %0 moved up above linalg.generic %lhs_f (bit-extend): K dim 1 of size 7 is padded to 8 (vmvx: K tile 4), and the fills stay harmless
// REMARK: remark: @iree_3_13_wrong_case: iree_encoding.set_encoding %1 stopped at linalg.generic %rhs_f: K dim 0 of size 7 is padded to 8 (vmvx: K tile 4), and subf maps 0 to -5; the other operand maps 0 to -3

// -----


  func.func @k_divides_the_tile(%lhs: tensor<5x8xi8>, %rhs: tensor<8x3xi8>) -> tensor<5x3xf32> {
    %lhs_zp = arith.constant 3.000000e+00 : f32
    %lhs_init = tensor.empty() : tensor<5x8xf32>
    %lhs_f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lhs : tensor<5x8xi8>) outs(%lhs_init : tensor<5x8xf32>) {
    ^bb0(%x: i8, %o: f32):
      %e = arith.extsi %x : i8 to i32
      %f = arith.sitofp %e : i32 to f32
      %z = arith.subf %f, %lhs_zp : f32
      linalg.yield %z : f32
    } -> tensor<5x8xf32>
    %rhs_zp = arith.constant 5.000000e+00 : f32
    %rhs_init = tensor.empty() : tensor<8x3xf32>
    %rhs_f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rhs : tensor<8x3xi8>) outs(%rhs_init : tensor<8x3xf32>) {
    ^bb0(%x_1: i8, %o_1: f32):
      %e_1 = arith.extsi %x_1 : i8 to i32
      %f_1 = arith.sitofp %e_1 : i32 to f32
      %z_1 = arith.subf %f_1, %rhs_zp : f32
      linalg.yield %z_1 : f32
    } -> tensor<8x3xf32>
    %zero = arith.constant 0.000000e+00 : f32
    %0 = iree_encoding.set_encoding %lhs_f : tensor<5x8xf32> -> tensor<5x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>
    %1 = iree_encoding.set_encoding %rhs_f : tensor<8x3xf32> -> tensor<8x3xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>
    %2 = tensor.empty() : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>
    %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>) -> tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>
    %4 = linalg.matmul ins(%0, %1 : tensor<5x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>, tensor<8x3xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>) outs(%3 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>) -> tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>>
    %mm = iree_encoding.unset_encoding %4 : tensor<5x3xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [5, 3, 8]>> -> tensor<5x3xf32>
    func.return %mm : tensor<5x3xf32>
  }

// K = 8 divides VMVX's K tile 4: nothing is padded along K, so both move, as in IREE.
// CHECK-LABEL: func.func @k_divides_the_tile(
// CHECK:         %[[A:.+]] = iree_encoding.set_encoding %lhs : tensor<5x8xi8>
// CHECK:         %[[LHS:.+]] = linalg.generic {{.*}} ins(%[[A]] :
// CHECK:         %[[B:.+]] = iree_encoding.set_encoding %rhs : tensor<8x3xi8>
// CHECK:         %[[RHS:.+]] = linalg.generic {{.*}} ins(%[[B]] :
// CHECK:         linalg.matmul ins(%[[LHS]], %[[RHS]] :
// REMARK: remark: @k_divides_the_tile: iree_encoding.set_encoding %0 moved up above linalg.generic %lhs_f (bit-extend): its new elements cannot change a result
// REMARK: remark: @k_divides_the_tile: iree_encoding.set_encoding %1 moved up above linalg.generic %rhs_f (bit-extend): its new elements cannot change a result
