module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @quant_dequant$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c3_i64 = arith.constant 3 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[[0.909145236, 0.751396656, -0.0255383812, 0.652505636, -0.65095365, -1.82949245], [1.67851055, 4.766140e-01, -2.06634808, -1.05893564, -0.619572043, 0.341558576], [1.32692206, 0.307652861, -0.432980239, 0.467363149, -0.222170636, 0.182866976], [-6.662220e-01, -1.2068094, 1.28315854, -0.319949269, 0.118289754, -0.600803792], [-0.544871867, -0.353700608, 0.657965064, 1.21854234, 0.542680442, -0.553885162], [2.79629302, 0.839344263, 0.943299889, -0.54722327, -0.243323609, 0.609092414], [-1.73939395, -0.774640202, 0.39951542, 2.42155433, 0.423842579, -1.03697717], [-1.21757793, 0.979237079, -0.811533689, -0.344552666, 1.96373892, 6.020710e-02]]> : tensor<8x6xf32>
    %cst_1 = arith.constant 5.000000e-02 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4x8xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %2 = tensor.empty() : tensor<4x8xi8>
    %3 = iree_linalg_ext.quantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%1, %cst_1, %c3_i64 : tensor<4x8xf32>, f32, i64) outs(%2 : tensor<4x8xi8>) -> tensor<4x8xi8>
    %4 = tensor.empty() : tensor<4x8xf32>
    %5 = iree_linalg_ext.dequantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%3, %cst_1, %c3_i64 : tensor<4x8xi8>, f32, i64) outs(%4 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = tensor.empty() : tensor<4x6xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<4x6xf32>) -> tensor<4x6xf32>
    %8 = linalg.matmul ins(%5, %cst_0 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%7 : tensor<4x6xf32>) -> tensor<4x6xf32>
    %9 = iree_tensor_ext.compute_barrier.end %8 : tensor<4x6xf32> -> tensor<4x6xf32>
    %10 = hal.tensor.barrier join(%9 : tensor<4x6xf32>) => %arg2 : !hal.fence
    %11 = hal.tensor.export %10 : tensor<4x6xf32> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
  util.func public @quant_dequant(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @quant_dequant$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}