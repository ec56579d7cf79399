// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// util ops as iree-compile 3.13 prints them (tests/data/iree/*.mlir), including the `$async` ABI wrapper.

util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, native_vector_size = 16 : i64}>]> : !hal.device
util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<16x32xf32>
util.global private mutable @counter = dense<0> : tensor<i32>
util.global private @hoisted {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4xf32>
util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  util.global.store %cst, @hoisted : tensor<4xf32>
  util.return
}
util.func public @f$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
  %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4xf32>
  %1 = util.global.load immutable @hoisted : tensor<4xf32>
  %2 = util.optimization_barrier %1 : tensor<4xf32>
  %3 = hal.tensor.barrier join(%2 : tensor<4xf32>) => %arg2 : !hal.fence
  %4 = hal.tensor.export %3 : tensor<4xf32> -> !hal.buffer_view
  util.return %4 : !hal.buffer_view
}
util.func public @f(%arg0: !hal.buffer_view {iree.abi.name = "x"}) -> (!hal.buffer_view {iree.abi.name = "y"}) attributes {iree.abi.stub} {
  %0 = util.null : !hal.fence
  %c-1_i32 = arith.constant -1 : i32
  %c0 = arith.constant 0 : index
  %device_0 = hal.devices.get %c0 : !hal.device
  %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
  %1 = util.call @f$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
  %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
  util.return %1 : !hal.buffer_view
}
util.func private @no_results() {
  %c = util.unfoldable_constant dense<2> : tensor<2xi32>
  util.return
}

// CHECK:      util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, native_vector_size = 16 : i64}>]> : !hal.device
// CHECK-NEXT: util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<16x32xf32>
// CHECK-NEXT: util.global private mutable @counter = dense<0> : tensor<i32>
// CHECK-NEXT: util.global private @hoisted {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4xf32>
// CHECK-NEXT: util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
// CHECK-NEXT:   %{{.*}} = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:   util.global.store %{{.*}}, @hoisted : tensor<4xf32>
// CHECK-NEXT:   util.return
// CHECK-NEXT: }
// CHECK-NEXT: util.func public @{{"?}}f$async{{"?}}(%{{.*}}: !hal.buffer_view, %{{.*}}: !hal.fence, %{{.*}}: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
// CHECK-NEXT:   %{{.*}} = hal.tensor.import wait(%{{.*}}) => %{{.*}}: !hal.buffer_view -> tensor<4xf32>
// CHECK-NEXT:   %{{.*}} = util.global.load immutable @hoisted : tensor<4xf32>
// CHECK-NEXT:   %{{.*}} = util.optimization_barrier %{{.*}} : tensor<4xf32>
// CHECK-NEXT:   %{{.*}} = hal.tensor.barrier join(%{{.*}} : tensor<4xf32>) => %{{.*}}: !hal.fence
// CHECK-NEXT:   %{{.*}} = hal.tensor.export %{{.*}} : tensor<4xf32> -> !hal.buffer_view
// CHECK-NEXT:   util.return %{{.*}}: !hal.buffer_view
// CHECK-NEXT: }
// CHECK-NEXT: util.func public @f(%{{.*}}: !hal.buffer_view {iree.abi.name = "x"}) -> (!hal.buffer_view {iree.abi.name = "y"}) attributes {iree.abi.stub} {
// CHECK-NEXT:   %{{.*}} = util.null : !hal.fence
// CHECK-NEXT:   %{{.*}} = arith.constant -1 : i32
// CHECK-NEXT:   %{{.*}} = arith.constant 0 : index
// CHECK-NEXT:   %{{.*}} = hal.devices.get %{{.*}} : !hal.device
// CHECK-NEXT:   %{{.*}} = hal.fence.create device(%{{.*}} : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT:   %{{.*}} = util.call @{{"?}}f$async{{"?}}(%{{.*}}, %{{.*}}, %{{.*}}) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
// CHECK-NEXT:   %{{.*}} = hal.fence.await until([%{{.*}}]) timeout_millis(%{{.*}}) flags("None") : i32
// CHECK-NEXT:   util.return %{{.*}}: !hal.buffer_view
// CHECK-NEXT: }
// CHECK-NEXT: util.func private @no_results() {
// CHECK-NEXT:   %{{.*}} = util.unfoldable_constant dense<2> : tensor<2xi32>
// CHECK-NEXT:   util.return
// CHECK-NEXT: }

// CHECK-GENERIC: "util.func"() <{sym_name = "f$async", function_type = (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view, tied_operands = [-1 : index], sym_visibility = "public", inlining_policy = #util.inline.never}> ({
