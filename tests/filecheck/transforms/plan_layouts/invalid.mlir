// RUN: xdsl-opt %s -p 'plan-layouts{target=x86_64},materialize-encoding-into-packs{target=aarch64}' --verify-diagnostics | filecheck %s
// RUN: xdsl-opt %s -p 'plan-layouts{target=x86_64},materialize-encoding-into-packs{target=x86_64 cpu-features="+avx512f"}' --verify-diagnostics | filecheck %s --check-prefix=AVX
// RUN: xdsl-opt %s -p 'plan-layouts{target=x86_64}' | filecheck %s --check-prefix=PLAN
// RUN: xdsl-opt %s -p 'plan-layouts{target=nowhere}' --verify-diagnostics | filecheck %s --check-prefix=BAD
// RUN: xdsl-opt %s -p 'plan-layouts{target=x86_64},plan-layouts{target=aarch64}' --verify-diagnostics | filecheck %s --check-prefix=AGAIN

// A plan is for one target: it is recorded in the module (IREE's attribute name), and materializing
// for another target is refused before anything is rewritten, naming both.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [16, 24, 32]>
func.func @f(%x: tensor<16x32xf32>) -> tensor<16x32xf32, #lhs> {
  %e = iree_encoding.set_encoding %x : tensor<16x32xf32> -> tensor<16x32xf32, #lhs>
  func.return %e : tensor<16x32xf32, #lhs>
}

// CHECK: materialize-encoding-into-packs: the module's layouts were planned for target 'x86_64' (iree.encoding.materialized_layout_target); materializing them for target 'aarch64' is refused: run set-encoding and plan-layouts for 'aarch64' instead
// AVX: materializing them for target 'x86_64{cpu-features=+avx512f}' is refused
// PLAN: builtin.module attributes {iree.encoding.materialized_layout_target = "x86_64"}
// BAD: plan-layouts: unknown target 'nowhere'
// AGAIN: plan-layouts: the module's layouts were planned for target 'x86_64', not 'aarch64'
