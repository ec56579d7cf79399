module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @reduce_all_dynamic$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %2 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%0, %1}
    %3 = arith.muli %0, %1 overflow<nsw> : index
    %4 = flow.tensor.reshape %2 : tensor<?x?xf32>{%0, %1} -> tensor<?xf32>{%3}
    %5 = flow.dispatch.workgroups[%3](%4, %3) : (tensor<?xf32>{%3}, index) -> tensor<f32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: index, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %16 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 0 : index
      %17 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [%16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%16} -> tensor<?xf32>
      %18 = tensor.empty() : tensor<f32>
      %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<f32>) -> tensor<f32>
      %20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%17 : tensor<?xf32>) outs(%19 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %21 = arith.addf %in, %out : f32
        linalg.yield %21 : f32
      } -> tensor<f32>
      iree_tensor_ext.dispatch.tensor.store %20, %arg5, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
      flow.return
    } count(%arg3: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg3)
      flow.return %x, %y, %z : index, index, index
    }
    %6 = arith.index_cast %1 : index to i64
    %7 = arith.index_cast %0 : index to i64
    %8 = arith.muli %7, %6 : i64
    %9 = flow.dispatch.workgroups(%8, %5) : (i64, tensor<f32>) -> tensor<f32> =
        (%arg3: i64, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) {
      %16 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
      %17 = tensor.empty() : tensor<f32>
      %18 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%16 : tensor<f32>) outs(%17 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %19 = arith.sitofp %arg3 : i64 to f32
        %20 = arith.divf %in, %19 : f32
        linalg.yield %20 : f32
      } -> tensor<f32>
      iree_tensor_ext.dispatch.tensor.store %18, %arg5, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
      flow.return
    } count() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      flow.return %c1, %c1, %c1 : index, index, index
    }
    %10 = flow.dispatch.workgroups[%1, %0](%2, %1, %0) : (tensor<?x?xf32>{%0, %1}, index, index) -> tensor<?xf32>{%0} =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, %arg4: index, %arg5: index, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
      %cst = arith.constant 0xFF800000 : f32
      %16 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 0 : index
      %17 = iree_tensor_ext.dispatch.workload.ordinal %arg5, 1 : index
      %18 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [%17, %16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%17, %16} -> tensor<?x?xf32>
      %19 = tensor.empty(%17) : tensor<?xf32>
      %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<?xf32>) -> tensor<?xf32>
      %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%18 : tensor<?x?xf32>) outs(%20 : tensor<?xf32>) {
      ^bb0(%in: f32, %out: f32):
        %22 = arith.maximumf %in, %out : f32
        linalg.yield %22 : f32
      } -> tensor<?xf32>
      iree_tensor_ext.dispatch.tensor.store %21, %arg6, offsets = [0], sizes = [%17], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%17}
      flow.return
    } count(%arg3: index, %arg4: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg3, %arg4)
      flow.return %x, %y, %z : index, index, index
    }
    %11 = flow.dispatch.workgroups[%0](%10, %0) : (tensor<?xf32>{%0}, index) -> tensor<f32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: index, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) {
      %cst = arith.constant 0xFF800000 : f32
      %16 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 0 : index
      %17 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [%16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%16} -> tensor<?xf32>
      %18 = tensor.empty() : tensor<f32>
      %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<f32>) -> tensor<f32>
      %20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%17 : tensor<?xf32>) outs(%19 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %21 = arith.maximumf %in, %out : f32
        linalg.yield %21 : f32
      } -> tensor<f32>
      iree_tensor_ext.dispatch.tensor.store %20, %arg5, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
      flow.return
    } count(%arg3: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg3)
      flow.return %x, %y, %z : index, index, index
    }
    %12 = flow.tensor.reshape %11 : tensor<f32> -> tensor<1x1xf32>
    %13:2 = hal.tensor.barrier join(%9, %12 : tensor<f32>, tensor<1x1xf32>) => %arg2 : !hal.fence
    %14 = hal.tensor.export %13#0 : tensor<f32> -> !hal.buffer_view
    %15 = hal.tensor.export %13#1 : tensor<1x1xf32> -> !hal.buffer_view
    util.return %14, %15 : !hal.buffer_view, !hal.buffer_view
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