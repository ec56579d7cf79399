module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @where_cast$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<4x5xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4x5xf32> -> tensor<4x5xf32>
    %2 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<4x5xf32>
    %3 = iree_tensor_ext.compute_barrier.start %2 : tensor<4x5xf32> -> tensor<4x5xf32>
    %4 = tensor.empty() : tensor<4x5xi1>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %cst : tensor<4x5xf32>, tensor<f32>) outs(%4 : tensor<4x5xi1>) {
    ^bb0(%in: f32, %in_0: f32, %out: i1):
      %14 = arith.cmpf ogt, %in, %in_0 : f32
      linalg.yield %14 : i1
    } -> tensor<4x5xi1>
    %6 = tensor.empty() : tensor<4x5xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %1, %3 : tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) outs(%6 : tensor<4x5xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %14 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %14 : f32
    } -> tensor<4x5xf32>
    %8 = tensor.empty() : tensor<4x5xi32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<4x5xf32>) outs(%8 : tensor<4x5xi32>) {
    ^bb0(%in: f32, %out: i32):
      %14 = arith.fptosi %in : f32 to i32
      linalg.yield %14 : i32
    } -> tensor<4x5xi32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4x5xi32>) outs(%6 : tensor<4x5xf32>) {
    ^bb0(%in: i32, %out: f32):
      %14 = arith.sitofp %in : i32 to f32
      linalg.yield %14 : f32
    } -> tensor<4x5xf32>
    %11 = iree_tensor_ext.compute_barrier.end %10 : tensor<4x5xf32> -> tensor<4x5xf32>
    %12 = hal.tensor.barrier join(%11 : tensor<4x5xf32>) => %arg3 : !hal.fence
    %13 = hal.tensor.export %12 : tensor<4x5xf32> -> !hal.buffer_view
    util.return %13 : !hal.buffer_view
  }
  util.func public @where_cast(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @where_cast$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}