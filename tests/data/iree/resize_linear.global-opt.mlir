module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @resize_linear$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant 3.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x1x3x4xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1, 2], [3]] : tensor<1x1x3x4xf32> into tensor<3x4xf32>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<3x4xf32> -> tensor<3x4xf32>
    %2 = tensor.empty() : tensor<6x8xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<6x8xf32>) {
    ^bb0(%out: f32):
      %7 = linalg.index 0 : index
      %8 = linalg.index 1 : index
      %9 = arith.index_cast %7 : index to i64
      %10 = arith.sitofp %9 : i64 to f32
      %11 = arith.addf %10, %cst_0 : f32
      %12 = arith.divf %11, %cst_2 : f32
      %13 = arith.subf %12, %cst_0 : f32
      %14 = arith.maximumf %13, %cst_1 : f32
      %15 = arith.minimumf %14, %cst_2 : f32
      %16 = arith.index_cast %8 : index to i64
      %17 = arith.sitofp %16 : i64 to f32
      %18 = arith.addf %17, %cst_0 : f32
      %19 = arith.divf %18, %cst_2 : f32
      %20 = arith.subf %19, %cst_0 : f32
      %21 = arith.maximumf %20, %cst_1 : f32
      %22 = arith.minimumf %21, %cst_3 : f32
      %23 = math.floor %15 : f32
      %24 = arith.addf %15, %cst : f32
      %25 = math.floor %24 : f32
      %26 = arith.fptosi %23 : f32 to i64
      %27 = arith.index_cast %26 : i64 to index
      %28 = arith.minimumf %24, %cst_2 : f32
      %29 = arith.fptosi %28 : f32 to i64
      %30 = arith.index_cast %29 : i64 to index
      %31 = math.floor %22 : f32
      %32 = arith.addf %22, %cst : f32
      %33 = math.floor %32 : f32
      %34 = arith.fptosi %31 : f32 to i64
      %35 = arith.index_cast %34 : i64 to index
      %36 = arith.minimumf %32, %cst_3 : f32
      %37 = arith.fptosi %36 : f32 to i64
      %38 = arith.index_cast %37 : i64 to index
      %extracted = tensor.extract %1[%27, %35] : tensor<3x4xf32>
      %extracted_4 = tensor.extract %1[%27, %38] : tensor<3x4xf32>
      %extracted_5 = tensor.extract %1[%30, %35] : tensor<3x4xf32>
      %extracted_6 = tensor.extract %1[%30, %38] : tensor<3x4xf32>
      %39 = arith.subf %25, %15 : f32
      %40 = arith.subf %15, %23 : f32
      %41 = arith.subf %33, %22 : f32
      %42 = arith.subf %22, %31 : f32
      %43 = arith.mulf %41, %extracted : f32
      %44 = arith.mulf %42, %extracted_4 : f32
      %45 = arith.addf %43, %44 : f32
      %46 = arith.mulf %39, %45 : f32
      %47 = arith.mulf %41, %extracted_5 : f32
      %48 = arith.mulf %42, %extracted_6 : f32
      %49 = arith.addf %47, %48 : f32
      %50 = arith.mulf %40, %49 : f32
      %51 = arith.addf %46, %50 : f32
      linalg.yield %51 : f32
    } -> tensor<6x8xf32>
    %4 = iree_tensor_ext.compute_barrier.end %3 : tensor<6x8xf32> -> tensor<6x8xf32>
    %expanded = tensor.expand_shape %4 [[0, 1, 2], [3]] output_shape [1, 1, 6, 8] : tensor<6x8xf32> into tensor<1x1x6x8xf32>
    %5 = hal.tensor.barrier join(%expanded : tensor<1x1x6x8xf32>) => %arg2 : !hal.fence
    %6 = hal.tensor.export %5 : tensor<1x1x6x8xf32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
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