module {
  util.func public @avgpool_pad$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c5_i64 = arith.constant 5 : i64
    %c6_i64 = arith.constant 6 : i64
    %c2_i64 = arith.constant 2 : i64
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x2x5x5xf32>
    %padded = tensor.pad %0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<1x2x5x5xf32> to tensor<1x2x7x7xf32>
    %1 = tensor.empty() : tensor<1x2x5x5xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %3 = tensor.empty() : tensor<3x3xf32>
    %4 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %3 : tensor<1x2x7x7xf32>, tensor<3x3xf32>) outs(%2 : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x2x5x5xf32>) outs(%1 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = linalg.index 2 : index
      %9 = arith.index_cast %8 : index to i64
      %10 = arith.subi %9, %c1_i64 : i64
      %11 = arith.addi %9, %c2_i64 : i64
      %12 = arith.minsi %11, %c6_i64 : i64
      %13 = arith.minsi %12, %c5_i64 : i64
      %14 = arith.subi %c1_i64, %9 : i64
      %15 = arith.maxsi %14, %c0_i64 : i64
      %16 = arith.subi %13, %10 : i64
      %17 = arith.subi %16, %15 : i64
      %18 = arith.maxsi %17, %c0_i64 : i64
      %19 = linalg.index 3 : index
      %20 = arith.index_cast %19 : index to i64
      %21 = arith.subi %20, %c1_i64 : i64
      %22 = arith.addi %20, %c2_i64 : i64
      %23 = arith.minsi %22, %c6_i64 : i64
      %24 = arith.minsi %23, %c5_i64 : i64
      %25 = arith.subi %c1_i64, %20 : i64
      %26 = arith.maxsi %25, %c0_i64 : i64
      %27 = arith.subi %24, %21 : i64
      %28 = arith.subi %27, %26 : i64
      %29 = arith.maxsi %28, %c0_i64 : i64
      %30 = arith.muli %18, %29 : i64
      %31 = arith.sitofp %30 : i64 to f32
      %32 = arith.divf %in, %31 : f32
      linalg.yield %32 : f32
    } -> tensor<1x2x5x5xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<1x2x5x5xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<1x2x5x5xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @avgpool_pad(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @avgpool_pad$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}