module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_8x6xf32__encoded {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense<[[-0.083256334, -1.01177061, 0.906345725, -0.445271105, 1.40427887, -1.46444809], [0.462729782, -0.0192382261, 0.721786677, -0.832518696, 0.272156179, 1.51713443], [-1.11681342, -0.418259203, 1.04134917, -0.563341498, 1.52168548, -0.505275428], [-0.344807535, 0.995441138, 0.214052036, 1.11620617, 0.753214538, -0.807872712], [1.49491763, 0.663695871, 0.814464569, 0.438419431, -1.61631894, -0.631948053], [0.885076105, -1.06444311, -1.69855797, -0.069284074, 0.512859166, 1.25396276], [0.690798819, 0.102864474, 0.672472417, 0.236943915, -0.0347874463, 1.34087467], [-0.30456847, 0.41470018, -1.36574066, -6.639540e-01, -0.119602568, 7.652410e-01]]> : tensor<8x6xf32>
    %0 = flow.tensor.encode %cst : tensor<8x6xf32> -> tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
    util.global.store %0, @__hoisted_tensor_8x6xf32__encoded : tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
    util.return
  }
  util.func public @dyn_quant_matmul$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4x8xf32>
    %1 = flow.tensor.reshape %0 : tensor<4x8xf32> -> tensor<32xf32>
    %2 = flow.dispatch.workgroups(%1) : (tensor<32xf32>) -> tensor<f32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) {
      %cst = arith.constant 0xFF800000 : f32
      %12 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
      %13 = tensor.empty() : tensor<f32>
      %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<f32>) -> tensor<f32>
      %15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%12 : tensor<32xf32>) outs(%14 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %16 = arith.maximumf %in, %out : f32
        linalg.yield %16 : f32
      } -> tensor<f32>
      iree_tensor_ext.dispatch.tensor.store %15, %arg4, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.dispatch.workgroups(%1) : (tensor<32xf32>) -> tensor<f32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) {
      %cst = arith.constant 0x7F800000 : f32
      %12 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
      %13 = tensor.empty() : tensor<f32>
      %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<f32>) -> tensor<f32>
      %15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%12 : tensor<32xf32>) outs(%14 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %16 = arith.minimumf %in, %out : f32
        linalg.yield %16 : f32
      } -> tensor<f32>
      iree_tensor_ext.dispatch.tensor.store %15, %arg4, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %4:2 = flow.dispatch.workgroups(%3, %2) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i8>) =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i8>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 2.550000e+02 : f32
      %12 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
      %13 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
      %14 = tensor.empty() : tensor<i8>
      %15 = tensor.empty() : tensor<f32>
      %16:2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%12, %13 : tensor<f32>, tensor<f32>) outs(%15, %14 : tensor<f32>, tensor<i8>) {
      ^bb0(%in: f32, %in_1: f32, %out: f32, %out_2: i8):
        %17 = arith.cmpf olt, %in, %cst : f32
        %18 = arith.select %17, %in, %cst : f32
        %19 = arith.cmpf ogt, %in_1, %cst : f32
        %20 = arith.select %19, %in_1, %cst : f32
        %21 = arith.subf %20, %18 : f32
        %22 = arith.divf %21, %cst_0 : f32
        %23 = arith.divf %in, %22 : f32
        %24 = arith.subf %cst, %23 : f32
        %25 = arith.cmpf ult, %24, %cst : f32
        %26 = arith.select %25, %cst, %24 : f32
        %27 = arith.cmpf ugt, %26, %cst_0 : f32
        %28 = arith.select %27, %cst_0, %26 : f32
        %29 = math.roundeven %28 : f32
        %30 = arith.fptosi %29 : f32 to i8
        linalg.yield %22, %30 : f32, i8
      } -> (tensor<f32>, tensor<i8>)
      iree_tensor_ext.dispatch.tensor.store %16#0, %arg5, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
      iree_tensor_ext.dispatch.tensor.store %16#1, %arg6, offsets = [], sizes = [], strides = [] : tensor<i8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i8>>
      flow.return
    } count() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      flow.return %c1, %c1, %c1 : index, index, index
    }
    %5 = flow.tensor.load %4#1 : tensor<i8>
    %6 = flow.dispatch.workgroups(%4#0, %5, %1) : (tensor<f32>, i8, tensor<32xf32>) -> tensor<32xi8> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>, %arg4: i8, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi8>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 2.550000e+02 : f32
      %12 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
      %13 = iree_tensor_ext.dispatch.tensor.load %arg5, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
      %extracted = tensor.extract %12[] : tensor<f32>
      %14 = tensor.empty() : tensor<32xi8>
      %15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%13 : tensor<32xf32>) outs(%14 : tensor<32xi8>) {
      ^bb0(%in: f32, %out: i8):
        %16 = arith.uitofp %arg4 : i8 to f32
        %17 = arith.divf %in, %extracted : f32
        %18 = math.roundeven %17 : f32
        %19 = arith.addf %18, %16 : f32
        %20 = arith.maximumf %19, %cst : f32
        %21 = arith.minimumf %20, %cst_0 : f32
        %22 = arith.fptoui %21 : f32 to i8
        linalg.yield %22 : i8
      } -> tensor<32xi8>
      iree_tensor_ext.dispatch.tensor.store %15, %arg6, offsets = [0], sizes = [32], strides = [1] : tensor<32xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi8>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %7 = arith.extui %5 : i8 to i64
    %8 = flow.dispatch.workgroups(%4#0, %6, %7) : (tensor<f32>, tensor<32xi8>, i64) -> tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xi8>>, %arg5: i64, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>>) {
      %12 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
      %13 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xi8>> -> tensor<32xi8>
      %extracted = tensor.extract %12[] : tensor<f32>
      %14 = tensor.empty() : tensor<32xf32>
      %15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%13, %extracted, %arg5 : tensor<32xi8>, f32, i64) outs(%14 : tensor<32xf32>) {
      ^bb0(%in: i8, %in_0: f32, %in_1: i64, %out: f32):
        %17 = arith.extui %in : i8 to i16
        %18 = arith.trunci %in_1 : i64 to i16
        %19 = arith.subi %17, %18 : i16
        %20 = arith.sitofp %19 : i16 to f32
        %21 = arith.mulf %20, %in_0 : f32
        linalg.yield %21 : f32
      } -> tensor<32xf32>
      %expanded = tensor.expand_shape %15 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
      %16 = iree_encoding.set_encoding %expanded : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      iree_tensor_ext.dispatch.tensor.store %16, %arg6, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %__hoisted_tensor_8x6xf32__encoded = util.global.load immutable @__hoisted_tensor_8x6xf32__encoded : tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
    %9 = flow.dispatch.workgroups(%8, %__hoisted_tensor_8x6xf32__encoded) : (tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>, tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>) -> tensor<4x6xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %12 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>> -> tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %13 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [8, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>> -> tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %14 = tensor.empty() : tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>) -> tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %16 = linalg.matmul ins(%12, %13 : tensor<4x8xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>, tensor<8x6xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>) outs(%15 : tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>) -> tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>>
      %17 = iree_encoding.unset_encoding %16 : tensor<4x6xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [4, 6, 8]>> -> tensor<4x6xf32>
      iree_tensor_ext.dispatch.tensor.store %17, %arg5, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %10 = hal.tensor.barrier join(%9 : tensor<4x6xf32>) => %arg2 : !hal.fence
    %11 = hal.tensor.export %10 : tensor<4x6xf32> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
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