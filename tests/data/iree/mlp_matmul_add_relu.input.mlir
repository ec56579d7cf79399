module {
  util.func public @mlp_matmul_add_relu$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.fence, %arg5: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg4) => %arg0 : !hal.buffer_view -> tensor<8x32xf32>
    %1 = hal.tensor.import wait(%arg4) => %arg1 : !hal.buffer_view -> tensor<32x64xf32>
    %2 = hal.tensor.import wait(%arg4) => %arg2 : !hal.buffer_view -> tensor<64xf32>
    %3 = hal.tensor.import wait(%arg4) => %arg3 : !hal.buffer_view -> tensor<64x16xf32>
    %4 = tensor.empty() : tensor<8x64xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %6 = linalg.matmul ins(%0, %1 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%5 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %2 : tensor<8x64xf32>, tensor<64xf32>) outs(%4 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %14 = arith.addf %in, %in_0 : f32
      linalg.yield %14 : f32
    } -> tensor<8x64xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<8x64xf32>) outs(%4 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.cmpf ugt, %in, %cst : f32
      %15 = arith.select %14, %in, %cst : f32
      linalg.yield %15 : f32
    } -> tensor<8x64xf32>
    %9 = tensor.empty() : tensor<8x16xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %11 = linalg.matmul ins(%8, %3 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%10 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %12 = hal.tensor.barrier join(%11 : tensor<8x16xf32>) => %arg5 : !hal.fence
    %13 = hal.tensor.export %12 : tensor<8x16xf32> -> !hal.buffer_view
    util.return %13 : !hal.buffer_view
  }
  util.func public @mlp_matmul_add_relu(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @mlp_matmul_add_relu$async(%arg0, %arg1, %arg2, %arg3, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}