// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// Dispatch regions (elided empty flow.return), workgroups with dynamic dims, a tied result and a count region,
// and the host-side tensor ops. Syntax as in IREE's DispatchCreation/test/*.mlir and iree-compile 3.13 output.

util.func public @regions(%a: tensor<?x16xf32>, %d: index) -> (tensor<?x16xf32>, tensor<4x4xf32>) {
  %0 = flow.dispatch.region[%d] -> (tensor<?x16xf32>{%d}) {
    %1 = arith.addf %a, %a : tensor<?x16xf32>
    flow.return %1 : tensor<?x16xf32>
  } count(%w: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%w)
    flow.return %x, %y, %z : index, index, index
  }
  %r = flow.tensor.reshape %0 : tensor<?x16xf32>{%d} -> tensor<?x4x4xf32>{%d}
  %c = arith.constant dense<1.0> : tensor<4x4xf32>
  %e = flow.tensor.encode %c : tensor<4x4xf32> -> tensor<4x4xf32, #iree_encoding.identity>
  %u = flow.tensor.encode %e : tensor<4x4xf32, #iree_encoding.identity> -> tensor<4x4xf32>
  util.return %0, %u : tensor<?x16xf32>, tensor<4x4xf32>
}

util.func public @workgroups(%a: tensor<?x16xf32>, %b: tensor<4xf32>, %d: index) -> (tensor<?x16xf32>, tensor<4xf32>) {
  %0:2 = flow.dispatch.workgroups[%d](%a, %b, %d) : (tensor<?x16xf32>{%d}, tensor<4xf32>, index) -> (tensor<?x16xf32>{%d}, %b) =
      (%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %acc: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>, %n: index, %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
    %1 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%n, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%n} -> tensor<?x16xf32>
    iree_tensor_ext.dispatch.tensor.store %1, %out, offsets = [0, 0], sizes = [%n, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%n}
    flow.return
  } count(%w: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%w)
    flow.return %x, %y, %z : index, index, index
  }
  util.return %0#0, %0#1 : tensor<?x16xf32>, tensor<4xf32>
}

// CHECK:      %{{.*}} = flow.dispatch.region[%{{.*}}] -> (tensor<?x16xf32>{%{{.*}}}) {
// CHECK-NEXT:   %{{.*}} = arith.addf %{{.*}}, %{{.*}} : tensor<?x16xf32>
// CHECK-NEXT:   flow.return %{{.*}} : tensor<?x16xf32>
// CHECK-NEXT: } count(%{{.*}}: index) -> (index, index, index) {
// CHECK:      %{{.*}} = flow.tensor.reshape %{{.*}} : tensor<?x16xf32>{%{{.*}}} -> tensor<?x4x4xf32>{%{{.*}}}
// CHECK:      %{{.*}} = flow.tensor.encode %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32, #iree_encoding.identity>
// CHECK:      {{.*}} = flow.dispatch.workgroups[%{{.*}}](%{{.*}}, %[[B:.*]], %{{.*}}) : (tensor<?x16xf32>{%{{.*}}}, tensor<4xf32>, index) -> (tensor<?x16xf32>{%{{.*}}}, %[[B]]) =
// CHECK-NEXT:   (%{{.*}}: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %{{.*}}: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>, %{{.*}}: index, %{{.*}}: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
// CHECK:        flow.return
// CHECK-NEXT: } count(%{{.*}}: index) -> (index, index, index) {

// CHECK-GENERIC: "flow.dispatch.workgroups"({{.*}}) <{tied_operands = [-1 : index, 1 : index], operandSegmentSizes = array<i32: 1, 3, 1, 1>}> ({
