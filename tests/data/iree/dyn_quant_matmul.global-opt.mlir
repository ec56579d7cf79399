module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @dyn_quant_matmul$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0x7F800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 2.550000e+02 : f32
    %cst_3 = arith.constant dense<2.550000e+02> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<[[-0.083256334, -1.01177061, 0.906345725, -0.445271105, 1.40427887, -1.46444809], [0.462729782, -0.0192382261, 0.721786677, -0.832518696, 0.272156179, 1.51713443], [-1.11681342, -0.418259203, 1.04134917, -0.563341498, 1.52168548, -0.505275428], [-0.344807535, 0.995441138, 0.214052036, 1.11620617, 0.753214538, -0.807872712], [1.49491763, 0.663695871, 0.814464569, 0.438419431, -1.61631894, -0.631948053], [0.885076105, -1.06444311, -1.69855797, -0.069284074, 0.512859166, 1.25396276], [0.690798819, 0.102864474, 0.672472417, 0.236943915, -0.0347874463, 1.34087467], [-0.30456847, 0.41470018, -1.36574066, -6.639540e-01, -0.119602568, 7.652410e-01]]> : tensor<8x6xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4x8xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %2 = tensor.empty() : tensor<f32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%1 : tensor<4x8xf32>) outs(%3 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.maximumf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<f32>) -> tensor<f32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%1 : tensor<4x8xf32>) outs(%5 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.minimumf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %7 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%4, %cst_4 : tensor<f32>, tensor<f32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %28 = arith.cmpf ogt, %in, %in_7 : f32
      %29 = arith.select %28, %in, %in_7 : f32
      linalg.yield %29 : f32
    } -> tensor<f32>
    %8 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%6, %cst_4 : tensor<f32>, tensor<f32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %28 = arith.cmpf olt, %in, %in_7 : f32
      %29 = arith.select %28, %in, %in_7 : f32
      linalg.yield %29 : f32
    } -> tensor<f32>
    %9 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%7, %8 : tensor<f32>, tensor<f32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %28 = arith.subf %in, %in_7 : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %10 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%9, %cst_3 : tensor<f32>, tensor<f32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %28 = arith.divf %in, %in_7 : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %11 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%6, %10 : tensor<f32>, tensor<f32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %28 = arith.divf %in, %in_7 : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %12 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%cst_4, %11 : tensor<f32>, tensor<f32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %28 = arith.subf %in, %in_7 : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %13 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%12 : tensor<f32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.cmpf ult, %in, %cst_1 : f32
      %29 = arith.select %28, %cst_1, %in : f32
      %30 = arith.cmpf ugt, %29, %cst_2 : f32
      %31 = arith.select %30, %cst_2, %29 : f32
      linalg.yield %31 : f32
    } -> tensor<f32>
    %14 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%13 : tensor<f32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.roundeven %in : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %15 = tensor.empty() : tensor<i8>
    %16 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%14 : tensor<f32>) outs(%15 : tensor<i8>) {
    ^bb0(%in: f32, %out: i8):
      %28 = arith.fptosi %in : f32 to i8
      linalg.yield %28 : i8
    } -> tensor<i8>
    %extracted = tensor.extract %16[] : tensor<i8>
    %17 = arith.extui %extracted : i8 to i64
    %extracted_6 = tensor.extract %10[] : tensor<f32>
    %18 = tensor.empty() : tensor<4x8xi8>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x8xf32>) outs(%18 : tensor<4x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %28 = arith.uitofp %extracted : i8 to f32
      %29 = arith.divf %in, %extracted_6 : f32
      %30 = math.roundeven %29 : f32
      %31 = arith.addf %30, %28 : f32
      %32 = arith.maximumf %31, %cst_1 : f32
      %33 = arith.minimumf %32, %cst_2 : f32
      %34 = arith.fptoui %33 : f32 to i8
      linalg.yield %34 : i8
    } -> tensor<4x8xi8>
    %20 = tensor.empty() : tensor<4x8xf32>
    %21 = iree_linalg_ext.dequantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = 0, quant_max = 255, input_unsigned> ins(%19, %extracted_6, %17 : tensor<4x8xi8>, f32, i64) outs(%20 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %22 = tensor.empty() : tensor<4x6xf32>
    %23 = linalg.fill ins(%cst_1 : f32) outs(%22 : tensor<4x6xf32>) -> tensor<4x6xf32>
    %24 = linalg.matmul ins(%21, %cst_5 : tensor<4x8xf32>, tensor<8x6xf32>) outs(%23 : tensor<4x6xf32>) -> tensor<4x6xf32>
    %25 = iree_tensor_ext.compute_barrier.end %24 : tensor<4x6xf32> -> tensor<4x6xf32>
    %26 = hal.tensor.barrier join(%25 : tensor<4x6xf32>) => %arg2 : !hal.fence
    %27 = hal.tensor.export %26 : tensor<4x6xf32> -> !hal.buffer_view
    util.return %27 : !hal.buffer_view
  }
  util.func public @dyn_quant_matmul(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @dyn_quant_matmul$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}