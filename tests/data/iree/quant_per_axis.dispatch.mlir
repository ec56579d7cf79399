module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @quant_per_axis$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = flow.dispatch.workgroups(%0) : (tensor<3x4xf32>) -> tensor<3x4xi8> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>) {
      %cst = arith.constant -1.280000e+02 : f32
      %cst_0 = arith.constant 1.270000e+02 : f32
      %cst_1 = arith.constant dense<[1.000000e-01, 5.000000e-02, 2.000000e-01, 2.000000e-02]> : tensor<4xf32>
      %cst_2 = arith.constant dense<[0, 3, -2, 10]> : tensor<4xi8>
      %5 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
      %6 = tensor.empty() : tensor<3x4xi8>
      %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_1, %cst_2 : tensor<3x4xf32>, tensor<4xf32>, tensor<4xi8>) outs(%6 : tensor<3x4xi8>) {
      ^bb0(%in: f32, %in_3: f32, %in_4: i8, %out: i8):
        %8 = arith.divf %in, %in_3 : f32
        %9 = math.roundeven %8 : f32
        %10 = arith.sitofp %in_4 : i8 to f32
        %11 = arith.addf %9, %10 : f32
        %12 = arith.maxnumf %11, %cst : f32
        %13 = arith.minnumf %12, %cst_0 : f32
        %14 = arith.fptosi %13 : f32 to i8
        linalg.yield %14 : i8
      } -> tensor<3x4xi8>
      iree_tensor_ext.dispatch.tensor.store %7, %arg4, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %2 = flow.dispatch.workgroups(%1) : (tensor<3x4xi8>) -> tensor<3x4xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi8>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>) {
      %cst = arith.constant dense<[1.000000e-01, 5.000000e-02, 2.000000e-01, 2.000000e-02]> : tensor<4xf32>
      %cst_0 = arith.constant dense<[0, 3, -2, 10]> : tensor<4xi8>
      %5 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi8>> -> tensor<3x4xi8>
      %6 = tensor.empty() : tensor<3x4xf32>
      %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %cst, %cst_0 : tensor<3x4xi8>, tensor<4xf32>, tensor<4xi8>) outs(%6 : tensor<3x4xf32>) {
      ^bb0(%in: i8, %in_1: f32, %in_2: i8, %out: f32):
        %8 = arith.extsi %in : i8 to i16
        %9 = arith.extsi %in_2 : i8 to i16
        %10 = arith.subi %8, %9 : i16
        %11 = arith.sitofp %10 : i16 to f32
        %12 = arith.mulf %11, %in_1 : f32
        linalg.yield %12 : f32
      } -> tensor<3x4xf32>
      iree_tensor_ext.dispatch.tensor.store %7, %arg4, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = hal.tensor.barrier join(%2 : tensor<3x4xf32>) => %arg2 : !hal.fence
    %4 = hal.tensor.export %3 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
  util.func public @quant_per_axis(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @quant_per_axis$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}