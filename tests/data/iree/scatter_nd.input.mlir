module {
  util.func public @scatter_nd$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant dense<[1, 3]> : tensor<2xi64>
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<4x3xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x3xf32>
    %2 = tensor.empty() : tensor<2x3xi64>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<2xi64>) outs(%2 : tensor<2x3xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x3xi64>
    %4 = tensor.empty() : tensor<6x1xi64>
    %5 = linalg.fill ins(%c0_i64 : i64) outs(%4 : tensor<6x1xi64>) -> tensor<6x1xi64>
    %6 = tensor.empty() : tensor<6xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<6xf32>) -> tensor<6xf32>
    %8:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%5, %5, %7 : tensor<6x1xi64>, tensor<6x1xi64>, tensor<6xf32>) {
    ^bb0(%out: i64, %out_2: i64, %out_3: f32):
      %14 = linalg.index 0 : index
      %15 = arith.remsi %14, %c3 : index
      %16 = arith.divsi %14, %c3 : index
      %17 = arith.remsi %16, %c2 : index
      %extracted = tensor.extract %3[%17, %15] : tensor<2x3xi64>
      %extracted_4 = tensor.extract %1[%17, %15] : tensor<2x3xf32>
      %18 = arith.index_cast %15 : index to i64
      linalg.yield %extracted, %18, %extracted_4 : i64, i64, f32
    } -> (tensor<6x1xi64>, tensor<6x1xi64>, tensor<6xf32>)
    %9 = tensor.empty() : tensor<6x2xi64>
    %10 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<6x2xi64>) -> tensor<6x2xi64>
    %inserted_slice = tensor.insert_slice %8#0 into %10[0, 0] [6, 1] [1, 1] : tensor<6x1xi64> into tensor<6x2xi64>
    %inserted_slice_1 = tensor.insert_slice %8#1 into %inserted_slice[0, 1] [6, 1] [1, 1] : tensor<6x1xi64> into tensor<6x2xi64>
    %11 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%8#2, %inserted_slice_1 : tensor<6xf32>, tensor<6x2xi64>) outs(%0 : tensor<4x3xf32>) {
    ^bb0(%arg4: f32, %arg5: f32):
      iree_linalg_ext.yield %arg4 : f32
    } -> tensor<4x3xf32>
    %12 = hal.tensor.barrier join(%11 : tensor<4x3xf32>) => %arg3 : !hal.fence
    %13 = hal.tensor.export %12 : tensor<4x3xf32> -> !hal.buffer_view
    util.return %13 : !hal.buffer_view
  }
  util.func public @scatter_nd(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @scatter_nd$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}