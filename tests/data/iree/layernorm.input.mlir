module {
  util.func public @layernorm$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[0.354039699, -0.00496536819, -0.531598032, -2.27656651, 0.0187153779, 0.927368819, 1.04333472, -0.53619808, 2.22936392, 1.94369197, -0.228226155, -0.15518114, 9.589650e-01, -0.254765451, 0.224766046, 1.2198602]> : tensor<16xf32>
    %cst_1 = arith.constant dense<[-1.92506444, -3.01879525, 1.15446317, 1.56278193, 1.32951736, -0.42959249, -0.0728883222, -0.291546971, 1.36824262, 0.871967375, 0.0583777204, 0.708123624, 1.36030602, 0.37452504, -1.08551681, -0.0747949108]> : tensor<16xf32>
    %cst_2 = arith.constant 1.600000e+01 : f32
    %cst_3 = arith.constant 9.99999974E-6 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4x16xf32>
    %1 = tensor.empty() : tensor<3x4x1xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3x4x1xf32>) -> tensor<3x4x1xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0 : tensor<3x4x16xf32>) outs(%2 : tensor<3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.addf %in, %out : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x1xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<3x4x1xf32>) outs(%1 : tensor<3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.divf %in, %cst_2 : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x1xf32>
    %5 = tensor.empty() : tensor<3x4x16xf32>
    %collapsed = tensor.collapse_shape %4 [[0], [1, 2]] : tensor<3x4x1xf32> into tensor<3x4xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<3x4xf32>) outs(%5 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4x16xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %6 : tensor<3x4x16xf32>, tensor<3x4x16xf32>) outs(%5 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %19 = arith.subf %in, %in_5 : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x16xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<3x4x16xf32>, tensor<3x4x16xf32>) outs(%5 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %19 = arith.mulf %in, %in_5 : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x16xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<3x4x16xf32>) outs(%2 : tensor<3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.addf %in, %out : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<3x4x1xf32>) outs(%1 : tensor<3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.divf %in, %cst_2 : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x1xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<3x4x1xf32>) outs(%1 : tensor<3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.addf %in, %cst_3 : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x1xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<3x4x1xf32>) outs(%1 : tensor<3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = math.rsqrt %in : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x1xf32>
    %collapsed_4 = tensor.collapse_shape %12 [[0], [1, 2]] : tensor<3x4x1xf32> into tensor<3x4xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_4 : tensor<3x4xf32>) outs(%5 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4x16xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %13 : tensor<3x4x16xf32>, tensor<3x4x16xf32>) outs(%5 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %19 = arith.mulf %in, %in_5 : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x16xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %cst_0 : tensor<3x4x16xf32>, tensor<16xf32>) outs(%5 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %19 = arith.mulf %in, %in_5 : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x16xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_1 : tensor<3x4x16xf32>, tensor<16xf32>) outs(%5 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %19 = arith.addf %in, %in_5 : f32
      linalg.yield %19 : f32
    } -> tensor<3x4x16xf32>
    %17 = hal.tensor.barrier join(%16 : tensor<3x4x16xf32>) => %arg2 : !hal.fence
    %18 = hal.tensor.export %17 : tensor<3x4x16xf32> -> !hal.buffer_view
    util.return %18 : !hal.buffer_view
  }
  util.func public @layernorm(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @layernorm$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}