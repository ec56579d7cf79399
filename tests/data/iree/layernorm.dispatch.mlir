module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @layernorm$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4x16xf32>
    %1 = flow.tensor.reshape %0 : tensor<3x4x16xf32> -> tensor<12x16xf32>
    %2 = flow.dispatch.workgroups(%1) : (tensor<12x16xf32>) -> tensor<12x16xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<12x16xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12x16xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.600000e+01 : f32
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [12, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<12x16xf32>> -> tensor<12x16xf32>
      %8 = tensor.empty() : tensor<12xf32>
      %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<12xf32>) -> tensor<12xf32>
      %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<12x16xf32>) outs(%9 : tensor<12xf32>) {
      ^bb0(%in: f32, %out: f32):
        %13 = arith.addf %in, %out : f32
        linalg.yield %13 : f32
      } -> tensor<12xf32>
      %11 = tensor.empty() : tensor<12x16xf32>
      %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7, %10 : tensor<12x16xf32>, tensor<12xf32>) outs(%11 : tensor<12x16xf32>) {
      ^bb0(%in: f32, %in_1: f32, %out: f32):
        %13 = arith.divf %in_1, %cst_0 : f32
        %14 = arith.subf %in, %13 : f32
        linalg.yield %14 : f32
      } -> tensor<12x16xf32>
      iree_tensor_ext.dispatch.tensor.store %12, %arg4, offsets = [0, 0], sizes = [12, 16], strides = [1, 1] : tensor<12x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.dispatch.workgroups(%2) : (tensor<12x16xf32>) -> tensor<12x16xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<12x16xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12x16xf32>>) {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.600000e+01 : f32
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %cst_2 = arith.constant dense<[0.354039699, -0.00496536819, -0.531598032, -2.27656651, 0.0187153779, 0.927368819, 1.04333472, -0.53619808, 2.22936392, 1.94369197, -0.228226155, -0.15518114, 9.589650e-01, -0.254765451, 0.224766046, 1.2198602]> : tensor<16xf32>
      %cst_3 = arith.constant dense<[-1.92506444, -3.01879525, 1.15446317, 1.56278193, 1.32951736, -0.42959249, -0.0728883222, -0.291546971, 1.36824262, 0.871967375, 0.0583777204, 0.708123624, 1.36030602, 0.37452504, -1.08551681, -0.0747949108]> : tensor<16xf32>
      %7 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [12, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<12x16xf32>> -> tensor<12x16xf32>
      %8 = tensor.empty() : tensor<12xf32>
      %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<12xf32>) -> tensor<12xf32>
      %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<12x16xf32>) outs(%9 : tensor<12xf32>) {
      ^bb0(%in: f32, %out: f32):
        %13 = arith.mulf %in, %in : f32
        %14 = arith.addf %13, %out : f32
        linalg.yield %14 : f32
      } -> tensor<12xf32>
      %11 = tensor.empty() : tensor<12x16xf32>
      %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7, %10, %cst_2, %cst_3 : tensor<12x16xf32>, tensor<12xf32>, tensor<16xf32>, tensor<16xf32>) outs(%11 : tensor<12x16xf32>) {
      ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
        %13 = arith.divf %in_4, %cst_0 : f32
        %14 = arith.addf %13, %cst_1 : f32
        %15 = math.rsqrt %14 : f32
        %16 = arith.mulf %in, %15 : f32
        %17 = arith.mulf %16, %in_5 : f32
        %18 = arith.addf %17, %in_6 : f32
        linalg.yield %18 : f32
      } -> tensor<12x16xf32>
      iree_tensor_ext.dispatch.tensor.store %12, %arg4, offsets = [0, 0], sizes = [12, 16], strides = [1, 1] : tensor<12x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %4 = flow.tensor.reshape %3 : tensor<12x16xf32> -> tensor<3x4x16xf32>
    %5 = hal.tensor.barrier join(%4 : tensor<3x4x16xf32>) => %arg2 : !hal.fence
    %6 = hal.tensor.export %5 : tensor<3x4x16xf32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
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