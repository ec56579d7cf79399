module {
  util.func public @batch_matmul$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<3x4x8xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<3x8x5xf32>
    %2 = tensor.empty() : tensor<3x4x5xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %4 = linalg.batch_matmul ins(%0, %1 : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%3 : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %5 = hal.tensor.barrier join(%4 : tensor<3x4x5xf32>) => %arg3 : !hal.fence
    %6 = hal.tensor.export %5 : tensor<3x4x5xf32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
  util.func public @batch_matmul(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @batch_matmul$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}