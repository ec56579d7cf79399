// Ported from iree-org/iree compiler/src/iree/compiler/Codegen/Common/GPU/test/gpu_fold_swizzle_hint_ops.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --mlir-print-local-scope --pass-pipeline="builtin.module(func.func(iree-codegen-gpu-apply-tiling-level, canonicalize, cse))" %s | FileCheck %s

// Test: tensor.extract_slice of swizzle_hint(tensor.empty) should fold
// to swizzle_hint(tensor.empty) with the sliced shape.
func.func @fold_extract_slice_of_swizzle_hint() -> tensor<16x32xf32> {
  %empty = tensor.empty() : tensor<64x64xf32>
  %swizzle = iree_codegen.swizzle_hint %empty[#iree_codegen.rotate_rows<64, 4>] : tensor<64x64xf32>
  %slice = tensor.extract_slice %swizzle[0, 0] [16, 32] [1, 1] : tensor<64x64xf32> to tensor<16x32xf32>
  return %slice : tensor<16x32xf32>
}


// Test: tensor.extract_slice with dynamic sizes should fold correctly.
func.func @fold_extract_slice_dynamic(%size0: index, %size1: index) -> tensor<?x?xf32> {
  %empty = tensor.empty() : tensor<64x64xf32>
  %swizzle = iree_codegen.swizzle_hint %empty[#iree_codegen.xor_shuffle<128, 16>] : tensor<64x64xf32>
  %slice = tensor.extract_slice %swizzle[0, 0] [%size0, %size1] [1, 1] : tensor<64x64xf32> to tensor<?x?xf32>
  return %slice : tensor<?x?xf32>
}


// Test: tensor.expand_shape of swizzle_hint(tensor.empty) should fold
// to swizzle_hint(tensor.empty) with the expanded shape.
func.func @fold_expand_shape_of_swizzle_hint() -> tensor<4x16x64xf32> {
  %empty = tensor.empty() : tensor<64x64xf32>
  %swizzle = iree_codegen.swizzle_hint %empty[#iree_codegen.rotate_rows<64, 4>] : tensor<64x64xf32>
  %expanded = tensor.expand_shape %swizzle [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32>
  return %expanded : tensor<4x16x64xf32>
}


// Test: tensor.collapse_shape of swizzle_hint(tensor.empty) should fold
// to swizzle_hint(tensor.empty) with the collapsed shape.
func.func @fold_collapse_shape_of_swizzle_hint() -> tensor<64x64xf32> {
  %empty = tensor.empty() : tensor<4x16x4x16xf32>
  %swizzle = iree_codegen.swizzle_hint %empty[#iree_codegen.rotate_rows<64, 4>] : tensor<4x16x4x16xf32>
  %collapsed = tensor.collapse_shape %swizzle [[0, 1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<64x64xf32>
  return %collapsed : tensor<64x64xf32>
}


// Negative test: extract_slice of swizzle_hint without tensor.empty source
// should NOT fold.
func.func @no_fold_extract_slice_non_empty(%arg0: tensor<64x64xf32>) -> tensor<16x32xf32> {
  %swizzle = iree_codegen.swizzle_hint %arg0[#iree_codegen.rotate_rows<64, 4>] : tensor<64x64xf32>
  %slice = tensor.extract_slice %swizzle[0, 0] [16, 32] [1, 1] : tensor<64x64xf32> to tensor<16x32xf32>
  return %slice : tensor<16x32xf32>
}


// Negative test: expand_shape of swizzle_hint without tensor.empty source
// should NOT fold.
func.func @no_fold_expand_shape_non_empty(%arg0: tensor<64x64xf32>) -> tensor<4x16x64xf32> {
  %swizzle = iree_codegen.swizzle_hint %arg0[#iree_codegen.rotate_rows<64, 4>] : tensor<64x64xf32>
  %expanded = tensor.expand_shape %swizzle [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32>
  return %expanded : tensor<4x16x64xf32>
}


// Test: XOR shuffle swizzle attribute is preserved through folding.
func.func @fold_xor_shuffle_swizzle() -> tensor<8x64xf32> {
  %empty = tensor.empty() : tensor<16x128xf32>
  %swizzle = iree_codegen.swizzle_hint %empty[#iree_codegen.xor_shuffle<128, 16>] : tensor<16x128xf32>
  %slice = tensor.extract_slice %swizzle[0, 0] [8, 64] [1, 1] : tensor<16x128xf32> to tensor<8x64xf32>
  return %slice : tensor<8x64xf32>
}


// Test: Rank-reducing extract_slice should work correctly.
func.func @fold_rank_reducing_extract_slice() -> tensor<32xf32> {
  %empty = tensor.empty() : tensor<64x64xf32>
  %swizzle = iree_codegen.swizzle_hint %empty[#iree_codegen.rotate_rows<64, 4>] : tensor<64x64xf32>
  %slice = tensor.extract_slice %swizzle[0, 0] [1, 32] [1, 1] : tensor<64x64xf32> to tensor<32xf32>
  return %slice : tensor<32xf32>
}


#encoding = #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [bf16, bf16, bf16], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [?, ?, ?]>
func.func @fold_swizzle_hint_of_encoding() -> tensor<16xbf16,#encoding> {
  %empty = tensor.empty() : tensor<8x16xbf16, #encoding>
  %swizzle = iree_codegen.swizzle_hint %empty[#iree_codegen.rotate_rows<8, 4>] : tensor<8x16xbf16, #encoding>
  %slice = tensor.extract_slice %swizzle[0, 0] [1, 16] [1, 1] : tensor<8x16xbf16, #encoding> to tensor<16xbf16,#encoding>
  return %slice : tensor<16xbf16,#encoding>
}
