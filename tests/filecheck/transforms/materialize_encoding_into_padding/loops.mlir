// RUN: xdsl-opt %s -p materialize-encoding-into-padding | filecheck %s

// An scf.for that carries an encoded tensor (as plan-layouts leaves an accumulator) keeps it in its
// storage: the init is padded before the loop, the iter_arg, the yield and the result are the padded
// storage, and the unset after the loop slices it (materialization/loops.py).

#p = #iree_encoding.padding<[0, 4]>
func.func @carried(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #p>
  %ey = iree_encoding.set_encoding %y : tensor<4x8xf32> -> tensor<4x8xf32, #p>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %e) -> (tensor<4x8xf32, #p>) {
    %n = arith.addf %it, %ey : tensor<4x8xf32, #p>
    scf.yield %n : tensor<4x8xf32, #p>
  }
  %u = iree_encoding.unset_encoding %r : tensor<4x8xf32, #p> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}

// CHECK:      %e = tensor.pad %x
// CHECK:      scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %e) -> (tensor<4x12xf32>) {
// CHECK:        scf.yield {{.*}} : tensor<4x12xf32>
// CHECK-NEXT: }
// CHECK:      tensor.extract_slice %r[0, 0] [4, 8] [1, 1] : tensor<4x12xf32> to tensor<4x8xf32>

// Interpreted against the input in tests/pytest/transforms/test_plan_layouts.py (accumulate_in_loop).
