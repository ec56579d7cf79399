// Ported from iree-org/iree compiler/src/iree/compiler/Dialect/Stream/Transforms/test/encode_host_tensors_packing.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --split-input-file --iree-stream-encode-host-tensors --verify-diagnostics %s | FileCheck %s

util.func public @denseTensorConstantI1Packed() -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<12xi1, #iree_encoding.packed_storage> in !stream.resource<constant> = dense<[
    false, true, false, true, false, true, false, false, false, true, true, true
  ]> : tensor<12xi1, #iree_encoding.packed_storage>
  util.return %0 : !stream.resource<constant>
}

// -----

util.func public @denseTensorConstantI2() -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<16xi2> in !stream.resource<constant> = dense<[
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3
  ]> : tensor<16xi2>
  util.return %0 : !stream.resource<constant>
}

// -----

// Ensures that a non-power-of-two type (i3) constant is expanded to a full byte
// because we don't currently do unaligned sub-byte packing.

util.func public @denseTensorConstantI3() -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<4xi3> in !stream.resource<constant> = dense<[0, 7, 2, 5]> : tensor<4xi3>
  util.return %0 : !stream.resource<constant>
}

// -----

util.func public @denseTensorConstantI4() -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<8xi4> in !stream.resource<constant> = dense<[5, 15, 0, 3, 1, 7, 8, 4]> : tensor<8xi4>
  util.return %0 : !stream.resource<constant>
}

// -----

// Checks that non-byte-aligned total size is not supported for constant.

util.func public @denseTensorConstantI4() -> !stream.resource<constant> {
  // expected-error @+1 {{failed to calculate total byte count: 'tensor<5xi4>' does not have integral number of total bytes}}
  %0 = stream.tensor.constant : tensor<5xi4> in !stream.resource<constant> = dense<[5, 15, 0, 3, 1]> : tensor<5xi4>
  util.return %0 : !stream.resource<constant>
}

// -----

util.func public @denseTensorConstantI8() -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<8xi8> in !stream.resource<constant> = dense<[5, 15, 0, 3, 1, 7, 8, 4]> : tensor<8xi8>
  util.return %0 : !stream.resource<constant>
}

// -----

util.func public @denseTensorSizeOfStatic() -> index {
  %0 = stream.tensor.sizeof tensor<12xi4> : index
  util.return %0 : index
}

// -----

// Checks that non-byte-aligned total size is not supported for sizeof.

util.func public @denseTensorSizeOfStatic() -> index {
  // expected-error @+1 {{failed to calculate total byte count: 'tensor<11xi4>' does not have integral number of total bytes}}
  %0 = stream.tensor.sizeof tensor<11xi4> : index
  util.return %0 : index
}

// -----

util.func public @denseTensorSizeOfDynamic(%arg0: index) -> index {
  %0 = stream.tensor.sizeof tensor<?x5xi4>{%arg0} : index
  util.return %0 : index
}

// -----

// Checks that stream.tensor.load with sub-byte packing is not supported right now.

util.func public @denseTensorLoad(%arg0: !stream.resource<staging>, %arg1: index, %arg2: index, %arg3: index) -> i4 {
  %c0 = arith.constant 0 : index
  %0 = stream.tensor.load %arg0[%arg3] : tensor<?xi4>{%arg1} in !stream.resource<staging>{%arg2} -> i4
  util.return %0 : i4
}

// -----

// Checks that stream.tensor.store with sub-byte packing is not supported right now.

util.func public @denseTensorStore(%arg0: !stream.resource<staging>, %arg1: index, %arg2: index, %arg3: i4) -> !stream.resource<staging> {
  %c0 = arith.constant 0 : index
  %0 = stream.tensor.store %arg3, %arg0[%c0] : i4 -> tensor<?xi4>{%arg1} in %arg0 as !stream.resource<staging>{%arg2}
  util.return %0 : !stream.resource<staging>
}

// -----

