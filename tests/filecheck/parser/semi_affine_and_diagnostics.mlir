// IREE's IR through xdsl-encoding-opt: a semi-affine map (stock xdsl-opt, xDSL 0.74, raises
// NotImplementedError in AffineExpr.ceil_div on it) and diagnostics located in this file, no traceback.
// RUN: not xdsl-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=STOCK
// RUN: not xdsl-encoding-opt %s --split-input-file -p verify-encodings 2>&1 | filecheck %s --check-prefix=ERROR
// RUN: xdsl-encoding-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Ported from iree-org/iree compiler/src/iree/compiler/Codegen/Common/test/tile_and_distribute_to_workgroups.mlir
// (the tile count of a dynamic workload).
#map = affine_map<()[s0, s1] -> (s0 ceildiv s1)>
func.func @tiles(%n: index) -> index {
  %c16 = arith.constant 16 : index
  %t = affine.apply #map()[%n, %c16]
  func.return %t : index
}

// CHECK: affine.apply affine_map<()[s0, s1] -> ((s0 ceildiv s1))> ()[%n, %c16]
// STOCK: NotImplementedError

// -----

func.func @uses_a_value_before_its_definition(%a: f32) -> f32 {
  %0 = arith.addf %a, %1 : f32
  %1 = arith.mulf %a, %a : f32
  func.return %0 : f32
}

// ERROR: semi_affine_and_diagnostics.mlir:22:3: error: 'arith.addf': operand #1 (the value) does not dominate this use
// ERROR-NOT: Traceback
// CHECK: semi_affine_and_diagnostics.mlir:22:3: error: 'arith.addf': operand #1 (the value) does not dominate this use
