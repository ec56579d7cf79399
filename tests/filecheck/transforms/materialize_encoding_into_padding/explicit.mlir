// RUN: xdsl-opt %s -p materialize-encoding-into-padding --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple multiple=8}' --split-input-file | filecheck %s --check-prefix=MULT

// Explicit `padding` and `layout<[padding]>` encodings are used as written, whatever the resolver.

func.func @use_explicit_padding(%x: tensor<5x6xf16>) -> tensor<5x6xf16, #iree_encoding.padding<[1, 3]>> {
  %e = iree_encoding.set_encoding %x : tensor<5x6xf16> -> tensor<5x6xf16, #iree_encoding.padding<[1, 3]>>
  func.return %e : tensor<5x6xf16, #iree_encoding.padding<[1, 3]>>
}
// CHECK-LABEL: func.func @use_explicit_padding(%x: tensor<5x6xf16>) -> tensor<6x9xf16> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[1, 3] {
// MULT-LABEL:  func.func @use_explicit_padding(%x: tensor<5x6xf16>) -> tensor<6x9xf16> {

// -----

func.func @use_resolved_layout(%x: tensor<2048x2048xf16>) -> tensor<2048x2048xf16, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>> {
  %e = iree_encoding.set_encoding %x : tensor<2048x2048xf16> -> tensor<2048x2048xf16, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
  func.return %e : tensor<2048x2048xf16, #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>>
}
// CHECK-LABEL: func.func @use_resolved_layout(%x: tensor<2048x2048xf16>) -> tensor<2048x2112xf16> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[0, 64] {

// -----

// A `?` goes to the resolver, as if that dim were the K dim (IREE HEAD: `?x2048xf32` + `[0, ?]` -> `?x2080`).

func.func @resolve_question_mark(%x: tensor<?x2048xf32>) -> tensor<?x2048xf32, #iree_encoding.padding<[0, ?]>> {
  %e = iree_encoding.set_encoding %x : tensor<?x2048xf32> -> tensor<?x2048xf32, #iree_encoding.padding<[0, ?]>>
  func.return %e : tensor<?x2048xf32, #iree_encoding.padding<[0, ?]>>
}
// CHECK-LABEL: func.func @resolve_question_mark(%x: tensor<?x2048xf32>) -> tensor<?x2080xf32> {
// CHECK-NEXT:    %e = tensor.pad %x low[0, 0] high[0, 32] {
// MULT-LABEL:  func.func @resolve_question_mark(%x: tensor<?x2048xf32>) -> tensor<?x2048xf32> {

// -----

func.func @resolve_question_mark_to_multiple(%x: tensor<13x100xi32>) -> tensor<13x100xi32, #iree_encoding.padding<[?, 2]>> {
  %e = iree_encoding.set_encoding %x : tensor<13x100xi32> -> tensor<13x100xi32, #iree_encoding.padding<[?, 2]>>
  func.return %e : tensor<13x100xi32, #iree_encoding.padding<[?, 2]>>
}
// The cache-line rule pads only the innermost dim: `?` on dim 0 gives 0.
// CHECK-LABEL: func.func @resolve_question_mark_to_multiple(%x: tensor<13x100xi32>) -> tensor<13x102xi32> {
// MULT-LABEL:  func.func @resolve_question_mark_to_multiple(%x: tensor<13x100xi32>) -> tensor<16x102xi32> {
// MULT-NEXT:     %e = tensor.pad %x low[0, 0] high[3, 2] {

// -----

// Encodings that name neither K dims nor a padding are stored unpadded.

func.func @no_pad_identity_and_opaque(%x: tensor<4096x4096xf16>) -> (tensor<4096x4096xf16, #iree_encoding.identity>, tensor<4096x4096xf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f16, f16, f32]>>) {
  %a = iree_encoding.set_encoding %x : tensor<4096x4096xf16> -> tensor<4096x4096xf16, #iree_encoding.identity>
  %b = iree_encoding.set_encoding %x : tensor<4096x4096xf16> -> tensor<4096x4096xf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f16, f16, f32]>>
  func.return %a, %b : tensor<4096x4096xf16, #iree_encoding.identity>, tensor<4096x4096xf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f16, f16, f32]>>
}
// CHECK-LABEL: func.func @no_pad_identity_and_opaque(%x: tensor<4096x4096xf16>) -> (tensor<4096x4096xf16>, tensor<4096x4096xf16>) {
// CHECK-NEXT:    func.return %x, %x
