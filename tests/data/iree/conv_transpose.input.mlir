module {
  util.func public @conv_transpose$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[[[[0.964279055, -0.41124329, -0.580324531], [-1.19944942, -1.17747295, 2.55304456], [0.133057639, 0.112135969, 0.866856753]], [[0.290782541, -0.926814556, -0.986096858], [0.424529016, -0.672726154, 0.92846775], [-0.510304749, -0.918118834, -0.25583607]], [[-0.825013041, -0.0524699166, -2.08466554], [-0.512826502, 1.33939624, -0.42900908], [1.7086339, 2.04605341, -0.458041161]]], [[[0.898364484, -0.462375879, -0.125969395], [-0.850650072, 0.367306262, 0.848848938], [0.610777914, 0.299117714, -0.806702256]], [[-0.236948088, 0.298519403, 0.254306644], [-0.842063605, 0.760048151, 1.39911592], [-0.0153620066, 0.999946475, 0.123437241]], [[-1.182620e+00, -0.222520664, 1.44846022], [-0.188016728, -0.269988656, -0.812521576], [-0.941040575, 3.00752044, 0.950662076]]]]> : tensor<2x3x3x3xf32>
    %cst_1 = arith.constant dense<[0.566143453, 0.775009691, -0.719019114]> : tensor<3xf32>
    %c2 = arith.constant 2 : index
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x2x3x3xf32>
    %1 = tensor.empty() : tensor<3x2x3x3xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3x2x3x3xf32>) -> tensor<3x2x3x3xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2 : tensor<3x2x3x3xf32>) {
    ^bb0(%out: f32):
      %10 = linalg.index 0 : index
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = linalg.index 3 : index
      %14 = arith.subi %c2, %12 : index
      %15 = arith.subi %c2, %13 : index
      %extracted = tensor.extract %cst_0[%11, %10, %14, %15] : tensor<2x3x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x2x3x3xf32>
    %4 = tensor.empty() : tensor<1x2x9x9xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x2x9x9xf32>) -> tensor<1x2x9x9xf32>
    %inserted_slice = tensor.insert_slice %0 into %5[0, 0, 2, 2] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x9x9xf32>
    %6 = tensor.empty() : tensor<1x3x7x7xf32>
    %broadcasted = linalg.broadcast ins(%cst_1 : tensor<3xf32>) outs(%6 : tensor<1x3x7x7xf32>) dimensions = [0, 2, 3] 
    %7 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %3 : tensor<1x2x9x9xf32>, tensor<3x2x3x3xf32>) outs(%broadcasted : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
    %8 = hal.tensor.barrier join(%7 : tensor<1x3x7x7xf32>) => %arg2 : !hal.fence
    %9 = hal.tensor.export %8 : tensor<1x3x7x7xf32> -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
  util.func public @conv_transpose(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @conv_transpose$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}