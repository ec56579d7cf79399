// RUN: xdsl-opt %s -p materialize-encoding-into-padding --split-input-file | filecheck %s

// set_encoding -> tensor.pad with zeros of the element type (high = the resolved padding, low = 0);
// unset_encoding -> tensor.extract_slice of the logical sizes.

func.func @lower_set_and_unset_encoding(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %e = iree_encoding.set_encoding %x : tensor<4x6xf32> -> tensor<4x6xf32, #iree_encoding.padding<[0, 10]>>
  %u = iree_encoding.unset_encoding %e : tensor<4x6xf32, #iree_encoding.padding<[0, 10]>> -> tensor<4x6xf32>
  func.return %u : tensor<4x6xf32>
}

// CHECK-LABEL: func.func @lower_set_and_unset_encoding(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<4x6xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:    %[[E:.+]] = tensor.pad %[[X]] low[0, 0] high[0, 10] {
// CHECK-NEXT:    ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT:      %[[Z:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      tensor.yield %[[Z]] : f32
// CHECK-NEXT:    } : tensor<4x6xf32> to tensor<4x16xf32>
// CHECK-NEXT:    %[[U:.+]] = tensor.extract_slice %[[E]][0, 0] [4, 6] [1, 1] : tensor<4x16xf32> to tensor<4x6xf32>
// CHECK-NEXT:    func.return %[[U]] : tensor<4x6xf32>

// -----

// Integer elements are padded with an integer zero; dynamic logical sizes come from the
// unset's result_dims operands.

func.func @lower_unset_encoding_with_dynamic_sizes(%x: tensor<?x6xi32>, %n: index) -> tensor<?x6xi32> {
  %e = iree_encoding.set_encoding %x : tensor<?x6xi32> -> tensor<?x6xi32, #iree_encoding.padding<[3, 2]>>
  %u = iree_encoding.unset_encoding %e : tensor<?x6xi32, #iree_encoding.padding<[3, 2]>> -> tensor<?x6xi32>{%n}
  func.return %u : tensor<?x6xi32>
}

// CHECK-LABEL: func.func @lower_unset_encoding_with_dynamic_sizes(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<?x6xi32>, %[[N:[a-zA-Z0-9_]+]]: index
// CHECK-NEXT:    %[[E:.+]] = tensor.pad %[[X]] low[0, 0] high[3, 2] {
// CHECK:           arith.constant 0 : i32
// CHECK:         } : tensor<?x6xi32> to tensor<?x8xi32>
// CHECK-NEXT:    %[[U:.+]] = tensor.extract_slice %[[E]][0, 0] [%[[N]], 6] [1, 1] : tensor<?x8xi32> to tensor<?x6xi32>
// CHECK-NEXT:    func.return %[[U]]

// -----

// Nothing padded (a matmul_k accumulator has no K dim): set/unset vanish.

func.func @no_pad_without_padding(%x: tensor<4x6xf16>) -> tensor<4x6xf16> {
  %e = iree_encoding.set_encoding %x : tensor<4x6xf16> -> tensor<4x6xf16, #iree_encoding.matmul_k<k_dims = []>>
  %u = iree_encoding.unset_encoding %e : tensor<4x6xf16, #iree_encoding.matmul_k<k_dims = []>> -> tensor<4x6xf16>
  func.return %u : tensor<4x6xf16>
}

// CHECK-LABEL: func.func @no_pad_without_padding(
// CHECK-NEXT:    func.return %x : tensor<4x6xf16>

// -----

// The two sides of set/unset may differ in which sizes are static: a tensor.cast bridges them.

func.func @cast_when_static_sizes_differ(%x: tensor<?x6xf32>, %n: index) -> tensor<?x6xf32> {
  %e = iree_encoding.set_encoding %x : tensor<?x6xf32> -> tensor<4x6xf32, #iree_encoding.padding<[0, 2]>>
  %u = iree_encoding.unset_encoding %e : tensor<4x6xf32, #iree_encoding.padding<[0, 2]>> -> tensor<?x6xf32>{%n}
  func.return %u : tensor<?x6xf32>
}

// CHECK-LABEL: func.func @cast_when_static_sizes_differ(
// CHECK-NEXT:    %[[C:.+]] = tensor.cast %x : tensor<?x6xf32> to tensor<4x6xf32>
// CHECK-NEXT:    %[[E:.+]] = tensor.pad %[[C]] low[0, 0] high[0, 2] {
// CHECK:         } : tensor<4x6xf32> to tensor<4x8xf32>
// CHECK-NEXT:    %[[U:.+]] = tensor.extract_slice %[[E]][0, 0] [%n, 6] [1, 1] : tensor<4x8xf32> to tensor<?x6xf32>
// CHECK-NEXT:    func.return %[[U]]
