module {
  util.func public @batchnorm$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant dense<[[[[-0.391869843]], [[0.0499204025]], [[-0.16519016]], [[-0.167969391]]]]> : tensor<1x4x1x1xf32>
    %cst_0 = arith.constant dense<[[[[2.07464123]], [[1.24328339]], [[1.46988881]], [[0.712004423]]]]> : tensor<1x4x1x1xf32>
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %cst_2 = arith.constant dense<[[[[1.25444829]], [[7.769020e-01]], [[0.964881122]], [[-1.08217835]]]]> : tensor<1x4x1x1xf32>
    %cst_3 = arith.constant dense<[[[[-1.20684946]], [[0.131357923]], [[-0.2309971]], [[-0.524214923]]]]> : tensor<1x4x1x1xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x4x3x3xf32>
    %1 = tensor.empty() : tensor<1x4x1x1xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<1x4x1x1xf32>) outs(%1 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.addf %in, %cst_1 : f32
      linalg.yield %11 : f32
    } -> tensor<1x4x1x1xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x4x1x1xf32>) outs(%1 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = math.rsqrt %in : f32
      linalg.yield %11 : f32
    } -> tensor<1x4x1x1xf32>
    %4 = tensor.empty() : tensor<2x4x3x3xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %cst : tensor<2x4x3x3xf32>, tensor<1x4x1x1xf32>) outs(%4 : tensor<2x4x3x3xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.subf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<2x4x3x3xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %3 : tensor<2x4x3x3xf32>, tensor<1x4x1x1xf32>) outs(%4 : tensor<2x4x3x3xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.mulf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<2x4x3x3xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %cst_2 : tensor<2x4x3x3xf32>, tensor<1x4x1x1xf32>) outs(%4 : tensor<2x4x3x3xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.mulf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<2x4x3x3xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_3 : tensor<2x4x3x3xf32>, tensor<1x4x1x1xf32>) outs(%4 : tensor<2x4x3x3xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.addf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<2x4x3x3xf32>
    %9 = hal.tensor.barrier join(%8 : tensor<2x4x3x3xf32>) => %arg2 : !hal.fence
    %10 = hal.tensor.export %9 : tensor<2x4x3x3xf32> -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
  util.func public @batchnorm(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @batchnorm$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}