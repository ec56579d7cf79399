// RUN: xdsl-opt %s -p 'materialize-encoding-into-packs{target=x86_64 cpu_features="+avx,+avx2,+fma"}' | filecheck %s

// An encoded ?x7 LHS crossing flow.dispatch.workgroups: on the host its {%d} becomes the packed outer
// size (M tile 8: ceildiv 8, the pack's own size after CSE), the index operand and the workload stay logical; in the body the load
// computes the packed size from the workload ordinal, as IREE 3.13's device-side materialization
// (MaterializeTensorExtDispatchTensorLoadOp) does.

#lhs = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 10, 7]>
#rhs = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 10, 7]>
#acc = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 10, 7]>
util.func public @main(%x: tensor<?x7xf32>, %w: tensor<7x10xf32>) -> tensor<?x10xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %x, %c0 : tensor<?x7xf32>
  %a = flow.tensor.encode %x : tensor<?x7xf32>{%m} -> tensor<?x7xf32, #lhs>{%m}
  %b = flow.tensor.encode %w : tensor<7x10xf32> -> tensor<7x10xf32, #rhs>
  %r = flow.dispatch.workgroups[%m](%a, %b, %m) : (tensor<?x7xf32, #lhs>{%m}, tensor<7x10xf32, #rhs>, index) -> tensor<?x10xf32>{%m} =
      (%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x7xf32, #lhs>>, %inw: !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x10xf32, #rhs>>, %n: index, %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x10xf32>>) {
    %zero = arith.constant 0.0 : f32
    %m0 = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
    %l = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%m0, 7], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x7xf32, #lhs>>{%m0} -> tensor<?x7xf32, #lhs>
    %lw = iree_tensor_ext.dispatch.tensor.load %inw, offsets = [0, 0], sizes = [7, 10], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x10xf32, #rhs>> -> tensor<7x10xf32, #rhs>
    %e = tensor.empty(%m0) : tensor<?x10xf32, #acc>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x10xf32, #acc>) -> tensor<?x10xf32, #acc>
    %mm = linalg.matmul ins(%l, %lw : tensor<?x7xf32, #lhs>, tensor<7x10xf32, #rhs>) outs(%f : tensor<?x10xf32, #acc>) -> tensor<?x10xf32, #acc>
    %u = iree_encoding.unset_encoding %mm : tensor<?x10xf32, #acc> -> tensor<?x10xf32>{%m0}
    iree_tensor_ext.dispatch.tensor.store %u, %out, offsets = [0, 0], sizes = [%m0, 10], strides = [1, 1] : tensor<?x10xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x10xf32>>{%m0}
    flow.return
  } count(%w0: index) -> (index, index, index) {
    %gx, %gy, %gz = iree_tensor_ext.dispatch.workgroup_count_from_slice(%w0)
    flow.return %gx, %gy, %gz : index, index, index
  }
  util.return %r : tensor<?x10xf32>
}

// CHECK-LABEL: util.func public @main(
// CHECK:         %[[M:.+]] = tensor.dim %x, %c0 : tensor<?x7xf32>
// CHECK:         %[[PM:.+]] = affine.apply affine_map<()[s0] -> ((s0 ceildiv 8))> ()[%[[M]]]
// CHECK-NEXT:    %[[E:.+]] = tensor.empty(%[[PM]]) : tensor<?x7x8x1xf32>
// CHECK-NEXT:    %a = linalg.pack %x {{.*}} inner_tiles = [8, 1] into %[[E]] : tensor<?x7xf32> -> tensor<?x7x8x1xf32>
// CHECK:         %b = linalg.pack %w {{.*}} : tensor<7x10xf32> -> tensor<2x7x8x1xf32>
// CHECK-NEXT:    %r = flow.dispatch.workgroups[%[[M]]](%a, %b, %[[M]]) : (tensor<?x7x8x1xf32>{%[[PM]]}, tensor<2x7x8x1xf32>, index) -> tensor<?x10xf32>{%[[M]]} =
// CHECK-NEXT:      (%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x7x8x1xf32>>, %inw: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x7x8x1xf32>>, %n: index, %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x10xf32>>) {
// CHECK:           %[[M0:.+]] = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
// CHECK-NEXT:      %[[PM0:.+]] = affine.apply affine_map<()[s0] -> ((s0 ceildiv 8))> ()[%[[M0]]]
// CHECK-NEXT:      %l = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0, 0, 0], sizes = [%[[PM0]], 7, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x7x8x1xf32>>{%[[PM0]]} -> tensor<?x7x8x1xf32>
// CHECK:           tensor.empty(%[[PM0]]) : tensor<2x?x8x8xf32>
// CHECK:           linalg.mmt4d
// CHECK:           linalg.unpack
// CHECK:           iree_tensor_ext.dispatch.tensor.store {{.*}} sizes = [%[[M0]], 10]
