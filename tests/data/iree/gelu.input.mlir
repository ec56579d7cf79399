module {
  util.func public @gelu$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 1.41421354 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 7.977240e-01 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4x6xf32>
    %1 = tensor.empty() : tensor<4x6xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x6xf32>) outs(%1 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.divf %in, %cst : f32
      %7 = math.erf %6 : f32
      %8 = arith.addf %7, %cst_0 : f32
      %9 = arith.mulf %8, %cst_1 : f32
      %10 = arith.mulf %in, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<4x6xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4x6xf32>) outs(%1 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.fpowi %in, %c3_i64 : f32, i64
      %7 = arith.mulf %6, %cst_2 : f32
      %8 = arith.addf %in, %7 : f32
      %9 = arith.mulf %8, %cst_3 : f32
      %10 = math.tanh %9 : f32
      %11 = arith.addf %10, %cst_0 : f32
      %12 = arith.mulf %11, %cst_1 : f32
      %13 = arith.mulf %in, %12 : f32
      linalg.yield %13 : f32
    } -> tensor<4x6xf32>
    %4 = hal.tensor.barrier join(%3 : tensor<4x6xf32>) => %arg2 : !hal.fence
    %5 = hal.tensor.export %4 : tensor<4x6xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
  util.func public @gelu(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @gelu$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}