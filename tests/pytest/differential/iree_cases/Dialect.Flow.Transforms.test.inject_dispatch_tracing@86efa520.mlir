// Ported from iree-org/iree compiler/src/iree/compiler/Dialect/Flow/Transforms/test/inject_dispatch_tracing.mlir at cb2048e0 (IREE 3.7.1); FileCheck lines removed.
// Ported from iree-org/iree compiler/src/iree/compiler/Dialect/Flow/Transforms/test/inject_dispatch_tracing.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --split-input-file --pass-pipeline='builtin.module(util.func(iree-flow-inject-dispatch-tracing))' %s | FileCheck %s

util.func public @singleDispatch(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %c4 = arith.constant 4 : index
  %0 = flow.dispatch @ex::@entry0[%c4](%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}

// -----

util.func public @multiDispatch(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %c4 = arith.constant 4 : index

  %0 = flow.dispatch @ex::@entry0[%c4](%arg0) : (tensor<4xf32>) -> tensor<4xf32>

  %1 = flow.dispatch @ex::@entry1[%c4](%0) : (tensor<4xf32>) -> tensor<4xf32>

  util.return %1 : tensor<4xf32>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @encodedDispatch(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %dim : index) -> tensor<?xf32, #encoding>, tensor<?xf32> {
  %encoded = flow.tensor.encode %arg0 : tensor<?xf32>{%dim} -> tensor<?xf32, #encoding>{%dim}
  %0:2 = flow.dispatch @ex::@entry0[%dim, %dim](%encoded, %arg1) : (tensor<?xf32, #encoding>{%dim}, tensor<?xf32>{%dim}) -> (tensor<?xf32, #encoding>{%dim}, tensor<?xf32>{%dim})
  util.return %0#0, %0#1 : tensor<?xf32, #encoding>, tensor<?xf32>
}
