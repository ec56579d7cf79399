// RUN: xdsl-opt %s --split-input-file -p plan-layouts | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'plan-layouts{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// The ops that change sizes (tensor.pad, tensor.extract_slice, tensor.insert_slice): a set_encoding moves
// above one only when it leaves whole every dim the encoding pads (the registry's SizeChangingRule asks
// the encoding which: its padding values, else its K dims), a pad only with the encoding's fill, and only
// where that lowers the relayout bytes per call.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @pad_rows(%x: tensor<6x30xf32>, %w: tensor<30x30xf32, #rhs>, %c: tensor<8x30xf32, #acc>) -> tensor<8x30xf32, #acc> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<6x30xf32> to tensor<8x30xf32>
  %lhs = iree_encoding.set_encoding %p : tensor<8x30xf32> -> tensor<8x30xf32, #lhs>
  %y = linalg.matmul ins(%lhs, %w : tensor<8x30xf32, #lhs>, tensor<30x30xf32, #rhs>) outs(%c : tensor<8x30xf32, #acc>) -> tensor<8x30xf32, #acc>
  func.return %y : tensor<8x30xf32, #acc>
}

// tensor.pad along M (rows), with the encoding's fill (0): the relayout runs on the 6 rows, the pad on the storage.
// CHECK-LABEL: func.func @pad_rows
// CHECK:      %[[SET:.*]] = iree_encoding.set_encoding %x : tensor<6x30xf32> -> tensor<6x30xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// CHECK-NEXT: %lhs = tensor.pad %[[SET]] low[0, 0] high[2, 0]
// CHECK:      } : tensor<6x30xf32, #iree_encoding.matmul_k<k_dims = [1]>> to tensor<8x30xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// REMARK: remark: @pad_rows: iree_encoding.set_encoding %lhs: moved up across 1 op: it lowers the relayout bytes per call (constants counted once) from 3600 to 3120

// -----

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @pad_k(%x: tensor<8x28xf32>, %w: tensor<30x30xf32, #rhs>, %c: tensor<8x30xf32, #acc>) -> tensor<8x30xf32, #acc> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<8x28xf32> to tensor<8x30xf32>
  %lhs = iree_encoding.set_encoding %p : tensor<8x30xf32> -> tensor<8x30xf32, #lhs>
  %y = linalg.matmul ins(%lhs, %w : tensor<8x30xf32, #lhs>, tensor<30x30xf32, #rhs>) outs(%c : tensor<8x30xf32, #acc>) -> tensor<8x30xf32, #acc>
  func.return %y : tensor<8x30xf32, #acc>
}

// tensor.pad along K, the dim matmul_k pads: refused, and the remark names the op and the rule.
// CHECK-LABEL: func.func @pad_k
// CHECK:      %p = tensor.pad %x
// CHECK:      %lhs = iree_encoding.set_encoding %p
// REMARK: remark: @pad_k: iree_encoding.set_encoding %lhs: not moved above tensor.pad %p (rule PadRule): it pads dim 1, whose storage the encoding changes

// -----

#pad = #iree_encoding.padding<[0, 64]>
func.func @slice_rows(%x: tensor<16x30xf32>) -> (tensor<16x30xf32, #pad>, tensor<8x30xf32, #pad>) {
  %all = iree_encoding.set_encoding %x : tensor<16x30xf32> -> tensor<16x30xf32, #pad>
  %rows = tensor.extract_slice %x[4, 0] [8, 30] [1, 1] : tensor<16x30xf32> to tensor<8x30xf32>
  %some = iree_encoding.set_encoding %rows : tensor<8x30xf32> -> tensor<8x30xf32, #pad>
  func.return %all, %some : tensor<16x30xf32, #pad>, tensor<8x30xf32, #pad>
}

// Rows of a value relaid out whole anyway (explicit padding of dim 1): the slice runs on the storage of
// that relayout, whole along the padded dim; one relayout of %x, not two.
// CHECK-LABEL: func.func @slice_rows
// CHECK:      %all = iree_encoding.set_encoding %x
// CHECK-NEXT: %some = tensor.extract_slice %all[4, 0] [8, 30] [1, 1] : tensor<16x30xf32, #iree_encoding.padding<[0, 64]>> to tensor<8x30xf32, #iree_encoding.padding<[0, 64]>>
// CHECK-NEXT: func.return %all, %some
// REMARK: remark: @slice_rows: iree_encoding.set_encoding %some: moved up across 1 op: it lowers the relayout bytes per call (constants counted once) from 7680 to 5760
// REMARK: remark: @slice_rows: iree_encoding.set_encoding %0: relayout removed (one per value and layout): iree_encoding.set_encoding %all already relays out %x into this layout (3840 -> 0 bytes per call)

// -----

#pad = #iree_encoding.padding<[0, 64]>
func.func @slice_cols(%x: tensor<16x32xf32>) -> (tensor<16x32xf32, #pad>, tensor<16x30xf32, #pad>) {
  %all = iree_encoding.set_encoding %x : tensor<16x32xf32> -> tensor<16x32xf32, #pad>
  %cols = tensor.extract_slice %x[0, 2] [16, 30] [1, 1] : tensor<16x32xf32> to tensor<16x30xf32>
  %some = iree_encoding.set_encoding %cols : tensor<16x30xf32> -> tensor<16x30xf32, #pad>
  func.return %all, %some : tensor<16x32xf32, #pad>, tensor<16x30xf32, #pad>
}

// A slice that cuts the padded dim: refused.
// CHECK-LABEL: func.func @slice_cols
// CHECK:      %cols = tensor.extract_slice %x[0, 2] [16, 30] [1, 1] : tensor<16x32xf32> to tensor<16x30xf32>
// CHECK-NEXT: %some = iree_encoding.set_encoding %cols
// REMARK: remark: @slice_cols: iree_encoding.set_encoding %some: not moved above tensor.extract_slice %cols (rule ExtractSliceRule): it cuts dim 1, whose storage the encoding changes (offset 0, stride 1 and the whole size are needed)

// -----

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
func.func @insert_rows(%x: tensor<6x30xf32>) -> tensor<8x30xf32, #lhs> {
  %base = arith.constant dense<0.5> : tensor<8x30xf32>
  %full = tensor.insert_slice %x into %base[1, 0] [6, 30] [1, 1] : tensor<6x30xf32> into tensor<8x30xf32>
  %lhs = iree_encoding.set_encoding %full : tensor<8x30xf32> -> tensor<8x30xf32, #lhs>
  func.return %lhs : tensor<8x30xf32, #lhs>
}

// Rows inserted into a constant block, whole along K: the inserted rows and the constant are relaid out
// (the constant's once: hoisted), and the insertion runs on the storage.
// CHECK-LABEL: func.func @insert_rows
// CHECK:      %[[X:.*]] = iree_encoding.set_encoding %x
// CHECK-NEXT: %[[BASE:.*]] = iree_encoding.set_encoding %base
// CHECK-NEXT: %lhs = tensor.insert_slice %[[X]] into %[[BASE]][1, 0] [6, 30] [1, 1] : tensor<6x30xf32, #iree_encoding.matmul_k<k_dims = [1]>> into tensor<8x30xf32, #iree_encoding.matmul_k<k_dims = [1]>>
// REMARK: remark: @insert_rows: iree_encoding.set_encoding %lhs: moved up across 1 op: it lowers the relayout bytes per call (constants counted once) from 1920 to 1440
