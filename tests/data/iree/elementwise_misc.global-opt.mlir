module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @elementwise_misc$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<[1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tensor<4xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 1.000000e-01 : f32
    %cst_5 = arith.constant 2.000000e-01 : f32
    %cst_6 = arith.constant 5.000000e-01 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x4xf32> -> tensor<3x4xf32>
    %2 = tensor.empty() : tensor<3x4xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %1 : tensor<f32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.cmpf ogt, %in, %in_7 : f32
      %31 = arith.select %30, %in, %in_7 : f32
      linalg.yield %31 : f32
    } -> tensor<3x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %1 : tensor<f32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.cmpf olt, %in, %in_7 : f32
      %31 = arith.select %30, %in, %in_7 : f32
      linalg.yield %31 : f32
    } -> tensor<3x4xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.mulf %in, %cst_4 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.addf %in, %in_7 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.absf %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.negf %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.floor %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.ceil %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.roundeven %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9, %10 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.addf %in, %in_7 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%12, %11 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.addf %in, %in_7 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%13, %8 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.cmpf ogt, %in, %in_7 : f32
      %31 = arith.select %30, %in, %in_7 : f32
      linalg.yield %31 : f32
    } -> tensor<3x4xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%14, %1 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.cmpf olt, %in, %in_7 : f32
      %31 = arith.select %30, %in, %in_7 : f32
      linalg.yield %31 : f32
    } -> tensor<3x4xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.cmpf one, %in, %cst : f32
      cf.assert %30, "unimplemented: tensor with zero element"
      %31 = arith.divf %cst_0, %in : f32
      linalg.yield %31 : f32
    } -> tensor<3x4xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.log %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%15, %17 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.addf %in, %in_7 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.mulf %in, %cst_5 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.addf %in, %cst_6 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %20 : tensor<f32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.cmpf olt, %in, %in_7 : f32
      %31 = arith.select %30, %in, %in_7 : f32
      linalg.yield %31 : f32
    } -> tensor<3x4xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %21 : tensor<f32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.cmpf ogt, %in, %in_7 : f32
      %31 = arith.select %30, %in, %in_7 : f32
      linalg.yield %31 : f32
    } -> tensor<3x4xf32>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_2 : tensor<3x4xf32>, tensor<4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %30 = arith.mulf %in, %in_7 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %24 = tensor.empty() : tensor<3x4xi1>
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<3x4xf32>) outs(%24 : tensor<3x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %30 = arith.cmpf olt, %in, %cst : f32
      linalg.yield %30 : i1
    } -> tensor<3x4xi1>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%25, %23, %22 : tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: i1, %in_7: f32, %in_8: f32, %out: f32):
      %30 = arith.select %in, %in_7, %in_8 : f32
      linalg.yield %30 : f32
    } -> tensor<3x4xf32>
    %27 = iree_tensor_ext.compute_barrier.end %26 : tensor<3x4xf32> -> tensor<3x4xf32>
    %28 = hal.tensor.barrier join(%27 : tensor<3x4xf32>) => %arg2 : !hal.fence
    %29 = hal.tensor.export %28 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %29 : !hal.buffer_view
  }
  util.func public @elementwise_misc(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @elementwise_misc$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}