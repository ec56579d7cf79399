module {
  util.func public @reductions$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 7.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x7x2xf32>
    %1 = tensor.empty() : tensor<3x1x2xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3x1x2xf32>) -> tensor<3x1x2xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, 0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%0 : tensor<3x7x2xf32>) outs(%2 : tensor<3x1x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.addf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<3x1x2xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<3x1x2xf32>) outs(%1 : tensor<3x1x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.divf %in, %cst_1 : f32
      linalg.yield %14 : f32
    } -> tensor<3x1x2xf32>
    %5 = tensor.empty() : tensor<3x2xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<3x2xi64>) -> tensor<3x2xi64>
    %7 = tensor.empty() : tensor<3x2xf32>
    %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<3x2xf32>) -> tensor<3x2xf32>
    %9:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%0 : tensor<3x7x2xf32>) outs(%8, %6 : tensor<3x2xf32>, tensor<3x2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_2: i64):
      %14 = linalg.index 1 : index
      %15 = arith.index_cast %14 : index to i64
      %16 = arith.maximumf %in, %out : f32
      %17 = arith.cmpf ogt, %in, %out : f32
      %18 = arith.select %17, %15, %out_2 : i64
      linalg.yield %16, %18 : f32, i64
    } -> (tensor<3x2xf32>, tensor<3x2xi64>)
    %expanded = tensor.expand_shape %9#0 [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xf32> into tensor<3x1x2xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %3 : tensor<3x1x2xf32>, tensor<3x1x2xf32>) outs(%1 : tensor<3x1x2xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %14 = arith.addf %in, %in_2 : f32
      linalg.yield %14 : f32
    } -> tensor<3x1x2xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %expanded : tensor<3x1x2xf32>, tensor<3x1x2xf32>) outs(%1 : tensor<3x1x2xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %14 = arith.subf %in, %in_2 : f32
      linalg.yield %14 : f32
    } -> tensor<3x1x2xf32>
    %12 = hal.tensor.barrier join(%11 : tensor<3x1x2xf32>) => %arg2 : !hal.fence
    %13 = hal.tensor.export %12 : tensor<3x1x2xf32> -> !hal.buffer_view
    util.return %13 : !hal.buffer_view
  }
  util.func public @reductions(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @reductions$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}