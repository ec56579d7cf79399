module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @elementwise_misc$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = flow.tensor.reshape %0 : tensor<3x4xf32> -> tensor<12xf32>
    %2 = flow.dispatch.workgroups(%1) : (tensor<12xf32>) -> tensor<12xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e-01 : f32
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [12], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
      %8 = tensor.empty() : tensor<12xf32>
      %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7 : tensor<12xf32>) outs(%8 : tensor<12xf32>) {
      ^bb0(%in: f32, %out: f32):
        %10 = arith.cmpf olt, %cst, %in : f32
        %11 = arith.select %10, %cst, %in : f32
        %12 = arith.mulf %11, %cst_0 : f32
        %13 = arith.cmpf ogt, %cst, %in : f32
        %14 = arith.select %13, %cst, %in : f32
        %15 = arith.addf %14, %12 : f32
        %16 = math.absf %15 : f32
        %17 = arith.cmpf one, %16, %cst : f32
        cf.assert %17, "unimplemented: tensor with zero element"
        cf.assert %17, "unimplemented: tensor with zero element"
        linalg.yield %16 : f32
      } -> tensor<12xf32>
      iree_tensor_ext.dispatch.tensor.store %9, %arg4, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<12xf32> -> tensor<3x4xf32>
    %4 = flow.dispatch.workgroups(%0, %3) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 2.000000e-01 : f32
      %cst_2 = arith.constant 5.000000e-01 : f32
      %cst_3 = arith.constant dense<[1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tensor<4xf32>
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
      %8 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
      %9 = tensor.empty() : tensor<3x4xf32>
      %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7, %8, %cst_3 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<4xf32>) outs(%9 : tensor<3x4xf32>) {
      ^bb0(%in: f32, %in_4: f32, %in_5: f32, %out: f32):
        %11 = math.ceil %in : f32
        %12 = arith.negf %in_4 : f32
        %13 = math.roundeven %in : f32
        %14 = math.floor %in : f32
        %15 = arith.addf %14, %11 : f32
        %16 = arith.addf %15, %13 : f32
        %17 = arith.cmpf ogt, %16, %12 : f32
        %18 = arith.select %17, %16, %12 : f32
        %19 = arith.cmpf one, %in_4, %cst : f32
        cf.assert %19, "unimplemented: tensor with zero element"
        %20 = arith.divf %cst_0, %in_4 : f32
        %21 = math.log %20 : f32
        %22 = arith.cmpf olt, %18, %in : f32
        %23 = arith.select %22, %18, %in : f32
        %24 = arith.addf %23, %21 : f32
        %25 = arith.mulf %24, %cst_1 : f32
        %26 = arith.addf %25, %cst_2 : f32
        %27 = arith.cmpf olt, %cst_0, %26 : f32
        %28 = arith.select %27, %cst_0, %26 : f32
        %29 = arith.cmpf ogt, %cst, %28 : f32
        %30 = arith.select %29, %cst, %28 : f32
        %31 = arith.mulf %30, %in_5 : f32
        %32 = arith.cmpf olt, %30, %cst : f32
        %33 = arith.select %32, %31, %30 : f32
        linalg.yield %33 : f32
      } -> tensor<3x4xf32>
      iree_tensor_ext.dispatch.tensor.store %10, %arg5, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = hal.tensor.barrier join(%4 : tensor<3x4xf32>) => %arg2 : !hal.fence
    %6 = hal.tensor.export %5 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
  util.func public @elementwise_misc(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @elementwise_misc$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}