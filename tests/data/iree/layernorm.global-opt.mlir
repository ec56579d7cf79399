module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @layernorm$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[0.354039699, -0.00496536819, -0.531598032, -2.27656651, 0.0187153779, 0.927368819, 1.04333472, -0.53619808, 2.22936392, 1.94369197, -0.228226155, -0.15518114, 9.589650e-01, -0.254765451, 0.224766046, 1.2198602]> : tensor<16xf32>
    %cst_1 = arith.constant dense<[-1.92506444, -3.01879525, 1.15446317, 1.56278193, 1.32951736, -0.42959249, -0.0728883222, -0.291546971, 1.36824262, 0.871967375, 0.0583777204, 0.708123624, 1.36030602, 0.37452504, -1.08551681, -0.0747949108]> : tensor<16xf32>
    %cst_2 = arith.constant 1.600000e+01 : f32
    %cst_3 = arith.constant 9.99999974E-6 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4x16xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x4x16xf32> -> tensor<3x4x16xf32>
    %2 = tensor.empty() : tensor<3x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<3x4x16xf32>) outs(%3 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<3x4xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.divf %in, %cst_2 : f32
      linalg.yield %21 : f32
    } -> tensor<3x4xf32>
    %6 = tensor.empty() : tensor<3x4x16xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<3x4xf32>) outs(%6 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4x16xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<3x4x16xf32>, tensor<3x4x16xf32>) outs(%6 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.subf %in, %in_4 : f32
      linalg.yield %21 : f32
    } -> tensor<3x4x16xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<3x4x16xf32>) outs(%6 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.mulf %in, %in : f32
      linalg.yield %21 : f32
    } -> tensor<3x4x16xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<3x4x16xf32>) outs(%3 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<3x4xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.divf %in, %cst_2 : f32
      linalg.yield %21 : f32
    } -> tensor<3x4xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %cst_3 : f32
      linalg.yield %21 : f32
    } -> tensor<3x4xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<3x4xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = math.rsqrt %in : f32
      linalg.yield %21 : f32
    } -> tensor<3x4xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<3x4xf32>) outs(%6 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4x16xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %14 : tensor<3x4x16xf32>, tensor<3x4x16xf32>) outs(%6 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.mulf %in, %in_4 : f32
      linalg.yield %21 : f32
    } -> tensor<3x4x16xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_0 : tensor<3x4x16xf32>, tensor<16xf32>) outs(%6 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.mulf %in, %in_4 : f32
      linalg.yield %21 : f32
    } -> tensor<3x4x16xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_1 : tensor<3x4x16xf32>, tensor<16xf32>) outs(%6 : tensor<3x4x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.addf %in, %in_4 : f32
      linalg.yield %21 : f32
    } -> tensor<3x4x16xf32>
    %18 = iree_tensor_ext.compute_barrier.end %17 : tensor<3x4x16xf32> -> tensor<3x4x16xf32>
    %19 = hal.tensor.barrier join(%18 : tensor<3x4x16xf32>) => %arg2 : !hal.fence
    %20 = hal.tensor.export %19 : tensor<3x4x16xf32> -> !hal.buffer_view
    util.return %20 : !hal.buffer_view
  }
  util.func public @layernorm(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @layernorm$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}