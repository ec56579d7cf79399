module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @quant_per_axis$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant dense<[1.000000e-01, 5.000000e-02, 2.000000e-01, 2.000000e-02]> : tensor<4xf32>
    %cst_0 = arith.constant dense<[0, 3, -2, 10]> : tensor<4xi8>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x4xf32> -> tensor<3x4xf32>
    %2 = tensor.empty() : tensor<3x4xi8>
    %3 = iree_linalg_ext.quantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%1, %cst, %cst_0 : tensor<3x4xf32>, tensor<4xf32>, tensor<4xi8>) outs(%2 : tensor<3x4xi8>) -> tensor<3x4xi8>
    %4 = tensor.empty() : tensor<3x4xf32>
    %5 = iree_linalg_ext.dequantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%3, %cst, %cst_0 : tensor<3x4xi8>, tensor<4xf32>, tensor<4xi8>) outs(%4 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = iree_tensor_ext.compute_barrier.end %5 : tensor<3x4xf32> -> tensor<3x4xf32>
    %7 = hal.tensor.barrier join(%6 : tensor<3x4xf32>) => %arg2 : !hal.fence
    %8 = hal.tensor.export %7 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
  util.func public @quant_per_axis(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @quant_per_axis$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}