// RUN: %iree-opt-3.13 --pass-pipeline="builtin.module(func.func(iree-codegen-materialize-device-encoding))" --split-input-file %s | filecheck %s --check-prefixes=CHECK,STATIC

// Ported from IREE's compiler/src/iree/compiler/Codegen/Common/test/materialize_encoding_riscv.mlir (b48a595,
// = IREE 3.13): cases whose CHECK lines are IREE's own, checked against iree-opt 3.13 (the RUN line).
// Inputs and CHECK lines are IREE's (split one function a chunk where a chunk mixed lowered and not-lowered
// functions); the RUN line checks that iree-opt 3.13 still meets them.
// tests/pytest/transforms/test_materialize_encoding_into_packs_iree_ports.py runs each case through our pass
// as a strict xfail: when a case starts passing, move it to riscv.mlir. Only the default (STATIC) prefix is
// ported: scalable vectors are not done.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_rhs = #iree_encoding.encoding<operand_index = 1, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_res = #iree_encoding.encoding<operand_index = 2, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
// RISC-V64 with V extension - set_encoding for LHS (f32)
// The LHS operand corresponds to the M dimension, which is NOT scalable.
// Therefore, STATIC and SCALABLE produce the same result for LHS.
func.func @matmul_set_encoding_LHS_f32_riscv64(%arg0: tensor<?x?xf32>, %m: index, %n: index, %k: index) -> tensor<?x?xf32, #encoding_lhs> attributes {
  hal.executable.target = #hal.executable.target<"llvm-cpu", "xyz", {target_triple="riscv64-xyz-xyz", cpu_features="+v", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>
} {
  %0 = iree_encoding.set_encoding %arg0 encoding_dims{%m, %n, %k} : tensor<?x?xf32> -> tensor<?x?xf32, #encoding_lhs>
  return %0 : tensor<?x?xf32, #encoding_lhs>
}
// CHECK-LABEL: func.func @matmul_set_encoding_LHS_f32_riscv64
// CHECK-SAME:    %[[ARG0:[a-zA-Z0-9]+]]: tensor<?x?xf32>
// CHECK:         %[[PACK:.+]] = linalg.pack %[[ARG0]]
// CHECK-SAME:      outer_dims_perm = [0, 1]
// CHECK-SAME:      inner_dims_pos = [0, 1]
// CHECK-SAME:      inner_tiles = [7, 1]
// CHECK-SAME:      -> tensor<?x?x7x1xf32>
// CHECK:         return %[[PACK]]

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_rhs = #iree_encoding.encoding<operand_index = 1, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_res = #iree_encoding.encoding<operand_index = 2, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
// RISC-V64 with V extension - set_encoding for RHS (f32)
// The RHS operand corresponds to the N dimension, which IS scalable in when scalable vectorization is enabled.
// In static mode: N tile is fixed based on VLEN (16 for VLEN=128)
// In scalable mode: N tile is scalable (8 * vscale)
func.func @matmul_set_encoding_RHS_f32_riscv64(%arg0: tensor<?x?xf32>, %m: index, %n: index, %k: index) -> tensor<?x?xf32, #encoding_rhs> attributes {
  hal.executable.target = #hal.executable.target<"llvm-cpu", "xyz", {target_triple="riscv64-xyz-xyz", cpu_features="+v", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>
} {
  %0 = iree_encoding.set_encoding %arg0 encoding_dims{%m, %n, %k} : tensor<?x?xf32> -> tensor<?x?xf32, #encoding_rhs>
  return %0 : tensor<?x?xf32, #encoding_rhs>
}
// CHECK-LABEL: func.func @matmul_set_encoding_RHS_f32_riscv64
// CHECK-SAME:    %[[SRC:[a-zA-Z0-9]+]]: tensor<?x?xf32>
// CHECK-DAG:     %[[PAD:.+]] = arith.constant 0.000000e+00 : f32

// SCALABLE-DAG:  %[[C8:.*]] = arith.constant 8 : index
// SCALABLE-DAG:  %[[VSCALE:.*]] = vector.vscale
// SCALABLE:      %[[C8_VSCALE:.*]] = arith.muli %[[VSCALE]], %[[C8]] : index

