module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @scatter_nd$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant dense<[1, 3]> : tensor<2xi64>
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<4x3xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4x3xf32> -> tensor<4x3xf32>
    %2 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x3xf32>
    %3 = iree_tensor_ext.compute_barrier.start %2 : tensor<2x3xf32> -> tensor<2x3xf32>
    %4 = tensor.empty() : tensor<2x3xi64>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<2xi64>) outs(%4 : tensor<2x3xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x3xi64>
    %6 = tensor.empty() : tensor<6xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<6xf32>) -> tensor<6xf32>
    %8 = tensor.empty() : tensor<6xi64>
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<6xi64>) -> tensor<6xi64>
    %10:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%9, %9, %7 : tensor<6xi64>, tensor<6xi64>, tensor<6xf32>) {
    ^bb0(%out: i64, %out_2: i64, %out_3: f32):
      %17 = linalg.index 0 : index
      %18 = arith.remsi %17, %c3 : index
      %19 = arith.divsi %17, %c3 : index
      %20 = arith.remsi %19, %c2 : index
      %extracted = tensor.extract %5[%20, %18] : tensor<2x3xi64>
      %extracted_4 = tensor.extract %3[%20, %18] : tensor<2x3xf32>
      %21 = arith.index_cast %18 : index to i64
      linalg.yield %extracted, %21, %extracted_4 : i64, i64, f32
    } -> (tensor<6xi64>, tensor<6xi64>, tensor<6xf32>)
    %11 = tensor.empty() : tensor<6x2xi64>
    %12 = linalg.fill ins(%c0_i64 : i64) outs(%11 : tensor<6x2xi64>) -> tensor<6x2xi64>
    %inserted_slice = tensor.insert_slice %10#0 into %12[0, 0] [6, 1] [1, 1] : tensor<6xi64> into tensor<6x2xi64>
    %inserted_slice_1 = tensor.insert_slice %10#1 into %inserted_slice[0, 1] [6, 1] [1, 1] : tensor<6xi64> into tensor<6x2xi64>
    %13 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%10#2, %inserted_slice_1 : tensor<6xf32>, tensor<6x2xi64>) outs(%1 : tensor<4x3xf32>) {
    ^bb0(%arg4: f32, %arg5: f32):
      iree_linalg_ext.yield %arg4 : f32
    } -> tensor<4x3xf32>
    %14 = iree_tensor_ext.compute_barrier.end %13 : tensor<4x3xf32> -> tensor<4x3xf32>
    %15 = hal.tensor.barrier join(%14 : tensor<4x3xf32>) => %arg3 : !hal.fence
    %16 = hal.tensor.export %15 : tensor<4x3xf32> -> !hal.buffer_view
    util.return %16 : !hal.buffer_view
  }
  util.func public @scatter_nd(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @scatter_nd$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}