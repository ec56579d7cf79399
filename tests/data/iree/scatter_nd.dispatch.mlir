module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_2x3xi64 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<2x3xi64>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = flow.dispatch.workgroups() : () -> tensor<2x3xi64> =
        (%arg0: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xi64>>) {
      %cst = arith.constant dense<[1, 3]> : tensor<2xi64>
      %1 = tensor.empty() : tensor<2x3xi64>
      %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<2xi64>) outs(%1 : tensor<2x3xi64>) {
      ^bb0(%in: i64, %out: i64):
        linalg.yield %in : i64
      } -> tensor<2x3xi64>
      iree_tensor_ext.dispatch.tensor.store %2, %arg0, offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : tensor<2x3xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    util.global.store %0, @__hoisted_tensor_2x3xi64 : tensor<2x3xi64>
    util.return
  }
  util.func public @scatter_nd$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i64 = arith.constant 0 : i64
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<4x3xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x3xf32>
    %__hoisted_tensor_2x3xi64 = util.global.load immutable @__hoisted_tensor_2x3xi64 : tensor<2x3xi64>
    %2:3 = flow.dispatch.workgroups(%__hoisted_tensor_2x3xi64, %1) : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<6xi64>, tensor<6xi64>, tensor<6xf32>) =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xi64>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>, %arg7: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>, %arg8: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) {
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xi64>> -> tensor<2x3xi64>
      %10 = iree_tensor_ext.dispatch.tensor.load %arg5, offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>> -> tensor<2x3xf32>
      %11 = tensor.empty() : tensor<6xf32>
      %12 = tensor.empty() : tensor<6xi64>
      %13:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%12, %12, %11 : tensor<6xi64>, tensor<6xi64>, tensor<6xf32>) {
      ^bb0(%out: i64, %out_0: i64, %out_1: f32):
        %14 = linalg.index 0 : index
        %15 = arith.remsi %14, %c3 : index
        %16 = arith.divsi %14, %c3 : index
        %17 = arith.remsi %16, %c2 : index
        %extracted = tensor.extract %9[%17, %15] : tensor<2x3xi64>
        %extracted_2 = tensor.extract %10[%17, %15] : tensor<2x3xf32>
        %18 = arith.index_cast %15 : index to i64
        linalg.yield %extracted, %18, %extracted_2 : i64, i64, f32
      } -> (tensor<6xi64>, tensor<6xi64>, tensor<6xf32>)
      iree_tensor_ext.dispatch.tensor.store %13#0, %arg6, offsets = [0], sizes = [6], strides = [1] : tensor<6xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
      iree_tensor_ext.dispatch.tensor.store %13#1, %arg7, offsets = [0], sizes = [6], strides = [1] : tensor<6xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
      iree_tensor_ext.dispatch.tensor.store %13#2, %arg8, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.splat %c0_i64 : tensor<6x2xi64>
    %4 = flow.dispatch.workgroups(%2#0, %3) : (tensor<6xi64>, tensor<6x2xi64>) -> %3 =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi64>>, %arg5: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x2xi64>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi64>> -> tensor<6xi64>
      iree_tensor_ext.dispatch.tensor.store %9, %arg5, offsets = [0, 0], sizes = [6, 1], strides = [1, 1] : tensor<6xi64> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x2xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.dispatch.workgroups(%2#1, %4) : (tensor<6xi64>, tensor<6x2xi64>) -> %4 =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi64>>, %arg5: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x2xi64>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi64>> -> tensor<6xi64>
      iree_tensor_ext.dispatch.tensor.store %9, %arg5, offsets = [0, 1], sizes = [6, 1], strides = [1, 1] : tensor<6xi64> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x2xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %6 = flow.dispatch.workgroups(%2#2, %5, %0) : (tensor<6xf32>, tensor<6x2xi64>, tensor<4x3xf32>) -> %0 =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x2xi64>>, %arg6: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x3xf32>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
      %10 = iree_tensor_ext.dispatch.tensor.load %arg5, offsets = [0, 0], sizes = [6, 2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x2xi64>> -> tensor<6x2xi64>
      %11 = iree_tensor_ext.dispatch.tensor.load %arg6, offsets = [0, 0], sizes = [4, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x3xf32>> -> tensor<4x3xf32>
      %12 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%9, %10 : tensor<6xf32>, tensor<6x2xi64>) outs(%11 : tensor<4x3xf32>) {
      ^bb0(%arg7: f32, %arg8: f32):
        iree_linalg_ext.yield %arg7 : f32
      } -> tensor<4x3xf32>
      iree_tensor_ext.dispatch.tensor.store %12, %arg6, offsets = [0, 0], sizes = [4, 3], strides = [1, 1] : tensor<4x3xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x3xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %7 = hal.tensor.barrier join(%6 : tensor<4x3xf32>) => %arg3 : !hal.fence
    %8 = hal.tensor.export %7 : tensor<4x3xf32> -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
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