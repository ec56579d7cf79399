// Ported from iree-org/iree compiler/src/iree/compiler/Dialect/Stream/Transforms/test/encode_host_tensors_encoding.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --split-input-file --iree-stream-encode-host-tensors --iree-experimental-vscale-value=2 %s | FileCheck %s

util.func public @tensorSizeOfUnalignedPackedI1() -> index {
  %0 = stream.tensor.sizeof tensor<12xi1, #iree_encoding.packed_storage> : index
  util.return %0 : index
}

// -----

util.func public @tensorSizeOfAlignedPackedI1() -> index {
  %0 = stream.tensor.sizeof tensor<24xi1, #iree_encoding.packed_storage> : index
  util.return %0 : index
}

// -----

util.func public @tensorSizeOfDynamicPackedI1(%arg0: index, %arg1: index) -> index {
  %0 = stream.tensor.sizeof tensor<?x?xi1, #iree_encoding.packed_storage>{%arg0, %arg1} : index
  util.return %0 : index
}

// -----

util.func public @tensorSizeOfUnalignedPackedI4() -> index {
  %0 = stream.tensor.sizeof tensor<7xi4, #iree_encoding.packed_storage> : index
  util.return %0 : index
}

// -----

#encoding_layout = #iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [4, 16], outerDimsPerm = [0, 1]}}>
#encoding = #iree_encoding.layout<[#encoding_layout]>
util.func public @sizeof_lhs_encoding_dynamic_using_layouts(%arg0: index, %arg1: index) -> index {
  %0 = stream.tensor.sizeof tensor<?x?xf32, #encoding>{%arg0, %arg1} : index
  util.return %0 : index
}

// -----

#encoding_layout = #iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [4, 16], outerDimsPerm = [0, 1]}}>
#encoding = #iree_encoding.layout<[#encoding_layout]>
util.func public @sizeof_lhs_encoding_partially_dynamic_using_layouts(%arg0: index) -> index {
  %0 = stream.tensor.sizeof tensor<10x?xf32, #encoding>{%arg0} : index
  util.return %0 : index
}

// -----

// In GEMM, the RHS has the `(M, N, K) -> (K, N)` layout. The  tile sizes
// (i.e., [8, 16]) are for [dim_1, dim_0] in the encoding_info, where dim_1 is
// N-dimension and dim_0 is K-dimension.
#encoding_layout = #iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [1, 0], innerTileSizes = [8, 16], outerDimsPerm = [1, 0]}}>
#encoding = #iree_encoding.layout<[#encoding_layout]>
util.func public @sizeof_rhs_encoding_dynamic_using_layouts(%arg0: index, %arg1: index) -> index {
  %0 = stream.tensor.sizeof tensor<?x?xf32, #encoding>{%arg0, %arg1} : index
  util.return %0 : index
}

// -----

#encoding_layout = #iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [4, 8], outerDimsPerm = [0, 1]}}>
#encoding = #iree_encoding.layout<[#encoding_layout]>
util.func public @sizeof_result_encoding_dynamic_using_layouts(%arg0: index, %arg1: index) -> index {
  %0 = stream.tensor.sizeof tensor<?x?xf32, #encoding>{%arg0, %arg1} : index
  util.return %0 : index
}

// -----

// The M-dimension inner tile is not present because it broadcasts across the
// M-dimension. We do not need to pack the M-dimension in this case.
#encoding_layout = #iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [1], innerTileSizes = [16], outerDimsPerm = [0, 1]}}>
#encoding = #iree_encoding.layout<[#encoding_layout]>
util.func public @sizeof_lhs_encoding_with_bcast_across_m_dim_dynamic_using_layouts(%arg0: index, %arg1: index) -> index {
  %0 = stream.tensor.sizeof tensor<?x?xf32, #encoding>{%arg0, %arg1} : index
  util.return %0 : index
}
//
// Multiplied by 4 because f32 has 4 bytes.
//

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#no_pad_layout = #iree_encoding.padding<[0, 0]>
#no_pad_encoding = #iree_encoding.layout<[#no_pad_layout]>
#pad_layout_a = #iree_encoding.padding<[0, 64]>
#pad_encoding_a = #iree_encoding.layout<[#pad_layout_a]>
#pad_layout_b = #iree_encoding.padding<[64, 0]>
#pad_encoding_b = #iree_encoding.layout<[#pad_layout_b]>
util.func public @sizeof_lhs_pad_encoding_static() -> index, index, index {
  %0 = stream.tensor.sizeof tensor<2048x4096xf16, #no_pad_encoding>{} : index
  %1 = stream.tensor.sizeof tensor<2048x4096xf16, #pad_encoding_a>{} : index
  %2 = stream.tensor.sizeof tensor<2048x4096xf16, #pad_encoding_b>{} : index
  util.return %0, %1, %2 : index, index, index
}

// We expect (2048 + pad[0]) * (4096 + pad[1]) * (16 / 8).


// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#no_pad_layout = #iree_encoding.padding<[0, 0]>
#no_pad_encoding = #iree_encoding.layout<[#no_pad_layout]>
#pad_layout_a = #iree_encoding.padding<[0, 64]>
#pad_encoding_a = #iree_encoding.layout<[#pad_layout_a]>
#pad_layout_b = #iree_encoding.padding<[64, 0]>
#pad_encoding_b = #iree_encoding.layout<[#pad_layout_b]>
util.func public @sizeof_rhs_pad_encoding_dynamic(%arg0 : index, %arg1 : index) -> index, index, index, index {
  %0 = stream.tensor.sizeof tensor<2048x?xf16, #no_pad_encoding>{%arg0} : index
  %1 = stream.tensor.sizeof tensor<?x4096xf16, #pad_encoding_a>{%arg0} : index
  %2 = stream.tensor.sizeof tensor<?x4096xf16, #pad_encoding_b>{%arg0} : index
  %3 = stream.tensor.sizeof tensor<?x?xf16, #pad_encoding_b>{%arg0, %arg1} : index
  util.return %0, %1, %2, %3 : index, index, index, index
}


// -----

#encoding_layout_0 = #iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [4, 8], outerDimsPerm = [0, 1]}}>
#encoding_layout_1 = #iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [2, 16], outerDimsPerm = [0, 1]}}>
#encoding_layout_2 = #iree_gpu.gpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [128, 16], outerDimsPerm = [0, 1]}}>
#encoding = #iree_encoding.layout<[#encoding_layout_0, #encoding_layout_1, #encoding_layout_2]>
util.func public @sizeof_multi_encoding_layouts(%arg0: index, %arg1: index) -> index {
  %0 = stream.tensor.sizeof tensor<?x?xf32, #encoding>{%arg0, %arg1} : index
  util.return %0 : index
}
//
// Check for the first layout.
//
//
// Check for the second layout.
//
//
// Check for the third layout.
//
//
// Return the max value.
//

// -----

// Tests that the correct size could be inferred with scalable encoding.
// Tests the workaround until #21317 and #21590 are resolved.
#encoding = #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {
    innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1], scalableTiles = [true, false]}}>]>
util.func public @sizeof_scalable_layout() -> index {
    %size = stream.tensor.sizeof tensor<24x8xf32, #encoding> : index
    util.return %size : index
}

// Since we have vscale=2, the packed layout is effectively <2x8x16x1xf32>.
// Therefore, the calculated size is 2*8*16*1*4(f32)=1024.
