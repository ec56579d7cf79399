module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @dynamic_concat_slice$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1000 = arith.constant 1000 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<?x3xf32>{%0}
    %2 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %3 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<?x3xf32>{%2}
    %4 = arith.addi %0, %2 : index
    %5 = tensor.empty(%4) : tensor<?x3xf32>
    %6 = flow.tensor.update %1, %5[%c0, %c0] : tensor<?x3xf32>{%0} -> %5 as tensor<?x3xf32>{%4}
    %7 = flow.tensor.update %3, %6[%0, %c0] : tensor<?x3xf32>{%2} -> %6 as tensor<?x3xf32>{%4}
    %8 = arith.index_cast %4 : index to i64
    %9 = arith.minui %8, %c1_i64 : i64
    %10 = arith.index_castui %9 : i64 to index
    %11 = arith.minsi %4, %c1000 : index
    %12 = arith.subi %11, %10 : index
    %13 = arith.maxsi %12, %c0 : index
    %14 = flow.dispatch.workgroups[%10, %4, %13](%7, %10, %4, %13) : (tensor<?x3xf32>{%4}, index, index, index) -> tensor<?x2xf32>{%13} =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x3xf32>>, %arg5: index, %arg6: index, %arg7: index, %arg8: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x2xf32>>) {
      %17 = iree_tensor_ext.dispatch.workload.ordinal %arg5, 0 : index
      %18 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
      %19 = iree_tensor_ext.dispatch.workload.ordinal %arg7, 2 : index
      %20 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [%17, 1], sizes = [%19, 2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x3xf32>>{%18} -> tensor<?x2xf32>
      iree_tensor_ext.dispatch.tensor.store %20, %arg8, offsets = [0, 0], sizes = [%19, 2], strides = [1, 1] : tensor<?x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x2xf32>>{%19}
      flow.return
    } count(%arg4: index, %arg5: index, %arg6: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg4, %arg5, %arg6)
      flow.return %x, %y, %z : index, index, index
    }
    %15 = hal.tensor.barrier join(%14 : tensor<?x2xf32>) => %arg3 : !hal.fence
    %16 = hal.tensor.export %15 : tensor<?x2xf32>{%13} -> !hal.buffer_view
    util.return %16 : !hal.buffer_view
  }
  util.func public @dynamic_concat_slice(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @dynamic_concat_slice$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}