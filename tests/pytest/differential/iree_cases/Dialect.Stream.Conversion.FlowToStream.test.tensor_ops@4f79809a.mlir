// Ported from iree-org/iree compiler/src/iree/compiler/Dialect/Stream/Conversion/FlowToStream/test/tensor_ops.mlir at cb2048e0 (IREE 3.7.1); FileCheck lines removed.
// RUN: iree-opt --split-input-file --iree-stream-conversion %s | FileCheck %s

util.func public @tensorConstantStatic() -> tensor<4x2xi32> {
  %cst = flow.tensor.constant dense<2> : tensor<4x2xi32>
  util.return %cst : tensor<4x2xi32>
}

// -----

util.func public @tensorConstantParameter() -> tensor<4x2xi32> {
  %cst = flow.tensor.constant #flow.parameter.named<"scope"::"key"> : tensor<4x2xi32>
  util.return %cst : tensor<4x2xi32>
}

// -----

util.func public @tensorConstantDynamic() -> tensor<?x?xi32> {
  %cst = flow.tensor.dynamic_constant dense<2> : tensor<2x4xi32> -> tensor<?x?xi32>
  util.return %cst : tensor<?x?xi32>
}

// -----

util.func public @tensorReshapePassThrough(%input: tensor<5x24x48xf32>) -> tensor<30x2x96xf32> {
  %0 = flow.tensor.reshape %input : tensor<5x24x48xf32> -> tensor<30x2x96xf32>
  util.return %0 : tensor<30x2x96xf32>
}

// -----

util.func public @tensorReshapeWithSingleUse(%input: tensor<5x24x48xf32>) -> tensor<30x2x96xf32> {
  %0 = flow.tensor.reshape %input : tensor<5x24x48xf32> -> tensor<30x2x96xf32>
  %1 = flow.tensor.clone %0 : tensor<30x2x96xf32>
  util.return %1 : tensor<30x2x96xf32>
}

// -----

util.func public @tensorReshapeWithMultipleUses(%input: tensor<5x24x48xf32>)
    -> (tensor<60x2x48xf32>, tensor<30x2x96xf32>) {
  %1 = flow.tensor.clone %input : tensor<5x24x48xf32>
  %2 = flow.tensor.reshape %input : tensor<5x24x48xf32> -> tensor<60x2x48xf32>
  %3 = flow.tensor.clone %2 : tensor<60x2x48xf32>
  %4 = flow.tensor.reshape %1 : tensor<5x24x48xf32> -> tensor<30x2x96xf32>
  util.return %3, %4 : tensor<60x2x48xf32>, tensor<30x2x96xf32>
}

// -----

util.func public @tensorBitCastWithSingleUse(%input: tensor<5x24x48xi8>) -> tensor<30x2x192xi4> {
  %0 = flow.tensor.bitcast %input : tensor<5x24x48xi8> -> tensor<30x2x192xi4>
  %1 = flow.tensor.clone %0 : tensor<30x2x192xi4>
  util.return %1 : tensor<30x2x192xi4>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @tensorEncodeStatic(%input: tensor<30x2x96xf32>) -> tensor<30x2x96xf32, #encoding> {
  %0 = flow.tensor.encode %input : tensor<30x2x96xf32> -> tensor<30x2x96xf32, #encoding>
  util.return %0 : tensor<30x2x96xf32, #encoding>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @tensorEncodeStatic(%arg0 : tensor<4x4xf32>) -> tensor<4x4xf32, #encoding> {
  %0 = flow.tensor.encode %arg0 : tensor<4x4xf32> -> tensor<4x4xf32, #encoding>
  util.return %0 : tensor<4x4xf32, #encoding>
}

// -----

// Note: `ARG1` is the size of `ARG0` after the conversion.
#encoding = #iree_encoding.testing<>
util.func public @tensorEncodePartialDynamic(%arg0 : tensor<?x4xf32>, %arg1 : index, %arg2: index) -> tensor<5x?xf32, #encoding> {
  %0 = flow.tensor.encode %arg0 : tensor<?x4xf32>{%arg1} -> tensor<5x?xf32, #encoding>{%arg2}
  util.return %0 : tensor<5x?xf32, #encoding>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @tensorEncodeFullyDynamic(%input: tensor<?x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32, #encoding> {
  %0 = flow.tensor.encode %input : tensor<?x?xf32>{%d0, %d1} -> tensor<?x?xf32, #encoding>{%d0, %d1}
  util.return %0 : tensor<?x?xf32, #encoding>
}

// -----

