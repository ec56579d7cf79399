module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @where_cast$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<4x5xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<4x5xf32>
    %2 = flow.tensor.reshape %0 : tensor<4x5xf32> -> tensor<20xf32>
    %3 = flow.tensor.reshape %1 : tensor<4x5xf32> -> tensor<20xf32>
    %4 = flow.dispatch.workgroups(%2, %3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32> =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<20xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<20xf32>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<20xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %8 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [20], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<20xf32>> -> tensor<20xf32>
      %9 = iree_tensor_ext.dispatch.tensor.load %arg5, offsets = [0], sizes = [20], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<20xf32>> -> tensor<20xf32>
      %10 = tensor.empty() : tensor<20xf32>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8, %9 : tensor<20xf32>, tensor<20xf32>) outs(%10 : tensor<20xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %12 = arith.cmpf ogt, %in, %cst : f32
        %13 = arith.select %12, %in, %in_0 : f32
        %14 = arith.fptosi %13 : f32 to i32
        %15 = arith.sitofp %14 : i32 to f32
        linalg.yield %15 : f32
      } -> tensor<20xf32>
      iree_tensor_ext.dispatch.tensor.store %11, %arg6, offsets = [0], sizes = [20], strides = [1] : tensor<20xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<20xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.tensor.reshape %4 : tensor<20xf32> -> tensor<4x5xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<4x5xf32>) => %arg3 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<4x5xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @where_cast(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @where_cast$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}