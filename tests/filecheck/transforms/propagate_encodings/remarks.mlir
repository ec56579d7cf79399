// RUN: xdsl-opt %s -p 'propagate-encodings{remarks=true}' --split-input-file 2>&1 | filecheck %s --check-prefix=REMARK
// RUN: xdsl-opt %s -p 'propagate-encodings{remarks=true unit-dims=true}' --split-input-file 2>&1 | filecheck %s --check-prefix=UNIT
// RUN: xdsl-opt %s -p propagate-encodings --split-input-file 2>&1 | filecheck %s --check-prefix=QUIET

// remarks=true: one line per encoding op, on stderr: how far it moved, and where and why it stopped.
// QUIET-NOT: remark:

func.func @to_the_top(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
// REMARK: remark: @to_the_top: iree_encoding.set_encoding %e moved up through 1 reshape, stopped at %arg0: the source is a block argument, not a reshape

// -----

func.func @merged_k(%arg0: tensor<2x4096x64x10xf16>) -> tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %inner = tensor.collapse_shape %arg0 [[0], [1], [2, 3]] : tensor<2x4096x64x10xf16> into tensor<2x4096x640xf16>
  %outer = tensor.collapse_shape %inner [[0, 1], [2]] : tensor<2x4096x640xf16> into tensor<8192x640xf16>
  %e = iree_encoding.set_encoding %outer : tensor<8192x640xf16> -> tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<8192x640xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// REMARK: remark: @merged_k: iree_encoding.set_encoding %e moved up through 1 reshape, stopped at tensor.collapse_shape %inner: collapse_shape merges K dim 2 of the result with source dims [2, 3]

// -----

func.func @split_k(%arg0: tensor<16x32xf32>) -> tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>> {
  %x = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [16, 4, 8] : tensor<16x32xf32> into tensor<16x4x8xf32>
  %e = iree_encoding.set_encoding %x : tensor<16x4x8xf32> -> tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  func.return %e : tensor<16x4x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
}
// REMARK: remark: @split_k: iree_encoding.set_encoding %e did not move, stopped at tensor.expand_shape %x: expand_shape splits source dim 1 into result dims [1, 2], which include K dim 2 of the result

// -----

func.func @not_a_reshape(%arg0: tensor<?x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %cast = tensor.cast %arg0 : tensor<?x32xf32> to tensor<16x32xf32>
  %e = iree_encoding.set_encoding %cast : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
// REMARK: remark: @not_a_reshape: iree_encoding.set_encoding %e did not move, stopped at %cast: the source comes from tensor.cast, not a reshape

// -----

#opaque = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32]>
func.func @opaque(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #opaque> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #opaque>
  func.return %e : tensor<16x32xf32, #opaque>
}
// REMARK: remark: @opaque: iree_encoding.set_encoding %e did not move, stopped at tensor.collapse_shape %c: the encoding has no user_indexing_maps to extend

// -----

func.func @refines(%arg0: tensor<2x?xf32>) -> tensor<16xf32, #iree_encoding.matmul_k<k_dims = []>> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x?xf32> into tensor<?xf32>
  %e = iree_encoding.set_encoding %c : tensor<?xf32> -> tensor<16xf32, #iree_encoding.matmul_k<k_dims = []>>
  func.return %e : tensor<16xf32, #iree_encoding.matmul_k<k_dims = []>>
}
// REMARK: remark: @refines: iree_encoding.set_encoding %e did not move, stopped at iree_encoding.set_encoding %e: set_encoding changes the shape tensor<?xf32> to tensor<16xf32, #iree_encoding.matmul_k<k_dims = []>>

// -----

func.func @unused(%arg0: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %arg0 : tensor<2x8x32xf32>
}
// REMARK: remark: @unused: iree_encoding.set_encoding %e is unused and was removed

// -----

func.func @sink_all_the_way(%arg0: tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>>) -> tensor<16x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x4x2x32xf32, #iree_encoding.matmul_k<k_dims = [3]>> -> tensor<2x4x2x32xf32>
  %c0 = tensor.collapse_shape %u [[0], [1, 2], [3]] : tensor<2x4x2x32xf32> into tensor<2x8x32xf32>
  %c1 = tensor.collapse_shape %c0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  func.return %c1 : tensor<16x32xf32>
}
// REMARK: remark: @sink_all_the_way: iree_encoding.unset_encoding %u moved down through 2 reshapes, no reshape user left to cross

