module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @argmax$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0xFF800000 : f32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant 0x7F800000 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x5xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x5xf32> -> tensor<3x5xf32>
    %2 = tensor.empty() : tensor<3xf32>
    %3 = tensor.empty() : tensor<3xi32>
    %4 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3xf32>) -> tensor<3xf32>
    %5 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<3xi32>) -> tensor<3xi32>
    %6:2 = iree_linalg_ext.arg_compare dimension(1) ins(%1 : tensor<3x5xf32>) outs(%4, %5 : tensor<3xf32>, tensor<3xi32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %21 = arith.cmpf ogt, %arg3, %arg4 : f32
      iree_linalg_ext.yield %21 : i1
    } -> tensor<3xf32>, tensor<3xi32>
    %7 = tensor.empty() : tensor<3xi64>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6#1 : tensor<3xi32>) outs(%7 : tensor<3xi64>) {
    ^bb0(%in: i32, %out: i64):
      %21 = arith.extsi %in : i32 to i64
      linalg.yield %21 : i64
    } -> tensor<3xi64>
    %9 = iree_tensor_ext.compute_barrier.end %8 : tensor<3xi64> -> tensor<3xi64>
    %expanded = tensor.expand_shape %9 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %10 = tensor.empty() : tensor<5xf32>
    %11 = tensor.empty() : tensor<5xi32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<5xf32>) -> tensor<5xf32>
    %13 = linalg.fill ins(%c0_i32 : i32) outs(%11 : tensor<5xi32>) -> tensor<5xi32>
    %14:2 = iree_linalg_ext.arg_compare dimension(0) ins(%1 : tensor<3x5xf32>) outs(%12, %13 : tensor<5xf32>, tensor<5xi32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %21 = arith.cmpf ole, %arg3, %arg4 : f32
      iree_linalg_ext.yield %21 : i1
    } -> tensor<5xf32>, tensor<5xi32>
    %15 = tensor.empty() : tensor<5xi64>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%14#1 : tensor<5xi32>) outs(%15 : tensor<5xi64>) {
    ^bb0(%in: i32, %out: i64):
      %21 = arith.extsi %in : i32 to i64
      linalg.yield %21 : i64
    } -> tensor<5xi64>
    %17 = iree_tensor_ext.compute_barrier.end %16 : tensor<5xi64> -> tensor<5xi64>
    %18:2 = hal.tensor.barrier join(%expanded, %17 : tensor<3x1xi64>, tensor<5xi64>) => %arg2 : !hal.fence
    %19 = hal.tensor.export %18#0 : tensor<3x1xi64> -> !hal.buffer_view
    %20 = hal.tensor.export %18#1 : tensor<5xi64> -> !hal.buffer_view
    util.return %19, %20 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @argmax(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @argmax$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}