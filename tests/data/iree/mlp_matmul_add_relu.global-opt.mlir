module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @mlp_matmul_add_relu$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.fence, %arg5: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg4) => %arg0 : !hal.buffer_view -> tensor<8x32xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<8x32xf32> -> tensor<8x32xf32>
    %2 = hal.tensor.import wait(%arg4) => %arg1 : !hal.buffer_view -> tensor<32x64xf32>
    %3 = iree_tensor_ext.compute_barrier.start %2 : tensor<32x64xf32> -> tensor<32x64xf32>
    %4 = hal.tensor.import wait(%arg4) => %arg2 : !hal.buffer_view -> tensor<64xf32>
    %5 = iree_tensor_ext.compute_barrier.start %4 : tensor<64xf32> -> tensor<64xf32>
    %6 = hal.tensor.import wait(%arg4) => %arg3 : !hal.buffer_view -> tensor<64x16xf32>
    %7 = iree_tensor_ext.compute_barrier.start %6 : tensor<64x16xf32> -> tensor<64x16xf32>
    %8 = tensor.empty() : tensor<8x64xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %10 = linalg.matmul ins(%1, %3 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%9 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10, %5 : tensor<8x64xf32>, tensor<64xf32>) outs(%8 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %19 = arith.addf %in, %in_0 : f32
      linalg.yield %19 : f32
    } -> tensor<8x64xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x64xf32>) outs(%8 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.cmpf ugt, %in, %cst : f32
      %20 = arith.select %19, %in, %cst : f32
      linalg.yield %20 : f32
    } -> tensor<8x64xf32>
    %13 = tensor.empty() : tensor<8x16xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %15 = linalg.matmul ins(%12, %7 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%14 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %16 = iree_tensor_ext.compute_barrier.end %15 : tensor<8x16xf32> -> tensor<8x16xf32>
    %17 = hal.tensor.barrier join(%16 : tensor<8x16xf32>) => %arg5 : !hal.fence
    %18 = hal.tensor.export %17 : tensor<8x16xf32> -> !hal.buffer_view
    util.return %18 : !hal.buffer_view
  }
  util.func public @mlp_matmul_add_relu(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @mlp_matmul_add_relu$async(%arg0, %arg1, %arg2, %arg3, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}