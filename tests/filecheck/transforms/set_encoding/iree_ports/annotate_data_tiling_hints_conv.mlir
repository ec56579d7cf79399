// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'set-encoding{encoding=data-tiling}' --split-input-file | filecheck %s --check-prefixes=CHECK-DEFAULT,CHECK
// RUN: %iree-opt-3.13 --pass-pipeline="builtin.module(util.func(iree-dispatch-creation-annotate-data-tiling-hints,iree-dispatch-creation-set-encoding))" --mlir-print-op-generic --split-input-file %s | xdsl-opt --allow-unregistered-dialect --split-input-file | filecheck %s --check-prefixes=CHECK-DEFAULT,CHECK
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'set-encoding{encoding=data-tiling data-tiling-op-types=matmul,scaled_matmul,convolution}' --split-input-file | filecheck %s --check-prefixes=CHECK-ALL,CHECK
// RUN: %iree-opt-3.13 --pass-pipeline="builtin.module(util.func(iree-dispatch-creation-annotate-data-tiling-hints{data-tiling-op-types=matmul,scaled_matmul,convolution},iree-dispatch-creation-set-encoding))" --mlir-print-op-generic --split-input-file %s | xdsl-opt --allow-unregistered-dialect --split-input-file | filecheck %s --check-prefixes=CHECK-ALL,CHECK
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'set-encoding{encoding=data-tiling data-tiling-op-types=convolution}' --split-input-file | filecheck %s --check-prefixes=CHECK-CONV-ONLY
// RUN: %iree-opt-3.13 --pass-pipeline="builtin.module(util.func(iree-dispatch-creation-annotate-data-tiling-hints{data-tiling-op-types=convolution},iree-dispatch-creation-set-encoding))" --mlir-print-op-generic --split-input-file %s | xdsl-opt --allow-unregistered-dialect --split-input-file | filecheck %s --check-prefixes=CHECK-CONV-ONLY

// Ported from IREE's compiler/src/iree/compiler/DispatchCreation/test/annotate_data_tiling_hints.mlir
// (b48a5955575cf8924ffc191f3b0804976e5738b9, = IREE 3.13): its convolution cases, inputs as IREE has them.
// This package's `set-encoding{encoding=data-tiling}` is IREE's annotate-data-tiling-hints followed by
// set-encoding, so the CHECK lines look for what the hint leads to, the encodings (`op_type = conv` on a
// convolution, `op_type = matmul` on a matmul), where IREE's look for the hint itself; the second RUN line
// of each pair runs both IREE passes. Prefixes as IREE's: DEFAULT (matmul, scaled_matmul), ALL, CONV-ONLY.

// Conv cases: annotated only when convolution is explicitly enabled.
util.func public @conv_2d_nhwc_hwcf(%arg0 : tensor<?x?x?x?xf32>, %arg1 : tensor<?x?x?x?xf32>, %arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf
         ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>)
         outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  util.return %0 : tensor<?x?x?x?xf32>
}
// CHECK-LABEL: @conv_2d_nhwc_hwcf(
// CHECK-DEFAULT-NOT: iree_encoding
// CHECK-DEFAULT:     linalg.conv_2d_nhwc_hwcf ins(%{{.*}} : tensor<{{[?x]+}}xf32>,
// CHECK-ALL:         iree_encoding.set_encoding {{.*}}op_type = conv
// CHECK-ALL:         linalg.conv_2d_nhwc_hwcf
// CHECK-ALL:         iree_encoding.unset_encoding
// CHECK-CONV-ONLY-LABEL: @conv_2d_nhwc_hwcf(
// CHECK-CONV-ONLY:   iree_encoding.set_encoding {{.*}}op_type = conv
// CHECK-CONV-ONLY:   linalg.conv_2d_nhwc_hwcf

// -----

util.func public @conv_1d_ncw_fcw(%arg0 : tensor<?x?x?xf32>, %arg1 : tensor<?x?x?xf32>, %arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.conv_1d_ncw_fcw
         ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>)
         outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  util.return %0 : tensor<?x?x?xf32>
}
// CHECK-LABEL: @conv_1d_ncw_fcw(
// CHECK-DEFAULT-NOT: iree_encoding
// CHECK-DEFAULT:     linalg.conv_1d_ncw_fcw ins(%{{.*}} : tensor<{{[?x]+}}xf32>,
// CHECK-ALL:         iree_encoding.set_encoding {{.*}}op_type = conv
// CHECK-ALL:         linalg.conv_1d_ncw_fcw
// CHECK-ALL:         iree_encoding.unset_encoding
// CHECK-CONV-ONLY-LABEL: @conv_1d_ncw_fcw(
// CHECK-CONV-ONLY:   iree_encoding.set_encoding {{.*}}op_type = conv
// CHECK-CONV-ONLY:   linalg.conv_1d_ncw_fcw

// -----

util.func public @conv_3d_ndhwc_dhwcf(%arg0 : tensor<?x?x?x?x?xf32>, %arg1 : tensor<?x?x?x?x?xf32>, %arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf
         ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>)
         outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  util.return %0 : tensor<?x?x?x?x?xf32>
}
// CHECK-LABEL: @conv_3d_ndhwc_dhwcf(
// CHECK-DEFAULT-NOT: iree_encoding
// CHECK-DEFAULT:     linalg.conv_3d_ndhwc_dhwcf ins(%{{.*}} : tensor<{{[?x]+}}xf32>,
// CHECK-ALL:         iree_encoding.set_encoding {{.*}}op_type = conv
// CHECK-ALL:         linalg.conv_3d_ndhwc_dhwcf
// CHECK-ALL:         iree_encoding.unset_encoding
// CHECK-CONV-ONLY-LABEL: @conv_3d_ndhwc_dhwcf(
// CHECK-CONV-ONLY:   iree_encoding.set_encoding {{.*}}op_type = conv
// CHECK-CONV-ONLY:   linalg.conv_3d_ndhwc_dhwcf

// -----

// Mixed function: matmul gets the hint by default, conv only with convolution enabled.
util.func public @matmul_and_conv(
    %a : tensor<?x?xf32>, %b : tensor<?x?xf32>, %c : tensor<?x?xf32>,
    %x : tensor<?x?x?x?xf32>, %y : tensor<?x?x?x?xf32>, %z : tensor<?x?x?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = linalg.matmul
         ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>)
         outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.conv_2d_nhwc_hwcf
         ins(%x, %y : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>)
         outs(%z : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  util.return %0, %1 : tensor<?x?xf32>, tensor<?x?x?x?xf32>
}
// CHECK-LABEL: @matmul_and_conv(
// CHECK:         iree_encoding.set_encoding {{.*}}op_type = matmul
// CHECK:         linalg.matmul
// CHECK-DEFAULT-NOT:  op_type = conv
// CHECK-ALL:     iree_encoding.set_encoding {{.*}}op_type = conv
// CHECK-ALL:     linalg.conv_2d_nhwc_hwcf
// CHECK-CONV-ONLY-LABEL: @matmul_and_conv(
// CHECK-CONV-ONLY-NOT: op_type = matmul
// CHECK-CONV-ONLY:   iree_encoding.set_encoding {{.*}}op_type = conv
// CHECK-CONV-ONLY:   linalg.conv_2d_nhwc_hwcf
