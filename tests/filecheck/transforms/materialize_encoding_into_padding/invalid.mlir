// RUN: xdsl-opt %s -p materialize-encoding-into-padding --split-input-file --verify-diagnostics | filecheck %s
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=tiles}' --split-input-file --verify-diagnostics | filecheck %s --check-prefix=OPTION
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple multiple=0}' --split-input-file --verify-diagnostics | filecheck %s --check-prefix=MULTIPLE

// Inputs the pass cannot handle fail with a diagnostic naming the op, on the unchanged input.
// OPTION: materialize-encoding-into-padding: unknown resolver 'tiles', expected one of cache-line, multiple
// MULTIPLE: materialize-encoding-into-padding: multiple must be positive, got 0

#l = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>, #iree_encoding.padding<[0, 32]>]>
func.func @illegal_layout_with_disagreeing_members(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #l>
  %u = iree_encoding.unset_encoding %e : tensor<4x8xf32, #l> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
// CHECK: materialize-encoding-into-padding: iree_encoding.set_encoding: cannot resolve the padding of tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>, #iree_encoding.padding<[0, 32]>]>>: the members of {{.*}} resolve to different paddings ([0, 32], [0, 64])
// CHECK: %e = "iree_encoding.set_encoding"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32, #iree_encoding.layout


// -----

#p = #iree_encoding.padding<[0, 4]>
func.func @illegal_padding_without_a_zero(%x: tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>> {
  %e = iree_encoding.set_encoding %x : tensor<4x8xcomplex<f32>> -> tensor<4x8xcomplex<f32>, #p>
  %u = iree_encoding.unset_encoding %e : tensor<4x8xcomplex<f32>, #p> -> tensor<4x8xcomplex<f32>>
  func.return %u : tensor<4x8xcomplex<f32>>
}
// CHECK: materialize-encoding-into-padding: iree_encoding.set_encoding: cannot pad tensor<4x8xcomplex<f32>, #iree_encoding.padding<[0, 4]>>: no zero of element type complex<f32>

// -----

// Inputs that fail the strict checks of this package are rejected before anything changes.

func.func @illegal_collapse_shape(%x: tensor<2x8xf32>) -> tensor<15xf32> {
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x8xf32> into tensor<15xf32>
  func.return %c : tensor<15xf32>
}
// CHECK: Operation does not verify: tensor.collapse_shape: collapsed dim 0 has size 15, but its group [0, 1] multiplies to 16
