// RUN: xdsl-opt %s -p 'encode-host-tensors' --split-input-file | filecheck %s
// RUN: %iree-opt-3.13 --split-input-file --iree-stream-encode-host-tensors %s | xdsl-opt --split-input-file | filecheck %s

// Ported from IREE's compiler/src/iree/compiler/Dialect/Stream/Transforms/test/encode_host_tensors_packing.mlir
// (commit b48a5955575cf8924ffc191f3b0804976e5738b9, = IREE 3.13): the chunks (numbered as in IREE's file)
// whose CHECK lines hold for our pass as they are, inputs and CHECK lines as IREE has them, except that
// attribute aliases are written inline (xDSL prints them inline). Both RUN lines check the same lines: our
// pass, and iree-opt 3.13's output read back with xdsl-opt. The other chunks are compared with iree-opt 3.13
// after canonicalization in tests/pytest/transforms/test_encode_host_tensors.py (our arithmetic comes out in
// another order, or the op is one this pass refuses: invalid.mlir).

// IREE chunk 6
// CHECK-LABEL: @denseTensorSizeOfStatic
util.func public @denseTensorSizeOfStatic() -> index {
  // CHECK-DAG: %[[C6:.+]] = arith.constant 6 : index
  %0 = stream.tensor.sizeof tensor<12xi4> : index
  // CHECK: util.return %[[C6]]
  util.return %0 : index
}

// -----

// IREE chunk 11
// CHECK-LABEL: @denseTensorSplatI1Packed
util.func public @denseTensorSplatI1Packed(%arg0: i1, %arg1: index) -> !stream.resource<*> {
  // CHECK: %[[CONSTANT_0:.*]] = arith.constant 1 : i8
  // CHECK: %[[EXTUI_0:.*]] = arith.extui %arg0 : i1 to i8
  // CHECK: %[[SHLI_0:.*]] = arith.shli %[[EXTUI_0]], %[[CONSTANT_0]] : i8
  // CHECK: %[[ORI_0:.*]] = arith.ori %[[SHLI_0]], %[[EXTUI_0]] : i8
  // CHECK: %[[SHLI_1:.*]] = arith.shli %[[ORI_0]], %[[CONSTANT_0]] : i8
  // CHECK: %[[ORI_1:.*]] = arith.ori %[[SHLI_1]], %[[EXTUI_0]] : i8
  // CHECK: %[[SHLI_2:.*]] = arith.shli %[[ORI_1]], %[[CONSTANT_0]] : i8
  // CHECK: %[[ORI_2:.*]] = arith.ori %[[SHLI_2]], %[[EXTUI_0]] : i8
  // CHECK: %[[SHLI_3:.*]] = arith.shli %[[ORI_2]], %[[CONSTANT_0]] : i8
  // CHECK: %[[ORI_3:.*]] = arith.ori %[[SHLI_3]], %[[EXTUI_0]] : i8
  // CHECK: %[[SHLI_4:.*]] = arith.shli %[[ORI_3]], %[[CONSTANT_0]] : i8
  // CHECK: %[[ORI_4:.*]] = arith.ori %[[SHLI_4]], %[[EXTUI_0]] : i8
  // CHECK: %[[SHLI_5:.*]] = arith.shli %[[ORI_4]], %[[CONSTANT_0]] : i8
  // CHECK: %[[ORI_5:.*]] = arith.ori %[[SHLI_5]], %[[EXTUI_0]] : i8
  // CHECK: %[[SHLI_6:.*]] = arith.shli %[[ORI_5]], %[[CONSTANT_0]] : i8
  // CHECK: %[[ORI_6:.*]] = arith.ori %[[SHLI_6]], %[[EXTUI_0]] : i8
  // CHECK: %[[ASYNC_0:.*]] = stream.async.splat %[[ORI_6]] : i8 -> !stream.resource<*>{%arg1}
  %0 = stream.tensor.splat %arg0 : i1 -> tensor<4x3xi1, #iree_encoding.packed_storage> in !stream.resource<*>{%arg1}
  // CHECK: util.return %[[ASYNC_0]] : !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

// -----

// IREE chunk 12
// CHECK-LABEL: @denseTensorSplatI2
util.func public @denseTensorSplatI2(%arg0: i2, %arg1: index, %arg2: index) -> !stream.resource<*> {
  // CHECK: %[[C2:.+]] = arith.constant 2 : i8
  // CHECK: %[[PART:.+]] = arith.extui %arg0 : i2 to i8
  // CHECK: %[[SHL0:.+]] = arith.shli %[[PART]], %[[C2]] : i8
  // CHECK: %[[OR0:.+]] = arith.ori %[[SHL0]], %[[PART]] : i8
  // CHECK: %[[SHL1:.+]] = arith.shli %[[OR0]], %[[C2]] : i8
  // CHECK: %[[OR1:.+]] = arith.ori %[[SHL1]], %[[PART]] : i8
  // CHECK: %[[SH2:.+]] = arith.shli %[[OR1]], %[[C2]] : i8
  // CHECK: %[[FULL:.+]] = arith.ori %[[SH2]], %[[PART]] : i8
  // CHECK: %[[SPLAT:.+]] = stream.async.splat %[[FULL]] : i8 -> !stream.resource<*>{%arg2}
  %0 = stream.tensor.splat %arg0 : i2 -> tensor<?x1x16xi2>{%arg1} in !stream.resource<*>{%arg2}
  // CHECK: util.return %[[SPLAT]] : !stream.resource<*>
  util.return %0 : !stream.resource<*>
}
