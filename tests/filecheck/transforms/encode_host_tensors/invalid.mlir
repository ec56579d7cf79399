// RUN: xdsl-opt %s -p encode-host-tensors --split-input-file --verify-diagnostics | filecheck %s

// What encode-host-tensors refuses, one case per refusal, from IREE's
// compiler/src/iree/compiler/Dialect/Stream/Transforms/test/encode_host_tensors*.mlir (commit
// b48a5955575cf8924ffc191f3b0804976e5738b9, = IREE 3.13), which iree-opt 3.13 encodes: ops whose stream.async
// forms this package does not have yet (constant, slice, update: one diagnostic naming the op), and a scalable
// tile without the `vscale` option (IREE's test gives it --iree-experimental-vscale-value=2). The pass fails
// before it rewrites anything.

// IREE encode_host_tensors.mlir, chunk 3
util.func public @denseTensorConstant(%arg0: index) -> !stream.resource<constant> {
  %result = stream.tensor.constant : tensor<?x5x64xf32>{%arg0} in !stream.resource<constant> = dense<0.000000e+00> : tensor<1x5x64xf32>
  util.return %result : !stream.resource<constant>
}
// CHECK: encode-host-tensors: 'stream.tensor.constant' op is not encoded here (IREE turns it into a stream.async op; only stream.tensor.sizeof, empty, splat and clone are implemented)

// -----

// IREE encode_host_tensors.mlir, chunk 13
util.func public @denseTensorSlice(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %result = stream.tensor.slice %arg0[%c0, %c1 for %arg3, %c1] : tensor<?x4xf32>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x1xf32>{%arg3} in !stream.resource<*>{%arg4}
  util.return %result : !stream.resource<*>
}
// CHECK: encode-host-tensors: 'stream.tensor.slice' op is not encoded here (IREE turns it into a stream.async op; only stream.tensor.sizeof, empty, splat and clone are implemented)

// -----

// IREE encode_host_tensors.mlir, chunk 17
util.func public @denseTensorUpdate(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %result = stream.tensor.update %arg0, %arg2[%c0, %c0] : tensor<2x2xf32> in !stream.resource<*>{%arg1} -> tensor<?x4xf32>{%arg3} in %arg2 as !stream.resource<*>{%arg4}
  util.return %result : !stream.resource<*>
}
// CHECK: encode-host-tensors: 'stream.tensor.update' op is not encoded here (IREE turns it into a stream.async op; only stream.tensor.sizeof, empty, splat and clone are implemented)

// -----

// IREE encode_host_tensors_encoding.mlir, chunk 12
// Tests that the correct size could be inferred with scalable encoding.
// Tests the workaround until #21317 and #21590 are resolved.
#encoding = #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {
    innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1], scalableTiles = [true, false]}}>]>
util.func public @sizeof_scalable_layout() -> index {
    %size = stream.tensor.sizeof tensor<24x8xf32, #encoding> : index
    util.return %size : index
}

// Since we have vscale=2, the packed layout is effectively <2x8x16x1xf32>.
// Therefore, the calculated size is 2*8*16*1*4(f32)=1024.
// CHECK: 'stream.tensor.sizeof' op failed to calculate total byte count: a scalable tile needs the vscale option (IREE's --iree-experimental-vscale-value)
