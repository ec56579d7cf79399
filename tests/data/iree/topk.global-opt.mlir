module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @topk$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x8xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x8xf32> -> tensor<3x8xf32>
    %2 = tensor.empty() : tensor<3x8xi64>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<3x8xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 1 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<3x8xi64>
    %4:2 = iree_linalg_ext.sort dimension(1) outs(%1, %3 : tensor<3x8xf32>, tensor<3x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %10 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %10 : i1
    } -> tensor<3x8xf32>, tensor<3x8xi64>
    %extracted_slice = tensor.extract_slice %4#0[0, 0] [3, 3] [1, 1] : tensor<3x8xf32> to tensor<3x3xf32>
    %5 = iree_tensor_ext.compute_barrier.end %extracted_slice : tensor<3x3xf32> -> tensor<3x3xf32>
    %extracted_slice_0 = tensor.extract_slice %4#1[0, 0] [3, 3] [1, 1] : tensor<3x8xi64> to tensor<3x3xi64>
    %6 = iree_tensor_ext.compute_barrier.end %extracted_slice_0 : tensor<3x3xi64> -> tensor<3x3xi64>
    %7:2 = hal.tensor.barrier join(%5, %6 : tensor<3x3xf32>, tensor<3x3xi64>) => %arg2 : !hal.fence
    %8 = hal.tensor.export %7#0 : tensor<3x3xf32> -> !hal.buffer_view
    %9 = hal.tensor.export %7#1 : tensor<3x3xi64> -> !hal.buffer_view
    util.return %8, %9 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @topk(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @topk$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}