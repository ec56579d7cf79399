module {
  util.func public @instance_norm$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.600000e+01 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %cst_2 = arith.constant dense<[1.72816288, 1.02697611, 1.10840595]> : tensor<3xf32>
    %cst_3 = arith.constant dense<[-1.46692979, -0.419638097, -0.0405687504]> : tensor<3xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x3x4x4xf32>
    %1 = tensor.empty() : tensor<2x3x1x1xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%0 : tensor<2x3x4x4xf32>) outs(%2 : tensor<2x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x1x1xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<2x3x1x1xf32>) outs(%1 : tensor<2x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.divf %in, %cst_0 : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x1x1xf32>
    %5 = tensor.empty() : tensor<2x3x4x4xf32>
    %collapsed = tensor.collapse_shape %4 [[0], [1, 2, 3]] : tensor<2x3x1x1xf32> into tensor<2x3xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x3xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3x4x4xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %6 : tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %21 = arith.subf %in, %in_5 : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x4x4xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %21 = arith.mulf %in, %in_5 : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x4x4xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%8 : tensor<2x3x4x4xf32>) outs(%2 : tensor<2x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x1x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x3x1x1xf32>) outs(%1 : tensor<2x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.divf %in, %cst_0 : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x1x1xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<2x3x1x1xf32>) outs(%1 : tensor<2x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %cst_1 : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x1x1xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x3x1x1xf32>) outs(%1 : tensor<2x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = math.rsqrt %in : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x1x1xf32>
    %collapsed_4 = tensor.collapse_shape %12 [[0], [1, 2, 3]] : tensor<2x3x1x1xf32> into tensor<2x3xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_4 : tensor<2x3xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3x4x4xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %13 : tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %21 = arith.mulf %in, %in_5 : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x4x4xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<3xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3x4x4xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3 : tensor<3xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3x4x4xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %15 : tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %21 = arith.mulf %in, %in_5 : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x4x4xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %16 : tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) outs(%5 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %21 = arith.addf %in, %in_5 : f32
      linalg.yield %21 : f32
    } -> tensor<2x3x4x4xf32>
    %19 = hal.tensor.barrier join(%18 : tensor<2x3x4x4xf32>) => %arg2 : !hal.fence
    %20 = hal.tensor.export %19 : tensor<2x3x4x4xf32> -> !hal.buffer_view
    util.return %20 : !hal.buffer_view
  }
  util.func public @instance_norm(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @instance_norm$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}