module {
  util.func public @global_avgpool$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.600000e+01 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x3x4x4xf32>
    %1 = tensor.empty() : tensor<2x3x1x1xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
    %3 = tensor.empty() : tensor<4x4xf32>
    %4 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %3 : tensor<2x3x4x4xf32>, tensor<4x4xf32>) outs(%2 : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<2x3x1x1xf32>) outs(%1 : tensor<2x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.divf %in, %cst_0 : f32
      linalg.yield %8 : f32
    } -> tensor<2x3x1x1xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<2x3x1x1xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<2x3x1x1xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @global_avgpool(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @global_avgpool$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}