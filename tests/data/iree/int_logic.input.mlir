module {
  util.func public @int_logic$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i32 = arith.constant 0 : i32
    %true = arith.constant true
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<2x5xi32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x5xi32>
    %2 = tensor.empty() : tensor<2x5xi32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<2x5xi32>, tensor<2x5xi32>) outs(%2 : tensor<2x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %12 = arith.remsi %in, %in_0 : i32
      %13 = arith.cmpi ne, %12, %c0_i32 : i32
      %14 = arith.cmpi slt, %in_0, %c0_i32 : i32
      %15 = arith.cmpi slt, %12, %c0_i32 : i32
      %16 = arith.xori %14, %15 : i1
      %17 = arith.andi %13, %16 : i1
      %18 = arith.addi %12, %in_0 : i32
      %19 = arith.select %17, %18, %12 : i32
      linalg.yield %19 : i32
    } -> tensor<2x5xi32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<2x5xi32>, tensor<2x5xi32>) outs(%2 : tensor<2x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %12 = arith.divsi %in, %in_0 : i32
      linalg.yield %12 : i32
    } -> tensor<2x5xi32>
    %5 = tensor.empty() : tensor<2x5xi1>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<2x5xi32>, tensor<2x5xi32>) outs(%5 : tensor<2x5xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %12 = arith.cmpi eq, %in, %in_0 : i32
      linalg.yield %12 : i1
    } -> tensor<2x5xi1>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<2x5xi32>, tensor<2x5xi32>) outs(%5 : tensor<2x5xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %12 = arith.cmpi slt, %in, %in_0 : i32
      linalg.yield %12 : i1
    } -> tensor<2x5xi1>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<2x5xi1>) outs(%5 : tensor<2x5xi1>) {
    ^bb0(%in: i1, %out: i1):
      %12 = arith.xori %in, %true : i1
      linalg.yield %12 : i1
    } -> tensor<2x5xi1>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %7 : tensor<2x5xi1>, tensor<2x5xi1>) outs(%5 : tensor<2x5xi1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      %12 = arith.andi %in, %in_0 : i1
      linalg.yield %12 : i1
    } -> tensor<2x5xi1>
    %10 = hal.tensor.barrier join(%9 : tensor<2x5xi1>) => %arg3 : !hal.fence
    %11 = hal.tensor.export %10 : tensor<2x5xi1> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
  util.func public @int_logic(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @int_logic$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}