module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @int_logic$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<2x5xi32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x5xi32>
    %2 = flow.tensor.reshape %0 : tensor<2x5xi32> -> tensor<10xi32>
    %3 = flow.tensor.reshape %1 : tensor<2x5xi32> -> tensor<10xi32>
    %4 = flow.dispatch.workgroups(%2, %3) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1> =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<10xi32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<10xi32>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10xi1>>) {
      %c0_i32 = arith.constant 0 : i32
      %8 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [10], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<10xi32>> -> tensor<10xi32>
      %9 = iree_tensor_ext.dispatch.tensor.load %arg5, offsets = [0], sizes = [10], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<10xi32>> -> tensor<10xi32>
      %10 = tensor.empty() : tensor<10xi1>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8, %9 : tensor<10xi32>, tensor<10xi32>) outs(%10 : tensor<10xi1>) {
      ^bb0(%in: i32, %in_0: i32, %out: i1):
        %12 = arith.divsi %in, %in_0 : i32
        %13 = arith.remsi %in, %in_0 : i32
        %14 = arith.cmpi ne, %13, %c0_i32 : i32
        %15 = arith.cmpi slt, %in_0, %c0_i32 : i32
        %16 = arith.cmpi slt, %13, %c0_i32 : i32
        %17 = arith.xori %15, %16 : i1
        %18 = arith.andi %14, %17 : i1
        %19 = arith.addi %13, %in_0 : i32
        %20 = arith.select %18, %19, %13 : i32
        %21 = arith.cmpi slt, %in, %in_0 : i32
        %22 = arith.cmpi ne, %20, %12 : i32
        %23 = arith.andi %22, %21 : i1
        linalg.yield %23 : i1
      } -> tensor<10xi1>
      iree_tensor_ext.dispatch.tensor.store %11, %arg6, offsets = [0], sizes = [10], strides = [1] : tensor<10xi1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10xi1>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.tensor.reshape %4 : tensor<10xi1> -> tensor<2x5xi1>
    %6 = hal.tensor.barrier join(%5 : tensor<2x5xi1>) => %arg3 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<2x5xi1> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @int_logic(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @int_logic$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}