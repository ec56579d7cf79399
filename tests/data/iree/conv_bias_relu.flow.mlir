module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @conv_bias_relu$async_dispatch_0 {
    flow.executable.export public @conv_bias_relu$async_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @conv_bias_relu$async_dispatch_0_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x10x10xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [3, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x8xf32>> -> tensor<3x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 1, 1], sizes = [3, 8, 8], strides = [1, 1, 1] : tensor<3x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x10x10xf32>>
        return
      }
    }
  }
  flow.executable private @conv_bias_relu$async_dispatch_1 {
    flow.executable.export public @conv_bias_relu$async_dispatch_1_conv_4x8x8x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @conv_bias_relu$async_dispatch_1_conv_4x8x8x3x3x3_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x10x10xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3x3x3xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense<[0.35877341, 1.51067734, -1.7863313, 1.68661356]> : tensor<4xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [3, 10, 10], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x10x10xf32>> -> tensor<3x10x10xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [4, 3, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3x3x3xf32>> -> tensor<4x3x3x3xf32>
        %2 = tensor.empty() : tensor<4x8x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%0, %1 : tensor<3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%3 : tensor<4x8x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.mulf %in, %in_1 : f32
          %7 = arith.addf %out, %6 : f32
          linalg.yield %7 : f32
        } -> tensor<4x8x8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %cst_0 : tensor<4x8x8xf32>, tensor<4xf32>) outs(%2 : tensor<4x8x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          %7 = arith.cmpf ugt, %6, %cst : f32
          %8 = arith.select %7, %6, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_4x3x3x3xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x7726B8BE07129A3F93CCB23FBF6CA23E6609D43E46A6FABED1036ABF097E66BF31997FBF5EE06D3F5A9266BD985B033E1AD523BF983D8BBFA2D999BF147157BF5662193FA80F973CF9DDE9BE660575BEEDB2B6BF01879D3F80B39BBF85982D3D33C40840B44623C04017B4BFCC4439BFA0B2EE3D1181DBBF1BED70BE29E1E8BC5E9D2E3E1CDB18C0CE7C253F2E66CC3FED89DF3E271E39BFF8091DBF1D5D29C098B6F33E8464C03F0671263F808B3EC0A119DABE64A6D2BD1F91F7BEB540843FB844DFBFD8BE37BF9F77183F7AAD7D3FC4332D3E6113873FF92A053F189687BF0C92A53F727301BF99B6D0BF4146E03E103AE83F588C753F2F517F3FC536433EA4C21DC05B162E3FF94E213E370829C0D2DF26BF043361BFFFD2873FCFACFC3D89B0983E728A783EBBFDA9BF895EFBBF98276A3DE93596BEFD7B69BC0D5D2ABE6399FFBEBB200E3F9A71443E52751FBF3A26F3BF03C325C02369B8BF6DEC1CBE404A693FCE05D7BE625E2D3F1695943F635118406EFA923E1349BF3F46FF6F3EEB8B9EBF385211C0B82F983ECE72633F570D1E4069132BBF47F5FA3EC545EDBDEA9317C098E6BF3E71BDA4BE6D61A3BF"> : tensor<4x3x3x3xf32>
  util.func public @conv_bias_relu$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %__constant_tensor_4x3x3x3xf32 = util.global.load immutable @__constant_tensor_4x3x3x3xf32 : tensor<4x3x3x3xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x3x8x8xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x3x8x8xf32> -> tensor<3x8x8xf32>
    %2 = flow.tensor.splat %cst : tensor<3x10x10xf32>
    %3 = flow.dispatch @conv_bias_relu$async_dispatch_0::@conv_bias_relu$async_dispatch_0_slow_memcpy(%1, %2) : (tensor<3x8x8xf32>, tensor<3x10x10xf32>) -> %2
    %4 = flow.dispatch @conv_bias_relu$async_dispatch_1::@conv_bias_relu$async_dispatch_1_conv_4x8x8x3x3x3_f32(%3, %__constant_tensor_4x3x3x3xf32) : (tensor<3x10x10xf32>, tensor<4x3x3x3xf32>) -> tensor<4x8x8xf32>
    %5 = flow.tensor.reshape %4 : tensor<4x8x8xf32> -> tensor<1x4x8x8xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<1x4x8x8xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<1x4x8x8xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @conv_bias_relu(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @conv_bias_relu$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}