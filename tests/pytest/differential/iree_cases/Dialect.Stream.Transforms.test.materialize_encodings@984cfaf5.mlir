// Ported from iree-org/iree compiler/src/iree/compiler/Dialect/Stream/Transforms/test/materialize_encodings.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --iree-stream-materialize-encodings --split-input-file %s | FileCheck %s

#encoding = #iree_encoding.testing<>
util.func public @fold_tensor_encode_op(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> !stream.resource<*> {
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %arg0 : tensor<?x?xf32, #encoding>{%arg2, %arg3} in !stream.resource<*>{%arg1}
    -> tensor<?x?xf32, #encoding>{%arg2, %arg3} in !stream.resource<*>{%arg1}
  util.return %0 : !stream.resource<*>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @encode_static_shape(%resource: !stream.resource<*>, %total_size: index) -> !stream.resource<*> {
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<4x5xf32> in !stream.resource<*>{%total_size}
    -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%total_size}
  util.return %0 : !stream.resource<*>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @mixed_static_dynamic_encoding(%resource: !stream.resource<*>, %total_size: index, %src_d1: index, %dest_d0: index) -> !stream.resource<*> {
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<4x?xf32>{%src_d1} in !stream.resource<*>{%total_size}
    -> tensor<?x5xf32, #encoding>{%dest_d0} in !stream.resource<*>{%total_size}
  util.return %0 : !stream.resource<*>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @encode_result_resource(%resource: !stream.resource<*>, %total_size: index, %d0: index, %d1: index) -> !stream.resource<*> {
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<?x?xf32>{%d0, %d1} in !stream.resource<*>{%total_size}
    -> tensor<?x?xf32, #encoding>{%d0, %d1} in !stream.resource<*>{%total_size}
  util.return %0 : !stream.resource<*>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @decode_source_resource(%resource: !stream.resource<*>, %total_size: index, %d0: index, %d1: index) -> !stream.resource<*> {
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<?x?xf32, #encoding>{%d0, %d1} in !stream.resource<*>{%total_size}
    -> tensor<?x?xf32>{%d0, %d1} in !stream.resource<*>{%total_size}
  util.return %0 : !stream.resource<*>
}

// -----

#encoding0 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
util.func public @update_encoding(%resource: !stream.resource<*>, %total_size: index, %d0: index, %d1: index) -> !stream.resource<*> {
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<?x?xf32, #encoding0>{%d0, %d1} in !stream.resource<*>{%total_size}
    -> tensor<?x?xf32, #encoding1>{%d0, %d1} in !stream.resource<*>{%total_size}
  util.return %0 : !stream.resource<*>
}

// -----

// This tests that only a single executable is created and it is reused by both
// dispatch ops.

#encoding = #iree_encoding.testing<>
util.func public @multi_identical_encode_ops(%resource: !stream.resource<*>, %total_size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<4x5xf32> in !stream.resource<*>{%total_size}
    -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%total_size}
  %1 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<4x5xf32> in !stream.resource<*>{%total_size}
    -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%total_size}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}
