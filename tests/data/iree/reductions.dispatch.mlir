module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @reductions$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x7x2xf32>
    %1 = flow.dispatch.workgroups(%0) : (tensor<3x7x2xf32>) -> tensor<3x2xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x7x2xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xf32>>) {
      %cst = arith.constant 0xFF800000 : f32
      %6 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0], sizes = [3, 7, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x7x2xf32>> -> tensor<3x7x2xf32>
      %7 = tensor.empty() : tensor<3x2xf32>
      %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<3x2xf32>) -> tensor<3x2xf32>
      %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<3x7x2xf32>) outs(%8 : tensor<3x2xf32>) {
      ^bb0(%in: f32, %out: f32):
        %10 = arith.maximumf %in, %out : f32
        linalg.yield %10 : f32
      } -> tensor<3x2xf32>
      iree_tensor_ext.dispatch.tensor.store %9, %arg4, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : tensor<3x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %2 = flow.dispatch.workgroups(%0, %1) : (tensor<3x7x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x7x2xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 7.000000e+00 : f32
      %6 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0], sizes = [3, 7, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x7x2xf32>> -> tensor<3x7x2xf32>
      %7 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2xf32>> -> tensor<3x2xf32>
      %8 = tensor.empty() : tensor<3x2xf32>
      %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<3x2xf32>) -> tensor<3x2xf32>
      %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<3x7x2xf32>) outs(%9 : tensor<3x2xf32>) {
      ^bb0(%in: f32, %out: f32):
        %12 = arith.addf %in, %out : f32
        linalg.yield %12 : f32
      } -> tensor<3x2xf32>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10, %7 : tensor<3x2xf32>, tensor<3x2xf32>) outs(%8 : tensor<3x2xf32>) {
      ^bb0(%in: f32, %in_1: f32, %out: f32):
        %12 = arith.divf %in, %cst_0 : f32
        %13 = arith.addf %12, %in : f32
        %14 = arith.subf %13, %in_1 : f32
        linalg.yield %14 : f32
      } -> tensor<3x2xf32>
      iree_tensor_ext.dispatch.tensor.store %11, %arg5, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : tensor<3x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<3x2xf32> -> tensor<3x1x2xf32>
    %4 = hal.tensor.barrier join(%3 : tensor<3x1x2xf32>) => %arg2 : !hal.fence
    %5 = hal.tensor.export %4 : tensor<3x1x2xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
  util.func public @reductions(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @reductions$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}