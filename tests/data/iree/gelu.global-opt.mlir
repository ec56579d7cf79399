module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @gelu$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 1.41421354 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 7.977240e-01 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4x6xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %2 = tensor.empty() : tensor<4x6xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x6xf32>) outs(%2 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.divf %in, %cst : f32
      %9 = math.erf %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.mulf %10, %cst_1 : f32
      %12 = arith.mulf %in, %11 : f32
      linalg.yield %12 : f32
    } -> tensor<4x6xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<4x6xf32>) outs(%2 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.fpowi %in, %c3_i64 : f32, i64
      %9 = arith.mulf %8, %cst_2 : f32
      %10 = arith.addf %in, %9 : f32
      %11 = arith.mulf %10, %cst_3 : f32
      %12 = math.tanh %11 : f32
      %13 = arith.addf %12, %cst_0 : f32
      %14 = arith.mulf %13, %cst_1 : f32
      %15 = arith.mulf %in, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<4x6xf32>
    %5 = iree_tensor_ext.compute_barrier.end %4 : tensor<4x6xf32> -> tensor<4x6xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<4x6xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<4x6xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @gelu(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @gelu$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}