module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @topk$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x8xf32>
    %1 = flow.dispatch.workgroups() : () -> tensor<24xi64> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xi64>>) {
      %c8 = arith.constant 8 : index
      %9 = tensor.empty() : tensor<24xi64>
      %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%9 : tensor<24xi64>) {
      ^bb0(%out: i64):
        %11 = linalg.index 0 : index
        %12 = arith.remsi %11, %c8 : index
        %13 = arith.index_cast %12 : index to i64
        linalg.yield %13 : i64
      } -> tensor<24xi64>
      iree_tensor_ext.dispatch.tensor.store %10, %arg3, offsets = [0], sizes = [24], strides = [1] : tensor<24xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %2 = flow.tensor.reshape %1 : tensor<24xi64> -> tensor<3x8xi64>
    %3:2 = flow.dispatch.workgroups(%0, %2) : (tensor<3x8xf32>, tensor<3x8xi64>) -> (%0, %2) =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xi64>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>> -> tensor<3x8xf32>
      %10 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [3, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xi64>> -> tensor<3x8xi64>
      %11:2 = iree_linalg_ext.sort dimension(1) outs(%9, %10 : tensor<3x8xf32>, tensor<3x8xi64>) {
      ^bb0(%arg5: f32, %arg6: f32, %arg7: i64, %arg8: i64):
        %12 = arith.cmpf oge, %arg5, %arg6 : f32
        iree_linalg_ext.yield %12 : i1
      } -> tensor<3x8xf32>, tensor<3x8xi64>
      iree_tensor_ext.dispatch.tensor.store %11#0, %arg3, offsets = [0, 0], sizes = [3, 8], strides = [1, 1] : tensor<3x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>
      iree_tensor_ext.dispatch.tensor.store %11#1, %arg4, offsets = [0, 0], sizes = [3, 8], strides = [1, 1] : tensor<3x8xi64> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %4 = flow.dispatch.workgroups(%3#0) : (tensor<3x8xf32>) -> tensor<3x3xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xf32>> -> tensor<3x3xf32>
      iree_tensor_ext.dispatch.tensor.store %9, %arg4, offsets = [0, 0], sizes = [3, 3], strides = [1, 1] : tensor<3x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.dispatch.workgroups(%3#1) : (tensor<3x8xi64>) -> tensor<3x3xi64> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi64>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xi64>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi64>> -> tensor<3x3xi64>
      iree_tensor_ext.dispatch.tensor.store %9, %arg4, offsets = [0, 0], sizes = [3, 3], strides = [1, 1] : tensor<3x3xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %6:2 = hal.tensor.barrier join(%4, %5 : tensor<3x3xf32>, tensor<3x3xi64>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6#0 : tensor<3x3xf32> -> !hal.buffer_view
    %8 = hal.tensor.export %6#1 : tensor<3x3xi64> -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @topk(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @topk$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}