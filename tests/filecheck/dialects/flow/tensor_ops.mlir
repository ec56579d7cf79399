// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// flow's element and fill ops as dispatch creation leaves them on the host (iree-compile 3.13 on
// ONNX Pad/Conv with padding: `tensor.splat`; DynamicQuantizeLinear: `tensor.load` of a 0-d tensor;
// GRU: `tensor.slice` of one step and `tensor.update` tied to its target).

util.func public @tensor_ops(%v: f32, %a: tensor<?x4xf32>, %s: tensor<i8>, %d: index, %i: index) -> (tensor<?x4xf32>, tensor<?x4xf32>, i8, f32) {
  %0 = flow.tensor.splat %v : tensor<?x4xf32>{%d}
  %1 = flow.tensor.clone %a : tensor<?x4xf32>{%d}
  %2 = flow.tensor.load %s : tensor<i8>
  %3 = flow.tensor.load %a[%i, %i] : tensor<?x4xf32>{%d}
  %4 = flow.tensor.store %v, %1[%i, %i] : tensor<?x4xf32>{%d}
  util.return %0, %4, %2, %3 : tensor<?x4xf32>, tensor<?x4xf32>, i8, f32
}

// CHECK:      %{{.*}} = flow.tensor.splat %{{.*}} : tensor<?x4xf32>{%{{.*}}}
// CHECK-NEXT: %{{.*}} = flow.tensor.clone %{{.*}} : tensor<?x4xf32>{%{{.*}}}
// CHECK-NEXT: %{{.*}} = flow.tensor.load %{{.*}} : tensor<i8>
// CHECK-NEXT: %{{.*}} = flow.tensor.load %{{.*}}[%{{.*}}, %{{.*}}] : tensor<?x4xf32>{%{{.*}}}
// CHECK-NEXT: %{{.*}} = flow.tensor.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : tensor<?x4xf32>{%{{.*}}}
// CHECK-GENERIC: "flow.tensor.load"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<i8>) -> i8
// CHECK-GENERIC: "flow.tensor.store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> : (f32, tensor<?x4xf32>, index, index, index) -> tensor<?x4xf32>

util.func public @slice_update(%a: tensor<?x1x3xf32>, %u: tensor<1x1x3xf32>, %d: index, %i: index, %c0: index, %c1: index, %c3: index) -> (tensor<1x1x3xf32>, tensor<?x1x3xf32>) {
  %0 = flow.tensor.slice %a[%i, %c0, %c0 for %c1, %c1, %c3] : tensor<?x1x3xf32>{%d} -> tensor<1x1x3xf32>
  %1 = flow.tensor.update %u, %a[%i, %c0, %c0] : tensor<1x1x3xf32> -> %a as tensor<?x1x3xf32>{%d}
  util.return %0, %1 : tensor<1x1x3xf32>, tensor<?x1x3xf32>
}

// CHECK:      %{{.*}} = flow.tensor.slice %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}} for %{{.*}}, %{{.*}}, %{{.*}}] : tensor<?x1x3xf32>{%{{.*}}} -> tensor<1x1x3xf32>
// CHECK-NEXT: %{{.*}} = flow.tensor.update %{{.*}}, %[[A:.*]][%{{.*}}, %{{.*}}, %{{.*}}] : tensor<1x1x3xf32> -> %[[A]] as tensor<?x1x3xf32>{%{{.*}}}
// CHECK-GENERIC: "flow.tensor.update"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 3, 1, 0>}> : (tensor<?x1x3xf32>, index, index, index, index, tensor<1x1x3xf32>) -> tensor<?x1x3xf32>
