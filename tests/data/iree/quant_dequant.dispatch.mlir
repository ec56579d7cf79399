module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_8x6xf32__encoded {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense<[[0.909145236, 0.751396656, -0.0255383812, 0.652505636, -0.65095365, -1.82949245], [1.67851055, 4.766140e-01, -2.06634808, -1.05893564, -0.619572043, 0.341558576], [1.32692206, 0.307652861, -0.432980239, 0.467363149, -0.222170636, 0.182866976], [-6.662220e-01, -1.2068094, 1.28315854, -0.319949269, 0.118289754, -0.600803792], [-0.544871867, -0.353700608, 0.657965064, 1.21854234, 0.542680442, -0.553885162], [2.79629302, 0.839344263, 0.943299889, -0.54722327, -0.243323609, 0.609092414], [-1.73939395, -0.774640202, 0.39951542, 2.42155433, 0.423842579, -1.03697717], [-1.21757793, 0.979237079, -0.811533689, -0.344552666, 1.96373892, 6.020710e-02]]> : tensor<8x6xf32>
    %0 = flow.tensor.encode %cst : tensor<8x6xf32> -> tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
    util.global.store %0, @__hoisted_tensor_8x6xf32__encoded : tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
    util.return
  }
  util.func public @quant_dequant$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4x8xf32>
    %1 = flow.tensor.reshape %0 : tensor<4x8xf32> -> tensor<32xf32>
    %2 = flow.dispatch.workgroups(%1) : (tensor<32xf32>) -> tensor<32xi8> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi8>>) {
      %cst = arith.constant 5.000000e-02 : f32
      %cst_0 = arith.constant 3.000000e+00 : f32
      %cst_1 = arith.constant -1.280000e+02 : f32
      %cst_2 = arith.constant 1.270000e+02 : f32
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
      %8 = tensor.empty() : tensor<32xi8>
      %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7 : tensor<32xf32>) outs(%8 : tensor<32xi8>) {
      ^bb0(%in: f32, %out: i8):
        %10 = arith.divf %in, %cst : f32
        %11 = math.roundeven %10 : f32
        %12 = arith.addf %11, %cst_0 : f32
        %13 = arith.maxnumf %12, %cst_1 : f32
        %14 = arith.minnumf %13, %cst_2 : f32
        %15 = arith.fptosi %14 : f32 to i8
        linalg.yield %15 : i8
      } -> tensor<32xi8>
      iree_tensor_ext.dispatch.tensor.store %9, %arg4, offsets = [0], sizes = [32], strides = [1] : tensor<32xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi8>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.dispatch.workgroups(%2) : (tensor<32xi8>) -> tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xi8>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>>) {
      %cst = arith.constant 5.000000e-02 : f32
      %c3_i16 = arith.constant 3 : i16
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xi8>> -> tensor<32xi8>
      %8 = tensor.empty() : tensor<32xf32>
      %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7 : tensor<32xi8>) outs(%8 : tensor<32xf32>) {
      ^bb0(%in: i8, %out: f32):
        %11 = arith.extsi %in : i8 to i16
        %12 = arith.subi %11, %c3_i16 : i16
        %13 = arith.sitofp %12 : i16 to f32
        %14 = arith.mulf %13, %cst : f32
        linalg.yield %14 : f32
      } -> tensor<32xf32>
      %expanded = tensor.expand_shape %9 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
      %10 = iree_encoding.set_encoding %expanded : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      iree_tensor_ext.dispatch.tensor.store %10, %arg4, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %__hoisted_tensor_8x6xf32__encoded = util.global.load immutable @__hoisted_tensor_8x6xf32__encoded : tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
    %4 = flow.dispatch.workgroups(%3, %__hoisted_tensor_8x6xf32__encoded) : (tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>, tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>) -> tensor<4x6xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>> -> tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %8 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [8, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>> -> tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %9 = tensor.empty() : tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>) -> tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %11 = linalg.matmul ins(%7, %8 : tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>, tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>) outs(%10 : tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>) -> tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %12 = iree_encoding.unset_encoding %11 : tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>> -> tensor<4x6xf32>
      iree_tensor_ext.dispatch.tensor.store %12, %arg5, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = hal.tensor.barrier join(%4 : tensor<4x6xf32>) => %arg2 : !hal.fence
    %6 = hal.tensor.export %5 : tensor<4x6xf32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
  util.func public @quant_dequant(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @quant_dequant$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}