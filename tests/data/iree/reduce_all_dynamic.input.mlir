module {
  util.func public @reduce_all_dynamic$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %c1 = arith.constant 1 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %2 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%0, %1}
    %3 = tensor.empty() : tensor<f32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<f32>) -> tensor<f32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%2 : tensor<?x?xf32>) outs(%4 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<f32>
    %dim = tensor.dim %2, %c0 : tensor<?x?xf32>
    %6 = arith.index_cast %dim : index to i64
    %dim_1 = tensor.dim %2, %c1 : tensor<?x?xf32>
    %7 = arith.index_cast %dim_1 : index to i64
    %8 = arith.muli %6, %7 : i64
    %9 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%5 : tensor<f32>) outs(%3 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.sitofp %8 : i64 to f32
      %24 = arith.divf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<f32>
    %10 = tensor.empty(%dim) : tensor<?xi64>
    %11 = linalg.fill ins(%c0_i64 : i64) outs(%10 : tensor<?xi64>) -> tensor<?xi64>
    %12 = tensor.empty(%dim) : tensor<?xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<?xf32>) -> tensor<?xf32>
    %14:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x?xf32>) outs(%13, %11 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_3: i64):
      %23 = linalg.index 1 : index
      %24 = arith.index_cast %23 : index to i64
      %25 = arith.maximumf %in, %out : f32
      %26 = arith.cmpf ogt, %in, %out : f32
      %27 = arith.select %26, %24, %out_3 : i64
      linalg.yield %25, %27 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded = tensor.expand_shape %14#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %15 = tensor.empty() : tensor<1xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<1xi64>) -> tensor<1xi64>
    %17 = tensor.empty() : tensor<1xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<1xf32>) -> tensor<1xf32>
    %19:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%expanded : tensor<?x1xf32>) outs(%18, %16 : tensor<1xf32>, tensor<1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_3: i64):
      %23 = linalg.index 0 : index
      %24 = arith.index_cast %23 : index to i64
      %25 = arith.maximumf %in, %out : f32
      %26 = arith.cmpf ogt, %in, %out : f32
      %27 = arith.select %26, %24, %out_3 : i64
      linalg.yield %25, %27 : f32, i64
    } -> (tensor<1xf32>, tensor<1xi64>)
    %expanded_2 = tensor.expand_shape %19#0 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
    %20:2 = hal.tensor.barrier join(%9, %expanded_2 : tensor<f32>, tensor<1x1xf32>) => %arg2 : !hal.fence
    %21 = hal.tensor.export %20#0 : tensor<f32> -> !hal.buffer_view
    %22 = hal.tensor.export %20#1 : tensor<1x1xf32> -> !hal.buffer_view
    util.return %21, %22 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @reduce_all_dynamic(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @reduce_all_dynamic$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}