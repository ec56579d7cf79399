module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @embedding$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant dense<[[-0.395301282, 0.263914883, 0.607128263, -0.972159802, 0.767664253, 0.25505811, 0.782979846, 0.272418231], [1.16200817, -0.937756359, 1.77609968, 1.20238984, -0.599957824, 0.660166323, 0.444767386, -1.74576354], [0.595216274, -0.585399091, -0.25001353, -0.602386415, -0.428084016, 0.0717347041, 0.0967191234, -1.55915189], [-0.268706024, -1.3448112, -1.27077782, -0.346953601, 0.855300247, 0.630856514, -0.604658067, -0.710420847], [-0.827409923, 0.14274022, 0.936650038, 0.0180498566, 0.692766666, 0.315409064, 1.50418568, -2.00669074], [-2.13103414, -0.198439583, 0.636539518, -0.410549283, 0.425780684, -1.17354476, -1.2593832, -0.716575861], [0.84132272, 0.696358382, -0.713252723, 0.181119367, -0.647570848, 0.020059811, -1.11429644, -0.0465543494], [-0.735753953, -0.0443595089, -0.652042627, -0.821741461, 0.11343129, -0.337795347, 0.021671176, -0.419085175], [0.613742887, -0.815684735, 7.687510e-01, 1.33197427, -0.268887699, 1.74524307, 2.02969813, 4.430750e-01], [-1.3576051, -1.61569393, -0.175778687, 1.77592981, 0.574549854, 0.758030891, -0.250913322, -0.744146883]]> : tensor<10x8xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x5xi64>
    %1 = flow.tensor.reshape %0 : tensor<2x5xi64> -> tensor<10xi64>
    %2 = flow.dispatch.workgroups(%1) : (tensor<10xi64>) -> tensor<10xi64> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<10xi64>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10xi64>>) {
      %c10_i64 = arith.constant 10 : i64
      %c0_i64 = arith.constant 0 : i64
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [10], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<10xi64>> -> tensor<10xi64>
      %8 = tensor.empty() : tensor<10xi64>
      %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7 : tensor<10xi64>) outs(%8 : tensor<10xi64>) {
      ^bb0(%in: i64, %out: i64):
        %10 = arith.addi %in, %c10_i64 : i64
        %11 = arith.cmpi slt, %in, %c0_i64 : i64
        %12 = arith.select %11, %10, %in : i64
        linalg.yield %12 : i64
      } -> tensor<10xi64>
      iree_tensor_ext.dispatch.tensor.store %9, %arg4, offsets = [0], sizes = [10], strides = [1] : tensor<10xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<10xi64> -> tensor<2x5xi64>
    %4 = flow.dispatch.workgroups(%cst, %3) : (tensor<10x8xf32>, tensor<2x5xi64>) -> tensor<2x8xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5xi64>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>) {
      %cst_0 = arith.constant 0.000000e+00 : f32
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [10, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x8xf32>> -> tensor<10x8xf32>
      %8 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [2, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5xi64>> -> tensor<2x5xi64>
      %9 = tensor.empty() : tensor<2x8xf32>
      %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<2x8xf32>) -> tensor<2x8xf32>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x5xi64>) outs(%10 : tensor<2x8xf32>) {
      ^bb0(%in: i64, %out: f32):
        %12 = linalg.index 1 : index
        %13 = arith.index_cast %in : i64 to index
        %extracted = tensor.extract %7[%13, %12] : tensor<10x8xf32>
        %14 = arith.addf %extracted, %out : f32
        linalg.yield %14 : f32
      } -> tensor<2x8xf32>
      iree_tensor_ext.dispatch.tensor.store %11, %arg5, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = hal.tensor.barrier join(%4 : tensor<2x8xf32>) => %arg2 : !hal.fence
    %6 = hal.tensor.export %5 : tensor<2x8xf32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
  util.func public @embedding(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @embedding$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}