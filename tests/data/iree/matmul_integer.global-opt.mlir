module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @matmul_integer$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i32 = arith.constant 0 : i32
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<4x16xi8>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4x16xi8> -> tensor<4x16xi8>
    %2 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<16x8xi8>
    %3 = iree_tensor_ext.compute_barrier.start %2 : tensor<16x8xi8> -> tensor<16x8xi8>
    %4 = tensor.empty() : tensor<4x8xi32>
    %5 = linalg.fill ins(%c0_i32 : i32) outs(%4 : tensor<4x8xi32>) -> tensor<4x8xi32>
    %6 = linalg.matmul ins(%1, %3 : tensor<4x16xi8>, tensor<16x8xi8>) outs(%5 : tensor<4x8xi32>) -> tensor<4x8xi32>
    %7 = iree_tensor_ext.compute_barrier.end %6 : tensor<4x8xi32> -> tensor<4x8xi32>
    %8 = hal.tensor.barrier join(%7 : tensor<4x8xi32>) => %arg3 : !hal.fence
    %9 = hal.tensor.export %8 : tensor<4x8xi32> -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
  util.func public @matmul_integer(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @matmul_integer$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}