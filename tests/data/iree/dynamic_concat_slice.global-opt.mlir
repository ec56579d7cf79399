module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @dynamic_concat_slice$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1000 = arith.constant 1000 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<?x3xf32>{%0}
    %2 = iree_tensor_ext.compute_barrier.start %1 : tensor<?x3xf32>{%0} -> tensor<?x3xf32>
    %3 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %4 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<?x3xf32>{%3}
    %5 = iree_tensor_ext.compute_barrier.start %4 : tensor<?x3xf32>{%3} -> tensor<?x3xf32>
    %concat = tensor.concat dim(0) %2, %5 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %6 = arith.addi %0, %3 : index
    %7 = arith.index_cast %6 : index to i64
    %8 = arith.minui %7, %c1_i64 : i64
    %9 = arith.index_castui %8 : i64 to index
    %10 = arith.minsi %6, %c1000 : index
    %11 = arith.subi %10, %9 : index
    %12 = arith.maxsi %11, %c0 : index
    %extracted_slice = tensor.extract_slice %concat[%9, 1] [%12, 2] [1, 1] : tensor<?x3xf32> to tensor<?x2xf32>
    %13 = iree_tensor_ext.compute_barrier.end %extracted_slice : tensor<?x2xf32>{%12} -> tensor<?x2xf32>
    %14 = hal.tensor.barrier join(%13 : tensor<?x2xf32>) => %arg3 : !hal.fence
    %15 = hal.tensor.export %14 : tensor<?x2xf32>{%12} -> !hal.buffer_view
    util.return %15 : !hal.buffer_view
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