#encoding = #iree_encoding.specialization_resolver<123>
#encoding1 = #iree_encoding.specialization_resolver<456>
util.func public @tensorEncodeChangeEncoding(%arg0 : tensor<?x4xf32, #encoding>, %arg1 : index) -> tensor<?x4xf32, #encoding1> {
  %0 = flow.tensor.encode %arg0 : tensor<?x4xf32, #encoding>{%arg1} -> tensor<?x4xf32, #encoding1>{%arg1}
  util.return %0 : tensor<?x4xf32, #encoding1>
}
// -----

util.func public @tensorAlloca(%dim0: index) -> tensor<?x0xf32> {
  %0 = flow.tensor.alloca : tensor<?x0xf32>{%dim0}
  util.return %0 : tensor<?x0xf32>
}

// -----

util.func public @tensorEmpty(%dim0: index) -> tensor<?x0xf32> {
  %0 = flow.tensor.empty : tensor<?x0xf32>{%dim0}
  util.return %0 : tensor<?x0xf32>
}

// -----

util.func public @tensorSplat(%value: i8, %dim0: index) -> tensor<?x128xi8> {
  %0 = flow.tensor.splat %value : tensor<?x128xi8>{%dim0}
  util.return %0 : tensor<?x128xi8>
}

// -----

util.global private @device : !hal.device

util.func public @tensorBarrierDispatch(%input: tensor<?x128xi8>, %dim0: index) -> tensor<?x128xi8> {
  %barrier = flow.tensor.barrier %input : tensor<?x128xi8>{%dim0} on #hal.device.affinity<@device>
  %0 = flow.dispatch @ex::@entry(%barrier) : (tensor<?x128xi8>{%dim0}) -> tensor<?x128xi8>{%dim0}
  util.return %0 : tensor<?x128xi8>
}

// -----

util.global private @device : !hal.device

util.func public @tensorTransfer(%input: tensor<?x128xi8>, %dim0: index) -> tensor<?x128xi8> {
  %transfer = flow.tensor.transfer %input : tensor<?x128xi8>{%dim0} to #hal.device.affinity<@device>
  util.return %transfer : tensor<?x128xi8>
}

// -----

util.global private @device : !hal.device

util.func public @tensorBarrier(%input: tensor<?x128xi8>, %dim0: index) -> tensor<?x128xi8> {
  %transfer = flow.tensor.barrier %input : tensor<?x128xi8>{%dim0} on #hal.device.affinity<@device>
  util.return %transfer : tensor<?x128xi8>
}

// -----

util.func public @tensorSlice(%input : tensor<5x24x48xf32>) -> tensor<3x24x48xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %0 = flow.tensor.slice %input[%c2, %c0, %c0 for %c3, %c24, %c48] : tensor<5x24x48xf32> -> tensor<3x24x48xf32>
  util.return %0 : tensor<3x24x48xf32>
}

// -----

util.func public @tensorUpdate(%update : tensor<1x1x10xf32>, %target : tensor<5x1x10xf32>) -> tensor<5x1x10xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = flow.tensor.update %update, %target[%c4, %c1, %c1] : tensor<1x1x10xf32> -> %target as tensor<5x1x10xf32>
  util.return %0 : tensor<5x1x10xf32>
}

// -----

util.func public @tensorLoad(%source : tensor<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = flow.tensor.load %source[%c0, %c1] : tensor<2x3xi32>
  util.return %0 : i32
}

// -----

util.func public @tensorLoadScalar(%source : tensor<i32>) -> i32 {
  %0 = flow.tensor.load %source : tensor<i32>
  util.return %0 : i32
}

// -----

util.func public @tensorStore(%target : tensor<2x3xi32>) -> tensor<2x3xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %value = arith.constant 9 : i32
  %0 = flow.tensor.store %value, %target[%c0, %c1] : tensor<2x3xi32>
  util.return %0 : tensor<2x3xi32>
}

// -----

util.func public @tensorStoreScalar(%target : tensor<i32>) -> tensor<i32> {
  %value = arith.constant 9 : i32
  %0 = flow.tensor.store %value, %target : tensor<i32>
  util.return %0 : tensor<i32>
}

// -----

util.func public @tensorTrace(%tensor0: tensor<5xf32>, %tensor1: tensor<?x3x?xi32>, %tensor1_dim0: index, %tensor1_dim2: index) {
  flow.tensor.trace "FOOBAR" = [
    %tensor0 : tensor<5xf32>,
    %tensor1 : tensor<?x3x?xi32>{%tensor1_dim0, %tensor1_dim2}
  ]
  util.return
}
