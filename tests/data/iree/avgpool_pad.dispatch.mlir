module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @avgpool_pad$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x2x5x5xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x2x5x5xf32> -> tensor<2x5x5xf32>
    %2 = flow.tensor.splat %cst : tensor<2x7x7xf32>
    %3 = flow.dispatch.workgroups(%1, %2) : (tensor<2x5x5xf32>, tensor<2x7x7xf32>) -> %2 =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x5xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x7x7xf32>>) {
      %8 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0], sizes = [2, 5, 5], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x5xf32>> -> tensor<2x5x5xf32>
      iree_tensor_ext.dispatch.tensor.store %8, %arg4, offsets = [0, 1, 1], sizes = [2, 5, 5], strides = [1, 1, 1] : tensor<2x5x5xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x7x7xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %4 = flow.dispatch.workgroups(%3) : (tensor<2x7x7xf32>) -> tensor<2x5x5xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x7x7xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x5xf32>>) {
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c1_i64 = arith.constant 1 : i64
      %c2_i64 = arith.constant 2 : i64
      %c6_i64 = arith.constant 6 : i64
      %c5_i64 = arith.constant 5 : i64
      %c0_i64 = arith.constant 0 : i64
      %8 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0], sizes = [2, 7, 7], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x7x7xf32>> -> tensor<2x7x7xf32>
      %9 = tensor.empty() : tensor<2x5x5xf32>
      %10 = tensor.empty() : tensor<3x3xf32>
      %11 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
      %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d2 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%8, %10 : tensor<2x7x7xf32>, tensor<3x3xf32>) outs(%11 : tensor<2x5x5xf32>) {
      ^bb0(%in: f32, %in_1: f32, %out: f32):
        %14 = arith.addf %out, %in : f32
        linalg.yield %14 : f32
      } -> tensor<2x5x5xf32>
      %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x5x5xf32>) outs(%9 : tensor<2x5x5xf32>) {
      ^bb0(%in: f32, %out: f32):
        %14 = linalg.index 1 : index
        %15 = arith.index_cast %14 : index to i64
        %16 = arith.subi %15, %c1_i64 : i64
        %17 = arith.addi %15, %c2_i64 : i64
        %18 = arith.minsi %17, %c6_i64 : i64
        %19 = arith.minsi %18, %c5_i64 : i64
        %20 = arith.subi %c1_i64, %15 : i64
        %21 = arith.maxsi %20, %c0_i64 : i64
        %22 = arith.subi %19, %16 : i64
        %23 = arith.subi %22, %21 : i64
        %24 = arith.maxsi %23, %c0_i64 : i64
        %25 = linalg.index 2 : index
        %26 = arith.index_cast %25 : index to i64
        %27 = arith.subi %26, %c1_i64 : i64
        %28 = arith.addi %26, %c2_i64 : i64
        %29 = arith.minsi %28, %c6_i64 : i64
        %30 = arith.minsi %29, %c5_i64 : i64
        %31 = arith.subi %c1_i64, %26 : i64
        %32 = arith.maxsi %31, %c0_i64 : i64
        %33 = arith.subi %30, %27 : i64
        %34 = arith.subi %33, %32 : i64
        %35 = arith.maxsi %34, %c0_i64 : i64
        %36 = arith.muli %24, %35 : i64
        %37 = arith.sitofp %36 : i64 to f32
        %38 = arith.divf %in, %37 : f32
        linalg.yield %38 : f32
      } -> tensor<2x5x5xf32>
      iree_tensor_ext.dispatch.tensor.store %13, %arg4, offsets = [0, 0, 0], sizes = [2, 5, 5], strides = [1, 1, 1] : tensor<2x5x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x5xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.tensor.reshape %4 : tensor<2x5x5xf32> -> tensor<1x2x5x5xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<1x2x5x5xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<1x2x5x5xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @avgpool_pad(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @avgpool_pad$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}