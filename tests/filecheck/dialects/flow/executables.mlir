// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// Outlined executables as iree-compile 3.13 prints them at --compile-to=flow (tests/data/iree/*.flow.mlir):
// an export with a workgroup count region and one renamed with `as("...")`, dispatches with a workload,
// dynamic dims and a tied result, and the whole-value tensor ops (empty, alloca, constant, tie_shape,
// transfer, trace) as in IREE's Dialect/Flow/IR/test/tensor_ops.mlir.

flow.executable private @ex {
  flow.executable.export public @scale workgroups(%w: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%w)
    flow.return %x, %y, %z : index, index, index
  }
  flow.executable.export public @copy as("copy_renamed")
  builtin.module {
    func.func @scale(%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, %n: index, %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
      %d = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
      %0 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%d, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%d} -> tensor<?x4xf32>
      %1 = arith.addf %0, %0 : tensor<?x4xf32>
      iree_tensor_ext.dispatch.tensor.store %1, %out, offsets = [0, 0], sizes = [%d, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%d}
      return
    }
    func.func @copy(%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %acc: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>>) {
      %0 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
      iree_tensor_ext.dispatch.tensor.store %0, %acc, offsets = [2], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>>
      return
    }
  }
}

// CHECK:      flow.executable private @ex {
// CHECK-NEXT:   flow.executable.export public @scale workgroups(%{{.*}}: index) -> (index, index, index) {
// CHECK:        flow.executable.export public @copy as("copy_renamed")
// CHECK-NEXT:   builtin.module {
// CHECK-NOT:    flow.executable_end
// CHECK-GENERIC: "flow.executable"() <{sym_visibility = "private", sym_name = "ex"}> ({
// CHECK-GENERIC: "flow.executable.export"() <{sym_visibility = "public", function_ref = @copy, sym_name = "copy_renamed"}> ({
// CHECK-GENERIC: "flow.executable_end"() : () -> ()

util.func public @host(%a: tensor<?x4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<?x4xf32>, tensor<8xf32>) {
  %0 = flow.dispatch @ex::@scale[%n](%a, %n) : (tensor<?x4xf32>{%n}, index) -> tensor<?x4xf32>{%n}
  %e = flow.tensor.empty : tensor<8xf32>
  %1 = flow.dispatch @ex::@copy_renamed(%b, %e) : (tensor<4xf32>, tensor<8xf32>) -> %e
  %2 = flow.dispatch {@ex::@scale, @ex::@scale}[%n](%a, %n) {some.attr} : (tensor<?x4xf32>{%n}, index) -> (tensor<?x4xf32>{%n})
  util.return %0, %1 : tensor<?x4xf32>, tensor<8xf32>
}

// CHECK:      %{{.*}} = flow.dispatch @ex::@scale[%{{.*}}](%{{.*}}, %{{.*}}) : (tensor<?x4xf32>{%{{.*}}}, index) -> tensor<?x4xf32>{%{{.*}}}
// CHECK-NEXT: %{{.*}} = flow.tensor.empty : tensor<8xf32>
// CHECK-NEXT: %{{.*}} = flow.dispatch @ex::@copy_renamed(%{{.*}}, %[[E:.*]]) : (tensor<4xf32>, tensor<8xf32>) -> %[[E]]
// CHECK-NEXT: %{{.*}} = flow.dispatch {@ex::@scale, @ex::@scale}[%{{.*}}](%{{.*}}, %{{.*}}) {some.attr} : (tensor<?x4xf32>{%{{.*}}}, index) -> tensor<?x4xf32>{%{{.*}}}
// CHECK-GENERIC: "flow.dispatch"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{entry_points = [@ex::@scale], tied_operands = [-1 : index], operandSegmentSizes = array<i32: 1, 2, 1, 1>}>

util.func public @values(%a: tensor<?x4xf32>, %n: index) -> tensor<?x4xf32> {
  %0 = flow.tensor.alloca : tensor<?x4xf32>{%n}
  %1 = flow.tensor.tie_shape %a : tensor<?x4xf32>{%n}
  %2 = flow.tensor.transfer %1 : tensor<?x4xf32>{%n} to #hal.device.promise<@dev>
  %c = flow.tensor.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %p = flow.tensor.constant #flow.parameter.named<"model"::"w"> : tensor<2xf32>
  flow.tensor.trace "x" = [%2 : tensor<?x4xf32>{%n}, %c : tensor<2xf32>]
  util.return %2 : tensor<?x4xf32>
}

// CHECK:      %{{.*}} = flow.tensor.alloca : tensor<?x4xf32>{%{{.*}}}
// CHECK-NEXT: %{{.*}} = flow.tensor.tie_shape %{{.*}} : tensor<?x4xf32>{%{{.*}}}
// CHECK-NEXT: %{{.*}} = flow.tensor.transfer %{{.*}} : tensor<?x4xf32>{%{{.*}}} to #hal.device.promise<@dev>
// CHECK-NEXT: %{{.*}} = flow.tensor.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %{{.*}} = flow.tensor.constant #flow.parameter.named<"model"::"w"> : tensor<2xf32>
// CHECK-NEXT: flow.tensor.trace "x" = [%{{.*}} : tensor<?x4xf32>{%{{.*}}}, %{{.*}} : tensor<2xf32>]
// CHECK-GENERIC: "flow.tensor.constant"() <{value = #flow.parameter.named<"model"::"w"> : tensor<2xf32>}> : () -> tensor<2xf32>

util.func public @bitcasts(%a: tensor<?x4xi8>, %n: index) -> tensor<?xi32> {
  %0 = iree_tensor_ext.bitcast %a : tensor<?x4xi8>{%n} -> tensor<?xi32>{%n}
  util.return %0 : tensor<?xi32>
}

// CHECK:      %{{.*}} = iree_tensor_ext.bitcast %{{.*}} : tensor<?x4xi8>{%{{.*}}} -> tensor<?xi32>{%{{.*}}}

util.func public @assumptions(%a: index, %b: i32) -> (index, i32) {
  %0 = util.assume.int %a<umin = 1, umax = 8> : index
  %1:2 = util.assume.int %0[<umin = 1>, <udiv = 16>], %b<> : index, i32
  util.return %1#0, %1#1 : index, i32
}

// CHECK:      %{{.*}} = util.assume.int %{{.*}}<umin = 1, umax = 8> : index
// CHECK-NEXT: %{{.*}}, %{{.*}} = util.assume.int %{{.*}}[<umin = 1>, <udiv = 16>], %{{.*}}<> : index, i32
// CHECK-GENERIC: <{assumptions = {{\[\[}}#util.int.assumption<umin = 1>, #util.int.assumption<udiv = 16>], [#util.int.assumption<>]]}>
