module {
  util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<16x32xf32>
  util.global private @b = #stream.parameter.named<"model"::"b"> : tensor<32xf32>
  util.func public @mlp_params$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x16xf32>
    %w = util.global.load @w : tensor<16x32xf32>
    %b = util.global.load @b : tensor<32xf32>
    %1 = tensor.empty() : tensor<2x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %3 = linalg.matmul ins(%0, %w : tensor<2x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %b : tensor<2x32xf32>, tensor<32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %8 = arith.addf %in, %in_0 : f32
      linalg.yield %8 : f32
    } -> tensor<2x32xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.cmpf ugt, %in, %cst : f32
      %9 = arith.select %8, %in, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<2x32xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<2x32xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<2x32xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @mlp_params(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @mlp_params$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}