// RUN: %iree-opt-3.13 --pass-pipeline="builtin.module(func.func(iree-codegen-materialize-device-encoding),canonicalize,cse)" --split-input-file %s | filecheck %s --check-prefixes=CHECK

// Ported from IREE's compiler/src/iree/compiler/Codegen/Common/test/materialize_encoding_vmvx.mlir (b48a595, =
// IREE 3.13): cases whose CHECK lines are IREE's own, checked against iree-opt 3.13 (the RUN line).
// Inputs and CHECK lines are IREE's (split one function a chunk where a chunk mixed lowered and not-lowered
// functions); the RUN line checks that iree-opt 3.13 still meets them.
// tests/pytest/transforms/test_materialize_encoding_into_packs_iree_ports.py compares our pass's output on each
// case structurally with iree-opt 3.13's and interprets it; a case our pass does not lower yet carries
// `// XFAIL(ours): <reason>` (a strict xfail, so it fails the day it passes).

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
func.func @set_encoding_dynamic(%input: tensor<?x?xf32>, %m: index, %n: index, %k: index) -> tensor<?x?xf32, #encoding_lhs> attributes {
  hal.executable.target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>}>
} {
  %0 = iree_encoding.set_encoding %input encoding_dims{%m, %n, %k} : tensor<?x?xf32> -> tensor<?x?xf32, #encoding_lhs>
  return %0 : tensor<?x?xf32, #encoding_lhs>
}
//       CHECK: func @set_encoding_dynamic(
//  CHECK-SAME:   %[[INPUT:[a-zA-Z0-9]+]]: tensor<?x?xf32>
//       CHECK:   %[[CST:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[EMPTY:.+]] = tensor.empty
//       CHECK:   %[[PACK:.+]] = linalg.pack
//  CHECK-SAME:       %[[INPUT]] padding_value(%[[CST]] : f32)
//  CHECK-SAME:       inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %[[EMPTY]]
//       CHECK:   return %[[PACK]]


// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding_lhs = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, ?, ?]>
func.func @unset_encoding_dynamic(%input: tensor<?x?xf32, #encoding_lhs>, %d0: index, %d1: index, %m: index, %n: index, %k: index) -> tensor<?x?xf32> attributes {
  hal.executable.target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>}>
} {
  %0 = iree_encoding.unset_encoding %input encoding_dims{%m, %n, %k} : tensor<?x?xf32, #encoding_lhs> -> tensor<?x?xf32>{%d0, %d1}
  return %0 : tensor<?x?xf32>
}
//       CHECK: func @unset_encoding_dynamic(
//  CHECK-SAME:   %[[INPUT:[a-zA-Z0-9]+]]: tensor<?x?x8x4xf32>
//       CHECK:   %[[EMPTY:.+]] = tensor.empty
//       CHECK:   %[[UNPACK:.+]] = linalg.unpack %[[INPUT]]
//  CHECK-SAME:       inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %[[EMPTY]]
//       CHECK:   return %[[UNPACK]]
