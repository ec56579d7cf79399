module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @reduce_all_dynamic$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %2 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%0, %1}
    %3 = iree_tensor_ext.compute_barrier.start %2 : tensor<?x?xf32>{%0, %1} -> tensor<?x?xf32>
    %4 = tensor.empty() : tensor<f32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<f32>) -> tensor<f32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%3 : tensor<?x?xf32>) outs(%5 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<f32>
    %7 = arith.index_cast %0 : index to i64
    %8 = arith.index_cast %1 : index to i64
    %9 = arith.muli %7, %8 : i64
    %10 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%6 : tensor<f32>) outs(%4 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.sitofp %9 : i64 to f32
      %22 = arith.divf %in, %21 : f32
      linalg.yield %22 : f32
    } -> tensor<f32>
    %11 = iree_tensor_ext.compute_barrier.end %10 : tensor<f32> -> tensor<f32>
    %12 = tensor.empty(%0) : tensor<?xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<?xf32>) -> tensor<?xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x?xf32>) outs(%13 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.maximumf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<?xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<f32>) -> tensor<f32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%14 : tensor<?xf32>) outs(%15 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.maximumf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<f32>
    %17 = iree_tensor_ext.compute_barrier.end %16 : tensor<f32> -> tensor<f32>
    %expanded = tensor.expand_shape %17 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
    %18:2 = hal.tensor.barrier join(%11, %expanded : tensor<f32>, tensor<1x1xf32>) => %arg2 : !hal.fence
    %19 = hal.tensor.export %18#0 : tensor<f32> -> !hal.buffer_view
    %20 = hal.tensor.export %18#1 : tensor<1x1xf32> -> !hal.buffer_view
    util.return %19, %20 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @reduce_all_dynamic(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @reduce_all_dynamic$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}