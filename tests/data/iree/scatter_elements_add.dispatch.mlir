module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @scatter_elements_add$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i64 = arith.constant 0 : i64
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x4xf32>
    %2:3 = flow.dispatch.workgroups(%1) : (tensor<2x4xf32>) -> (tensor<8xi64>, tensor<8xi64>, tensor<8xf32>) =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi64>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi64>>, %arg7: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) {
      %cst = arith.constant dense<[[0, 1, 2, 0], [0, 1, 1, 2]]> : tensor<2x4xi64>
      %c4 = arith.constant 4 : index
      %c2 = arith.constant 2 : index
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
      %10 = tensor.empty() : tensor<8xf32>
      %11 = tensor.empty() : tensor<8xi64>
      %12:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%11, %11, %10 : tensor<8xi64>, tensor<8xi64>, tensor<8xf32>) {
      ^bb0(%out: i64, %out_0: i64, %out_1: f32):
        %13 = linalg.index 0 : index
        %14 = arith.remsi %13, %c4 : index
        %15 = arith.divsi %13, %c4 : index
        %16 = arith.remsi %15, %c2 : index
        %extracted = tensor.extract %cst[%16, %14] : tensor<2x4xi64>
        %extracted_2 = tensor.extract %9[%16, %14] : tensor<2x4xf32>
        %17 = arith.index_cast %14 : index to i64
        linalg.yield %extracted, %17, %extracted_2 : i64, i64, f32
      } -> (tensor<8xi64>, tensor<8xi64>, tensor<8xf32>)
      iree_tensor_ext.dispatch.tensor.store %12#0, %arg5, offsets = [0], sizes = [8], strides = [1] : tensor<8xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi64>>
      iree_tensor_ext.dispatch.tensor.store %12#1, %arg6, offsets = [0], sizes = [8], strides = [1] : tensor<8xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi64>>
      iree_tensor_ext.dispatch.tensor.store %12#2, %arg7, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.splat %c0_i64 : tensor<8x2xi64>
    %4 = flow.dispatch.workgroups(%2#0, %3) : (tensor<8xi64>, tensor<8x2xi64>) -> %3 =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>>, %arg5: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x2xi64>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>> -> tensor<8xi64>
      iree_tensor_ext.dispatch.tensor.store %9, %arg5, offsets = [0, 0], sizes = [8, 1], strides = [1, 1] : tensor<8xi64> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x2xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.dispatch.workgroups(%2#1, %4) : (tensor<8xi64>, tensor<8x2xi64>) -> %4 =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>>, %arg5: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x2xi64>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>> -> tensor<8xi64>
      iree_tensor_ext.dispatch.tensor.store %9, %arg5, offsets = [0, 1], sizes = [8, 1], strides = [1, 1] : tensor<8xi64> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x2xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %6 = flow.dispatch.workgroups(%2#2, %5, %0) : (tensor<8xf32>, tensor<8x2xi64>, tensor<3x4xf32>) -> %0 =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2xi64>>, %arg6: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x4xf32>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
      %10 = iree_tensor_ext.dispatch.tensor.load %arg5, offsets = [0, 0], sizes = [8, 2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2xi64>> -> tensor<8x2xi64>
      %11 = iree_tensor_ext.dispatch.tensor.load %arg6, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x4xf32>> -> tensor<3x4xf32>
      %12 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%9, %10 : tensor<8xf32>, tensor<8x2xi64>) outs(%11 : tensor<3x4xf32>) {
      ^bb0(%arg7: f32, %arg8: f32):
        %13 = arith.addf %arg7, %arg8 : f32
        iree_linalg_ext.yield %13 : f32
      } -> tensor<3x4xf32>
      iree_tensor_ext.dispatch.tensor.store %12, %arg6, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x4xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %7 = hal.tensor.barrier join(%6 : tensor<3x4xf32>) => %arg3 : !hal.fence
    %8 = hal.tensor.export %7 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
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