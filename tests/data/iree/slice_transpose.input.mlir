module {
  util.func public @slice_transpose$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4x6x8xf32>
    %extracted_slice = tensor.extract_slice %0[1, 0, 0] [2, 6, 8] [1, 1, 1] : tensor<4x6x8xf32> to tensor<2x6x8xf32>
    %extracted_slice_0 = tensor.extract_slice %extracted_slice[0, 0, 0] [2, 5, 8] [1, 1, 1] : tensor<2x6x8xf32> to tensor<2x5x8xf32>
    %extracted_slice_1 = tensor.extract_slice %extracted_slice_0[0, 0, 1] [2, 5, 3] [1, 1, 2] : tensor<2x5x8xf32> to tensor<2x5x3xf32>
    %1 = tensor.empty() : tensor<3x2x5xf32>
    %transposed = linalg.transpose ins(%extracted_slice_1 : tensor<2x5x3xf32>) outs(%1 : tensor<3x2x5xf32>) permutation = [2, 0, 1] 
    %2 = hal.tensor.barrier join(%transposed : tensor<3x2x5xf32>) => %arg2 : !hal.fence
    %3 = hal.tensor.export %2 : tensor<3x2x5xf32> -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
  util.func public @slice_transpose(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @slice_transpose$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}