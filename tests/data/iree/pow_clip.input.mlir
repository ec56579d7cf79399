module {
  util.func public @pow_clip$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<2.500000e-01> : tensor<f32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x5xf32>
    %1 = tensor.empty() : tensor<3x5xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %6 : f32
    } -> tensor<3x5xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %cst_0, %cst : tensor<3x5xf32>, tensor<f32>, tensor<f32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %6 = arith.cmpf ult, %in, %in_1 : f32
      %7 = arith.select %6, %in_1, %in : f32
      %8 = arith.cmpf ugt, %7, %in_2 : f32
      %9 = arith.select %8, %in_2, %7 : f32
      linalg.yield %9 : f32
    } -> tensor<3x5xf32>
    %4 = hal.tensor.barrier join(%3 : tensor<3x5xf32>) => %arg2 : !hal.fence
    %5 = hal.tensor.export %4 : tensor<3x5xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
  util.func public @pow_clip(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @pow_clip$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}