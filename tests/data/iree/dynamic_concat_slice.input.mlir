module {
  util.func public @dynamic_concat_slice$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1000 = arith.constant 1000 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<?x3xf32>{%0}
    %2 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %3 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<?x3xf32>{%2}
    %concat = tensor.concat dim(0) %1, %3 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %dim = tensor.dim %1, %c0 : tensor<?x3xf32>
    %dim_0 = tensor.dim %3, %c0 : tensor<?x3xf32>
    %4 = affine.apply affine_map<()[s0, s1] -> (s0 + s1)>()[%dim, %dim_0]
    %5 = arith.index_cast %4 : index to i64
    %6 = arith.minsi %5, %c1_i64 : i64
    %7 = arith.index_cast %6 : i64 to index
    %8 = arith.minsi %4, %c1000 : index
    %9 = arith.subi %8, %7 : index
    %10 = arith.maxsi %9, %c0 : index
    %extracted_slice = tensor.extract_slice %concat[%7, 0] [%10, 3] [1, 1] : tensor<?x3xf32> to tensor<?x3xf32>
    %extracted_slice_1 = tensor.extract_slice %extracted_slice[0, 1] [%10, 2] [1, 1] : tensor<?x3xf32> to tensor<?x2xf32>
    %11 = hal.tensor.barrier join(%extracted_slice_1 : tensor<?x2xf32>) => %arg3 : !hal.fence
    %dim_2 = tensor.dim %11, %c0 : tensor<?x2xf32>
    %12 = hal.tensor.export %11 : tensor<?x2xf32>{%dim_2} -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
  }
  util.func public @dynamic_concat_slice(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @dynamic_concat_slice$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}