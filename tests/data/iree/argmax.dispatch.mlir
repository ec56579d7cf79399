module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @argmax$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x5xf32>
    %1 = flow.dispatch.workgroups(%0) : (tensor<3x5xf32>) -> tensor<3xi32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) {
      %cst = arith.constant 0xFF800000 : f32
      %c0_i32 = arith.constant 0 : i32
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
      %10 = tensor.empty() : tensor<3xi32>
      %11 = tensor.empty() : tensor<3xf32>
      %12 = linalg.fill ins(%c0_i32 : i32) outs(%10 : tensor<3xi32>) -> tensor<3xi32>
      %13 = linalg.fill ins(%cst : f32) outs(%11 : tensor<3xf32>) -> tensor<3xf32>
      %14:2 = iree_linalg_ext.arg_compare dimension(1) ins(%9 : tensor<3x5xf32>) outs(%13, %12 : tensor<3xf32>, tensor<3xi32>) {
      ^bb0(%arg5: f32, %arg6: f32):
        %15 = arith.cmpf ogt, %arg5, %arg6 : f32
        iree_linalg_ext.yield %15 : i1
      } -> tensor<3xf32>, tensor<3xi32>
      iree_tensor_ext.dispatch.tensor.store %14#1, %arg4, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %2 = flow.dispatch.workgroups(%1) : (tensor<3xi32>) -> tensor<3xi64> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi64>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
      %10 = tensor.empty() : tensor<3xi64>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%9 : tensor<3xi32>) outs(%10 : tensor<3xi64>) {
      ^bb0(%in: i32, %out: i64):
        %12 = arith.extsi %in : i32 to i64
        linalg.yield %12 : i64
      } -> tensor<3xi64>
      iree_tensor_ext.dispatch.tensor.store %11, %arg4, offsets = [0], sizes = [3], strides = [1] : tensor<3xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<3xi64> -> tensor<3x1xi64>
    %4 = flow.dispatch.workgroups(%0) : (tensor<3x5xf32>) -> tensor<5xi32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>) {
      %cst = arith.constant 0x7F800000 : f32
      %c0_i32 = arith.constant 0 : i32
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
      %10 = tensor.empty() : tensor<5xi32>
      %11 = tensor.empty() : tensor<5xf32>
      %12 = linalg.fill ins(%c0_i32 : i32) outs(%10 : tensor<5xi32>) -> tensor<5xi32>
      %13 = linalg.fill ins(%cst : f32) outs(%11 : tensor<5xf32>) -> tensor<5xf32>
      %14:2 = iree_linalg_ext.arg_compare dimension(0) ins(%9 : tensor<3x5xf32>) outs(%13, %12 : tensor<5xf32>, tensor<5xi32>) {
      ^bb0(%arg5: f32, %arg6: f32):
        %15 = arith.cmpf ole, %arg5, %arg6 : f32
        iree_linalg_ext.yield %15 : i1
      } -> tensor<5xf32>, tensor<5xi32>
      iree_tensor_ext.dispatch.tensor.store %14#1, %arg4, offsets = [0], sizes = [5], strides = [1] : tensor<5xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.dispatch.workgroups(%4) : (tensor<5xi32>) -> tensor<5xi64> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<5xi32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi64>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [5], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5xi32>> -> tensor<5xi32>
      %10 = tensor.empty() : tensor<5xi64>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%9 : tensor<5xi32>) outs(%10 : tensor<5xi64>) {
      ^bb0(%in: i32, %out: i64):
        %12 = arith.extsi %in : i32 to i64
        linalg.yield %12 : i64
      } -> tensor<5xi64>
      iree_tensor_ext.dispatch.tensor.store %11, %arg4, offsets = [0], sizes = [5], strides = [1] : tensor<5xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %6:2 = hal.tensor.barrier join(%3, %5 : tensor<3x1xi64>, tensor<5xi64>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6#0 : tensor<3x1xi64> -> !hal.buffer_view
    %8 = hal.tensor.export %6#1 : tensor<5xi64> -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @argmax(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @argmax$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}