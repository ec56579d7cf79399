module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @conv_depthwise$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[[[1.35074735, 0.343090594, -1.16299021], [-0.187085822, -0.339464605, -0.227676317], [0.596856177, -1.27902317, 0.966655313]], [[-1.12796068, -0.188458532, 0.886988937], [0.663676917, -0.691016316, 1.76886606], [0.36550957, -9.544420e-01, 0.0425344482]], [[-0.831052362, 0.434181362, -1.34181774], [0.480047077, -1.77052796, 1.09664929], [0.27218774, 1.35652184, -0.710463464]], [[-2.0944736, -1.36959016, -0.242596984], [1.96383965, 0.571824074, 1.31187367], [-0.877748728, -0.531617284, -0.332946032]]]> : tensor<4x3x3xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x4x6x6xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2], [3]] : tensor<1x4x6x6xf32> into tensor<4x6x6xf32>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<4x6x6xf32> -> tensor<4x6x6xf32>
    %padded = tensor.pad %1 low[0, 1, 1] high[0, 1, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<4x6x6xf32> to tensor<4x8x8xf32>
    %2 = tensor.empty() : tensor<4x6x6xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d2, d0 + d3, d1 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%padded, %cst_0 : tensor<4x8x8xf32>, tensor<4x3x3xf32>) outs(%3 : tensor<4x6x6xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %8 = arith.mulf %in, %in_1 : f32
      %9 = arith.addf %out, %8 : f32
      linalg.yield %9 : f32
    } -> tensor<4x6x6xf32>
    %5 = iree_tensor_ext.compute_barrier.end %4 : tensor<4x6x6xf32> -> tensor<4x6x6xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [1, 4, 6, 6] : tensor<4x6x6xf32> into tensor<1x4x6x6xf32>
    %6 = hal.tensor.barrier join(%expanded : tensor<1x4x6x6xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<1x4x6x6xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @conv_depthwise(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @conv_depthwise$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}