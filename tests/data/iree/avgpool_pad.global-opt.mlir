module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @avgpool_pad$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c5_i64 = arith.constant 5 : i64
    %c6_i64 = arith.constant 6 : i64
    %c2_i64 = arith.constant 2 : i64
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x2x5x5xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<2x5x5xf32> -> tensor<2x5x5xf32>
    %padded = tensor.pad %1 low[0, 1, 1] high[0, 1, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x5x5xf32> to tensor<2x7x7xf32>
    %2 = tensor.empty() : tensor<3x3xf32>
    %3 = tensor.empty() : tensor<2x5x5xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d2 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%padded, %2 : tensor<2x7x7xf32>, tensor<3x3xf32>) outs(%4 : tensor<2x5x5xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.addf %out, %in : f32
      linalg.yield %10 : f32
    } -> tensor<2x5x5xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x5x5xf32>) outs(%3 : tensor<2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = linalg.index 1 : index
      %11 = arith.index_cast %10 : index to i64
      %12 = arith.subi %11, %c1_i64 : i64
      %13 = arith.addi %11, %c2_i64 : i64
      %14 = arith.minsi %13, %c6_i64 : i64
      %15 = arith.minsi %14, %c5_i64 : i64
      %16 = arith.subi %c1_i64, %11 : i64
      %17 = arith.maxsi %16, %c0_i64 : i64
      %18 = arith.subi %15, %12 : i64
      %19 = arith.subi %18, %17 : i64
      %20 = arith.maxsi %19, %c0_i64 : i64
      %21 = linalg.index 2 : index
      %22 = arith.index_cast %21 : index to i64
      %23 = arith.subi %22, %c1_i64 : i64
      %24 = arith.addi %22, %c2_i64 : i64
      %25 = arith.minsi %24, %c6_i64 : i64
      %26 = arith.minsi %25, %c5_i64 : i64
      %27 = arith.subi %c1_i64, %22 : i64
      %28 = arith.maxsi %27, %c0_i64 : i64
      %29 = arith.subi %26, %23 : i64
      %30 = arith.subi %29, %28 : i64
      %31 = arith.maxsi %30, %c0_i64 : i64
      %32 = arith.muli %20, %31 : i64
      %33 = arith.sitofp %32 : i64 to f32
      %34 = arith.divf %in, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<2x5x5xf32>
    %7 = iree_tensor_ext.compute_barrier.end %6 : tensor<2x5x5xf32> -> tensor<2x5x5xf32>
    %expanded = tensor.expand_shape %7 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %8 = hal.tensor.barrier join(%expanded : tensor<1x2x5x5xf32>) => %arg2 : !hal.fence
    %9 = hal.tensor.export %8 : tensor<1x2x5x5xf32> -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
  util.func public @avgpool_pad(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @avgpool_pad$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}