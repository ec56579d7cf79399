module {
  util.func public @conv_stride_groups$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[0.553260565, 0.217600614, -0.0579899885, -2.31893611, 0.431494176, -2.12627983]> : tensor<6xf32>
    %cst_1 = arith.constant dense<"0x29E5B2BFFC1C9ABFC0B0A6BF4F681FBF7A40B93FDBF7CCBFFCA7713FAE98A13FEFFEB5BE8C7033BF02B9F13EA0769B3F39F40940C24D643F0903CC3F9E8CE6BEAFCC5FBF8821DCBF87AC93BFFC13BABE69A0453EAE13A8BF01EB503F530BD3BD4A6724BFF7E943BFF5520140324A2D3E84DE65BF2F3874BFD53DEB3FCE0E14BF7527983FD72DB63FFEC214C0BFECAC3F3C6F55BEBAC48ABF42390BBFDD960F3FDB79BF3EFDDCD93EC99239BF05B9A33FD045C03F9AC2EA3F290F803FE678F23FE60206401F4A343FD793613FA80B153F262A0D3F98FD5C3FEBBFDABFE6C8A5BE5CC8F93E83DE06C03B8EB8BFD7D0CA3FA49287BFEEBEEDBE9E0FC03EDAB3F3BE505D5CBF221D04BFB53CDBBE4E6E14BFA9BD3A3E670ECE3F946DB63EACF9CF3FAA5A3D3FD909563F8A2F163F9B0A99BE34E1D73EAD199B3EC9608EBFA58D3F3F50E5133F62ABBC3E94F70EBF5E8928C0BFD5BB3F20FA8FBDC65A0BC03A52263FB80B33BFE7D82F3FE59BD0BD0730913FF6086F3E851C8F3E948A193ED4849D3FC6E0A5BF1FA4963FA355303F8FED0DBFF81619BB759CE4BE7119733DE3B9703FC4E62DBFB83F3E3F38D1703F1823233F"> : tensor<2x3x2x3x3xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x4x7x7xf32>
    %padded = tensor.pad %0 low[0, 0, 0, 1] high[0, 0, 0, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<2x4x7x7xf32> to tensor<2x4x7x9xf32>
    %1 = tensor.empty() : tensor<2x6x3x4xf32>
    %broadcasted = linalg.broadcast ins(%cst_0 : tensor<6xf32>) outs(%1 : tensor<2x6x3x4xf32>) dimensions = [0, 2, 3] 
    %expanded = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 7, 9] : tensor<2x4x7x9xf32> into tensor<2x2x2x7x9xf32>
    %expanded_2 = tensor.expand_shape %broadcasted [[0], [1, 2], [3], [4]] output_shape [2, 2, 3, 3, 4] : tensor<2x6x3x4xf32> into tensor<2x2x3x3x4xf32>
    %2 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded, %cst_1 : tensor<2x2x2x7x9xf32>, tensor<2x3x2x3x3xf32>) outs(%expanded_2 : tensor<2x2x3x3x4xf32>) -> tensor<2x2x3x3x4xf32>
    %collapsed = tensor.collapse_shape %2 [[0], [1, 2], [3], [4]] : tensor<2x2x3x3x4xf32> into tensor<2x6x3x4xf32>
    %3 = hal.tensor.barrier join(%collapsed : tensor<2x6x3x4xf32>) => %arg2 : !hal.fence
    %4 = hal.tensor.export %3 : tensor<2x6x3x4xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
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