// IREE 3.7.1's generic form (aliases inlined or not) of our output comes back into xDSL. Our own generic
// form is IREE 3.13's (unset_encoding with operandSegmentSizes), which 3.7.1's op does not have: it keeps
// it as a stray discardable attribute (pinned by the last RUN; docs/iree-interop.md).
// RUN: xdsl-opt %s | %iree-opt --mlir-print-op-generic --mlir-print-local-scope | filecheck %s --check-prefix=IREE
// RUN: xdsl-opt %s | %iree-opt --mlir-print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | %iree-opt --mlir-print-op-generic | filecheck %s --check-prefix=SEGMENTS

#enc = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>
#pad = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>
func.func @generic_forms(%a: tensor<?x32xf32>, %m: index) -> (tensor<?x32xf32>, tensor<?x32xf32, #pad>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>) {
  %0 = iree_encoding.set_encoding %a : tensor<?x32xf32> -> tensor<?x32xf32, #enc>
  %1 = iree_encoding.unset_encoding %0 : tensor<?x32xf32, #enc> -> tensor<?x32xf32>{%m}
  %2 = iree_encoding.set_encoding %a : tensor<?x32xf32> -> tensor<?x32xf32, #pad>
  %3 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%m, 1, 32] : tensor<?x32xf32> into tensor<?x1x32xf32>
  %4 = tensor.collapse_shape %3 [[0, 1], [2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
  %5 = tensor.cast %4 : tensor<?x32xf32> to tensor<16x32xf32>
  %6 = iree_encoding.set_encoding %5 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
  return %1, %2, %6 : tensor<?x32xf32>, tensor<?x32xf32, #pad>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
}

// IREE prints `op_type =  matmul` (two spaces); our custom print of unset_encoding means to 3.7.1 exactly
// what IREE's does (no attribute added). Only our generic form carries operandSegmentSizes (SEGMENTS below).
// IREE:       ^bb0(%[[A:.+]]: tensor<?x32xf32>, %[[M:.+]]: index):
// IREE-NEXT:    %[[E:.+]] = "iree_encoding.set_encoding"(%[[A]]) : (tensor<?x32xf32>) -> tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type =  matmul, element_types = [f32, f32, f32]>>
// IREE-NEXT:    "iree_encoding.unset_encoding"(%[[E]], %[[M]]) : (tensor<?x32xf32, #iree_encoding.encoding<{{.*}}>>, index) -> tensor<?x32xf32>
// IREE-NEXT:    "iree_encoding.set_encoding"(%[[A]]) : (tensor<?x32xf32>) -> tensor<?x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
// IREE-NEXT:    "tensor.expand_shape"(%[[A]], %[[M]]) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 1, 32>}>
// IREE-NEXT:    "tensor.collapse_shape"(%{{.+}}) <{reassociation = {{\[\[}}0, 1], [2]]}>
// IREE-NEXT:    "tensor.cast"
// IREE-NEXT:    "iree_encoding.set_encoding"(%{{.+}}) : (tensor<16x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>

// CHECK-LABEL: func.func @generic_forms(
// CHECK-SAME:    %[[A:[a-zA-Z0-9]+]]: tensor<?x32xf32>, %[[M:[a-zA-Z0-9]+]]: index)
// CHECK-NEXT:    %[[E:.+]] = iree_encoding.set_encoding %[[A]] : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>>
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[E]] : tensor<?x32xf32, #iree_encoding.encoding<{{.*}}>> -> tensor<?x32xf32>{%[[M]]}
// CHECK-NEXT:    %[[P:.+]] = iree_encoding.set_encoding %[[A]] : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
// CHECK-NEXT:    %[[X:.+]] = tensor.expand_shape %[[A]] {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [%[[M]], 1, 32] : tensor<?x32xf32> into tensor<?x1x32xf32>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<?x1x32xf32> into tensor<?x32xf32>
// CHECK-NEXT:    %[[S:.+]] = tensor.cast %[[C]] : tensor<?x32xf32> to tensor<16x32xf32>
// CHECK-NEXT:    %[[K:.+]] = iree_encoding.set_encoding %[[S]] : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT:    func.return %[[U]], %[[P]], %[[K]]

// SEGMENTS: "iree_encoding.unset_encoding"(%{{.+}}, %{{.+}}) {operandSegmentSizes = array<i32: 1, 1, 0>}