/// With dynamic dimensions the N dimension is padded up to a multiple of the
/// (possibly scalable) inner tile, so both modes emit a padding value.
// CHECK:         %[[PACK:.+]] = linalg.pack %[[SRC]]
// CHECK-SAME:      padding_value(%[[PAD]] : f32)
// CHECK-SAME:      outer_dims_perm = [1, 0]
// CHECK-SAME:      inner_dims_pos = [1, 0]

// STATIC-SAME:     inner_tiles = [16, 1]
// STATIC-SAME:     -> tensor<?x?x16x1xf32>

// SCALABLE-SAME:   inner_tiles = [%[[C8_VSCALE]], 1]
// SCALABLE-SAME:   -> tensor<?x?x?x1xf32>

// CHECK:         return %[[PACK]]

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_rhs = #iree_encoding.encoding<operand_index = 1, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_res = #iree_encoding.encoding<operand_index = 2, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
// RISC-V64 with V extension - unset_encoding for RESULT (f32)
// The RESULT operand has both M and N dimensions. M is fixed, N differs by mode.
func.func @matmul_unset_encoding_RESULT_f32_riscv64(%arg0: tensor<?x?xf32, #encoding_res>, %m: index, %n: index, %k: index) -> tensor<?x?xf32> attributes {
  hal.executable.target = #hal.executable.target<"llvm-cpu", "xyz", {target_triple="riscv64-xyz-xyz", cpu_features="+v", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>
} {
  %0 = iree_encoding.unset_encoding %arg0 encoding_dims{%m, %n, %k} : tensor<?x?xf32, #encoding_res> -> tensor<?x?xf32>{%m, %n}
  return %0 : tensor<?x?xf32>
}
// CHECK-LABEL: func.func @matmul_unset_encoding_RESULT_f32_riscv64
// STATIC-SAME:    %[[INPUT:[a-zA-Z0-9]+]]: tensor<?x?x7x16xf32>
// SCALABLE-SAME:  %[[INPUT:[a-zA-Z0-9]+]]: tensor<?x?x7x?xf32>

// CHECK-DAG:     %[[EMPTY:.+]] = tensor.empty{{.*}} : tensor<?x?xf32>

// SCALABLE-DAG:  %[[C8:.+]] = arith.constant 8 : index
// SCALABLE:      %[[VSCALE:.+]] = vector.vscale
// SCALABLE:      %[[C8_VSCALE:.+]] = arith.muli %[[VSCALE]], %[[C8]] : index

// CHECK:         %[[UNPACK:.+]] = linalg.unpack %[[INPUT]]
// CHECK-SAME:        outer_dims_perm = [0, 1] inner_dims_pos = [0, 1]
// STATIC-SAME:       inner_tiles = [7, 16]
// SCALABLE-SAME:     inner_tiles = [7, %[[C8_VSCALE]]]

// CHECK:         return %[[UNPACK]] : tensor<?x?xf32>

// -----

