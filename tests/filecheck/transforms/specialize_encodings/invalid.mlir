// RUN: xdsl-opt %s -p specialize-encodings --split-input-file --verify-diagnostics | filecheck %s
// RUN: not %iree-opt-3.13 --split-input-file --pass-pipeline='builtin.module(iree-stream-specialize-encodings)' %s 2>&1 | filecheck %s --check-prefix=IREE

// What specialize-encodings refuses, from IREE's compiler/src/iree/compiler/Dialect/Stream/Transforms/test/
// specialize_encodings.mlir (commit b48a5955575cf8924ffc191f3b0804976e5738b9, = IREE 3.13): its
// `expected-error` chunks (annotations removed; iree-opt 3.13 fails on each, IREE lines). Its conv chunk (IREE
// chunk 1) resolves since convolution data tiling (tests/pytest/transforms/test_specialize_encodings.py, case 1,
// against iree-opt 3.13). Each CHECK line is our exact diagnostic; the pass fails before it rewrites anything.

// IREE chunk 4
// Currently unsupported paddings.

#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip",
  iree.encoding.resolver = #iree_gpu.gpu_padding_resolver<>,
  iree_codegen.target_info = #iree_gpu.target<arch = "gfx942",
                                     features = "",
                                     wgp = <compute = fp32,
                                            storage =  b32,
                                            subgroup =  none,
                                            mma = [<MFMA_F32_16x16x4_F32>],
                                            subgroup_size_choices = [64],
                                            max_workgroup_sizes = [1024, 1024, 1024],
                                            max_thread_count_per_workgroup = 1024,
                                            max_workgroup_memory_bytes = 65536,
                                            max_workgroup_counts = [2147483647, 2147483647, 2147483647]>>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_rocm_hsaco_fb]> : !hal.device
#encodingA = #iree_encoding.padding<[0, ?]>
#encodingD = #iree_encoding.padding<[64, ?]>
module {
util.global private @device_a = #device_target_local_0_
util.func public @error_with_pad_encoding_using_pad_attr(%arg0: index, %arg1: index) {
  %0 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<2048x?xf16, #encodingA>{%arg0} in !stream.resource<*>{%arg1}
  %1 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x2048xf16, #encodingD>{%arg0} in !stream.resource<*>{%arg1}
  util.return
}
}
// CHECK: specialize-encodings: 'stream.tensor.empty' op failed to resolve recognized layout (the GPU padding resolver has no layout for tensor<2048x?xf16, #iree_encoding.padding<[0, ?]>>: #iree_encoding.padding<[0, ?]>: the innermost dim is dynamic); failed to convert unserialized encoding to serialized encoding
// IREE: error: 'stream.tensor.empty' op failed to convert unserialized encoding to serialized encoding
// IREE: error: failed to add layouts to Stream::TensorPhaseOp with encodings

// -----

// IREE chunk 10
// Checks that the stream.tensor.constant op with unserialized encoding is not
// supported.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#encoding = #iree_encoding.testing<>
module {
  util.global private @device_a = #device_target_local_0_
  util.func public @tensor_constant_op_with_unserialized_encoding(%arg0: index) {
    %0 = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<?x5x64xf32, #encoding>{%arg0} in !stream.resource<constant> = dense<0.000000e+00> : tensor<1x5x64xf32>
    util.return
  }
}
// CHECK: specialize-encodings: 'stream.tensor.constant' op failed to convert unserialized encoding to serialized encoding (IREE cannot re-lay it out here)
// IREE: error: 'stream.tensor.constant' op failed to convert unserialized encoding to serialized encoding
// IREE: error: failed to add layouts to Stream::TensorPhaseOp with encodings

// -----

// IREE chunk 13
// Checks that the stream.tensor.clone op with unserialized encoding is not
// supported.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#encoding = #iree_encoding.testing<>
module {
  util.global private @device_a = #device_target_local_0_
  util.func public @tensor_clone_op_with_unserialized_encoding(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %0 = stream.tensor.clone on(#hal.device.affinity<@device_a>)
      %arg0 : tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2}
      -> tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2}
    util.return
  }
}
// CHECK: specialize-encodings: 'stream.tensor.clone' op failed to convert unserialized encoding to serialized encoding (IREE cannot re-lay it out here)
// IREE: error: 'stream.tensor.clone' op failed to convert unserialized encoding to serialized encoding
// IREE: error: failed to add layouts to Stream::TensorPhaseOp with encodings

// -----

// IREE chunk 16
// Checks that the stream.tensor.slice op with unserialized encoding is not
// supported.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#encoding = #iree_encoding.testing<>
module {
  util.global private @device_a = #device_target_local_0_
  util.func public @tensor_slice_op_with_encoding(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %1 = stream.tensor.slice on(#hal.device.affinity<@device_a>)
      %arg0[%c0, %c1 for %arg3, %c1] : tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2}
      -> tensor<?x1xf32, #encoding>{%arg3} in !stream.resource<*>{%arg4}
    util.return
  }
}
// CHECK: specialize-encodings: 'stream.tensor.slice' op failed to convert unserialized encoding to serialized encoding (IREE cannot re-lay it out here)
// IREE: error: 'stream.tensor.slice' op failed to convert unserialized encoding to serialized encoding
// IREE: error: failed to add layouts to Stream::TensorPhaseOp with encodings

// -----

// IREE chunk 18
// Checks that the stream.tensor.update op with unserialized encoding is not
// supported.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#encoding = #iree_encoding.testing<>
module {
  util.global private @device_a = #device_target_local_0_
  util.func public @tensor_update_op_with_unserialized_encodings(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.update on(#hal.device.affinity<@device_a>)
      %arg0, %arg2[%c0, %c0] : tensor<2x2xf32, #encoding> in !stream.resource<*>{%arg1}
      -> tensor<?x4xf32, #encoding>{%arg3} in %arg2 as !stream.resource<*>{%arg4}
    util.return
  }
}
// CHECK: specialize-encodings: 'stream.tensor.update' op failed to convert unserialized encoding to serialized encoding (IREE cannot re-lay it out here)
// IREE: error: 'stream.tensor.update' op failed to convert unserialized encoding to serialized encoding
// IREE: error: failed to add layouts to Stream::TensorPhaseOp with encodings

// -----

// IREE chunk 23
// Check that a failure is signaled if we are not able to resolve a recognized
// encoding.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", { iree.encoding.resolver = #iree_encoding.unsupported_resolver }>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#encoding = #iree_encoding.testing<>
module {
  util.global private @device_a = #device_target_local_0_
  util.func public @fail_to_get_recognized_layout(%arg0: index, %arg1: index, %scalar_f32 : f32) {
    %0 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x0xf32, #encoding>{%arg0} in !stream.resource<*>{%arg1}
    util.return
  }
}
// CHECK: specialize-encodings: 'stream.tensor.empty' op failed to resolve recognized layout (#iree_encoding.unsupported_resolver gives no layout); failed to convert unserialized encoding to serialized encoding
// IREE: error: 'stream.tensor.empty' op failed to convert unserialized encoding to serialized encoding
// IREE: error: failed to add layouts to Stream::TensorPhaseOp with encodings
