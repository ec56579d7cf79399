module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @two_outputs$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[[-6.826780e-03, 1.04614329, 0.741588413, 0.723956525, 1.6187762, -1.20555818, -0.626955449], [-1.32066321, -0.107752509, 0.99876368, -0.0219478868, 0.495880067, -1.91076863, 0.147064164], [-0.906943261, 1.77538943, 0.886849105, 0.949349462, -0.0578549616, 0.612862288, 0.657890141], [-0.344402671, -0.497372031, -0.114772782, -6.054520e-01, -0.59433943, -0.283375382, -0.728417754], [0.766327798, -1.59608638, 0.823562145, -0.625566483, -5.459400e-01, -1.35084713, -0.144242123]]> : tensor<5x7xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x5xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x5xf32> -> tensor<3x5xf32>
    %2 = tensor.empty() : tensor<3x7xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %4 = linalg.matmul ins(%1, %cst_0 : tensor<3x5xf32>, tensor<5x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.tanh %in : f32
      linalg.yield %10 : f32
    } -> tensor<3x7xf32>
    %6 = iree_tensor_ext.compute_barrier.end %5 : tensor<3x7xf32> -> tensor<3x7xf32>
    %7:2 = hal.tensor.barrier join(%4, %6 : tensor<3x7xf32>, tensor<3x7xf32>) => %arg2 : !hal.fence
    %8 = hal.tensor.export %7#0 : tensor<3x7xf32> -> !hal.buffer_view
    %9 = hal.tensor.export %7#1 : tensor<3x7xf32> -> !hal.buffer_view
    util.return %8, %9 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @two_outputs(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @two_outputs$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}