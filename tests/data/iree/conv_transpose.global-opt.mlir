module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_3x2x3x3xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<[[[[0.866856753, 0.112135969, 0.133057639], [2.55304456, -1.17747295, -1.19944942], [-0.580324531, -0.41124329, 0.964279055]], [[-0.806702256, 0.299117714, 0.610777914], [0.848848938, 0.367306262, -0.850650072], [-0.125969395, -0.462375879, 0.898364484]]], [[[-0.25583607, -0.918118834, -0.510304749], [0.92846775, -0.672726154, 0.424529016], [-0.986096858, -0.926814556, 0.290782541]], [[0.123437241, 0.999946475, -0.0153620066], [1.39911592, 0.760048151, -0.842063605], [0.254306644, 0.298519403, -0.236948088]]], [[[-0.458041161, 2.04605341, 1.7086339], [-0.42900908, 1.33939624, -0.512826502], [-2.08466554, -0.0524699166, -0.825013041]], [[0.950662076, 3.00752044, -0.941040575], [-0.812521576, -0.269988656, -0.188016728], [1.44846022, -0.222520664, -1.182620e+00]]]]> : tensor<3x2x3x3xf32>
  util.func public @conv_transpose$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[0.566143453, 0.775009691, -0.719019114]> : tensor<3xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x2x3x3xf32>
    %__hoisted_tensor_3x2x3x3xf32 = util.global.load immutable @__hoisted_tensor_3x2x3x3xf32 : tensor<3x2x3x3xf32>
    %1 = tensor.empty() : tensor<1x2x9x9xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x2x9x9xf32>) -> tensor<1x2x9x9xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2], [3]] : tensor<1x2x3x3xf32> into tensor<2x3x3xf32>
    %3 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<2x3x3xf32> -> tensor<2x3x3xf32>
    %inserted_slice = tensor.insert_slice %3 into %2[0, 0, 2, 2] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<2x3x3xf32> into tensor<1x2x9x9xf32>
    %4 = tensor.empty() : tensor<3x7x7xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<3xf32>) outs(%4 : tensor<3x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x7x7xf32>
    %collapsed_1 = tensor.collapse_shape %inserted_slice [[0, 1], [2], [3]] : tensor<1x2x9x9xf32> into tensor<2x9x9xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<3x7x7xf32>) -> tensor<3x7x7xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%collapsed_1, %__hoisted_tensor_3x2x3x3xf32 : tensor<2x9x9xf32>, tensor<3x2x3x3xf32>) outs(%6 : tensor<3x7x7xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %12 = arith.mulf %in, %in_2 : f32
      %13 = arith.addf %out, %12 : f32
      linalg.yield %13 : f32
    } -> tensor<3x7x7xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %5 : tensor<3x7x7xf32>, tensor<3x7x7xf32>) outs(%6 : tensor<3x7x7xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %12 = arith.addf %in, %in_2 : f32
      linalg.yield %12 : f32
    } -> tensor<3x7x7xf32>
    %9 = iree_tensor_ext.compute_barrier.end %8 : tensor<3x7x7xf32> -> tensor<3x7x7xf32>
    %expanded = tensor.expand_shape %9 [[0, 1], [2], [3]] output_shape [1, 3, 7, 7] : tensor<3x7x7xf32> into tensor<1x3x7x7xf32>
    %10 = hal.tensor.barrier join(%expanded : tensor<1x3x7x7xf32>) => %arg2 : !hal.fence
    %11 = hal.tensor.export %10 : tensor<1x3x7x7xf32> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
  util.func public @conv_transpose(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @conv_transpose$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}