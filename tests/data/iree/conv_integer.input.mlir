module {
  util.func public @conv_integer$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c2_i8 = arith.constant 2 : i8
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<1x2x5x5xi8>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<3x2x3x3xi8>
    %padded = tensor.pad %0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index):
      tensor.yield %c2_i8 : i8
    } : tensor<1x2x5x5xi8> to tensor<1x2x7x7xi8>
    %2 = tensor.empty() : tensor<1x3x5x5xi32>
    %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1x3x5x5xi32>) -> tensor<1x3x5x5xi32>
    %4 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %1, %c2_i32, %c-1_i32 : tensor<1x2x7x7xi8>, tensor<3x2x3x3xi8>, i32, i32) outs(%3 : tensor<1x3x5x5xi32>) -> tensor<1x3x5x5xi32>
    %5 = hal.tensor.barrier join(%4 : tensor<1x3x5x5xi32>) => %arg3 : !hal.fence
    %6 = hal.tensor.export %5 : tensor<1x3x5x5xi32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
  util.func public @conv_integer(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @conv_integer$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}