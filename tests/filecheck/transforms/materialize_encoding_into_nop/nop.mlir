// RUN: xdsl-opt %s -p materialize-encoding-into-nop --split-input-file | filecheck %s

// Every encoding is dropped; set_encoding and unset_encoding forward their operand.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @drop_encodings_of_matmul(%a: tensor<?x250xf32>, %b: tensor<250x500xf32>, %c: tensor<?x500xf32>, %n: index) -> tensor<?x500xf32> {
  %lhs = iree_encoding.set_encoding %a : tensor<?x250xf32> -> tensor<?x250xf32, #lhs>
  %rhs = iree_encoding.set_encoding %b : tensor<250x500xf32> -> tensor<250x500xf32, #rhs>
  %acc = iree_encoding.set_encoding %c : tensor<?x500xf32> -> tensor<?x500xf32, #acc>
  %r = linalg.matmul ins(%lhs, %rhs : tensor<?x250xf32, #lhs>, tensor<250x500xf32, #rhs>) outs(%acc : tensor<?x500xf32, #acc>) -> tensor<?x500xf32, #acc>
  %u = iree_encoding.unset_encoding %r : tensor<?x500xf32, #acc> -> tensor<?x500xf32>{%n}
  func.return %u : tensor<?x500xf32>
}

// CHECK-LABEL: func.func @drop_encodings_of_matmul(
// CHECK-SAME:      %[[A:[a-zA-Z0-9_]+]]: tensor<?x250xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<250x500xf32>, %[[C:[a-zA-Z0-9_]+]]: tensor<?x500xf32>, %{{.*}}: index
// CHECK-NEXT:    %[[R:.+]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<?x250xf32>, tensor<250x500xf32>) outs(%[[C]] : tensor<?x500xf32>) -> tensor<?x500xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<?x500xf32>

// -----

// Function signatures, reshapes, empties and nested types lose their encodings too.

#p3 = #iree_encoding.padding<[0, 0, ?]>
#p2 = #iree_encoding.padding<[0, ?]>
func.func @drop_encodings_everywhere(%x: tensor<2x4x8xf16, #p3>) -> (tensor<8x8xf16, #p2>, tensor<3x8xf16, #iree_encoding.layout<[#iree_encoding.padding<[0, 8]>]>>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x4x8xf16, #p3> into tensor<8x8xf16, #p2>
  %e = tensor.empty() : tensor<3x8xf16, #iree_encoding.layout<[#iree_encoding.padding<[0, 8]>]>>
  func.return %c, %e : tensor<8x8xf16, #p2>, tensor<3x8xf16, #iree_encoding.layout<[#iree_encoding.padding<[0, 8]>]>>
}

// CHECK-LABEL: func.func @drop_encodings_everywhere(%x: tensor<2x4x8xf16>) -> (tensor<8x8xf16>, tensor<3x8xf16>) {
// CHECK-NEXT:    %c = tensor.collapse_shape %x {{\[}}[0 : i64, 1 : i64], [2 : i64]] : tensor<2x4x8xf16> into tensor<8x8xf16>
// CHECK-NEXT:    %e = tensor.empty() : tensor<3x8xf16>
// CHECK-NEXT:    func.return %c, %e : tensor<8x8xf16>, tensor<3x8xf16>

// -----

// Declarations and calls: only types change.

#k = #iree_encoding.matmul_k<k_dims = [1]>
func.func private @ext(tensor<4x8xf32, #k>) -> tensor<4x8xf32, #k>
func.func @drop_encodings_of_calls(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #k>
  %r = func.call @ext(%e) : (tensor<4x8xf32, #k>) -> tensor<4x8xf32, #k>
  %u = iree_encoding.unset_encoding %r : tensor<4x8xf32, #k> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}

// CHECK:       func.func private @ext(tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-LABEL: func.func @drop_encodings_of_calls(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:    %r = func.call @ext(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    func.return %r : tensor<4x8xf32>

// -----

// set/unset may relate types that differ in which sizes are static: a tensor.cast keeps the types.

func.func @cast_when_static_sizes_differ(%x: tensor<?x6xf32>, %n: index) -> tensor<?x6xf32> {
  %e = iree_encoding.set_encoding %x : tensor<?x6xf32> -> tensor<4x6xf32, #iree_encoding.padding<[0, 2]>>
  %u = iree_encoding.unset_encoding %e : tensor<4x6xf32, #iree_encoding.padding<[0, 2]>> -> tensor<?x6xf32>{%n}
  func.return %u : tensor<?x6xf32>
}

// CHECK-LABEL: func.func @cast_when_static_sizes_differ(
// CHECK-NEXT:    %[[E:.+]] = tensor.cast %x : tensor<?x6xf32> to tensor<4x6xf32>
// CHECK-NEXT:    %[[U:.+]] = tensor.cast %[[E]] : tensor<4x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:    func.return %[[U]] : tensor<?x6xf32>
