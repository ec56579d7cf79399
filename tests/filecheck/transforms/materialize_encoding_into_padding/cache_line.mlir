// RUN: xdsl-opt %s -p materialize-encoding-into-padding --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{cache-line-bytes=64 cache-sets=2}' --split-input-file | filecheck %s --check-prefix=SMALL
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{cache-line-bytes=32}' --split-input-file | filecheck %s --check-prefix=TINY

// The cache-line resolver (default; 128-byte lines, 4 sets) reproduces IREE's GPU pad
// resolver: the innermost K dim is padded to whole lines, plus one line when a row would be
// a multiple of the 512-byte span. Worked values from IREE's `with_pad_encoding` test (f16).
// An encoded function result is returned in its padded storage.

func.func @pad_4096x4096(%x: tensor<4096x4096xf16>) -> tensor<4096x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x4096xf16> -> tensor<4096x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4096x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @pad_4096x4096(%x: tensor<4096x4096xf16>) -> tensor<4096x4160xf16> {
// TINY-LABEL:  func.func @pad_4096x4096(%x: tensor<4096x4096xf16>) -> tensor<4096x4112xf16> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[0, 64] {
// CHECK:         } : tensor<4096x4096xf16> to tensor<4096x4160xf16>
// CHECK-NEXT:    func.return %e : tensor<4096x4160xf16>
// SMALL-LABEL: func.func @pad_4096x4096(%x: tensor<4096x4096xf16>) -> tensor<4096x4128xf16> {

// -----

func.func @pad_4096x1337(%x: tensor<4096x1337xf16>) -> tensor<4096x1337xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x1337xf16> -> tensor<4096x1337xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4096x1337xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @pad_4096x1337(%x: tensor<4096x1337xf16>) -> tensor<4096x1344xf16> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[0, 7] {
// SMALL-LABEL: func.func @pad_4096x1337(%x: tensor<4096x1337xf16>) -> tensor<4096x1376xf16> {

// -----

func.func @pad_4096x4095(%x: tensor<4096x4095xf16>) -> tensor<4096x4095xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x4095xf16> -> tensor<4096x4095xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4096x4095xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @pad_4096x4095(%x: tensor<4096x4095xf16>) -> tensor<4096x4160xf16> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[0, 65] {

// -----

// A dynamic M is no obstacle: only K must be static.

func.func @pad_dynamic_m(%x: tensor<?x4096xf16>) -> tensor<?x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<?x4096xf16> -> tensor<?x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<?x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @pad_dynamic_m(%x: tensor<?x4096xf16>) -> tensor<?x4160xf16> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[0, 64] {

// -----

// Already padded: 4160 f16 = 8320 bytes, whole lines and not a multiple of the span.

func.func @no_pad_4096x4160(%x: tensor<4096x4160xf16>) -> tensor<4096x4160xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x4160xf16> -> tensor<4096x4160xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4096x4160xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @no_pad_4096x4160(%x: tensor<4096x4160xf16>) -> tensor<4096x4160xf16> {
// CHECK-NEXT:    func.return %x : tensor<4096x4160xf16>

// -----

// A row of 250 f16 (500 bytes) is smaller than the 512-byte span; with 2 sets of 64-byte lines it is not.

func.func @no_pad_short_rows(%x: tensor<4096x250xf16>) -> tensor<4096x250xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x250xf16> -> tensor<4096x250xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4096x250xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @no_pad_short_rows(%x: tensor<4096x250xf16>) -> tensor<4096x250xf16> {
// CHECK-NEXT:    func.return %x
// SMALL-LABEL: func.func @no_pad_short_rows(%x: tensor<4096x250xf16>) -> tensor<4096x288xf16> {
// SMALL-NEXT:    %e = tensor.pad %x low[0, 0] high[0, 38] {

// -----

// Skinny: the other dims multiply to 60 < 64.

func.func @no_pad_skinny(%x: tensor<60x4096xf16>) -> tensor<60x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<60x4096xf16> -> tensor<60x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<60x4096xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @no_pad_skinny(%x: tensor<60x4096xf16>) -> tensor<60x4096xf16> {
// CHECK-NEXT:    func.return %x

// -----

// K not innermost (a matmul RHS), dynamic K, no K (an accumulator): nothing padded.

func.func @no_pad_k_not_innermost(%x: tensor<4096x4096xf16>) -> tensor<4096x4096xf16, #iree_encoding.matmul_k<k_dims = [0]>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x4096xf16> -> tensor<4096x4096xf16, #iree_encoding.matmul_k<k_dims = [0]>>
  func.return %e : tensor<4096x4096xf16, #iree_encoding.matmul_k<k_dims = [0]>>
}
// CHECK-LABEL: func.func @no_pad_k_not_innermost(%x: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
// CHECK-NEXT:    func.return %x

// -----

func.func @no_pad_dynamic_k(%x: tensor<4096x?xf16>) -> tensor<4096x?xf16, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x?xf16> -> tensor<4096x?xf16, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4096x?xf16, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @no_pad_dynamic_k(%x: tensor<4096x?xf16>) -> tensor<4096x?xf16> {
// CHECK-NEXT:    func.return %x

// -----

func.func @no_pad_without_k(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32, #iree_encoding.matmul_k<k_dims = []>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x4096xf32> -> tensor<4096x4096xf32, #iree_encoding.matmul_k<k_dims = []>>
  func.return %e : tensor<4096x4096xf32, #iree_encoding.matmul_k<k_dims = []>>
}
// CHECK-LABEL: func.func @no_pad_without_k(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
// CHECK-NEXT:    func.return %x

// -----

// Elements must be whole bytes: i1 is never padded.

func.func @no_pad_sub_byte_elements(%x: tensor<4096x4096xi1>) -> tensor<4096x4096xi1, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<4096x4096xi1> -> tensor<4096x4096xi1, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<4096x4096xi1, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @no_pad_sub_byte_elements(%x: tensor<4096x4096xi1>) -> tensor<4096x4096xi1> {
// CHECK-NEXT:    func.return %x

// -----

// IREE compares the element's bits with the line's bytes (`elementBits > cacheLineBytes`):
// f64 rows are padded with 128-byte lines (one line more: 16 elements) and 64-byte lines
// (8 elements), but not with 32-byte lines (64 > 32).

func.func @element_width_against_line_size(%x: tensor<128x4096xf64>) -> tensor<128x4096xf64, #iree_encoding.matmul_k<k_dims = [1]>> {
  %e = iree_encoding.set_encoding %x : tensor<128x4096xf64> -> tensor<128x4096xf64, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<128x4096xf64, #iree_encoding.matmul_k<k_dims = [1]>>
}
// CHECK-LABEL: func.func @element_width_against_line_size(%x: tensor<128x4096xf64>) -> tensor<128x4112xf64> {
// SMALL-LABEL: func.func @element_width_against_line_size(%x: tensor<128x4096xf64>) -> tensor<128x4104xf64> {
// TINY-LABEL:  func.func @element_width_against_line_size(%x: tensor<128x4096xf64>) -> tensor<128x4096xf64> {
