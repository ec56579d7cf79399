module {
  util.func public @dynamic_shape_reshape$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x2x3xf32>{%0}
    %dim = tensor.dim %1, %c0 : tensor<?x2x3xf32>
    %2 = arith.index_cast %dim : index to i64
    %3 = arith.cmpi sgt, %2, %c0_i64 : i64
    cf.assert %3, "Expected dim size > 0."
    %collapsed = tensor.collapse_shape %1 [[0], [1, 2]] : tensor<?x2x3xf32> into tensor<?x6xf32>
    %4 = hal.tensor.barrier join(%collapsed : tensor<?x6xf32>) => %arg2 : !hal.fence
    %dim_0 = tensor.dim %4, %c0 : tensor<?x6xf32>
    %5 = hal.tensor.export %4 : tensor<?x6xf32>{%dim_0} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
  util.func public @dynamic_shape_reshape(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @dynamic_shape_reshape$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}