// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// Dispatch tensors, loads/stores with static, dynamic and rank-reducing slices, barriers.

func.func @slices(%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %out: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x16xf32>>, %n: index, %o: index) {
  %w = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
  %0 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%w, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%w} -> tensor<?x16xf32>
  %1 = iree_tensor_ext.dispatch.tensor.load %out, offsets = [%o, 2], sizes = [1, 8], strides = [1, 2] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x16xf32>> -> tensor<8xf32>
  iree_tensor_ext.dispatch.tensor.store %1, %out, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x16xf32>>
  return
}

func.func @barriers(%t: tensor<?x4xf32>, %d: index) -> tensor<?x4xf32> {
  %0 = iree_tensor_ext.compute_barrier.start %t : tensor<?x4xf32>{%d} -> tensor<?x4xf32>
  %1 = iree_tensor_ext.compute_barrier.end %0 : tensor<?x4xf32>{%d} -> tensor<?x4xf32>
  %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%d)
  return %1 : tensor<?x4xf32>
}

// CHECK:      %{{.*}} = iree_tensor_ext.dispatch.workload.ordinal %{{.*}}, 0 : index
// CHECK-NEXT: %{{.*}} = iree_tensor_ext.dispatch.tensor.load %{{.*}}, offsets = [0, 0], sizes = [%{{.*}}, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%{{.*}}} -> tensor<?x16xf32>
// CHECK-NEXT: %{{.*}} = iree_tensor_ext.dispatch.tensor.load %{{.*}}, offsets = [%{{.*}}, 2], sizes = [1, 8], strides = [1, 2] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x16xf32>> -> tensor<8xf32>
// CHECK-NEXT: iree_tensor_ext.dispatch.tensor.store %{{.*}}, %{{.*}}, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x16xf32>>
// CHECK:      %{{.*}} = iree_tensor_ext.compute_barrier.start %{{.*}} : tensor<?x4xf32>{%{{.*}}} -> tensor<?x4xf32>
// CHECK-NEXT: %{{.*}} = iree_tensor_ext.compute_barrier.end %{{.*}} : tensor<?x4xf32>{%{{.*}}} -> tensor<?x4xf32>
// CHECK-NEXT: %{{.*}}, %{{.*}}, %{{.*}} = iree_tensor_ext.dispatch.workgroup_count_from_slice(%{{.*}})

// CHECK-GENERIC: "iree_tensor_ext.dispatch.tensor.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 16>, static_strides = array<i64: 1, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>}>
