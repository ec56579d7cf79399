// Ported from iree-org/iree compiler/src/iree/compiler/DispatchCreation/test/convert_encoding_to_flow.mlir at cb2048e0 (IREE 3.7.1); FileCheck lines removed.
// Ported from iree-org/iree compiler/src/iree/compiler/DispatchCreation/test/convert_encoding_to_flow.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt %s --pass-pipeline="builtin.module(util.func(iree-dispatch-creation-convert-encoding-to-flow,canonicalize))" -split-input-file | FileCheck %s

#encoding = #iree_encoding.testing<>
util.func public @set_encoding_static(%arg0: tensor<123x456xf32>) -> tensor<123x456xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<123x456xf32> -> tensor<123x456xf32, #encoding>
  util.return %0 : tensor<123x456xf32, #encoding>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @set_encoding_dynamic(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32, #encoding> {
  %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  util.return %0 : tensor<?x?xf32, #encoding>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @set_encoding_in_flow_region(%arg0: tensor<123x456xf32>) -> tensor<123x456xf32, #encoding> {
  %0 = flow.dispatch.region -> (tensor<123x456xf32, #encoding>) {
    %1 = iree_encoding.set_encoding %arg0 : tensor<123x456xf32> -> tensor<123x456xf32, #encoding>
    flow.return %1 : tensor<123x456xf32, #encoding>
  }
  util.return %0 : tensor<123x456xf32, #encoding>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @unset_encoding_static(%arg0: tensor<123x456xf32, #encoding>) -> tensor<123x456xf32> {
  %0 = iree_encoding.unset_encoding %arg0 : tensor<123x456xf32, #encoding> -> tensor<123x456xf32>
  util.return %0 : tensor<123x456xf32>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @unset_encoding_dynamic(%arg0: tensor<?x?xf32, #encoding>, %d0: index, %d1: index) -> tensor<?x?xf32> {
  %0 = iree_encoding.unset_encoding %arg0 : tensor<?x?xf32, #encoding> -> tensor<?x?xf32>{%d0, %d1}
  util.return %0 : tensor<?x?xf32>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @unset_encoding_in_flow_region(%arg0: tensor<123x456xf32, #encoding>) -> tensor<123x456xf32> {
  %0 = flow.dispatch.region -> (tensor<123x456xf32>) {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<123x456xf32, #encoding> -> tensor<123x456xf32>
    flow.return %1 : tensor<123x456xf32>
  }
  util.return %0 : tensor<123x456xf32>
}
