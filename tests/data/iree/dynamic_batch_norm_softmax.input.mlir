module {
  util.func public @dynamic_batch_norm_softmax$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<[1.44574487, 0.137798786, 0.269259244, 0.873013913, 0.44983685, 1.52666569, -1.16083348, 9.005140e-01, 0.0912824869, 1.30194712, 1.26884341, 0.901416718]> : tensor<12xf32>
    %cst_2 = arith.constant dense<[0.0255015548, 0.294678628, 0.182988808, -0.869711995, -1.16943598, 0.344444305, 0.430485129, 1.9039495, -0.611090481, 0.410287619, 0.173427254, -0.217693552]> : tensor<12xf32>
    %cst_3 = arith.constant dense<[[-1.14209235, -1.06933653, -0.757257521, 0.768658101, -1.0379355, -1.02603638], [-0.392619252, 1.38772893, -0.917450964, -0.69673103, 0.193308905, 0.144652158], [0.386093765, -0.570588529, -0.935583651, -1.33551741, 0.329519808, -0.207541227], [0.426771164, 0.0450096577, 1.39047408, 5.831600e-01, 0.165204629, 0.0440074168], [-0.510193706, -0.38733238, -0.320018172, 1.52192521, -0.18918018, -0.596642911], [0.241500184, 0.722254753, -1.12818384, -2.33120108, -0.270634919, 1.02494323], [-0.692102075, 0.629393339, 0.328583688, 0.690734148, -0.639209926, -0.351812869], [1.60829425, 0.69057244, -2.502960e+00, 1.25899982, 2.0117476, -0.267590374], [0.818551242, -0.851963341, 0.0512583628, 0.0853444114, -0.624773561, 0.908007681], [0.545873344, 6.410400e-01, 0.903628945, -2.177320e+00, 0.347770661, -1.59822214], [-0.420166492, -0.0409898274, -1.09040046, 0.117235631, -1.35006332, -0.463303477], [0.865163624, -0.992869973, 0.165884107, -1.54343069, 0.283103526, -1.75434756]]> : tensor<12x6xf32>
    %cst_4 = arith.constant 1.200000e+01 : f32
    %cst_5 = arith.constant 9.99999974E-6 : f32
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x12xf32>{%0}
    %dim = tensor.dim %1, %c0 : tensor<?x12xf32>
    %2 = tensor.empty(%dim) : tensor<?x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<?x12xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.addf %in, %out : f32
      linalg.yield %33 : f32
    } -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x1xf32>) outs(%2 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.divf %in, %cst_4 : f32
      linalg.yield %33 : f32
    } -> tensor<?x1xf32>
    %6 = tensor.empty(%dim) : tensor<?x12xf32>
    %collapsed = tensor.collapse_shape %5 [[0, 1]] : tensor<?x1xf32> into tensor<?xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?xf32>) outs(%6 : tensor<?x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x12xf32>
    %8 = tensor.empty(%dim) : tensor<?x12xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %7 : tensor<?x12xf32>, tensor<?x12xf32>) outs(%8 : tensor<?x12xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %33 = arith.subf %in, %in_8 : f32
      linalg.yield %33 : f32
    } -> tensor<?x12xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9, %9 : tensor<?x12xf32>, tensor<?x12xf32>) outs(%8 : tensor<?x12xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %33 = arith.mulf %in, %in_8 : f32
      linalg.yield %33 : f32
    } -> tensor<?x12xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<?x12xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.addf %in, %out : f32
      linalg.yield %33 : f32
    } -> tensor<?x1xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<?x1xf32>) outs(%2 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.divf %in, %cst_4 : f32
      linalg.yield %33 : f32
    } -> tensor<?x1xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x1xf32>) outs(%2 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.addf %in, %cst_5 : f32
      linalg.yield %33 : f32
    } -> tensor<?x1xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x1xf32>) outs(%2 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.rsqrt %in : f32
      linalg.yield %33 : f32
    } -> tensor<?x1xf32>
    %collapsed_6 = tensor.collapse_shape %14 [[0, 1]] : tensor<?x1xf32> into tensor<?xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_6 : tensor<?xf32>) outs(%6 : tensor<?x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x12xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9, %15 : tensor<?x12xf32>, tensor<?x12xf32>) outs(%8 : tensor<?x12xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %33 = arith.mulf %in, %in_8 : f32
      linalg.yield %33 : f32
    } -> tensor<?x12xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_1 : tensor<?x12xf32>, tensor<12xf32>) outs(%8 : tensor<?x12xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %33 = arith.mulf %in, %in_8 : f32
      linalg.yield %33 : f32
    } -> tensor<?x12xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_2 : tensor<?x12xf32>, tensor<12xf32>) outs(%8 : tensor<?x12xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %33 = arith.addf %in, %in_8 : f32
      linalg.yield %33 : f32
    } -> tensor<?x12xf32>
    %19 = tensor.empty(%dim) : tensor<?x6xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<?x6xf32>) -> tensor<?x6xf32>
    %21 = linalg.matmul ins(%18, %cst_3 : tensor<?x12xf32>, tensor<12x6xf32>) outs(%20 : tensor<?x6xf32>) -> tensor<?x6xf32>
    %22 = tensor.empty(%dim) : tensor<?xi64>
    %23 = linalg.fill ins(%c0_i64 : i64) outs(%22 : tensor<?xi64>) -> tensor<?xi64>
    %24 = tensor.empty(%dim) : tensor<?xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<?xf32>) -> tensor<?xf32>
    %26:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%21 : tensor<?x6xf32>) outs(%25, %23 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_8: i64):
      %33 = linalg.index 1 : index
      %34 = arith.index_cast %33 : index to i64
      %35 = arith.maximumf %in, %out : f32
      %36 = arith.cmpf ogt, %in, %out : f32
      %37 = arith.select %36, %34, %out_8 : i64
      linalg.yield %35, %37 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded = tensor.expand_shape %26#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%21, %expanded : tensor<?x6xf32>, tensor<?x1xf32>) outs(%19 : tensor<?x6xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %33 = arith.subf %in, %in_8 : f32
      linalg.yield %33 : f32
    } -> tensor<?x6xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<?x6xf32>) outs(%19 : tensor<?x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.exp %in : f32
      linalg.yield %33 : f32
    } -> tensor<?x6xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%28 : tensor<?x6xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.addf %in, %out : f32
      linalg.yield %33 : f32
    } -> tensor<?x1xf32>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%28, %29 : tensor<?x6xf32>, tensor<?x1xf32>) outs(%19 : tensor<?x6xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %33 = arith.divf %in, %in_8 : f32
      linalg.yield %33 : f32
    } -> tensor<?x6xf32>
    %31 = hal.tensor.barrier join(%30 : tensor<?x6xf32>) => %arg2 : !hal.fence
    %dim_7 = tensor.dim %31, %c0 : tensor<?x6xf32>
    %32 = hal.tensor.export %31 : tensor<?x6xf32>{%dim_7} -> !hal.buffer_view
    util.return %32 : !hal.buffer_view
  }
  util.func public @dynamic_batch_norm_softmax(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @dynamic_batch_norm_softmax$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}