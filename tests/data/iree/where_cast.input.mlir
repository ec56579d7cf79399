module {
  util.func public @where_cast$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<4x5xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<4x5xf32>
    %2 = tensor.empty() : tensor<4x5xi1>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %cst : tensor<4x5xf32>, tensor<f32>) outs(%2 : tensor<4x5xi1>) {
    ^bb0(%in: f32, %in_0: f32, %out: i1):
      %11 = arith.cmpf ogt, %in, %in_0 : f32
      linalg.yield %11 : i1
    } -> tensor<4x5xi1>
    %4 = tensor.empty() : tensor<4x5xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %0, %1 : tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) outs(%4 : tensor<4x5xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %11 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %11 : f32
    } -> tensor<4x5xf32>
    %6 = tensor.empty() : tensor<4x5xi32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4x5xf32>) outs(%6 : tensor<4x5xi32>) {
    ^bb0(%in: f32, %out: i32):
      %11 = arith.fptosi %in : f32 to i32
      linalg.yield %11 : i32
    } -> tensor<4x5xi32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<4x5xi32>) outs(%4 : tensor<4x5xf32>) {
    ^bb0(%in: i32, %out: f32):
      %11 = arith.sitofp %in : i32 to f32
      linalg.yield %11 : f32
    } -> tensor<4x5xf32>
    %9 = hal.tensor.barrier join(%8 : tensor<4x5xf32>) => %arg3 : !hal.fence
    %10 = hal.tensor.export %9 : tensor<4x5xf32> -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
  util.func public @where_cast(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @where_cast$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}