module {
  util.func public @resize_linear$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant 3.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x1x3x4xf32>
    %1 = tensor.empty() : tensor<1x1x6x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<1x1x6x8xf32>) {
    ^bb0(%out: f32):
      %5 = linalg.index 2 : index
      %6 = linalg.index 3 : index
      %7 = arith.index_cast %5 : index to i64
      %8 = arith.sitofp %7 : i64 to f32
      %9 = arith.addf %8, %cst_0 : f32
      %10 = arith.divf %9, %cst_2 : f32
      %11 = arith.subf %10, %cst_0 : f32
      %12 = arith.maximumf %11, %cst_1 : f32
      %13 = arith.minimumf %12, %cst_2 : f32
      %14 = arith.index_cast %6 : index to i64
      %15 = arith.sitofp %14 : i64 to f32
      %16 = arith.addf %15, %cst_0 : f32
      %17 = arith.divf %16, %cst_2 : f32
      %18 = arith.subf %17, %cst_0 : f32
      %19 = arith.maximumf %18, %cst_1 : f32
      %20 = arith.minimumf %19, %cst_3 : f32
      %21 = math.floor %13 : f32
      %22 = arith.addf %13, %cst : f32
      %23 = math.floor %22 : f32
      %24 = arith.fptosi %21 : f32 to i64
      %25 = arith.index_cast %24 : i64 to index
      %26 = arith.minimumf %22, %cst_2 : f32
      %27 = arith.fptosi %26 : f32 to i64
      %28 = arith.index_cast %27 : i64 to index
      %29 = math.floor %20 : f32
      %30 = arith.addf %20, %cst : f32
      %31 = math.floor %30 : f32
      %32 = arith.fptosi %29 : f32 to i64
      %33 = arith.index_cast %32 : i64 to index
      %34 = arith.minimumf %30, %cst_3 : f32
      %35 = arith.fptosi %34 : f32 to i64
      %36 = arith.index_cast %35 : i64 to index
      %extracted = tensor.extract %0[%c0, %c0, %25, %33] : tensor<1x1x3x4xf32>
      %extracted_4 = tensor.extract %0[%c0, %c0, %25, %36] : tensor<1x1x3x4xf32>
      %extracted_5 = tensor.extract %0[%c0, %c0, %28, %33] : tensor<1x1x3x4xf32>
      %extracted_6 = tensor.extract %0[%c0, %c0, %28, %36] : tensor<1x1x3x4xf32>
      %37 = arith.subf %23, %13 : f32
      %38 = arith.subf %13, %21 : f32
      %39 = arith.subf %31, %20 : f32
      %40 = arith.subf %20, %29 : f32
      %41 = arith.mulf %39, %extracted : f32
      %42 = arith.mulf %40, %extracted_4 : f32
      %43 = arith.addf %41, %42 : f32
      %44 = arith.mulf %37, %43 : f32
      %45 = arith.mulf %39, %extracted_5 : f32
      %46 = arith.mulf %40, %extracted_6 : f32
      %47 = arith.addf %45, %46 : f32
      %48 = arith.mulf %38, %47 : f32
      %49 = arith.addf %44, %48 : f32
      linalg.yield %49 : f32
    } -> tensor<1x1x6x8xf32>
    %3 = hal.tensor.barrier join(%2 : tensor<1x1x6x8xf32>) => %arg2 : !hal.fence
    %4 = hal.tensor.export %3 : tensor<1x1x6x8xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
  util.func public @resize_linear(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @resize_linear$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}