module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @batch_matmul$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<3x4x8xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x4x8xf32> -> tensor<3x4x8xf32>
    %2 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<3x8x5xf32>
    %3 = iree_tensor_ext.compute_barrier.start %2 : tensor<3x8x5xf32> -> tensor<3x8x5xf32>
    %4 = tensor.empty() : tensor<3x4x5xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %6 = linalg.batch_matmul ins(%1, %3 : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%5 : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %7 = iree_tensor_ext.compute_barrier.end %6 : tensor<3x4x5xf32> -> tensor<3x4x5xf32>
    %8 = hal.tensor.barrier join(%7 : tensor<3x4x5xf32>) => %arg3 : !hal.fence
    %9 = hal.tensor.export %8 : tensor<3x4x5xf32> -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
  util.func public @batch_matmul(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @batch_matmul$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}