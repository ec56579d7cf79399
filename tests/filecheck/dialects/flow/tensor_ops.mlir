// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// flow's element and fill ops as dispatch creation leaves them on the host (iree-compile 3.13 on
// ONNX Pad/Conv with padding: `tensor.splat`; DynamicQuantizeLinear: `tensor.load` of a 0-d tensor).

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
