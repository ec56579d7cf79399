module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @dynamic_conv$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x2x5x5xf32>{%0}
    %2 = flow.tensor.splat %cst : tensor<?x2x7x7xf32>{%0}
    %3 = flow.dispatch.workgroups[%0](%1, %2, %0) : (tensor<?x2x5x5xf32>{%0}, tensor<?x2x7x7xf32>{%0}, index) -> %2{%0} =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x5x5xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x2x7x7xf32>>, %arg5: index) {
      %7 = iree_tensor_ext.dispatch.workload.ordinal %arg5, 0 : index
      %8 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0, 0], sizes = [%7, 2, 5, 5], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x5x5xf32>>{%7} -> tensor<?x2x5x5xf32>
      iree_tensor_ext.dispatch.tensor.store %8, %arg4, offsets = [0, 0, 1, 1], sizes = [%7, 2, 5, 5], strides = [1, 1, 1, 1] : tensor<?x2x5x5xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x2x7x7xf32>>{%7}
      flow.return
    } count(%arg3: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg3)
      flow.return %x, %y, %z : index, index, index
    }
    %4 = flow.dispatch.workgroups[%0](%3, %0) : (tensor<?x2x7x7xf32>{%0}, index) -> tensor<?x3x5x5xf32>{%0} =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x7x7xf32>>, %arg4: index, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x3x5x5xf32>>) {
      %cst_0 = arith.constant 0.000000e+00 : f32
      %cst_1 = arith.constant dense<[[[[-1.23166502, 0.267118961, -0.00692612352], [0.501535296, -1.32672834, 1.10776818], [0.0937548801, -1.17081809, -1.35824037]], [[-1.30656397, -0.717615306, 1.18562138], [0.894533753, -0.544047832, -0.546587944], [1.92958772, 0.902788579, -0.803390562]]], [[[-0.149711967, -0.430291593, 0.151541457], [0.879149854, -0.274891466, 0.369281024], [0.568265438, 0.783507645, -0.630434095]], [[-0.221796453, 1.97235346, -0.185968056], [0.0299130939, 0.440948248, -0.577260554], [-0.38974759, 1.67822802, 1.29645598]]], [[[-1.10343742, 0.0651657954, -1.28942966], [-1.53174758, 0.00273647252, 1.52455425], [-0.0818261355, 1.47020102, -1.05685043]], [[0.136268288, 0.0809459462, 0.086195968], [0.993400096, 0.573378742, -0.549020588], [-1.35127711, -0.553810298, -0.0205854587]]]]> : tensor<3x2x3x3xf32>
      %7 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 0 : index
      %8 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0, 0], sizes = [%7, 2, 7, 7], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x7x7xf32>>{%7} -> tensor<?x2x7x7xf32>
      %9 = tensor.empty(%7) : tensor<?x3x5x5xf32>
      %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<?x3x5x5xf32>) -> tensor<?x3x5x5xf32>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%8, %cst_1 : tensor<?x2x7x7xf32>, tensor<3x2x3x3xf32>) outs(%10 : tensor<?x3x5x5xf32>) attrs =  {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} {
      ^bb0(%in: f32, %in_2: f32, %out: f32):
        %12 = arith.mulf %in, %in_2 : f32
        %13 = arith.addf %out, %12 : f32
        linalg.yield %13 : f32
      } -> tensor<?x3x5x5xf32>
      iree_tensor_ext.dispatch.tensor.store %11, %arg5, offsets = [0, 0, 0, 0], sizes = [%7, 3, 5, 5], strides = [1, 1, 1, 1] : tensor<?x3x5x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x3x5x5xf32>>{%7}
      flow.return
    } count(%arg3: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg3)
      flow.return %x, %y, %z : index, index, index
    }
    %5 = hal.tensor.barrier join(%4 : tensor<?x3x5x5xf32>) => %arg2 : !hal.fence
    %6 = hal.tensor.export %5 : tensor<?x3x5x5xf32>{%0} -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
  util.func public @dynamic_conv(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @dynamic_conv$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}