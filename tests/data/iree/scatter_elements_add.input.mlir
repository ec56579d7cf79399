module {
  util.func public @scatter_elements_add$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[[0, 1, 2, 0], [0, 1, 1, 2]]> : tensor<2x4xi64>
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x4xf32>
    %2 = tensor.empty() : tensor<8x1xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<8x1xi64>) -> tensor<8x1xi64>
    %4 = tensor.empty() : tensor<8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
    %6:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%3, %3, %5 : tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_2: i64, %out_3: f32):
      %12 = linalg.index 0 : index
      %13 = arith.remsi %12, %c4 : index
      %14 = arith.divsi %12, %c4 : index
      %15 = arith.remsi %14, %c2 : index
      %extracted = tensor.extract %cst_0[%15, %13] : tensor<2x4xi64>
      %extracted_4 = tensor.extract %1[%15, %13] : tensor<2x4xf32>
      %16 = arith.index_cast %13 : index to i64
      linalg.yield %extracted, %16, %extracted_4 : i64, i64, f32
    } -> (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>)
    %7 = tensor.empty() : tensor<8x2xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice = tensor.insert_slice %6#0 into %8[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %inserted_slice_1 = tensor.insert_slice %6#1 into %inserted_slice[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %9 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%6#2, %inserted_slice_1 : tensor<8xf32>, tensor<8x2xi64>) outs(%0 : tensor<3x4xf32>) {
    ^bb0(%arg4: f32, %arg5: f32):
      %12 = arith.addf %arg4, %arg5 : f32
      iree_linalg_ext.yield %12 : f32
    } -> tensor<3x4xf32>
    %10 = hal.tensor.barrier join(%9 : tensor<3x4xf32>) => %arg3 : !hal.fence
    %11 = hal.tensor.export %10 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
  util.func public @scatter_elements_add(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @scatter_elements_add$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}