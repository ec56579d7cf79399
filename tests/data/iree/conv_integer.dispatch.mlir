module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @conv_integer$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c2_i8 = arith.constant 2 : i8
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<1x2x5x5xi8>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<3x2x3x3xi8>
    %2 = flow.tensor.reshape %0 : tensor<1x2x5x5xi8> -> tensor<2x5x5xi8>
    %3 = flow.tensor.splat %c2_i8 : tensor<2x7x7xi8>
    %4 = flow.dispatch.workgroups(%2, %3) : (tensor<2x5x5xi8>, tensor<2x7x7xi8>) -> %3 =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x5xi8>>, %arg5: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x7x7xi8>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0, 0], sizes = [2, 5, 5], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x5xi8>> -> tensor<2x5x5xi8>
      iree_tensor_ext.dispatch.tensor.store %9, %arg5, offsets = [0, 1, 1], sizes = [2, 5, 5], strides = [1, 1, 1] : tensor<2x5x5xi8> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x7x7xi8>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.dispatch.workgroups(%4, %1) : (tensor<2x7x7xi8>, tensor<3x2x3x3xi8>) -> tensor<3x5x5xi32> =
        (%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x7x7xi8>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x3x3xi8>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5x5xi32>>) {
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c-1_i32 = arith.constant -1 : i32
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0, 0], sizes = [2, 7, 7], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x7x7xi8>> -> tensor<2x7x7xi8>
      %10 = iree_tensor_ext.dispatch.tensor.load %arg5, offsets = [0, 0, 0, 0], sizes = [3, 2, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x3x3xi8>> -> tensor<3x2x3x3xi8>
      %11 = tensor.empty() : tensor<3x5x5xi32>
      %12 = linalg.fill ins(%c0_i32 : i32) outs(%11 : tensor<3x5x5xi32>) -> tensor<3x5x5xi32>
      %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%9, %10 : tensor<2x7x7xi8>, tensor<3x2x3x3xi8>) outs(%12 : tensor<3x5x5xi32>) {
      ^bb0(%in: i8, %in_0: i8, %out: i32):
        %14 = arith.extsi %in : i8 to i32
        %15 = arith.subi %14, %c2_i32 : i32
        %16 = arith.extsi %in_0 : i8 to i32
        %17 = arith.subi %16, %c-1_i32 : i32
        %18 = arith.muli %15, %17 : i32
        %19 = arith.addi %out, %18 : i32
        linalg.yield %19 : i32
      } -> tensor<3x5x5xi32>
      iree_tensor_ext.dispatch.tensor.store %13, %arg6, offsets = [0, 0, 0], sizes = [3, 5, 5], strides = [1, 1, 1] : tensor<3x5x5xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5x5xi32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %6 = flow.tensor.reshape %5 : tensor<3x5x5xi32> -> tensor<1x3x5x5xi32>
    %7 = hal.tensor.barrier join(%6 : tensor<1x3x5x5xi32>) => %arg3 : !hal.fence
    %8 = hal.tensor.export %7 : tensor<1x3x5x5xi32> -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
  util.func public @conv_integer(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @conv_integer$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}