// Ported from iree-org/iree compiler/src/iree/compiler/DispatchCreation/test/tensor_pad_to_tensor_insert_slice.mlir at cb2048e0 (IREE 3.7.1); FileCheck lines removed.
// Ported from iree-org/iree compiler/src/iree/compiler/DispatchCreation/test/tensor_pad_to_tensor_insert_slice.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --split-input-file --iree-dispatch-creation-tensor-pad-to-tensor-insert-slice --canonicalize %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-dispatch-creation-tensor-pad-to-tensor-insert-slice=skip-one-linalg-use-case --canonicalize %s | FileCheck %s --check-prefix=SKIP

util.func public @tensor_pad(%arg0 : tensor<?x?xf32>, %arg1 : tensor<f32>, %arg2 : index, %arg3 : index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract %arg1[] : tensor<f32>
  %1 = tensor.pad %arg0 low[%c4, %arg2] high[%arg3, %c3]  {
  ^bb0(%arg4: index, %arg5: index):
    tensor.yield %0 : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  util.return %1 : tensor<?x?xf32>
}

// -----

util.func public @tensor_pad_static(%arg0: tensor<12x4xf32>, %arg1: tensor<f32>) -> tensor<18x12xf32> {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract %arg1[] : tensor<f32>
  %1 = tensor.pad %arg0 low[%c4, %c5] high[%c2, %c3]  {
  ^bb0(%arg2: index, %arg3: index):
    tensor.yield %0 : f32
  } : tensor<12x4xf32> to tensor<18x12xf32>
  util.return %1 : tensor<18x12xf32>
}

// -----

util.func public @_main(%arg0: tensor<1x33x33x480xf32>, %arg1: tensor<3x3x480x1xf32>) -> tensor<1x33x33x480xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.pad %arg0 low[0, 4, 4, 0] high[0, 4, 4, 0] {
  ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
    tensor.yield %cst : f32
  } : tensor<1x33x33x480xf32> to tensor<1x41x41x480xf32>
  %1 = tensor.empty() : tensor<1x33x33x480xf32>
  %2 = tensor.collapse_shape %arg1 [[0], [1], [2, 3]] : tensor<3x3x480x1xf32> into tensor<3x3x480xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x33x33x480xf32>) -> tensor<1x33x33x480xf32>
  %4 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<4> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%0, %2 : tensor<1x41x41x480xf32>, tensor<3x3x480xf32>) outs(%3 : tensor<1x33x33x480xf32>) -> tensor<1x33x33x480xf32>
  util.return %4 : tensor<1x33x33x480xf32>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @dispatch_dispatch_0_generic_512x1024_f32(
    %arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x1024xf32>>,
    %arg1: index, %arg2: index, %arg3: index, %arg4: index,
    %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32, #encoding>>) {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 2 : index
  %1 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 3 : index
  %2 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32, #encoding>>{%0, %1}
  %3 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
  %4 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
  %5 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [512, 1024], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x1024xf32>> -> tensor<512x1024xf32>
  %padded = tensor.pad %5 low[0, 0] high[%3, %4] {
  ^bb0(%arg6: index, %arg7: index):
    tensor.yield %cst : f32
  } : tensor<512x1024xf32> to tensor<?x?xf32>
  %11 = iree_encoding.set_encoding %padded : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  iree_tensor_ext.dispatch.tensor.store %11, %2, offsets = [0, 0], sizes = [%0, %1], strides = [1, 1] : tensor<?x?xf32, #encoding> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32, #encoding>>{%0, %1}
  util.return
}

// -----

// Do not break up pad within dispatches.

util.func @pad_within_dispatch(%arg0 : tensor<500x1000xf32>) -> tensor<512x1024xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = flow.dispatch.region -> (tensor<512x1024xf32>) {
    %1 = tensor.pad %arg0 low [0, 0] high[12, 24] {
    ^bb0(%arg1 : index, %arg2 : index):
      tensor.yield %cst : f32
    } : tensor<500x1000xf32> to tensor<512x1024xf32>
    flow.return %1 : tensor<512x1024xf32>
  }
  util.return %0 : tensor<512x1024xf32>
}
