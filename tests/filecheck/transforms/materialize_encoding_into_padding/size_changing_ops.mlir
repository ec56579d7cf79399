// RUN: xdsl-opt %s --split-input-file -p 'materialize-encoding-into-padding{resolver=multiple}' | filecheck %s

// tensor.extract_slice / tensor.pad with encoded results (plan-layouts moves a set_encoding above them)
// run on the padded storage when they leave every padded dim whole; otherwise on logical values.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
func.func @slice_rows(%x: tensor<16x30xf32>) -> tensor<8x30xf32> {
  %all = iree_encoding.set_encoding %x : tensor<16x30xf32> -> tensor<16x30xf32, #lhs>
  %some = tensor.extract_slice %all[4, 0] [8, 30] [1, 1] : tensor<16x30xf32, #lhs> to tensor<8x30xf32, #lhs>
  %r = iree_encoding.unset_encoding %some : tensor<8x30xf32, #lhs> -> tensor<8x30xf32>
  func.return %r : tensor<8x30xf32>
}

// A slice whole along the padded K: the same slice of the storage, its size grown by the padding.
// CHECK-LABEL: func.func @slice_rows
// CHECK:      %all = tensor.pad %x low[0, 0] high[0, 2]
// CHECK:      %some = tensor.extract_slice %all[4, 0] [8, 32] [1, 1] : tensor<16x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %r = tensor.extract_slice %some[0, 0] [8, 30] [1, 1] : tensor<8x32xf32> to tensor<8x30xf32>

// -----

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
func.func @pad_rows(%x: tensor<6x30xf32>) -> tensor<8x30xf32> {
  %one = arith.constant 1.0 : f32
  %s = iree_encoding.set_encoding %x : tensor<6x30xf32> -> tensor<6x30xf32, #lhs>
  %p = tensor.pad %s low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<6x30xf32, #lhs> to tensor<8x30xf32, #lhs>
  %r = iree_encoding.unset_encoding %p : tensor<8x30xf32, #lhs> -> tensor<8x30xf32>
  func.return %r : tensor<8x30xf32>
}

// A pad along M of padded storage: the same pad (its 1.0 rows cross K's padding, which is then not zero).
// CHECK-LABEL: func.func @pad_rows
// CHECK:      %s = tensor.pad %x low[0, 0] high[0, 2]
// CHECK:      %p = tensor.pad %s low[0, 0] high[2, 0]
// CHECK:      } : tensor<6x32xf32> to tensor<8x32xf32>
// CHECK-NEXT: %r = tensor.extract_slice %p[0, 0] [8, 30] [1, 1] : tensor<8x32xf32> to tensor<8x30xf32>

// -----

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
func.func @slice_cols(%x: tensor<16x30xf32>) -> tensor<16x20xf32> {
  %all = iree_encoding.set_encoding %x : tensor<16x30xf32> -> tensor<16x30xf32, #lhs>
  %some = tensor.extract_slice %all[0, 4] [16, 20] [1, 1] : tensor<16x30xf32, #lhs> to tensor<16x20xf32, #lhs>
  %r = iree_encoding.unset_encoding %some : tensor<16x20xf32, #lhs> -> tensor<16x20xf32>
  func.return %r : tensor<16x20xf32>
}

// A slice that cuts K reads the logical slice, and its result is plain.
// CHECK-LABEL: func.func @slice_cols
// CHECK:      %logical = tensor.extract_slice %all[0, 0] [16, 30] [1, 1] : tensor<16x32xf32> to tensor<16x30xf32>
// CHECK-NEXT: %some = tensor.extract_slice %logical[0, 4] [16, 20] [1, 1] : tensor<16x30xf32> to tensor<16x20xf32>
// CHECK-NEXT: func.return %some
