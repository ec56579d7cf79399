module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_4xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<[0.694268465, 0.89683634, 0.824814438, 1.18510163]> : tensor<4xf32>
  util.func public @batchnorm$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant dense<[-1.20684946, 0.131357923, -0.2309971, -0.524214923]> : tensor<4xf32>
    %cst_0 = arith.constant dense<[1.25444829, 7.769020e-01, 0.964881122, -1.08217835]> : tensor<4xf32>
    %cst_1 = arith.constant dense<[-0.391869843, 0.0499204025, -0.16519016, -0.167969391]> : tensor<4xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x4x3x3xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<2x4x3x3xf32> -> tensor<2x4x3x3xf32>
    %__hoisted_tensor_4xf32 = util.global.load immutable @__hoisted_tensor_4xf32 : tensor<4xf32>
    %2 = tensor.empty() : tensor<2x4x3x3xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %cst_1 : tensor<2x4x3x3xf32>, tensor<4xf32>) outs(%2 : tensor<2x4x3x3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.subf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<2x4x3x3xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %__hoisted_tensor_4xf32 : tensor<2x4x3x3xf32>, tensor<4xf32>) outs(%2 : tensor<2x4x3x3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.mulf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<2x4x3x3xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %cst_0 : tensor<2x4x3x3xf32>, tensor<4xf32>) outs(%2 : tensor<2x4x3x3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.mulf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<2x4x3x3xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %cst : tensor<2x4x3x3xf32>, tensor<4xf32>) outs(%2 : tensor<2x4x3x3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.addf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<2x4x3x3xf32>
    %7 = iree_tensor_ext.compute_barrier.end %6 : tensor<2x4x3x3xf32> -> tensor<2x4x3x3xf32>
    %8 = hal.tensor.barrier join(%7 : tensor<2x4x3x3xf32>) => %arg2 : !hal.fence
    %9 = hal.tensor.export %8 : tensor<2x4x3x3xf32> -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
  util.func public @batchnorm(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @batchnorm$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}