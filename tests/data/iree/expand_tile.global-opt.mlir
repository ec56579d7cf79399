module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @expand_tile$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x1xf32>
    %1 = tensor.empty() : tensor<3x4xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %2 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<3xf32> -> tensor<3xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<3xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4xf32>
    %4 = tensor.empty() : tensor<2x3x2x4xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<3x4xf32>) outs(%4 : tensor<2x3x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3x2x4xf32>
    %6 = iree_tensor_ext.compute_barrier.end %5 : tensor<2x3x2x4xf32> -> tensor<2x3x2x4xf32>
    %collapsed_0 = tensor.collapse_shape %6 [[0, 1], [2, 3]] : tensor<2x3x2x4xf32> into tensor<6x8xf32>
    %7 = hal.tensor.barrier join(%collapsed_0 : tensor<6x8xf32>) => %arg2 : !hal.fence
    %8 = hal.tensor.export %7 : tensor<6x8xf32> -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
  util.func public @expand_tile(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @expand_tile$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}