module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @conv_stride_groups$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<"0x29E5B2BFFC1C9ABFC0B0A6BF4F681FBF7A40B93FDBF7CCBFFCA7713FAE98A13FEFFEB5BE8C7033BF02B9F13EA0769B3F39F40940C24D643F0903CC3F9E8CE6BEAFCC5FBF8821DCBF87AC93BFFC13BABE69A0453EAE13A8BF01EB503F530BD3BD4A6724BFF7E943BFF5520140324A2D3E84DE65BF2F3874BFD53DEB3FCE0E14BF7527983FD72DB63FFEC214C0BFECAC3F3C6F55BEBAC48ABF42390BBFDD960F3FDB79BF3EFDDCD93EC99239BF05B9A33FD045C03F9AC2EA3F290F803FE678F23FE60206401F4A343FD793613FA80B153F262A0D3F98FD5C3FEBBFDABFE6C8A5BE5CC8F93E83DE06C03B8EB8BFD7D0CA3FA49287BFEEBEEDBE9E0FC03EDAB3F3BE505D5CBF221D04BFB53CDBBE4E6E14BFA9BD3A3E670ECE3F946DB63EACF9CF3FAA5A3D3FD909563F8A2F163F9B0A99BE34E1D73EAD199B3EC9608EBFA58D3F3F50E5133F62ABBC3E94F70EBF5E8928C0BFD5BB3F20FA8FBDC65A0BC03A52263FB80B33BFE7D82F3FE59BD0BD0730913FF6086F3E851C8F3E948A193ED4849D3FC6E0A5BF1FA4963FA355303F8FED0DBFF81619BB759CE4BE7119733DE3B9703FC4E62DBFB83F3E3F38D1703F1823233F"> : tensor<2x3x2x3x3xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x4x7x7xf32>
    %1 = flow.tensor.splat %cst : tensor<2x4x7x9xf32>
    %2 = flow.dispatch.workgroups(%0, %1) : (tensor<2x4x7x7xf32>, tensor<2x4x7x9xf32>) -> %1 =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x7x7xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x4x7x9xf32>>) {
      %8 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0, 0], sizes = [2, 4, 7, 7], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x7x7xf32>> -> tensor<2x4x7x7xf32>
      iree_tensor_ext.dispatch.tensor.store %8, %arg4, offsets = [0, 0, 0, 1], sizes = [2, 4, 7, 7], strides = [1, 1, 1, 1] : tensor<2x4x7x7xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x4x7x9xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<2x4x7x9xf32> -> tensor<2x2x2x7x9xf32>
    %4 = flow.dispatch.workgroups(%3, %cst_0) : (tensor<2x2x2x7x9xf32>, tensor<2x3x2x3x3xf32>) -> tensor<2x2x3x3x4xf32> =
        (%arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x7x9xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x2x3x3xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3x3x4xf32>>) {
      %cst_1 = arith.constant dense<[[0.553260565, 0.217600614, -0.0579899885], [-2.31893611, 0.431494176, -2.12627983]]> : tensor<2x3xf32>
      %8 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0, 0, 0], sizes = [2, 2, 2, 7, 9], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x7x9xf32>> -> tensor<2x2x2x7x9xf32>
      %9 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0, 0, 0, 0], sizes = [2, 3, 2, 3, 3], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x2x3x3xf32>> -> tensor<2x3x2x3x3xf32>
      %10 = tensor.empty() : tensor<2x2x3x3x4xf32>
      %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<2x3xf32>) outs(%10 : tensor<2x2x3x3x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x3x3x4xf32>
      %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%8, %9 : tensor<2x2x2x7x9xf32>, tensor<2x3x2x3x3xf32>) outs(%11 : tensor<2x2x3x3x4xf32>) attrs =  {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>]} {
      ^bb0(%in: f32, %in_2: f32, %out: f32):
        %13 = arith.mulf %in, %in_2 : f32
        %14 = arith.addf %out, %13 : f32
        linalg.yield %14 : f32
      } -> tensor<2x2x3x3x4xf32>
      iree_tensor_ext.dispatch.tensor.store %12, %arg5, offsets = [0, 0, 0, 0, 0], sizes = [2, 2, 3, 3, 4], strides = [1, 1, 1, 1, 1] : tensor<2x2x3x3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3x3x4xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.tensor.reshape %4 : tensor<2x2x3x3x4xf32> -> tensor<2x6x3x4xf32>
    %6 = hal.tensor.barrier join(%5 : tensor<2x6x3x4xf32>) => %arg2 : !hal.fence
    %7 = hal.tensor.export %6 : tensor<2x6x3x4xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @conv_stride_groups(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @conv_stride_groups$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}