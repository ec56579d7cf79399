module {
  util.func public @concat_split$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<3x6xf32>
    %concat = tensor.concat dim(1) %0, %1 : (tensor<3x4xf32>, tensor<3x6xf32>) -> tensor<3x10xf32>
    %extracted_slice = tensor.extract_slice %concat[0, 0] [3, 5] [1, 1] : tensor<3x10xf32> to tensor<3x5xf32>
    %extracted_slice_0 = tensor.extract_slice %concat[0, 5] [3, 5] [1, 1] : tensor<3x10xf32> to tensor<3x5xf32>
    %2 = tensor.empty() : tensor<3x5xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %extracted_slice_0 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%2 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %6 = arith.mulf %in, %in_1 : f32
      linalg.yield %6 : f32
    } -> tensor<3x5xf32>
    %4 = hal.tensor.barrier join(%3 : tensor<3x5xf32>) => %arg3 : !hal.fence
    %5 = hal.tensor.export %4 : tensor<3x5xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
  util.func public @concat_split(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @concat_split$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}