module {
  util.func public @embedding$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c10_i64 = arith.constant 10 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[[-0.395301282, 0.263914883, 0.607128263, -0.972159802, 0.767664253, 0.25505811, 0.782979846, 0.272418231], [1.16200817, -0.937756359, 1.77609968, 1.20238984, -0.599957824, 0.660166323, 0.444767386, -1.74576354], [0.595216274, -0.585399091, -0.25001353, -0.602386415, -0.428084016, 0.0717347041, 0.0967191234, -1.55915189], [-0.268706024, -1.3448112, -1.27077782, -0.346953601, 0.855300247, 0.630856514, -0.604658067, -0.710420847], [-0.827409923, 0.14274022, 0.936650038, 0.0180498566, 0.692766666, 0.315409064, 1.50418568, -2.00669074], [-2.13103414, -0.198439583, 0.636539518, -0.410549283, 0.425780684, -1.17354476, -1.2593832, -0.716575861], [0.84132272, 0.696358382, -0.713252723, 0.181119367, -0.647570848, 0.020059811, -1.11429644, -0.0465543494], [-0.735753953, -0.0443595089, -0.652042627, -0.821741461, 0.11343129, -0.337795347, 0.021671176, -0.419085175], [0.613742887, -0.815684735, 7.687510e-01, 1.33197427, -0.268887699, 1.74524307, 2.02969813, 4.430750e-01], [-1.3576051, -1.61569393, -0.175778687, 1.77592981, 0.574549854, 0.758030891, -0.250913322, -0.744146883]]> : tensor<10x8xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x5xi64>
    %1 = tensor.empty() : tensor<2x5xi1>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<2x5xi64>) outs(%1 : tensor<2x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %13 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %13 : i1
    } -> tensor<2x5xi1>
    %3 = tensor.empty() : tensor<2x5xi64>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<2x5xi64>) outs(%3 : tensor<2x5xi64>) {
    ^bb0(%in: i64, %out: i64):
      %13 = arith.addi %in, %c10_i64 : i64
      linalg.yield %13 : i64
    } -> tensor<2x5xi64>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %4, %0 : tensor<2x5xi1>, tensor<2x5xi64>, tensor<2x5xi64>) outs(%3 : tensor<2x5xi64>) {
    ^bb0(%in: i1, %in_1: i64, %in_2: i64, %out: i64):
      %13 = arith.select %in, %in_1, %in_2 : i64
      linalg.yield %13 : i64
    } -> tensor<2x5xi64>
    %collapsed = tensor.collapse_shape %5 [[0, 1]] : tensor<2x5xi64> into tensor<10xi64>
    %6 = tensor.empty() : tensor<10x8xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<10xi64>) outs(%6 : tensor<10x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %13 = arith.index_cast %in : i64 to index
      %14 = linalg.index 1 : index
      %extracted = tensor.extract %cst_0[%13, %14] : tensor<10x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<10x8xf32>
    %expanded = tensor.expand_shape %7 [[0, 1], [2]] output_shape [2, 5, 8] : tensor<10x8xf32> into tensor<2x5x8xf32>
    %8 = tensor.empty() : tensor<2x8xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded : tensor<2x5x8xf32>) outs(%9 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.addf %in, %out : f32
      linalg.yield %13 : f32
    } -> tensor<2x8xf32>
    %11 = hal.tensor.barrier join(%10 : tensor<2x8xf32>) => %arg2 : !hal.fence
    %12 = hal.tensor.export %11 : tensor<2x8xf32> -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
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