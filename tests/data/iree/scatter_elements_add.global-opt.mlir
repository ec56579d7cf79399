module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @scatter_elements_add$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[[0, 1, 2, 0], [0, 1, 1, 2]]> : tensor<2x4xi64>
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x4xf32> -> tensor<3x4xf32>
    %2 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x4xf32>
    %3 = iree_tensor_ext.compute_barrier.start %2 : tensor<2x4xf32> -> tensor<2x4xf32>
    %4 = tensor.empty() : tensor<8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
    %6 = tensor.empty() : tensor<8xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<8xi64>) -> tensor<8xi64>
    %8:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%7, %7, %5 : tensor<8xi64>, tensor<8xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_2: i64, %out_3: f32):
      %15 = linalg.index 0 : index
      %16 = arith.remsi %15, %c4 : index
      %17 = arith.divsi %15, %c4 : index
      %18 = arith.remsi %17, %c2 : index
      %extracted = tensor.extract %cst_0[%18, %16] : tensor<2x4xi64>
      %extracted_4 = tensor.extract %3[%18, %16] : tensor<2x4xf32>
      %19 = arith.index_cast %16 : index to i64
      linalg.yield %extracted, %19, %extracted_4 : i64, i64, f32
    } -> (tensor<8xi64>, tensor<8xi64>, tensor<8xf32>)
    %9 = tensor.empty() : tensor<8x2xi64>
    %10 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice = tensor.insert_slice %8#0 into %10[0, 0] [8, 1] [1, 1] : tensor<8xi64> into tensor<8x2xi64>
    %inserted_slice_1 = tensor.insert_slice %8#1 into %inserted_slice[0, 1] [8, 1] [1, 1] : tensor<8xi64> into tensor<8x2xi64>
    %11 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%8#2, %inserted_slice_1 : tensor<8xf32>, tensor<8x2xi64>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%arg4: f32, %arg5: f32):
      %15 = arith.addf %arg4, %arg5 : f32
      iree_linalg_ext.yield %15 : f32
    } -> tensor<3x4xf32>
    %12 = iree_tensor_ext.compute_barrier.end %11 : tensor<3x4xf32> -> tensor<3x4xf32>
    %13 = hal.tensor.barrier join(%12 : tensor<3x4xf32>) => %arg3 : !hal.fence
    %14 = hal.tensor.export %13 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %14 : !hal.buffer_view
  }
  util.func public @scatter_elements_add(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @scatter_elements_add$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}