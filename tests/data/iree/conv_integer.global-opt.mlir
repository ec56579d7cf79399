module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @conv_integer$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c2_i8 = arith.constant 2 : i8
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<1x2x5x5xi8>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<3x2x3x3xi8>
    %2 = iree_tensor_ext.compute_barrier.start %1 : tensor<3x2x3x3xi8> -> tensor<3x2x3x3xi8>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2], [3]] : tensor<1x2x5x5xi8> into tensor<2x5x5xi8>
    %3 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<2x5x5xi8> -> tensor<2x5x5xi8>
    %padded = tensor.pad %3 low[0, 1, 1] high[0, 1, 1] {
    ^bb0(%arg4: index, %arg5: index, %arg6: index):
      tensor.yield %c2_i8 : i8
    } : tensor<2x5x5xi8> to tensor<2x7x7xi8>
    %4 = tensor.empty() : tensor<3x5x5xi32>
    %5 = linalg.fill ins(%c0_i32 : i32) outs(%4 : tensor<3x5x5xi32>) -> tensor<3x5x5xi32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded, %2, %c2_i32, %c-1_i32 : tensor<2x7x7xi8>, tensor<3x2x3x3xi8>, i32, i32) outs(%5 : tensor<3x5x5xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %10 = arith.extsi %in : i8 to i32
      %11 = arith.subi %10, %in_1 : i32
      %12 = arith.extsi %in_0 : i8 to i32
      %13 = arith.subi %12, %in_2 : i32
      %14 = arith.muli %11, %13 : i32
      %15 = arith.addi %out, %14 : i32
      linalg.yield %15 : i32
    } -> tensor<3x5x5xi32>
    %7 = iree_tensor_ext.compute_barrier.end %6 : tensor<3x5x5xi32> -> tensor<3x5x5xi32>
    %expanded = tensor.expand_shape %7 [[0, 1], [2], [3]] output_shape [1, 3, 5, 5] : tensor<3x5x5xi32> into tensor<1x3x5x5xi32>
    %8 = hal.tensor.barrier join(%expanded : tensor<1x3x5x5xi32>) => %arg3 : !hal.fence
    %9 = hal.tensor.export %8 : tensor<1x3x5x5xi32> -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
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