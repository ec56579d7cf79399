module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @instance_norm$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x3x4x4xf32>
    %1 = flow.tensor.reshape %0 : tensor<2x3x4x4xf32> -> tensor<6x16xf32>
    %2 = flow.dispatch.workgroups(%1) : (tensor<6x16xf32>) -> tensor<6x16xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x16xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x16xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.600000e+01 : f32
      %8 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [6, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x16xf32>> -> tensor<6x16xf32>
      %9 = tensor.empty() : tensor<6xf32>
      %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<6xf32>) -> tensor<6xf32>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<6x16xf32>) outs(%10 : tensor<6xf32>) {
      ^bb0(%in: f32, %out: f32):
        %14 = arith.addf %in, %out : f32
        linalg.yield %14 : f32
      } -> tensor<6xf32>
      %12 = tensor.empty() : tensor<6x16xf32>
      %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %11 : tensor<6x16xf32>, tensor<6xf32>) outs(%12 : tensor<6x16xf32>) {
      ^bb0(%in: f32, %in_1: f32, %out: f32):
        %14 = arith.divf %in_1, %cst_0 : f32
        %15 = arith.subf %in, %14 : f32
        linalg.yield %15 : f32
      } -> tensor<6x16xf32>
      iree_tensor_ext.dispatch.tensor.store %13, %arg4, offsets = [0, 0], sizes = [6, 16], strides = [1, 1] : tensor<6x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<6x16xf32> -> tensor<2x3x16xf32>
    %4 = flow.dispatch.workgroups(%3) : (tensor<2x3x16xf32>) -> tensor<2x3x16xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x16xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x16xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.600000e+01 : f32
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %cst_2 = arith.constant dense<[1.72816288, 1.02697611, 1.10840595]> : tensor<3xf32>
      %cst_3 = arith.constant dense<[-1.46692979, -0.419638097, -0.0405687504]> : tensor<3xf32>
      %8 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0], sizes = [2, 3, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x16xf32>> -> tensor<2x3x16xf32>
      %9 = tensor.empty() : tensor<2x3xf32>
      %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x3xf32>) -> tensor<2x3xf32>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x3x16xf32>) outs(%10 : tensor<2x3xf32>) {
      ^bb0(%in: f32, %out: f32):
        %14 = arith.mulf %in, %in : f32
        %15 = arith.addf %14, %out : f32
        linalg.yield %15 : f32
      } -> tensor<2x3xf32>
      %12 = tensor.empty() : tensor<2x3x16xf32>
      %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %11, %cst_2, %cst_3 : tensor<2x3x16xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%12 : tensor<2x3x16xf32>) {
      ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
        %14 = arith.divf %in_4, %cst_0 : f32
        %15 = arith.addf %14, %cst_1 : f32
        %16 = math.rsqrt %15 : f32
        %17 = arith.mulf %in, %16 : f32
        %18 = arith.mulf %17, %in_5 : f32
        %19 = arith.addf %18, %in_6 : f32
        linalg.yield %19 : f32
      } -> tensor<2x3x16xf32>
      iree_tensor_ext.dispatch.tensor.store %13, %arg4, offsets = [0, 0, 0], sizes = [2, 3, 16], strides = [1, 1, 1] : tensor<2x3x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.tensor.reshape %4 : tensor<2x3x16xf32> -> tensor<2x3x4x4xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<2x3x4x4xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<2x3x4x4xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @instance_norm(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @instance_norm$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}