module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_5x7xf32__encoded {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense<[[-6.826780e-03, 1.04614329, 0.741588413, 0.723956525, 1.6187762, -1.20555818, -0.626955449], [-1.32066321, -0.107752509, 0.99876368, -0.0219478868, 0.495880067, -1.91076863, 0.147064164], [-0.906943261, 1.77538943, 0.886849105, 0.949349462, -0.0578549616, 0.612862288, 0.657890141], [-0.344402671, -0.497372031, -0.114772782, -6.054520e-01, -0.59433943, -0.283375382, -0.728417754], [0.766327798, -1.59608638, 0.823562145, -0.625566483, -5.459400e-01, -1.35084713, -0.144242123]]> : tensor<5x7xf32>
    %0 = flow.tensor.encode %cst : tensor<5x7xf32> -> tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
    util.global.store %0, @__hoisted_tensor_5x7xf32__encoded : tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
    util.return
  }
  util.func public @two_outputs$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x5xf32>
    %1 = flow.tensor.encode %0 : tensor<3x5xf32> -> tensor<3x5xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
    %__hoisted_tensor_5x7xf32__encoded = util.global.load immutable @__hoisted_tensor_5x7xf32__encoded : tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
    %2 = flow.dispatch.workgroups(%1, %__hoisted_tensor_5x7xf32__encoded) : (tensor<3x5xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>, tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>) -> tensor<3x7xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x7xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>> -> tensor<3x5xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
      %10 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [5, 7], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>> -> tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
      %11 = tensor.empty() : tensor<3x7xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
      %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<3x7xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>) -> tensor<3x7xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
      %13 = linalg.matmul ins(%9, %10 : tensor<3x5xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>, tensor<5x7xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>) outs(%12 : tensor<3x7xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>) -> tensor<3x7xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>>
      %14 = iree_encoding.unset_encoding %13 : tensor<3x7xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [3, 7, 5]>> -> tensor<3x7xf32>
      iree_tensor_ext.dispatch.tensor.store %14, %arg5, offsets = [0, 0], sizes = [3, 7], strides = [1, 1] : tensor<3x7xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x7xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<3x7xf32> -> tensor<21xf32>
    %4 = flow.dispatch.workgroups(%3) : (tensor<21xf32>) -> tensor<21xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<21xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<21xf32>>) {
      %9 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [21], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<21xf32>> -> tensor<21xf32>
      %10 = tensor.empty() : tensor<21xf32>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%9 : tensor<21xf32>) outs(%10 : tensor<21xf32>) {
      ^bb0(%in: f32, %out: f32):
        %12 = math.tanh %in : f32
        linalg.yield %12 : f32
      } -> tensor<21xf32>
      iree_tensor_ext.dispatch.tensor.store %11, %arg4, offsets = [0], sizes = [21], strides = [1] : tensor<21xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<21xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.tensor.reshape %4 : tensor<21xf32> -> tensor<3x7xf32>
    %6:2 = hal.tensor.barrier join(%2, %5 : tensor<3x7xf32>, tensor<3x7xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6#0 : tensor<3x7xf32> -> !hal.buffer_view
    %8 = hal.tensor.export %6#1 : tensor<3x7xf32> -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
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