module {
  util.func public @elementwise_misc$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<[1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tensor<4xf32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant 1.000000e-01 : f32
    %cst_6 = arith.constant 2.000000e-01 : f32
    %cst_7 = arith.constant 5.000000e-01 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = tensor.empty() : tensor<3x4xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_4, %0 : tensor<f32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.cmpf ogt, %in, %in_8 : f32
      %29 = arith.select %28, %in, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<3x4xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_4, %0 : tensor<f32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.cmpf olt, %in, %in_8 : f32
      %29 = arith.select %28, %in, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<3x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.mulf %in, %cst_5 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %4 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.addf %in, %in_8 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.absf %in : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.negf %in : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.floor %in : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.ceil %in : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.roundeven %in : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.addf %in, %in_8 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%11, %10 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.addf %in, %in_8 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%12, %7 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.cmpf ogt, %in, %in_8 : f32
      %29 = arith.select %28, %in, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<3x4xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%13, %0 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.cmpf olt, %in, %in_8 : f32
      %29 = arith.select %28, %in, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<3x4xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.cmpf one, %in, %cst : f32
      cf.assert %28, "unimplemented: tensor with zero element"
      %29 = arith.divf %cst_0, %in : f32
      linalg.yield %29 : f32
    } -> tensor<3x4xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.log %in : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%14, %16 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.addf %in, %in_8 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.mulf %in, %cst_6 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %cst_7 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %19 : tensor<f32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.cmpf olt, %in, %in_8 : f32
      %29 = arith.select %28, %in, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<3x4xf32>
    %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_4, %20 : tensor<f32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.cmpf ogt, %in, %in_8 : f32
      %29 = arith.select %28, %in, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<3x4xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_3 : tensor<3x4xf32>, tensor<4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.mulf %in, %in_8 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %23 = tensor.empty() : tensor<3x4xi1>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<3x4xf32>) outs(%23 : tensor<3x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %28 = arith.cmpf olt, %in, %cst_1 : f32
      linalg.yield %28 : i1
    } -> tensor<3x4xi1>
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%24, %22, %21 : tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: i1, %in_8: f32, %in_9: f32, %out: f32):
      %28 = arith.select %in, %in_8, %in_9 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4xf32>
    %26 = hal.tensor.barrier join(%25 : tensor<3x4xf32>) => %arg2 : !hal.fence
    %27 = hal.tensor.export %26 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %27 : !hal.buffer_view
  }
  util.func public @elementwise_misc(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @elementwise_misc$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}