// -----

func.func @sink_blocked_twice(%arg0: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> (tensor<16x32xf32>, tensor<2x8x4x8xf32>) {
  %u = iree_encoding.unset_encoding %arg0 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<2x8x32xf32>
  %merge = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %fine = tensor.expand_shape %u [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
  %c = tensor.collapse_shape %fine [[0], [1, 2], [3]] : tensor<2x8x4x8xf32> into tensor<2x32x8xf32>
  %split = tensor.expand_shape %c [[0], [1], [2, 3]] output_shape [2, 32, 4, 2] : tensor<2x32x8xf32> into tensor<2x32x4x2xf32>
  %x = tensor.expand_shape %fine [[0], [1, 2], [3], [4]] output_shape [2, 2, 4, 4, 8] : tensor<2x8x4x8xf32> into tensor<2x2x4x4x8xf32>
  %back = tensor.collapse_shape %x [[0], [1, 2], [3, 4]] : tensor<2x2x4x4x8xf32> into tensor<2x8x32xf32>
  func.return %merge, %fine : tensor<16x32xf32>, tensor<2x8x4x8xf32>
}
// One line per unset_encoding, every blocked branch named in program order.
// REMARK: remark: @sink_blocked_twice: iree_encoding.unset_encoding %u moved down through 1 reshape, stopped at tensor.collapse_shape %merge: collapse_shape merges K dim 1 of the source with source dims [0, 1]; at tensor.collapse_shape %c: collapse_shape merges K dim 1 of the source with source dims [1, 2]; at tensor.expand_shape %x: expand_shape splits K dim 1 of the source into result dims [1, 2]

// -----

func.func @unset_refines(%arg0: tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>) -> tensor<2x8x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> -> tensor<16x32xf32>
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  func.return %x : tensor<2x8x32xf32>
}
// REMARK: remark: @unset_refines: iree_encoding.unset_encoding %u did not move, stopped at iree_encoding.unset_encoding %u: unset_encoding changes the shape tensor<?x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> to tensor<16x32xf32>

// -----

func.func @unnamed(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %1 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
// Unnamed values are named as the printer numbers them (%0, %1), as in the printed IR.
// REMARK: remark: @unnamed: iree_encoding.set_encoding %1 did not move, stopped at tensor.collapse_shape %0: collapse_shape merges K dim 1 of the result with source dims [1, 2]
// UNIT:   remark: @unnamed: iree_encoding.set_encoding %1 did not move, stopped at tensor.collapse_shape %0: collapse_shape merges K dim 1 of the result with source dims [1, 2]

// -----

func.func @two_padded_dims_in_one_group(%arg0: tensor<4x1x1xf32, #iree_encoding.padding<[0, 8, 8]>>) -> tensor<4x1xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<4x1x1xf32, #iree_encoding.padding<[0, 8, 8]>> -> tensor<4x1x1xf32>
  %c = tensor.collapse_shape %u [[0], [1, 2]] : tensor<4x1x1xf32> into tensor<4x1xf32>
  func.return %c : tensor<4x1xf32>
}
// With unit dims allowed, each padded dim may share the group, but not with the other padded one.
// UNIT: remark: @two_padded_dims_in_one_group: iree_encoding.unset_encoding %u did not move, stopped at tensor.collapse_shape %c: padded dims [1, 2] fall into one group [1, 2]