util.func public @denseTensorSplatI1Packed(%arg0: i1, %arg1: index) -> !stream.resource<*> {
  %0 = stream.tensor.splat %arg0 : i1 -> tensor<4x3xi1, #iree_encoding.packed_storage> in !stream.resource<*>{%arg1}
  util.return %0 : !stream.resource<*>
}

// -----

util.func public @denseTensorSplatI2(%arg0: i2, %arg1: index, %arg2: index) -> !stream.resource<*> {
  %0 = stream.tensor.splat %arg0 : i2 -> tensor<?x1x16xi2>{%arg1} in !stream.resource<*>{%arg2}
  util.return %0 : !stream.resource<*>
}

// -----

util.func public @denseTensorFillI1Packed(%arg0: i1, %arg1: !stream.resource<*>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) -> !stream.resource<*> {
  %0 = stream.tensor.fill %arg0, %arg1[%arg4, %arg5 for %arg6, %arg7] : i1 -> tensor<?x16xi1, #iree_encoding.packed_storage>{%arg2} in %arg1 as !stream.resource<*>{%arg3}
  util.return %0 : !stream.resource<*>
}

// -----

util.func public @denseTensorFillI4(%arg0: i4, %arg1: !stream.resource<*>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) -> !stream.resource<*> {
  %0 = stream.tensor.fill %arg0, %arg1[%arg4, %arg5 for %arg6, %arg7] : i4 -> tensor<?x16xi4>{%arg2} in %arg1 as !stream.resource<*>{%arg3}
  util.return %0 : !stream.resource<*>
}

// -----

util.func public @denseTensorSliceI1Packed(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.slice %arg0[%arg5, %arg6 for %arg3, %c2] : tensor<?x8xi1, #iree_encoding.packed_storage>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x2xi1, #iree_encoding.packed_storage>{%arg3} in !stream.resource<*>{%arg4}
  util.return %0 : !stream.resource<*>
}

// -----

util.func public @denseTensorSliceI2(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.slice %arg0[%arg5, %arg6 for %arg3, %c2] : tensor<?x8xi2>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x2xi2>{%arg3} in !stream.resource<*>{%arg4}
  util.return %0 : !stream.resource<*>
}

// -----

// Ensures that a non-power-of-two type (i3) slice is expanded to a full byte
// because we don't currently do unaligned sub-byte packing.

util.func public @denseTensorSliceI3(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.slice %arg0[%arg5, %arg6 for %arg3, %c2] : tensor<?x8xi3>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x2xi3>{%arg3} in !stream.resource<*>{%arg4}
  util.return %0 : !stream.resource<*>
}

// -----

util.func public @denseTensorUpdateI1Packed(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {
  %0 = stream.tensor.update %arg0, %arg2[%arg5, %arg6] : tensor<8x4xi1, #iree_encoding.packed_storage> in !stream.resource<*>{%arg1} -> tensor<?x4xi1, #iree_encoding.packed_storage>{%arg3} in %arg2 as !stream.resource<*>{%arg4}
  util.return %0 : !stream.resource<*>
}

// -----

// Ensures that a non-power-of-two type (i3) update is expanded to a full byte
// because we don't currently do unaligned sub-byte packing.

util.func public @denseTensorUpdateI3(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {

  %0 = stream.tensor.update %arg0, %arg2[%arg5, %arg6] : tensor<8x4xi3> in !stream.resource<*>{%arg1} -> tensor<?x4xi3>{%arg3} in %arg2 as !stream.resource<*>{%arg4}
  util.return %0 : !stream.resource<*>
}

// -----

util.func public @denseTensorUpdateI4(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {
  %0 = stream.tensor.update %arg0, %arg2[%arg5, %arg6] : tensor<8x4xi4> in !stream.resource<*>{%arg1} -> tensor<?x4xi4>{%arg3} in %arg2 as !stream.resource<*>{%arg4}
  util.return %0 : !stream.resource<*>
}
