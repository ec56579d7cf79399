module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @resize_linear$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x1x3x4xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x1x3x4xf32> -> tensor<3x4xf32>
    %2 = flow.dispatch.workgroups(%1) : (tensor<3x4xf32>) -> tensor<48xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<48xf32>>) {
      %c8 = arith.constant 8 : index
      %cst = arith.constant 5.000000e-01 : f32
      %cst_0 = arith.constant 2.000000e+00 : f32
      %cst_1 = arith.constant 0.000000e+00 : f32
      %cst_2 = arith.constant 3.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e+00 : f32
      %6 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
      %7 = tensor.empty() : tensor<48xf32>
      %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%7 : tensor<48xf32>) {
      ^bb0(%out: f32):
        %9 = linalg.index 0 : index
        %10 = arith.remsi %9, %c8 : index
        %11 = arith.divsi %9, %c8 : index
        %12 = arith.index_cast %11 : index to i64
        %13 = arith.sitofp %12 : i64 to f32
        %14 = arith.addf %13, %cst : f32
        %15 = arith.divf %14, %cst_0 : f32
        %16 = arith.subf %15, %cst : f32
        %17 = arith.maximumf %16, %cst_1 : f32
        %18 = arith.minimumf %17, %cst_0 : f32
        %19 = arith.index_cast %10 : index to i64
        %20 = arith.sitofp %19 : i64 to f32
        %21 = arith.addf %20, %cst : f32
        %22 = arith.divf %21, %cst_0 : f32
        %23 = arith.subf %22, %cst : f32
        %24 = arith.maximumf %23, %cst_1 : f32
        %25 = arith.minimumf %24, %cst_2 : f32
        %26 = math.floor %18 : f32
        %27 = arith.addf %18, %cst_3 : f32
        %28 = math.floor %27 : f32
        %29 = arith.fptosi %26 : f32 to i64
        %30 = arith.index_cast %29 : i64 to index
        %31 = arith.minimumf %27, %cst_0 : f32
        %32 = arith.fptosi %31 : f32 to i64
        %33 = arith.index_cast %32 : i64 to index
        %34 = math.floor %25 : f32
        %35 = arith.addf %25, %cst_3 : f32
        %36 = math.floor %35 : f32
        %37 = arith.fptosi %34 : f32 to i64
        %38 = arith.index_cast %37 : i64 to index
        %39 = arith.minimumf %35, %cst_2 : f32
        %40 = arith.fptosi %39 : f32 to i64
        %41 = arith.index_cast %40 : i64 to index
        %extracted = tensor.extract %6[%30, %38] : tensor<3x4xf32>
        %extracted_4 = tensor.extract %6[%30, %41] : tensor<3x4xf32>
        %extracted_5 = tensor.extract %6[%33, %38] : tensor<3x4xf32>
        %extracted_6 = tensor.extract %6[%33, %41] : tensor<3x4xf32>
        %42 = arith.subf %28, %18 : f32
        %43 = arith.subf %18, %26 : f32
        %44 = arith.subf %36, %25 : f32
        %45 = arith.subf %25, %34 : f32
        %46 = arith.mulf %44, %extracted : f32
        %47 = arith.mulf %45, %extracted_4 : f32
        %48 = arith.addf %46, %47 : f32
        %49 = arith.mulf %42, %48 : f32
        %50 = arith.mulf %44, %extracted_5 : f32
        %51 = arith.mulf %45, %extracted_6 : f32
        %52 = arith.addf %50, %51 : f32
        %53 = arith.mulf %43, %52 : f32
        %54 = arith.addf %49, %53 : f32
        linalg.yield %54 : f32
      } -> tensor<48xf32>
      iree_tensor_ext.dispatch.tensor.store %8, %arg4, offsets = [0], sizes = [48], strides = [1] : tensor<48xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<48xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<48xf32> -> tensor<1x1x6x8xf32>
    %4 = hal.tensor.barrier join(%3 : tensor<1x1x6x8xf32>) => %arg2 : !hal.fence
    %5 = hal.tensor.export %4 : tensor<1x1x6x8xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
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