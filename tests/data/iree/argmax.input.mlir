module {
  util.func public @argmax$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0xFF800000 : f32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant 0x7F800000 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x5xf32>
    %1 = tensor.empty() : tensor<3xf32>
    %2 = tensor.empty() : tensor<3xi32>
    %3 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3xf32>) -> tensor<3xf32>
    %4 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<3xi32>) -> tensor<3xi32>
    %5:2 = iree_linalg_ext.arg_compare dimension(1) ins(%0 : tensor<3x5xf32>) outs(%3, %4 : tensor<3xf32>, tensor<3xi32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %18 = arith.cmpf ogt, %arg3, %arg4 : f32
      iree_linalg_ext.yield %18 : i1
    } -> tensor<3xf32>, tensor<3xi32>
    %6 = tensor.empty() : tensor<3xi64>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5#1 : tensor<3xi32>) outs(%6 : tensor<3xi64>) {
    ^bb0(%in: i32, %out: i64):
      %18 = arith.extsi %in : i32 to i64
      linalg.yield %18 : i64
    } -> tensor<3xi64>
    %expanded = tensor.expand_shape %7 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %8 = tensor.empty() : tensor<5xf32>
    %9 = tensor.empty() : tensor<5xi32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<5xf32>) -> tensor<5xf32>
    %11 = linalg.fill ins(%c0_i32 : i32) outs(%9 : tensor<5xi32>) -> tensor<5xi32>
    %12:2 = iree_linalg_ext.arg_compare dimension(0) ins(%0 : tensor<3x5xf32>) outs(%10, %11 : tensor<5xf32>, tensor<5xi32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %18 = arith.cmpf ole, %arg3, %arg4 : f32
      iree_linalg_ext.yield %18 : i1
    } -> tensor<5xf32>, tensor<5xi32>
    %13 = tensor.empty() : tensor<5xi64>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%12#1 : tensor<5xi32>) outs(%13 : tensor<5xi64>) {
    ^bb0(%in: i32, %out: i64):
      %18 = arith.extsi %in : i32 to i64
      linalg.yield %18 : i64
    } -> tensor<5xi64>
    %15:2 = hal.tensor.barrier join(%expanded, %14 : tensor<3x1xi64>, tensor<5xi64>) => %arg2 : !hal.fence
    %16 = hal.tensor.export %15#0 : tensor<3x1xi64> -> !hal.buffer_view
    %17 = hal.tensor.export %15#1 : tensor<5xi64> -> !hal.buffer_view
    util.return %16, %17 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @argmax(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @argmax$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}