// RUN: ENC_ROUNDTRIP
// RUN: xdsl-opt %s --split-input-file -p verify-encodings | filecheck %s

// Text printed by iree-opt 3.7.1 (attribute aliases at the top, `module {` wrapper, `op_type =  matmul`
// with two spaces, SSA names such as %collapsed), pasted verbatim. xdsl-opt must parse every chunk,
// accept it under verify-encodings, and print the same IR with the aliases expanded.
// Regenerate a chunk with:
//   iree-opt --pass-pipeline="builtin.module(func.func(iree-dispatch-creation-propagate-encodings))" <input>

// iree-oracle.md §4 case a_collapse_propagates: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [2]>
module {
  func.func @a_collapse_propagates(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #encoding> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding1>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #encoding1> into tensor<16x32xf32, #encoding>
    return %collapsed : tensor<16x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @a_collapse_propagates(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: func.return %collapsed : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case b2_collapse_chain_partial: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [2]>
module {
  func.func @b2_collapse_chain_partial(%arg0: tensor<2x8x4x8xf32>) -> tensor<16x32xf32, #encoding> {
    %collapsed = tensor.collapse_shape %arg0 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %0 = iree_encoding.set_encoding %collapsed : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding1>
    %collapsed_0 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #encoding1> into tensor<16x32xf32, #encoding>
    return %collapsed_0 : tensor<16x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @b2_collapse_chain_partial(%arg0: tensor<2x8x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0 : i64], [1 : i64], [2 : i64, 3 : i64]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
// CHECK-NEXT: %0 = iree_encoding.set_encoding %collapsed : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: %collapsed_{{[0-9]+}} = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: func.return %collapsed_{{[0-9]+}} : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case b3_collapse_chain_full: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [3]>
#encoding2 = #iree_encoding.matmul_k<k_dims = [2]>
module {
  func.func @b3_collapse_chain_full(%arg0: tensor<2x4x2x32xf32>) -> tensor<16x32xf32, #encoding> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<2x4x2x32xf32> -> tensor<2x4x2x32xf32, #encoding1>
    %collapsed = tensor.collapse_shape %0 [[0], [1, 2], [3]] : tensor<2x4x2x32xf32, #encoding1> into tensor<2x8x32xf32, #encoding2>
    %collapsed_0 = tensor.collapse_shape %collapsed [[0, 1], [2]] : tensor<2x8x32xf32, #encoding2> into tensor<16x32xf32, #encoding>
    return %collapsed_0 : tensor<16x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @b3_collapse_chain_full(%arg0: tensor<2x4x2x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<2x4x2x32xf32> -> tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0 : i64], [1 : i64, 2 : i64], [3 : i64]] : tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>> into tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: %collapsed_{{[0-9]+}} = tensor.collapse_shape %collapsed {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: func.return %collapsed_{{[0-9]+}} : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case b_collapse_blocked: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
module {
  func.func @b_collapse_blocked(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #encoding> {
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
    %0 = iree_encoding.set_encoding %collapsed : tensor<16x32xf32> -> tensor<16x32xf32, #encoding>
    return %0 : tensor<16x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @b_collapse_blocked(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0 : i64], [1 : i64, 2 : i64]] : tensor<16x4x8xf32> into tensor<16x32xf32>
// CHECK-NEXT: %0 = iree_encoding.set_encoding %collapsed : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: func.return %0 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case c_expand_shape: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [2]>
module {
  func.func @c_expand_shape(%arg0: tensor<16x32xf32>) -> tensor<2x8x32xf32, #encoding> {
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %0 = iree_encoding.set_encoding %expanded : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding>
    return %0 : tensor<2x8x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @c_expand_shape(%arg0: tensor<16x32xf32>) -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
// CHECK-NEXT: %0 = iree_encoding.set_encoding %expanded : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: func.return %0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case d2_dynamic_blocked: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
module {
  func.func @d2_dynamic_blocked(%arg0: tensor<?x4x?xf32>) -> tensor<?x?xf32, #encoding> {
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
    %0 = iree_encoding.set_encoding %collapsed : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
    return %0 : tensor<?x?xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @d2_dynamic_blocked(%arg0: tensor<?x4x?xf32>) -> tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0 : i64], [1 : i64, 2 : i64]] : tensor<?x4x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %0 = iree_encoding.set_encoding %collapsed : tensor<?x?xf32> -> tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: func.return %0 : tensor<?x?xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case d_dynamic_propagates: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [2]>
module {
  func.func @d_dynamic_propagates(%arg0: tensor<?x8x32xf32>) -> tensor<?x32xf32, #encoding> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<?x8x32xf32> -> tensor<?x8x32xf32, #encoding1>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x8x32xf32, #encoding1> into tensor<?x32xf32, #encoding>
    return %collapsed : tensor<?x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @d_dynamic_propagates(%arg0: tensor<?x8x32xf32>) -> tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<?x8x32xf32> -> tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<?x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: func.return %collapsed : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case e_kdim0_rhs: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [0]>
module {
  func.func @e_kdim0_rhs(%arg0: tensor<32x4x4xf32>) -> tensor<32x16xf32, #encoding> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<32x4x4xf32> -> tensor<32x4x4xf32, #encoding>
    %collapsed = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<32x4x4xf32, #encoding> into tensor<32x16xf32, #encoding>
    return %collapsed : tensor<32x16xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @e_kdim0_rhs(%arg0: tensor<32x4x4xf32>) -> tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<32x4x4xf32> -> tensor<32x4x4xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0 : i64], [1 : i64, 2 : i64]] : tensor<32x4x4xf32, #iree_encoding.matmul_k<k_dims = [0]>> into tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT: func.return %collapsed : tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case g_empty_kdims: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = []>
module {
  func.func @g_empty_kdims(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #encoding> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #encoding> into tensor<16x32xf32, #encoding>
    return %collapsed : tensor<16x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @g_empty_kdims(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = []>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT: func.return %collapsed : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case h_multi_use: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [2]>
module {
  func.func @h_multi_use(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #encoding>, tensor<16x32xf32>) {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding1>
    %collapsed_0 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #encoding1> into tensor<16x32xf32, #encoding>
    return %collapsed_0, %collapsed : tensor<16x32xf32, #encoding>, tensor<16x32xf32>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @h_multi_use(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: %collapsed_{{[0-9]+}} = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: func.return %collapsed_{{[0-9]+}}, %collapsed : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case i_generic_encoding_not_propagated: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.encoding<operand_index = 0 : index, op_type =  matmul, element_types = [f32, f32, f32]>
module {
  func.func @i_generic_encoding_not_propagated(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #encoding> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %0 = iree_encoding.set_encoding %collapsed : tensor<16x32xf32> -> tensor<16x32xf32, #encoding>
    return %0 : tensor<16x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @i_generic_encoding_not_propagated(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-NEXT: %0 = iree_encoding.set_encoding %collapsed : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>>
// CHECK-NEXT: func.return %0 : tensor<16x32xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case k_two_set_encodings: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [0]>
#encoding2 = #iree_encoding.matmul_k<k_dims = [2]>
module {
  func.func @k_two_set_encodings(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #encoding>, tensor<16x32xf32, #encoding1>) {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding2>
    %collapsed_0 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #encoding2> into tensor<16x32xf32, #encoding>
    %1 = iree_encoding.set_encoding %collapsed : tensor<16x32xf32> -> tensor<16x32xf32, #encoding1>
    return %collapsed_0, %1 : tensor<16x32xf32, #encoding>, tensor<16x32xf32, #encoding1>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @k_two_set_encodings(%arg0: tensor<2x8x32xf32>) -> (tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: %collapsed_{{[0-9]+}} = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: %1 = iree_encoding.set_encoding %collapsed : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT: func.return %collapsed_{{[0-9]+}}, %1 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 case l_unset_encoding_collapse: IREE 3.7.1 propagate-encodings output (func.func instead of util.func).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
module {
  func.func @l_unset_encoding_collapse(%arg0: tensor<2x8x32xf32, #encoding>) -> tensor<16x32xf32> {
    %0 = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #encoding> -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    return %collapsed : tensor<16x32xf32>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @l_unset_encoding_collapse(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<2x8x32xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK-NEXT: func.return %collapsed : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-oracle.md §4 'Extra': annotate-data-tiling-hints, set-encoding{encoding-option=matmulk}, propagate-encodings.

#encoding = #iree_encoding.matmul_k<k_dims = [2]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [1]>
#encoding2 = #iree_encoding.matmul_k<k_dims = [0]>
#encoding3 = #iree_encoding.matmul_k<k_dims = []>
module {
  func.func @matmul_after_collapse(%arg0: tensor<2x8x32xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #encoding> into tensor<16x32xf32, #encoding1>
    %1 = iree_encoding.set_encoding %arg1 : tensor<32x16xf32> -> tensor<32x16xf32, #encoding2>
    %2 = iree_encoding.set_encoding %arg2 : tensor<16x16xf32> -> tensor<16x16xf32, #encoding3>
    %3 = linalg.matmul ins(%collapsed, %1 : tensor<16x32xf32, #encoding1>, tensor<32x16xf32, #encoding2>) outs(%2 : tensor<16x16xf32, #encoding3>) -> tensor<16x16xf32, #encoding3>
    %4 = iree_encoding.unset_encoding %3 : tensor<16x16xf32, #encoding3> -> tensor<16x16xf32>
    return %4 : tensor<16x16xf32>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @matmul_after_collapse(%arg0: tensor<2x8x32xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: %1 = iree_encoding.set_encoding %arg1 : tensor<32x16xf32> -> tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT: %2 = iree_encoding.set_encoding %arg2 : tensor<16x16xf32> -> tensor<16x16xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT: %3 = linalg.matmul ins(%collapsed, %1 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>, tensor<32x16xf32, #iree_encoding.matmul_k<k_dims = [0]>>) outs(%2 : tensor<16x16xf32, #iree_encoding.matmul_k<k_dims = []>>) -> tensor<16x16xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT: %4 = iree_encoding.unset_encoding %3 : tensor<16x16xf32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<16x16xf32>
// CHECK-NEXT: func.return %4 : tensor<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-opt 3.7.1 printing of ops.mlir @set_and_unset_static (scaled_matmul dropped: 3.7.1 does not know it).

#encoding = #iree_encoding.matmul_k<k_dims = [1]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [0]>
#encoding2 = #iree_encoding.matmul_k<k_dims = []>
module {
  func.func @set_and_unset_static(%arg0: tensor<16x32xf32>, %arg1: tensor<32x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<16x32xf32> -> tensor<16x32xf32, #encoding>
    %1 = iree_encoding.set_encoding %arg1 : tensor<32x8xf32> -> tensor<32x8xf32, #encoding1>
    %2 = iree_encoding.set_encoding %arg2 : tensor<16x8xf32> -> tensor<16x8xf32, #encoding2>
    %3 = iree_encoding.unset_encoding %2 : tensor<16x8xf32, #encoding2> -> tensor<16x8xf32>
    return %3 : tensor<16x8xf32>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @set_and_unset_static(%arg0: tensor<16x32xf32>, %arg1: tensor<32x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: %1 = iree_encoding.set_encoding %arg1 : tensor<32x8xf32> -> tensor<32x8xf32, #iree_encoding.matmul_k<k_dims = [0]>>
// CHECK-NEXT: %2 = iree_encoding.set_encoding %arg2 : tensor<16x8xf32> -> tensor<16x8xf32, #iree_encoding.matmul_k<k_dims = []>>
// CHECK-NEXT: %3 = iree_encoding.unset_encoding %2 : tensor<16x8xf32, #iree_encoding.matmul_k<k_dims = []>> -> tensor<16x8xf32>
// CHECK-NEXT: func.return %3 : tensor<16x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-opt 3.7.1 printing of ops.mlir @unset_dynamic (scaled_matmul dropped: 3.7.1 does not know it).

module {
  func.func @unset_dynamic(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> (tensor<?x?xf32>, tensor<?x32xf32>) {
    %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #iree_encoding.padding<[0, ?]>>
    %1 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #iree_encoding.padding<[0, ?]>> -> tensor<?x?xf32>{%arg1, %arg2}
    %2 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #iree_encoding.padding<[0, ?]>> -> tensor<?x32xf32>{%arg1}
    return %1, %2 : tensor<?x?xf32>, tensor<?x32xf32>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @unset_dynamic(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> (tensor<?x?xf32>, tensor<?x32xf32>) {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<?x?xf32> -> tensor<?x?xf32, #iree_encoding.padding<[0, ?]>>
// CHECK-NEXT: %1 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #iree_encoding.padding<[0, ?]>> -> tensor<?x?xf32>{%arg1, %arg2}
// CHECK-NEXT: %2 = iree_encoding.unset_encoding %0 : tensor<?x?xf32, #iree_encoding.padding<[0, ?]>> -> tensor<?x32xf32>{%arg1}
// CHECK-NEXT: func.return %1, %2 : tensor<?x?xf32>, tensor<?x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-opt 3.7.1 printing of ops.mlir @compatible_shapes (scaled_matmul dropped: 3.7.1 does not know it).

module {
  func.func @compatible_shapes(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<16x32xf32> -> tensor<?x32xf32, #iree_encoding.identity>
    %1 = iree_encoding.unset_encoding %0 : tensor<?x32xf32, #iree_encoding.identity> -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @compatible_shapes(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<16x32xf32> -> tensor<?x32xf32, #iree_encoding.identity>
// CHECK-NEXT: %1 = iree_encoding.unset_encoding %0 : tensor<?x32xf32, #iree_encoding.identity> -> tensor<16x32xf32>
// CHECK-NEXT: func.return %1 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-opt 3.7.1 printing of ops.mlir @attr_dict (scaled_matmul dropped: 3.7.1 does not know it).

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 0 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, 128, 64]>
module {
  func.func @attr_dict(%arg0: tensor<?x64xf32>, %arg1: index) -> tensor<?x64xf32> {
    %0 = iree_encoding.set_encoding {tag = "lhs", unit} %arg0 : tensor<?x64xf32> -> tensor<?x64xf32, #encoding>
    %1 = iree_encoding.unset_encoding {tag = 1 : i32} %0 : tensor<?x64xf32, #encoding> -> tensor<?x64xf32>{%arg1}
    return %1 : tensor<?x64xf32>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @attr_dict(%arg0: tensor<?x64xf32>, %arg1: index) -> tensor<?x64xf32> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding {tag = "lhs", unit} %arg0 : tensor<?x64xf32> -> tensor<?x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>>
// CHECK-NEXT: %1 = iree_encoding.unset_encoding {tag = 1 : i32} %0 : tensor<?x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 128, 64]>> -> tensor<?x64xf32>{%arg1}
// CHECK-NEXT: func.return %1 : tensor<?x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-opt 3.7.1 printing of ops.mlir @every_encoding (scaled_matmul dropped: 3.7.1 does not know it).

#encoding = #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>
#encoding1 = #iree_encoding.layout<[#iree_encoding.identity]>
#encoding2 = #iree_encoding.encoding<operand_index = 1 : index, op_type =  conv, element_types = [f32, f32, f32]>
#encoding3 = #iree_encoding.matmul_k<k_dims = [2]>
module {
  func.func @every_encoding(%arg0: tensor<4x16x32xf32>) {
    %0 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>
    %1 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #encoding>
    %2 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #encoding1>
    %3 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.identity>
    %4 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #encoding2>
    %5 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #encoding3>
    return
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @every_encoding(%arg0: tensor<4x16x32xf32>) {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.padding<[0, ?, 64]>>
// CHECK-NEXT: %1 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>>
// CHECK-NEXT: %2 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.layout<[#iree_encoding.identity]>>
// CHECK-NEXT: %3 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.identity>
// CHECK-NEXT: %4 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f32, f32, f32]>>
// CHECK-NEXT: %5 = iree_encoding.set_encoding %arg0 : tensor<4x16x32xf32> -> tensor<4x16x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: func.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-opt 3.7.1 printing of ops.mlir @encoded_reshapes (scaled_matmul dropped: 3.7.1 does not know it).

#encoding = #iree_encoding.matmul_k<k_dims = [2]>
#encoding1 = #iree_encoding.matmul_k<k_dims = [1]>
module {
  func.func @encoded_reshapes(%arg0: tensor<2x8x32xf32>) -> tensor<4x4x32xf32, #encoding> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #encoding>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x8x32xf32, #encoding> into tensor<16x32xf32, #encoding1>
    %expanded = tensor.expand_shape %collapsed [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32, #encoding1> into tensor<4x4x32xf32, #encoding>
    return %expanded : tensor<4x4x32xf32, #encoding>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @encoded_reshapes(%arg0: tensor<2x8x32xf32>) -> tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> into tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [4, 4, 32] : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: func.return %expanded : tensor<4x4x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// iree-opt 3.7.1 printing of ops.mlir @dynamic_reshapes (scaled_matmul dropped: 3.7.1 does not know it).

#encoding = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>
#encoding1 = #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>
module {
  func.func @dynamic_reshapes(%arg0: tensor<?x32xf32>, %arg1: index) -> tensor<?x32xf32, #iree_encoding.padding<[0, 64]>> {
    %0 = iree_encoding.set_encoding %arg0 : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
    %expanded = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%arg1, 8, 32] : tensor<?x32xf32, #iree_encoding.padding<[0, 64]>> into tensor<?x8x32xf32, #iree_encoding.padding<[0, 0, 64]>>
    %collapsed = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<?x8x32xf32, #iree_encoding.padding<[0, 0, 64]>> into tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
    %1 = iree_encoding.set_encoding %arg0 : tensor<?x32xf32> -> tensor<?x32xf32, #encoding>
    %expanded_0 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [%arg1, 8, 32] : tensor<?x32xf32, #encoding> into tensor<?x8x32xf32, #encoding1>
    return %collapsed : tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
  }
}

// CHECK: builtin.module {
// CHECK-LABEL: func.func @dynamic_reshapes(%arg0: tensor<?x32xf32>, %arg1: index) -> tensor<?x32xf32, #iree_encoding.padding<[0, 64]>> {
// CHECK-NEXT: %0 = iree_encoding.set_encoding %arg0 : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [%arg1, 8, 32] : tensor<?x32xf32, #iree_encoding.padding<[0, 64]>> into tensor<?x8x32xf32, #iree_encoding.padding<[0, 0, 64]>>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0 : i64, 1 : i64], [2 : i64]] : tensor<?x8x32xf32, #iree_encoding.padding<[0, 0, 64]>> into tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT: %1 = iree_encoding.set_encoding %arg0 : tensor<?x32xf32> -> tensor<?x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
// CHECK-NEXT: %expanded_{{[0-9]+}} = tensor.expand_shape %1 {{\[\[}}0 : i64, 1 : i64], [2 : i64]] output_shape [%arg1, 8, 32] : tensor<?x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>> into tensor<?x8x32xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 0, 64]>]>>
// CHECK-NEXT: func.return %collapsed : tensor<?x32xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT: }
// CHECK-NEXT: }