// RISC-V64 with V extension and zvfh - full matmul lowering (f16)

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f16, f16, f16], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_rhs = #iree_encoding.encoding<operand_index = 1, op_type = matmul, element_types = [f16, f16, f16], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_result = #iree_encoding.encoding<operand_index = 2, op_type = matmul, element_types = [f16, f16, f16], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
func.func @full_matmul_lowering_f16f16f16_riscv64(
    %lhs: tensor<?x?xf16>,
    %rhs: tensor<?x?xf16>,
    %acc: tensor<?x?xf16>,
    %m : index, %n : index, %k : index
) -> tensor<?x?xf16> attributes {
  hal.executable.target = #hal.executable.target<"llvm-cpu", "xyz", {target_triple="riscv64-xyz-xyz", cpu_features="+v,+zvfh", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>
} {
  %0 = iree_encoding.set_encoding %lhs encoding_dims{%m, %n, %k} : tensor<?x?xf16> -> tensor<?x?xf16, #encoding_lhs>
  %1 = iree_encoding.set_encoding %rhs encoding_dims{%m, %n, %k} : tensor<?x?xf16> -> tensor<?x?xf16, #encoding_rhs>
  %2 = iree_encoding.set_encoding %acc encoding_dims{%m, %n, %k} : tensor<?x?xf16> -> tensor<?x?xf16, #encoding_result>
  %3 = linalg.matmul
      ins(%0, %1 : tensor<?x?xf16, #encoding_lhs>,
                   tensor<?x?xf16, #encoding_rhs>)
      outs(%2 : tensor<?x?xf16, #encoding_result>)
      -> tensor<?x?xf16, #encoding_result>
  %4 = iree_encoding.unset_encoding %3 encoding_dims{%m, %n, %k} : tensor<?x?xf16, #encoding_result> -> tensor<?x?xf16>{%m, %n}
  return %4 : tensor<?x?xf16>
}

/// F16 on RISC-V64 with V+zvfh extension:
/// For the static case: M=7, N=16 (vlen=128), K=1
/// For the scalable case: M=7, N=8*vscale (vlen=64*vscale), K=1

// CHECK-LABEL: func @full_matmul_lowering_f16f16f16_riscv64(
// CHECK-SAME:    %[[LHS:[a-zA-Z0-9]+]]: tensor<?x?xf16>
// CHECK-SAME:    %[[RHS:[a-zA-Z0-9]+]]: tensor<?x?xf16>
// CHECK-SAME:    %[[ACC:[a-zA-Z0-9]+]]: tensor<?x?xf16>

// SCALABLE:      %[[C8:.+]] = arith.constant 8

/// Pack LHS: [M, K] -> [?, ?, 7, 1] (this happens before vscale computation)
// CHECK:         %[[PACK_LHS:.+]] = linalg.pack %[[LHS]]
// CHECK-SAME:      outer_dims_perm = [0, 1]
// CHECK-SAME:      inner_dims_pos = [0, 1]
// CHECK-SAME:      inner_tiles = [7, 1]

// SCALABLE:      %[[VSCALE:.+]] = vector.vscale
// SCALABLE:      %[[C8_VSCALE:.+]] = arith.muli %[[VSCALE]], %[[C8]]

/// Pack RHS: [K, N] -> [?, ?, N_tile, 1] with outer_dims_perm = [1, 0]
// CHECK:         %[[PACK_RHS:.+]] = linalg.pack %[[RHS]]
// CHECK-SAME:      outer_dims_perm = [1, 0]
// CHECK-SAME:      inner_dims_pos = [1, 0]
// STATIC-SAME:     inner_tiles = [16, 1]
// SCALABLE-SAME:   inner_tiles = [%[[C8_VSCALE]], 1]

/// Pack ACC: [M, N] -> [?, ?, 7, N_tile]
// CHECK:         %[[PACK_ACC:.+]] = linalg.pack %[[ACC]]
// CHECK-SAME:      outer_dims_perm = [0, 1]
// CHECK-SAME:      inner_dims_pos = [0, 1]
// STATIC-SAME:     inner_tiles = [7, 16]
// SCALABLE-SAME:   inner_tiles = [7, %[[C8_VSCALE]]]

/// The mmt4d operation
// CHECK:         %[[MMT4D:.+]] = linalg.mmt4d
// CHECK-SAME:      ins(%[[PACK_LHS]], %[[PACK_RHS]] :
// CHECK-SAME:      outs(%[[PACK_ACC]] :

/// Unpack result: [?, ?, 7, N_tile] -> [M, N]
// CHECK:         %[[UNPACK:.+]] = linalg.unpack %[[MMT4D]]
// CHECK-SAME:      outer_dims_perm = [0, 1]
// CHECK-SAME:      inner_dims_pos = [0, 1]
// STATIC-SAME:     inner_tiles = [7, 16]
// SCALABLE-SAME:   inner_tiles = [7, %[[C8_VSCALE]]]

// CHECK:         return %[[UNPACK]]


// -----

// RISC-V64 with V extension and zvfbfwma - full matmul lowering (bf16 -> f32)

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_rhs = #iree_encoding.encoding<operand_index = 1, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
#encoding_result = #iree_encoding.encoding<operand_index = 2, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
func.func @full_matmul_lowering_bf16bf16f32_riscv64(
    %lhs: tensor<?x?xbf16>,
    %rhs: tensor<?x?xbf16>,
    %acc: tensor<?x?xf32>,
    %m : index, %n : index, %k : index
) -> tensor<?x?xf32> attributes {
  hal.executable.target = #hal.executable.target<"llvm-cpu", "xyz", {target_triple="riscv64-xyz-xyz", cpu_features="+v,+zvfbfwma", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>
} {
  %0 = iree_encoding.set_encoding %lhs encoding_dims{%m, %n, %k} : tensor<?x?xbf16> -> tensor<?x?xbf16, #encoding_lhs>
  %1 = iree_encoding.set_encoding %rhs encoding_dims{%m, %n, %k} : tensor<?x?xbf16> -> tensor<?x?xbf16, #encoding_rhs>
  %2 = iree_encoding.set_encoding %acc encoding_dims{%m, %n, %k} : tensor<?x?xf32> -> tensor<?x?xf32, #encoding_result>
  %3 = linalg.matmul
      ins(%0, %1 : tensor<?x?xbf16, #encoding_lhs>,
                   tensor<?x?xbf16, #encoding_rhs>)
      outs(%2 : tensor<?x?xf32, #encoding_result>)
      -> tensor<?x?xf32, #encoding_result>
  %4 = iree_encoding.unset_encoding %3 encoding_dims{%m, %n, %k} : tensor<?x?xf32, #encoding_result> -> tensor<?x?xf32>{%m, %n}
  return %4 : tensor<?x?xf32>
}

/// BF16 -> F32 on RISC-V64 with V+zvfbfwma extension:
/// For the static case: M=7, N=16 (vlen=128), K=1
/// For the scalable case: M=7, N=8*vscale (vlen=64*vscale), K=1
/// The bf16 operands are LMUL=2 and the f32 accumulators EMUL=4.

// CHECK-LABEL: func @full_matmul_lowering_bf16bf16f32_riscv64(
// CHECK-SAME:    %[[LHS:[a-zA-Z0-9]+]]: tensor<?x?xbf16>
// CHECK-SAME:    %[[RHS:[a-zA-Z0-9]+]]: tensor<?x?xbf16>
// CHECK-SAME:    %[[ACC:[a-zA-Z0-9]+]]: tensor<?x?xf32>

// SCALABLE:      %[[C8:.+]] = arith.constant 8

/// Pack LHS: [M, K] -> [?, ?, 7, 1] (this happens before vscale computation)
// CHECK:         %[[PACK_LHS:.+]] = linalg.pack %[[LHS]]
// CHECK-SAME:      outer_dims_perm = [0, 1]
// CHECK-SAME:      inner_dims_pos = [0, 1]
// CHECK-SAME:      inner_tiles = [7, 1]

// SCALABLE:      %[[VSCALE:.+]] = vector.vscale
// SCALABLE:      %[[C8_VSCALE:.+]] = arith.muli %[[VSCALE]], %[[C8]]

/// Pack RHS: [K, N] -> [?, ?, N_tile, 1] with outer_dims_perm = [1, 0]
// CHECK:         %[[PACK_RHS:.+]] = linalg.pack %[[RHS]]
// CHECK-SAME:      outer_dims_perm = [1, 0]
// CHECK-SAME:      inner_dims_pos = [1, 0]
// STATIC-SAME:     inner_tiles = [16, 1]
// SCALABLE-SAME:   inner_tiles = [%[[C8_VSCALE]], 1]

/// Pack ACC: [M, N] -> [?, ?, 7, N_tile]
// CHECK:         %[[PACK_ACC:.+]] = linalg.pack %[[ACC]]
// CHECK-SAME:      outer_dims_perm = [0, 1]
// CHECK-SAME:      inner_dims_pos = [0, 1]
// STATIC-SAME:     inner_tiles = [7, 16]
// SCALABLE-SAME:   inner_tiles = [7, %[[C8_VSCALE]]]

/// The mmt4d operation
// CHECK:         %[[MMT4D:.+]] = linalg.mmt4d
// CHECK-SAME:      ins(%[[PACK_LHS]], %[[PACK_RHS]] :
// CHECK-SAME:      outs(%[[PACK_ACC]] :

/// Unpack result: [?, ?, 7, N_tile] -> [M, N]
// CHECK:         %[[UNPACK:.+]] = linalg.unpack %[[MMT4D]]
// CHECK-SAME:      outer_dims_perm = [0, 1]
// CHECK-SAME:      inner_dims_pos = [0, 1]
// STATIC-SAME:     inner_tiles = [7, 16]
// SCALABLE-SAME:   inner_tiles = [7, %[[C8_VSCALE]]]

// CHECK:         return %[[UNPACK]]
