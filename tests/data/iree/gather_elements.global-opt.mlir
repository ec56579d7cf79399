module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @gather_elements$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %c4 = arith.constant 4 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant dense<[[0, 3], [2, 2], [1, 0]]> : tensor<3x2xi64>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x4xf32> -> tensor<3x4xf32>
    %2 = tensor.empty() : tensor<3x2xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x2xf32>) -> tensor<3x2xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<3x2xi64>) outs(%3 : tensor<3x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %8 = linalg.index 0 : index
      %9 = arith.index_cast %in : i64 to index
      %10 = arith.cmpi slt, %9, %c4 : index
      cf.assert %10, "index must be smaller than dim size"
      %11 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %11, "index must be larger or equal to 0"
      %extracted = tensor.extract %1[%8, %9] : tensor<3x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x2xf32>
    %5 = iree_tensor_ext.compute_barrier.end %4 : tensor<3x2xf32> -> tensor<3x2xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<3x2xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<3x2xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @gather_elements(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @gather_elements$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}